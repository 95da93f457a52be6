/** Document numbers (src/entities/numbering.ts): one rule for every numbered entity. */
import { describe, expect, it } from 'vitest';
import { nextNumber, numberOf, type NumberPattern } from '@/entities/numbering';

const BILL: NumberPattern = { field: 'billNo', prefix: 'XQZD', date: 'month', digits: 3 };
const CONTRACT: NumberPattern = { field: 'contractNo', prefix: 'HT', date: 'day', digits: 3 };

describe('nextNumber', () => {
  it('starts a date at 1, padded to its digits', () => {
    expect(nextNumber(BILL, '2026-10', [])).toBe('XQZD202610001');
    expect(nextNumber(CONTRACT, '2026-11-27 09:30:00', ['HT20261126005'])).toBe('HT20261127001');
  });

  it('goes one above the highest number of the date, never into a gap (the seed skips numbers)', () => {
    expect(nextNumber(BILL, '2026-10-05', ['XQZD202610001', 'XQZD202610006', 'XQZD202609009', undefined, 7])).toBe('XQZD202610007');
  });

  it('writes a sequence longer than its digits whole', () => {
    expect(numberOf(BILL, '2026-10', 1000)).toBe('XQZD2026101000');
    expect(nextNumber(BILL, '2026-10', ['XQZD202610999'])).toBe('XQZD2026101000');
  });
});
