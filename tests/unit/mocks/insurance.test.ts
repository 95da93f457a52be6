/**
 * Insurance policies and accidents (entities/insurance, src/mocks/handlers/insurance.ts): a policy's end comes after
 * its start and its number is unique, its state follows from its dates (boundaries included), a vehicle's insurance
 * expiry is its latest compulsory policy's end, completing a policy needs its detail and a photo, and an accident
 * claims only on a policy of its vehicle live at that time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CLAIM_STATE } from '@/entities/insurance/accident';
import { expiringWindows, perfectProblems, policyState, POLICY_STATE } from '@/entities/insurance/policy';
import { data } from '@/mocks/db';
import { tripAt } from '@/entities/admin/responsibility';
import { pinClock } from '@/mocks/time';
import { call, ok } from './api';

type Row = Record<string, unknown>;
type Params = Record<string, string | number>;

const save = (params: Row) => call<Row>('/api/insurance/save', { params: params as Params });
const vehicleOf = async (carId: number) => ok<Row>('/api/vehicle/detail', { params: { carId } });

/** A vehicle with a current compulsory policy, and that policy. */
function insuredVehicle() {
  const today = new Date().toISOString().slice(0, 10);
  const policy = data().InsuranceList.find((p) => p.insuranceType === 1 && p.startDate <= today && p.endDate > today && !data().InsuranceList.some((o) => o !== p && o.insuranceType === 1 && o.carId === p.carId && o.startDate > p.endDate))!;
  return { policy, carId: policy.carId! };
}

/** The day after a date (YYYY-MM-DD). */
const dayAfter = (date: string, n = 1) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A new compulsory policy's essentials for a vehicle and a period. */
const essentials = (carId: number, startDate: string, endDate: string, policyNo = `PDZA${startDate.slice(0, 4)}TEST${carId}`): Row => ({
  policyNo, insuranceType: 1, carId, insurer: '平安产险', insuredCompany: data().vehicles.find((v) => v.carId === carId)!.companyName, startDate, endDate, premium: '950.00',
});

afterEach(() => pinClock(null));

describe('insurance policies', () => {
  it('refuses an end date not after the start date, with the form’s message', async () => {
    const { carId, policy } = insuredVehicle();
    const start = dayAfter(policy.endDate);
    for (const end of [start, dayAfter(start, -1)]) {
      expect(await save(essentials(carId, start, end))).toMatchObject({ code: 1, msg: '终保日期须晚于起保日期' });
    }
  });

  it('refuses a policy number already used, and a second compulsory policy of a vehicle over the same days', async () => {
    const { carId, policy } = insuredVehicle();
    const other = data().InsuranceList.find((p) => p.policyNo !== policy.policyNo)!;
    const start = dayAfter(policy.endDate);
    expect(await save(essentials(carId, start, dayAfter(start, 364), other.policyNo))).toMatchObject({ code: 1, msg: '该保单号已存在' });
    expect(await save(essentials(carId, policy.endDate, dayAfter(policy.endDate, 364)))).toMatchObject({ code: 1, msg: `该车辆在此期间已有交强险保单（${policy.policyNo}）` });
    // A motor policy names its vehicle; a non-motor one names its kind.
    expect(await save({ ...essentials(carId, start, dayAfter(start, 364)), carId: '' })).toMatchObject({ code: 1, msg: '交强险和商业险须选择车辆' });
    expect(await save({ ...essentials(carId, start, dayAfter(start, 364)), insuranceType: 3, carId: '' })).toMatchObject({ code: 1, msg: '非车险须选择非车险种' });
  });

  it('derives its state from the dates: the start and end days are covered, 30 days ahead is expiring', () => {
    const [start, end] = ['2026-01-01', '2026-12-31'];
    expect(policyState(start, end, '2025-12-31')).toBe(POLICY_STATE.pending);
    expect(policyState(start, end, '2026-01-01')).toBe(POLICY_STATE.live);
    expect(policyState(start, end, '2026-11-30')).toBe(POLICY_STATE.live);
    expect(policyState(start, end, '2026-12-01')).toBe(POLICY_STATE.expiring);
    expect(policyState(start, end, '2026-12-31')).toBe(POLICY_STATE.expiring);
    expect(policyState(start, end, '2027-01-01')).toBe(POLICY_STATE.expired);
    expect(expiringWindows(end, '2026-12-24')).toBe('7,15,30,60,90');
    expect(expiringWindows(end, '2026-12-01')).toBe('30,60,90');
    expect(expiringWindows(end, '2027-01-01')).toBe('');
  });

  it('answers the state its dates give today, and filters by it and by “expiring within”', async () => {
    pinClock(Date.parse('2026-06-15T10:00:00Z'));
    const page = await ok<{ result: Row[] }>('/api/insurance/list', { params: { policyState: POLICY_STATE.expiring, pageSize: 500 } });
    expect(page.result.length).toBeGreaterThan(0);
    for (const r of page.result) expect(policyState(String(r.startDate), String(r.endDate), '2026-06-15')).toBe(POLICY_STATE.expiring);
    const within7 = await ok<{ result: Row[] }>('/api/insurance/list', { params: { expiringWithin: 7, pageSize: 500 } });
    for (const r of within7.result) expect(String(r.endDate) >= '2026-06-15' && String(r.endDate) <= '2026-06-22').toBe(true);
  });

  it('makes the vehicle’s insurance expiry its latest compulsory policy’s end: a renewal moves it', async () => {
    const { carId, policy } = insuredVehicle();
    expect((await vehicleOf(carId)).insuranceExpiry).toBe(policy.endDate);
    const start = dayAfter(policy.endDate);
    const end = dayAfter(start, 364);
    const added = await save(essentials(carId, start, end));
    expect(added).toMatchObject({ code: 0, data: { perfectState: 1, plate: data().vehicles.find((v) => v.carId === carId)!.plate } });
    expect((await vehicleOf(carId)).insuranceExpiry).toBe(end);
    // A commercial policy does not move it.
    await ok('/api/insurance/save', { params: { ...essentials(carId, dayAfter(end), dayAfter(end, 365), 'PDAA-TEST-1'), insuranceType: 2 } as Params });
    expect((await vehicleOf(carId)).insuranceExpiry).toBe(end);
    // The vehicles' list sorts and shows the same value.
    const listed = await ok<{ result: Row[] }>('/api/vehicle/list', { params: { plate: String(added.data.plate) } });
    expect(listed.result[0]!.insuranceExpiry).toBe(end);
  });

  it('is completed only with its type’s detail and a photo, the first thing lacking refused', async () => {
    const { carId, policy } = insuredVehicle();
    const start = dayAfter(policy.endDate);
    const added = await ok<Row>('/api/insurance/save', { params: essentials(carId, start, dayAfter(start, 364)) as Params });
    const policyId = Number(added.policyId);
    const detail = { policyId, signDate: start, vehicleTax: '360.00' };
    expect(await call('/api/insurance/perfect', { params: detail })).toMatchObject({ code: 1, msg: '请至少上传一张保单照片后再完善' });
    await ok('/api/insurance/photo/add', { params: { policyId, photoType: '1', photoUrl: '/files/policy.png' } });
    expect(await call('/api/insurance/perfect', { params: { policyId, signDate: start } })).toMatchObject({ code: 1, msg: '交强险须填写代收车船税' });
    expect(perfectProblems({ insuranceType: 1, signDate: start, photos: [] }).map((p) => p['zh-CN'])).toEqual(['交强险须填写代收车船税', '请至少上传一张保单照片后再完善']);
    expect(await call('/api/insurance/perfect', { params: detail })).toMatchObject({ code: 0, data: { perfectState: 2, vehicleTax: 360 } });
    expect(await ok<Row>('/api/insurance/detail', { params: { policyId } })).toMatchObject({ perfectState: 2, policyState: expect.any(Number), photoCount: 1 });
    // A completed policy keeps at least one photo.
    const photoId = (data().InsuranceList.find((p) => p.policyId === policyId)!.photos[0]!).photoId;
    expect(await call('/api/insurance/photo/delete', { params: { policyId, photoId } })).toMatchObject({ code: 1, msg: '已完善的保单至少保留一张照片' });
  });

  it('lists each type on its own list, the same records', async () => {
    const traffic = await ok<{ total: number; result: Row[] }>('/api/insurance/traffic/list', { params: { pageSize: 500 } });
    expect(traffic.total).toBe(data().InsuranceList.filter((p) => p.insuranceType === 1).length);
    expect(traffic.result.every((r) => r.insuranceType === 1)).toBe(true);
    const nonauto = await ok<{ total: number }>('/api/insurance/nonauto/list');
    expect(nonauto.total).toBe(data().InsuranceList.filter((p) => p.insuranceType === 3).length);
  });
});

describe('accidents', () => {
  /** A trip's moment and a policy of its vehicle live then, and one that was not. */
  function claimCase() {
    for (const trip of data().TripDetail.filter((r) => r.status === 2)) {
      const time = trip.startTime;
      const policies = data().InsuranceList.filter((p) => p.carId === trip.carId && p.insuranceType !== 3);
      const live = policies.find((p) => p.startDate <= time.slice(0, 10) && time.slice(0, 10) <= p.endDate);
      const dead = policies.find((p) => p.endDate < time.slice(0, 10));
      if (live && dead) return { trip, time, live, dead };
    }
    throw new Error('no vehicle with a live and an expired policy at a trip');
  }
  const accident = (carId: number, time: string, cityId: number, policyId?: number): Params => ({
    carId, accidentTime: time, cityId, place: '人民路与中山路交叉口', description: '变道时剐蹭', responsibility: '3', estimatedLoss: '1200.50', ...(policyId ? { policyId } : {}),
  });

  it('claims only on a policy of the vehicle live at the accident’s time', async () => {
    const { trip, time, live, dead } = claimCase();
    const refused = await call('/api/accident/save', { params: accident(trip.carId, time, trip.cityId, dead.policyId) });
    expect(refused).toMatchObject({ code: 1, msg: `所选保单（${dead.policyNo}，${dead.startDate}至${dead.endDate}）在事故发生时不在保险期间内` });
    const other = data().InsuranceList.find((p) => p.carId !== trip.carId && p.insuranceType === 1)!;
    expect(await call('/api/accident/save', { params: accident(trip.carId, time, trip.cityId, other.policyId) })).toMatchObject({ code: 1, msg: '所选保单不是该车辆的交强险或商业险保单' });
    const saved = await ok<Row>('/api/accident/save', { params: accident(trip.carId, time, trip.cityId, live.policyId) });
    // The driver is the trip's, as for a violation.
    expect(saved).toMatchObject({ policyNo: live.policyNo, driverId: tripAt(data().TripDetail, trip.carId, time)!.driverId, claimState: CLAIM_STATE.unreported });
    expect(String(saved.accidentNo)).toMatch(/^SG\d{12}$/);
  });

  it('is reported only with a policy, and closed with no more paid than lost', async () => {
    const { trip, time, live } = claimCase();
    const without = await ok<Row>('/api/accident/save', { params: accident(trip.carId, time, trip.cityId) });
    expect(await call('/api/accident/report', { params: { accidentId: Number(without.accidentId), claimNo: 'BA1' } })).toMatchObject({ code: 1, msg: '请先在事故信息中选择理赔保单再报案' });
    const accidentId = Number((await ok<Row>('/api/accident/save', { params: accident(trip.carId, time, trip.cityId, live.policyId) })).accidentId);
    await ok('/api/accident/report', { params: { accidentId, claimNo: 'BA20260101000001' } });
    await ok('/api/accident/assess', { params: { accidentId } });
    expect(await call('/api/accident/close', { params: { accidentId, finalLoss: '1000.00', claimAmount: '1000.01' } })).toMatchObject({ code: 1, msg: '赔付金额不能大于最终损失' });
    expect(await call('/api/accident/close', { params: { accidentId, finalLoss: '1000.00', claimAmount: '900.00' } })).toMatchObject({ code: 0, data: { claimState: CLAIM_STATE.closed, claimAmount: 900 } });
  });

  it('seeds accidents whose policy was live at their time', () => {
    const rows = data().AccidentInfoList;
    expect(rows.length).toBeGreaterThan(30);
    for (const r of rows.filter((x) => x.policyId !== undefined)) {
      const p = data().InsuranceList.find((x) => x.policyId === r.policyId)!;
      expect(p.carId).toBe(r.carId);
      expect(p.startDate <= r.accidentTime.slice(0, 10) && r.accidentTime.slice(0, 10) <= p.endDate).toBe(true);
    }
  });
});
