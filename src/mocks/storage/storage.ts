/**
 * Where the demo backend's state is kept between page loads (db.ts): a key → value store written in whole
 * transactions. The browser uses IndexedDB (indexedDb.ts); Node (tests, bench) and tests of the store use memory.
 */

/** Every stored entry, by key. */
export type StoredEntries = Map<string, unknown>;

export interface DemoStorage {
  /** Every stored entry. Rejects when the storage cannot be read. */
  read(): Promise<StoredEntries>;
  /**
   * Puts the entries in one transaction (all or none), after emptying the store when `clear`. Values are copied
   * when the write starts. Rejects when the write failed (quota exceeded, storage unavailable).
   */
  write(entries: readonly (readonly [string, unknown])[], clear: boolean): Promise<void>;
  /** The values of these keys (undefined: none stored). Without it, `read` is used. */
  get?(keys: readonly string[]): Promise<unknown[]>;
  /** Present when the storage is synchronous (memory): reads at once. */
  readNow?(): StoredEntries;
  /**
   * Runs `run` while no other user of the same storage (another tab of the browser) runs its own: one call of the
   * demo backend at a time across tabs (db.ts `serveCall`). Absent: a storage no other tab shares.
   */
  exclusive?<T>(run: () => Promise<T>): Promise<T>;
}

/** Storage in memory: what a page reload would read, for Node and tests. Writes are done when `write` returns. */
export function memoryStorage(): DemoStorage & { readNow(): StoredEntries; get(keys: readonly string[]): Promise<unknown[]> } {
  const kept = new Map<string, unknown>();
  const copy = () => new Map([...kept].map(([k, v]) => [k, structuredClone(v)]));
  return {
    read: () => Promise.resolve(copy()),
    get: (keys) => Promise.resolve(keys.map((k) => structuredClone(kept.get(k)))),
    readNow: copy,
    write(entries, clear) {
      if (clear) kept.clear();
      for (const [key, value] of entries) kept.set(key, structuredClone(value));
      return Promise.resolve();
    },
  };
}
