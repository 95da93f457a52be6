/**
 * The stateful store of the demo backend (DESIGN "The demo backend"): the seed, changed by what users do, held in
 * memory for the handlers (a synchronous API) and written behind to the browser's IndexedDB so it survives a reload.
 *
 * Collections. Each collection is declared once, in its own file, by the factory of its seeded rows:
 *
 *   import { registerCollection } from '@/mocks/db';
 *   registerCollection('fleetCars', ({ rng, today, get }) => rows);   // get('stores'): another collection's seed
 *
 * (rules in seeds/registry.ts; the collection's type joins DemoData in model.ts, or by declaration merging from its
 * own file). Nothing is generated at start-up: `data().fleetCars` generates the collection on its first use, so
 * start-up does not grow with the number of collections, and handlers read `data().x` as before.
 *
 * Storage (storage/): one IndexedDB store (idb-keyval) holding `meta` (version, the seed's day, session, sequences)
 * and one entry per collection that users changed (`c:<name>`); a collection never changed is generated again from
 * the seed after a reload, identical because the seed's day is stored. Start-up (browser.ts) awaits `loadDemoData`
 * before the worker answers any call. `commit` writes behind: the collections it changed, coalesced within a tick,
 * one transaction at a time. A stored state of another DATA_VERSION, or an unreadable one, is replaced by the seed.
 * A write that fails (quota, IndexedDB unavailable) is reported to the user once (`notify`) and the demo goes on in
 * memory; `demoStorageState()` tells whether changes are being kept. In Node (tests, bench) the storage is memory.
 *
 * Tabs: every tab of the browser runs this store over the same IndexedDB. The browser answers each call through
 * `serveCall`: under a lock the tabs share, after reading again the collections another tab wrote since (the meta holds
 * each stored collection's version and an epoch that a reset changes), and with the call's writes stored before the
 * lock is released (docs/architecture.md "Demo backend" → "Storage").
 *
 * What a commit changed: the collections read through `data()` inside its change function, or earlier in the same
 * task (handlers are synchronous: they find a row, then commit a change to it), plus those assigned (`d.x = rows`).
 * Code that changes rows it read in an earlier task names them: `commit(change, ['vehicles'])`.
 *
 * The demo "session" (who is signed in) is part of the state, like a server-side cookie session.
 */
import { notify } from '@/lib/notify';
import type { DemoData, DemoSession } from './model';
import { collectionNames, createSeed, DATA_VERSION, keepRows, onDeclare, Seed, seedToday, type CollectionName } from './seeds/registry';
import { memoryStorage, type DemoStorage, type StoredEntries } from './storage/storage';

export { keepInStep, registerCollection, registerCollections, type SeedContext } from './seeds/registry';
export { createSeed, DATA_VERSION };

const META = 'meta';
const entryOf = (name: string) => `c:${name}`;

interface Meta {
  version: number;
  /** The seed's today (wall-time ms): collections generated later are of the same day. */
  today: number;
  session: DemoSession | null;
  sequence: DemoData['sequence'];
  /** Which stored state this is: a new one after a reset, or when the seed replaced what was stored (tabs). */
  epoch?: string;
  /** Each stored collection's last write (a unique token): what another tab wrote since (tabs). */
  versions?: Record<string, string>;
}

function isMeta(v: unknown): v is Meta {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  const seq = m.sequence as Record<string, unknown> | null | undefined;
  return (
    m.version === DATA_VERSION &&
    typeof m.today === 'number' &&
    typeof seq === 'object' && seq !== null && typeof seq.order === 'number' && typeof seq.snapshot === 'number' && typeof seq.entity === 'number' &&
    (m.session === null || (typeof m.session === 'object' && typeof (m.session as Record<string, unknown>).account === 'string'))
  );
}

/** What is kept of the demo's changes. */
export type DemoStorageState =
  /** Every change so far is stored (or being stored). */
  | 'saved'
  /** A write failed: changes since live in memory only and are lost on reload (the user was told). */
  | 'failed';

/** How long after a failed write the user is told. */
export const REPORT_DELAY_MS = 600;

let storage: DemoStorage = memoryStorage();
let seed: Seed;
/** The collections generated (or loaded) so far. */
let rows: Map<string, unknown[]>;
let state: DemoData;

/** Collections read since the last commit in this task; changed ones and the meta waiting to be written. */
const touched = new Set<string>();
let touchedClear: ReturnType<typeof setTimeout> | null = null;
const dirty = new Set<string>();
let metaDirty = false;
/** The next write empties the store first (a reset, or a stored state replaced by the seed). */
let clearFirst = false;
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let writing: Promise<void> | null = null;
let storageState: DemoStorageState = 'saved';
let reported = false;

/**
 * Tabs (see "Storage" in docs/architecture.md): the stored state this memory is a copy of (null: nothing stored yet,
 * or a reset not written yet), and the version of each stored collection it holds.
 */
let epoch: string | null = null;
let known = new Map<string, string>();
/** Unique tokens of this tab's writes: a random prefix and a counter. */
const TAB = Math.random().toString(36).slice(2, 10);
let tokens = 0;
const token = () => `${TAB}.${(tokens += 1)}`;

function touch(name: string): void {
  touched.add(name);
  // What a task read counts for a commit in that task only (see the header comment).
  touchedClear ??= setTimeout(() => {
    touched.clear();
    touchedClear = null;
  }, 0);
}

function defineCollection(target: DemoData, name: string): void {
  Object.defineProperty(target, name, {
    enumerable: true,
    configurable: true,
    get() {
      touch(name);
      let r = rows.get(name);
      if (!r) {
        r = seed.take(name);
        rows.set(name, r);
      }
      return r;
    },
    set(value: unknown[]) {
      keepRows(name, value);
      rows.set(name, value);
      dirty.add(name);
      schedule();
    },
  });
}

/** A state on `today`'s seed, with the collections given (the rest generated on first use). */
function install(today: number, loaded: Map<string, unknown[]>, meta: Pick<Meta, 'session' | 'sequence' | 'epoch' | 'versions'>): void {
  seed = new Seed(today);
  rows = loaded;
  epoch = meta.epoch ?? null;
  known = new Map(Object.entries(meta.versions ?? {}));
  touched.clear();
  dirty.clear();
  const s = { version: DATA_VERSION } as DemoData;
  for (const name of collectionNames()) defineCollection(s, name);
  s.session = meta.session;
  s.sequence = meta.sequence;
  state = s;
}

/** The seed of today, nothing stored yet. */
function installSeed(): void {
  install(seedToday(), new Map(), { session: null, sequence: { order: 0, snapshot: 0, entity: 0 } });
}

// A collection declared after start-up (its file imported later) joins the live state.
onDeclare((name) => {
  if (state && !Object.prototype.hasOwnProperty.call(state, name)) defineCollection(state, name);
});

/** Replaces the state by what `entries` hold: the seed (and the store emptied on the next write) if not valid. */
function installStored(entries: StoredEntries | null): void {
  const meta = entries?.get(META);
  if (!isMeta(meta)) {
    installSeed();
    // Another version, or unreadable: replaced by the seed (emptied now, so it does not occupy the quota).
    if (entries && entries.size > 0) {
      clearFirst = true;
      metaDirty = true;
      schedule();
    }
    return;
  }
  // Every stored collection, also one whose file declares it later (it then finds its rows here).
  const loaded = new Map<string, unknown[]>();
  for (const [key, value] of entries!) {
    if (key.startsWith('c:') && Array.isArray(value)) loaded.set(key.slice(2), value);
  }
  // A state stored before tabs were told apart: epoch '' (the same in every tab), no versions (none written since).
  install(meta.today, loaded, { session: meta.session, sequence: meta.sequence, epoch: meta.epoch ?? '', versions: meta.versions });
}

installSeed();

function schedule(): void {
  flushTimer ??= setTimeout(() => {
    flushTimer = null;
    void flushDemoData();
  }, 0);
}

function report(error: unknown): void {
  storageState = 'failed';
  if (reported) return;
  reported = true;
  console.warn('[demo backend] changes cannot be stored:', error);
  // In the user's language (the i18n module is the app's: loaded already, kept out of the backend's start-up); a
  // moment later, so the answer's own toast ("保存成功") shown meanwhile does not replace it (one toast at a time).
  setTimeout(() => {
    void import('@/i18n').then(({ bi, pick }) =>
      notify.error(
        pick(
          bi(
            '演示数据无法保存到浏览器（存储空间不足或浏览器不允许），刷新页面后本次修改将丢失',
            'The demo data cannot be saved in this browser (storage full or not allowed): your changes will be lost when the page is reloaded',
          ),
        ),
      ),
    );
  }, REPORT_DELAY_MS);
}

/**
 * Writes what is waiting (one transaction at a time) and resolves once it is written or has failed; never rejects.
 * With the memory storage the write is done before this returns.
 */
export function flushDemoData(): Promise<void> {
  if (flushTimer) {
    clearTimeout(flushTimer);
    flushTimer = null;
  }
  // A synchronous storage (memory) has written when its write returned: no need to wait, and a reload reads it at once.
  if (writing && !storage.readNow) return writing.then(flushDemoData);
  if (!metaDirty && dirty.size === 0 && !clearFirst) return Promise.resolve();
  const names = [...dirty];
  const entries: [string, unknown][] = names.map((name) => [entryOf(name), rows.get(name)]);
  // Each collection written gets a new version: other tabs read it again before their next call (`syncDemoData`).
  // Held from now on, so the next write builds on this one (a failed write leaves this tab alone: see syncDemoData).
  epoch ??= token();
  names.forEach((n) => known.set(n, token()));
  const meta: Meta = { version: DATA_VERSION, today: seed.today, session: state.session, sequence: state.sequence, epoch, versions: Object.fromEntries(known) };
  entries.push([META, meta]);
  const clear = clearFirst;
  dirty.clear();
  metaDirty = false;
  clearFirst = false;
  let failed = false;
  let done: Promise<void>;
  try {
    done = storage.write(entries, clear);
  } catch (e) {
    done = Promise.reject(e);
  }
  writing = done.then(
    () => undefined,
    (e: unknown) => {
      failed = true;
      // Kept for the next commit's write (space may have been freed); the user is told once.
      names.forEach((n) => dirty.add(n));
      metaDirty = true;
      clearFirst ||= clear;
      report(e);
    },
  );
  const current = writing;
  return current.then(() => {
    if (writing === current) writing = null;
    if (!failed && (metaDirty || dirty.size > 0)) return flushDemoData();
    return undefined;
  });
}

/**
 * Reads the stored state into memory (start-up, before any call is answered; tests with their own storage). Storage
 * that cannot be read: the seed, in memory, and the user is told changes cannot be kept.
 */
export async function loadDemoData(from: DemoStorage = storage): Promise<void> {
  await flushDemoData();
  if (from !== storage) {
    storage = from;
    storageState = 'saved';
    reported = false;
  }
  let entries: StoredEntries;
  try {
    entries = await from.read();
  } catch (e) {
    installSeed();
    report(e);
    return;
  }
  installStored(entries);
}

/**
 * Brings this memory up to what is stored, when another tab (another demo backend over the same storage) wrote since:
 * the collections whose stored version moved are read again, with the session and the sequences; a reset, or another
 * stored state, is read whole. What this tab has not written yet is written first. A tab whose writes failed (the
 * user was told) or that cannot read the storage goes on alone in memory, as before tabs were told apart.
 */
export async function syncDemoData(): Promise<void> {
  await flushDemoData();
  if (storageState === 'failed') return;
  let meta: unknown;
  try {
    [meta] = await readKeys([META]);
  } catch {
    return;
  }
  if (meta === undefined && epoch === null) return; // nothing stored, by anyone
  if (!isMeta(meta) || (meta.epoch ?? '') !== epoch) {
    let entries: StoredEntries;
    try {
      entries = await storage.read();
    } catch {
      return;
    }
    installStored(entries);
    return;
  }
  const versions = meta.versions ?? {};
  const moved = Object.keys(versions).filter((name) => known.get(name) !== versions[name]);
  if (moved.length > 0) {
    let values: unknown[];
    try {
      values = await readKeys(moved.map(entryOf));
    } catch {
      return;
    }
    moved.forEach((name, i) => {
      const value = values[i];
      if (Array.isArray(value)) rows.set(name, value);
      else rows.delete(name); // seeded again on first use
      dirty.delete(name);
    });
  }
  state.session = meta.session;
  state.sequence = meta.sequence;
  known = new Map(Object.entries(versions));
}

const readKeys = async (keys: readonly string[]): Promise<unknown[]> => {
  if (storage.get) return storage.get(keys);
  const all = await storage.read();
  return keys.map((k) => all.get(k));
};

/**
 * Answers one call of the demo backend in the browser (browser.ts): under the storage's lock, so that no other tab's
 * call runs meanwhile; this memory brought up to what other tabs stored first, and the call's changes stored before
 * the lock is released. So a tab never answers from rows another tab has changed since, nor overwrites them.
 */
export function serveCall<T>(call: () => Promise<T>): Promise<T> {
  const run = async () => {
    await syncDemoData();
    try {
      return await call();
    } finally {
      await flushDemoData();
    }
  };
  return storage.exclusive ? storage.exclusive(run) : run();
}

/** The current state. Read it freely; change it only inside `commit`. */
export function data(): DemoData {
  return state;
}

/**
 * Runs `read`, whose reads do not count as changes for a commit later in this task (what a sign-in computes from the
 * roles and the menu before it stores the account's sign-in time).
 */
export function peek<T>(read: () => T): T {
  const before = new Set(touched);
  try {
    return read();
  } finally {
    for (const name of [...touched]) if (!before.has(name)) touched.delete(name);
  }
}

/**
 * Applies a change and stores it (behind, within the tick). `collections`: those changed through rows read in an
 * earlier task (see the header comment); those read in this task or inside `change` are found without it.
 */
export function commit<T>(change: (d: DemoData) => T, collections: readonly CollectionName[] = []): T {
  const result = change(state);
  for (const name of [...touched, ...collections]) {
    const changed = rows.get(name);
    if (!changed) continue;
    dirty.add(name);
    keepRows(name, changed);
  }
  touched.clear();
  metaDirty = true;
  schedule();
  return result;
}

/** Restores the seed (of today) and clears the session (tests call it before each test; POST /api/demo/reset). */
export function resetDemoData(): void {
  installSeed();
  clearFirst = true;
  metaDirty = true;
  schedule();
}

/**
 * Reads the state again from storage, as a page reload does (the seed when nothing valid is stored). Synchronous:
 * for the memory storage of tests (in the browser a reload is `loadDemoData`).
 */
export function reloadDemoData(): void {
  void flushDemoData();
  if (!storage.readNow) throw new Error('reloadDemoData: the storage cannot be read synchronously; await loadDemoData()');
  installStored(storage.readNow());
}

export function currentSession(): DemoSession | null {
  return state.session;
}

export function setSession(session: DemoSession | null): void {
  commit((d) => {
    d.session = session;
  });
}

/** Whether changes are being kept (the demo bar may show it). */
export function demoStorageState(): DemoStorageState {
  return storageState;
}

/** The seed's today (wall-time ms, 09:00 of its day): tests and screens compute seeded dates from it. */
export function seedDay(): number {
  return seed.today;
}

/** The collections generated so far (tests: a collection never used is not generated). */
export function generatedCollections(): string[] {
  return [...rows.keys()];
}

export { memoryStorage, type DemoStorage };
