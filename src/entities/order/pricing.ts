/**
 * The rental price rules (pure; §5 "exact decimal arithmetic" through @/lib/money): the basic and optional fees of a
 * rental, the payment type of a payment method, which coupons fit an order, the coupon's deduction and the amount to
 * pay. The create-order screen shows its totals with these and the demo backend's preShortOrder / makeShortOrder
 * quote and check with the same functions, so the screen's amount to pay is the one the backend accepts.
 * Amounts are numbers with at most 2 decimals.
 */
import { bi, type Bilingual } from '@/i18n';
import { formatAmount } from '@/lib/format';
import { compare, sub, sum, toDecimal } from '@/lib/money';
import { CODE_OF, FEE_NAMES, type FeeName } from './fees';

/** Per-day basic insurance, charged with every rental. */
export const BASIC_INSURANCE_PER_DAY = 50;
/** Optional premium cover per day (the create-order "optional fees"). */
export const PREMIUM_INSURANCE_PER_DAY = 40;
/** One-off preparation (cleaning) fee. */
export const PREPARE_FEE = 20;
/** Returning the car at another store: in the same city, in another city. */
export const RETURN_ELSEWHERE_FEE = { sameCity: 50, otherCity: 300 } as const;

/** §3 price preview fee: priceCode, totalPriceAmount (with its name, unit price and quantity). */
export interface Fee {
  priceCode: string;
  priceName: string;
  unitPrice: number;
  quantity: number;
  totalPriceAmount: number;
}

/** A fee line: unit price × quantity, exactly, 2 decimals half up. */
export function fee(priceCode: string, priceName: string, unitPrice: number, quantity: number): Fee {
  return { priceCode, priceName, unitPrice, quantity, totalPriceAmount: toDecimal(unitPrice).times(quantity).toDecimalPlaces(2).toNumber() };
}

/** A fee line named from the dictionary (./fees): its code, its Chinese name on the wire. */
export const namedFee = (name: FeeName, unitPrice: number, quantity: number): Fee =>
  fee(CODE_OF[name] ?? name, FEE_NAMES[name]['zh-CN'], unitPrice, quantity);

/** What the fees read of a store. */
export interface PriceStore {
  storeId: number;
  cityId: number;
}

/** Basic fees of a rental: rent = the level's daily price × the day count (§5), insurance, preparation, return elsewhere. */
export function basicFees(dailyPrice: number, days: number, gain: PriceStore, back: PriceStore): Fee[] {
  const fees = [
    namedFee('rent', dailyPrice, days),
    namedFee('basic_insurance', BASIC_INSURANCE_PER_DAY, days),
    namedFee('prepare', PREPARE_FEE, 1),
  ];
  if (gain.storeId !== back.storeId) {
    const sameCity = gain.cityId === back.cityId;
    fees.push(sameCity ? namedFee('return_elsewhere', RETURN_ELSEWHERE_FEE.sameCity, 1) : namedFee('return_elsewhere_city', RETURN_ELSEWHERE_FEE.otherCity, 1));
  }
  return fees;
}

/** The optional fees the customer may add to a rental of `days` days. */
export function optionalFees(days: number): Fee[] {
  return [namedFee('premium_insurance', PREMIUM_INSURANCE_PER_DAY, days)];
}

/** The total of fees, exactly. */
export const feesTotal = (fees: readonly Pick<Fee, 'totalPriceAmount'>[]): number => sum(fees.map((f) => f.totalPriceAmount));

/** An amount as sent by the console: a number or numeric text with at most 2 decimals; null otherwise. */
export function parseAmount(value: string): number | null {
  if (!/^-?\d+(\.\d{1,2})?$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** §7 payment type: 0 online, 1 pay at store. */
export type PaymentType = 0 | 1;

/** §3 payment methods. */
export type PayMethodCode = 'online_fully_pay' | 'online_partly_yufu_pay' | 'goto_store_pay';

/** §3 payment methods and the payment type each belongs to. */
export const PAY_METHODS: Readonly<Record<PayMethodCode, PaymentType>> = {
  online_fully_pay: 0,
  online_partly_yufu_pay: 0,
  goto_store_pay: 1,
};

/** The payment type of a payment method (undefined: not a §3 method). */
export function paymentTypeOf(method: string): PaymentType | undefined {
  return Object.hasOwn(PAY_METHODS, method) ? PAY_METHODS[method as PayMethodCode] : undefined;
}

/** What the coupon rules read of a coupon. */
export interface CouponRow {
  customerId: number;
  /** 0 unused, 1 used. */
  useStatus: number;
  validStartTime: string;
  validEndTime: string;
  thresholdAmount: number;
  deductAmount: number;
  /** 0 online payment only, 1 pay at store only, 2 either (§7 paymentType). */
  paymentType: number;
}

/** A coupon the customer may use at `now` on an order of `total` paid by `paymentType`. */
export function couponFits(c: CouponRow, customerId: number, total: number, paymentType: PaymentType, now: string): boolean {
  return (
    c.customerId === customerId &&
    c.useStatus === 0 &&
    c.validStartTime <= now &&
    now <= c.validEndTime &&
    compare(total, c.thresholdAmount) >= 0 &&
    (c.paymentType === 2 || c.paymentType === paymentType)
  );
}

/**
 * A coupon as a customer reads it, in both languages: 满 300.00 减 30.00 with a threshold, 无门槛减 10.00 without one
 * (a threshold of 0: any order), never 满 0.00 减 10.00. Amounts grouped, with 2 decimals (§9).
 */
export function couponWording(c: Pick<CouponRow, 'thresholdAmount' | 'deductAmount'> & { couponName: string }): Bilingual {
  const deduct = formatAmount(c.deductAmount);
  if (compare(c.thresholdAmount, 0) <= 0) return bi(`${c.couponName}：无门槛减 ${deduct}`, `${c.couponName}: ${deduct} off any order`);
  const threshold = formatAmount(c.thresholdAmount);
  return bi(`${c.couponName}：满 ${threshold} 减 ${deduct}`, `${c.couponName}: ${deduct} off orders from ${threshold}`);
}

/** A coupon's deduction from an order of `total`: its amount, capped at the total (0 without a coupon). */
export function couponDeduction(coupon: Pick<CouponRow, 'deductAmount'> | null | undefined, total: number): number {
  if (!coupon) return 0;
  return compare(coupon.deductAmount, total) > 0 ? total : coupon.deductAmount;
}

/** The amount to pay: the order total less the coupon's deduction. */
export const payAmount = (total: number, deduction: number): number => sub(total, deduction);

/** An order's amounts (§5, exact): the basic and the chosen optional fees, their total, the coupon's deduction, the amount to pay. */
export interface OrderAmounts {
  basic: number;
  optional: number;
  total: number;
  coupon: number;
  pay: number;
}

/** The amounts of an order of these fees with this coupon: the screen's pay block and the backend's check. */
export function orderAmounts(basic: readonly Fee[], optional: readonly Fee[], coupon: Pick<CouponRow, 'deductAmount'> | null | undefined): OrderAmounts {
  const b = feesTotal(basic);
  const o = feesTotal(optional);
  const total = sum([b, o]);
  const deduction = couponDeduction(coupon, total);
  return { basic: b, optional: o, total, coupon: deduction, pay: payAmount(total, deduction) };
}
