import { describe, expect, it } from 'vitest';
import { formatAmount, LABEL_SUFFIX, summarySum, withLabelSuffix } from '@/lib/format';

describe('§9 amount display', () => {
  it.each([
    [1234567.8, '1,234,567.80'],
    ['1000000', '1,000,000.00'],
    [999.999, '1,000.00'],
    [0, '0.00'],
    [0.5, '0.50'],
    ['-1234.5', '-1,234.50'],
    [123, '123.00'],
  ])('%j → %j', (v, out) => expect(formatAmount(v)).toBe(out));
  it("'0' when empty", () => {
    expect(formatAmount(null)).toBe('0');
    expect(formatAmount(undefined)).toBe('0');
    expect(formatAmount('')).toBe('0');
  });
  it('a value that is not a number is shown as it is', () => expect(formatAmount('-')).toBe('-'));
});

describe('§9 summary sums', () => {
  it('2 decimals, exact, non-numbers left out', () => {
    const rows = [{ fee: 0.1 }, { fee: '0.2' }, { fee: null }, { fee: '-' }, { fee: 100 }];
    expect(summarySum(rows, (r) => r.fee)).toBe('100.30');
    expect(summarySum([], () => 1)).toBe('0.00');
  });
  it('grouped by thousands as every amount is (a list total read "207353.00")', () => {
    expect(summarySum([{ fee: '200000.5' }, { fee: 7352.5 }], (r) => r.fee)).toBe('207,353.00');
    expect(summarySum([{ fee: -1234.5 }], (r) => r.fee)).toBe('-1,234.50');
  });
});

describe('§9 label suffix', () => {
  it('is a full-width colon', () => {
    expect(LABEL_SUFFIX).toBe('：');
    expect(withLabelSuffix('车牌号')).toBe('车牌号：');
    expect(withLabelSuffix('车牌号：')).toBe('车牌号：');
    expect(withLabelSuffix('Plate:')).toBe('Plate:');
  });
});
