/**
 * The demo backend's store (src/mocks/db.ts) against an injected storage: what a commit writes, a reload, another
 * version, a storage that fails; and the collections generated on first use.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  commit, createSeed, data, DATA_VERSION, demoStorageState, flushDemoData, generatedCollections, loadDemoData, memoryStorage,
  registerCollection, REPORT_DELAY_MS, resetDemoData, type DemoStorage,
} from '@/mocks/db';
import { removeLegacyStorage, indexedDbStorage } from '@/mocks/storage/indexedDb';
import { setNotifier } from '@/lib/notify';
import { ok } from './api';

/** Memory storage that records each write (the keys it put, whether it emptied the store first). */
function recording() {
  const inner = memoryStorage();
  const writes: { keys: string[]; clear: boolean }[] = [];
  const storage: DemoStorage = {
    read: () => inner.read(),
    readNow: () => inner.readNow(),
    write(entries, clear) {
      writes.push({ keys: entries.map(([k]) => k), clear });
      return inner.write(entries, clear);
    },
  };
  return { storage, writes, stored: () => inner.readNow() };
}

/** A storage whose every write fails as a full disk does. */
const full = (): DemoStorage => ({
  read: () => Promise.resolve(new Map()),
  write: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
});

function notifications() {
  const error = vi.fn();
  setNotifier({ error, info: vi.fn(), success: vi.fn() });
  return error;
}

afterEach(async () => {
  setNotifier(null);
  vi.restoreAllMocks();
  await loadDemoData(memoryStorage());
});

describe('store persistence', () => {
  it('writes only the collections a commit changed, coalescing the commits of a tick into one write', async () => {
    const { storage, writes, stored } = recording();
    await loadDemoData(storage);
    // Read in an earlier task (a list call), not changed: not written.
    expect(data().refunds.length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 0));
    const car = data().vehicles[0]!;
    commit(() => {
      car.mileage = 123_456;
    });
    commit((d) => {
      d.usageReports = [...d.usageReports, { permissionCode: 'x', account: null, time: '' }];
    });
    await flushDemoData();
    expect(writes).toEqual([{ keys: ['c:vehicles', 'c:usageReports', 'meta'], clear: false }]);
    expect(stored().get('meta')).toMatchObject({ version: DATA_VERSION, session: null });

    // A sign-in through the API changes the account (its last sign-in) and the session (the meta); the roles and the
    // menu it reads are not written.
    writes.length = 0;
    await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
    await flushDemoData();
    expect(writes.map((w) => w.keys)).toEqual([['c:sysAccounts', 'meta']]);
  });

  it('a reload reads back what was written; a collection never changed is seeded again, the same', async () => {
    const { storage } = recording();
    await loadDemoData(storage);
    const plate = data().vehicles[1]!.plate;
    commit(() => {
      data().vehicles[0]!.plate = '京A00001';
    });
    commit((d) => (d.session = { account: 'admin', audience: 'provider-admin', loginType: 'account', loginTime: '' }));
    const orders = JSON.stringify(data().branchOrders);
    await flushDemoData();

    await loadDemoData(storage); // as a page reload does
    expect(data().vehicles[0]!.plate).toBe('京A00001');
    expect(data().vehicles[1]!.plate).toBe(plate);
    expect(data().session?.account).toBe('admin');
    expect(generatedCollections()).toEqual(['vehicles']);
    expect(JSON.stringify(data().branchOrders)).toBe(orders);
  });

  it('replaces a stored state of another version by the seed, and empties the store', async () => {
    const { storage, stored } = recording();
    await storage.write([['meta', { version: DATA_VERSION - 1, today: 0, session: null, sequence: { order: 9, snapshot: 0, entity: 0 } }], ['c:vehicles', []]], false);
    await loadDemoData(storage);
    expect(JSON.stringify(data())).toBe(JSON.stringify(createSeed()));
    await flushDemoData();
    expect([...stored().keys()]).toEqual(['meta']);
    expect(stored().get('meta')).toMatchObject({ version: DATA_VERSION });
  });

  it('a failing write is reported once, in the language of the console, and the demo keeps working in memory', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = notifications();
    await loadDemoData(full());
    expect(demoStorageState()).toBe('saved');
    await ok('/api/report/appendUserFunctionOperation', { params: { permissionCode: 'a' }, form: true });
    await flushDemoData();
    await ok('/api/report/appendUserFunctionOperation', { params: { permissionCode: 'b' }, form: true });
    await flushDemoData();
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('演示数据无法保存到浏览器'));
    await new Promise((r) => setTimeout(r, REPORT_DELAY_MS + 100));
    expect(error).toHaveBeenCalledTimes(1);
    expect(demoStorageState()).toBe('failed');
    expect(data().usageReports.map((r) => r.permissionCode)).toEqual(['a', 'b']);
  });

  it('without IndexedDB (jsdom, a browser that refuses it) the demo starts from the seed in memory and says so once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = notifications();
    await loadDemoData(indexedDbStorage());
    expect(JSON.stringify(data())).toBe(JSON.stringify(createSeed()));
    await ok('/api/report/appendUserFunctionOperation', { params: { permissionCode: 'a' }, form: true });
    await flushDemoData();
    expect(data().usageReports).toHaveLength(1);
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });

  it("removes the former localStorage key of the state, and nothing else of the console's", () => {
    localStorage.setItem('rental-console-demo-v5', '{}');
    localStorage.setItem('rental-console-demo-faults', '{}');
    removeLegacyStorage();
    expect(localStorage.getItem('rental-console-demo-v5')).toBeNull();
    expect(localStorage.getItem('rental-console-demo-faults')).toBe('{}');
  });
});

describe('collections generated on first use', () => {
  it('generates nothing at start and only what is used', () => {
    resetDemoData();
    expect(generatedCollections()).toEqual([]);
    expect(data().rentOrders.length).toBeGreaterThan(0);
    // Rental orders read the seeded vehicles, customers and stores; the state's own are still not generated.
    expect(generatedCollections()).toEqual(['rentOrders']);
    expect(data().session).toBeNull();
    expect(generatedCollections()).toEqual(['rentOrders']);
  });

  it('gives the same rows whichever collection is used first, and whatever users changed since', () => {
    resetDemoData();
    const orders = JSON.stringify(data().rentOrders);
    const vehicles = JSON.stringify(data().vehicles);
    resetDemoData();
    commit(() => {
      data().vehicles[0]!.plate = '京A00001';
      data().customers.splice(0, 3);
    });
    expect(JSON.stringify(data().rentOrders)).toBe(orders);
    resetDemoData();
    expect(JSON.stringify(data().vehicles)).toBe(vehicles);
    expect(JSON.stringify(data().rentOrders)).toBe(orders);
    expect(JSON.stringify(data())).toBe(JSON.stringify(createSeed()));
  });

  it('a collection declared in its own file later joins the live state, seeded on first use', () => {
    const factory = vi.fn(({ rng, today }: { rng: { int: (a: number, b: number) => number }; today: number }) => [{ id: rng.int(1, 9), today }]);
    registerCollection('testWidgets' as never, factory as never);
    const d = data() as unknown as Record<string, { id: number; today: number }[]>;
    expect(factory).not.toHaveBeenCalled();
    const rows = d.testWidgets!;
    expect(rows).toEqual([{ id: expect.any(Number), today: expect.any(Number) }]);
    expect(d.testWidgets).toBe(rows);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('a collection stored before its file declares it finds its stored rows', async () => {
    const stored = memoryStorage();
    const meta = { version: DATA_VERSION, today: Date.UTC(2030, 0, 1, 9), session: null, sequence: { order: 0, snapshot: 0, entity: 0 } };
    await stored.write([['meta', meta], ['c:testGadgets', [{ id: 7 }]]], false);
    await loadDemoData(stored);
    const factory = vi.fn(() => [{ id: 1 }]);
    registerCollection('testGadgets' as never, factory as never);
    expect((data() as unknown as Record<string, unknown>).testGadgets).toEqual([{ id: 7 }]);
    expect(factory).not.toHaveBeenCalled();
  });
});
