/**
 * The money of the bills (demand bills, customer bills), one place for the screens' live preview and the demo
 * backend's stored amounts (§5 "exact decimal arithmetic", decimal.js): an order's amount, a bill's totals, the
 * refusals that follow from them (a discount above what it reduces, a payment above the balance). Amounts leave as
 * numbers with 2 decimals (half up); nothing here reads the clock.
 */
import { bi, type Bilingual } from '@/i18n';
import { dayCount } from '@/lib/dates';
import { toDecimal } from '@/lib/money';

/** A demand order as a bill's line (frozen when the bill is made), as the backend answers it and the add screen lists it. */
export interface DemandBillLine {
  demandOrderNo: string;
  cityName: string;
  levelName: string;
  plate: string;
  driverName: string;
  useStartTime: string;
  useEndTime: string;
  vehicleNum: number;
  useDays: number;
  dailyPrice: number;
  orderAmount: number;
}

/** An order the add screen offers (GET billable orders): its line, and whose and which month's it is. */
export interface BillableLine extends DemandBillLine {
  demandOrderId: number;
  companyName: string;
  billMonth: string;
}

type Amount = number | string | null | undefined;
/** An exact decimal (src/lib/money: decimal.js, half up); empty is 0. */
type Exact = ReturnType<typeof toDecimal>;

const exact = (v: Amount): Exact => toDecimal(v);
const out = (d: Exact) => d.toDecimalPlaces(2).toNumber();
const ZERO = exact(0);

/** The tax rates a bill may carry (%): VAT on vehicle rental with a driver is 9 % (交通运输服务), without 13 %; small-scale 3 %. */
export const TAX_RATES = [0, 3, 6, 9, 13] as const;
/** A demand bill's default rate: vehicles with drivers (交通运输服务). */
export const DEFAULT_TAX_RATE = 9;

/** The use days of an order (§5 day count: whole days, plus one when 4 hours or more are left over; at least 1). */
export function rentalDays(start: string, end: string): number {
  return Math.max(1, dayCount(start, end));
}

/** A demand order's amount: the car level's daily price × the vehicles × the use days. */
export function demandOrderAmount(dailyPrice: Amount, vehicleNum: number, days: number): number {
  return out(exact(dailyPrice).times(vehicleNum).times(days));
}

export interface BillInput {
  /** The amounts of the bill's lines (its orders). */
  lineAmounts: readonly Amount[];
  /** Other fees added (tolls, parking, overtime). */
  extraFeeAmount?: Amount;
  /** A discount taken off. */
  discountAmount?: Amount;
  /** The tax rate, %. */
  taxRate?: Amount;
}

export interface BillTotals {
  /** The lines' total. */
  orderAmount: number;
  extraFeeAmount: number;
  discountAmount: number;
  /** Before tax: lines + extra fees − discount. */
  netAmount: number;
  taxRate: number;
  /** Tax on the net amount, 2 decimals half up. */
  taxAmount: number;
  /** What the client pays: net + tax. */
  payableAmount: number;
}

/** A bill's totals: the one function the add screen's preview and the backend's stored bill use. */
export function billTotals({ lineAmounts, extraFeeAmount, discountAmount, taxRate }: BillInput): BillTotals {
  const orders = lineAmounts.reduce<Exact>((acc, a) => acc.plus(exact(a)), ZERO);
  const net = orders.plus(exact(extraFeeAmount)).minus(exact(discountAmount));
  const tax = net.times(exact(taxRate)).dividedBy(100).toDecimalPlaces(2);
  return {
    orderAmount: out(orders), extraFeeAmount: out(exact(extraFeeAmount)), discountAmount: out(exact(discountAmount)),
    netAmount: out(net), taxRate: exact(taxRate).toNumber(), taxAmount: out(tax), payableAmount: out(net.plus(tax)),
  };
}

export const DISCOUNT_TOO_LARGE: Bilingual = bi('优惠减免不能大于订单金额与其他费用之和', 'The discount cannot exceed the orders and other fees together');
export const NO_ORDERS_CHOSEN: Bilingual = bi('请至少选择一个订单', 'Choose at least one order');

/** The refusal of a bill's amounts (the discount above the orders and fees), or null. */
export function billProblem(totals: BillTotals): Bilingual | null {
  return exact(totals.netAmount).isNegative() ? DISCOUNT_TOO_LARGE : null;
}

/** A bill's balance: payable − received (never below 0). */
export function balanceOf(payable: Amount, received: Amount): number {
  const left = exact(payable).minus(exact(received));
  return out(left.isNegative() ? ZERO : left);
}

export const PAYMENT_ABOVE_BALANCE: Bilingual = bi('收款金额不能大于账单未收余额', 'The payment cannot exceed the bill’s balance');

/** The refusal of a payment above the balance, or null (the amount's §5 format is the field's own rule). */
export function paymentProblem(amount: Amount, balance: Amount): Bilingual | null {
  return exact(amount).greaterThan(exact(balance)) ? PAYMENT_ABOVE_BALANCE : null;
}

/** The sum of amounts, exact. */
export function sumAmounts(values: readonly Amount[]): number {
  return out(values.reduce<Exact>((acc, a) => acc.plus(exact(a)), ZERO));
}
