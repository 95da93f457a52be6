/**
 * Export tasks (docs/api.md "Export tasks", /DataExportpage): start one, and download a finished file through the §7
 * download helper (the file under its `download-filename` header; a refusal — still running, failed, expired — shown
 * as an info message). The list and delete are the entity's (entities/admin/exportTask.ts).
 */
import { EXPORT_CREATE, EXPORT_DOWNLOAD } from '@/entities/admin/exportTask';
import { download, post, type ApiResult } from './http';

/** Starts a task exporting `entityId`'s rows that its list query (a saved view's; '' for all) matches. */
export function createExportTask(entityId: string, query: string): Promise<ApiResult<{ taskId: number }>> {
  return post<{ taskId: number }>(EXPORT_CREATE, { entityId, query });
}

/** Downloads a finished task's file; resolves true when a file was saved. */
export function downloadExport(taskId: number): Promise<boolean> {
  return download(EXPORT_DOWNLOAD, { taskId });
}
