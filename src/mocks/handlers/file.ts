/**
 * Console-defined: POST /api/file/upload (docs/api.md "8. Other calls"), what the `image` and `file` field kinds
 * upload through. Multipart: `file` (the file) and `kind` (`image` checks the §5 image rules with the spec's
 * messages, the ones the upload widget checks before sending). Answers `{ url, name, fileId }`; the demo keeps the
 * file as a data: URL (the address itself), stored with the row that names it, and in its file store under `fileId`
 * (../files.ts), which /showAppendix opens: GET /api/file/info and GET /api/file/download (docs/api.md "Attachments").
 */
import { HttpResponse } from 'msw';
import { FILE_DOWNLOAD_PATH, FILE_INFO_PATH, FILE_REFUSALS, UPLOAD_PATH, fileIdsProblem, type FileInfo } from '@/lib/files';
import { checkImageFile } from '@/lib/validators';
import { commit, data } from '../db';
import { refuse, refuseIf } from '../errors';
// The file store's collection registers itself (seeded files besides the uploads).
import '../files';
import type { StoredFile } from '../files';
import type { Params } from '../params';
import { endpoint } from '../respond';
import { formatWallTime, nowWall } from '../time';

/** The demo's size limit for any file (the §9 image limit: its rows keep the file itself). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = '文件大小不能超过2M';

async function dataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

async function upload(p: Params, request: Request): Promise<{ url: string; name: string; fileId: string }> {
  let file: FormDataEntryValue | null = null;
  try {
    file = (await request.formData()).get('file');
  } catch {
    refuse('请选择要上传的文件');
  }
  if (!file || typeof file === 'string') refuse('请选择要上传的文件');
  if (p.str('kind') === 'image') {
    refuseIf(checkImageFile(file));
    if (!file.type.startsWith('image/')) refuse('请上传图片文件');
  } else if (file.size > UPLOAD_MAX_BYTES) {
    refuse(UPLOAD_TOO_LARGE);
  }
  const url = await dataUrl(file);
  const name = file.name;
  const type = file.type || 'application/octet-stream';
  const stored = commit((d) => {
    const last = d.files.reduce((n, f) => Math.max(n, Number(f.fileId.slice(1))), 100000);
    const row: StoredFile = { fileId: `F${last + 1}`, name, type, size: file.size, url, uploadTime: formatWallTime(nowWall()) };
    d.files.push(row);
    return row;
  });
  return { url, name, fileId: stored.fileId };
}

/** The ids asked for (`fileIds`, comma-separated, or `fileId`), each checked: a malformed one is refused. */
function idsOf(p: Params): string[] {
  const ids = [...new Set((p.str('fileIds') ?? p.str('fileId') ?? '').split(',').map((x) => x.trim()).filter(Boolean))];
  const problem = fileIdsProblem(ids);
  if (problem) refuse(problem.message['zh-CN'] + (problem.id ? `：${problem.id}` : ''));
  return ids;
}

const infoOf = ({ fileId, name, type, size, uploadTime }: StoredFile): FileInfo => ({ fileId, name, type, size, uploadTime });

/** The stored files among the ids asked for, in the order asked (an unknown id is left out: the screen names it). */
function info(p: Params): FileInfo[] {
  const files = data().files;
  return idsOf(p).flatMap((id) => files.filter((f) => f.fileId === id).map(infoOf));
}

/** §7 download helper: the bytes under their `download-filename` header, or a JSON refusal. */
function fileAnswer(p: Params): Response {
  const [id] = idsOf(p);
  const file = data().files.find((f) => f.fileId === id);
  if (!file) refuse(FILE_REFUSALS.unknown['zh-CN']);
  const bytes = Uint8Array.from(atob(file.url.slice(file.url.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  return new HttpResponse(bytes, { headers: { 'Content-Type': file.type, 'download-filename': encodeURIComponent(file.name) } });
}

export const fileHandlers = [
  endpoint('POST', UPLOAD_PATH, upload),
  endpoint('GET', FILE_INFO_PATH, info),
  endpoint('GET', FILE_DOWNLOAD_PATH, fileAnswer),
];
