/**
 * The engine's per-account keyed store (src/mocks/entities.ts `ownStore`, docs/architecture.md "Saved views"): an
 * account's rows are its own (listed, saved, removed), answered without their owner, numbered from the sequence.
 */
import { describe, expect, it } from 'vitest';
import { data, setSession } from '@/mocks/db';
import { ownStore } from '@/mocks/entities';
import { ApiError } from '@/mocks/errors';
import '@/mocks/handlers';

interface Probe {
  account: string;
  probeId?: number;
  key: string;
  n: number;
  updateTime?: string;
}

declare module '@/mocks/model' {
  interface DemoData {
    ownStoreProbe: Probe[];
  }
}

const STORE = ownStore('ownStoreProbe');
const signIn = (account: string) => setSession({ account, audience: 'provider-admin', loginType: 'account', loginTime: '2026-01-01 09:00:00' });
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof ApiError) return e.message;
    throw e;
  }
  return null;
};

describe('ownStore', () => {
  it("keeps each account's rows apart, answered without their owner", () => {
    signIn('admin');
    const made = STORE.put((r) => r.key === 'a', (own) => own[0], { key: 'a', n: 1 }, 'probeId');
    expect(made).toMatchObject({ key: 'a', n: 1 });
    expect(made).not.toHaveProperty('account');
    expect(typeof made.probeId).toBe('number');
    // The same key again updates the row `pick` chooses.
    STORE.put((r) => r.key === 'a', (own) => own[0], { key: 'a', n: 2 }, 'probeId');
    expect(STORE.list()).toEqual([expect.objectContaining({ probeId: made.probeId, key: 'a', n: 2 })]);
    expect(data().ownStoreProbe).toEqual([expect.objectContaining({ account: 'admin', key: 'a', n: 2 })]);
    signIn('dispatcher');
    expect(STORE.list()).toEqual([]);
    // Another account's row is not its to remove.
    expect(refusal(() => STORE.drop((r) => r.key === 'a', '不存在'))).toBe('不存在');
    expect(STORE.drop((r) => r.key === 'a')).toBeNull();
    signIn('admin');
    expect(STORE.list((r) => r.key === 'a')).toHaveLength(1);
    STORE.drop((r) => r.key === 'a');
    expect(STORE.list()).toEqual([]);
  });

  it('refuses without a session, and lets `pick` refuse before anything is saved', () => {
    setSession(null);
    expect(refusal(() => STORE.list())).toBe('请先登录');
    signIn('admin');
    expect(refusal(() => STORE.put(() => true, () => refuse(), { key: 'b', n: 1 }))).toBe('满了');
    expect(data().ownStoreProbe).toEqual([]);
  });
});

function refuse(): never {
  throw new ApiError(1, '满了');
}
