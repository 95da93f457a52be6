/**
 * The money and the periods of the vehicle lease contracts (business contracts, their renewals, their rent bills),
 * one place for the screens and the demo backend: a month's rent of a lease pro-rated by the days it covers
 * (decimal.js, exact, 2 decimals half up per vehicle line), and whether two lease periods overlap. Dates are
 * `YYYY-MM-DD` (a lease runs from its start day to its end day, both included); nothing here reads the clock.
 */
import { bi, type Bilingual } from '@/i18n';
import { toDecimal } from '@/lib/money';

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` day as a day number (UTC, no clock, no time zone). */
export function dayNumber(date: string): number {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / DAY_MS;
}

/** The `YYYY-MM-DD` of a day number. */
export function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day after a `YYYY-MM-DD` (a renewal starts the day after the lease it renews ends). */
export function nextDay(date: string): string {
  return dayText(dayNumber(date) + 1);
}

/** The first and last day of a month `YYYY-MM`, and its number of days. */
export function monthBounds(billMonth: string): { first: string; last: string; days: number } {
  const [y, m] = billMonth.split('-').map(Number);
  const first = Date.UTC(y!, m! - 1, 1) / DAY_MS;
  const next = Date.UTC(y!, m!, 1) / DAY_MS;
  return { first: dayText(first), last: dayText(next - 1), days: next - first };
}

/** Whether two periods (both ends included) share a day. */
export function periodsOverlap(a: { start: string; end: string }, b: { start: string; end: string }): boolean {
  return dayNumber(a.start) <= dayNumber(b.end) && dayNumber(b.start) <= dayNumber(a.end);
}

/** The days of a month a lease covers (its part of the month), or null when it covers none. */
export function coveredPeriod(billMonth: string, start: string, end: string): { from: string; to: string; days: number; monthDays: number } | null {
  const month = monthBounds(billMonth);
  const from = Math.max(dayNumber(start), dayNumber(month.first));
  const to = Math.min(dayNumber(end), dayNumber(month.last));
  if (to < from) return null;
  return { from: dayText(from), to: dayText(to), days: to - from + 1, monthDays: month.days };
}

/** A vehicle's line of a rent bill: the days of the month leased and the rent for them. */
export interface RentLine {
  plate: string;
  periodStart: string;
  periodEnd: string;
  rentDays: number;
  monthDays: number;
  monthlyRent: number;
  rentAmount: number;
}

/**
 * A month's rent of a lease: one line per vehicle, the monthly rent × the days leased ÷ the days of the month (a whole
 * month is the monthly rent exactly), each line rounded to 2 decimals half up, the total their exact sum. Empty lines
 * and 0 when the lease covers no day of the month.
 */
export function monthRent(input: { billMonth: string; start: string; end: string; monthlyRent: number | string; plates: readonly string[] }): { lines: RentLine[]; rentAmount: number } {
  const period = coveredPeriod(input.billMonth, input.start, input.end);
  if (!period) return { lines: [], rentAmount: 0 };
  const rent = toDecimal(input.monthlyRent);
  const each = rent.times(period.days).dividedBy(period.monthDays).toDecimalPlaces(2);
  const lines = input.plates.map((plate) => ({
    plate, periodStart: period.from, periodEnd: period.to, rentDays: period.days, monthDays: period.monthDays,
    monthlyRent: rent.toDecimalPlaces(2).toNumber(), rentAmount: each.toNumber(),
  }));
  return { lines, rentAmount: each.times(lines.length).toDecimalPlaces(2).toNumber() };
}

/** A lease's rent a month for all its vehicles (the monthly rent per vehicle × the vehicles). */
export function monthlyTotal(monthlyRent: number | string, vehicles: number): number {
  return toDecimal(monthlyRent).times(vehicles).toDecimalPlaces(2).toNumber();
}

/** The days before a lease's end at which it is 即将到期 (about to expire). */
export const EXPIRING_DAYS = 30;

/** Whether a live lease ending on `end` is about to expire on `today` (0–30 days left). */
export function isExpiring(end: string, today: string): boolean {
  const left = dayNumber(end) - dayNumber(today);
  return left >= 0 && left <= EXPIRING_DAYS;
}

/** The refusal of a vehicle already leased over an overlapping period. */
export function vehicleTaken(plate: string, contractNo: string, start: string, end: string): Bilingual {
  return bi(
    `车辆${plate}已在合同${contractNo}中租出（${start}至${end}），租期不能重叠`,
    `Vehicle ${plate} is already leased under contract ${contractNo} (${start} to ${end}); lease periods cannot overlap`,
  );
}

/** A stretch of a lease with its own vehicles and rent: a contract's own term, or an approved renewal of it. */
export interface LeaseSegment {
  start: string;
  end: string;
  monthlyRent: number | string;
  plates: readonly string[];
}

/** A month's rent of a lease made of segments (its term, its renewals): their lines, and the exact sum of them. */
export function leaseMonthRent(billMonth: string, segments: readonly LeaseSegment[]): { lines: RentLine[]; rentAmount: number } {
  const parts = segments.map((s) => monthRent({ billMonth, start: s.start, end: s.end, monthlyRent: s.monthlyRent, plates: s.plates }));
  const total = parts.reduce((acc, p) => acc.plus(toDecimal(p.rentAmount)), toDecimal(0));
  return { lines: parts.flatMap((p) => p.lines), rentAmount: total.toDecimalPlaces(2).toNumber() };
}
