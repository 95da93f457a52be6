/**
 * The field kinds' pure half (docs/architecture.md "Field kinds"): for each kind, how a list filter on it matches by
 * default, the §5 rules a value of it must pass (the form and the demo backend run the same validators, so they
 * refuse the same input with the same message), how a stored value is read from the wire, what type docs/api.md
 * names, and a sample value for seed data. The input, table cell and detail view of each kind are its React half
 * (src/components/entity/kinds.tsx), which the demo backend never loads.
 */
import {
  PLATE_PROVINCES, attachmentOf, isAmount, isAttachment, isEmail, isFileAddress, isIdNumber, isMobileOrEmpty, isNonNegativeInteger, isNonNegativeNumber,
  isDateText, isDateTimeText, isFenceShape, isPercentage, isPlate, isTimeOfDay, isYesNo, type Validator,
} from '@/lib/validators';
import { circleRing, shapeText } from '@/lib/geo';
import { damageMarksText, isDamageMarks } from '@/lib/damageMarks';

/** How a list filter matches: see define.ts `FilterMatch`. */
type Match = 'exact' | 'contains' | 'prefix' | 'range' | 'member';

/** An uploaded file as the `file` kind stores it. */
export interface Attachment {
  name: string;
  url: string;
}

/** A stored value of a kind. */
export type StoredValue = string | number | boolean | Attachment;

/** A random source in [0, 1) (the seed's PRNG). */
export type Random = () => number;

export interface Kind {
  /** The default filter match. */
  match: Match;
  /** The kind's own §5 rules (the declaration adds its own after them). */
  validators: readonly Validator[];
  /** The stored value of a wire text (a number for numeric kinds). */
  fromWire(text: string): StoredValue;
  /** The type docs/api.md names. */
  wire: string;
  /** A value for seed data (a field's own sample wins when the seed factory sets it). */
  sample(random: Random): StoredValue;
}

/** A whole number from `min` to `max` (both included) of a random source. */
export const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const digits = (random: Random, n: number) => Array.from({ length: n }, () => int(random, 0, 9)).join('');
const asText = (text: string) => text;
/** The mainland carriers' mobile prefixes (a sampled mobile is on a real one). */
export const MOBILE_PREFIXES: readonly string[] = ['130', '131', '132', '133', '135', '136', '137', '138', '139', '150', '151', '152', '155', '156', '157', '158', '159', '166', '177', '180', '181', '182', '186', '187', '188', '189', '191', '199'];
const asNumber = (text: string) => Number(text);

/** An enum value as stored: a number for a whole-number code, a boolean for true/false, else the text. */
const enumValue = (text: string) => (/^-?\d+$/.test(text) ? Number(text) : text === 'true' || text === 'false' ? text === 'true' : text);

/** A small picture for seed data and examples (an inline SVG: nothing to fetch). */
export const SAMPLE_IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40"><rect width="64" height="40" fill="#1677ff"/></svg>')}`;

const text: Kind = { match: 'contains', validators: [], fromWire: asText, wire: 'string', sample: (r) => `样例${digits(r, 4)}` };
const exactText: Kind = { ...text, match: 'exact' };

/** Whether a stored switch value is on (a boolean, or 'true' / 1 as older rows and query texts hold it). */
export const isYes = (v: unknown): boolean => v === true || v === 'true' || v === 1 || v === '1';

export const KINDS = {
  text,
  /** §9 2–4 rows. */
  textarea: { ...text, wire: 'string (multi-line)' },
  number: { match: 'exact', validators: [isNonNegativeInteger], fromWire: asNumber, wire: 'integer', sample: (r) => int(r, 0, 100) },
  decimal: { match: 'exact', validators: [isNonNegativeNumber], fromWire: asNumber, wire: 'number', sample: (r) => int(r, 0, 10_000) / 100 },
  /** §5 amount (positive, 2 decimals); §9 display with grouping. */
  money: { match: 'exact', validators: [isAmount], fromWire: asNumber, wire: 'number (yuan, 2 decimals)', sample: (r) => int(r, 100, 500_000) / 100 },
  percent: { match: 'exact', validators: [isPercentage], fromWire: asNumber, wire: 'number (0–100)', sample: (r) => int(r, 0, 100) },
  /**
   * Values that are whole numbers (status codes) travel and are stored as numbers, `true` / `false` (the true_false
   * dictionary: a flag) as booleans; others (a licence class) as text. A filter compares them as text either way.
   */
  enum: { ...exactText, fromWire: enumValue, wire: 'enum', sample: () => '' },
  date: { ...exactText, validators: [isDateText], wire: 'date YYYY-MM-DD', sample: () => '2026-01-01' },
  datetime: { ...exactText, validators: [isDateTimeText], wire: 'datetime YYYY-MM-DD HH:mm:ss', sample: () => '2026-01-01 09:00:00' },
  dateRange: { ...exactText, match: 'range', wire: 'begin/end datetime', sample: () => '' },
  /** An id among the referenced records' (see define.ts ReferenceField); numeric ids travel as numbers. */
  reference: { ...exactText, fromWire: (text) => (/^-?\d+$/.test(text) ? Number(text) : text), wire: 'id (reference)', sample: () => 1 },
  /** A node of a tree entity (see define.ts TreeRefField; 0 is the top level). */
  treeRef: { ...exactText, fromWire: (text) => (/^-?\d+$/.test(text) ? Number(text) : text), wire: 'id (tree node; 0 top level)', sample: () => 0 },
  city: { ...exactText, fromWire: asNumber, wire: 'integer (city id)', sample: () => 1 },
  store: { ...exactText, fromWire: asNumber, wire: 'integer (store id)', sample: () => 1 },
  plate: { ...text, validators: [isPlate], wire: 'string (plate)', sample: (r) => `${PLATE_PROVINCES[int(r, 0, PLATE_PROVINCES.length - 1)]}A${digits(r, 5)}` },
  mobile: { ...text, validators: [isMobileOrEmpty], wire: 'string (mobile)', sample: (r) => `${MOBILE_PREFIXES[int(r, 0, MOBILE_PREFIXES.length - 1)]}${digits(r, 8)}` },
  idNumber: { ...exactText, validators: [isIdNumber], wire: 'string (identity number)', sample: (r) => `11010519${int(r, 60, 99)}0${int(r, 1, 9)}1${int(r, 0, 2)}${digits(r, 3)}X` },
  email: { ...text, validators: [isEmail], wire: 'string (e-mail)', sample: (r) => `user${digits(r, 4)}@example.com` },
  /**
   * A yes/no flag. Stored and sent as a boolean: `true` / `false` in a JSON body, the text 'true' / 'false' in a
   * query or form body (a list filter `flag=true` matches the row's `true`); 1/0 is refused.
   */
  switch: { match: 'exact', validators: [isYesNo], fromWire: (text) => text === 'true', wire: "boolean ('true' / 'false')", sample: (r) => r() < 0.5 },
  /** Several values of a dictionary or options, sent and stored comma-joined ('1,3'); a filter names one value and matches the rows holding it. */
  multi: { ...text, match: 'member', wire: 'string (values joined by commas)', sample: () => '' },
  /** A time of day. */
  time: { ...exactText, validators: [isTimeOfDay], wire: 'time HH:mm', sample: (r) => `${String(int(r, 7, 20)).padStart(2, '0')}:${int(r, 0, 1) ? '30' : '00'}` },
  /** An uploaded image's address (POST /api/file/upload answers it): a path, an http(s) address or a data: URL. */
  image: { ...text, validators: [isFileAddress], wire: 'string (image address)', sample: () => SAMPLE_IMAGE },
  /** An attachment: `{ name, url }` (JSON object in a JSON body, its JSON text in a form body), the url from POST /api/file/upload. */
  file: {
    ...text,
    validators: [isAttachment],
    fromWire: (text) => attachmentOf(text) ?? text,
    wire: 'object { name, url } (attachment)',
    sample: (r) => ({ name: `附件${digits(r, 3)}.pdf`, url: 'data:application/pdf;base64,' }),
  },
  /** HTML from the rich-text editor; shown only sanitised. */
  richText: { ...text, wire: 'string (HTML)', sample: (r) => `<p>样例说明 ${digits(r, 4)}</p>` },
  /** A shape drawn on the map (src/lib/geo.ts): a GeoJSON Feature as text; §5: a polygon of 3 distinct points not crossing itself, a circle's radius 50 m–50 km. */
  geoShape: {
    ...exactText,
    validators: [isFenceShape],
    wire: 'string (GeoJSON Feature, WGS-84: Polygon; properties.shape polygon|circle|rectangle, a circle\'s center [lng, lat] and radius in m)',
    sample: (r) => {
      const center: [number, number] = [116.3 + int(r, 0, 100) / 1000, 39.9 + int(r, 0, 100) / 1000];
      const radius = int(r, 3, 20) * 100;
      return shapeText({ kind: 'circle', center, radius, ring: circleRing(center, radius) });
    },
  },
  /**
   * Damage marks on a car's top-view outline (src/lib/damageMarks.ts): a JSON text of marks `[{ x, y, note }]`, x and y
   * in percent of the outline; empty is no damage.
   */
  damageMarks: {
    ...text,
    validators: [isDamageMarks],
    wire: 'string (JSON [{ x, y, note }]: damage marks, x and y in percent of the car outline)',
    sample: (r) => damageMarksText([{ x: int(r, 20, 80), y: int(r, 10, 90), note: '划痕' }]),
  },
} as const satisfies Record<string, Kind>;

export type KindName = keyof typeof KINDS;

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const DAY_TIME_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

/**
 * An `exact` filter's comparison of a row's value with the parameter (both as text): equal, or a day (YYYY-MM-DD)
 * naming a date and time of that day — a datetime filtered by a date matches the whole day, not its first instant.
 */
export function exactMatches(value: string, param: string): boolean {
  return value === param || (DAY_TEXT.test(param) && DAY_TIME_TEXT.test(value) && value.slice(0, 10) === param);
}

/**
 * A stored date or datetime as a date range compares it with its bounds (`YYYY-MM-DD HH:mm:ss`, the end's a day's last
 * second): a date alone is that day's first instant, so a range starting or ending on that day includes it.
 */
export function rangeTime(value: string): string {
  return DAY_TEXT.test(value) ? `${value} 00:00:00` : value;
}
