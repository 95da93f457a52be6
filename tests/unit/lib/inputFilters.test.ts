import { describe, expect, it } from 'vitest';
import { filterAmount, filterDecimal, filterNumber, filterPrice } from '@/lib/inputFilters';

describe('§5 amount input filter', () => {
  it.each([
    ['123.45', '123.45'],
    ['123.456', '123.45'], // at most 2 decimals
    ['12.3.4', '12.34'], // one point only
    ['.5', '5'], // leading point dropped
    ['..5', '5'],
    ['1234567', '1234567'], // 7 integer characters
    ['12345678', '1234567'], // an 8th is refused
    ['1234567.89', '1234567.89'],
    ['¥1,234.5元', '1234.5'], // digits and the point only
    ['-12', '12'],
    ['5.', '5.'], // typing in progress
    ['007', '7'],
    ['00.5', '0.5'],
    ['0', '0'],
    ['', ''],
  ])('%j → %j', (input, out) => expect(filterAmount(input)).toBe(out));
  it('takes numbers and nothing', () => {
    expect(filterAmount(12.5)).toBe('12.5');
    expect(filterAmount(null)).toBe('');
    expect(filterAmount(undefined)).toBe('');
  });
});

describe('§5 number input helpers: 2 decimals, 10 integer characters by default', () => {
  it('defaults', () => {
    expect(filterDecimal('12345678901.239')).toBe('1234567890.23');
    expect(filterDecimal('1234567890')).toBe('1234567890');
  });
  it('options', () => {
    expect(filterDecimal('123.4567', { decimals: 3 })).toBe('123.456');
    expect(filterDecimal('123.4567', { decimals: 0 })).toBe('123');
    expect(filterDecimal('123456', { integerDigits: 4 })).toBe('1234');
  });
});

describe('§5 price input: a limited number of decimals', () => {
  it('2 decimals by default, any integer length', () => {
    expect(filterPrice('123456789012345.678')).toBe('123456789012345.67');
    expect(filterPrice('99.9')).toBe('99.9');
  });
  it('another limit', () => {
    expect(filterPrice('3.14159', 4)).toBe('3.1415');
    expect(filterPrice('3.14159', 0)).toBe('3');
  });
});

describe('§5 number filter: strip from the first minus sign or dot, and a leading zero', () => {
  it.each([
    ['12.5', '12'],
    ['12-3', '12'],
    ['-5', ''],
    ['.5', ''],
    ['05', '5'],
    ['0', ''],
    ['100', '100'],
    ['1a2', '12'],
    ['', ''],
  ])('%j → %j', (input, out) => expect(filterNumber(input)).toBe(out));
});
