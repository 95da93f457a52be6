/**
 * §5 / §9 small helpers for request payloads: remove empty values, trim strings, random ids.
 */

/** A value that says nothing: null, undefined, '' or an empty array (a cleared date range). */
function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * Removes the keys whose value is empty (null, undefined, '', []) — a filter form's untouched fields are not
 * sent. 0 and false are values and are kept. Shallow: nested objects are kept as they are.
 */
export function removeEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => !isBlank(v))) as Partial<T>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Trims every string, in plain objects and arrays at any depth; other values (dates, files) are kept as they are. */
export function trimStrings<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((v: unknown) => trimStrings(v)) as T;
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimStrings(v)])) as T;
  return value;
}

/** The values with each of `names` that is undefined (a cleared field) set to null, so that it is sent empty. */
export function sendCleared<T extends Record<string, unknown>>(values: T, names: readonly string[]): T {
  const out: Record<string, unknown> = { ...values };
  for (const name of names) if (out[name] === undefined) out[name] = null;
  return out as T;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** §9 random id of the chosen length (letters and digits, from the browser's secure random source). */
export function randomId(length = 16): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`randomId: bad length ${length}`);
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  // 62 letters: 256 % 62 leaves a tiny bias, harmless for element ids and cache keys (not for secrets).
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}
