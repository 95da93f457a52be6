/**
 * Attachments (/showAppendix; docs/api.md "Attachments"): what the console and the demo backend agree on — the paths,
 * a file id's form, the refusals, and how a file is shown (an image in the image viewer, a PDF in the browser's own
 * viewer, anything else downloaded).
 */
import type { LangText } from './validators';

export const FILE_INFO_PATH = '/api/file/info';
export const FILE_DOWNLOAD_PATH = '/api/file/download';
export const UPLOAD_PATH = '/api/file/upload';

/** A file id: `F` and 6 digits. */
export const FILE_ID = /^F\d{6}$/;

/** The most files one address opens. */
export const FILES_PER_VIEW = 20;

/** A stored file as the info call answers it. */
export interface FileInfo {
  fileId: string;
  name: string;
  /** Its MIME type. */
  type: string;
  /** Bytes. */
  size: number;
  uploadTime: string;
}

export const FILE_REFUSALS = {
  missing: { 'zh-CN': '请指定要查看的附件', 'en-US': 'Name the attachment to view' },
  malformed: { 'zh-CN': '附件编号格式不正确', 'en-US': 'The attachment id is not valid' },
  unknown: { 'zh-CN': '附件不存在或已删除', 'en-US': 'The attachment does not exist or was deleted' },
  tooMany: { 'zh-CN': `一次最多查看${FILES_PER_VIEW}个附件`, 'en-US': `At most ${FILES_PER_VIEW} attachments at a time` },
} as const satisfies Record<string, LangText>;

/** The ids an address names (`fileId`, repeated or comma-separated, or `fileIds`), without repeats. */
export function fileIdsOf(query: URLSearchParams): string[] {
  const raw = [...query.getAll('fileId'), ...query.getAll('fileIds')];
  return [...new Set(raw.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))];
}

/** Why the ids cannot be opened (none, too many, a malformed one: named), or null. */
export function fileIdsProblem(ids: readonly string[]): { message: LangText; id?: string } | null {
  if (ids.length === 0) return { message: FILE_REFUSALS.missing };
  if (ids.length > FILES_PER_VIEW) return { message: FILE_REFUSALS.tooMany };
  const bad = ids.find((id) => !FILE_ID.test(id));
  return bad === undefined ? null : { message: FILE_REFUSALS.malformed, id: bad };
}

/** How a file is shown: an image in the viewer, a PDF in the browser's viewer, anything else as a download. */
export function previewKind(file: Pick<FileInfo, 'type' | 'name'>): 'image' | 'pdf' | 'other' {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return 'pdf';
  return 'other';
}
