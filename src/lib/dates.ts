/**
 * §5 / §9 date helpers: the display format, the search range, ISO time at +8 h, the 14-character date
 * string of the API (YYYYMMDDHHmmss) and the rental day count.
 */
import dayjs from 'dayjs';

export type DateInput = Date | number | string | dayjs.Dayjs;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Chinese weekday names for `{a}`: 日 一 二 三 四 五 六 (Sunday first, as Date.getDay()). */
export const WEEKDAYS_ZH = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** A date-time as the wire carries it (and the pickers show it), in dayjs's pattern: 2026-03-05 08:30:00. */
export const WIRE_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** The default display pattern: yyyy-mm-dd hh:mm:ss. */
export const DEFAULT_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

/**
 * Reads a date: a Date, a dayjs, epoch milliseconds, epoch seconds (10 digits, as some answers carry them),
 * a digit string of either, a 14-character date string (YYYYMMDDHHmmss) or a date text dayjs reads ('2024-05-01 08:00:00', ISO). Null when unreadable.
 */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let input: DateInput = value;
  if (typeof input === 'string') {
    const text = input.trim();
    if (/^\d{14}$/.test(text)) return parseDateStringOrNull(text);
    if (/^\d{10}$|^\d{13}$/.test(text)) input = Number(text);
  }
  if (typeof input === 'number' && String(Math.trunc(Math.abs(input))).length === 10) input *= 1000;
  const d = dayjs(input);
  return d.isValid() ? d.toDate() : null;
}

/**
 * §9 date format, default yyyy-mm-dd hh:mm:ss. Tokens: {y} {m} {d} {h} {i} (minutes) {s} and {a}, the
 * weekday in Chinese ('星期{a}' → '星期三'). '' for an empty or unreadable value.
 */
export function formatTime(
  value: DateInput | null | undefined,
  pattern: string = DEFAULT_TIME_PATTERN,
  weekdays: readonly string[] = WEEKDAYS_ZH,
): string {
  const date = toDate(value);
  if (!date) return '';
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return pattern.replace(/\{([ymdhisa])\}/g, (_m, key: string) => {
    if (key === 'a') return weekdays[parts.a] ?? '';
    return key === 'y' ? String(parts.y) : String(parts[key]).padStart(2, '0');
  });
}

/**
 * §9 search range helper: a date range from a picker becomes the start of the first day and the end of the
 * last one ('2024-05-01 00:00:00', '2024-05-31 23:59:59'). Null when either end is missing.
 */
export function searchRange(range: readonly (DateInput | null | undefined)[] | null | undefined): [string, string] | null {
  if (!range || range.length < 2) return null;
  const start = toDate(range[0]);
  const end = toDate(range[1]);
  if (!start || !end) return null;
  return [`${dayjs(start).format('YYYY-MM-DD')} 00:00:00`, `${dayjs(end).format('YYYY-MM-DD')} 23:59:59`];
}

/**
 * §9 the +8 hour offset when formatting ISO time: an ISO instant is shown as Beijing wall time
 * ('2024-05-01T02:30:00.000Z' → '2024-05-01 10:30:00') whatever the machine's zone. A value without a zone is
 * read as UTC, as the backend sends it. '' when unreadable.
 */
export function formatIsoTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const text = iso.trim();
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text.replace(' ', 'T')}Z`;
  const ms = Date.parse(zoned);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + 8 * HOUR_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export class DateStringFormatError extends Error {
  constructor(value: string) {
    super(`日期格式错误：需要14位 yyyyMMddHHmmss，收到 "${value}"`);
    this.name = 'DateStringFormatError';
  }
}

/**
 * §5 the date-string parser: exactly 14 characters, year month day hour minute second (YYYYMMDDHHmmss), read
 * as local time. Any other length, a non-digit or an impossible date (20240230…) throws DateStringFormatError.
 */
export function parseDateString(value: string): Date {
  if (typeof value !== 'string' || value.length !== 14 || !/^\d{14}$/.test(value)) throw new DateStringFormatError(String(value));
  const [y, mo, d, h, mi, s] = [0, 4, 6, 8, 10, 12].map((at, i) => Number(value.slice(at, at + (i === 0 ? 4 : 2))));
  const date = new Date(y, mo - 1, d, h, mi, s);
  const same =
    date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d && date.getHours() === h && date.getMinutes() === mi && date.getSeconds() === s;
  if (!same) throw new DateStringFormatError(value);
  return date;
}

function parseDateStringOrNull(value: string): Date | null {
  try {
    return parseDateString(value);
  } catch {
    return null;
  }
}

/** The 14-character date string the API takes (§7 preShortOrder, export file names): YYYYMMDDHHmmss. */
export function toDateString(value: DateInput): string {
  const date = toDate(value);
  if (!date) throw new DateStringFormatError(String(value));
  return dayjs(date).format('YYYYMMDDHHmmss');
}

/** §9 day rounding threshold. */
export const DAY_ROUNDING_HOURS = 4;

/**
 * §5 day count: whole days, plus one when the leftover is 4 hours or more; at least one day.
 * The demo backend counts with it too (src/mocks/time.ts re-exports it).
 */
export function dayCount(start: DateInput, end: DateInput): number {
  const from = toDate(start);
  const to = toDate(end);
  if (!from || !to) return 0;
  const span = Math.max(0, to.getTime() - from.getTime());
  const whole = Math.floor(span / DAY_MS);
  const leftover = span - whole * DAY_MS;
  return Math.max(1, whole + (leftover >= DAY_ROUNDING_HOURS * HOUR_MS ? 1 : 0));
}

/** `YYYY-MM-DD` moved by whole months, the day kept within the month (05-31 less 3 months is 02-28). */
export function addMonths(date: string, months: number): string {
  return dayjs(date).add(months, 'month').format('YYYY-MM-DD');
}
