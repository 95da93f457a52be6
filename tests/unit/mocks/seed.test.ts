/** The seed is deterministic and realistic; the store persists, reloads and resets (storage itself: store.test.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { data, loadDemoData, memoryStorage, reloadDemoData, resetDemoData } from '@/mocks/db';
import { createSeed, DATA_VERSION, seedToday } from '@/mocks/seeds/registry';
import { mulberry32 } from '@/mocks/seeds/rng';
import { DEMO_CUSTOMERS } from '@/mocks/seeds/customers';
import '@/mocks/handlers'; // every collection declared, as the running backend has them
import { ok } from './api';

/** A fixed day for the fingerprint: 2025-06-01 09:00 (wall time). */
const DAY_2025_06_01 = Date.UTC(2025, 5, 1, 9, 0, 0);

/** FNV-1a of a collection's JSON: changes only when its seed is changed on purpose. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16);
}

describe('seed', () => {
  it('is the same on every call and every machine for a given day (no clock, Math.random or time zone)', () => {
    const random = vi.spyOn(Math, 'random');
    const now = vi.spyOn(Date, 'now');
    const a = JSON.stringify(createSeed(DAY_2025_06_01));
    expect(JSON.stringify(createSeed(DAY_2025_06_01))).toBe(a);
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
  });

  // One fingerprint per collection, each an entry of __snapshots__/seed.test.ts.snap (written, not typed: a new
  // collection's entry is added by its first run; a seed changed on purpose: `npx vitest run tests/unit/mocks/seed.test.ts -u`
  // — the file first: `-u` takes a value, and before the file it would take the path and run every test).
  it("is the same rows per collection (one fingerprint each: a change to one area's seed changes one entry)", () => {
    const seed = createSeed(DAY_2025_06_01) as unknown as Record<string, unknown>;
    const names = Object.keys(seed).filter((k) => Array.isArray(seed[k])).toSorted();
    for (const n of names) expect(fingerprint(JSON.stringify(seed[n])), n).toMatchSnapshot(n);
  });

  it("its today is the current day at 09:00, so this month's rows are dated this month", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(2031, 2, 15, 18, 30));
      expect(seedToday()).toBe(Date.UTC(2031, 2, 15, 9, 0, 0));
      const seed = createSeed();
      const latest = seed.branchOrders.map((o) => o.createTime).sort().at(-1)!;
      expect(latest < '2031-03-15 22:00:00' && latest >= '2031-03-01').toBe(true);
      // The same day gives the same rows; another day the same rows dated a day later.
      expect(JSON.stringify(createSeed())).toBe(JSON.stringify(seed));
      vi.setSystemTime(new Date(2031, 2, 16, 8, 0));
      expect(createSeed().branchOrders.map((o) => o.orderId)).toEqual(seed.branchOrders.map((o) => o.orderId));
    } finally {
      vi.useRealTimers();
    }
  });

  it('mulberry32 is a fixed sequence', () => {
    const next = mulberry32(1);
    expect([next(), next()]).toEqual([0.6270739405881613, 0.002735721180215478]);
  });

  it('holds realistic rows with mixed statuses', () => {
    const seed = createSeed();
    expect(seed.cities.filter((c) => c.dredgeState === 1).map((c) => c.cityName)).toEqual(['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '南京']);
    for (const v of seed.vehicles) expect(v.plate).toMatch(/^[京沪粤浙川鄂苏][A-Z](?:[DF]\d{5}|[A-HJ-NP-Z0-9]{5})$/);
    expect(seed.vehicles.some((v) => /^..[DF]\d{5}$/.test(v.plate))).toBe(true);
    expect(new Set(seed.vehicles.map((v) => v.plate)).size).toBe(seed.vehicles.length);
    for (const c of seed.customers) expect(c.mobile).toMatch(/^1[3-9]\d{9}$/);
    const byPhone = (m: string) => seed.customers.find((c) => c.mobile === m);
    expect(byPhone(DEMO_CUSTOMERS.verified.mobile)).toMatchObject({ idStatus: 1, driverStatus: 1 });
    expect(byPhone(DEMO_CUSTOMERS.idUnverified.mobile)).toMatchObject({ idStatus: 0 });
    expect(byPhone(DEMO_CUSTOMERS.licenceUnverified.mobile)).toMatchObject({ driverStatus: 0 });
    expect(new Set(seed.refunds.map((r) => r.payStatus))).toEqual(new Set([30, 31, 32]));
    expect(new Set(seed.refunds.map((r) => r.payType))).toEqual(new Set([1, 2]));
    expect(new Set(seed.branchOrders.map((o) => o.orderStatus)).size).toBeGreaterThanOrEqual(6);
    expect(seed.stores.some((s) => s.storeStatus === 0)).toBe(true);
  });
});

describe('store', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps what a user changes across a reload, and reset restores the seed and clears the session', async () => {
    await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
    await ok('/api/report/appendUserFunctionOperation', { params: { permissionCode: 'refundDetailList' }, form: true });
    reloadDemoData();
    expect(data().session?.account).toBe('admin');
    expect(data().usageReports).toEqual([expect.objectContaining({ permissionCode: 'refundDetailList', account: 'admin' })]);

    resetDemoData();
    reloadDemoData();
    expect(data().session).toBeNull();
    expect(data().usageReports).toEqual([]);
  });

  it('falls back to the seed when the stored value is corrupt or of another version', async () => {
    const seed = JSON.stringify(createSeed());
    const stored = memoryStorage();
    const today = seedToday();
    const sequence = { order: 0, snapshot: 0, entity: 0 };
    await stored.write([['meta', '{not json'], ['c:usageReports', [{ permissionCode: 'x', account: 'admin', time: '' }]]], false);
    await loadDemoData(stored);
    expect(JSON.stringify(data())).toBe(seed);
    await stored.write([['meta', { version: 0, today, session: { account: 'admin' }, sequence }], ['c:usageReports', 'not rows']], true);
    await loadDemoData(stored);
    expect(JSON.stringify(data())).toBe(seed);
    // A collection stored as something else than rows is generated from the seed.
    await stored.write([['meta', { version: DATA_VERSION, today, session: null, sequence }], ['c:usageReports', 'not rows']], true);
    await loadDemoData(stored);
    expect(JSON.stringify(data())).toBe(seed);
    await loadDemoData(memoryStorage());
  });

  it('keeps working in memory when storage refuses writes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadDemoData({ read: () => Promise.resolve(new Map()), write: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')) });
    await ok('/api/report/appendUserFunctionOperation', { params: { permissionCode: 'x' }, form: true });
    expect(data().usageReports).toHaveLength(1);
    await loadDemoData(memoryStorage());
  });

  it('POST /api/demo/reset restores the seed', async () => {
    await ok('/api/report/appendUserFunctionOperation', { params: { permissionCode: 'x' }, form: true });
    await ok('/api/demo/reset');
    expect(JSON.stringify(data())).toBe(JSON.stringify(createSeed()));
  });
});
