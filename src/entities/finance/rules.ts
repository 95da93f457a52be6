/**
 * The rules of the provider's bill statements (docs/architecture.md "Bills and contracts"), pure over the rows they
 * read: an income bill's statement (its lines' count and totals, the disputed ones), an expense bill's, when an income
 * bill's lines may still be checked and when the bill may be confirmed. The demo backend's handlers
 * (src/mocks/handlers/finance.ts, dispatch.ts) call these with their collections.
 */
import type { Bilingual } from '@/i18n';
import type { MoneyValue } from '@/lib/money';
import { adjustedTotalOf, billAmountOf, disputedRefusal, isDisputed, type CheckedLine } from './amounts';
import { AWAITING_PARTNER, LINE_LOCKED } from './incomeStatement';

/** An income bill with its lines and their totals: the statement screen's and the check screen's. */
export function incomeStatementOf<B, L extends CheckedLine>(bill: B, lines: readonly L[]) {
  return { bill, lineCount: lines.length, linesTotal: billAmountOf(lines), adjustedTotal: adjustedTotalOf(lines), disputed: lines.filter(isDisputed), lines };
}

/** An expense bill with its lines' count and total. */
export function expenseStatementOf<B>(bill: B, lines: readonly { amount: MoneyValue }[]) {
  return { bill, lineCount: lines.length, linesTotal: billAmountOf(lines) };
}

/** The refusal of checking a line of a bill no longer awaiting the partner's confirmation, else null. */
export function lineLockedProblem(bill: { billStatus: number } | undefined): Bilingual | null {
  return bill && bill.billStatus === AWAITING_PARTNER ? null : LINE_LOCKED;
}

/** The refusal of confirming an income bill with disputed lines (it is rejected with them), else null. */
export function disputedProblem(lines: readonly Pick<CheckedLine, 'disputeStatus'>[]): Bilingual | null {
  const disputed = lines.filter(isDisputed).length;
  return disputed ? disputedRefusal(disputed) : null;
}
