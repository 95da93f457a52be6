/**
 * The provider's bills in the demo backend (src/mocks/handlers/finance.ts): expense bills' review and payment and
 * their refusals, the amounts from the lines (a bill's amount is its lines' total, its payable the amount less its
 * deductions), the income bill check (a disputed line blocks the confirmation; a reject carries the disputes) and
 * the income/expense summary following a payment.
 */
import { describe, expect, it } from 'vitest';
import { adjustedTotalOf, billAmountOf, deductionTotal, disputeReason, lineAmount, payableOf, type CheckedLine } from '@/entities/finance';
import { data } from '@/mocks/db';
import { call, ok, ORIGIN } from './api';

type Row = Record<string, unknown>;
const E = '/api/lingsan/expenseBill';
const I = '/api/lingsan/incomeBill';

describe('expense bills', () => {
  it('are the suppliers’ ad-hoc bills: the same records, the provider’s words for their states', async () => {
    const page = await ok<{ total: number; result: Row[] }>(`${E}/list`, { params: { pageSize: 100 } });
    const theirs = await ok<{ total: number; result: Row[] }>('/api/lingsan/supplier/bill/list', { params: { pageSize: 100 } });
    expect(page.total).toBe(theirs.total);
    expect(page.result.map((r) => r.billNo).sort()).toEqual(theirs.result.map((r) => r.billNo).sort());
    for (const s of [1, 2, 3, 4]) expect(page.result.some((r) => r.billStatus === s), `a bill in state ${s}`).toBe(true);
  });

  it('amount = its lines’ total, payable = amount − deductions, exactly (decimals included)', () => {
    for (const bill of data().scatteredBills) {
      const lines = data().expenseBillLines.filter((l) => l.billNo === bill.billNo);
      expect(lines.length).toBe(bill.orderCount);
      expect(bill.billAmount).toBe(billAmountOf(lines));
      for (const l of lines) expect(l.amount).toBe(lineAmount(l));
      expect(bill.deductionAmount).toBe(deductionTotal(bill.deductions));
      expect(bill.payableAmount).toBe(payableOf(bill.billAmount, bill.deductionAmount));
    }
    // Decimal exactness: 0.1 + 0.2 is 0.3 here.
    expect(billAmountOf([{ amount: 0.1 }, { amount: 0.2 }])).toBe(0.3);
    expect(payableOf(1000.1, 0.3)).toBe(999.8);
  });

  it('walk 待审核 → 已审核 → 已付款; each step refused in another state with its own message', async () => {
    const bill = data().scatteredBills.find((b) => b.billStatus === 1)!;
    expect(await call(`${E}/pay`, { params: { billId: bill.billId, payNo: 'FK1' } })).toMatchObject({ code: 1, msg: '该账单不是已审核状态，不能付款' });
    const approved = await ok<Row>(`${E}/approve`, { params: { billId: bill.billId } });
    expect(approved).toMatchObject({ billStatus: 2, billStatusName: '已审核' });
    expect(approved.auditTime).toBeTruthy();
    expect(await call(`${E}/approve`, { params: { billId: bill.billId } })).toMatchObject({ code: 1, msg: '该账单不是待审核状态，不能审核' });
    expect(await call(`${E}/reject`, { params: { billId: bill.billId, rejectReason: 'x' } })).toMatchObject({ code: 1, msg: '该账单不是待审核状态，不能驳回' });
    expect(await call(`${E}/pay`, { params: { billId: bill.billId } })).toMatchObject({ code: 1, msg: '请填写付款流水号' });
    const paid = await ok<Row>(`${E}/pay`, { params: { billId: bill.billId, payNo: 'FK20261125000001' } });
    expect(paid).toMatchObject({ billStatus: 3, billStatusName: '已付款', payNo: 'FK20261125000001' });
    // The supplier sees its bill settled.
    const theirs = await ok<{ result: Row[] }>('/api/lingsan/supplier/bill/list', { params: { billNo: bill.billNo } });
    expect(theirs.result[0]).toMatchObject({ billStatus: 3 });
  });

  it('a rejection needs a reason and keeps it', async () => {
    const bill = data().scatteredBills.find((b) => b.billStatus === 1)!;
    expect(await call(`${E}/reject`, { params: { billId: bill.billId } })).toMatchObject({ code: 1, msg: '请填写驳回原因' });
    expect(await ok<Row>(`${E}/reject`, { params: { billId: bill.billId, rejectReason: '订单数与派车记录不符' } })).toMatchObject({ billStatus: 4, billStatusName: '已驳回', rejectReason: '订单数与派车记录不符' });
  });

  it('filter by supplier, month, state and payable range', async () => {
    const bill = data().scatteredBills.find((b) => b.billStatus === 3 && b.payableAmount >= 10_000 && b.payableAmount < 50_000)!;
    const page = await ok<{ result: Row[] }>(`${E}/list`, { params: { supplierName: bill.supplierName, billMonth: bill.billMonth, billStatus: 3, amountRange: 2, pageSize: 100 } });
    expect(page.result.map((r) => r.billNo)).toEqual([bill.billNo]);
    expect((await ok<{ total: number }>(`${E}/list`, { params: { billNo: bill.billNo, amountRange: 4 } })).total).toBe(0);
  });

  it('a bill’s statement: its lines’ count and total equal the bill’s', async () => {
    const bill = data().scatteredBills[0]!;
    const s = await ok<{ lineCount: number; linesTotal: number; bill: Row }>(`${E}/statement`, { method: 'GET', params: { billNo: bill.billNo } });
    expect(s).toMatchObject({ lineCount: bill.orderCount, linesTotal: bill.billAmount });
    const lines = await ok<{ total: number }>(`${E}/line/list`, { params: { billNo: bill.billNo } });
    expect(lines.total).toBe(bill.orderCount);
  });
});

describe('income bill statement and check', () => {
  it('every income bill’s amount and order count are its statement lines’', async () => {
    for (const bill of data().incomeBills) {
      const lines = data().incomeBillLines.filter((l) => l.billNo === bill.billNo);
      expect(lines.length).toBe(bill.orderCount);
      expect(bill.billAmount).toBe(billAmountOf(lines));
    }
    const bill = data().incomeBills[0]!;
    expect(await ok(`${I}/statement`, { method: 'GET', params: { billNo: bill.billNo } })).toMatchObject({ linesTotal: bill.billAmount, lineCount: bill.orderCount, adjustedTotal: bill.billAmount, disputed: [] });
  });

  it('a disputed line blocks the confirmation; the reject carries the dispute; withdrawn, the bill can be confirmed', async () => {
    const [bill, other] = data().incomeBills.filter((b) => b.billStatus === 120);
    const [line, second] = data().incomeBillLines.filter((l) => l.billNo === bill!.billNo);
    const L = `${I}/line`;
    expect(await call(`${L}/dispute`, { params: { lineId: line!.lineId, adjustedAmount: '100.50' } })).toMatchObject({ code: 1, msg: '请填写异议说明' });
    expect(await call(`${L}/dispute`, { params: { lineId: line!.lineId, adjustedAmount: '12.345', disputeNote: 'x' } })).toMatchObject({ code: 1, msg: '请输入正确的数字（保留两位小数)' });
    expect(await ok<Row>(`${L}/dispute`, { params: { lineId: line!.lineId, adjustedAmount: '100.50', disputeNote: '实际用车2天' } })).toMatchObject({ disputeStatus: 1, disputeStatusName: '有异议' });
    expect(await call(`${L}/dispute`, { params: { lineId: line!.lineId, adjustedAmount: '1', disputeNote: 'x' } })).toMatchObject({ code: 1, msg: '该明细已标记异议' });

    // The statement's adjusted total counts the accepted amount instead of the billed one.
    const s = await ok<{ adjustedTotal: number; disputed: CheckedLine[] }>(`${I}/statement`, { method: 'GET', params: { billNo: bill!.billNo } });
    const lines = data().incomeBillLines.filter((l) => l.billNo === bill!.billNo) as unknown as CheckedLine[];
    expect(s.adjustedTotal).toBe(adjustedTotalOf(lines));
    expect(s.adjustedTotal).toBe(billAmountOf([{ amount: bill!.billAmount }, { amount: -line!.amount }, { amount: 100.5 }]));
    expect(s.disputed).toHaveLength(1);

    // Confirm refused (one rule: the transition's guard), on its own and in a batch alike.
    expect(await call(`${I}/confirm`, { params: { billId: bill!.billId } })).toMatchObject({ code: 1, msg: '该账单有1条明细存在异议，不能确认，请驳回' });
    expect(data().incomeBills.find((b) => b.billId === bill!.billId)!.billStatus).toBe(120);

    // Withdrawn: nothing of the dispute is left, and the bill confirms.
    expect(await ok<Row>(`${L}/undispute`, { params: { lineId: line!.lineId } })).toMatchObject({ disputeStatus: 0 });
    expect(data().incomeBillLines.find((l) => l.lineId === line!.lineId)).toMatchObject({ adjustedAmount: undefined, disputeNote: undefined });
    await ok(`${L}/dispute`, { params: { lineId: second!.lineId, adjustedAmount: '88', disputeNote: '车辆故障停运1天' } });
    const reason = disputeReason(data().incomeBillLines.filter((l) => l.billNo === bill!.billNo) as unknown as CheckedLine[], 'zh-CN');
    expect(reason).not.toContain(line!.orderNo);
    expect(reason).toContain(second!.orderNo);
    expect(reason).toContain('核对金额88.00元，车辆故障停运1天');
    expect(await ok<Row>(`${I}/reject`, { params: { billId: bill!.billId, rejectReason: reason } })).toMatchObject({ billStatus: 150, rejectReason: reason });
    // A rejected bill's lines are no longer checked.
    expect(await call(`${L}/undispute`, { params: { lineId: second!.lineId } })).toMatchObject({ code: 1, msg: '该账单不是待合作方确认状态，明细不能再核对' });

    // A bill with no dispute confirms.
    expect(await ok<Row>(`${I}/confirm`, { params: { billId: other!.billId } })).toMatchObject({ billStatus: 130 });
  });
});

describe('income and expenditure', () => {
  const S = '/api/lingsan/incomeExpense/summary';
  it('exports the summary as an xlsx file, refusing a period the screen refuses as JSON', async () => {
    const month = data().incomeBills[0]!.billMonth;
    const url = new URL('/api/lingsan/incomeExpense/export', ORIGIN);
    const res = await fetch(url, { method: 'POST', body: JSON.stringify({ beginMonth: month, endMonth: month }), headers: { 'Content-Type': 'application/json' } });
    expect(res.headers.get('Content-Type')).toContain('spreadsheetml');
    expect((await call('/api/lingsan/incomeExpense/export', { params: { beginMonth: month, endMonth: '2000-01' } })).code).not.toBe(0);
  });
  it('counts confirmed and settled income and paid expense by bill month; a payment shows in its month', async () => {
    const bill = data().scatteredBills.find((b) => b.billStatus === 2)!;
    const months = [...new Set([...data().incomeBills.map((b) => b.billMonth), ...data().scatteredBills.map((b) => b.billMonth)])].sort();
    const q = { method: 'GET' as const, params: { beginMonth: months[0], endMonth: months.at(-1) } };
    const before = await ok<{ months: { month: string; expense: number; expenseBills: number; income: number; margin: number }[]; total: { income: number } }>(S, q);
    const month = before.months.find((m) => m.month === bill.billMonth)!;
    const income = data().incomeBills.filter((b) => [130, 140].includes(b.billStatus)).map((b) => ({ amount: b.billAmount }));
    expect(before.total.income).toBe(billAmountOf(income));

    await ok(`${E}/pay`, { params: { billId: bill.billId, payNo: 'FK9' } });
    const after = await ok<typeof before>(S, q);
    const now = after.months.find((m) => m.month === bill.billMonth)!;
    expect(now.expenseBills).toBe(month.expenseBills + 1);
    expect(now.expense).toBe(billAmountOf([{ amount: month.expense }, { amount: bill.payableAmount }]));
    expect(now.margin).toBe(billAmountOf([{ amount: now.income }, { amount: -now.expense }]));
  });

  it('refuses a period out of order or too long, with the screen’s words', async () => {
    expect(await call(S, { method: 'GET', params: { beginMonth: '2026-05', endMonth: '2026-01' } })).toMatchObject({ code: 1, msg: '结束月份不能早于开始月份' });
    expect(await call(S, { method: 'GET', params: { beginMonth: '2020-01', endMonth: '2026-01' } })).toMatchObject({ code: 1, msg: '统计周期最长24个月' });
    expect(await call(S, { method: 'GET', params: { beginMonth: '2026-1' } })).toMatchObject({ code: 1, msg: '请选择统计月份' });
  });
});
