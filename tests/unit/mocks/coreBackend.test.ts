/**
 * The demo backend's first answers (src/mocks/handlers/core.ts) work with nothing else loaded, as the browser starts
 * them: a sign-in, the dashboard's counts, the current staff member, the demo bar's switches. And the whole backend
 * answers no path from both halves (their order would then matter).
 */
import { getResponse, type HttpHandler } from 'msw';
import { expect, it, vi } from 'vitest';
import { ORIGIN } from './api';

async function fresh() {
  vi.resetModules(); // a module registry of its own: only what core.ts imports is declared
  const { coreHandlers } = await import('@/mocks/handlers/core');
  const { indexHandlers } = await import('@/mocks/router');
  const more = vi.fn(() => import('@/mocks/handlers/rest').then((m) => m.restHandlers));
  return { coreHandlers, index: indexHandlers(coreHandlers, more), more };
}

async function ask(handlers: HttpHandler[], path: string, init: RequestInit = {}) {
  const res = await getResponse(handlers, new Request(new URL(path, ORIGIN), init));
  return (await res!.json()) as { code: number; msg: string; data: Record<string, unknown> };
}

it('signs in and answers the dashboard with the first answers alone, without loading the others', async () => {
  const { index, more } = await fresh();
  const handlers = [index.handler];
  const login = await ask(handlers, '/api/login/loginNewSystem?tokenStr=demo-token-admin');
  expect(login.code).toBe(0);
  const headers = { Authorization: `Bearer ${String(login.data.token ?? login.data.access_token ?? '')}` };
  for (const [path, method] of [
    ['/api/lingsan/customerOrder/todo/list', 'GET'],
    ['/api/lingsan/order/supplier/platformToDoItem', 'POST'],
    ['/api/demo/faults', 'GET'],
    ['/api/provider/staff/current', 'GET'],
  ] as const) {
    const answer = await ask(handlers, path, { method, headers });
    expect(answer.code, path).toBe(0);
  }
  const counts = await ask(handlers, '/api/lingsan/customerOrder/todo/list', { headers });
  expect(Object.values(counts.data).some((n) => Number(n) > 0)).toBe(true);
  expect(more).not.toHaveBeenCalled();
});

it('a call the first answers do not take waits for the others, and is answered by them', async () => {
  const { index, more } = await fresh();
  const answer = await ask([index.handler], '/api/system/dict-data/list?type=no_such_type');
  expect(answer.code).not.toBe(0); // answered by the core (the dictionaries), not the others
  expect(more).not.toHaveBeenCalled();
  const cities = await ask([index.handler], '/api/search?keyword=京A');
  expect(more).toHaveBeenCalledTimes(1);
  expect(cities).toHaveProperty('code');
});

it('no path is served by both the first answers and the others', async () => {
  const { coreHandlers } = await fresh();
  const { restHandlers } = await import('@/mocks/handlers/rest');
  const pathsOf = (hs: HttpHandler[]) => new Set(hs.map((h) => `${h.info.method} ${String(h.info.path).toLowerCase()}`));
  const rest = pathsOf(restHandlers);
  expect([...pathsOf(coreHandlers)].filter((p) => rest.has(p) || rest.has(`ALL ${p.split(' ')[1]}`))).toEqual([]);
});
