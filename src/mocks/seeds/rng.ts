/**
 * The seed's random source: mulberry32, a small fixed-sequence PRNG, with helpers for realistic values (Chinese
 * names, mainland mobiles, past times). Nothing here reads the clock, Math.random or the time zone.
 */
import type { EntityField } from '@/entities/define';
import { MOBILE_PREFIXES } from '@/entities/kinds';
import { GIVEN_NAMES, ROADS, sampleRow, SURNAMES } from '@/entities/sample';
import { DAY, formatWallTime, HOUR, MINUTE, parseWallTime } from '../time';

/** The date (YYYY-MM-DD) of a wall time. */
export const day = (ms: number): string => formatWallTime(ms).slice(0, 10);

/** A switchable record's state (common_status): 0 开启 when enabled, else 1 关闭. */
export const onOff = (enabled: boolean) => (enabled ? ({ status: 0, statusName: '开启' } as const) : ({ status: 1, statusName: '关闭' } as const));

/**
 * A data table's rows: `header` names the fields, each of `values` is one row's values in that order (one row a line:
 * the table's keys are written once, not again per row).
 */
export function tableRows<const K extends readonly string[], const V extends { readonly [I in keyof K]: unknown }>(header: K, values: readonly V[]) {
  return values.map((v) => Object.fromEntries(header.map((k, i) => [k, v[i]]))) as { -readonly [I in keyof K & `${number}` as K[I]]: V[I] }[];
}

/** The fields `names` of a record, as a row that names it repeats them (a vehicle's id, plate and model). */
export function fieldsOf<T extends object, K extends keyof T>(source: T, ...names: K[]): Pick<T, K> {
  return Object.fromEntries(names.map((n) => [n, source[n]])) as Pick<T, K>;
}

/**
 * Rows numbered oldest first by `time` (`number` sets a row's id and number from its index and day, YYYYMMDD), then
 * listed newest first: the order the lists show them in.
 */
export function numberedByTime<T>(rows: T[], time: (r: T) => string, number: (r: T, i: number, date: string) => void): T[] {
  rows.sort((a, b) => (time(a) < time(b) ? -1 : 1));
  rows.forEach((r, i) => number(r, i, time(r).slice(0, 10).replace(/-/g, '')));
  return rows.reverse();
}

/** An SVG picture as a data address: the seeded photos (scenes, camera frames, scanned policies). */
export const svgImage = (width: number, height: number, body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`)}`;

/** A roadside photo of a vehicle: `shapes` on a `shade` ground, the time stamped at the top and the plate below. */
export const stampedPhoto = (shapes: string, plate: string, time: string, shade: string): string =>
  svgImage(320, 200, `<rect width="320" height="200" fill="${shade}"/>${shapes}<text x="8" y="18" font-size="12" fill="#fff">${time}</text><text x="8" y="190" font-size="14" fill="#ff0">${plate}</text>`);

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export { ROADS };
const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** What `vehicleMoment` reads of a trip. */
interface VehicleSpan {
  carId: number;
  startTime: string;
  endTime: string;
}

export class Rng {
  private readonly next: () => number;

  /** `today`: the seed's today (wall-time ms) that `pastTime` counts back from. */
  constructor(
    seed: number,
    private readonly today: number,
  ) {
    this.next = mulberry32(seed);
  }

  /** A number in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Draws `n` numbers for nothing: where a value once drawn is no longer kept, so every later value stays as it was. */
  skip(n: number): void {
    for (let i = 0; i < n; i += 1) this.next();
  }

  /** A row of a declaration: `fixed` as given, the other stored fields drawn from their samples (entities/sample.ts). */
  row<R extends object>(schema: { readonly fields: readonly EntityField[] }, fixed: Partial<R>): R {
    return sampleRow<R>(schema, this.next, fixed);
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)] as T;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  digits(n: number): string {
    return Array.from({ length: n }, () => this.int(0, 9)).join('');
  }

  /** The wall time (text) of 09:00 on a day `from` to `to` days before the seed's today: when a record was made. */
  daysAgo(from: number, to: number): string {
    return formatWallTime(this.today - this.int(from, to) * DAY);
  }

  /** A time `daysBack` days at most before the seed's today, on a whole minute between 08:00 and 21:59. */
  pastTime(daysBack: number): number {
    return this.today - this.int(1, daysBack) * DAY + (this.int(8, 21) - 9) * HOUR + this.int(0, 59) * MINUTE;
  }

  /**
   * When and which vehicle a record (a violation, an accident) was of: with chance `p` a moment inside one of `trips`
   * (a trip had the vehicle, so its driver is found), else a vehicle of `fleet` at a minute up to `daysBack` days
   * before today, `hours` [from, to] hours from 09:00.
   */
  vehicleMoment(trips: readonly VehicleSpan[], p: number, fleet: readonly { carId: number }[], daysBack: number, [from, to]: readonly [number, number]) {
    if (trips.length > 0 && this.chance(p)) {
      const trip = this.pick(trips);
      const start = parseWallTime(trip.startTime) ?? this.today;
      const end = parseWallTime(trip.endTime) ?? start + HOUR;
      return { carId: trip.carId, at: start + Math.floor((this.next() * Math.max(MINUTE, end - start)) / MINUTE) * MINUTE };
    }
    const carId = this.pick(fleet).carId;
    return { carId, at: this.today - this.int(1, daysBack) * DAY + this.int(from, to) * HOUR + this.int(0, 59) * MINUTE };
  }

  /** A spot on a city's road: a crossing of two of `roads`, or a house number of one. */
  roadSpot(cityName: string, roads: readonly string[]): string {
    return `${cityName}${this.pick(roads)}${this.chance(0.5) ? `与${this.pick(roads)}交叉口` : `${this.int(1, 30) * 10}号附近`}`;
  }

  /** An 11-digit mainland mobile on a real carrier prefix (§5: 1, then 3 to 9, then 9 digits). */
  mobile(): string {
    return this.pick(MOBILE_PREFIXES) + this.digits(8);
  }

  personName(): string {
    return this.pick(SURNAMES) + this.pick(GIVEN_NAMES);
  }

  /**
   * A plate of the city's prefix not in `taken` (added to it): a new-energy one of 8 characters (D electric, F hybrid)
   * for an electric vehicle, else five characters, in three plates of ten starting with a letter.
   */
  plate(prefix: string, electric: boolean, taken: Set<string>): string {
    return this.unique(taken, () =>
      electric
        ? `${prefix}${this.pick(['D', 'F'])}${this.digits(5)}`
        : `${prefix}${this.chance(0.3) ? this.pick([...PLATE_LETTERS]) + this.digits(4) : this.digits(5)}`,
    );
  }

  /** What `draw` makes, drawn again until it is not in `taken`, then added to it: a unique number, plate or mobile. */
  unique(taken: Set<string>, draw: () => string): string {
    for (;;) {
      const value = draw();
      if (!taken.has(value)) {
        taken.add(value);
        return value;
      }
    }
  }

  /** One of `items` at random, taken out of the list: a vehicle given to one order or transfer only. */
  take<T>(items: T[]): T {
    return items.splice(this.int(0, items.length - 1), 1)[0] as T;
  }
}
