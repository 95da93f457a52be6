/**
 * The provider's bills (src/entities/finance): expense bills — the suppliers' ad-hoc bills seen from the provider, on
 * the same `scatteredBills` records — and their order lines; the income bills' statement lines and their check; the
 * bills' statements (a bill with its lines' totals, GET <base>/statement) and the income/expense summary of
 * /izuIncomExpense (docs/api.md). The rules are the entities' pure functions (amounts.ts, summary.ts).
 */
import { expenseBill, expenseBillLine, incomeBillLine, amountBandOf, expenseStatementOf, incomeStatementOf, lineLockedProblem, INCOME_EXPENSE_EXPORT, INCOME_EXPENSE_PATH, incomeExpenseOf, summarySheet, summaryPeriodProblem, type CheckedLine } from '@/entities/finance';
import { incomeBill } from '@/entities/dispatch';
import { listPermission, requirePermission } from '../access';
import { data } from '../db';
import { found, refuseIf } from '../errors';
import type { Params } from '../params';
import { declared, entityHandlers, xlsxFile } from '../entities';
import { endpoint } from '../respond';

export const FINANCE_ENTITIES = {
  expenseBills: declared(expenseBill, {
    collection: 'scatteredBills',
    // The amount-range filter's band of the payable amount, as the bill is read.
    computed: () => (row) => ({ ...row, amountRange: amountBandOf(Number(row.payableAmount)) }),
  }),
  expenseBillLines: declared(expenseBillLine, { collection: 'expenseBillLines' }),
  incomeBillLines: declared(incomeBillLine, {
    collection: 'incomeBillLines',
    guards: { dispute: lineLocked, undispute: lineLocked },
    // A withdrawn dispute leaves nothing of it on the line.
    effects: { undispute: (row) => Object.assign(row, { adjustedAmount: undefined, disputeNote: undefined }) },
  }),
};

/** An income bill's lines, in their order. */
export const incomeLinesOf = (billNo: unknown) => data().incomeBillLines.filter((l) => l.billNo === billNo);

/** A line of a bill no longer awaiting the partner's confirmation cannot be checked. */
function lineLocked(line: Readonly<Record<string, unknown>>) {
  return lineLockedProblem(data().incomeBills.find((b) => b.billNo === line.billNo));
}

/** An income bill with its lines and their totals: the statement screen's and the check screen's. */
function incomeStatement(billNo: string) {
  const bill = found(data().incomeBills.find((b) => b.billNo === billNo), '账单不存在');
  return incomeStatementOf(bill, incomeLinesOf(billNo) as unknown as CheckedLine[]);
}

/** An expense bill with its lines' count and total. */
function expenseStatement(billNo: string) {
  const bill = found(data().scatteredBills.find((b) => b.billNo === billNo), '账单不存在');
  return expenseStatementOf(bill, data().expenseBillLines.filter((l) => l.billNo === billNo));
}

/** The summary of the period and party asked (the screen's and the export's), refused as the screen refuses it. */
function summaryOf(p: Params) {
  requirePermission('izuIncomExpense');
  const q = { beginMonth: p.str('beginMonth') ?? '', endMonth: p.str('endMonth') ?? '', partnerName: p.str('partnerName') ?? '', supplierName: p.str('supplierName') ?? '' };
  refuseIf(summaryPeriodProblem(q.beginMonth, q.endMonth));
  const names = (values: readonly string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'zh-CN'));
  return {
    ...incomeExpenseOf(q, data().incomeBills, data().scatteredBills),
    partners: names(data().incomeBills.map((b) => b.partnerName)),
    suppliers: names(data().scatteredBills.map((b) => b.supplierName)),
  };
}

export const financeHandlers = [
  ...Object.values(FINANCE_ENTITIES).flatMap((def) => entityHandlers(def)),
  endpoint('GET', '/api/lingsan/incomeBill/statement', (p) => (requirePermission(listPermission(incomeBill)), incomeStatement(p.required('billNo', '缺少参数 billNo')))),
  endpoint('GET', '/api/lingsan/expenseBill/statement', (p) => (requirePermission(listPermission(expenseBill)), expenseStatement(p.required('billNo', '缺少参数 billNo')))),
  endpoint('GET', INCOME_EXPENSE_PATH, summaryOf),
  endpoint('POST', INCOME_EXPENSE_EXPORT, (p) => xlsxFile(summarySheet(summaryOf(p)), '收支汇总', {}, ['收入（元）', '支出（元）', '毛利（元）'])),
];
