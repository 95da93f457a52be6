import { describe, expect, it } from 'vitest';
import { add, compare, isMoneyValue, mul, sub, sum, toDecimal, toFixed2 } from '@/lib/money';

describe('exact decimal money', () => {
  it('adds, subtracts and multiplies without binary float errors', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(add(0.1, 0.2)).toBe(0.3);
    expect(sub(1, 0.9)).toBe(0.1);
    expect(sub('300.00', '20.15')).toBe(279.85); // orderPayAmt = total minus coupon
    expect(mul(19.9, 3)).toBe(59.7);
    expect(mul('0.07', 100)).toBe(7);
  });
  it('sums a list; empty values count as 0', () => {
    expect(sum([0.1, 0.2, 0.3])).toBe(0.6);
    expect(sum(['100.10', 200.2, null, undefined, ''])).toBe(300.3);
    expect(sum([])).toBe(0);
  });
  it('toFixed2 rounds half up', () => {
    expect(toFixed2(2.005)).toBe('2.01'); // (2.005).toFixed(2) is '2.00' in binary floating point
    expect(toFixed2('1.004')).toBe('1.00');
    expect(toFixed2(1)).toBe('1.00');
    expect(toFixed2('')).toBe('0.00');
    expect(toFixed2(-1.005)).toBe('-1.01');
  });
  it('compares', () => {
    expect(compare('10.00', 10)).toBe(0);
    expect(compare(0.1 + 0.2, 0.3)).toBe(1); // the float sum really is larger
    expect(compare(add(0.1, 0.2), 0.3)).toBe(0);
    expect(compare('9.99', '10')).toBe(-1);
  });
  it('refuses text that is not a number', () => {
    expect(isMoneyValue('12.5')).toBe(true);
    expect(isMoneyValue('abc')).toBe(false);
    expect(isMoneyValue(Number.NaN)).toBe(false);
    expect(() => toDecimal('abc')).toThrow(/not a number/);
  });
});
