/**
 * The demo backend's storage in the browser: one IndexedDB object store through idb-keyval (a 1 KB wrapper, see
 * docs/dependencies.md). Its quota is a share of the disk (not localStorage's 5 MB); each write is one transaction.
 */
import { createStore, entries as allEntries, getMany, promisifyRequest, type UseStore } from 'idb-keyval';
import type { DemoStorage } from './storage';

const DB_NAME = 'rental-console-demo';
const STORE_NAME = 'state';
/** The Web Lock every tab's demo backend holds while it answers a call (db.ts `serveCall`). */
const LOCK_NAME = 'rental-console-demo';

export function indexedDbStorage(): DemoStorage {
  let store: UseStore | null = null;
  // Opened on first use: where IndexedDB is missing, the first read or write rejects (never at import).
  const opened = (): UseStore => (store ??= createStore(DB_NAME, STORE_NAME));
  return {
    async read() {
      return new Map((await allEntries(opened())).map(([k, v]) => [String(k), v]));
    },
    get: (keys) => getMany([...keys], opened()),
    // The service worker msw needs, hence a secure context, hence Web Locks: the fallback is for an old browser only.
    exclusive: (run) => (globalThis.navigator?.locks ? globalThis.navigator.locks.request(LOCK_NAME, run) : run()),
    async write(entries, clear) {
      await opened()('readwrite', (s) => {
        if (clear) s.clear();
        for (const [key, value] of entries) s.put(value, key);
        return promisifyRequest(s.transaction);
      });
    },
  };
}

/** The demo state's former home, one localStorage key per version (at most 5 MB): removed so it frees the quota. */
const LEGACY_KEY = /^rental-console-demo-v\d+$/;

export function removeLegacyStorage(): void {
  try {
    const ls = globalThis.localStorage;
    const keys = Array.from({ length: ls.length }, (_, i) => ls.key(i)).filter((k): k is string => k !== null && LEGACY_KEY.test(k));
    keys.forEach((k) => ls.removeItem(k));
  } catch {
    // storage disabled: nothing to remove
  }
}
