/** The create-order flow's booking rules (src/entities/order/booking.ts; pure, no msw). */
import { describe, expect, it } from 'vitest';
import { bookingPeriodRefusal, customerRefusal, PICK_UP_SLACK_MS, priceLines, prodTypeRefusal } from '@/entities/order/booking';
import { basicFees, optionalFees } from '@/entities/order/pricing';

describe('the booking period, the product type and the customer', () => {
  it('refuses a return not after the pick-up and a pick-up over an hour past', () => {
    const now = 10 * PICK_UP_SLACK_MS;
    expect(bookingPeriodRefusal(now, now, now)).toBe('还车时间必须晚于取车时间');
    expect(bookingPeriodRefusal(now - PICK_UP_SLACK_MS - 1, now + 1, now)).toBe('取车时间不能早于当前时间');
    expect(bookingPeriodRefusal(now - PICK_UP_SLACK_MS, now + 1, now)).toBeNull();
  });

  it('takes the four product types only', () => {
    expect(['D', 'G', 'W', 'M'].map(prodTypeRefusal)).toEqual([null, null, null, null]);
    expect(prodTypeRefusal('X')).toBe('订单类型错误');
  });

  it('needs a known customer verified by ID and driving licence', () => {
    expect(customerRefusal(undefined)).toBe('用户不存在，请重新查询');
    expect(customerRefusal({ idStatus: 0, driverStatus: 1 })).toBe('该用户身份证未认证，无法下单');
    expect(customerRefusal({ idStatus: 1, driverStatus: 0 })).toBe('该用户驾驶证未认证，无法下单');
    expect(customerRefusal({ idStatus: 1, driverStatus: 1 })).toBeNull();
  });
});

describe('priceLines', () => {
  const store = { cityId: 1, storeId: 1 };
  const quote = { basicFees: basicFees(200, 2, store, store), optionalFees: optionalFees(2) };
  const text = (fees: typeof quote.basicFees) => fees.map((f) => `${f.priceCode}@${f.totalPriceAmount}`).join(',');

  it('takes each quoted fee once at its quoted amount, every basic fee present', () => {
    const lines = priceLines(`${text(quote.basicFees)},${text(quote.optionalFees.slice(0, 1))}`, quote);
    expect(Array.isArray(lines) && lines.map((l) => l.priceCode)).toEqual([...quote.basicFees, quote.optionalFees[0]!].map((f) => f.priceCode));
  });

  it('refuses a malformed item, another amount, a repeated code and a missing basic fee', () => {
    const [first] = quote.basicFees;
    expect(priceLines('x@1@2', quote)).toEqual({ refusal: '费用明细格式错误' });
    expect(priceLines(`${first!.priceCode}@abc`, quote)).toEqual({ refusal: '费用明细格式错误' });
    const mismatch = { refusal: '费用明细与报价不一致，请重新获取价格' };
    expect(priceLines(`${first!.priceCode}@${first!.totalPriceAmount + 1}`, quote)).toEqual(mismatch);
    expect(priceLines(`${text(quote.basicFees)},${first!.priceCode}@${first!.totalPriceAmount}`, quote)).toEqual(mismatch);
    expect(priceLines(text(quote.basicFees.slice(1)), quote)).toEqual(mismatch);
  });
});
