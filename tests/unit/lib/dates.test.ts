import { describe, expect, it } from 'vitest';
import { dayCount, DateStringFormatError, formatIsoTime, formatTime, parseDateString, searchRange, toDate, toDateString } from '@/lib/dates';
import { dayCount as mockDayCount, parseWallTime } from '@/mocks/time';

describe('§9 date format', () => {
  const d = new Date(2024, 4, 1, 8, 5, 9); // Wednesday 1 May 2024, 08:05:09 local
  it('defaults to yyyy-mm-dd hh:mm:ss', () => expect(formatTime(d)).toBe('2024-05-01 08:05:09'));
  it('Chinese weekday names', () => {
    expect(formatTime(d, '{y}年{m}月{d}日 星期{a}')).toBe('2024年05月01日 星期三');
    expect(formatTime(new Date(2024, 4, 5), '周{a}')).toBe('周日');
  });
  it('reads epoch ms, epoch seconds, digit strings, date text and the 14-character string', () => {
    const ms = d.getTime();
    expect(formatTime(ms)).toBe('2024-05-01 08:05:09');
    expect(formatTime(Math.floor(ms / 1000))).toBe('2024-05-01 08:05:09');
    expect(formatTime(String(ms))).toBe('2024-05-01 08:05:09');
    expect(formatTime('2024-05-01 08:05:09')).toBe('2024-05-01 08:05:09');
    expect(formatTime('20240501080509')).toBe('2024-05-01 08:05:09');
  });
  it("'' for empty or unreadable", () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatTime('not a date')).toBe('');
    expect(toDate('20240230000000')).toBeNull();
  });
});

describe('§9 search range helper', () => {
  it('adds 00:00:00 and 23:59:59', () => {
    expect(searchRange(['2024-05-01', '2024-05-31'])).toEqual(['2024-05-01 00:00:00', '2024-05-31 23:59:59']);
    expect(searchRange([new Date(2024, 0, 1, 15, 30), new Date(2024, 0, 2, 1, 0)])).toEqual(['2024-01-01 00:00:00', '2024-01-02 23:59:59']);
  });
  it('null when a side is missing', () => {
    expect(searchRange(null)).toBeNull();
    expect(searchRange([])).toBeNull();
    expect(searchRange(['2024-05-01', null])).toBeNull();
  });
});

describe('§9 +8 hour offset on ISO time', () => {
  it('shows UTC instants as Beijing time', () => {
    expect(formatIsoTime('2024-05-01T02:30:00.000Z')).toBe('2024-05-01 10:30:00');
    expect(formatIsoTime('2024-04-30T16:00:00Z')).toBe('2024-05-01 00:00:00'); // crosses midnight
    expect(formatIsoTime('2024-05-01T02:30:00')).toBe('2024-05-01 10:30:00'); // zone-less: UTC
    expect(formatIsoTime('2024-05-01T10:30:00+08:00')).toBe('2024-05-01 10:30:00');
  });
  it("'' when unreadable", () => {
    expect(formatIsoTime('')).toBe('');
    expect(formatIsoTime('yesterday')).toBe('');
  });
});

describe('§5 the 14-character date-string parser', () => {
  it('reads YYYYMMDDHHmmss', () => {
    const d = parseDateString('20240501103059');
    expect([d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()]).toEqual([2024, 5, 1, 10, 30, 59]);
  });
  it.each(['2024050110305', '202405011030590', '20240501', '2024-05-01 10:30', '', '2024O501103059', '20240230103059', '20241301000000', '20240501246000'])(
    'refuses %j with a format error',
    (v) => expect(() => parseDateString(v)).toThrow(DateStringFormatError),
  );
  it('writes it back', () => expect(toDateString(new Date(2024, 4, 1, 10, 30, 59))).toBe('20240501103059'));
});

describe('§5 day count: whole days plus one if leftover hours are 4 or more', () => {
  const at = (text: string) => new Date(text.replace(' ', 'T'));
  it.each([
    ['2024-05-01 10:00', '2024-05-02 10:00', 1],
    ['2024-05-01 10:00', '2024-05-02 13:59', 1], // 3 h 59 min left over
    ['2024-05-01 10:00', '2024-05-02 14:00', 2], // exactly 4 h
    ['2024-05-01 10:00', '2024-05-03 10:00', 2],
    ['2024-05-01 10:00', '2024-05-01 12:00', 1], // at least one day
    ['2024-05-01 10:00', '2024-05-01 14:00', 1],
    ['2024-05-01 10:00', '2024-05-31 10:00', 30],
    ['2024-02-28 09:00', '2024-03-01 13:00', 3], // leap day counted
  ])('%s → %s: %i', (a, b, n) => expect(dayCount(at(a), at(b))).toBe(n));

  it('agrees with the demo backend on every leftover from 0 to 48 h in 1-minute steps', () => {
    const base = new Date(2024, 4, 1, 10, 0).getTime();
    const wallBase = parseWallTime('2024-05-01 10:00:00') as number;
    for (let m = 0; m <= 48 * 60; m += 1) {
      expect(dayCount(base, base + m * 60_000)).toBe(mockDayCount(wallBase, wallBase + m * 60_000));
    }
  });
});
