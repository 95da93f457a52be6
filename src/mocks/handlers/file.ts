/**
 * Console-defined: POST /api/file/upload (docs/api.md "8. Other calls"), what the `image` and `file` field kinds
 * upload through. Multipart: `file` (the file) and `kind` (`image` checks the §5 image rules with the spec's
 * messages, the ones the upload widget checks before sending). Answers `{ url, name, fileId }`; the demo keeps the
 * file as a data: URL (the address itself), stored with the row that names it, and in its file store under `fileId`,
 * which /showAppendix opens: GET /api/file/info and GET /api/file/download (docs/api.md "Attachments").
 *
 * The file store: every uploaded file is kept under an id (`F` and 6 digits) with its name, type, size and bytes (a
 * data: URL), and a few files ship with the seed — a sample rental contract (PDF), a vehicle photo (SVG) and a
 * spreadsheet (CSV) — so the attachment viewer has something to open. The bytes are made here, not fetched: no
 * outside host.
 */
import { HttpResponse } from 'msw';
import { FILE_DOWNLOAD_PATH, FILE_INFO_PATH, FILE_REFUSALS, UPLOAD_PATH, fileIdsProblem, type FileInfo } from '@/lib/files';
import { checkImageFile } from '@/lib/validators';
import { commit, data, registerCollection } from '../db';
import { found, refuse, refuseIf } from '../errors';
import type { Params } from '../params';
import { endpoint } from '../respond';
import { DAY, formatWallTime, nowWall } from '../time';

/** The demo's size limit for any file (the §9 image limit: its rows keep the file itself). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = '文件大小不能超过2M';

export interface StoredFile {
  fileId: string;
  name: string;
  type: string;
  size: number;
  /** The bytes, as a data: URL (what an upload answers as the file's address). */
  url: string;
  uploadTime: string;
}

declare module '../model' {
  interface DemoData {
    files: StoredFile[];
  }
}

/** The bytes as a data: URL of their type (a stored file's address). */
function dataUrl(type: string, bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/** A one-page PDF with the given lines (Helvetica; plain ASCII), its cross-reference table computed. */
function pdfOf(lines: readonly string[]): string {
  const stream = ['BT', '/F1 14 Tf', '72 770 Td', '18 TL', ...lines.map((l) => `(${l.replace(/[()\\]/g, '\\$&')}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

const CONTRACT = pdfOf([
  'Changxing Car Rental - Vehicle Rental Agreement (sample)',
  '',
  'Lessee: Huayuan Technology Group Co., Ltd.',
  'Vehicles: as listed in the order; pick-up and return at the stores named.',
  'Rent: per day, as quoted in the price preview of the order.',
  'Deposit: refunded within 7 days of return when no violation is pending.',
  'Fuel: returned at the level it was picked up at.',
]);

const PHOTO = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<rect width="640" height="360" fill="#e8eef5"/><rect x="0" y="280" width="640" height="80" fill="#9aa5b1"/>
<path d="M120 250 L170 170 Q180 155 200 155 L430 155 Q455 155 470 175 L520 235 L540 240 Q560 245 560 265 L560 285 L100 285 L100 265 Q100 250 120 250 Z" fill="#1f6feb"/>
<path d="M195 170 L420 170 Q440 170 450 185 L485 235 L160 235 Z" fill="#cfe3ff"/>
<circle cx="190" cy="285" r="38" fill="#2d333b"/><circle cx="190" cy="285" r="16" fill="#adbac7"/>
<circle cx="470" cy="285" r="38" fill="#2d333b"/><circle cx="470" cy="285" r="16" fill="#adbac7"/>
<rect x="290" y="255" width="90" height="22" rx="3" fill="#fff"/><text x="335" y="271" font-size="14" text-anchor="middle" font-family="sans-serif">京A·D1234</text>
</svg>`;

const SHEET = '\uFEFF车牌号,车型,所在城市,所在门店,里程（km）\n京A·D1234,大众朗逸,北京,北京朝阳门店,12800\n沪B·C5678,丰田凯美瑞,上海,上海虹桥门店,35600\n';

registerCollection('files', ({ today }) => {
  const seeded: [name: string, type: string, text: string, daysAgo: number][] = [
    ['车辆租赁服务合同（范本）.pdf', 'application/pdf', CONTRACT, 30],
    ['车辆外观照片.svg', 'image/svg+xml', PHOTO, 12],
    ['车辆导入示例.csv', 'text/csv', SHEET, 5],
  ];
  return seeded.map(([name, type, text, daysAgo], i) => {
    const bytes = new TextEncoder().encode(text);
    return { fileId: `F${String(100001 + i)}`, name, type, size: bytes.length, url: dataUrl(type, bytes), uploadTime: formatWallTime(today - daysAgo * DAY) };
  });
});

async function upload(p: Params, request: Request): Promise<{ url: string; name: string; fileId: string }> {
  // A body that is no form reads as no file.
  const file = (await request.formData().catch(() => null))?.get('file');
  if (!file || typeof file === 'string') refuse('请选择要上传的文件');
  if (p.str('kind') === 'image') {
    refuseIf(checkImageFile(file));
    if (!file.type.startsWith('image/')) refuse('请上传图片文件');
  } else if (file.size > UPLOAD_MAX_BYTES) {
    refuse(UPLOAD_TOO_LARGE);
  }
  const name = file.name;
  const type = file.type || 'application/octet-stream';
  const url = dataUrl(type, new Uint8Array(await file.arrayBuffer()));
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
  const file = found(data().files.find((f) => f.fileId === id), FILE_REFUSALS.unknown);
  const bytes = Uint8Array.from(atob(file.url.slice(file.url.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  return new HttpResponse(bytes, { headers: { 'Content-Type': file.type, 'download-filename': encodeURIComponent(file.name) } });
}

export const fileHandlers = [
  endpoint('POST', UPLOAD_PATH, upload),
  endpoint('GET', FILE_INFO_PATH, info),
  endpoint('GET', FILE_DOWNLOAD_PATH, fileAnswer),
];
