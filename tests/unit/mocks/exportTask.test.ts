/**
 * Export tasks (src/mocks/handlers/exportTask.ts): a task of any exportable entity with a filter, its progress
 * following the time in proportion to its rows, the finished file downloaded through the §7 download helper's
 * contract (a `download-filename` header) until it expires, a refusal saying why otherwise; a list's export of more
 * rows than the threshold becomes a task; each account sees its own. The clock is moved, never waited for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_FILE_DAYS, EXPORT_TASK_THRESHOLD } from '@/entities/admin/exportTask';
import { commit, data } from '@/mocks/db';
import { EXPORT_BASE_MS, EXPORT_MS_PER_ROW } from '@/entities/admin/exportTaskRules';
import '@/mocks/handlers';
import { call, ok, ORIGIN } from './api';

type Task = Record<string, unknown> & { taskId: number; rowCount: number; progress: number; taskStatus: number; taskStatusName: string };
type Page = { total: number; result: Task[] };

const tasks = async () => (await ok<Page>('/api/exportTask/list', { method: 'GET', params: { pageSize: 100 } })).result;
const task = async (id: number) => (await tasks()).find((t) => t.taskId === id)!;
const download = (taskId: number) => fetch(new URL('/api/exportTask/download', ORIGIN), { method: 'POST', body: JSON.stringify({ taskId }), headers: { 'Content-Type': 'application/json' } });

let clock = Date.UTC(2026, 2, 10, 2, 0, 0);
const advance = (ms: number) => {
  clock += ms;
  vi.setSystemTime(clock);
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
  await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('an export task', () => {
  it('counts the rows its filter matches, progresses with the time, finishes, downloads, then expires', async () => {
    const available = data().vehicles.filter((v) => v.vehicleStatus === 1).length;
    const created = await ok<Task>('/api/exportTask/create', { params: { entityId: 'Vehicles', query: 'vehicleStatus=1' } });
    expect(created).toMatchObject({ rowCount: available, progress: 0, taskStatus: 1, taskStatusName: '导出中', entityTitle: '车辆', filterText: '车辆状态：可租' });
    const duration = EXPORT_BASE_MS + available * EXPORT_MS_PER_ROW;

    // The backend's clock reads whole seconds.
    const halfway = Math.floor(duration / 2000) * 1000;
    advance(halfway);
    const half = await task(created.taskId);
    expect(half.taskStatus).toBe(1);
    expect(half.progress).toBe(Math.floor((halfway / duration) * 100));
    expect(await (await download(created.taskId)).json()).toMatchObject({ code: 1, msg: '文件还在生成中，请稍后再下载' });

    advance(duration - halfway + 1000);
    const done = await task(created.taskId);
    expect(done).toMatchObject({ taskStatus: 2, taskStatusName: '已完成', progress: 100 });
    expect(String(done.fileName)).toMatch(/^车辆\d{14}\.xlsx$/);
    const file = await download(created.taskId);
    expect(decodeURIComponent(file.headers.get('download-filename') ?? '')).toBe(done.fileName);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const { read, utils } = await import('xlsx');
    const sheet = read(await file.arrayBuffer()).Sheets;
    expect(utils.sheet_to_json(Object.values(sheet)[0]!)).toHaveLength(available);

    advance(EXPORT_FILE_DAYS * 24 * 3_600_000);
    expect(await task(created.taskId)).toMatchObject({ taskStatus: 4, taskStatusName: '已过期' });
    const expired = await (await download(created.taskId)).json();
    expect(expired).toMatchObject({ code: 1 });
    expect(expired.msg).toMatch(/^文件已于.+过期，请重新导出$/);
  });

  it('is refused without an exportable source or when nothing matches', async () => {
    expect(await call('/api/exportTask/create', { params: {} })).toMatchObject({ code: 1, msg: '请选择要导出的数据' });
    expect(await call('/api/exportTask/create', { params: { entityId: 'Vehicles', query: 'plate=无此车牌' } })).toMatchObject({ code: 1, msg: '没有符合条件的数据可导出' });
  });

  it('a failed task says why and cannot be downloaded; a task is deleted', async () => {
    const failed = (await tasks()).find((t) => t.taskStatus === 3)!;
    expect(failed.failReason).toBeTruthy();
    expect(await (await download(failed.taskId)).json()).toMatchObject({ code: 1, msg: `导出失败：${String(failed.failReason)}` });
    await ok('/api/exportTask/delete', { params: { taskId: failed.taskId } });
    expect((await tasks()).map((t) => t.taskId)).not.toContain(failed.taskId);
  });

  it('belongs to the account that made it', async () => {
    const mine = (await tasks()).length;
    expect(mine).toBeGreaterThan(0);
    commit((d) => d.exportTasks.forEach((t) => (t.operator = 'someone-else')));
    expect(await tasks()).toHaveLength(0);
    expect(await (await download(1)).json()).toMatchObject({ code: 1, msg: '导出任务不存在或已被删除' });
  });
});

describe("a list's export", () => {
  it('of more rows than the threshold becomes a task instead of a file', async () => {
    const many = Array.from({ length: EXPORT_TASK_THRESHOLD + 1 }, (_, i) => ({ ...data().vehicles[i % data().vehicles.length]!, carId: 900000 + i }));
    commit((d) => d.vehicles.push(...many));
    const res = await fetch(new URL('/api/vehicle/export', ORIGIN), { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    const body = (await res.json()) as { code: number; msg: string; data: { taskId: number } };
    expect(body.code).toBe(0);
    expect(body.msg).toContain('已转为后台导出任务');
    expect(await task(body.data.taskId)).toMatchObject({ taskStatus: 1, rowCount: data().vehicles.length, filterText: '全部数据' });
  });
});
