import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http as mswHttp, HttpResponse, passthrough } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_MARKER,
  BAD_ANSWER,
  configureHttp,
  DEFAULT_TIMEOUT,
  download,
  EXCEL_MIME,
  exportFile,
  FINGERPRINT_VERSION,
  get,
  http,
  NETWORK_ERROR,
  post,
  POST_TIMEOUT,
  reportUsage,
  sessionChanged,
  toForm,
  type HttpUi,
} from '@/api/http';
import { server } from '@/mocks/node';

const saveAs = vi.hoisted(() => vi.fn());
// The browser's "save file" dialog is outside the page; everything before it is real.
vi.mock('file-saver', () => ({ saveAs }));

const NETWORK_MESSAGE = '当前网络环境较差，请检查网络后刷新页面!';

let ui: { [K in keyof HttpUi]: ReturnType<typeof vi.fn> };
let restore: () => void;

beforeEach(() => {
  ui = { error: vi.fn(), info: vi.fn(), navigate: vi.fn(), currentPath: vi.fn(() => '/refundDetailList?orderNo=R1'), onAuthLost: vi.fn() };
  restore = configureHttp(ui as unknown as HttpUi);
  saveAs.mockReset();
});
afterEach(() => restore());

/** Answers `body` (with `status`) at /t/answer. */
function answer(body: unknown, status = 200) {
  server.use(mswHttp.all('/t/answer', () => HttpResponse.json(body as Record<string, unknown>, { status })));
}

describe('headers (§7)', () => {
  it('marks every call as from this app, with fingerprint and version when stored', async () => {
    let seen: Headers | undefined;
    server.use(mswHttp.get('/t/h', ({ request }) => ((seen = request.headers), HttpResponse.json({ code: 0, msg: '', data: null }))));

    await get('/t/h');
    expect(seen?.get('X-App-Source')).toBe(APP_MARKER);
    expect(seen?.has('fingerprint')).toBe(false);
    expect(seen?.has('version')).toBe(false);

    localStorage.setItem('fingerprint', 'fp-123');
    localStorage.setItem('VERSION', '1732240000000');
    await get('/t/h');
    expect(seen?.get('fingerprint')).toBe('fp-123');
    expect(seen?.get('fingerprint-version')).toBe(FINGERPRINT_VERSION);
    expect(FINGERPRINT_VERSION).toBe('2023-08-14');
    expect(seen?.get('version')).toBe('1732240000000');
  });

  it('omits the marker for the maps district service', async () => {
    let seen: Headers | undefined;
    server.use(mswHttp.get('https://maps.example.com/v3/config/district', ({ request }) => ((seen = request.headers), HttpResponse.json({ status: '1' }))));
    localStorage.setItem('fingerprint', 'fp-123');
    await http.get('https://maps.example.com/v3/config/district', { params: { keywords: '北京' } });
    expect(seen?.has('X-App-Source')).toBe(false);
    expect(seen?.has('fingerprint')).toBe(false);
  });
});

describe('timeouts and bodies (§7)', () => {
  it('uses 50 s by default and 60 s for the POST helper', async () => {
    const timeouts: (number | undefined)[] = [];
    const id = http.interceptors.request.use((cfg) => (timeouts.push(cfg.timeout), cfg));
    server.use(mswHttp.all('/t/x', () => HttpResponse.json({ code: 0, msg: '', data: null })));
    await get('/t/x');
    await post('/t/x', { a: 1 });
    await post('/t/x', { a: 1 }, { form: true });
    http.interceptors.request.eject(id);
    expect(DEFAULT_TIMEOUT).toBe(50_000);
    expect(POST_TIMEOUT).toBe(60_000);
    expect(http.defaults.timeout).toBe(50_000);
    expect(timeouts).toEqual([50_000, 60_000, 60_000]);
  });

  it('an elapsed timeout is a network failure', async () => {
    // A real local server that accepts the call and never answers (msw lets this one through to it).
    const silent = createServer(() => {});
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const { port } = silent.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/slow`;
    server.use(mswHttp.get(url, () => passthrough()));
    try {
      const r = await get(url, undefined, { timeout: 200 });
      expect(r).toMatchObject({ ok: false, code: NETWORK_ERROR, handled: true });
      expect(ui.error).toHaveBeenCalledWith(NETWORK_MESSAGE);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('sends JSON or form-encoded bodies', async () => {
    const got: { type: string | null; body: string }[] = [];
    server.use(
      mswHttp.post('/t/body', async ({ request }) => {
        got.push({ type: request.headers.get('content-type'), body: await request.text() });
        return HttpResponse.json({ code: 0, msg: '', data: 'ok' });
      }),
    );
    const json = await post<string>('/t/body', { cityId: 1, name: '北京' });
    await post('/t/body', { permissionCode: 'order:list', ids: [1, 2], empty: null }, { form: true });
    expect(json).toMatchObject({ ok: true, data: 'ok' });
    expect(got[0]?.type).toContain('application/json');
    expect(JSON.parse(got[0]?.body ?? '')).toEqual({ cityId: 1, name: '北京' });
    expect(got[1]?.type).toContain('application/x-www-form-urlencoded');
    expect(got[1]?.body).toBe('permissionCode=order%3Alist&ids=1&ids=2');
  });

  it('toForm skips empty values and writes objects as JSON', () => {
    expect(toForm({ a: undefined, b: null, c: 0, d: { x: 1 } }).toString()).toBe('c=0&d=%7B%22x%22%3A1%7D');
  });

  it('returns code, data and msg; code 0 is success', async () => {
    answer({ code: 0, msg: '成功', data: { total: 1 } });
    expect(await get('/t/answer')).toMatchObject({ ok: true, code: 0, msg: '成功', data: { total: 1 } });
    answer({ code: 2001, msg: '库存不足', data: null });
    expect(await get('/t/answer')).toMatchObject({ ok: false, code: 2001, msg: '库存不足', handled: false });
    answer({ hello: 'world' });
    expect(await get('/t/answer')).toMatchObject({ ok: false, code: BAD_ANSWER });
  });
});

describe('error catalogue (§8)', () => {
  it('401: toast then sign-in', async () => {
    answer({ code: 401, msg: '登录已过期，请重新登录', data: null });
    const r = await get('/t/answer');
    expect(ui.error).toHaveBeenCalledWith('登录已过期，请重新登录');
    expect(ui.onAuthLost).toHaveBeenCalled();
    expect(ui.navigate).toHaveBeenCalledWith('/Login');
    expect(r).toMatchObject({ ok: false, code: 401, handled: true });
  });

  it('a "signed out" answer to a call of a session that has since ended touches neither the new session nor the screen', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mswHttp.get('/t/late', async () => {
        await held;
        return HttpResponse.json({ code: 401, msg: '请先登录', data: null });
      }),
      mswHttp.get('/t/late-raw', async () => {
        await held;
        return new HttpResponse('Unauthorized', { status: 401 });
      }),
    );
    const late = [get('/t/late'), get('/t/late-raw')];
    // The account signs out and another signs in before the answers come back.
    sessionChanged();
    release();
    for (const r of await Promise.all(late)) expect(r).toMatchObject({ ok: false, handled: true });
    expect(ui.onAuthLost).not.toHaveBeenCalled();
    expect(ui.navigate).not.toHaveBeenCalled();
    expect(ui.error).not.toHaveBeenCalled();
    // A call of the current session answered so still signs in again.
    answer({ code: 401, msg: '请先登录', data: null });
    await get('/t/answer');
    expect(ui.onAuthLost).toHaveBeenCalledTimes(1);
    expect(ui.navigate).toHaveBeenCalledWith('/Login');
  });

  it('HTTP 401 without an envelope also signs in again', async () => {
    server.use(mswHttp.get('/t/raw401', () => new HttpResponse('Unauthorized', { status: 401 })));
    await get('/t/raw401');
    expect(ui.navigate).toHaveBeenCalledWith('/Login');
  });

  it('403: to /noPermission, no toast', async () => {
    answer({ code: 403, msg: 'forbidden', data: null });
    await get('/t/answer');
    expect(ui.navigate).toHaveBeenCalledWith('/noPermission');
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('997: to /StopTaking with title and text from systemStopInfo', async () => {
    answer({ code: 997, msg: '', data: null, systemStopInfo: { title: '系统升级', content: '预计 23:00 恢复服务' } });
    await get('/t/answer');
    const target = new URL(String(ui.navigate.mock.calls[0]?.[0]), 'http://x');
    expect(target.pathname).toBe('/StopTaking');
    expect(target.searchParams.get('title')).toBe('系统升级');
    expect(target.searchParams.get('text')).toBe('预计 23:00 恢复服务');
  });

  it('other non-zero code below 1000: error toast with msg', async () => {
    answer({ code: 500, msg: '参数错误', data: null });
    const r = await post('/t/answer');
    expect(ui.error).toHaveBeenCalledWith('参数错误');
    expect(r).toMatchObject({ ok: false, handled: true });
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it('codes of 1000 and above are left to the screen', async () => {
    answer({ code: 1001, msg: '业务提示', data: null });
    const r = await get('/t/answer');
    expect(ui.error).not.toHaveBeenCalled();
    expect(r).toMatchObject({ ok: false, code: 1001, msg: '业务提示', handled: false });
  });

  it('88880–88899 in code or result_code: toast with result_msg, or msg', async () => {
    answer({ code: 88888, msg: 'm', result_msg: '合作方系统繁忙', data: null });
    await get('/t/answer');
    expect(ui.error).toHaveBeenLastCalledWith('合作方系统繁忙');
    answer({ code: 3000, result_code: 88899, msg: '只有 msg', data: null });
    await get('/t/answer');
    expect(ui.error).toHaveBeenLastCalledWith('只有 msg');
  });

  it('empty errCode: to sign-in with a redirect query holding the current path', async () => {
    answer({ errCode: '', errMsg: 'token invalid' });
    await get('/t/answer');
    expect(ui.onAuthLost).toHaveBeenCalled();
    expect(ui.navigate).toHaveBeenCalledWith('/Login?redirect=%2FrefundDetailList%3ForderNo%3DR1');
  });

  it('network failure: the network message', async () => {
    server.use(mswHttp.get('/t/down', () => HttpResponse.error()));
    const r = await get('/t/down');
    expect(ui.error).toHaveBeenCalledWith(NETWORK_MESSAGE);
    expect(r).toMatchObject({ ok: false, code: NETWORK_ERROR, msg: NETWORK_MESSAGE, handled: true });
  });

  it('an HTTP error outside the catalogue still tells the user, in words, without the status', async () => {
    server.use(mswHttp.get('/t/502', () => new HttpResponse('Bad gateway', { status: 502 })));
    const r = await get('/t/502');
    expect(ui.error).toHaveBeenCalledWith('服务暂时不可用，请稍后再试');
    expect(r).toMatchObject({ ok: false, code: 502, msg: '服务暂时不可用，请稍后再试', handled: true });
  });

  it('a server failure (500) and a missing endpoint (404) say what happened, never "HTTP"', async () => {
    server.use(mswHttp.get('/t/500', () => new HttpResponse('oops', { status: 500 })), mswHttp.get('/t/404', () => new HttpResponse('', { status: 404 })));
    expect((await get('/t/500')).msg).toBe('服务器出现异常，请稍后再试');
    expect((await get('/t/404')).msg).toBe('该功能暂时无法使用，请刷新页面后重试');
    for (const [message] of ui.error.mock.calls) expect(message).not.toMatch(/HTTP|\d{3}/);
  });
});

describe('export helper (§7)', () => {
  it('saves a binary answer as <name><YYYYMMDDHHmmss>.xlsx with the excel MIME type', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10, 30, 5));
    let sent: unknown;
    server.use(
      mswHttp.post('/t/export', async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': 'application/octet-stream' } });
      }),
    );
    const saved = await exportFile('/t/export', { orderNo: 'R1' }, '退款明细');
    vi.useRealTimers();
    expect(saved).toBe(true);
    expect(sent).toEqual({ orderNo: 'R1' });
    const [blob, name] = saveAs.mock.calls[0] as [Blob, string];
    expect(name).toBe('退款明细20261122103005.xlsx');
    expect(blob.type).toBe(EXCEL_MIME);
    expect(blob.size).toBe(4);
  });

  it('hands a JSON answer to the callback instead of saving', async () => {
    answer({ code: 1002, msg: '导出数据超过 5 万条，请缩小范围', data: null });
    server.use(mswHttp.post('/t/export', () => HttpResponse.json({ code: 1002, msg: '导出数据超过 5 万条，请缩小范围', data: null })));
    const onJson = vi.fn();
    expect(await exportFile('/t/export', {}, 'x', onJson)).toBe(false);
    expect(onJson).toHaveBeenCalledWith({ code: 1002, msg: '导出数据超过 5 万条，请缩小范围', data: null });
    expect(saveAs).not.toHaveBeenCalled();
  });

  it('shows a JSON error when no callback takes it', async () => {
    server.use(mswHttp.post('/t/export', () => HttpResponse.json({ code: 1002, msg: '无数据可导出', data: null })));
    await exportFile('/t/export', {}, 'x');
    expect(ui.error).toHaveBeenCalledWith('无数据可导出');
  });

  it('applies the catalogue to a JSON answer (401 signs in again)', async () => {
    server.use(mswHttp.post('/t/export', () => HttpResponse.json({ code: 401, msg: '请重新登录', data: null })));
    await exportFile('/t/export', {}, 'x', vi.fn());
    expect(ui.navigate).toHaveBeenCalledWith('/Login');
  });
});

describe('download helper (§7)', () => {
  it('saves under the decoded download-filename header', async () => {
    server.use(
      mswHttp.post('/t/dl', () =>
        new HttpResponse('a,b\n1,2', { headers: { 'Content-Type': 'text/csv', 'download-filename': encodeURIComponent('合同 2026-11.csv') } }),
      ),
    );
    expect(await download('/t/dl', { id: 7 })).toBe(true);
    const [blob, name] = saveAs.mock.calls[0] as [Blob, string];
    expect(name).toBe('合同 2026-11.csv');
    expect(blob.type).toBe('text/csv');
    expect(await blob.text()).toBe('a,b\n1,2');
  });

  it('without the header, a non-zero code shows msg as an info message', async () => {
    server.use(mswHttp.get('/t/dl', () => HttpResponse.json({ code: 1003, msg: '文件已过期，请重新生成', data: null })));
    expect(await download('/t/dl', undefined, { method: 'get' })).toBe(false);
    expect(ui.info).toHaveBeenCalledWith('文件已过期，请重新生成');
    expect(saveAs).not.toHaveBeenCalled();
  });

  it('a network failure says so and saves nothing', async () => {
    server.use(mswHttp.post('/t/dl', () => HttpResponse.error()));
    expect(await download('/t/dl')).toBe(false);
    expect(ui.error).toHaveBeenCalledWith(NETWORK_MESSAGE);
  });
});

describe('usage report (§7)', () => {
  it('posts permissionCode form-encoded; repeats within 150 ms are blocked', async () => {
    const codes: string[] = [];
    server.use(
      mswHttp.post('/api/report/appendUserFunctionOperation', async ({ request }) => {
        expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
        codes.push(String((await request.formData()).get('permissionCode')));
        return HttpResponse.json({ code: 0, msg: '', data: null });
      }),
    );
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    expect(reportUsage('order:list')).toBe(true);
    now.mockReturnValue(1_000_149);
    expect(reportUsage('order:list')).toBe(false);
    now.mockReturnValue(1_000_150);
    expect(reportUsage('refund:list')).toBe(true);
    await vi.waitFor(() => expect(codes).toEqual(['order:list', 'refund:list']));
  });
});

describe('the UI port (configureHttp)', () => {
  it('each wiring removed takes away only its own parts, in whatever order they are removed', async () => {
    answer({ code: 500, msg: '失败了', data: null });
    const collector = vi.fn();
    const consoleToast = vi.fn();
    // A test wires its collector, then a console it renders wires its own; the test's clean-up removes the collector
    // before the console unmounts (the order vitest runs them in). Once both are gone, the file's wiring is back.
    const removeCollector = configureHttp({ error: collector });
    const removeConsole = configureHttp({ error: consoleToast });
    await get('/t/answer');
    expect(consoleToast).toHaveBeenCalledTimes(1);
    removeCollector();
    await get('/t/answer');
    expect(consoleToast).toHaveBeenCalledTimes(2);
    removeConsole();
    await get('/t/answer');
    expect(ui.error).toHaveBeenCalledTimes(1);
    expect(collector).not.toHaveBeenCalled();
    // Removing one twice changes nothing.
    removeCollector();
    await get('/t/answer');
    expect(ui.error).toHaveBeenCalledTimes(2);
  });
});
