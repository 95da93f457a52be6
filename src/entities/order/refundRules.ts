/**
 * A refund's life (issue [P] item 7; §3 trade status 30/31/32, pay method 0–5, pay type 1/2): a refund bill is made
 * 处理中 (30) when an order is cancelled or settled with money to give back; once the channel has had its processing
 * time it has succeeded (31), or failed (32) when the channel cannot take money back; a failed one is retried to the
 * customer's balance. Pure: the demo backend moves its refund bills by these rules when it reads them, and the refund
 * numbers follow from the bill's number. Console-defined policy (the spec names the states, not when they change).
 */
import type { NumberPattern } from '../numbering';

/** The trade states of a refund (dictionary refund_trade_status). */
export const REFUND_STATUS = { processing: 30, succeeded: 31, failed: 32 } as const;

export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

/** How long (ms of the demo clock) a refund stays 处理中 before the channel answers. */
export const REFUND_PROCESSING_MS = 5_000;

/** §3 pay methods (dictionary pay_method). */
export const PAY_CHANNEL = { balance: 0, wechat: 1, alipay: 2, unionPay: 3, pos: 4, sesameCredit: 5 } as const;

/**
 * The channels a refund fails through: 芝麻信用 is a credit authorisation, not a payment, so it cannot take money
 * back; the refund fails and is retried to the customer's balance (`RETRY_CHANNEL`).
 */
export const FAILING_CHANNELS: readonly number[] = [PAY_CHANNEL.sesameCredit];

/** Where a failed refund is retried: the customer's balance (余额), which always takes it. */
export const RETRY_CHANNEL = PAY_CHANNEL.balance;

/** §3 pay type of a channel: a POS terminal at the counter is offline (2), every other channel online (1). */
export const payTypeOf = (channel: number): 1 | 2 => (channel === PAY_CHANNEL.pos ? 2 : 1);

/**
 * The trade state of a refund at `now` (epoch ms of wall times): a refund in progress stays so for the processing
 * time from `madeAt`, then succeeds, or fails through a failing channel; a finished one keeps its state.
 */
export function refundStatusAt(refund: { tradeStatus: number; payChannel: number; madeAt: number }, now: number): number {
  if (refund.tradeStatus !== REFUND_STATUS.processing || now < refund.madeAt + REFUND_PROCESSING_MS) return refund.tradeStatus;
  return FAILING_CHANNELS.includes(refund.payChannel) ? REFUND_STATUS.failed : REFUND_STATUS.succeeded;
}

/** The refund bills' numbers: RB, the day, 8 digits (the refund declaration's `numbering`). */
export const REFUND_NUMBERING = { field: 'billNo', prefix: 'RB', date: 'day', digits: 8 } as const satisfies NumberPattern;

/**
 * The serial number and the third party's deal number of a refund bill, from its bill number (RB + day + sequence) and
 * its channel: SN + day + sequence; WeChat's 4200…, Alipay's day + 22001…, the others T + day + sequence.
 */
export function refundNumbers(billNo: string, channel: number): { serialNo: string; thirdDealNo: string } {
  const day = billNo.slice(2, 10);
  const seq = billNo.slice(10);
  const third =
    channel === PAY_CHANNEL.wechat ? `4200${day}${seq.padStart(16, '0')}` : channel === PAY_CHANNEL.alipay ? `${day}22001${seq.padStart(15, '0')}` : `T${day}${seq.padStart(12, '0')}`;
  return { serialNo: `SN${day}${seq.padStart(10, '0')}`, thirdDealNo: third };
}
