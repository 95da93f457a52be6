/** Console-defined upload call (docs/api.md "8. Other calls"): what the image and file field kinds send. */
import { FILE_DOWNLOAD_PATH, FILE_INFO_PATH, UPLOAD_PATH, type FileInfo } from '@/lib/files';
import { download, fetchFile, get, post, type ApiResult, type FetchedFile } from './http';

export { UPLOAD_PATH };

export interface Uploaded {
  url: string;
  name: string;
}

/** An upload refused or failed: `message` is the backend's refusal when it gave one. */
export class UploadError extends Error {}

/**
 * Sends one file (multipart `file`, and `kind` — `image` has the backend check the §5 image rules too) and resolves
 * to its address and the file's name; rejects with an UploadError when it fails.
 */
export async function uploadFile(file: File, kind: 'image' | 'file'): Promise<Uploaded> {
  const body = new FormData();
  body.append('file', file);
  body.append('kind', kind);
  const r = await post<Uploaded>(UPLOAD_PATH, body);
  if (!r.ok || typeof r.data?.url !== 'string') throw new UploadError(r.ok ? '' : r.msg);
  // The attachment keeps the name the user's file had (the backend may store it under another).
  return { url: r.data.url, name: file.name };
}

/** The stored files among `ids` (an unknown id is left out), for the attachment viewer (docs/api.md "Attachments"). */
export function fileInfo(ids: readonly string[]): Promise<ApiResult<FileInfo[]>> {
  return get<FileInfo[]>(FILE_INFO_PATH, { fileIds: ids.join(',') }, { quiet: true });
}

/** A file's bytes to show in the page (an image, a PDF). */
export function fetchStoredFile(fileId: string): Promise<FetchedFile> {
  return fetchFile(FILE_DOWNLOAD_PATH, { fileId });
}

/** §7 download helper: saves the file under the name the backend gives. */
export function downloadStoredFile(fileId: string): Promise<boolean> {
  return download(FILE_DOWNLOAD_PATH, { fileId }, { method: 'get' });
}
