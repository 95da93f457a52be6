/**
 * §9 display formatters for amounts and labels. Money goes through ./money (exact decimals).
 */
import { isMoneyValue, sum, toDecimal, toFixed2, type MoneyValue } from './money';

/**
 * §9 amount display: thousands grouping and 2 decimals ('1,234,567.80'), or '0' when empty.
 * A value that is not a number is shown as it is rather than as a wrong amount.
 */
export function formatAmount(value: unknown): string {
  if (value === null || value === undefined || value === '') return '0';
  if (!isMoneyValue(value)) return String(value);
  const fixed = toDecimal(value).toFixed(2);
  const negative = fixed.startsWith('-');
  const [integer, fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  return `${negative ? '-' : ''}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/**
 * §9 summary sums: the column total of a table's summary row, exact, shown as every amount is (grouped, 2 decimals:
 * '207,353.00'; '0.00' for no rows). Cells that are not numbers are left out (a '-' placeholder must not break the total).
 */
export function summarySum<T>(rows: readonly T[], pick: (row: T) => unknown): string {
  const values = rows.map(pick).filter((v): v is MoneyValue => isMoneyValue(v));
  return formatAmount(toFixed2(sum(values)));
}

/**
 * §9 amounts in an exported spreadsheet: numeric cells (they add up in Excel) shown grouped with 2 decimals, as on
 * screen. The xlsx number format the demo backend's exports give a money column (src/mocks/entities.ts `workbook`).
 */
export const AMOUNT_NUMBER_FORMAT = '#,##0.00';

/** §9 label suffix: a full-width colon. */
export const LABEL_SUFFIX = '：';

/** 'Name' → 'Name：' (nothing added when the label already ends with a colon). */
export function withLabelSuffix(label: string): string {
  return /[:：]$/.test(label) ? label : label + LABEL_SUFFIX;
}
