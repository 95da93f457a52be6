/** Demand bills in the demo backend (entities/bill/demandBill.ts): an order in one live bill, voiding frees it, exact totals. */
import { describe, expect, it } from 'vitest';
import { billTotals } from '@/entities/bill';
import { commit, data, resetDemoData } from '@/mocks/db';
import { billableLines } from '@/mocks/handlers/bills';
import { DAY, formatWallTime, parseWallTime, pinClock } from '@/mocks/time';
import { call, ok, ORIGIN } from './api';

type Row = Record<string, string | number>;
interface Line { demandOrderNo: string; companyName: string; billMonth: string; orderAmount: number }

const BASE = '/api/lingsan/demandBill';
const billable = (params: Record<string, string> = {}) => ok<Line[]>(`${BASE}/billableOrders`, { method: 'GET', params });

/** A client and month with at least two finished orders to bill (the seed leaves such months unbilled). */
async function monthWithTwo(): Promise<Line[]> {
  const lines = await billable();
  const groups = new Map<string, Line[]>();
  for (const l of lines) groups.set(`${l.companyName}|${l.billMonth}`, [...(groups.get(`${l.companyName}|${l.billMonth}`) ?? []), l]);
  const found = [...groups.values()].find((g) => g.length >= 2);
  if (!found) throw new Error('no client month with two orders to bill');
  return found;
}

describe('demand bills', () => {
  it('offers only finished orders in no live bill: the seeded live bills’ orders are not offered, the voided bill’s are', async () => {
    const offered = new Set((await billable()).map((l) => l.demandOrderNo));
    for (const bill of data().demandBill) {
      for (const line of bill.lines) expect(offered.has(line.demandOrderNo)).toBe(bill.billStatus === 9);
    }
    const finished = new Set(data().demandOrders.filter((o) => o.demandOrderStatusCode === 4).map((o) => o.demandOrderNo));
    for (const no of offered) expect(finished.has(no)).toBe(true);
  });

  // The e2e journey (tests/e2e/bills.spec.ts) bills two orders of such a month, on whatever day the seed is made.
  it('leaves, on a seed of any day (every third of a year), a client’s month with at least two orders to bill', () => {
    const first = parseWallTime('2026-01-01 10:00:00')!;
    try {
      for (let day = 0; day < 366; day += 3) {
        pinClock(first + day * DAY);
        resetDemoData();
        const counts = new Map<string, number>();
        for (const l of billableLines()) counts.set(`${l.companyName}|${l.billMonth}`, (counts.get(`${l.companyName}|${l.billMonth}`) ?? 0) + 1);
        expect(Math.max(0, ...counts.values()), formatWallTime(first + day * DAY)).toBeGreaterThanOrEqual(2);
      }
    } finally {
      pinClock(null);
      resetDemoData();
    }
  });

  it('creates a bill with exact totals, refuses its orders for a second bill, and voiding frees them', async () => {
    const [a, b] = await monthWithTwo();
    const base = { companyName: a!.companyName, billMonth: a!.billMonth, taxRate: '9' };
    const bill = await ok<Row>(`${BASE}/create`, { params: { ...base, demandOrderNos: `${a!.demandOrderNo},${b!.demandOrderNo}`, extraFeeAmount: '0.1', discountAmount: '0.2' } });
    const expected = billTotals({ lineAmounts: [a!.orderAmount, b!.orderAmount], extraFeeAmount: '0.1', discountAmount: '0.2', taxRate: 9 });
    expect(bill).toMatchObject({ billStatus: 1, billStatusName: '待确认', orderCount: 2, orderAmount: expected.orderAmount, payableAmount: expected.payableAmount, taxRate: '9' });
    // 0.1 − 0.2 is exactly −0.1 (no binary drift), and the tax is on the net amount.
    expect(bill.netAmount).toBe(Number((a!.orderAmount * 100 + b!.orderAmount * 100 - 10) / 100));

    const offered = (await billable({ companyName: a!.companyName })).map((l) => l.demandOrderNo);
    expect(offered).not.toContain(a!.demandOrderNo);
    expect(await call(`${BASE}/create`, { params: { ...base, demandOrderNos: a!.demandOrderNo } })).toMatchObject({
      code: 1, msg: `订单${a!.demandOrderNo}已在账单${String(bill.billNo)}中，不能重复出账`,
    });

    expect(await call(`${BASE}/void`, { params: { billId: bill.billId } })).toMatchObject({ msg: '请填写作废原因' });
    const voided = await ok<Row>(`${BASE}/void`, { params: { billId: bill.billId, voidReason: '金额有误' } });
    expect(voided).toMatchObject({ billStatus: 9, billStatusName: '已作废', voidReason: '金额有误' });
    expect(String(voided.voidTime)).not.toBe('');
    expect((await billable({ companyName: a!.companyName })).map((l) => l.demandOrderNo)).toEqual(expect.arrayContaining([a!.demandOrderNo, b!.demandOrderNo]));
    // Billed again once freed.
    await ok(`${BASE}/create`, { params: { ...base, demandOrderNos: a!.demandOrderNo } });
  });

  // Issue 30 item 5: the seed's numbers of a month skip (its bills are numbered across months), so counting the month's
  // bills + 1 gave a new bill the number of another client's bill (XQZD202610006 twice).
  it('numbers a new bill above every number of its month: never another bill’s number', async () => {
    const [a] = await monthWithTwo();
    const head = `XQZD${a!.billMonth.replace('-', '')}`;
    const ofMonth = data().demandBill.filter((b) => b.billNo.startsWith(head));
    const top = Math.max(0, ...ofMonth.map((b) => Number(b.billNo.slice(head.length))));
    // Another client's settled bill numbered as the seed numbers, with a gap below it: the month's count + 2.
    const other = `${head}${String(Math.max(top, ofMonth.length) + 2).padStart(3, '0')}`;
    commit((d) => d.demandBill.push({ ...d.demandBill[0]!, billId: 99001, billNo: other, companyName: 'another client', billStatus: 4 }));
    const taken = data().demandBill.map((b) => b.billNo);
    const bill = await ok<Row>(`${BASE}/create`, { params: { companyName: a!.companyName, billMonth: a!.billMonth, taxRate: '9', demandOrderNos: a!.demandOrderNo } });
    expect(taken).not.toContain(bill.billNo);
    expect(bill.billNo).toBe(`${head}${String(Number(other.slice(head.length)) + 1).padStart(3, '0')}`);
    expect(data().demandBill.filter((b) => b.billNo === bill.billNo)).toHaveLength(1);
  });

  it('refuses a discount above the orders and fees, bad amounts, no orders, and an order of another client or month', async () => {
    const [a] = await monthWithTwo();
    const base = { companyName: a!.companyName, billMonth: a!.billMonth, taxRate: '9', demandOrderNos: a!.demandOrderNo };
    expect(await call(`${BASE}/create`, { params: { ...base, discountAmount: String(a!.orderAmount + 1) } })).toMatchObject({ msg: '优惠减免不能大于订单金额与其他费用之和' });
    expect(await call(`${BASE}/create`, { params: { ...base, extraFeeAmount: '12.345' } })).toMatchObject({ msg: '请输入正确的数字（保留两位小数)' });
    expect(await call(`${BASE}/create`, { params: { ...base, extraFeeAmount: '1000000.01' } })).toMatchObject({ msg: '请输入0-1000000间的数字' });
    expect(await call(`${BASE}/create`, { params: { ...base, demandOrderNos: '' } })).toMatchObject({ msg: '请至少选择一个订单' });
    const other = data().companyList.find((c) => c.companyType === 4 && c.companyName !== a!.companyName)!;
    expect(await call(`${BASE}/create`, { params: { ...base, companyName: other.companyName } })).toMatchObject({ msg: `订单${a!.demandOrderNo}不是该企业客户${a!.billMonth}已完成的需求订单` });
  });

  it('walks 待确认 → 已确认 → 已开票 → 已结清, recording who; an invoiced bill cannot be voided', async () => {
    const [a] = await monthWithTwo();
    const bill = await ok<Row>(`${BASE}/create`, { params: { companyName: a!.companyName, billMonth: a!.billMonth, taxRate: '6', demandOrderNos: a!.demandOrderNo } });
    expect(await call(`${BASE}/invoice`, { params: { billId: bill.billId, invoiceNo: '12345678' } })).toMatchObject({ msg: '该账单不是已确认状态，不能开票' });
    await ok(`${BASE}/confirm`, { params: { billId: bill.billId } });
    expect(await call(`${BASE}/invoice`, { params: { billId: bill.billId } })).toMatchObject({ msg: '请填写发票号码' });
    await ok(`${BASE}/invoice`, { params: { billId: bill.billId, invoiceNo: '12345678' } });
    expect(await call(`${BASE}/void`, { params: { billId: bill.billId, voidReason: 'x' } })).toMatchObject({ msg: '已开票或已结清的账单不能作废' });
    const settled = await ok<Row>(`${BASE}/settle`, { params: { billId: bill.billId } });
    expect(settled).toMatchObject({ billStatus: 4, billStatusName: '已结清', invoiceNo: '12345678' });
    for (const f of ['confirmTime', 'invoiceTime', 'settleTime']) expect(String(settled[f])).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });
});

describe('bill totals', () => {
  it('are exact decimals: tax half up on the net amount', () => {
    expect(billTotals({ lineAmounts: [0.1, 0.2], taxRate: 0 })).toMatchObject({ orderAmount: 0.3, payableAmount: 0.3 });
    // 1000.05 × 9 % = 90.0045 → 90.00; 1000.50 × 9 % = 90.045 → 90.05 (half up)
    expect(billTotals({ lineAmounts: ['1000.05'], taxRate: 9 })).toMatchObject({ taxAmount: 90, payableAmount: 1090.05 });
    expect(billTotals({ lineAmounts: ['1000.50'], taxRate: 9 })).toMatchObject({ taxAmount: 90.05, payableAmount: 1090.55 });
    expect(billTotals({ lineAmounts: [100, 200.1], extraFeeAmount: '10.2', discountAmount: '0.3', taxRate: '13' })).toMatchObject({ netAmount: 310, taxAmount: 40.3, payableAmount: 350.3 });
  });
});

describe('customer bills', () => {
  const CB = '/api/lingsan/customerBill';
  /** An amount of whole cents as the screen sends it. */
  const cents = (n: number) => (n / 100).toFixed(2);

  it('a bill’s total is the exact sum of its items; the items filter by bill and fee type', async () => {
    for (const bill of data().customerBillSec) {
      const items = data().customerBillDetailes.filter((i) => i.billId === bill.billId);
      expect(bill.itemCount).toBe(items.length);
      expect(bill.totalAmount).toBe(Math.round(items.reduce((s, i) => s + Math.round(i.amount * 100), 0)) / 100);
    }
    const bill = data().customerBillSec.find((b) => data().customerBillDetailes.some((i) => i.billId === b.billId && i.feeType !== '1'))!;
    const page = await ok<{ total: number; result: Row[] }>(`${CB}/item/list`, { method: 'GET', params: { billId: bill.billId, feeType: '1', pageSize: 100 } });
    expect(page.total).toBe(bill.orderCount);
    expect(page.result.every((r) => r.feeType === '1' && r.billNo === bill.billNo)).toBe(true);
  });

  it('filters by an amount range', async () => {
    const page = await ok<{ result: Row[] }>(`${CB}/list`, { method: 'GET', params: { minAmount: '1000', maxAmount: '5000', pageSize: 100 } });
    const expected = data().customerBillSec.filter((b) => b.totalAmount >= 1000 && b.totalAmount <= 5000).length;
    expect(page.result).toHaveLength(expected);
    for (const r of page.result) expect(Number(r.totalAmount)).toBeGreaterThanOrEqual(1000);
  });

  it('records payments: refuses a bad amount and one above the balance, then part-pays and settles exactly', async () => {
    const bill = data().customerBillSec.find((b) => b.billStatus === 1)!;
    const id = { billId: bill.billId, payMethod: '1' };
    expect(await call(`${CB}/payment`, { params: { ...id, payAmount: '10.001' } })).toMatchObject({ msg: '请输入正确的数字（保留两位小数)' });
    expect(await call(`${CB}/payment`, { params: { ...id, payAmount: '1000000.01' } })).toMatchObject({ msg: '请输入0-1000000间的数字' });
    expect(await call(`${CB}/payment`, { params: { ...id, payAmount: cents(Math.round(bill.totalAmount * 100) + 1) } })).toMatchObject({ code: 1, msg: '收款金额不能大于账单未收余额' });
    expect(data().customerBillSec.find((b) => b.billId === bill.billId)).toMatchObject({ billStatus: 1, receivedAmount: 0 });

    const part = await ok<Row>(`${CB}/payment`, { params: { ...id, payAmount: '0.1' } });
    expect(part).toMatchObject({ billStatus: 2, billStatusName: '部分收款', receivedAmount: 0.1 });
    const rest = Number(part.balanceAmount);
    expect(Math.round(rest * 100)).toBe(Math.round(bill.totalAmount * 100) - 10);
    expect(await call(`${CB}/payment`, { params: { ...id, payAmount: cents(Math.round(rest * 100) + 1) } })).toMatchObject({ msg: '收款金额不能大于账单未收余额' });
    const settled = await ok<Row & { payments: Row[] }>(`${CB}/payment`, { params: { ...id, payAmount: String(rest), payerAccount: '对公账户' } });
    expect(settled).toMatchObject({ billStatus: 3, billStatusName: '已结清', balanceAmount: 0, receivedAmount: bill.totalAmount });
    expect(settled.payments.map((p) => p.payAmount)).toEqual([0.1, rest]);
    expect(settled.payments[1]).toMatchObject({ payMethodName: '银行转账', payerAccount: '对公账户' });
    expect(await call(`${CB}/payment`, { params: { ...id, payAmount: '1' } })).toMatchObject({ msg: '该账单已结清，不能再登记收款' });
  });
});

describe('bills’ own calls and their codes', () => {
  const signIn = (account: string, password: string) => ok('/api/provider/staff/login', { params: { authStrategy: 1, account, password } });

  it('each bespoke button is a code under its page in the menu tree', () => {
    const menus = data().sysMenus;
    for (const [page, codes] of [['/demandBill', ['demandBill:add', 'demandBill:export', 'demandBill:void']], ['/customerBillSec', ['customerBill:payment', 'customerBill:export']]] as const) {
      const entry = menus.find((m) => m.menuType === 'C' && m.path === page)!;
      for (const code of codes) expect(menus.some((m) => m.menuType === 'F' && m.parentId === entry.id && m.perms === code), code).toBe(true);
    }
  });

  it('a role without the page is refused the orders to bill; with the page but not the button, creating and exporting', async () => {
    const role = data().sysRoles.find((r) => r.roleKey === 'dispatcher')!;
    const base = role.perms.split(',').filter((c) => !c.startsWith('demandBill'));
    commit(() => void (role.perms = base.join(',')));
    await signIn('dispatcher', 'dispatch123');
    expect((await call(`${BASE}/billableOrders`, { method: 'GET' })).code).toBe(403);
    commit(() => void (role.perms = [...base, 'demandBill'].join(',')));
    await signIn('dispatcher', 'dispatch123');
    const lines = await billable();
    expect(lines.length).toBeGreaterThan(0);
    const [a] = lines;
    expect((await call(`${BASE}/create`, { params: { companyName: a!.companyName, billMonth: a!.billMonth, taxRate: '9', demandOrderNos: a!.demandOrderNo } })).code).toBe(403);
    expect((await call(`${BASE}/exportLines`, { params: { billId: data().demandBill[0]!.billId } })).code).toBe(403);
  });

  it('exports a bill’s lines as an xlsx file; an unknown bill is refused as JSON', async () => {
    const bill = data().demandBill.find((b) => b.lines.length > 0)!;
    const res = await fetch(new URL(`${BASE}/exportLines`, ORIGIN), { method: 'POST', body: JSON.stringify({ billId: bill.billId }), headers: { 'Content-Type': 'application/json' } });
    expect(res.headers.get('Content-Type')).toContain('spreadsheetml');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(await call(`${BASE}/exportLines`, { params: { billId: -1 } })).toMatchObject({ code: 1, msg: '记录不存在或已被删除' });
  });

  it('§9 exports amounts as numbers shown grouped (#,##0.00): the list’s money columns and a bill’s lines', async () => {
    const { read, utils } = await import('xlsx');
    /** The cells of a column (by its header) of an exported file's first sheet. */
    const column = async (path: string, body: object, header: string) => {
      const res = await fetch(new URL(path, ORIGIN), { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
      const sheet = Object.values(read(await res.arrayBuffer(), { cellNF: true }).Sheets)[0]!;
      const range = utils.decode_range(sheet['!ref']!);
      const at = [...Array(range.e.c + 1).keys()].find((c) => sheet[utils.encode_cell({ r: 0, c })]?.v === header)!;
      return [...Array(range.e.r).keys()].map((r) => sheet[utils.encode_cell({ r: r + 1, c: at })]).filter(Boolean);
    };
    const listed = await column(`${BASE}/export`, {}, 'payableAmount');
    expect(listed.length).toBe(data().demandBill.length);
    for (const cell of listed) expect(cell).toMatchObject({ t: 'n', z: '#,##0.00' });
    // Not an amount: left as it is.
    expect((await column(`${BASE}/export`, {}, 'billNo'))[0]!.z).not.toBe('#,##0.00');
    const bill = data().demandBill.find((b) => b.lines.length > 0)!;
    const lines = await column(`${BASE}/exportLines`, { billId: bill.billId }, '订单金额（元）');
    expect(lines.map((c) => c!.v)).toEqual(bill.lines.map((l) => Number(l.orderAmount)));
    for (const cell of lines) expect(cell).toMatchObject({ t: 'n', z: '#,##0.00' });
  });
});
