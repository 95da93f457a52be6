/**
 * /DataExportpage (src/features/admin/DataExportPage.tsx): a running task's progress is asked for again by itself
 * (only while a task runs: once none does, no further request is scheduled), a finished file downloads under the
 * name the backend gives (§7 download helper), an expired one cannot be downloaded and says so, a failed one says
 * why, a task is deleted after a confirmation, and a new export is started from the dialog. The backend's clock is
 * moved (Date only); the screen's own timers are real, and the test waits for what it expects, never for a time.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_POLL_MS } from '@/entities/admin/exportTask';
import { DataExportPage } from '@/features/admin/DataExportPage';
import { data } from '@/mocks/db';
import { server } from '@/mocks/node';
import { ok } from '../../unit/mocks/api';
import { collectHttpErrors, renderScreens } from '../harness';

const saveAs = vi.hoisted(() => vi.fn());
vi.mock('file-saver', () => ({ saveAs }));

const errors = collectHttpErrors('admin', 'admin123');

const rowOf = async (taskId: number) => {
  await waitFor(() => expect(document.querySelector(`tr[data-row-key="${taskId}"]`)).not.toBeNull());
  return document.querySelector<HTMLElement>(`tr[data-row-key="${taskId}"]`)!;
};
const render = () => renderScreens('/DataExportpage', { '/DataExportpage': DataExportPage }, { 'zh-CN': '数据导出', 'en-US': 'Data export' });

let listCalls = 0;
const countLists = ({ request }: { request: Request }) => {
  if (request.url.includes('/api/exportTask/list')) listCalls += 1;
};

beforeEach(() => {
  saveAs.mockReset();
  listCalls = 0;
  server.events.on('request:start', countLists);
});
afterEach(() => {
  server.events.removeListener('request:start', countLists);
  vi.useRealTimers();
});

describe('the data export screen', () => {
  it('asks for a running task\'s progress by itself until it finishes, then stops asking; the file downloads', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const task = await ok<{ taskId: number }>('/api/exportTask/create', { params: { entityId: 'companyList', query: 'companyType=3' } });
    const polls = vi.spyOn(window, 'setInterval');
    const stops = vi.spyOn(window, 'clearInterval');
    const pollers = () => polls.mock.calls.flatMap(([, ms], i) => (ms === EXPORT_POLL_MS ? [polls.mock.results[i]!.value as unknown] : []));

    render();
    const running = await rowOf(task.taskId);
    expect(within(running).getByText('导出中')).toBeInTheDocument();
    expect(within(running).getByText('公司类型：供应商')).toBeInTheDocument();
    expect(within(running).getByRole('button', { name: /下\s?载/ })).toBeDisabled();
    // Asked again without anyone clicking, while it runs.
    await waitFor(() => expect(listCalls).toBeGreaterThanOrEqual(2));

    vi.setSystemTime(start + 60_000);
    await waitFor(async () => expect(within(await rowOf(task.taskId)).getByText('已完成')).toBeInTheDocument());
    const fileName = data().exportTasks.find((t) => t.taskId === task.taskId)!.fileName;
    expect(fileName).toMatch(/^公司\d{14}\.xlsx$/);

    // None runs: the polling is stopped, and a fresh answer (the refresh button) starts none.
    expect(pollers().length).toBeGreaterThan(0);
    for (const timer of pollers()) expect(stops.mock.calls.map(([id]) => id as unknown)).toContain(timer);
    const started = pollers().length;
    const calls = listCalls;
    await user.click(screen.getByRole('button', { name: /刷\s?新/ }));
    await waitFor(() => expect(listCalls).toBe(calls + 1));
    expect(pollers()).toHaveLength(started);

    await user.click(within(await rowOf(task.taskId)).getByRole('button', { name: /下\s?载/ }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(saveAs.mock.calls[0]![1]).toBe(fileName);
    expect(errors).toEqual([]);
  });

  it('an expired file cannot be downloaded and says so; a failed task says why; a task is deleted after a confirmation', async () => {
    const user = userEvent.setup();
    render();
    const expired = data().exportTasks.find((t) => t.taskStatus === 4)!;
    const failed = data().exportTasks.find((t) => t.taskStatus === 3)!;
    const expiredRow = await rowOf(expired.taskId);
    expect(within(expiredRow).getByText('已过期')).toBeInTheDocument();
    expect(within(expiredRow).getByText(/已过期，请重新导出/)).toBeInTheDocument();
    expect(within(expiredRow).getByRole('button', { name: /下\s?载/ })).toBeDisabled();
    const failedRow = await rowOf(failed.taskId);
    expect(within(failedRow).getByText(failed.failReason)).toBeInTheDocument();
    expect(listCalls).toBe(1);

    await user.click(within(failedRow).getByRole('button', { name: /删\s?除/ }));
    const confirm = await screen.findByText('确定删除该导出任务吗？删除后文件将不能再下载。');
    await user.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(document.querySelector(`tr[data-row-key="${failed.taskId}"]`)).toBeNull());
    expect(data().exportTasks.some((t) => t.taskId === failed.taskId)).toBe(false);
  });

  it('starts an export chosen in the dialog; what to export is required', async () => {
    const user = userEvent.setup();
    render();
    await rowOf(1);
    await user.click(screen.getByRole('button', { name: /新建导出/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /开始导出/ }));
    expect(await within(dialog).findByText('请选择要导出的数据', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    // The choices are every exportable list, more than the drop-down draws at once: type to find one, as a user would.
    await user.type(within(dialog).getByLabelText('导出内容'), '车辆');
    await user.click((await screen.findAllByTitle('车辆')).find((e) => e.classList.contains('ant-select-item-option'))!);
    await user.click(within(dialog).getByRole('button', { name: /开始导出/ }));
    await waitFor(() => expect(data().exportTasks.length).toBe(6));
    const made = data().exportTasks[0]!;
    expect(made).toMatchObject({ entityId: 'Vehicles', filterText: '全部数据', rowCount: data().vehicles.length, taskStatus: 1 });
    expect(within(await rowOf(made.taskId)).getByText('导出中')).toBeInTheDocument();
  });
});
