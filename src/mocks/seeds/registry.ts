/**
 * The demo backend's collections and how each is seeded (see ../db.ts for how they are held and stored). A collection
 * is declared once, in a seed module of this folder (or beside the handler that owns it), by one factory:
 *
 *   registerCollection('vehicles', ({ rng, today, get }) => rows);
 *
 * The factory runs the first time the collection is used, never at start-up. It draws from its own PRNG `rng`
 * (mulberry32 seeded from SEED and the collection's name), dates rows relative to `today` (the seed's day at 09:00,
 * wall time) and reads the collections it refers to with `get(name)`: their seeded rows, as first generated, however
 * users have changed them since. So a collection's rows depend on nothing but SEED, the day and its own code,
 * whichever collection is used first. Its rows must be new objects (copy the fields taken from another collection).
 * A few collections made by one process (e.g. process instances and their tasks) are declared together with
 * `registerCollections`. A collection not in DemoData (src/mocks/model.ts) adds itself to it by declaration merging.
 */
import type { DemoData } from '../model';
import { DAY, HOUR, nowWall } from '../time';
import { Rng } from './rng';

/** The seed of the demo data: every machine draws the same rows. */
export const SEED = 20250601;

/** Bump when the shape or the seed changes: a stored state of another version is replaced by the seed. */
export const DATA_VERSION = 13;

/** The "today" of a seed created now: 09:00 (wall time) of the current day. The one place the seed reads the clock. */
export const seedToday = (now: number = nowWall()): number => Math.floor(now / DAY) * DAY + 9 * HOUR;

/** The names of DemoData's collections (its array-valued fields). */
export type CollectionName = { [K in keyof DemoData]: DemoData[K] extends readonly unknown[] ? K : never }[keyof DemoData];

/** FNV-1a of a text, mixed into SEED: a collection's own PRNG seed. */
export function seedOf(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return (h ^ SEED) >>> 0;
}

export interface SeedContext {
  /** This collection's own PRNG (a mulberry32 sequence from SEED and its name), with helpers for realistic values. */
  readonly rng: Rng;
  /** The seed's "today": 09:00 of the day the seed was created, as wall-time milliseconds (see time.ts). */
  readonly today: number;
  /** The seeded rows of another collection (generated on demand; not the live rows users may have changed). */
  get<K extends CollectionName>(name: K): DemoData[K];
}

interface Declaration {
  /** The collections it makes (one, or a group made together). */
  names: readonly string[];
  make: (ctx: SeedContext) => Record<string, unknown[]>;
}

const declarations = new Map<string, Declaration>();
const order: string[] = [];
const listeners = new Set<(name: string) => void>();

function declare(d: Declaration): void {
  for (const name of d.names) {
    if (declarations.has(name)) throw new Error(`demo backend: collection ${name} is declared twice`);
  }
  for (const name of d.names) {
    declarations.set(name, d);
    order.push(name);
    listeners.forEach((fn) => fn(name));
  }
}

/** Declares a collection and the factory of its seeded rows (see the header comment). */
export function registerCollection<K extends CollectionName>(name: K, factory: (ctx: SeedContext) => DemoData[K]): void {
  declare({ names: [name], make: (ctx) => ({ [name]: factory(ctx) as unknown[] }) });
}

/** Declares collections seeded together by one factory, which returns each of them. */
export function registerCollections<K extends CollectionName>(names: readonly K[], factory: (ctx: SeedContext) => Pick<DemoData, K>): void {
  declare({ names, make: (ctx) => factory(ctx) as unknown as Record<string, unknown[]> });
}

/** Every declared collection, in declaration order. */
export const collectionNames = (): readonly string[] => order;

/** Calls `fn` for each collection declared from now on (db.ts adds it to the live state). */
export function onDeclare(fn: (name: string) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** What keeps each collection's rows in step with themselves (a declared status's label): see `keepInStep`. */
const keepers = new Map<string, ((row: Record<string, unknown>) => void)[]>();

/**
 * Registers what keeps a collection's rows in step with themselves (the demo backend's engine: a declared status's
 * label with its status): run on the seeded rows as they are made, and by the store (../db) on every row of the
 * collection whenever a commit changes it, so no seed or handler writes it by hand.
 */
export function keepInStep(collection: string, keep: (row: Record<string, unknown>) => void): void {
  keepers.set(collection, [...(keepers.get(collection) ?? []), keep]);
}

/** Keeps the rows of a collection in step (see keepInStep). */
export function keepRows(name: string, list: readonly unknown[]): void {
  const keep = keepers.get(name);
  if (!keep) return;
  for (const row of list) if (typeof row === 'object' && row !== null) for (const k of keep) k(row as Record<string, unknown>);
}

/**
 * The pristine seeded rows of the last few days, by day: a collection is generated once per day and process, and
 * every seed of that day copies it (tests reset the store before each test: the generation, not the copy, was the
 * cost, measured in docs/performance.md "Test suite"). Never handed out as they are: `take` copies, and a factory's
 * `get` only reads them.
 */
const pristine = new Map<number, Map<string, unknown[]>>();
const PRISTINE_DAYS = 2;

/** Freezes the pristine rows: a factory that changed rows it read with `get` would change every later seed of the day. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/** A deep copy of seeded data: arrays and plain objects copied by hand (several times faster than structuredClone). */
function copyOf<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) copy[k] = copyOf(v);
  return copy as T;
}

function pristineOf(today: number): Map<string, unknown[]> {
  let rows = pristine.get(today);
  if (!rows) {
    rows = new Map();
    pristine.set(today, rows);
    // The oldest day goes (a seed still holding it keeps its own reference).
    if (pristine.size > PRISTINE_DAYS) pristine.delete(pristine.keys().next().value!);
  }
  return rows;
}

/**
 * One seed: its day, and the collections generated so far for other factories to read. `take` hands a copy of a
 * collection's rows to the state; `get` (through a factory's context) reads the untouched seeded rows.
 */
export class Seed {
  private readonly made: Map<string, unknown[]>;
  private readonly running = new Set<Declaration>();

  constructor(readonly today: number) {
    this.made = pristineOf(today);
  }

  private run(d: Declaration): Record<string, unknown[]> {
    if (this.running.has(d)) throw new Error(`demo backend: the seeds of ${d.names.join(', ')} read each other`);
    this.running.add(d);
    try {
      const ctx: SeedContext = {
        rng: new Rng(seedOf(d.names.join('+')), this.today),
        today: this.today,
        get: (name) => this.seeded(name) as never,
      };
      const out = d.make(ctx);
      for (const name of d.names) {
        if (!Array.isArray(out[name])) throw new Error(`demo backend: the seed of ${name} returned no rows`);
        keepRows(name, out[name]);
        deepFreeze(out[name]);
      }
      return out;
    } finally {
      this.running.delete(d);
    }
  }

  private declaration(name: string): Declaration {
    const d = declarations.get(name);
    if (!d) throw new Error(`demo backend: no collection ${name} is declared`);
    return d;
  }

  /** The seeded rows of a collection, kept for other factories and later seeds of the day (never handed to the state). */
  private seeded(name: string): unknown[] {
    let rows = this.made.get(name);
    if (!rows) {
      const d = this.declaration(name);
      const out = this.run(d);
      for (const n of d.names) this.made.set(n, out[n]!);
      rows = out[name]!;
    }
    return rows;
  }

  /** A collection's rows for the state to own: a copy of the seeded rows. */
  take(name: string): unknown[] {
    return copyOf(this.seeded(name));
  }
}

/**
 * The whole seed of a day (default: today, read from the clock), every declared collection generated: what the store
 * holds right after a reset, once each collection has been used. Pure for a given day.
 */
export function createSeed(today: number = seedToday()): DemoData {
  const seed = new Seed(today);
  const d: Record<string, unknown> = { version: DATA_VERSION };
  for (const name of collectionNames()) d[name] = seed.take(name);
  d.session = null;
  d.sequence = { order: 0, snapshot: 0, entity: 0 };
  return d as unknown as DemoData;
}
