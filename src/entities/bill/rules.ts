/**
 * The rules of the demand bills (docs/architecture.md "Bills and contracts"), pure over the rows they read: the month
 * an order is billed in, an order as a bill's line, the live bill holding an order, and which orders may be billed.
 * The demo backend's handlers (src/mocks/handlers/bills.ts) and seeds call these; nothing here reads the clock or a
 * collection.
 */
import { balanceOf, demandOrderAmount, rentalDays, sumAmounts, type BillableLine, type DemandBillLine } from './totals';
import { VOID_BILL } from './demandBill';
import type { CustomerBillStatus } from './customerBill';

/** A demand order's state code when its service is finished (demand_order_status 4 已完成): the only one billed. */
export const DEMAND_ORDER_FINISHED = 4;

/** What of a demand order a bill reads: what its line copies (the rest of the line is priced), whose it is and its state. */
export interface OrderToBill extends Omit<DemandBillLine, 'useDays' | 'dailyPrice' | 'orderAmount'> {
  demandOrderId: number;
  demandOrderStatusCode: number;
  companyName: string;
}

/** A car level's daily price (the car levels' collection). */
export interface LevelPrice {
  levelName: string;
  dailyPrice: number;
}

/** What of a demand bill the rules read: its state, number and lines. */
export interface BillHolding {
  billNo: string;
  billStatus: number;
  lines: readonly { demandOrderNo: string }[];
}

/** The month an order is billed in: the month its use ended. */
export const billMonthOf = (o: Pick<OrderToBill, 'useEndTime'>): string => o.useEndTime.slice(0, 7);

/** A demand order as a bill's line: its amount from its car level's daily price × vehicles × use days. */
export function billLine(o: Omit<OrderToBill, 'demandOrderId' | 'demandOrderStatusCode' | 'companyName'>, levels: readonly LevelPrice[]): DemandBillLine {
  const dailyPrice = levels.find((l) => l.levelName === o.levelName)?.dailyPrice ?? 0;
  const days = rentalDays(o.useStartTime, o.useEndTime);
  return {
    demandOrderNo: o.demandOrderNo, cityName: o.cityName, levelName: o.levelName, plate: o.plate, driverName: o.driverName,
    useStartTime: o.useStartTime, useEndTime: o.useEndTime, vehicleNum: o.vehicleNum, useDays: days, dailyPrice,
    orderAmount: demandOrderAmount(dailyPrice, o.vehicleNum, days),
  };
}

/** The live (not voided) bill holding a demand order, by its number: an order is in one live bill at most. */
export function liveBillOf<B extends BillHolding>(bills: readonly B[], demandOrderNo: string): B | undefined {
  return bills.find((b) => b.billStatus !== VOID_BILL && b.lines.some((l) => l.demandOrderNo === demandOrderNo));
}

/** Whether an order is a finished one of the client and month (when given): what a bill of them may take. */
export function isOrderOf(o: Pick<OrderToBill, 'demandOrderStatusCode' | 'companyName' | 'useEndTime'>, companyName?: string, billMonth?: string): boolean {
  return o.demandOrderStatusCode === DEMAND_ORDER_FINISHED && (!companyName || o.companyName === companyName) && (!billMonth || billMonthOf(o) === billMonth);
}

/** Finished demand orders in no live bill (of a client and a month when given), as the lines a bill would take, oldest first. */
export function billableLines(
  orders: readonly OrderToBill[], bills: readonly BillHolding[], levels: readonly LevelPrice[], companyName?: string, billMonth?: string,
): BillableLine[] {
  return orders
    .filter((o) => isOrderOf(o, companyName, billMonth) && !liveBillOf(bills, o.demandOrderNo))
    .map((o) => ({ ...billLine(o, levels), demandOrderId: o.demandOrderId, companyName: o.companyName, billMonth: billMonthOf(o) }))
    .toSorted((a, b) => a.useEndTime.localeCompare(b.useEndTime));
}

/** A customer bill's state after a payment: settled (3) when nothing is left to receive, else partly paid (2). */
export const paidBillStatus = (balanceAmount: number): CustomerBillStatus => (balanceAmount === 0 ? 3 : 2);

/**
 * A customer bill after a payment is recorded (at `now`): its payments with it, what is received and left (exact),
 * its state following, and its settle time once nothing is left.
 */
export function paidBill<P extends { payAmount?: number }>(bill: { payments: readonly P[]; totalAmount: number }, payment: P, now: string) {
  const payments = [...bill.payments, payment];
  const receivedAmount = sumAmounts(payments.map((p) => p.payAmount));
  const balanceAmount = balanceOf(bill.totalAmount, receivedAmount);
  const billStatus = paidBillStatus(balanceAmount);
  return { payments, receivedAmount, balanceAmount, billStatus, ...(billStatus === 3 ? { settleTime: now } : {}) };
}

/** A bill's month as the calls making a bill of chosen orders send it. */
export const BILL_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The numbers of the orders chosen for a bill, sent as "a,b,c" (blanks dropped), and why the choice is refused (none, repeated), or null. */
export function chosenNumbers(text: string | undefined, none: string): { nos: string[]; problem: string | null } {
  const nos = (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return { nos, problem: nos.length === 0 ? none : new Set(nos).size !== nos.length ? '所选订单有重复' : null };
}

/** Why chosen demand orders cannot go into a client's bill of a month (the first refused, in the order chosen), or null. */
export function demandChoiceProblem(
  nos: readonly string[], orders: readonly Pick<OrderToBill, 'demandOrderNo' | 'demandOrderStatusCode' | 'companyName' | 'useEndTime'>[], bills: readonly BillHolding[],
  companyName: string, billMonth: string,
): string | null {
  for (const no of nos) {
    const order = orders.find((o) => o.demandOrderNo === no);
    if (!order || !isOrderOf(order, companyName, billMonth)) return `订单${no}不是该企业客户${billMonth}已完成的需求订单`;
    const held = liveBillOf(bills, no);
    if (held) return `订单${no}已在账单${held.billNo}中，不能重复出账`;
  }
  return null;
}

