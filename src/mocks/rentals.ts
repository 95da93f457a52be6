/**
 * What the rental orders' steps change besides the order (issue [P]), shared by the orders' and the refunds' handlers
 * and the fleet's reads: the refund bills they make, the coupon a cancelled order gives back, and what the demo clock
 * moves on its own — an unpaid order lapsing, a refund answered by its channel, a violation deposit released after
 * its hold. Every amount and state is a rule of src/entities/order; this module only reads and writes the collections.
 */
import { refund } from '@/entities/order/refund';
import { paymentLapsed, RENT_ORDER_STATE } from '@/entities/order/lifecycle';
import { rentOrder, VIOLATION_DEPOSIT_STATE } from '@/entities/order/rentOrder';
import { payTypeOf, refundNumbers, refundStatusAt, REFUND_STATUS } from '@/entities/order/refundRules';
import { rentalViolations, violationDepositOutcome } from '@/entities/order/settlement';
import { commit, data } from './db';
import { declaredBackend, insertRow, nextDocumentNumber } from './entities';
import { recordChanges } from './history';
import type { DemoData, RentOrder } from './model';
import { formatWallTime, nowWall, parseWallTime } from './time';

type Row = Record<string, unknown>;

/** The cancel reason of an order that lapsed unpaid. */
export const LAPSED_REASON = '超时未支付';
/** Who cancels a lapsed order. */
const SYSTEM = '系统';

/** A refund to make: how much, through which channel (§3 pay method 0–5), why; `at` when it was due (default now). */
export interface RefundAsked {
  amount: number;
  channel: number;
  reason: string;
  at?: string;
}

/**
 * A refund bill of an order (the §2 refund detail list): 处理中 now, its numbers from the next bill number (the
 * refund's `numbering`), its booker and places the order's. Made within the step's commit.
 */
export function makeRefund(order: RentOrder, asked: RefundAsked): void {
  const now = asked.at ?? formatWallTime(nowWall());
  const billNo = nextDocumentNumber(refund, now);
  insertRow(declaredBackend(refund.id), {
    orderNo: order.orderNo, bookingUserId: order.bookingUserId, bookingUserName: order.bookingUserName, bookingUserPhone: order.bookingUserPhone,
    bookingGaincarCityId: order.bookingGaincarCityId, bookingGaincarCityName: order.bookingGaincarCityName,
    bookingGaincarStoreId: order.bookingGaincarStoreId, bookingGaincarStoreName: order.bookingGaincarStoreName,
    bookingBackcarCityId: order.bookingBackcarCityId, bookingBackcarCityName: order.bookingBackcarCityName,
    bookingBackcarStoreId: order.bookingBackcarStoreId, bookingBackcarStoreName: order.bookingBackcarStoreName,
    tradeTime: now, payStatus: REFUND_STATUS.processing, tradeStatus: REFUND_STATUS.processing,
    payChannel: asked.channel, payMethod: asked.channel, payType: payTypeOf(asked.channel),
    billNo, ...refundNumbers(billNo, asked.channel),
    orderAmount: order.paidAmt, refundAmount: asked.amount, refundReason: asked.reason,
  });
}

/** The coupon an order used is free again (a cancelled or lapsed order). */
export function releaseCoupon(d: DemoData, orderNo: string): void {
  for (const c of d.coupons) {
    if (c.usedOrderNo !== orderNo) continue;
    c.useStatus = 0;
    c.usedOrderNo = null;
  }
}

/** Whether an order's payment deadline has passed (an order placed online has one; one paid at the store none). */
export const paymentOverdue = (o: { payDeadline?: string }, now: number = nowWall()): boolean =>
  o.payDeadline !== undefined && o.payDeadline !== '' && now >= (parseWallTime(o.payDeadline) ?? now);

/**
 * Orders awaiting payment past their payment window are cancelled (Backing.derive of the orders, and before the fleet
 * reads which cars the orders hold): 超时未支付, at the deadline, by the system; nothing was paid, so nothing is
 * charged or refunded; the car (no longer held) and the coupon are free again.
 */
export function lapseUnpaidOrders(): void {
  const now = nowWall();
  // Only an order placed online has a payment deadline (`paymentDeadline` of its creation).
  const lapsed = data().rentOrders.filter((o) => paymentOverdue(o, now) && paymentLapsed({ orderStatus: o.orderStatus, createdAt: parseWallTime(o.createTime) ?? now }, now));
  if (lapsed.length === 0) return;
  const before = lapsed.map((o) => ({ ...o }));
  commit((d) => {
    for (const o of lapsed) {
      Object.assign(o, { orderStatus: RENT_ORDER_STATE.cancelled, cancelReason: LAPSED_REASON, cancelBy: SYSTEM, cancelFee: 0, cancelTime: o.payDeadline ?? formatWallTime(now) });
      releaseCoupon(d, o.orderNo);
    }
  }, ['rentOrders', 'coupons']);
  // In each order's history as its cancellation, by the system.
  recordChanges(rentOrder, 'cancel', lapsed.map((o, i) => ({ before: before[i] as unknown as Row, after: o as unknown as Row })));
}

/**
 * Violation deposits whose hold has ended (Backing.derive of the orders): refunded less the fines of the violations
 * of the order's car during its rental (已抵扣违章, the violations named in the refund's reason), or in full (已退还).
 */
export function releaseViolationDeposits(): void {
  const today = formatWallTime(nowWall()).slice(0, 10);
  const due = data().rentOrders.filter((o) => o.violationDepositState === VIOLATION_DEPOSIT_STATE.held && (o.violationDepositRelease ?? '') <= today);
  if (due.length === 0) return;
  commit(() => {
    for (const o of due) {
      const violations = rentalViolations(data().PeccancyList, { carId: o.carId, from: o.pickUpTime ?? o.bookingGaincarTime, to: o.returnTime ?? o.bookingBackcarTime });
      const outcome = violationDepositOutcome(o.violationDeposit ?? 0, violations.map((v) => v.fine));
      o.violationDepositState = outcome.deducted ? VIOLATION_DEPOSIT_STATE.deducted : VIOLATION_DEPOSIT_STATE.refunded;
      const reason = outcome.deducted ? `违章押金退还（已抵扣违章${violations.map((v) => v.peccancyNo).join('、')}）` : '违章押金退还';
      // Made when it was due: the day the hold ended.
      if (outcome.refund > 0) makeRefund(o, { amount: outcome.refund, channel: o.depositPayChannel ?? 0, reason, at: `${o.violationDepositRelease} 10:00:00` });
    }
  }, ['rentOrders']);
}

/** Refunds in progress whose channel has answered (Backing.derive of the refunds): succeeded, or failed (refundStatusAt). */
export function answerRefunds(): void {
  const now = nowWall();
  const answered = data().refunds.flatMap((r) => {
    const status = refundStatusAt({ tradeStatus: r.tradeStatus, payChannel: r.payChannel, madeAt: parseWallTime(r.tradeTime) ?? now }, now);
    return status === r.tradeStatus ? [] : [{ r, status }];
  });
  if (answered.length === 0) return;
  commit(() => {
    for (const { r, status } of answered) Object.assign(r, { tradeStatus: status, payStatus: status });
  }, ['refunds']);
}
