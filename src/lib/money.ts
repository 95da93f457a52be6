/**
 * §5 exact decimal arithmetic for every money calculation of the console (0.1 + 0.2 is 0.3 here).
 * Inputs are numbers or numeric strings as the API sends them; null, undefined and '' count as 0.
 * Results are numbers (what the API takes); `toFixed2` gives the 2-decimal text, rounding half up.
 */
import Decimal from 'decimal.js';

/** A private Decimal constructor: no global configuration is changed. */
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type MoneyDecimal = InstanceType<typeof Money>;

export type MoneyValue = number | string | null | undefined;

/** True when the value reads as a finite number (empty counts as 0, so it is a number too). */
export function isMoneyValue(value: unknown): value is MoneyValue {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/.test(value);
  return false;
}

/** The exact decimal of a value; throws on text that is not a number (a bug, never silently 0). */
export function toDecimal(value: MoneyValue): MoneyDecimal {
  if (value === null || value === undefined || value === '') return new Money(0);
  if (!isMoneyValue(value)) throw new TypeError(`money: not a number: ${String(value)}`);
  return new Money(typeof value === 'string' ? value.trim() : value);
}

export function add(a: MoneyValue, b: MoneyValue): number {
  return toDecimal(a).plus(toDecimal(b)).toNumber();
}

export function sub(a: MoneyValue, b: MoneyValue): number {
  return toDecimal(a).minus(toDecimal(b)).toNumber();
}

export function mul(a: MoneyValue, b: MoneyValue): number {
  return toDecimal(a).times(toDecimal(b)).toNumber();
}

export function sum(values: readonly MoneyValue[]): number {
  return values.reduce<MoneyDecimal>((acc, v) => acc.plus(toDecimal(v)), new Money(0)).toNumber();
}

/** 2-decimal text, half up: 2.005 → '2.01', 1 → '1.00', '' → '0.00'. */
export function toFixed2(value: MoneyValue): string {
  return toDecimal(value).toFixed(2);
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compare(a: MoneyValue, b: MoneyValue): -1 | 0 | 1 {
  const c = toDecimal(a).comparedTo(toDecimal(b));
  return c < 0 ? -1 : c > 0 ? 1 : 0;
}
