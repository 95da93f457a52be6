import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { checkVersion } from '@/app/routes/version';
import { server } from '@/mocks/node';

function deploy(body: unknown, status = 200) {
  server.use(mswHttp.get('*/static/version.json', () => HttpResponse.json(body as Record<string, unknown>, { status })));
}

describe('version check (§2, §7)', () => {
  it('fetches static/version.json with a random cache-buster', async () => {
    const seen: string[] = [];
    server.use(mswHttp.get('*/static/version.json', ({ request }) => (seen.push(new URL(request.url).searchParams.get('t') ?? ''), HttpResponse.json({ version: 'v1' }))));
    await checkVersion(vi.fn());
    await checkVersion(vi.fn());
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe('');
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('remembers the first version without reloading', async () => {
    deploy({ version: 'v1' });
    const reload = vi.fn();
    await checkVersion(reload);
    expect(localStorage.getItem('VERSION')).toBe('v1');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a new version is stored and reloads the page once, not in a loop', async () => {
    localStorage.setItem('VERSION', 'v1');
    deploy({ version: 'v2' });
    const reload = vi.fn();
    await checkVersion(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('VERSION')).toBe('v2');
    // After the reload: same version, no further reload.
    await checkVersion(reload);
    await checkVersion(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('even if storage lost VERSION, the same new version reloads only once', async () => {
    localStorage.setItem('VERSION', 'v1');
    deploy({ version: 'v3' });
    const reload = vi.fn();
    await checkVersion(reload);
    localStorage.setItem('VERSION', 'v1'); // storage did not keep it
    await checkVersion(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 404', () => server.use(mswHttp.get('*/static/version.json', () => new HttpResponse('not found', { status: 404 })))],
    ['malformed JSON', () => server.use(mswHttp.get('*/static/version.json', () => new HttpResponse('{vers', { headers: { 'Content-Type': 'application/json' } })))],
    ['no version field', () => deploy({ build: 7 })],
    ['a network failure', () => server.use(mswHttp.get('*/static/version.json', () => HttpResponse.error()))],
  ])('%s changes nothing and tells nobody', async (_name, setup) => {
    localStorage.setItem('VERSION', 'v1');
    setup();
    const reload = vi.fn();
    const errors = vi.spyOn(console, 'error');
    await checkVersion(reload);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('VERSION')).toBe('v1');
    expect(errors).not.toHaveBeenCalled();
  });
});
