/**
 * An enterprise's vehicle requests (entities/business/applyVehicle.ts, src/mocks/handlers/applyVehicle.ts): a request
 * is created with the form's rules and refused with its words; the enterprise sees its own company's requests and
 * orders only; a request placed by our staff names the enterprise and is a passive order; cancelling releases it and
 * the dispatch centre's pending count no longer counts it; the price changes only before the service.
 */
import { describe, expect, it } from 'vitest';
import { APPLY_REFUSALS } from '@/entities/business/applyVehicle';
import { data } from '@/mocks/db';
import { formatWallTime, DAY, HOUR, nowWall } from '@/mocks/time';
import { call, ok } from './api';

type Row = Record<string, unknown>;
type Page = { total: number; result: Row[] };
const zh = (text: { 'zh-CN': string }) => text['zh-CN'];
const LOGIN = '/api/provider/staff/login';
const signIn = (account: string, password: string) => ok(LOGIN, { params: { authStrategy: 1, account, password } });
const ENTERPRISE = '华远科技集团有限公司';

/** A valid request of tomorrow in the first city with enabled common addresses (two of its addresses). */
function validRequest(): Record<string, string | number> {
  const addresses = data().CommonAdderss.filter((a) => a.status === 0);
  const city = addresses[0]!.cityId;
  const [from, to] = addresses.filter((a) => a.cityId === city);
  const start = nowWall() + DAY;
  return {
    cityId: city, startPlace: from!.address, endPlace: (to ?? from)!.address,
    startTime: formatWallTime(start), endTime: formatWallTime(start + 4 * HOUR),
    seats: 5, passengers: 3, useType: 1, remark: '客户来访接送',
  };
}

const list = (path: string, params: Row = {}) => ok<Page>(path, { method: 'POST', params: { page: 1, pageSize: 100, ...(params as Record<string, string>) } });
const pendingCount = async () => (await ok<Record<string, number>>('/api/lingsan/customerOrder/todo/list', { method: 'GET' })).dispatchCenterPendingNum;

describe('creating a request', () => {
  it("an enterprise account's request is its company's, placed by itself, awaiting dispatch with a price", async () => {
    await signIn('enterprise', 'enterprise123');
    const saved = await ok<Row>('/api/applyVehicle/save', { params: validRequest() });
    expect(saved).toMatchObject({ requestStatus: 1, requestStatusName: '待调度', enterpriseName: ENTERPRISE, source: 1, applicantName: '陈静怡' });
    expect(String(saved.requestNo)).toMatch(/^YC\d{8}\d{4}$/);
    expect(Number(saved.agreedPrice)).toBe(60 + 4 * 90);
    expect(saved.cityName).toBeTruthy();
    // It is the dispatch centre's request: the same record there.
    expect(data().DispatchCenter.find((r) => r.requestId === saved.requestId)?.requestNo).toBe(saved.requestNo);
  });

  it('refuses what the form refuses, with its words', async () => {
    await signIn('enterprise', 'enterprise123');
    const good = validRequest();
    const refused = async (values: Row) => (await call('/api/applyVehicle/save', { params: { ...good, ...values } as Record<string, string> })).msg;
    expect(await refused({ cityId: '' })).toBe('请选择用车城市');
    expect(await refused({ remark: '' })).toBe('请填写用车事由');
    expect(await refused({ startTime: formatWallTime(nowWall() - HOUR) })).toBe('用车时间不能早于当前时间');
    expect(await refused({ endTime: good.startTime })).toBe('用车结束时间必须晚于开始时间');
    expect(await refused({ passengers: 6 })).toBe(zh(APPLY_REFUSALS.passengersOverSeats));
    expect(await refused({ startPlace: '不在常用地址里的地点' })).toBe('所选地点不是该城市的常用地址');
    // A request is not changed once submitted.
    const row = data().DispatchCenter.find((r) => r.enterpriseName === ENTERPRISE)!;
    expect(await refused({ requestId: row.requestId })).toBe(zh(APPLY_REFUSALS.notEditable));
  });

  it('a request placed by our staff must name the enterprise, and becomes its passive order once dispatched', async () => {
    await signIn('admin', 'admin123');
    expect((await call('/api/applyVehicle/save', { params: validRequest() })).msg).toBe(zh(APPLY_REFUSALS.enterpriseRequired));
    const saved = await ok<Row>('/api/applyVehicle/save', { params: { ...validRequest(), enterpriseName: ENTERPRISE } });
    expect(saved).toMatchObject({ source: 2, enterpriseName: ENTERPRISE, applicantName: '王建国' });
    expect((await list('/api/enterpriseOrder/PassiveOrder/list')).result.map((r) => r.requestId)).not.toContain(saved.requestId);
    await ok('/api/dispatchCenter/designate', { params: { requestId: saved.requestId as number, supplierName: '鑫达汽车服务有限公司', designateRemark: '自有车辆已排满' } });
    expect((await list('/api/enterpriseOrder/PassiveOrder/list')).result.map((r) => r.requestId)).toContain(saved.requestId);
    expect((await list('/api/enterpriseOrder/InternalCar/list')).result.map((r) => r.requestId)).not.toContain(saved.requestId);
  });
});

describe("the enterprise's view", () => {
  it('sees only its own company’s requests and orders; our staff see every enterprise’s', async () => {
    await signIn('enterprise', 'enterprise123');
    const own = await list('/api/applyVehicle/list');
    expect(own.total).toBeGreaterThan(0);
    expect(new Set(own.result.map((r) => r.enterpriseName))).toEqual(new Set([ENTERPRISE]));
    for (const path of ['/api/enterpriseOrder/InternalCar/list', '/api/enterpriseOrder/BusinessCar/list', '/api/enterpriseOrder/PassiveOrder/list']) {
      for (const r of (await list(path)).result) expect(r.enterpriseName).toBe(ENTERPRISE);
    }
    await signIn('admin', 'admin123');
    expect(new Set((await list('/api/applyVehicle/list')).result.map((r) => r.enterpriseName)).size).toBeGreaterThan(1);
  });

  it('the orders of a use are its initiative requests once dispatched, with the trip our vehicle made', async () => {
    await signIn('admin', 'admin123');
    const internal = (await list('/api/enterpriseOrder/InternalCar/list')).result;
    expect(internal.length).toBeGreaterThan(0);
    for (const r of internal) {
      expect([2, 3, 5, 6]).toContain(r.requestStatus);
      expect([r.useType, r.source]).toEqual([1, 1]);
    }
    for (const r of (await list('/api/enterpriseOrder/BusinessCar/list')).result) expect(r.useType).toBe(2);
    const done = internal.find((r) => r.requestStatus === 6 && r.dispatchMode === 1 && r.tripNo !== '');
    if (done) {
      const trip = data().TripDetail.find((t) => t.orderNo === done.requestNo)!;
      expect([done.mileage, done.tripFee]).toEqual([trip.mileage, trip.fee]);
    }
  });
});

describe('cancelling and the price', () => {
  it('a cancelled request leaves the pending count and frees what was assigned; not once in service', async () => {
    await signIn('enterprise', 'enterprise123');
    const saved = await ok<Row>('/api/applyVehicle/save', { params: validRequest() });
    await signIn('admin', 'admin123');
    const before = await pendingCount();
    await signIn('enterprise', 'enterprise123');
    expect((await call('/api/applyVehicle/cancel', { params: { requestId: saved.requestId as number } })).msg).toBe('请填写取消原因');
    await ok('/api/applyVehicle/cancel', { params: { requestId: saved.requestId as number, cancelReason: '会议改期' } });
    const row = data().DispatchCenter.find((r) => r.requestId === saved.requestId)!;
    expect([row.requestStatus, row.cancelReason, row.cancelTime !== undefined]).toEqual([7, '会议改期', true]);
    await signIn('admin', 'admin123');
    expect(await pendingCount()).toBe(before - 1);
    const inService = data().DispatchCenter.find((r) => r.requestStatus === 5)!;
    expect((await call('/api/applyVehicle/cancel', { params: { requestId: inService.requestId, cancelReason: '不用了' } })).msg).toBe('服务已开始或已结束的用车申请不能取消');
  });

  it('the price changes exactly, with a reason, only while awaiting dispatch or assigned; the enterprise may not', async () => {
    await signIn('admin', 'admin123');
    const pending = data().DispatchCenter.find((r) => r.requestStatus === 1)!;
    const change = (requestId: number, agreedPrice: string, priceReason = '客户增加途经点') => call<Row>('/api/applyVehicle/modifyPrice', { params: { requestId, agreedPrice, priceReason } });
    expect((await change(pending.requestId, '')).msg).toBe('请填写协议价格');
    expect((await change(pending.requestId, '12.345')).code).toBe(1);
    expect((await change(pending.requestId, '1000000.01')).code).toBe(1);
    expect((await change(pending.requestId, '880.10', '')).msg).toBe('请填写改价原因');
    expect((await change(pending.requestId, '880.10')).code).toBe(0);
    const row = data().DispatchCenter.find((r) => r.requestId === pending.requestId)!;
    expect([row.agreedPrice, row.priceReason, row.requestStatus]).toEqual([880.1, '客户增加途经点', 1]);
    const designated = data().DispatchCenter.find((r) => r.requestStatus === 3)!;
    expect((await change(designated.requestId, '500')).msg).toBe('只有待调度或已派车的用车申请才能修改价格');
    await signIn('enterprise', 'enterprise123');
    const own = data().DispatchCenter.find((r) => r.requestStatus === 1 && r.enterpriseName === ENTERPRISE)!;
    expect((await change(own.requestId, '1')).code).not.toBe(0);
  });
});
