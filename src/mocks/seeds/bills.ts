/**
 * The enterprise clients' bills (entities/bill):
 *
 * - demand bills, for their finished demand orders (the demand orders' collection). The seed bills each client's month
 *   that holds one finished order — in each state in turn, one of them voided (its order billable again) — and leaves
 *   the months with several orders to be billed on /demandBillAddPage, so every day's data has bills of every kind and
 *   orders still to bill;
 * - customer bills and their items: each client's month of completed ad-hoc platform orders (the scattered orders'
 *   collection, `customerName`) is one bill. Its items are each order's use fee (the order's amount) and, on some
 *   orders, fees added at settlement; the bill's total is their sum (exact). The newest bills await payment, older
 *   ones are partly paid or settled, with the payments received on record.
 */
import {
  balanceOf, billLine, billMonthOf, billTotals, customerBill, customerBillItem, DEFAULT_TAX_RATE, demandBill, PAY_METHOD_OPTIONS, sumAmounts,
  type CustomerBillStatus, type DemandBillLine, type DemandBillStatus,
} from '@/entities/bill';
import { groupBy } from '@/entities/groups';
import type { ScatteredOrder, StoredRow } from '../model';
import { DAY, formatWallTime, HOUR, parseWallTime } from '../time';
import { registerCollection } from './registry';
import { day, fieldsOf } from './rng';

declare module '../model' {
  interface DemoData { demandBill: DemandBill[]; customerBillSec: CustomerBill[]; customerBillDetailes: CustomerBillItem[] }
}

/** A demand bill as stored: the declaration's row, its state's code and its lines (the orders as billed). */
export type DemandBill = StoredRow<typeof demandBill> & { taxRate: string; lines: DemandBillLine[] };

/** The finance staff who make and move the bills (the provider's accounts' names). */
export const FINANCE_STAFF = ['王建国', '赵丽华', '孙志刚'];
const STATES: readonly DemandBillStatus[] = [4, 1, 9, 2, 3];
const VOID_REASONS = ['客户对用车天数有异议，重新出账', '订单金额调整后重开'];

registerCollection(demandBill.id as 'demandBill', ({ rng, today, get }): DemandBill[] => {
  const levels = get('levels');
  const groups = groupBy(get('demandOrders').filter((x) => x.demandOrderStatusCode === 4), (o) => `${o.companyName}|${billMonthOf(o)}`);
  const singles = [...groups.values()].filter((g) => g.length === 1).map((g) => g[0]!).toSorted((a, b) => a.useEndTime.localeCompare(b.useEndTime));
  return singles.map((order, i): DemandBill => {
    const status = STATES[i % STATES.length]!;
    const lines = [billLine(order, levels)];
    const extra = rng.chance(0.5) ? rng.int(2, 40) * 10 : 0;
    const totals = billTotals({ lineAmounts: lines.map((l) => l.orderAmount), extraFeeAmount: extra, discountAmount: 0, taxRate: DEFAULT_TAX_RATE });
    const created = Math.min(today - HOUR, (parseWallTime(order.useEndTime, false) ?? today) + rng.int(1, 3) * DAY);
    const step = (n: number) => formatWallTime(Math.min(today - HOUR + n * 60_000, created + n * 6 * HOUR));
    const month = billMonthOf(order);
    return {
      billId: 8001 + i, billNo: `XQZD${month.replace('-', '')}${String(i + 1).padStart(3, '0')}`, companyName: order.companyName, billMonth: month,
      billStatus: status,orderCount: lines.length,
      ...totals, taxRate: String(totals.taxRate), lines,
      remark: extra ? '其他费用为过路费及停车费' : '', createBy: rng.pick(FINANCE_STAFF), createTime: formatWallTime(created),
      ...(status >= 2 && status <= 4 ? { confirmBy: rng.pick(FINANCE_STAFF), confirmTime: step(1) } : {}),
      ...(status >= 3 && status <= 4 ? { invoiceNo: rng.digits(8), invoiceBy: rng.pick(FINANCE_STAFF), invoiceTime: step(2) } : {}),
      ...(status === 4 ? { settleBy: rng.pick(FINANCE_STAFF), settleTime: step(3) } : {}),
      ...(status === 9 ? { voidBy: rng.pick(FINANCE_STAFF), voidTime: step(1), voidReason: rng.pick(VOID_REASONS) } : {}),
    };
  });
});

/** A bill's item as stored: the declaration's row, its bill's id and its fee type's code. */
export type CustomerBillItem = Omit<StoredRow<typeof customerBillItem>, 'feeType'> & { billId: number; feeType: string };
/** A customer bill as stored (the amount-range filters are no row fields). */
export type CustomerBill = StoredRow<typeof customerBill>;

/** The fees added at settlement: type code, note, amount range (yuan). */
const EXTRA_FEES: readonly [type: string, note: string, min: number, max: number][] = [
  ['2', '高速通行费', 30, 400],
  ['3', '机场及酒店停车费', 20, 180],
  ['4', '超出约定用车时长', 100, 600],
  ['5', '超出约定里程', 80, 500],
];
const RECEIVERS = ['赵丽华', '孙志刚'];

/** The month a completed order is billed in: the month its use ended. */
const monthOf = (o: Pick<ScatteredOrder, 'endTime'>) => o.endTime.slice(0, 7);

/** The client-months with completed orders, newest first: one bill each (ids and numbers by this order). */
function groups(orders: readonly ScatteredOrder[]): ScatteredOrder[][] {
  const completed = orders.filter((x) => x.orderStatus === 5).toSorted((a, b) => a.orderId - b.orderId);
  return [...groupBy(completed, (o) => `${monthOf(o)}|${o.customerName}`).entries()].toSorted(([a], [b]) => b.localeCompare(a)).map(([, g]) => g);
}
const billNoOf = (month: string, i: number) => `KHZD${month.replace('-', '')}${String(i + 1).padStart(3, '0')}`;

registerCollection(customerBillItem.id as 'customerBillDetailes', ({ rng, get }) => {
  let itemId = 70000;
  return groups(get('scatteredOrders')).flatMap((orders, i) =>
    orders.flatMap((o) => {
      const common = { billId: 7001 + i, billNo: billNoOf(monthOf(o), i), ...fieldsOf(o, 'customerName', 'orderNo', 'cityName', 'plate'), occurTime: o.endTime };
      const use: CustomerBillItem = { ...common, itemId: ++itemId, feeType: '1', amount: o.orderAmount, itemRemark: `${o.supplierName}承运` };
      const extras = EXTRA_FEES.filter(() => rng.chance(0.35)).map(([feeType, note, min, max]): CustomerBillItem => ({
        ...common, itemId: ++itemId, feeType, amount: rng.int(min * 100, max * 100) / 100, itemRemark: note,
      }));
      return [use, ...extras];
    }),
  );
});

registerCollection(customerBill.id as 'customerBillSec', ({ rng, today, get }) => {
  const items = get('customerBillDetailes');
  return groups(get('scatteredOrders')).map((orders, i): CustomerBill => {
    const billId = 7001 + i;
    const own = items.filter((x) => x.billId === billId);
    const total = sumAmounts(own.map((x) => x.amount));
    const month = monthOf(orders[0]!);
    const ended = Math.max(...orders.map((o) => parseWallTime(o.endTime, false) ?? today));
    const created = Math.min(today - 2 * HOUR, ended + DAY);
    // The newest bill awaits payment; then partly paid and settled in turn.
    const status = (i === 0 ? 1 : ([2, 3, 1] as const)[i % 3]) as CustomerBillStatus;
    // One payment, two days after the bill: the whole total (settled) or half of it (partly paid).
    const paidAt = formatWallTime(Math.min(today - HOUR, created + 2 * DAY));
    const paid = status === 1 ? [] : [status === 3 ? total : Math.floor((total * 100) / 2) / 100];
    const received = sumAmounts(paid);
    return {
      billId, billNo: billNoOf(month, i), customerName: orders[0]!.customerName, billMonth: month,
      billStatus: status,orderCount: orders.length, itemCount: own.length,
      totalAmount: total, receivedAmount: received, balanceAmount: balanceOf(total, received),
      dueDate: day(created + 30 * DAY),
      payments: paid.map((payAmount) => {
        const m = rng.pick(PAY_METHOD_OPTIONS);
        return { payTime: paidAt, payAmount, payMethodName: m.label['zh-CN'], payerAccount: m.value === '1' ? `${orders[0]!.customerName}（尾号${rng.digits(4)}）` : '', recordBy: rng.pick(RECEIVERS), payRemark: '' };
      }),
      ...(status === 3 ? { settleTime: paidAt } : {}),
      createTime: formatWallTime(created),
    };
  });
});
