/**
 * The money rules of the bills (§5 exact decimals, §9 2 decimals), one function each, used by the seed, the demo
 * backend and the screens alike: a line's amount from its days and daily price, a bill's amount from its lines, an
 * expense bill's payable after deductions, an income bill's total as the partner's check adjusts it, and the reject
 * reason a check's disputes make.
 */
import type { Bilingual, Lang } from '@/i18n';
import { isMoneyValue, mul, sub, sum, toFixed2, type MoneyValue } from '@/lib/money';

/** A bill line: a rental order billed by the day. */
export interface BilledLine {
  rentDays: number;
  unitPrice: MoneyValue;
}

/** A line's amount: its days times its daily price, exact, 2 decimals. */
export function lineAmount(line: BilledLine): number {
  return Number(toFixed2(mul(line.rentDays, line.unitPrice)));
}

/** A bill's amount: the sum of its lines' amounts (the bill's amount is never a number of its own). */
export function billAmountOf(lines: readonly { amount: MoneyValue }[]): number {
  return Number(toFixed2(sum(lines.map((l) => l.amount))));
}

/** An expense bill's deductions total. */
export function deductionTotal(deductions: readonly { amount?: MoneyValue }[]): number {
  return Number(toFixed2(sum(deductions.map((d) => d.amount))));
}

/** What the provider pays the supplier: the bill's amount less its deductions. */
export function payableOf(billAmount: MoneyValue, deductionAmount: MoneyValue): number {
  return Number(toFixed2(sub(billAmount, deductionAmount)));
}

/** 1 a line the partner disputes (有异议), 0 one it accepts. */
export const DISPUTED = 1;

/** An income bill line as the partner's check sees it. */
export interface CheckedLine {
  orderNo: string;
  amount: MoneyValue;
  disputeStatus: number | string;
  disputeNote?: string | null;
  adjustedAmount?: MoneyValue;
}

export const isDisputed = (line: Pick<CheckedLine, 'disputeStatus'>): boolean => Number(line.disputeStatus) === DISPUTED;

/** The bill's total as the check adjusts it: a disputed line counts its adjusted amount, the others their own. */
export function adjustedTotalOf(lines: readonly CheckedLine[]): number {
  return Number(toFixed2(sum(lines.map((l) => (isDisputed(l) ? l.adjustedAmount : l.amount)))));
}

/** The reject reason the disputed lines make: one line each (order, amount billed → amount the partner accepts, note). */
export function disputeReason(lines: readonly CheckedLine[], lang: Lang): string {
  const disputed = lines.filter(isDisputed);
  return disputed
    .map((l) =>
      lang === 'zh-CN'
        ? `订单${l.orderNo}：账单金额${toFixed2(l.amount)}元，核对金额${toFixed2(l.adjustedAmount)}元，${l.disputeNote ?? ''}`
        : `Order ${l.orderNo}: billed ${toFixed2(l.amount)}, checked ${toFixed2(l.adjustedAmount)}, ${l.disputeNote ?? ''}`,
    )
    .join('\n');
}

/** The refusal of confirming a bill whose check found disputed lines (the backend's guard; the screen says the same). */
export function disputedRefusal(count: number): Bilingual {
  return {
    'zh-CN': `该账单有${count}条明细存在异议，不能确认，请驳回`,
    'en-US': `${count} line(s) of this bill are disputed: it cannot be confirmed; reject it`,
  };
}

/** A typed value that reads as an amount (not empty): what a live total may count. */
export function isMoneyLike(value: unknown): value is MoneyValue {
  return value !== '' && value !== null && value !== undefined && isMoneyValue(value);
}
