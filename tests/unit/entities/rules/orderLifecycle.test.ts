/**
 * A rental order's life after it is placed (src/entities/order/lifecycle.ts): the state each step needs, the payment
 * window of an online-paid order, and what a cancellation charges and refunds.
 */
import { describe, expect, it } from 'vitest';
import { cancellation, initialState, paymentLapsed, RENT_ORDER_STATE as S, stepRefusal, stepsOf } from '@/entities/order/lifecycle';

const H = 3_600_000;
const created = Date.UTC(2026, 10, 28, 1);

describe('the order states', () => {
  it('an online-paid order waits for its payment; one paid at the store waits for the pick-up', () => {
    expect(initialState('online_fully_pay')).toBe(S.awaitingPayment);
    expect(initialState('online_partly_yufu_pay')).toBe(S.awaitingPayment);
    expect(initialState('goto_store_pay')).toBe(S.awaitingPickUp);
  });
  it('offers each step only in its states, in the flow order', () => {
    expect(stepsOf(S.awaitingPayment)).toEqual(['pay', 'cancel']);
    expect(stepsOf(S.awaitingPickUp)).toEqual(['cancel', 'pickUp']);
    expect(stepsOf(S.renting)).toEqual(['extend', 'changeCar', 'return']);
    expect(stepsOf(S.awaitingSettlement)).toEqual(['settle']);
    expect(stepsOf(S.completed)).toEqual([]);
    expect(stepsOf(S.cancelled)).toEqual([]);
  });
  it('refuses a step outside its states with the step’s own message', () => {
    expect(stepRefusal('cancel', S.renting)?.['zh-CN']).toBe('订单已取车，无法取消');
    expect(stepRefusal('settle', S.renting)?.['zh-CN']).toBe('订单不是待结算状态，无法结算');
    expect(stepRefusal('pickUp', S.awaitingPickUp)).toBeNull();
  });
});

describe('the payment window', () => {
  it('an unpaid online order lapses 30 minutes after it was placed, not before', () => {
    const order = { orderStatus: S.awaitingPayment, createdAt: created };
    expect(paymentLapsed(order, created + 30 * 60_000 - 1)).toBe(false);
    expect(paymentLapsed(order, created + 30 * 60_000)).toBe(true);
  });
  it('a paid order never lapses', () => {
    expect(paymentLapsed({ orderStatus: S.awaitingPickUp, createdAt: created }, created + 10 * H)).toBe(false);
  });
});

describe('cancellation', () => {
  const pickUpAt = created + 48 * H;
  it('costs nothing when nothing was paid', () => {
    expect(cancellation({ pickUpAt, dailyPrice: 299, paid: 0 }, pickUpAt - 2 * H)).toEqual({ fee: 0, refund: 0 });
  });
  it('charges the tariff by the time left and refunds the rest, to the cent', () => {
    expect(cancellation({ pickUpAt, dailyPrice: 299, paid: 867.1 }, pickUpAt - 30 * H)).toEqual({ fee: 0, refund: 867.1 });
    expect(cancellation({ pickUpAt, dailyPrice: 299, paid: 867.1 }, pickUpAt - 10 * H)).toEqual({ fee: 89.7, refund: 777.4 });
    expect(cancellation({ pickUpAt, dailyPrice: 299, paid: 867.1 }, pickUpAt - 2 * H)).toEqual({ fee: 299, refund: 568.1 });
  });
});
