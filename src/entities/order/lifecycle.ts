/**
 * A rental order's life after it is placed (issue [P]; spec §1–§4 name the flow, not its states): the states, which
 * step each state allows, when an unpaid online order lapses, and what a cancellation charges and gives back. Pure:
 * the order screens offer a step only where `stepRefusal` is null, and the demo backend refuses the same step with the
 * same message. Times are epoch milliseconds of wall times; amounts exact through @/lib/money.
 */
import { bi as t, type Bilingual } from '@/i18n';
import { compare, sub } from '@/lib/money';
import { cancellationFee } from './settlement';

/** The order's states (dictionary rent_order_status), in the order an order passes them. */
export const RENT_ORDER_STATE = {
  /** Paid online in full or prepaid, not paid yet: lapses after the payment window. */
  awaitingPayment: 5,
  awaitingPickUp: 10,
  renting: 20,
  /** The car is back; the bill is not settled yet. */
  awaitingSettlement: 30,
  completed: 40,
  cancelled: 50,
} as const;

export type RentOrderState = (typeof RENT_ORDER_STATE)[keyof typeof RENT_ORDER_STATE];

/** Minutes an online-paid order waits for its payment before it lapses (its car and coupon are free again). */
export const PAYMENT_WINDOW_MINUTES = 30;

/** The §3 payment methods that are paid online before pick-up (goto_store_pay is paid at the store). */
export const ONLINE_PAY_METHODS: readonly string[] = ['online_fully_pay', 'online_partly_yufu_pay'];

/** The state a new order starts in: online-paid orders wait for the payment, the others for the pick-up. */
export const initialState = (payMethodCode: string): RentOrderState =>
  ONLINE_PAY_METHODS.includes(payMethodCode) ? RENT_ORDER_STATE.awaitingPayment : RENT_ORDER_STATE.awaitingPickUp;

/** When an order created at `createdAt` lapses unless paid. */
export const paymentDeadline = (createdAt: number): number => createdAt + PAYMENT_WINDOW_MINUTES * 60_000;

/** Whether an order awaiting payment has lapsed at `now` (the backend then cancels it, freeing its car and coupon). */
export const paymentLapsed = (order: { orderStatus: number; createdAt: number }, now: number): boolean =>
  order.orderStatus === RENT_ORDER_STATE.awaitingPayment && now >= paymentDeadline(order.createdAt);

/** The steps of an order after it is placed. */
export type OrderStep = 'pay' | 'cancel' | 'pickUp' | 'extend' | 'changeCar' | 'return' | 'settle';

/** The states each step is taken from, and the state it leads to (extend and change car keep the order renting). */
export const ORDER_STEPS: Readonly<Record<OrderStep, { from: readonly RentOrderState[]; to: RentOrderState; refusal: Bilingual }>> = {
  pay: { from: [RENT_ORDER_STATE.awaitingPayment], to: RENT_ORDER_STATE.awaitingPickUp, refusal: t('订单不是待支付状态，无法支付', 'Only an order awaiting payment can be paid') },
  cancel: {
    from: [RENT_ORDER_STATE.awaitingPayment, RENT_ORDER_STATE.awaitingPickUp],
    to: RENT_ORDER_STATE.cancelled,
    refusal: t('订单已取车，无法取消', 'The car has been picked up: the order can no longer be cancelled'),
  },
  pickUp: { from: [RENT_ORDER_STATE.awaitingPickUp], to: RENT_ORDER_STATE.renting, refusal: t('订单不是待取车状态，无法取车', 'Only an order awaiting pick-up can be picked up') },
  extend: { from: [RENT_ORDER_STATE.renting], to: RENT_ORDER_STATE.renting, refusal: t('只有用车中的订单可以续租', 'Only an order in use can be extended') },
  changeCar: { from: [RENT_ORDER_STATE.renting], to: RENT_ORDER_STATE.renting, refusal: t('只有用车中的订单可以换车', 'Only an order in use can change its car') },
  return: { from: [RENT_ORDER_STATE.renting], to: RENT_ORDER_STATE.awaitingSettlement, refusal: t('只有用车中的订单可以还车', 'Only an order in use can be returned') },
  settle: { from: [RENT_ORDER_STATE.awaitingSettlement], to: RENT_ORDER_STATE.completed, refusal: t('订单不是待结算状态，无法结算', 'Only a returned order awaiting settlement can be settled') },
};

/** Why `step` may not be taken on an order in state `orderStatus` (null: it may). */
export const stepRefusal = (step: OrderStep, orderStatus: number): Bilingual | null =>
  (ORDER_STEPS[step].from as readonly number[]).includes(orderStatus) ? null : ORDER_STEPS[step].refusal;

/** The steps an order in `orderStatus` offers, in the order the screens show them. */
export const stepsOf = (orderStatus: number): OrderStep[] => (Object.keys(ORDER_STEPS) as OrderStep[]).filter((s) => stepRefusal(s, orderStatus) === null);

/** What cancelling an order charges and gives back. */
export interface Cancellation {
  fee: number;
  refund: number;
}

/**
 * Cancelling an order at `now`: an unpaid one costs nothing; a paid one is charged the tariff's fee
 * (./settlement `cancellationFee`, by the time left before pick-up) and refunded the rest of what was paid.
 */
export function cancellation(order: { pickUpAt: number; dailyPrice: number; paid: number }, now: number): Cancellation {
  if (compare(order.paid, 0) <= 0) return { fee: 0, refund: 0 };
  const fee = cancellationFee(order.pickUpAt, now, order.dailyPrice, order.paid);
  return { fee, refund: sub(order.paid, fee) };
}
