/**
 * The bills' lines as the demo backend keeps them (docs/architecture.md "Demo backend"): the income bills' statement
 * lines and the expense bills' order lines, their row types and the one generator of a month's rental lines that the
 * seeds use. A bill's amount is always `billAmountOf` its lines (src/entities/finance/amounts.ts). Also the month and
 * the orders chosen for a bill made of orders (a demand bill, a charging bill), as both handlers read them.
 */
import { lineAmount, type expenseBillLine, type incomeBillLine } from '@/entities/finance';
import type { StoredRow } from './model';
import type { Rng } from './seeds/rng';
import { BILL_MONTH_PATTERN, chosenNumbers } from '@/entities/bill';
import { refuseField } from './errors';
import type { Params } from './params';

/** An income bill's statement line. */
export type IncomeBillLine = StoredRow<typeof incomeBillLine> & { lineId: number; disputeStatus: 0 | 1 };

/** An expense bill's order line: an order of the supplier's vehicle and driver. */
export type ExpenseBillLine = StoredRow<typeof expenseBillLine> & { lineId: number };

declare module './model' {
  interface DemoData {
    incomeBillLines: IncomeBillLine[];
    expenseBillLines: ExpenseBillLine[];
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The number of days of a `YYYY-MM` month. */
function daysIn(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** A rental period inside a bill's month: its first and last day and its days (at least 1). */
export interface MonthRental {
  startDate: string;
  endDate: string;
  rentDays: number;
  unitPrice: number;
  amount: number;
}

/** One rental of the month: a start day, 1 to `maxDays` days within the month, a daily price from `prices` (yuan). */
export function monthRental(rng: Rng, month: string, maxDays: number, prices: readonly [number, number]): MonthRental {
  const last = daysIn(month);
  const start = rng.int(1, last);
  const rentDays = rng.int(1, Math.min(maxDays, last - start + 1));
  const unitPrice = rng.int(prices[0] / 10, prices[1] / 10) * 10 + (rng.chance(0.3) ? 0.5 : 0);
  return { startDate: `${month}-${pad(start)}`, endDate: `${month}-${pad(start + rentDays - 1)}`, rentDays, unitPrice, amount: lineAmount({ rentDays, unitPrice }) };
}

/** The month and the chosen orders' numbers of a bill made of orders (`field`), refused as the add screens refuse them. */
export function billChoice(p: Params, field: string, none: string): { billMonth: string; nos: string[] } {
  const billMonth = p.required('billMonth', '请选择账单月份');
  if (!BILL_MONTH_PATTERN.test(billMonth)) refuseField('billMonth', '账单月份格式错误');
  const { nos, problem } = chosenNumbers(p.str(field), none);
  if (problem) refuseField(field, problem);
  return { billMonth, nos };
}
