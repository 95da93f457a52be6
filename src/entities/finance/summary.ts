/**
 * The income/expense summary (§2 /izuIncomExpense): by bill month, the income of the partners' confirmed and settled
 * income bills and the expense of the suppliers' paid expense bills (their payable), the margin and its rate. One
 * pure function (`incomeExpenseOf`) that the demo backend answers with; the screen draws what it answers.
 */
import { bi as t } from '@/i18n';
import { sub, sum, toDecimal, toFixed2 } from '@/lib/money';

export const INCOME_EXPENSE_PATH = '/api/lingsan/incomeExpense/summary';
/** POST the same filter: the summary's table as xlsx. */
export const INCOME_EXPENSE_EXPORT = '/api/lingsan/incomeExpense/export';

/** The income bill states counted as income: 130 confirmed, 140 settled. */
export const INCOME_STATES: readonly number[] = [130, 140];
/** The expense bill state counted as expense: 3 paid. */
export const EXPENSE_STATES: readonly number[] = [3];

/** The most months one summary covers. */
export const SUMMARY_MAX_MONTHS = 24;

export interface MonthTotals {
  month: string;
  income: number;
  incomeBills: number;
  expense: number;
  expenseBills: number;
  margin: number;
  /** The margin as a percentage of the income, 2 decimals (null without income). */
  marginRate: number | null;
}

export interface IncomeExpense {
  months: MonthTotals[];
  total: MonthTotals;
  /** The partners and suppliers with bills (the screen's choices). */
  partners?: string[];
  suppliers?: string[];
}

export interface SummaryQuery {
  beginMonth: string;
  endMonth: string;
  partnerName?: string;
  supplierName?: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The months from begin to end, both included. */
export function monthsBetween(begin: string, end: string): string[] {
  const out: string[] = [];
  let [y, m] = begin.split('-').map(Number) as [number, number];
  for (let guard = 0; guard <= SUMMARY_MAX_MONTHS * 10; guard += 1) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > end) break;
    out.push(month);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

/** The refusal of a period (both months, in order, at most SUMMARY_MAX_MONTHS), or null: the screen's and the backend's. */
export function summaryPeriodProblem(begin: string | undefined, end: string | undefined): ReturnType<typeof t> | null {
  if (!begin || !end || !MONTH.test(begin) || !MONTH.test(end)) return t('请选择统计月份', 'Choose the months');
  if (begin > end) return t('结束月份不能早于开始月份', 'The last month cannot be before the first');
  if (monthsBetween(begin, end).length > SUMMARY_MAX_MONTHS) return t(`统计周期最长${SUMMARY_MAX_MONTHS}个月`, `At most ${SUMMARY_MAX_MONTHS} months`);
  return null;
}

const rateOf = (margin: number, income: number): number | null =>
  income === 0 ? null : Number(toDecimal(margin).times(100).dividedBy(toDecimal(income)).toDecimalPlaces(2).toString());

function totals(month: string, incomes: readonly number[], expenses: readonly number[]): MonthTotals {
  const income = Number(toFixed2(sum(incomes)));
  const expense = Number(toFixed2(sum(expenses)));
  const margin = Number(toFixed2(sub(income, expense)));
  return { month, income, incomeBills: incomes.length, expense, expenseBills: expenses.length, margin, marginRate: rateOf(margin, income) };
}

/**
 * The summary of the period: every month of it (a month without bills is zero), then the total. Income bills in
 * INCOME_STATES count their billAmount, expense bills in EXPENSE_STATES their payableAmount, each in its billMonth;
 * a partner or supplier chosen narrows its side (the other side is then left out: a partner's margin is not a
 * supplier's).
 */
export function incomeExpenseOf(
  q: SummaryQuery,
  incomeBills: readonly { billMonth: string; billStatus: number; billAmount: number; partnerName: string }[],
  expenseBills: readonly { billMonth: string; billStatus: number; payableAmount: number; supplierName: string }[],
): IncomeExpense {
  const months = monthsBetween(q.beginMonth, q.endMonth);
  const incomeOn = !q.supplierName;
  const expenseOn = !q.partnerName;
  const rows = months.map((month) =>
    totals(
      month,
      incomeOn ? incomeBills.filter((b) => b.billMonth === month && INCOME_STATES.includes(Number(b.billStatus)) && (!q.partnerName || b.partnerName === q.partnerName)).map((b) => b.billAmount) : [],
      expenseOn ? expenseBills.filter((b) => b.billMonth === month && EXPENSE_STATES.includes(Number(b.billStatus)) && (!q.supplierName || b.supplierName === q.supplierName)).map((b) => b.payableAmount) : [],
    ),
  );
  const all = totals('', [], []);
  const total: MonthTotals = {
    ...all,
    income: Number(toFixed2(sum(rows.map((r) => r.income)))),
    expense: Number(toFixed2(sum(rows.map((r) => r.expense)))),
    incomeBills: rows.reduce((n, r) => n + r.incomeBills, 0),
    expenseBills: rows.reduce((n, r) => n + r.expenseBills, 0),
  };
  total.margin = Number(toFixed2(sub(total.income, total.expense)));
  total.marginRate = rateOf(total.margin, total.income);
  return { months: rows, total };
}

/** The summary's table as the export writes it (a sheet row a month, then the total), Chinese headers. */
export function summarySheet(summary: IncomeExpense): Record<string, string | number>[] {
  const row = (r: MonthTotals, label: string) => ({
    月份: label, '收入（元）': toFixed2(r.income), 收入账单数: r.incomeBills, '支出（元）': toFixed2(r.expense), 支出账单数: r.expenseBills,
    '毛利（元）': toFixed2(r.margin), '毛利率（%）': r.marginRate === null ? '—' : toFixed2(r.marginRate),
  });
  return [...summary.months.map((r) => row(r, r.month)), row(summary.total, '合计')];
}
