/**
 * The export task rules (./exportTask.ts; docs/api.md "Export tasks"), pure: how long a task takes (EXPORT_BASE_MS
 * plus EXPORT_MS_PER_ROW a row), where it stands at a time (running with its progress, finished, failed over
 * EXPORT_MAX_ROWS rows, its file expired EXPORT_FILE_DAYS after it was made), its file's name, its filter as the task
 * list shows it, and why its file cannot be downloaded. Times are wall times in ms read as UTC (../monitor/trail
 * `wallText`). The demo backend (src/mocks/handlers/exportTask.ts) has no workers: it asks `exportTaskUpdate`
 * whenever the tasks are read.
 */
import { EXPORT_DONE, EXPORT_EXPIRED, EXPORT_FAILED, EXPORT_FILE_DAYS, EXPORT_MAX_ROWS, EXPORT_RUNNING } from './exportTask';
import { filterFields, type AnySchema } from '../define';
import { dictLabel } from '../dicts';
import { wallMs, wallText } from '../monitor/trail';

/** A task's fixed time (ms) and its time per row: 1,000 rows take about 7 seconds. */
export const EXPORT_BASE_MS = 3000;
export const EXPORT_MS_PER_ROW = 4;

const DAY_MS = 24 * 3_600_000;

/** How long a task of so many rows takes (ms). */
export const exportDuration = (rows: number): number => EXPORT_BASE_MS + rows * EXPORT_MS_PER_ROW;

/** The file a task made at `end` (ms): the export's title and the time, 车辆20261127103000.xlsx. */
export const exportFileName = (title: string, end: number): string => `${title}${wallText(end).replace(/\D/g, '')}.xlsx`;

/** The filter as the task list shows it: each declared filter's label and value (a dictionary's label); 全部数据 when none. */
export function exportFilterText(schema: AnySchema, query: URLSearchParams): string {
  const parts = filterFields(schema).flatMap((f) => {
    if (f.type === 'dateRange') {
      const [s, e] = f.names ?? ['beginTime', 'endTime'];
      const from = query.get(s) ?? '';
      const to = query.get(e) ?? '';
      return from || to ? [`${f.label['zh-CN']}：${from.slice(0, 10)}~${to.slice(0, 10)}`] : [];
    }
    const v = query.get(f.name)?.trim();
    if (!v) return [];
    const label = f.type === 'enum' && f.dict ? dictLabel(f.dict, v) : undefined;
    return [`${f.label['zh-CN']}：${label ?? v}`];
  });
  return parts.length ? parts.join('；') : '全部数据';
}

/** What the rules read of a task: its state, when it started and how long it takes, its rows, its file's expiry. */
export interface ExportTiming {
  taskStatus: number;
  startedAt: number;
  duration: number;
  rowCount: number;
  expireTime: string;
  entityTitle: string;
}

/** What changes of a task as the clock reaches `now`. */
export interface ExportUpdate {
  taskStatus?: 1 | 2 | 3 | 4;
  progress?: number;
  failReason?: string;
  finishTime?: string;
  expireTime?: string;
  fileName?: string;
}

/**
 * A task brought up to `now`: a running one progresses (at most 99 %), or at its end finishes — or fails over
 * EXPORT_MAX_ROWS rows —; a finished file expires. Null when nothing changes.
 */
export function exportTaskUpdate(task: ExportTiming, now: number): ExportUpdate | null {
  if (task.taskStatus === EXPORT_DONE) return wallMs(task.expireTime) <= now ? { taskStatus: EXPORT_EXPIRED } : null;
  if (task.taskStatus !== EXPORT_RUNNING) return null;
  const elapsed = now - task.startedAt;
  if (elapsed < task.duration) return { progress: Math.min(99, Math.floor((elapsed / task.duration) * 100)) };
  const end = task.startedAt + task.duration;
  if (task.rowCount > EXPORT_MAX_ROWS) return { taskStatus: EXPORT_FAILED, failReason: `数据超过单次导出上限${EXPORT_MAX_ROWS}行，请缩小筛选范围后重新导出`, finishTime: wallText(end) };
  const expires = end + EXPORT_FILE_DAYS * DAY_MS;
  return {
    progress: 100, finishTime: wallText(end), expireTime: wallText(expires), fileName: exportFileName(task.entityTitle, end),
    taskStatus: expires <= now ? EXPORT_EXPIRED : EXPORT_DONE,
  };
}

/** Why a task's file cannot be downloaded (still running, failed, expired), in Chinese; null: it can. */
export function exportDownloadRefusal(task: { taskStatus: number; failReason: string; expireTime: string }): string | null {
  if (task.taskStatus === EXPORT_RUNNING) return '文件还在生成中，请稍后再下载';
  if (task.taskStatus === EXPORT_FAILED) return `导出失败：${task.failReason}`;
  if (task.taskStatus === EXPORT_EXPIRED) return `文件已于${task.expireTime}过期，请重新导出`;
  return null;
}
