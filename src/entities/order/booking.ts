/**
 * Booking rules of the create-order flow (§7 backOrder calls): pure, over the rows they need, so the demo backend's
 * handlers (src/mocks) and any screen that pre-checks call the same function.
 */
import { compare, sum } from '@/lib/money';
import { couponDeduction, couponFits, PAY_METHODS, parseAmount, payAmount, type CouponRow, type Fee, type PayMethodCode, type PaymentType } from './pricing';
import type { OrderProdType } from './wire';

/** Why a pick-up or return store (`what`: 取车 / 还车) may not be booked, or null when it may: it exists and is open. */
export function storeRefusal(store: { storeName: string; storeStatus: number } | undefined, what: string): string | null {
  if (!store) return `请选择${what}门店`;
  if (store.storeStatus !== 1) return `${what}门店「${store.storeName}」暂停营业，请选择其他门店`;
  return null;
}

/** Why the pick-up store of a stock query is refused: it must be in the chosen city (none chosen: any city). */
export const storeCityRefusal = (store: { cityId: number }, cityId: number | undefined): string | null =>
  cityId !== undefined && store.cityId !== cityId ? '取车门店不属于所选城市' : null;

/** Why a car model is refused for a booking of a level: unknown, or of another level; null: it may be booked. */
export function modelRefusal(model: { levelId: number } | undefined, levelId: number): string | null {
  if (!model) return '请选择车辆';
  if (model.levelId !== levelId) return '所选车辆与车型级别不符';
  return null;
}

/** Why the car chosen in the form is refused: unknown, at another store than the pick-up, or of another model. */
export function carChoiceRefusal(car: { storeId: number; modelId: number } | undefined, storeId: number, modelId: number): string | null {
  return !car || car.storeId !== storeId || car.modelId !== modelId ? '所选车辆与所选门店或车型不符，请重新选择车辆' : null;
}

/** §5: why a price preview may not be ordered from: unknown, or an order was already made from it. */
export const quoteRefusal = (quote: { used: boolean } | undefined): string | null => (!quote || quote.used ? '报价已失效，请重新选择车辆' : null);

/** Why a customer may not order from a quote: it was asked for another customer. */
export const quoteCustomerRefusal = (customer: { userId: number }, quote: { bookingUserId: number }): string | null =>
  customer.userId !== quote.bookingUserId ? '下单用户与报价用户不一致' : null;

/** §7 paymentType as availableCouponList is sent it (0 online, 1 pay at store), or why it is refused. */
export function sentPaymentType(value: string | undefined): PaymentType | { refusal: string } {
  return value === '0' ? 0 : value === '1' ? 1 : { refusal: '请选择支付方式' };
}

/** A §3 payment method as makeShortOrder sends it (payMethodCode), or why it is refused. */
export function sentPayMethod(code: string): PayMethodCode | { refusal: string } {
  return Object.hasOwn(PAY_METHODS, code) ? (code as PayMethodCode) : { refusal: '请选择支付方式' };
}

/** An amount the console sent (text, undefined when absent): `缺少{label}` when absent, `{label}格式错误` unless ≥ 0 with at most 2 decimals. */
export function sentAmount(value: string | undefined, label: string): number | { refusal: string } {
  if (value === undefined) return { refusal: `缺少${label}` };
  const amount = parseAmount(value);
  return amount === null || amount < 0 ? { refusal: `${label}格式错误` } : amount;
}

/** Who booked, as a refund bill and a rental order name them: the customer's id, name and mobile. */
export function bookingUser(c: { userId: number; userName: string; mobile: string }) {
  return { bookingUserId: c.userId, bookingUserName: c.userName, bookingUserPhone: c.mobile };
}

/** What a booking names of a store: its id and name, its city's id and name. */
interface BookedStore {
  storeId: number;
  storeName: string;
  cityId: number;
  cityName: string;
}

/** The pick-up and return city and store, as a refund bill and a rental order name them (the §3 refund filter's fields). */
export function bookingPlaces(gain: BookedStore, back: BookedStore) {
  return {
    bookingGaincarCityId: gain.cityId, bookingGaincarCityName: gain.cityName, bookingGaincarStoreId: gain.storeId, bookingGaincarStoreName: gain.storeName,
    bookingBackcarCityId: back.cityId, bookingBackcarCityName: back.cityName, bookingBackcarStoreId: back.storeId, bookingBackcarStoreName: back.storeName,
  };
}

/** §3 order product types: D daily, G workday package, W weekly, M monthly. */
export const ORDER_PROD_TYPES = ['D', 'G', 'W', 'M'] as const satisfies readonly OrderProdType[];

/** An order product type as sent, or why it is refused. */
export function sentProdType(value: string): OrderProdType | { refusal: string } {
  return (ORDER_PROD_TYPES as readonly string[]).includes(value) ? (value as OrderProdType) : { refusal: '订单类型错误' };
}

/** How far in the past a pick-up may be booked (ms): the screen's time was chosen a moment ago. */
export const PICK_UP_SLACK_MS = 3_600_000;

/** Why a booking period (wall times in ms) is refused: the return must follow the pick-up, the pick-up not be past. */
export function bookingPeriodRefusal(start: number, end: number, now: number): string | null {
  if (end <= start) return '还车时间必须晚于取车时间';
  if (start < now - PICK_UP_SLACK_MS) return '取车时间不能早于当前时间';
  return null;
}

/** §5: why a customer may not place an order — unknown, or not ID- and driving-licence-verified (1); null: it may. */
export function customerRefusal(customer: { idStatus: number; driverStatus: number } | undefined): string | null {
  if (!customer) return '用户不存在，请重新查询';
  if (customer.idStatus !== 1) return '该用户身份证未认证，无法下单';
  if (customer.driverStatus !== 1) return '该用户驾驶证未认证，无法下单';
  return null;
}

/** A fee line of a placed order: its code, its name and its amount. */
export interface PriceLine {
  priceCode: string;
  priceName: string;
  amount: number;
}

/**
 * §7 makeShortOrder's priceDetails (`code@amount` joined by commas) checked against the quote: each code once, each
 * amount exactly the quoted one, every basic fee present. The lines, or why they are refused.
 */
export function priceLines(text: string, quote: { basicFees: readonly Fee[]; optionalFees: readonly Fee[] }): PriceLine[] | { refusal: string } {
  const quoted = [...quote.basicFees, ...quote.optionalFees];
  const lines: PriceLine[] = [];
  const mismatch = { refusal: '费用明细与报价不一致，请重新获取价格' };
  for (const item of text.split(',')) {
    const [code = '', value = '', extra] = item.trim().split('@');
    const amount = parseAmount(value);
    if (extra !== undefined || amount === null) return { refusal: '费用明细格式错误' };
    const fee = quoted.find((f) => f.priceCode === code);
    if (!fee || lines.some((l) => l.priceCode === code) || compare(amount, fee.totalPriceAmount) !== 0) return mismatch;
    lines.push({ priceCode: code, priceName: fee.priceName, amount });
  }
  return quote.basicFees.every((f) => lines.some((l) => l.priceCode === f.priceCode)) ? lines : mismatch;
}

/** What makeShortOrder sends of its amounts, as text (undefined: absent). */
export interface SentAmounts {
  orderTotalAmt: string | undefined;
  couponDeductAmt: string | undefined;
  orderPayAmt: string | undefined;
}

/** The amounts of a placed order as checked: its total, the coupon used (null: none), its deduction, the amount to pay. */
export interface PlacedAmounts<C> {
  total: number;
  coupon: C | null;
  deduct: number;
  pay: number;
}

/**
 * §7 makeShortOrder's amounts checked exactly (§5), in this order: the total is given and is the sum of the price lines;
 * the coupon named, if any, exists and fits the order (its customer, threshold, validity at `now`, payment type); the
 * deduction (0 when not sent) is the coupon's; the amount to pay is given and is the total less the deduction.
 * `coupon` reads the coupon named once the total is checked (null: none named; undefined: no such coupon).
 * The amounts, or why they are refused.
 */
export function placedAmounts<C extends CouponRow>(
  sent: SentAmounts,
  lines: readonly PriceLine[],
  order: { customerId: number; paymentType: PaymentType; now: string },
  coupon: () => C | null | undefined,
): PlacedAmounts<C> | { refusal: string } {
  const total = sentAmount(sent.orderTotalAmt, '订单总金额');
  if (typeof total !== 'number') return total;
  if (compare(total, sum(lines.map((l) => l.amount))) !== 0) return { refusal: '订单总金额与费用明细不符' };
  const used = coupon();
  if (used === undefined || (used && !couponFits(used, order.customerId, total, order.paymentType, order.now))) return { refusal: '优惠券不可用' };
  const deduct = sent.couponDeductAmt === undefined ? 0 : sentAmount(sent.couponDeductAmt, '优惠金额');
  if (typeof deduct !== 'number') return deduct;
  if (compare(deduct, couponDeduction(used, total)) !== 0) return { refusal: '优惠金额与优惠券不符' };
  const pay = sentAmount(sent.orderPayAmt, '实付金额');
  if (typeof pay !== 'number') return pay;
  if (compare(pay, payAmount(total, deduct)) !== 0) return { refusal: '实付金额应为订单总金额减去优惠金额' };
  return { total, coupon: used, deduct, pay };
}
