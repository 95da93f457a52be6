/**
 * A refund's life (src/entities/order/refundRules.ts): 处理中 for the processing time, then 成功 or, through a channel
 * that cannot take money back, 失败; its pay type by channel; its serial and deal numbers from its bill number.
 */
import { describe, expect, it } from 'vitest';
import { nextNumber } from '@/entities/numbering';
import { payTypeOf, refundNumbers, refundStatusAt, REFUND_NUMBERING, REFUND_PROCESSING_MS, REFUND_STATUS as R } from '@/entities/order/refundRules';

const made = Date.UTC(2026, 10, 28, 2);

describe('the refund rules', () => {
  it('stays 处理中 for the processing time, then succeeds, or fails through 芝麻信用', () => {
    expect(refundStatusAt({ tradeStatus: R.processing, payChannel: 1, madeAt: made }, made + REFUND_PROCESSING_MS - 1)).toBe(R.processing);
    expect(refundStatusAt({ tradeStatus: R.processing, payChannel: 1, madeAt: made }, made + REFUND_PROCESSING_MS)).toBe(R.succeeded);
    expect(refundStatusAt({ tradeStatus: R.processing, payChannel: 5, madeAt: made }, made + REFUND_PROCESSING_MS)).toBe(R.failed);
    expect(refundStatusAt({ tradeStatus: R.failed, payChannel: 1, madeAt: made }, made + 10 * REFUND_PROCESSING_MS)).toBe(R.failed);
  });
  it('is offline through a POS terminal, online through every other channel', () => {
    expect([0, 1, 2, 3, 4, 5].map(payTypeOf)).toEqual([1, 1, 1, 1, 2, 1]);
  });
  it('numbers a bill RB + day + 8 digits, its serial and the channel’s deal number from it', () => {
    const billNo = nextNumber(REFUND_NUMBERING, '2026-11-28 10:00:00', ['RB2026112800000041']);
    expect(billNo).toBe('RB2026112800000042');
    expect(refundNumbers(billNo, 1)).toEqual({ serialNo: 'SN202611280000000042', thirdDealNo: '4200202611280000000000000042' });
    expect(refundNumbers(billNo, 2).thirdDealNo).toBe('2026112822001000000000000042');
    expect(refundNumbers(billNo, 4).thirdDealNo).toBe('T20261128000000000042');
  });
});
