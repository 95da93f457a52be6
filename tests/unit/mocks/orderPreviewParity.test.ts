/**
 * What a rental order's dialog previews is what the step charges (src/entities/order/preview.ts against the demo
 * backend's steps): the same row, the same values and the same "now" give the preview's amounts and the stored ones.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancelPreview, extendPreview, payPreview, returnPreview, settlePreview } from '@/entities/order/preview';
import { RENT_ORDER_STATE } from '@/entities/order/lifecycle';
import { data } from '@/mocks/db';
import { formatWallTime, HOUR, parseWallTime, pinClock } from '@/mocks/time';
import { call, ok } from './api';

type Row = Record<string, unknown>;

const BASE = '/api/backOrder/rentOrder';
const step = (key: string, orderNo: string, params: Row = {}) => call<Row>(`${BASE}/${key}`, { params: { orderNo, ...params } as never });
const line = (lines: readonly { label: { 'zh-CN': string }; amount: number }[] | null, zh: string) => lines?.find((l) => l.label['zh-CN'] === zh)?.amount;
const copy = (o: object): Row => JSON.parse(JSON.stringify(o)) as Row;

beforeEach(async () => {
  await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
});
afterEach(() => pinClock(null));

describe('a preview is the step’s bill', () => {
  it('pay: the balance previewed is what the payment records as paid, and none is due after it', async () => {
    const o = data().rentOrders.find((x) => x.orderStatus === RENT_ORDER_STATE.awaitingPayment)!;
    pinClock(parseWallTime(o.createTime)! + 60_000); // within its payment window
    const before = o.paidAmt;
    const preview = payPreview(copy(o));
    const answer = await step('pay', o.orderNo, { payChannel: 1 });
    expect(answer.msg).toBe('成功');
    const done = answer.data!;
    expect(Number(done.paidAmt) - before).toBeCloseTo(line(preview, '待收款')!, 2);
    expect(line(payPreview(done), '待收款')).toBe(0);
  });

  it('cancel: the fee and the refund previewed are the ones stored', async () => {
    const o = data().rentOrders.find((x) => x.orderStatus === RENT_ORDER_STATE.awaitingPickUp && x.paidAmt > 0)!;
    const now = parseWallTime(o.bookingGaincarTime)! - 2 * HOUR;
    pinClock(now);
    const preview = cancelPreview(copy(o), {}, formatWallTime(now));
    const done = (await step('cancel', o.orderNo, { cancelReason: '行程取消' })).data!;
    expect(done.cancelFee).toBe(line(preview, '取消费'));
  });

  it('extend: the added total previewed is what the order’s total grows by', async () => {
    // The first renting order whose car is not booked next (one that is, is refused and charged nothing).
    for (const o of data().rentOrders.filter((x) => x.orderStatus === RENT_ORDER_STATE.renting)) {
      const before = o.orderTotalAmt;
      const preview = extendPreview(copy(o), { extendDays: '1' });
      const done = await step('extend', o.orderNo, { extendDays: 1 });
      if (done.code !== 0) continue;
      expect(Number(done.data!.orderTotalAmt) - before).toBeCloseTo(line(preview, '续租合计')!, 2);
      return;
    }
    throw new Error('no renting order could be extended');
  });

  it('return 3 hours late with less fuel: the fees and the bill previewed are the ones stored; settle previews that bill', async () => {
    const o = data().rentOrders.find((x) => x.orderStatus === RENT_ORDER_STATE.renting)!;
    const now = parseWallTime(o.bookingBackcarTime)! + 3 * HOUR;
    pinClock(now);
    const values = {
      returnCityId: String(o.bookingBackcarCityId), returnStoreId: String(o.bookingBackcarStoreId), returnMileage: String((o.pickUpMileage ?? 0) + 120),
      returnLevel: String(Math.max(0, (o.pickUpLevel ?? 100) - 25)), returnPhoto: 'https://example.com/r.jpg', returnDamage: '', damageAmt: '',
    };
    const preview = returnPreview(copy(o), values, formatWallTime(now));
    const done = (await step('return', o.orderNo, values)).data!;
    expect(done.addedAmt).toBe(line(preview, '还车加收'));
    expect(done.finalDueAmt).toBe(line(preview, '结算应收'));
    expect(done.toPayAmt ?? 0).toBe(line(preview, '待补缴') ?? 0);
    expect(done.toRefundAmt ?? 0).toBe(line(preview, '应退') ?? 0);
    const settle = settlePreview(copy(data().rentOrders.find((x) => x.orderNo === o.orderNo)!));
    expect(line(settle, '结算应收')).toBe(done.finalDueAmt);
  });
});
