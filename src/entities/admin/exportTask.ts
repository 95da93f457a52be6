/**
 * Export tasks (§2 /DataExportpage 数据导出): an export too long to wait for runs on the backend as a task — of any
 * declared entity with an export (§7 export helper), with a filter (a saved view of its list, or the list's filter
 * when its export button met more rows than EXPORT_TASK_THRESHOLD) — whose progress the screen follows; a finished
 * file is downloaded through the §7 download helper until it expires (EXPORT_FILE_DAYS), a failed task says why.
 * Each account sees its own tasks. The screen is bespoke (src/features/admin/DataExportPage.tsx: polling, progress,
 * download); this declaration gives its list, filters, delete, docs/api.md and the contract test.
 */
import { bi as t } from '@/i18n';
import { createdRange, createTime } from '../common';
import { defineEntity } from '../define';

/** The exports a task can run: every declared entity with an export (`[{ value: entity id, label, listPath }]`). */
export const EXPORT_SOURCES = '/api/exportTask/sources';
/** `POST { entityId, query?, viewName? }`: starts a task (docs/api.md "Export tasks"). */
export const EXPORT_CREATE = '/api/exportTask/create';
/** `POST { taskId }`: the finished file (§7 download helper: `download-filename` header), or a JSON refusal. */
export const EXPORT_DOWNLOAD = '/api/exportTask/download';
/** A list's export of more rows than this runs as a task instead of downloading at once. */
export const EXPORT_TASK_THRESHOLD = 1000;
/** The most rows one export may hold: a task over it fails, saying so. */
export const EXPORT_MAX_ROWS = 100_000;
/** How long a finished file can be downloaded (days). */
export const EXPORT_FILE_DAYS = 7;
/** While a task runs the screen asks for its progress this often (ms). */
export const EXPORT_POLL_MS = 2000;

/** export_task_status: 1 running, 2 finished, 3 failed, 4 expired. */
export const EXPORT_RUNNING = 1;
export const EXPORT_DONE = 2;
export const EXPORT_FAILED = 3;
export const EXPORT_EXPIRED = 4;

export const exportTask = defineEntity({
  id: 'DataExportpage',
  title: t('数据导出', 'Data export'),
  rowKey: 'taskId',
  base: '/api/exportTask',
  screens: { list: '/DataExportpage' },
  status: { field: 'taskStatus', name: 'taskStatusName' },
  remove: { permission: 'export:delete' },
  recordLabel: 'fileName',
  fields: [
    { name: 'entityId', type: 'reference', optionsPath: EXPORT_SOURCES, display: 'entityTitle', label: t('导出内容', 'Export of'), filter: true, column: true },
    { name: 'filterText', type: 'text', label: t('筛选条件', 'Filter'), column: true },
    { name: 'rowCount', type: 'number', label: t('数据行数', 'Rows'), column: true },
    { name: 'progress', type: 'percent', label: t('进度', 'Progress'), column: true },
    { name: 'taskStatus', type: 'enum', dict: 'export_task_status', label: t('状态', 'Status'), filter: true, column: true },
    { name: 'failReason', type: 'text', label: t('失败原因', 'Why it failed'), column: true },
    { name: 'fileName', type: 'text', label: t('文件名', 'File'), filter: true, column: true },
    { name: 'operatorName', type: 'text', label: t('创建人', 'Created by'), column: true },
    createTime,
    createdRange,
    { name: 'finishTime', type: 'datetime', label: t('完成时间', 'Finished'), column: true },
    { name: 'expireTime', type: 'datetime', label: t('下载有效期至', 'Downloadable until'), column: true },
  ],
});
