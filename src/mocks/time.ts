/**
 * Wall-clock times of the demo backend. Booking and trade times are local "wall" times without a zone
 * (the console sends `YYYYMMDDHHmmss`, §7 preShortOrder; §5: a date string has exactly 14 characters).
 * They are held as milliseconds of the same wall time read as UTC, so durations and the seed do not depend
 * on the machine's time zone.
 */
import dayjs from 'dayjs';
import { setClock } from '@/lib/clock';

const COMPACT = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;
const DASHED = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function wall(y: number, mo: number, d: number, h: number, mi: number, s: number): number | null {
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const t = new Date(ms);
  // Reject 2025-02-30 and the like instead of rolling over.
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d && h < 24 && mi < 60 && s < 60 ? ms : null;
}

/**
 * Parses `YYYYMMDDHHmmss`, `YYYY-MM-DD[ HH:mm[:ss]]` (also with `/`) or epoch milliseconds (read in the
 * machine's zone). `endOfDay` completes a date-only value to 23:59:59 (range filters). Null when unreadable.
 */
export function parseWallTime(value: string, endOfDay = false): number | null {
  const v = value.trim();
  const c = COMPACT.exec(v);
  if (c) return wall(+c[1], +c[2], +c[3], +c[4], +c[5], +c[6]);
  const d = DASHED.exec(v);
  if (d) {
    const dateOnly = d[4] === undefined;
    const [h, mi, s] = dateOnly ? (endOfDay ? [23, 59, 59] : [0, 0, 0]) : [+d[4], +d[5], +(d[6] ?? 0)];
    return wall(+d[1], +d[2], +d[3], h, mi, s);
  }
  if (/^\d{12,13}$/.test(v)) return parseWallTime(dayjs(Number(v)).format('YYYY-MM-DD HH:mm:ss'));
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss`, the display format of the console (§9). */
export function formatWallTime(ms: number): string {
  const t = new Date(ms);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** `YYYYMMDD`, used in generated numbers (order numbers, bill numbers). */
export const compactDate = (ms: number): string => formatWallTime(ms).slice(0, 10).replaceAll('-', '');

let pinned: number | null = null;

/** Pins the demo backend's clock to a wall time (tests; the simulated GPS feed reads it), or lets it run again (null). */
export function pinClock(wallMs: number | null): void {
  pinned = wallMs;
  // The screens' rules about "now" (isNotPast) read the same clock (src/lib/clock.ts).
  setClock(wallMs === null ? null : () => formatWallTime(wallMs));
}

/** The machine's current wall time (or the pinned one). */
export function nowWall(): number {
  if (pinned !== null) return pinned;
  return parseWallTime(dayjs().format('YYYY-MM-DD HH:mm:ss')) ?? Date.now();
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** §5 / §9 the rental day count: the console's rule (src/lib/dates.ts), over wall milliseconds. */
export { dayCount } from '@/lib/dates';
