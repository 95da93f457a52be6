/**
 * Export tasks (entities/admin/exportTask.ts, docs/api.md "Export tasks"): an export of any declared entity with an
 * export, run as a task. The demo backend has no workers: a task's progress follows the time since it started, in
 * proportion to its rows (EXPORT_BASE_MS plus EXPORT_MS_PER_ROW a row), and is brought up to date whenever tasks are
 * read (`refreshTasks`): a task that reaches its end finishes (or fails, over EXPORT_MAX_ROWS rows), a finished file
 * expires EXPORT_FILE_DAYS after it was made. The file is made again from the task's filter when it is downloaded
 * (a real backend keeps the file it wrote). Each account sees its own tasks.
 */
import { HttpResponse, http } from 'msw';
import { ENTITIES } from '@/entities';
import {
  EXPORT_CREATE, EXPORT_DONE, EXPORT_DOWNLOAD, EXPORT_EXPIRED, EXPORT_FAILED, EXPORT_FILE_DAYS, EXPORT_MAX_ROWS, EXPORT_RUNNING, EXPORT_SOURCES, exportTask,
} from '@/entities/admin/exportTask';
import { filterFields, type AnySchema, type RowOf } from '@/entities/define';
import { dictLabel } from '@/entities/dicts';
import { commit, currentSession, data } from '../db';
import { ApiError, refuse } from '../errors';
import { backendOf, declared, declaredHandlers, filterRows, onLongExport, workbook, XLSX_MIME, type Backing, type EntityDef } from '../entities';
import { Params, readParams } from '../params';
import { envelope, endpoint } from '../respond';
import { registerCollection } from '../seeds/registry';
import { staffOf } from '../users';
import { DAY, formatWallTime, HOUR, MINUTE, nowWall, parseWallTime } from '../time';

/** A task's fixed time (ms) and its time per row: 1,000 rows take about 7 seconds. */
export const EXPORT_BASE_MS = 3000;
export const EXPORT_MS_PER_ROW = 4;

/** A task as stored: its declared row, the filter it runs (a list's URL query), when it started and how long it takes. */
export type ExportTask = Required<RowOf<typeof exportTask>> & { taskId: number; taskStatus: 1 | 2 | 3 | 4; query: string; operator: string; startedAt: number; duration: number };

declare module '../model' {
  interface DemoData {
    exportTasks: ExportTask[];
  }
}

const STATUS_NAME = (s: number) => dictLabel('export_task_status', s) ?? '';
const zh = (text: { 'zh-CN': string }) => text['zh-CN'];

/** The entities a task can export: declared, served, with an export and a list screen. */
function sources(): AnySchema[] {
  return ENTITIES.filter((e) => e.endpoints.export && e.screens?.list && backendOf(e.id));
}

const fileStamp = (ms: number) => formatWallTime(ms).replace(/\D/g, '');
const durationOf = (rows: number) => EXPORT_BASE_MS + rows * EXPORT_MS_PER_ROW;

/** The filter as the task list shows it: each declared filter's label and value (a dictionary's label). */
function filterText(schema: AnySchema, query: URLSearchParams): string {
  const parts = filterFields(schema).flatMap((f) => {
    if (f.type === 'dateRange') {
      const [s, e] = f.names ?? ['beginTime', 'endTime'];
      const from = query.get(s) ?? '';
      const to = query.get(e) ?? '';
      return from || to ? [`${zh(f.label)}：${from.slice(0, 10)}~${to.slice(0, 10)}`] : [];
    }
    const v = query.get(f.name)?.trim();
    if (!v) return [];
    const label = f.type === 'enum' && f.dict ? dictLabel(f.dict, v) : undefined;
    return [`${zh(f.label)}：${label ?? v}`];
  });
  return parts.length ? parts.join('；') : '全部数据';
}

/** Brings every task up to date with the clock: running ones progress, finish or fail; finished files expire. */
export function refreshTasks(now: number = nowWall()): void {
  const due = data().exportTasks.filter((t) => (t.taskStatus === EXPORT_RUNNING) || (t.taskStatus === EXPORT_DONE && (parseWallTime(t.expireTime) ?? Infinity) <= now));
  if (due.length === 0) return;
  commit(() => {
    for (const t of due) {
      if (t.taskStatus === EXPORT_DONE) {
        Object.assign(t, { taskStatus: EXPORT_EXPIRED, taskStatusName: STATUS_NAME(EXPORT_EXPIRED) });
        continue;
      }
      const elapsed = now - t.startedAt;
      if (elapsed < t.duration) {
        t.progress = Math.min(99, Math.floor((elapsed / t.duration) * 100));
        continue;
      }
      const end = t.startedAt + t.duration;
      if (t.rowCount > EXPORT_MAX_ROWS) {
        Object.assign(t, { taskStatus: EXPORT_FAILED, taskStatusName: STATUS_NAME(EXPORT_FAILED), failReason: `数据超过单次导出上限${EXPORT_MAX_ROWS}行，请缩小筛选范围后重新导出`, finishTime: formatWallTime(end) });
        continue;
      }
      const expires = end + EXPORT_FILE_DAYS * DAY;
      Object.assign(t, {
        progress: 100, finishTime: formatWallTime(end), expireTime: formatWallTime(expires),
        fileName: `${t.entityTitle}${fileStamp(end)}.xlsx`,
        ...(expires <= now ? { taskStatus: EXPORT_EXPIRED, taskStatusName: STATUS_NAME(EXPORT_EXPIRED) } : { taskStatus: EXPORT_DONE, taskStatusName: STATUS_NAME(EXPORT_DONE) }),
      });
    }
  });
}

function accountOf(): string {
  const session = currentSession();
  if (!session) refuse('请先登录');
  return session.account;
}

/** Starts a task exporting the rows of `schema` that the list query matches; refused when none does. */
export function startTask(schema: AnySchema, def: EntityDef, query: URLSearchParams): ExportTask {
  const account = accountOf();
  const rows = filterRows(def, new Params(new Map(query.entries()))).length;
  if (rows === 0) refuse('没有符合条件的数据可导出');
  const now = nowWall();
  return commit((d) => {
    const task: ExportTask = {
      taskId: d.exportTasks.reduce((max, t) => Math.max(max, t.taskId), 0) + 1,
      entityId: schema.id, entityTitle: zh(schema.endpoints.export?.name ?? schema.title), filterText: filterText(schema, query), query: query.toString(),
      rowCount: rows, progress: 0, taskStatus: EXPORT_RUNNING, taskStatusName: STATUS_NAME(EXPORT_RUNNING), failReason: '', fileName: '',
      operator: account, operatorName: staffOf(account).nickname, createTime: formatWallTime(now), finishTime: '', expireTime: '',
      startedAt: now, duration: durationOf(rows),
    };
    d.exportTasks.unshift(task);
    return task;
  });
}

/** Seeded tasks of the admin account: files made in the last days, one expired, one failed. */
registerCollection('exportTasks', ({ today }) => {
  const made = (taskId: number, entityId: string, entityTitle: string, filter: string, query: string, rowCount: number, daysAgo: number, status: 2 | 3 | 4, failReason = ''): ExportTask => {
    const start = today - daysAgo * DAY - 2 * HOUR + taskId * 7 * MINUTE;
    const end = start + durationOf(rowCount);
    return {
      taskId, entityId, entityTitle, filterText: filter, query, rowCount, progress: status === EXPORT_FAILED ? 35 : 100,
      taskStatus: status, taskStatusName: STATUS_NAME(status), failReason,
      fileName: status === EXPORT_FAILED ? '' : `${entityTitle}${fileStamp(end)}.xlsx`,
      operator: 'admin', operatorName: staffOf('admin').nickname, createTime: formatWallTime(start),
      finishTime: formatWallTime(end), expireTime: status === EXPORT_FAILED ? '' : formatWallTime(end + EXPORT_FILE_DAYS * DAY),
      startedAt: start, duration: durationOf(rowCount),
    };
  };
  return [
    made(5, 'Vehicles', '车辆', '车辆状态：可租', 'vehicleStatus=1', 128, 0, EXPORT_DONE),
    made(4, 'companyList', '公司', '公司类型：供应商', 'companyType=3', 5, 2, EXPORT_DONE),
    made(3, 'branchOrder', '分公司订单', '全部数据', '', 60, 4, EXPORT_FAILED, '导出超时：生成文件时连接中断，请重新导出'),
    made(2, 'Vehicles', '车辆', '全部数据', '', 140, 6, EXPORT_DONE),
    made(1, 'BusinessCity', '业务城市', '全部数据', '', 11, 9, EXPORT_EXPIRED),
  ];
});

const EXPORT_TASKS: Backing = {
  collection: 'exportTasks',
  options: { [EXPORT_SOURCES]: () => sources().map((e) => ({ value: e.id, label: zh(e.endpoints.export?.name ?? e.title), listPath: e.screens!.list! })) },
  // Reading the tasks brings them up to date first; an account sees its own (whoever exports a list may follow its task).
  personal: true,
  scope: () => {
    refreshTasks();
    const account = currentSession()?.account;
    return (row) => row.operator === account;
  },
};

/** The stored task of the signed-in account, up to date. */
function ownTask(p: Params): ExportTask {
  refreshTasks();
  const account = accountOf();
  const task = data().exportTasks.find((t) => String(t.taskId) === p.str('taskId') && t.operator === account);
  if (!task) refuse('导出任务不存在或已被删除');
  return task;
}

// A list's export of more rows than the threshold becomes a task (entities.ts asks).
onLongExport((def, p) => {
  const schema = def.schema!;
  const query = new URLSearchParams(p.entries());
  const task = startTask(schema, def, query);
  return { taskId: task.taskId, msg: `共${task.rowCount}行数据，已转为后台导出任务，完成后请在“数据导出”页面下载` };
});

export const EXPORT_TASK_ENTITY = declared(exportTask, EXPORT_TASKS);

export const exportTaskHandlers = [
  ...declaredHandlers(EXPORT_TASK_ENTITY, EXPORT_TASKS),
  endpoint('POST', EXPORT_CREATE, (p) => {
    const entityId = p.str('entityId');
    const schema = sources().find((e) => e.id === entityId);
    if (!schema) refuse('请选择要导出的数据');
    let query: URLSearchParams;
    try {
      query = new URLSearchParams(p.str('query') ?? '');
    } catch {
      refuse('筛选条件格式错误');
    }
    return startTask(schema, backendOf(schema.id)!, query);
  }),
  // §7 download helper: the file under its `download-filename` header, or a JSON refusal its msg explains.
  http.post(`*${EXPORT_DOWNLOAD}`, async ({ request }) => {
    try {
      const task = ownTask(await readParams(request));
      if (task.taskStatus === EXPORT_RUNNING) refuse('文件还在生成中，请稍后再下载');
      if (task.taskStatus === EXPORT_FAILED) refuse(`导出失败：${task.failReason}`);
      if (task.taskStatus === EXPORT_EXPIRED) refuse(`文件已于${task.expireTime}过期，请重新导出`);
      const def = backendOf(String(task.entityId));
      if (!def) refuse('该数据已不能导出');
      const rows = filterRows(def, new Params(new Map(new URLSearchParams(task.query).entries())));
      return new HttpResponse(await workbook(rows, task.entityTitle), { headers: { 'Content-Type': XLSX_MIME, 'download-filename': encodeURIComponent(task.fileName) } });
    } catch (e) {
      if (e instanceof ApiError) return HttpResponse.json(envelope(e.code, e.message, null));
      throw e;
    }
  }),
];
