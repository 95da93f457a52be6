/** §3 refund filter and paging of /api/refundBill/refundDetailList.json. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { data, seedDay } from '@/mocks/db';
import type { RefundBill } from '@/mocks/model';
import { DAY, formatWallTime, pinClock } from '@/mocks/time';
import { call, ok, type CallOptions } from './api';

type Page = { total: number; result: RefundBill[] };
const PATH = '/api/refundBill/refundDetailList.json';
const list = (params: CallOptions['params'], method: 'GET' | 'POST' = 'POST') => ok<Page>(PATH, { method, params: { pageSize: 100, ...params } });

// The backend's clock at the seed's "now": a list call answers the refunds whose channel has answered by then
// (rentals `answerRefunds`), and at a later hour of the day a seeded refund made today would be answered by the call
// the test compares with the rows it read before it (red in the evening, green in the morning).
beforeEach(() => pinClock(seedDay()));
afterEach(() => pinClock(null));

describe('refund detail list', () => {
  it('pages by page and pageSize (default 10, from page 1)', async () => {
    const all = data().refunds;
    const first = await ok<Page>(PATH, { method: 'GET' });
    expect(first.total).toBe(all.length);
    expect(first.result).toEqual(all.slice(0, 10));
    const third = await ok<Page>(PATH, { params: { page: 3, pageSize: 20 }, form: true });
    expect(third.result).toEqual(all.slice(40, 60));
    const beyond = await ok<Page>(PATH, { params: { page: 99 } });
    expect(beyond).toEqual({ total: all.length, result: [] });
  });

  it.each([
    'orderNo', 'bookingUserPhone', 'bookingGaincarCityId', 'bookingGaincarStoreId', 'bookingBackcarCityId', 'bookingBackcarStoreId',
    'payStatus', 'payChannel', 'payType', 'billNo', 'serialNo', 'thirdDealNo',
  ] as const)('filters on %s exactly', async (field) => {
    const sample = data().refunds[5] as RefundBill;
    const expected = data().refunds.filter((r) => r[field] === sample[field]);
    const page = await list({ [field]: sample[field] });
    expect(page.result).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('matches bookingUserNamePrefix as a prefix of the booking user name', async () => {
    const surname = (data().refunds[0] as RefundBill).bookingUserName.slice(0, 1);
    const page = await list({ bookingUserNamePrefix: surname });
    expect(page.total).toBe(data().refunds.filter((r) => r.bookingUserName.startsWith(surname)).length);
    expect(page.result.every((r) => r.bookingUserName.startsWith(surname))).toBe(true);
    expect((await list({ bookingUserNamePrefix: '不存在的名字' })).total).toBe(0);
  });

  it('filters the trade time with tradeStartDate / tradeEndDate, whole days inclusive', async () => {
    // A month of the seeded history (dated relative to the seed's today): from 60 to 31 days before it.
    const [from, to] = [60, 31].map((days) => formatWallTime(seedDay() - days * DAY).slice(0, 10));
    const page = await list({ tradeStartDate: from, tradeEndDate: to }, 'GET');
    const expected = data().refunds.filter((r) => r.tradeTime >= `${from} 00:00:00` && r.tradeTime <= `${to} 23:59:59`);
    expect(expected.length).toBeGreaterThan(0);
    expect(page.result).toEqual(expected);
    const day = (data().refunds[0] as RefundBill).tradeTime.slice(0, 10);
    const sameDay = await list({ tradeStartDate: day, tradeEndDate: day });
    expect(sameDay.result.map((r) => r.tradeTime.slice(0, 10))).toEqual(data().refunds.filter((r) => r.tradeTime.startsWith(day)).map(() => day));
  });

  it('combines filters and ignores empty ones', async () => {
    const expected = data().refunds.filter((r) => r.payType === 1 && r.payStatus === 31);
    const page = await list({ payType: 1, payStatus: 31, orderNo: '', billNo: '' });
    expect(page.result).toEqual(expected);
  });

  it('refuses an unreadable date', async () => {
    expect(await call(PATH, { params: { tradeStartDate: '2025-13-45' } })).toMatchObject({ code: 1, data: null });
  });
});
