/**
 * Export tasks (entities/admin/exportTask.ts, docs/api.md "Export tasks"): an export of any declared entity with an
 * export, run as a task. The demo backend has no workers: a task's progress follows the time since it started, in
 * proportion to its rows, and is brought up to date whenever tasks are read (`refreshTasks`, asking the domain's
 * `exportTaskUpdate`, src/entities/admin/exportTaskRules.ts): a task that reaches its end finishes (or fails), a
 * finished file expires. The status's label is kept in step by the engine. The file is made again from the task's filter when it is downloaded
 * (a real backend keeps the file it wrote). Each account sees its own tasks.
 */
import { ENTITIES } from '@/entities';
import { EXPORT_CREATE, EXPORT_DOWNLOAD, EXPORT_FAILED, EXPORT_RUNNING, EXPORT_SOURCES, exportTask } from '@/entities/admin/exportTask';
import { exportDownloadRefusal, exportDuration, exportFilterText, exportTaskUpdate } from '@/entities/admin/exportTaskRules';
import type { AnySchema } from '@/entities/define';
import { commit, currentSession, data } from '../db';
import { found, refuse, refuseIf, zh } from '../errors';
import { accountOf, backendOf, declared, declaredHandlers, filterRows, onLongExport, xlsxFile, amountNames, type Backing, type EntityDef } from '../entities';
import { Params } from '../params';
import type { StoredRow } from '../model';
import { endpoint } from '../respond';
import { registerCollection } from '../seeds/registry';
import { staffOf } from '../users';
import { DAY, formatWallTime, HOUR, MINUTE, nowWall } from '../time';

/** A task as stored: its declared row, the filter it runs (a list's URL query), when it started and how long it takes. */
export type ExportTask = StoredRow<typeof exportTask> & { taskId: number; taskStatus: 1 | 2 | 3 | 4; query: string; operator: string; startedAt: number; duration: number };

declare module '../model' {
  interface DemoData {
    exportTasks: ExportTask[];
  }
}


/** The entities a task can export: declared, served, with an export and a list screen. */
const sources = (): AnySchema[] => ENTITIES.filter((e) => e.endpoints.export && e.screens?.list && backendOf(e.id));

/** Brings every task up to date with the clock (the domain's rule): running ones progress, finish or fail; finished files expire. */
export function refreshTasks(now: number = nowWall()): void {
  const due = data().exportTasks.flatMap((t) => {
    const update = exportTaskUpdate(t, now);
    return update ? [{ t, update }] : [];
  });
  if (due.length === 0) return;
  commit(() => {
    for (const { t, update } of due) Object.assign(t, update);
  }, ['exportTasks']);
}

/** A task of `operator` started at `start`: running, nothing made yet (a task created now, or a seeded one). */
function started(start: number, operator: string, taskId: number, what: Pick<ExportTask, 'entityId' | 'entityTitle' | 'filterText' | 'query' | 'rowCount'>): ExportTask {
  return {
    taskId, ...what, progress: 0, taskStatus: EXPORT_RUNNING, failReason: '', fileName: '', operator, operatorName: staffOf(operator).nickname,
    createTime: formatWallTime(start), finishTime: '', expireTime: '', startedAt: start, duration: exportDuration(what.rowCount),
  };
}

/** Starts a task exporting the rows of `schema` that the list query matches; refused when none does. */
export function startTask(schema: AnySchema, def: EntityDef, query: URLSearchParams): ExportTask {
  const account = accountOf();
  const rowCount = filterRows(def, new Params(new Map(query.entries()))).length;
  if (rowCount === 0) refuse('没有符合条件的数据可导出');
  const what = { entityId: schema.id, entityTitle: zh(schema.endpoints.export?.name ?? schema.title), filterText: exportFilterText(schema, query), query: query.toString(), rowCount };
  return commit((d) => {
    const task = started(nowWall(), account, d.exportTasks.reduce((max, t) => Math.max(max, t.taskId), 0) + 1, what);
    d.exportTasks.unshift(task);
    return task;
  });
}

/** Seeded tasks of the admin account: files made in the last days (as the rule has them today), one failed on the way. */
registerCollection('exportTasks', ({ today }) => {
  const made = (taskId: number, entityId: string, entityTitle: string, filterText: string, query: string, rowCount: number, daysAgo: number, failReason = ''): ExportTask => {
    const task = started(today - daysAgo * DAY - 2 * HOUR + taskId * 7 * MINUTE, 'admin', taskId, { entityId, entityTitle, filterText, query, rowCount });
    const failed = { taskStatus: EXPORT_FAILED, progress: 35, failReason, finishTime: formatWallTime(task.startedAt + task.duration) } as const;
    return Object.assign(task, failReason ? failed : exportTaskUpdate(task, today));
  };
  return [
    made(5, 'Vehicles', '车辆', '车辆状态：可租', 'vehicleStatus=1', 128, 0),
    made(4, 'companyList', '公司', '公司类型：供应商', 'companyType=3', 5, 2),
    made(3, 'branchOrder', '分公司订单', '全部数据', '', 60, 4, '导出超时：生成文件时连接中断，请重新导出'),
    made(2, 'Vehicles', '车辆', '全部数据', '', 140, 6),
    made(1, 'BusinessCity', '业务城市', '全部数据', '', 11, 9),
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
    const schema = found(sources().find((e) => e.id === p.str('entityId')), '请选择要导出的数据');
    // Any text reads as a query (URLSearchParams never refuses one): a filter it does not know is no filter.
    return startTask(schema, backendOf(schema.id)!, new URLSearchParams(p.str('query') ?? ''));
  }),
  // §7 download helper: the file under its `download-filename` header, or a JSON refusal its msg explains.
  endpoint('POST', EXPORT_DOWNLOAD, (p) => {
    const task = ownTask(p);
    refuseIf(exportDownloadRefusal(task));
    const def = found(backendOf(String(task.entityId)), '该数据已不能导出');
    const rows = filterRows(def, new Params(new Map(new URLSearchParams(task.query).entries())));
    return xlsxFile(rows, task.entityTitle, { 'download-filename': encodeURIComponent(task.fileName) }, amountNames(def.schema));
  }),
];
