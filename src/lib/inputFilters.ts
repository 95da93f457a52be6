/**
 * §5 input filters: applied to what the user types (an Input's onChange, an InputNumber's parser), they
 * return the text with everything not allowed removed. Pure string → string.
 */

export interface DecimalFilterOptions {
  /** Decimals kept after the point. Default 2. */
  decimals?: number;
  /** Characters kept in the integer part. Default 10 (§9 number length). */
  integerDigits?: number;
}

/** §9 number length default and amount input limits. */
export const NUMBER_INTEGER_DIGITS = 10;
export const AMOUNT_INTEGER_DIGITS = 7;
export const MONEY_DECIMALS = 2;

/**
 * §5 number input helper: digits and one decimal point; at most `decimals` decimals (2 by default) and
 * `integerDigits` integer characters (10 by default). A point typed first is dropped; superfluous leading zeros
 * ('007' → '7', '00.5' → '0.5') are dropped.
 */
export function filterDecimal(value: string | number | null | undefined, options: DecimalFilterOptions = {}): string {
  const { decimals = MONEY_DECIMALS, integerDigits = NUMBER_INTEGER_DIGITS } = options;
  const text = value === null || value === undefined ? '' : String(value);
  const cleaned = text.replace(/[^\d.]/g, '').replace(/^\.+/, '');
  const point = cleaned.indexOf('.');
  const integer = (point < 0 ? cleaned : cleaned.slice(0, point)).replace(/^0+(?=\d)/, '').slice(0, integerDigits);
  if (point < 0 || decimals <= 0) return integer;
  const fraction = cleaned.slice(point + 1).replace(/\./g, '').slice(0, decimals);
  return `${integer}.${fraction}`;
}

/** §5 price input: a limited number of decimals (2 by default), integer part unlimited. */
export function filterPrice(value: string | number | null | undefined, decimals = MONEY_DECIMALS): string {
  return filterDecimal(value, { decimals, integerDigits: Number.POSITIVE_INFINITY });
}

/** §5 amount input filter: digits and one point, at most 2 decimals, leading point dropped, integer part at most 7. */
export function filterAmount(value: string | number | null | undefined): string {
  return filterDecimal(value, { decimals: MONEY_DECIMALS, integerDigits: AMOUNT_INTEGER_DIGITS });
}

/**
 * §5 number filter (whole, non-negative numbers): everything from the first minus sign or dot is stripped,
 * then a leading zero ('12.5' → '12', '-3' → '', '05' → '5', '0' → ''). Other non-digits are dropped too.
 */
export function filterNumber(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return text.replace(/[-.].*$/s, '').replace(/\D/g, '').replace(/^0+/, '');
}
