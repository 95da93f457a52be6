/** Attachments (docs/api.md "Attachments"): uploads are kept under an id; info and download answer them, refusing bad ids. */
import { describe, expect, it } from 'vitest';
import { call, ok } from './api';

const info = (fileIds: string) => call<{ fileId: string; name: string; type: string; size: number }[]>('/api/file/info', { method: 'GET', params: { fileIds } });

describe('the file store', () => {
  it('keeps an upload under a new id that info and download answer', async () => {
    const body = new FormData();
    body.append('file', new File(['a,b\n1,2\n'], '对账单.csv', { type: 'text/csv' }));
    body.append('kind', 'file');
    const up = (await (await fetch('/api/file/upload', { method: 'POST', body })).json()) as { code: number; data: { fileId: string; name: string } };
    expect(up.code).toBe(0);
    expect(up.data.fileId).toMatch(/^F\d{6}$/);
    // (jsdom's File reaches msw without its name and bytes: those are checked on the seeded files below.)
    const [kept] = (await info(up.data.fileId)).data;
    expect(kept).toMatchObject({ fileId: up.data.fileId, type: 'text/csv', name: up.data.name });
    const res = await fetch(`/api/file/download?fileId=${up.data.fileId}`);
    expect(decodeURIComponent(res.headers.get('download-filename') ?? '')).toBe(up.data.name);
  });

  it('answers the seeded files, leaves unknown ids out, refuses malformed ones with the screen’s message', async () => {
    const seeded = await ok<{ fileId: string; type: string }[]>('/api/file/info', { method: 'GET', params: { fileIds: 'F100001,F100002,F999999' } });
    expect(seeded.map((f) => [f.fileId, f.type])).toEqual([
      ['F100001', 'application/pdf'],
      ['F100002', 'image/svg+xml'],
    ]);
    expect((await info('abc')).msg).toBe('附件编号格式不正确：abc');
    expect((await info('')).msg).toBe('请指定要查看的附件');
    const missing = (await (await fetch('/api/file/download?fileId=F999999')).json()) as { code: number; msg: string };
    expect(missing.msg).toBe('附件不存在或已删除');
    const pdf = await fetch('/api/file/download?fileId=F100001');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
  });
});
