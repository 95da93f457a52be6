/**
 * Console-defined: POST /api/file/upload (docs/api.md "8. Other calls"), what the `image` and `file` field kinds
 * upload through. Multipart: `file` (the file) and `kind` (`image` checks the §5 image rules with the spec's
 * messages, the ones the upload widget checks before sending). Answers `{ url, name }`; the demo keeps the file as a
 * data: URL (the address itself), stored with the row that names it.
 */
import { checkImageFile } from '@/lib/validators';
import { refuse } from '../errors';
import type { Params } from '../params';
import { endpoint } from '../respond';

/** The demo's size limit for any file (the §9 image limit: its rows keep the file itself). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = '文件大小不能超过2M';

async function dataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

async function upload(p: Params, request: Request): Promise<{ url: string; name: string }> {
  let file: FormDataEntryValue | null = null;
  try {
    file = (await request.formData()).get('file');
  } catch {
    refuse('请选择要上传的文件');
  }
  if (!file || typeof file === 'string') refuse('请选择要上传的文件');
  if (p.str('kind') === 'image') {
    const problem = checkImageFile(file);
    if (problem) refuse(problem['zh-CN']);
    if (!file.type.startsWith('image/')) refuse('请上传图片文件');
  } else if (file.size > UPLOAD_MAX_BYTES) {
    refuse(UPLOAD_TOO_LARGE);
  }
  return { url: await dataUrl(file), name: file.name };
}

export const fileHandlers = [endpoint('POST', '/api/file/upload', upload)];
