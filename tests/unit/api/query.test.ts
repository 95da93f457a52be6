import { QueryObserver } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '@/api/http';
import { afterWrite, ApiFailure, queryClient, queryKeys, unwrap } from '@/api/query';
import { forgetServerCaches } from '@/lib/serverCaches';

const OK: ApiResult<null> = { ok: true, code: 0, msg: '', data: null, handled: false, body: { code: 0, msg: '', data: null } };
const REFUSED: ApiResult<null> = { ok: false, code: 500, msg: '保存失败', data: null, handled: true, body: { code: 500, msg: '保存失败', data: null } };

/** A query of the cache with an observer (as a screen on show has), answering `n` (the number of its loads). */
async function observed(queryKey: readonly unknown[]) {
  let loads = 0;
  const observer = new QueryObserver(queryClient, { queryKey, queryFn: () => ++loads });
  const off = observer.subscribe(() => {});
  await vi.waitFor(() => expect(loads).toBe(1));
  return { loads: () => loads, off, state: () => queryClient.getQueryState(queryKey)! };
}

describe('query cache (src/api/query)', () => {
  it('a failed call is the query error with its code, message and whether the user was told', () => {
    expect(unwrap(OK)).toBeNull();
    expect(() => unwrap(REFUSED)).toThrow(ApiFailure);
    try {
      unwrap(REFUSED);
    } catch (e) {
      expect(e).toMatchObject({ code: 500, message: '保存失败', handled: true });
    }
  });

  it('a successful write leaves every entity query stale and loads those on screen again; options are kept', async () => {
    const list = await observed(queryKeys.list('checkSheet', { page: 1 }));
    const other = await observed(queryKeys.row('scatteredCarInfo', '7'));
    const dict = await observed(queryKeys.dict('common_status'));
    afterWrite(OK);
    await vi.waitFor(() => expect([list.loads(), other.loads()]).toEqual([2, 2]));
    expect(dict.loads()).toBe(1);
    expect(dict.state().isInvalidated).toBe(false);
    [list, other, dict].forEach((q) => q.off());
  });

  it('a failed write leaves them stale (loaded at their next showing) without loading them now', async () => {
    const list = await observed(queryKeys.list('checkSheet', { page: 1 }));
    afterWrite(REFUSED);
    await vi.waitFor(() => expect(list.state().isInvalidated).toBe(true));
    expect(list.loads()).toBe(1);
    list.off();
  });

  it('sign-in and sign-out forget what the cache holds', async () => {
    const dict = await observed(queryKeys.dict('common_status'));
    dict.off();
    forgetServerCaches();
    expect(queryClient.getQueryState(queryKeys.dict('common_status'))).toBeUndefined();
  });
});
