/**
 * The dispatch centre (entities/admin/dispatchRequest.ts, src/mocks/dispatchFree.ts): a vehicle and a driver are
 * offered for a request only when free for its whole period, and the assign action refuses a forced choice with the
 * same words; touching periods do not overlap; a cancelled trip does not block; an assignment blocks later ones;
 * the dashboard's count follows the requests.
 */
import { describe, expect, it } from 'vitest';
import { DISPATCH_REFUSALS, overlaps } from '@/entities/admin/dispatchRequest';
import { commit, data } from '@/mocks/db';
import { MINUTE, parseWallTime, pinClock } from '@/mocks/time';
import type { DispatchRequest } from '@/mocks/seeds/dispatchRequests';
import { call, ok } from './api';

type Option = { value: number; label: string };
const zh = (text: { 'zh-CN': string }) => text['zh-CN'];
const carOptions = (requestId: number) => ok<Option[]>('/api/dispatchCenter/carOptions', { method: 'GET', params: { requestId } });
const driverOptions = (requestId: number, carId?: number) => ok<Option[]>('/api/dispatchCenter/driverOptions', { method: 'GET', params: { requestId, carId } });
const values = (options: Option[]) => options.map((o) => o.value);
const pendingCount = async () => (await ok<Record<string, number>>('/api/lingsan/customerOrder/todo/list', { method: 'GET' })).dispatchCenterPendingNum;

/** The seeded pair of 北京 (seeds/dispatchRequests.ts): an assignment of tomorrow 09:00–12:00 and a request 10:00–15:00. */
function seededPair(): { held: DispatchRequest; pending: DispatchRequest } {
  const rows = data().DispatchCenter;
  const pending = rows.find((r) => r.requestStatus === 1 && r.cityName === '北京' && r.startTime.endsWith('10:00:00') && r.endTime.endsWith('15:00:00'))!;
  const held = rows.find((r) => r.requestStatus === 2 && r.cityId === pending.cityId && r.startTime.slice(0, 10) === pending.startTime.slice(0, 10))!;
  expect(pending).toBeDefined();
  expect(held).toBeDefined();
  // The seeded pair's vehicle is insured (the seed's may have a lapsed 交强险, which THE blocker rule refuses).
  for (const p of data().InsuranceList) if (p.carId === held.carId && p.insuranceType === 1) p.endDate = '2099-12-31';
  return { held, pending };
}

/** A new request of `city` for a period (added to the stored requests). */
function addRequest(cityId: number, start: string, end: string, seats = 5): DispatchRequest {
  const template = data().DispatchCenter.find((r) => r.cityId === cityId)!;
  const row: DispatchRequest = {
    ...template, requestId: 79000 + data().DispatchCenter.length, requestNo: `YCTEST${data().DispatchCenter.length}`, requestStatus: 1, requestStatusName: '待调度',
    startTime: start, endTime: end, seats, carId: undefined, driverId: undefined, plate: undefined, driverName: undefined,
  };
  commit((d) => void d.DispatchCenter.push(row));
  return row;
}

describe('free for the period', () => {
  it('periods overlap when one starts before the other ends; touching periods do not', () => {
    const p = (start: string, end: string) => ({ start: `2026-05-01 ${start}:00`, end: `2026-05-01 ${end}:00` });
    expect(overlaps(p('09:00', '12:00'), p('11:00', '15:00'))).toBe(true);
    expect(overlaps(p('09:00', '18:00'), p('10:00', '11:00'))).toBe(true);
    expect(overlaps(p('10:00', '11:00'), p('10:00', '11:00'))).toBe(true);
    expect(overlaps(p('09:00', '12:00'), p('12:00', '15:00'))).toBe(false);
    expect(overlaps(p('12:00', '15:00'), p('09:00', '12:00'))).toBe(false);
    expect(overlaps(p('09:00', '10:00'), p('11:00', '12:00'))).toBe(false);
  });

  it('a driver and a vehicle assigned in the period are not offered, and forcing them is refused with the reason', async () => {
    const { held, pending } = seededPair();
    const cars = values(await carOptions(pending.requestId));
    expect(cars.length).toBeGreaterThan(0);
    expect(cars).not.toContain(held.carId);
    const drivers = values(await driverOptions(pending.requestId, cars[0]));
    expect(drivers.length).toBeGreaterThan(0);
    expect(drivers).not.toContain(held.driverId);
    // Forced through the backend: refused with the words of the rule, and the request is left as it was.
    expect(await call('/api/dispatchCenter/assign', { params: { requestId: pending.requestId, carId: cars[0], driverId: held.driverId } })).toMatchObject({ code: 1, msg: zh(DISPATCH_REFUSALS.driverBusy) });
    expect(await call('/api/dispatchCenter/assign', { params: { requestId: pending.requestId, carId: held.carId, driverId: drivers[0] } })).toMatchObject({ code: 1, msg: zh(DISPATCH_REFUSALS.carBusy) });
    const after = data().DispatchCenter.find((r) => r.requestId === pending.requestId)!;
    expect([after.requestStatus, after.carId, after.driverId]).toEqual([1, undefined, undefined]);
  });

  it('touching periods do not block: a request starting when the assignment ends is offered its driver and vehicle', async () => {
    const { held } = seededPair();
    const after = addRequest(held.cityId, held.endTime, held.endTime.replace(' 12:', ' 16:'));
    const before = addRequest(held.cityId, held.startTime.replace(' 09:', ' 07:'), held.startTime);
    for (const r of [after, before]) {
      expect(values(await carOptions(r.requestId))).toContain(held.carId);
      expect(values(await driverOptions(r.requestId, held.carId))).toContain(held.driverId);
    }
  });

  it('a trip blocks its driver and vehicle for its period; a cancelled trip does not', async () => {
    const { held } = seededPair();
    const day = held.startTime.slice(0, 10);
    const request = addRequest(held.cityId, `${day} 16:00:00`, `${day} 18:00:00`);
    const template = data().TripDetail[0]!;
    const trip = { ...template, tripId: 99999, driverId: held.driverId!, carId: held.carId!, startTime: `${day} 17:30:00`, endTime: `${day} 19:00:00`, status: 3 as const, statusName: '已取消' };
    commit((d) => void d.TripDetail.unshift(trip));
    expect(values(await driverOptions(request.requestId))).toContain(held.driverId);
    expect(values(await carOptions(request.requestId))).toContain(held.carId);
    commit((d) => void Object.assign(d.TripDetail.find((t) => t.tripId === 99999)!, { status: 2, statusName: '已完成' }));
    expect(values(await driverOptions(request.requestId))).not.toContain(held.driverId);
    expect(values(await carOptions(request.requestId))).not.toContain(held.carId);
    expect(await call('/api/dispatchCenter/assign', { params: { requestId: request.requestId, carId: held.carId, driverId: held.driverId } })).toMatchObject({ code: 1, msg: zh(DISPATCH_REFUSALS.carBusy) });
  });

  it('a driver on leave, of another city or whose licence does not allow the vehicle is not offered, and refused', async () => {
    const { pending } = seededPair();
    const [car] = await carOptions(pending.requestId);
    const [a, b] = await driverOptions(pending.requestId, car!.value);
    commit((d) => void Object.assign(d.Drivers.find((x) => x.driverId === a!.value)!, { status: 2 }));
    expect(values(await driverOptions(pending.requestId, car!.value))).not.toContain(a!.value);
    expect(await call('/api/dispatchCenter/assign', { params: { requestId: pending.requestId, carId: car!.value, driverId: a!.value } })).toMatchObject({ code: 1, msg: zh(DISPATCH_REFUSALS.driverNotOnDuty) });
    const other = data().Drivers.find((x) => x.status === 1 && x.cityId !== pending.cityId)!;
    expect(await call('/api/dispatchCenter/assign', { params: { requestId: pending.requestId, carId: car!.value, driverId: other.driverId } })).toMatchObject({ code: 1, msg: zh(DISPATCH_REFUSALS.driverOtherCity) });
    // A 12-seat vehicle needs a B1 or better: a C1 driver is not offered for it.
    commit((d) => {
      Object.assign(d.vehicles.find((v) => v.carId === car!.value)!, { seats: 12 });
      Object.assign(d.Drivers.find((x) => x.driverId === b!.value)!, { licenseType: 'C1' });
    });
    expect(values(await driverOptions(pending.requestId, car!.value))).not.toContain(b!.value);
    expect(values(await driverOptions(pending.requestId))).toContain(b!.value);
    expect(await call('/api/dispatchCenter/assign', { params: { requestId: pending.requestId, carId: car!.value, driverId: b!.value } })).toMatchObject({ code: 1, msg: zh(DISPATCH_REFUSALS.driverLicence) });
  });

  it('an assignment moves the request and the dashboard count, and blocks an overlapping request', async () => {
    const { pending } = seededPair();
    const before = await pendingCount();
    expect(await call('/api/dispatchCenter/assign', { params: { requestId: pending.requestId } })).toMatchObject({ code: 1, msg: zh(DISPATCH_REFUSALS.carRequired) });
    const [car] = await carOptions(pending.requestId);
    const [driver] = await driverOptions(pending.requestId, car!.value);
    const moved = await ok<Record<string, unknown>>('/api/dispatchCenter/assign', { params: { requestId: pending.requestId, carId: car!.value, driverId: driver!.value } });
    expect(moved).toMatchObject({ requestStatus: 2, requestStatusName: '已派车', carId: car!.value, driverId: driver!.value });
    expect(await pendingCount()).toBe(before - 1);
    // Not twice, and the next overlapping request no longer gets them.
    expect(await call('/api/dispatchCenter/assign', { params: { requestId: pending.requestId, carId: car!.value, driverId: driver!.value } })).toMatchObject({ code: 1, msg: zh(DISPATCH_REFUSALS.notPending) });
    const next = addRequest(pending.cityId, pending.startTime.replace(' 10:', ' 14:'), pending.endTime.replace(' 15:', ' 17:'));
    expect(values(await carOptions(next.requestId))).not.toContain(car!.value);
    expect(values(await driverOptions(next.requestId))).not.toContain(driver!.value);
    // Revoked: free again, and awaiting dispatch.
    await ok('/api/dispatchCenter/revoke', { params: { requestId: pending.requestId } });
    expect(values(await driverOptions(next.requestId))).toContain(driver!.value);
    expect(await pendingCount()).toBe(before + 1);
  });

  it('serving with our vehicle makes a trip: started with the service, ended at the odometer reading given, with its fees', async () => {
    const { pending } = seededPair();
    const [car] = await carOptions(pending.requestId);
    const [driver] = await driverOptions(pending.requestId, car!.value);
    await ok('/api/dispatchCenter/assign', { params: { requestId: pending.requestId, carId: car!.value, driverId: driver!.value } });
    const vehicle = () => data().vehicles.find((v) => v.carId === car!.value)!;
    const startReading = vehicle().mileage;
    const started = parseWallTime(`${pending.startTime.slice(0, 10)} 10:02:00`)!;
    pinClock(started);
    try {
      await ok('/api/dispatchCenter/start', { params: { requestId: pending.requestId } });
      const trips = await ok<{ result: Record<string, unknown>[] }>('/api/trip/list', { method: 'GET', params: { carId: car!.value, pageSize: 100 } });
      const trip = trips.result.find((t) => t.orderNo === pending.requestNo);
      expect(trip).toMatchObject({ status: 1, statusName: '进行中', driverId: driver!.value, startPlace: pending.startPlace, endPlace: pending.endPlace, startMileage: startReading });
      // The vehicle is busy for another request now (its trip is under way).
      const other = addRequest(pending.cityId, `${pending.startTime.slice(0, 10)} 16:00:00`, `${pending.startTime.slice(0, 10)} 18:00:00`);
      expect(values(await carOptions(other.requestId))).not.toContain(car!.value);

      // Completing needs the reading, which only rises; a supplier's completion is another step.
      expect(await call('/api/dispatchCenter/finish', { params: { requestId: pending.requestId } })).toMatchObject({ code: 1, msg: '请填写结束里程' });
      expect(await call('/api/dispatchCenter/finish', { params: { requestId: pending.requestId, endMileage: startReading - 1 } })).toMatchObject({ code: 1, msg: `结束里程不能小于出发里程（${startReading} km）` });
      expect(await call('/api/dispatchCenter/finishDesignated', { params: { requestId: pending.requestId } })).toMatchObject({ code: 1, msg: '只有服务中的用车申请才能完成' });
      expect(data().DispatchCenter.find((r) => r.requestId === pending.requestId)).toMatchObject({ requestStatus: 5 });

      pinClock(started + 95 * MINUTE);
      await ok('/api/dispatchCenter/finish', { params: { requestId: pending.requestId, endMileage: startReading + 37 } });
      const ended = data().TripDetail.find((t) => t.orderNo === pending.requestNo)!;
      expect(ended).toMatchObject({ status: 2, endMileage: startReading + 37, mileage: 37, durationMin: 95, fee: 143.7 });
      expect(ended.feeItems).toEqual([{ feeType: 1, amount: 96.2 }, { feeType: 2, amount: 47.5 }]);
      expect(vehicle().mileage).toBe(startReading + 37);
      expect(data().DispatchCenter.find((r) => r.requestId === pending.requestId)).toMatchObject({ requestStatus: 6, dispatchMode: 1, endMileage: startReading + 37 });
    } finally {
      pinClock(null);
    }
  });

  it('a request designated to a supplier is completed without a trip of ours', async () => {
    const designated = data().DispatchCenter.find((r) => r.requestStatus === 3)!;
    expect(designated.dispatchMode).toBe(2);
    const trips = data().TripDetail.length;
    await ok('/api/dispatchCenter/start', { params: { requestId: designated.requestId } });
    expect(await call('/api/dispatchCenter/finish', { params: { requestId: designated.requestId, endMileage: 100 } })).toMatchObject({ code: 1, msg: '只有服务中的用车申请才能完成' });
    await ok('/api/dispatchCenter/finishDesignated', { params: { requestId: designated.requestId } });
    expect(data().DispatchCenter.find((r) => r.requestId === designated.requestId)).toMatchObject({ requestStatus: 6 });
    expect(data().TripDetail.length).toBe(trips);
  });

  it("the counts by state are the totals of the list each opens, for the list's other filters", async () => {
    for (const filter of [{}, { cityId: 110100 }, { urgent: 'true' }]) {
      const counts = await ok<Record<string, number>>('/api/dispatchCenter/counts', { method: 'GET', params: { ...filter, requestStatus: 2, page: 3 } });
      for (const state of ['1', '2', '3', '4', '5', '6']) {
        const list = await ok<{ total: number }>('/api/dispatchCenter/list', { method: 'GET', params: { ...filter, requestStatus: state } });
        expect(counts[state] ?? 0, `${JSON.stringify(filter)} ${state}`).toBe(list.total);
      }
    }
    expect(Object.keys(await ok<Record<string, number>>('/api/dispatchCenter/counts', { method: 'GET' })).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('seeded assignments never hold a vehicle or a driver twice at once', () => {
    const held = data().DispatchCenter.filter((r) => r.requestStatus === 2 || r.requestStatus === 5);
    expect(held.length).toBeGreaterThan(3);
    for (const a of held) {
      for (const b of held) {
        if (a === b || !overlaps({ start: a.startTime, end: a.endTime }, { start: b.startTime, end: b.endTime })) continue;
        expect(a.carId).not.toBe(b.carId);
        expect(a.driverId).not.toBe(b.driverId);
      }
    }
  });
});

describe('the order of the work (src/entities/workOrder.ts)', () => {
  type Listed = { requestId: number; requestStatus: number; urgent: boolean; startTime: string; overdue: boolean };
  const list = (params: Record<string, string | number> = {}) =>
    ok<{ result: Listed[] }>('/api/dispatchCenter/list', { method: 'GET', params: { pageSize: 500, ...params } }).then((p) => p.result);
  const OPEN = [1, 2, 3, 5];

  it('lists the requests still to serve first, urgent first, then the nearest start; the rest after, latest start first', async () => {
    const rows = await list();
    expect(rows.length).toBe(data().DispatchCenter.length);
    const open = rows.filter((r) => OPEN.includes(r.requestStatus));
    expect(rows.slice(0, open.length)).toEqual(open);
    const urgent = open.filter((r) => r.urgent);
    expect(urgent.length).toBeGreaterThan(0);
    expect(open.slice(0, urgent.length)).toEqual(urgent);
    const starts = (rs: Listed[]) => rs.map((r) => r.startTime);
    expect(starts(urgent)).toEqual(starts(urgent).toSorted());
    expect(starts(open.slice(urgent.length))).toEqual(starts(open.slice(urgent.length)).toSorted());
    const closed = rows.slice(open.length);
    expect(starts(closed)).toEqual(starts(closed).toSorted().reverse());
  });

  it('flags a request overdue while it waits for a start that has passed, and sorts by a column when asked', async () => {
    const late = addRequest(110100, '2020-01-01 09:00:00', '2020-01-01 10:00:00');
    const soon = addRequest(110100, '2099-01-01 09:00:00', '2099-01-01 10:00:00');
    const rows = await list();
    const of = (id: number) => rows.find((r) => r.requestId === id)!;
    expect(of(late.requestId).overdue).toBe(true);
    expect(of(soon.requestId).overdue).toBe(false);
    // Not urgent: the overdue one before every other non-urgent open request, the far one after them.
    const open = rows.filter((r) => OPEN.includes(r.requestStatus) && !r.urgent);
    expect(open[0]!.requestId).toBe(late.requestId);
    expect(open.at(-1)!.requestId).toBe(soon.requestId);
    // Done or cancelled, it is no longer overdue.
    commit(() => void (data().DispatchCenter.find((r) => r.requestId === late.requestId)!.requestStatus = 7));
    expect((await list()).find((r) => r.requestId === late.requestId)!.overdue).toBe(false);
    const byStart = await list({ orderBy: 'startTime', order: 'desc' });
    expect(byStart.map((r) => r.startTime)).toEqual(byStart.map((r) => r.startTime).toSorted().reverse());
  });
});
