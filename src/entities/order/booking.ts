/**
 * Booking rules of the create-order flow (§7 backOrder calls): pure, over the rows they need, so the demo backend's
 * handlers (src/mocks) and any screen that pre-checks call the same function.
 */
import { compare } from '@/lib/money';
import { parseAmount, type Fee } from './pricing';

/** Why a pick-up or return store (`what`: 取车 / 还车) may not be booked, or null when it may: it exists and is open. */
export function storeRefusal(store: { storeName: string; storeStatus: number } | undefined, what: string): string | null {
  if (!store) return `请选择${what}门店`;
  if (store.storeStatus !== 1) return `${what}门店「${store.storeName}」暂停营业，请选择其他门店`;
  return null;
}

/** §3 order product types: D daily, G workday package, W weekly, M monthly. */
export const ORDER_PROD_TYPES = ['D', 'G', 'W', 'M'] as const;

/** Why an order product type is refused, or null. */
export const prodTypeRefusal = (value: string): string | null => ((ORDER_PROD_TYPES as readonly string[]).includes(value) ? null : '订单类型错误');

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
