/**
 * The rules of the charging bills (docs/architecture.md "Bills and contracts"), pure over the rows they read: the month
 * an order is billed in, an order as a bill's line, a bill's amounts (the sums of its lines, exact), the live bill
 * holding an order (one at most), which orders may be posted, and a vehicle's or a customer's charging summed. The demo
 * backend's handlers (src/mocks/handlers/charging.ts) and seeds call these; nothing here reads the clock.
 */
import type { MoneyValue } from '@/lib/money';
import { chargeFees, sumExact } from './fees';
import { BILL_VOID } from './bill';
import { ORDER_UNPOSTED } from './order';

/** A charging order as a bill's line. */
export interface ChargeBillLine {
  orderNo: string;
  plate: string;
  stationName: string;
  startTime: string;
  kwh: number;
  electricityFee: number;
  serviceFee: number;
  totalAmount: number;
}

/** What of a charging order the bills read. */
export interface ChargeToBill extends ChargeBillLine {
  operatorName: string;
  orderStatus: number;
}

/** What of a charging bill the rules read: its state, number and lines. */
export interface ChargeBillHolding {
  billNo: string;
  billStatus: number;
  lines: readonly { orderNo: string }[];
}

/** The month a charging order is billed in: the month it started. */
export const chargeMonthOf = (o: { startTime: string }): string => o.startTime.slice(0, 7);

/** A charging order as a bill's line. */
export const chargeLine = (o: ChargeBillLine): ChargeBillLine => ({
  orderNo: o.orderNo, plate: o.plate, stationName: o.stationName, startTime: o.startTime, kwh: o.kwh,
  electricityFee: o.electricityFee, serviceFee: o.serviceFee, totalAmount: o.totalAmount,
});

/** A bill's amounts: the sums of its lines (exact). */
export const billAmounts = (lines: readonly ChargeBillLine[]) => ({
  orderCount: lines.length, kwh: sumExact(lines.map((l) => l.kwh)), electricityFee: sumExact(lines.map((l) => l.electricityFee)),
  serviceFee: sumExact(lines.map((l) => l.serviceFee)), totalAmount: sumExact(lines.map((l) => l.totalAmount)),
});

/** The lines of a bill of these orders, oldest first, and its amounts. */
export function chargeBillOf(orders: readonly ChargeBillLine[]): ReturnType<typeof billAmounts> & { lines: ChargeBillLine[] } {
  const lines = orders.toSorted((a, b) => a.startTime.localeCompare(b.startTime)).map(chargeLine);
  return { ...billAmounts(lines), lines };
}

/** The live (not voided) bill holding an order: an order is in one live bill at most. */
export function liveChargeBillOf<B extends ChargeBillHolding>(bills: readonly B[], orderNo: string): B | undefined {
  return bills.find((b) => b.billStatus !== BILL_VOID && b.lines.some((l) => l.orderNo === orderNo));
}

/** Whether an order is one of the operator and month (when given): what its bill may take. */
export function isChargeOf(o: Pick<ChargeToBill, 'operatorName' | 'startTime'>, operatorName?: string, billMonth?: string): boolean {
  return (!operatorName || o.operatorName === operatorName) && (!billMonth || chargeMonthOf(o) === billMonth);
}

/** An un-posted order as the posting screen (/SopChargingIntoBill) lists it: its line, its operator and month. */
export interface PostableLine extends ChargeBillLine {
  operatorName: string;
  billMonth: string;
}

/** The un-posted orders (of an operator and a month when given), oldest first, as the posting screen lists them. */
export function postableOrders(orders: readonly ChargeToBill[], operatorName?: string, billMonth?: string): PostableLine[] {
  return orders
    .filter((o) => o.orderStatus === ORDER_UNPOSTED && isChargeOf(o, operatorName, billMonth))
    .toSorted((a, b) => a.startTime.localeCompare(b.startTime))
    .map((o) => ({ ...chargeLine(o), operatorName: o.operatorName, billMonth: chargeMonthOf(o) }));
}

/** Orders grouped by a key (a vehicle's plate, a customer's company). */
export function ordersBy<O>(orders: readonly O[], keyOf: (o: O) => string): Map<string, O[]> {
  const out = new Map<string, O[]>();
  for (const o of orders) out.set(keyOf(o), [...(out.get(keyOf(o)) ?? []), o]);
  return out;
}

/** What a customer has charged so far: its orders, energy and amount. */
export function customerCharging(own: readonly Pick<ChargeBillLine, 'kwh' | 'totalAmount'>[]) {
  return { orderCount: own.length, kwh: sumExact(own.map((o) => o.kwh)), totalAmount: sumExact(own.map((o) => o.totalAmount)) };
}

/** A vehicle's charging so far: its sessions, energy and fees, and its last session's time and station. */
export function vehicleChargingOf(own: readonly ChargeBillLine[]) {
  const last = own.reduce<ChargeBillLine | undefined>((a, o) => (!a || o.startTime > a.startTime ? o : a), undefined);
  return {
    chargeCount: own.length, kwh: sumExact(own.map((o) => o.kwh)), electricityFee: sumExact(own.map((o) => o.electricityFee)),
    serviceFee: sumExact(own.map((o) => o.serviceFee)), totalAmount: sumExact(own.map((o) => o.totalAmount)),
    lastChargeTime: last?.startTime ?? '', lastStationName: last?.stationName ?? '',
  };
}

/** An operator as an order reads it: enabled (status 0) or not, its service rate and its stations' prices. */
export interface OperatorRates {
  operatorName: string;
  status: number;
  serviceRate: MoneyValue;
  stations: readonly { stationId: number; stationName: string; cityName: string; electricityPrice: MoneyValue }[];
}

/** The enabled operators' stations, as the order form offers them. */
export const stationOptions = (operators: readonly OperatorRates[]) =>
  operators.filter((o) => o.status === 0).flatMap((o) => o.stations.map((s) => ({ value: s.stationId, label: `${s.stationName}（${o.operatorName}）` })));

/** What an order at a station takes from it and its operator (names, city, rates) and its fees (exact); undefined for an unknown station. */
export function stationCharge(stationId: number, kwh: MoneyValue, operators: readonly OperatorRates[]) {
  for (const o of operators) {
    const s = o.stations.find((x) => x.stationId === stationId);
    if (!s) continue;
    const { stationName, cityName, electricityPrice } = s;
    return { operatorName: o.operatorName, stationName, cityName, electricityPrice, serviceRate: o.serviceRate, ...chargeFees(kwh, electricityPrice, o.serviceRate) };
  }
  return undefined;
}

/** Why chosen orders cannot be posted into an operator's bill of a month (the first refused, in the order chosen), or null. */
export function postingProblem(nos: readonly string[], orders: readonly ChargeToBill[], bills: readonly ChargeBillHolding[], operatorName: string, billMonth: string): string | null {
  for (const no of nos) {
    const held = liveChargeBillOf(bills, no);
    if (held) return `充电订单${no}已在账单${held.billNo}中，不能重复入账`;
    const order = orders.find((o) => o.orderNo === no);
    if (!order || !isChargeOf(order, operatorName, billMonth)) return `充电订单${no}不是该运营商${billMonth}的充电订单`;
  }
  return null;
}

