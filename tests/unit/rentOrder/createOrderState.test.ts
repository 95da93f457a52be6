/** The create-order state machine (§4 resets) and its money rules (§5 exact decimals, §7 priceDetails). */
import { describe, expect, it } from 'vitest';
import type { CarLevel, Fee, OrderCoupon, PriceQuote, StockCar } from '@/api/backOrder';
import { initialState, priceDetails, reduce, stepsDone, totals, type Action, type OrderState, type Place } from '@/features/rentOrder/createOrderState';

const fee = (priceCode: string, totalPriceAmount: number): Fee => ({ priceCode, priceName: priceCode, unitPrice: totalPriceAmount, quantity: 1, totalPriceAmount });
const place: Place = { orderProdType: 'D', getCityId: 1, bookingGaincarStoreId: 2, repayCityId: 1, bookingBackcarStoreId: 2, bookingGaincarTime: '20300701100000', bookingBackcarTime: '20300704100000' };
const levels: CarLevel[] = [{ levelId: 1, levelName: 'A', dailyPrice: 100, stockNum: 2 }, { levelId: 2, levelName: 'B', dailyPrice: 200, stockNum: 1 }];
const cars: StockCar[] = [{ carId: 9, plate: '京A12345', model: 'm', modelId: 3, levelId: 1, color: '白', mileage: 1 }];
const quote: PriceQuote = { orderSnapshotId: 'SS1', dayCount: 3, basicFees: [fee('rent', 0.1), fee('prepare', 0.2)], optionalFees: [fee('premium', 120.05)], basicTotalAmount: 0.3 };
const coupon = (deductAmount: number): OrderCoupon => ({ couponId: 7, couponName: 'c', thresholdAmount: 0, deductAmount, paymentType: 2, validEndTime: '2030-12-31 23:59:59' });

const run = (...actions: Action[]): OrderState => actions.reduce(reduce, initialState);
const full: Action[] = [
  { type: 'customerFound', customer: { userId: 1, userName: 'u', mobile: '13800138000', idStatus: 1, driverStatus: 1 } },
  { type: 'placeConfirmed', place, levels },
  { type: 'carsLoaded', levelId: 1, cars },
  { type: 'carChosen', carId: 9 },
  { type: 'quoteLoaded', carId: 9, quote },
  { type: 'payMethodChosen', payMethod: 'online_fully_pay' },
];

describe('create-order state', () => {
  it('confirming the place auto-selects the first level; all four steps done after payment', () => {
    const s = run(...full);
    expect(s.levelId).toBe(1);
    expect(stepsDone(s)).toEqual([true, true, true, true]);
  });

  it('an unverified customer cannot confirm a place', () => {
    const s = run({ type: 'customerFound', customer: { userId: 1, userName: 'u', mobile: '1', idStatus: 0, driverStatus: 1 } }, { type: 'placeConfirmed', place, levels });
    expect(s.place).toBeNull();
    expect(stepsDone(s)).toEqual([false, false, false, false]);
  });

  it('editing the phone resets every later step, the payment type and the car', () => {
    expect(run(...full, { type: 'phoneEdited' })).toEqual(initialState);
  });

  it('editing the place drops levels, cars, quote and coupons but keeps the customer and payment method', () => {
    const s = run(...full, { type: 'placeEdited' });
    expect(s).toMatchObject({ place: null, levels: null, cars: null, carId: null, quote: null, coupons: null, payMethod: 'online_fully_pay' });
    expect(s.customer).not.toBeNull();
  });

  it('a late answer for another level or car is dropped', () => {
    const s = run(...full.slice(0, 2), { type: 'levelChosen', levelId: 2 }, { type: 'carsLoaded', levelId: 1, cars });
    expect(s.cars).toBeNull();
    const t = run(...full.slice(0, 4), { type: 'quoteLoaded', carId: 8, quote });
    expect(t.quote).toBeNull();
  });

  it('choosing a car or a payment method clears the coupon', () => {
    const withCoupon = run(...full, { type: 'couponsLoaded', coupons: [coupon(10)] }, { type: 'couponChosen', couponId: 7 });
    expect(withCoupon.couponId).toBe(7);
    expect(reduce(withCoupon, { type: 'carChosen', carId: 9 }).couponId).toBeNull();
    expect(reduce(withCoupon, { type: 'payMethodChosen', payMethod: 'goto_store_pay' }).coupons).toBeNull();
  });

  it('totals are exact decimals; the coupon is capped at the total', () => {
    const s = run(...full, { type: 'optionalChosen', codes: ['premium'] }, { type: 'couponsLoaded', coupons: [coupon(0.15)] }, { type: 'couponChosen', couponId: 7 });
    expect(totals(s)).toEqual({ basic: 0.3, optional: 120.05, total: 120.35, coupon: 0.15, pay: 120.2 });
    const big = run(...full, { type: 'couponsLoaded', coupons: [coupon(50)] }, { type: 'couponChosen', couponId: 7 });
    expect(totals(big)).toMatchObject({ total: 0.3, coupon: 0.3, pay: 0 });
  });

  it('priceDetails: code@amount joined by commas, 2 decimals', () => {
    expect(priceDetails([fee('rent', 300), fee('prepare', 20.5)])).toBe('rent@300.00,prepare@20.50');
  });
});
