/** The create-order flow's booking rules (src/entities/order/booking.ts; pure, no msw). */
import { describe, expect, it } from 'vitest';
import {
  bookingPeriodRefusal, carChoiceRefusal, customerRefusal, modelRefusal, PICK_UP_SLACK_MS, placedAmounts, priceLines,
  quoteCustomerRefusal, quoteRefusal, sentPayMethod, sentProdType, sentAmount, sentPaymentType, storeCityRefusal, type SentAmounts,
} from '@/entities/order/booking';
import { basicFees, optionalFees, type CouponRow } from '@/entities/order/pricing';

describe('the booking period, the product type and the customer', () => {
  it('refuses a return not after the pick-up and a pick-up over an hour past', () => {
    const now = 10 * PICK_UP_SLACK_MS;
    expect(bookingPeriodRefusal(now, now, now)).toBe('还车时间必须晚于取车时间');
    expect(bookingPeriodRefusal(now - PICK_UP_SLACK_MS - 1, now + 1, now)).toBe('取车时间不能早于当前时间');
    expect(bookingPeriodRefusal(now - PICK_UP_SLACK_MS, now + 1, now)).toBeNull();
  });

  it('takes the four product types only', () => {
    expect(['D', 'G', 'W', 'M'].map(sentProdType)).toEqual(['D', 'G', 'W', 'M']);
    expect(sentProdType('X')).toEqual({ refusal: '订单类型错误' });
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

describe('the store, the model, the car and the quote', () => {
  it('takes a pick-up store of the chosen city, or of any city when none is chosen', () => {
    expect(storeCityRefusal({ cityId: 1 }, 2)).toBe('取车门店不属于所选城市');
    expect(storeCityRefusal({ cityId: 1 }, 1)).toBeNull();
    expect(storeCityRefusal({ cityId: 1 }, undefined)).toBeNull();
  });

  it('takes a known model of the chosen level', () => {
    expect(modelRefusal(undefined, 1)).toBe('请选择车辆');
    expect(modelRefusal({ levelId: 2 }, 1)).toBe('所选车辆与车型级别不符');
    expect(modelRefusal({ levelId: 1 }, 1)).toBeNull();
  });

  it('takes a chosen car only at the pick-up store and of the model', () => {
    const refused = '所选车辆与所选门店或车型不符，请重新选择车辆';
    expect(carChoiceRefusal(undefined, 1, 5)).toBe(refused);
    expect(carChoiceRefusal({ storeId: 2, modelId: 5 }, 1, 5)).toBe(refused);
    expect(carChoiceRefusal({ storeId: 1, modelId: 6 }, 1, 5)).toBe(refused);
    expect(carChoiceRefusal({ storeId: 1, modelId: 5 }, 1, 5)).toBeNull();
  });

  it('orders from a known quote not used yet', () => {
    expect(quoteRefusal(undefined)).toBe('报价已失效，请重新选择车辆');
    expect(quoteRefusal({ used: true })).toBe('报价已失效，请重新选择车辆');
    expect(quoteRefusal({ used: false })).toBeNull();
  });

  it('orders from a quote for the customer ordering only', () => {
    expect(quoteCustomerRefusal({ userId: 1 }, { bookingUserId: 2 })).toBe('下单用户与报价用户不一致');
    expect(quoteCustomerRefusal({ userId: 1 }, { bookingUserId: 1 })).toBeNull();
  });
});

describe('the payment type and the amounts sent', () => {
  it('reads §7 paymentType 0 and 1 and the §3 payment methods', () => {
    expect([sentPaymentType('0'), sentPaymentType('1')]).toEqual([0, 1]);
    expect(sentPaymentType('2')).toEqual({ refusal: '请选择支付方式' });
    expect(sentPaymentType(undefined)).toEqual({ refusal: '请选择支付方式' });
    const methods = ['online_fully_pay', 'online_partly_yufu_pay', 'goto_store_pay'];
    expect(methods.map(sentPayMethod)).toEqual(methods);
    expect(sentPayMethod('cash')).toEqual({ refusal: '请选择支付方式' });
    expect(sentPayMethod('toString')).toEqual({ refusal: '请选择支付方式' });
  });

  it('reads an amount ≥ 0 with at most 2 decimals', () => {
    expect(sentAmount('12.50', '订单金额')).toBe(12.5);
    expect(sentAmount(undefined, '订单金额')).toEqual({ refusal: '缺少订单金额' });
    expect(sentAmount('1.234', '订单金额')).toEqual({ refusal: '订单金额格式错误' });
    expect(sentAmount('-1', '订单金额')).toEqual({ refusal: '订单金额格式错误' });
  });
});

describe('placedAmounts', () => {
  const lines = [
    { priceCode: 'rent', priceName: '车辆租金', amount: 400 },
    { priceCode: 'prepare', priceName: '车辆整备费', amount: 20.1 },
  ];
  const coupon: CouponRow = {
    customerId: 7, useStatus: 0, validStartTime: '2026-01-01 00:00:00', validEndTime: '2026-12-31 23:59:59',
    thresholdAmount: 100, deductAmount: 30, paymentType: 2,
  };
  const order = { customerId: 7, paymentType: 0 as const, now: '2026-06-01 10:00:00' };
  const sent = (orderTotalAmt?: string, couponDeductAmt?: string, orderPayAmt?: string): SentAmounts => ({ orderTotalAmt, couponDeductAmt, orderPayAmt });
  /** The refusal of these amounts with this coupon named (no second argument: the coupon above). */
  const refusal = (s: SentAmounts, ...named: [CouponRow | null | undefined] | []) => {
    const answer = placedAmounts(s, lines, order, () => (named.length === 0 ? coupon : named[0]));
    return 'refusal' in answer ? answer.refusal : null;
  };

  it('takes the total of the lines, the coupon’s deduction and the total less it; no coupon: nothing deducted', () => {
    expect(placedAmounts(sent('420.10', '30', '390.10'), lines, order, () => coupon)).toEqual({ total: 420.1, coupon, deduct: 30, pay: 390.1 });
    expect(placedAmounts(sent('420.1', undefined, '420.1'), lines, order, () => null)).toEqual({ total: 420.1, coupon: null, deduct: 0, pay: 420.1 });
  });

  it('refuses a total missing, malformed or not the sum of the lines', () => {
    expect(refusal(sent(undefined, '30', '390.1'))).toBe('缺少订单总金额');
    expect(refusal(sent('4x', '30', '390.1'))).toBe('订单总金额格式错误');
    expect(refusal(sent('420', '30', '390'))).toBe('订单总金额与费用明细不符');
  });

  it('refuses a coupon unknown or not fitting the order, and reads it only once the total is checked', () => {
    expect(refusal(sent('420.1', '30', '390.1'), undefined)).toBe('优惠券不可用');
    expect(refusal(sent('420.1', '30', '390.1'), { ...coupon, customerId: 8 })).toBe('优惠券不可用');
    expect(refusal(sent('420.1', '30', '390.1'), { ...coupon, thresholdAmount: 500 })).toBe('优惠券不可用');
    expect(refusal(sent('420.1', '30', '390.1'), { ...coupon, paymentType: 1 })).toBe('优惠券不可用');
    let read = false;
    placedAmounts(sent('1'), lines, order, () => ((read = true), null));
    expect(read).toBe(false);
  });

  it('refuses a deduction malformed or not the coupon’s', () => {
    expect(refusal(sent('420.1', 'abc', '390.1'))).toBe('优惠金额格式错误');
    expect(refusal(sent('420.1', '20', '400.1'))).toBe('优惠金额与优惠券不符');
    expect(refusal(sent('420.1', '30', '390.1'), null)).toBe('优惠金额与优惠券不符');
  });

  it('refuses an amount to pay missing, malformed or not the total less the deduction', () => {
    expect(refusal(sent('420.1', '30', undefined))).toBe('缺少实付金额');
    expect(refusal(sent('420.1', '30', '-390.1'))).toBe('实付金额格式错误');
    expect(refusal(sent('420.1', '30', '420.1'))).toBe('实付金额应为订单总金额减去优惠金额');
  });
});
