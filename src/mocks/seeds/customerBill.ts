/**
 * Customer bills and their items (entities/bill/customerBill.ts): each enterprise client's month of completed ad-hoc
 * platform orders (the scattered orders' collection, `customerName`) is one bill. Its items are each order's use fee
 * (the order's amount) and, on some orders, fees added at settlement; the bill's total is their sum (exact). The newest
 * bills await payment, older ones are partly paid or settled, with the payments received on record.
 */
import { balanceOf, customerBill, customerBillItem, PAY_METHOD_OPTIONS, sumAmounts, type CustomerBillStatus } from '@/entities/bill';
import { registerCollection } from '../db';
import type { ScatteredOrder, StoredRow } from '../model';
import { DAY, formatWallTime, HOUR, parseWallTime } from '../time';
import { day } from './rng';

/** A bill's item as stored: the declaration's row, its bill's id and its fee type's code. */
export type CustomerBillItem = StoredRow<typeof customerBillItem> & { itemId: number; billId: number; feeType: string };
/** A customer bill as stored (the amount-range filters are no row fields). */
export type CustomerBill = StoredRow<typeof customerBill, 'minAmount' | 'maxAmount' | 'settleTime'> & { billId: number; billStatus: CustomerBillStatus };

declare module '../model' {
  interface DemoData {
    customerBillSec: CustomerBill[];
    customerBillDetailes: CustomerBillItem[];
  }
}

/** The fees added at settlement: type code, note, amount range (yuan). */
const EXTRA_FEES: readonly [type: string, note: string, min: number, max: number][] = [
  ['2', '高速通行费', 30, 400],
  ['3', '机场及酒店停车费', 20, 180],
  ['4', '超出约定用车时长', 100, 600],
  ['5', '超出约定里程', 80, 500],
];
const STAFF = ['赵丽华', '孙志刚'];

/** The month a completed order is billed in: the month its use ended. */
const monthOf = (o: Pick<ScatteredOrder, 'endTime'>) => o.endTime.slice(0, 7);

/** The client-months with completed orders, newest first: one bill each (ids and numbers by this order). */
function groups(orders: readonly ScatteredOrder[]): ScatteredOrder[][] {
  const byKey = new Map<string, ScatteredOrder[]>();
  for (const o of orders.filter((x) => x.orderStatus === 5).toSorted((a, b) => a.orderId - b.orderId)) byKey.set(`${monthOf(o)}|${o.customerName}`, [...(byKey.get(`${monthOf(o)}|${o.customerName}`) ?? []), o]);
  return [...byKey.entries()].toSorted(([a], [b]) => b.localeCompare(a)).map(([, g]) => g);
}
const billNoOf = (month: string, i: number) => `KHZD${month.replace('-', '')}${String(i + 1).padStart(3, '0')}`;

registerCollection(customerBillItem.id as 'customerBillDetailes', ({ rng, get }) => {
  let itemId = 70000;
  return groups(get('scatteredOrders')).flatMap((orders, i) =>
    orders.flatMap((o) => {
      const common = { billId: 7001 + i, billNo: billNoOf(monthOf(o), i), customerName: o.customerName, orderNo: o.orderNo, cityName: o.cityName, plate: o.plate, occurTime: o.endTime };
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
    const paidAt = (n: number) => formatWallTime(Math.min(today - HOUR, created + n * 2 * DAY));
    const method = () => rng.pick(PAY_METHOD_OPTIONS);
    const payments =
      status === 1 ? [] : status === 3
        ? [{ amount: total, at: paidAt(1) }]
        : [{ amount: Math.floor((total * 100) / 2) / 100, at: paidAt(1) }];
    const received = sumAmounts(payments.map((p) => p.amount));
    return {
      billId, billNo: billNoOf(month, i), customerName: orders[0]!.customerName, billMonth: month,
      billStatus: status,orderCount: orders.length, itemCount: own.length,
      totalAmount: total, receivedAmount: received, balanceAmount: balanceOf(total, received),
      dueDate: day(created + 30 * DAY),
      payments: payments.map((p) => {
        const m = method();
        return { payTime: p.at, payAmount: p.amount, payMethodName: m.label['zh-CN'], payerAccount: m.value === '1' ? `${orders[0]!.customerName}（尾号${rng.digits(4)}）` : '', recordBy: rng.pick(STAFF), payRemark: '' };
      }),
      ...(status === 3 ? { settleTime: payments[0]!.at } : {}),
      createTime: formatWallTime(created),
    };
  });
});
