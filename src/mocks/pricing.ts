/**
 * Rental price rules of the demo backend (pure). Amounts are exact decimals (decimal.js, §5 "exact decimal
 * arithmetic") and leave as numbers with at most 2 decimals.
 */
import { Decimal } from 'decimal.js';
import type { Coupon, Fee, Store } from './model';

/** Per-day basic insurance, charged with every rental. */
export const BASIC_INSURANCE_PER_DAY = 50;
/** Optional premium cover per day (the create-order "optional fees"). */
export const PREMIUM_INSURANCE_PER_DAY = 40;
/** One-off preparation (cleaning) fee. */
export const PREPARE_FEE = 20;
/** Returning the car at another store: in the same city, in another city. */
export const RETURN_ELSEWHERE_FEE = { sameCity: 50, otherCity: 300 } as const;

function fee(priceCode: string, priceName: string, unitPrice: number, quantity: number): Fee {
  return { priceCode, priceName, unitPrice, quantity, totalPriceAmount: new Decimal(unitPrice).times(quantity).toDecimalPlaces(2).toNumber() };
}

/** Basic fees of a rental: rent = the level's daily price × the day count (§5), insurance, preparation, return elsewhere. */
export function basicFees(dailyPrice: number, days: number, gain: Store, back: Store): Fee[] {
  const fees = [
    fee('rent', '车辆租金', dailyPrice, days),
    fee('basic_insurance', '基本保障服务费', BASIC_INSURANCE_PER_DAY, days),
    fee('prepare', '车辆整备费', PREPARE_FEE, 1),
  ];
  if (gain.storeId !== back.storeId) {
    const amount = gain.cityId === back.cityId ? RETURN_ELSEWHERE_FEE.sameCity : RETURN_ELSEWHERE_FEE.otherCity;
    fees.push(fee('return_elsewhere', gain.cityId === back.cityId ? '异店还车费' : '异地还车费', amount, 1));
  }
  return fees;
}

export function optionalFees(days: number): Fee[] {
  return [fee('premium_insurance', '尊享保障服务费', PREMIUM_INSURANCE_PER_DAY, days)];
}

export function sum(amounts: readonly Decimal.Value[]): Decimal {
  return amounts.reduce<Decimal>((acc, a) => acc.plus(a), new Decimal(0));
}

/** An amount as sent by the console: a number or numeric text with at most 2 decimals; null otherwise. */
export function parseAmount(value: string): Decimal | null {
  if (!/^-?\d+(\.\d{1,2})?$/.test(value.trim())) return null;
  return new Decimal(value.trim());
}

/** §7 payment type: 0 online, 1 pay at store. */
export type PaymentType = 0 | 1;

/** §3 payment methods and the payment type each belongs to. */
export const PAY_METHODS: Record<string, PaymentType> = {
  online_fully_pay: 0,
  online_partly_yufu_pay: 0,
  goto_store_pay: 1,
};

/** A coupon the customer may use now on an order of `total` paid by `paymentType`. */
export function couponFits(c: Coupon, customerId: number, total: Decimal, paymentType: PaymentType, now: string): boolean {
  return (
    c.customerId === customerId &&
    c.useStatus === 0 &&
    c.validStartTime <= now &&
    now <= c.validEndTime &&
    total.gte(c.thresholdAmount) &&
    (c.paymentType === 2 || c.paymentType === paymentType)
  );
}
