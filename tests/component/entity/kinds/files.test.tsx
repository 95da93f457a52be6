/**
 * Field kinds that carry files or HTML: image (the §5 upload rules, a thumbnail opening the §9 viewer), file (an
 * attachment uploaded the same way, a download link) and richText (the editor on forms, sanitised on the detail,
 * plain text in cells: no script or handler ever reaches the page). Uploads go to the demo backend's
 * POST /api/file/upload (./harness serves the entity).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_VIEWER_Z_INDEX } from '@/components/ImageViewer';
import { ChildTable } from '@/components/entity/ChildRows';
import type { ChildRows } from '@/entities/define';
import { SAMPLE_IMAGE } from '@/entities/kinds';
import { setNotifier } from '@/lib/notify';
import { server } from '@/mocks/node';
import { DETAIL, EDIT, LABEL, LIST, REQUIRED, detailValue, firstRowCells, formError, goTo, kindEntity, lastSaved, renderKind, saveButton, serve } from './harness';
import { collectHttpErrors, renderScreens } from '../../harness';

/** Errors the http client showed (signs admin in before each test). */
const errors = collectHttpErrors('admin', 'admin123');

// jsdom cannot run TinyMCE (no editable iframe): the editor is a plain text area here, with the same props.
vi.mock('@/components/RichTextEditor', () => ({
  RichTextEditor: ({ value, onChange, id }: { value?: string; onChange?: (html: string) => void; id?: string }) => (
    <textarea id={id} value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />
  ),
}));

const required = { 'zh-CN': REQUIRED, 'en-US': 'Upload the tested field' };

/** The error toasts shown (the app's notifier is not mounted by these screens alone). */
const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  setNotifier({ error: (t) => toasts.push(t), info: () => {}, success: () => {} });
});
afterEach(() => setNotifier(null));
const png = (name: string, bytes = 16) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('field kind image', () => {
  it('shows a thumbnail opening the §9 viewer; the form uploads with the §5 rules and sends the address; the backend refuses what is no address', async () => {
    const user = userEvent.setup();
    const schema = kindEntity({ type: 'image', required, filter: false });
    const served = serve(schema, [{ id: 1, value: SAMPLE_IMAGE }]);
    const router = renderKind(schema, LIST);
    const thumb = (await firstRowCells())[0]!.querySelector('img');
    expect(thumb).toHaveAttribute('src', SAMPLE_IMAGE);
    await user.click(thumb!);
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
    expect(document.querySelector<HTMLElement>('.ant-image-preview')!.closest<HTMLElement>('[style*="z-index"]')?.style.zIndex).toBe(String(IMAGE_VIEWER_Z_INDEX));
    await user.keyboard('{Escape}');

    await goTo(router, `${DETAIL}?id=1`);
    expect((await detailValue()).querySelector('img')).toHaveAttribute('src', SAMPLE_IMAGE);

    await goTo(router, EDIT);
    await user.click(await screen.findByRole('button', { name: /保\s?存/ }));
    expect(await formError(REQUIRED)).toBeInTheDocument();
    const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input(), png('车辆照片.png'));
    await waitFor(() => expect(toasts).toEqual(['图片名称不能包含中文，请修改后重新上传！']));
    await user.upload(input(), png('big.png', 2 * 1024 * 1024 + 1));
    await waitFor(() => expect(toasts.at(-1)).toBe('图片大小不能超过2M'));
    await user.upload(input(), png('car.png'));
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-done, .ant-upload-list-item-container img')).not.toBeNull());
    await user.click(saveButton());
    const sent = await lastSaved(served);
    expect(String(sent.value)).toMatch(/^data:image\/png;base64,/);
    expect(await served.save({ value: 'not-an-address' })).toMatchObject({ code: 1, msg: '文件地址无效，请重新上传' });
    expect(errors).toEqual([]);
  });

  it('the upload endpoint checks the same §5 rules: a Chinese file name is refused with the spec’s message', async () => {
    // A multipart body written out: jsdom's FormData does not carry a file's name and bytes through to the backend.
    const send = async (filename: string) => {
      const boundary = 'kind-test-boundary';
      const body = [
        `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\nPNG\r\n`,
        `--${boundary}--\r\n`,
      ].join('');
      const res = await fetch(new URL('/api/file/upload', location.href), { method: 'POST', body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } });
      return (await res.json()) as { code: number; msg: string; data: unknown };
    };
    expect(await send('车辆.png')).toMatchObject({ code: 1, msg: '图片名称不能包含中文，请修改后重新上传！' });
    expect(await send('car.png')).toMatchObject({ code: 0, data: { url: 'data:image/png;base64,UE5H', name: 'car.png' } });
  });
});

describe('field kind file', () => {
  it('shows a download link, uploads an attachment and sends { name, url }', async () => {
    const user = userEvent.setup();
    const stored = { name: '租赁合同.pdf', url: 'data:application/pdf;base64,JVBERg==' };
    const schema = kindEntity({ type: 'file', required });
    const served = serve(schema, [{ id: 1, value: stored }]);
    const router = renderKind(schema, LIST);
    const link = (await firstRowCells())[0]!.querySelector('a');
    expect(link).toHaveTextContent('租赁合同.pdf');
    expect(link).toHaveAttribute('href', stored.url);
    expect(link).toHaveAttribute('download', '租赁合同.pdf');

    await goTo(router, `${DETAIL}?id=1`);
    expect((await detailValue()).querySelector('a')).toHaveAttribute('href', stored.url);

    await goTo(router, EDIT);
    await user.click(await screen.findByRole('button', { name: /保\s?存/ }));
    expect(await formError(REQUIRED)).toBeInTheDocument();
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('contract.pdf')).toBeInTheDocument();
    await user.click(saveButton());
    const sent = await lastSaved(served);
    expect(sent.value).toMatchObject({ name: 'contract.pdf', url: expect.stringMatching(/^data:application\/pdf;base64,/) as string });
    expect(await served.save({ value: { name: 'x.pdf', url: 'javascript:alert(1)' } })).toMatchObject({ code: 1, msg: '文件地址无效，请重新上传' });
    expect(errors).toEqual([]);
  });
});

describe('field kind richText', () => {
  const html =
    '<p>押金<strong>3000</strong>元，还车时退还，逾期每日加收租金的百分之二十作为违约金。</p><img src="x" onerror="window.__kindHacked = 1"><script>window.__kindHacked = 2</script>';

  it('cells show plain text cut short, the detail shows it sanitised, the form sends the HTML', async () => {
    const user = userEvent.setup();
    // The page's own scripts (a real browser's test page has the runner's): none may be added by the value.
    const pageScripts = [...document.querySelectorAll('script')];
    // The kept image's address answers 404, so that a real browser fires its error, as an attacker's would.
    server.use(http.get('/x', () => new HttpResponse(null, { status: 404 })));
    const schema = kindEntity({ type: 'richText', required });
    const served = serve(schema, [{ id: 1, value: html }]);
    const router = renderKind(schema, LIST);
    const cell = (await firstRowCells())[0]!;
    expect(cell.textContent).toBe('押金3000元，还车时退还，逾期每日加收租金的百分之二十作为…');
    expect(cell.querySelector('strong, img, script')).toBeNull();

    await goTo(router, `${DETAIL}?id=1`);
    const detail = await detailValue();
    expect(detail.querySelector('strong')).toHaveTextContent('3000');
    expect([...document.querySelectorAll('script')]).toEqual(pageScripts);
    expect(document.querySelector('[onerror]')).toBeNull();
    // Once the image has failed (a browser; jsdom loads no image), no handler of the value has run.
    const image = detail.querySelector('img');
    if (image && navigator.userAgent.includes('Chrome')) await waitFor(() => expect(image.complete).toBe(true));
    expect((window as { __kindHacked?: number }).__kindHacked).toBeUndefined();

    await goTo(router, EDIT);
    await user.click(await screen.findByRole('button', { name: /保\s?存/ }));
    expect(await formError(REQUIRED)).toBeInTheDocument();
    await user.type(screen.getByLabelText(LABEL), '<p>新的说明</p>');
    await user.click(saveButton());
    expect(await lastSaved(served)).toEqual({ value: '<p>新的说明</p>' });
  });
});

describe('child rows of the upload kinds', () => {
  it('show their kind on the detail as a detail section does: a thumbnail and a download link, not the raw values', async () => {
    const label = { 'zh-CN': '附件', 'en-US': 'Attachments' };
    const child: ChildRows = { name: 'papers', label, fields: [{ name: 'photo', type: 'image', label }, { name: 'scan', type: 'file', label }] };
    const row = { papers: [{ photo: SAMPLE_IMAGE, scan: { name: 'contract.pdf', url: '/files/contract.pdf' } }] };
    renderScreens('/childKinds', { '/childKinds': () => <ChildTable child={child} row={row} /> });
    const table = await screen.findByRole('table');
    expect(table.querySelector('img')).toHaveAttribute('src', SAMPLE_IMAGE);
    expect(within(table).getByRole('link', { name: /contract\.pdf/ })).toHaveAttribute('href', '/files/contract.pdf');
    expect(table).not.toHaveTextContent('data:image');
    expect(table).not.toHaveTextContent('"url"');
  });
});
