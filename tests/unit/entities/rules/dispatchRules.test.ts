/** The dispatch centre's rules without msw or React: the assignment's check and the trip a service makes. */
import { describe, expect, it } from 'vitest';
import { assignProblem, branchOrderNeeds, freeDrivers, freeVehicles, vehicleProblem, type DispatchWorld } from '@/entities/admin/dispatchFree';
import { minutesBetween, serviceTrip, tripEnd } from '@/entities/admin/tripRules';

const request = { requestId: 70001, cityId: 1, seats: 5, startTime: '2026-05-01 09:00:00', endTime: '2026-05-01 12:00:00' };
const car = (carId: number, extra = {}) => ({ carId, vehicleStatus: 1, cityId: 1, seats: 5, ...extra });
const driver = (driverId: number, extra = {}) => ({ driverId, status: 1, cityId: 1, licenseType: 'C1', licenseExpiry: '2030-01-01', ...extra });
const WORLD: DispatchWorld = {
  vehicles: [car(1), car(2, { seats: 4 })],
  Drivers: [driver(11), driver(12, { status: 2 })],
  TripDetail: [],
  DispatchCenter: [],
  rentOrders: [],
};
const refused = (carId?: string, driverId?: string) => {
  const p = assignProblem(WORLD, request, carId, driverId);
  return p && [p.field, p.message['zh-CN']];
};

it('refuses an assignment naming no, an unknown or an unfit vehicle or driver, with the field it names', () => {
  expect(refused(undefined, '11')).toEqual(['carId', '请选择车辆']);
  expect(refused('1', '')).toEqual(['driverId', '请选择司机']);
  expect(refused('9', '11')).toEqual(['carId', '所选车辆不存在']);
  expect(refused('1', '99')).toEqual(['driverId', '所选司机不存在']);
  expect(refused('2', '11')).toEqual(['carId', '所选车辆的座位数少于所需座位数']);
  expect(refused('1', '12')).toEqual(['driverId', '所选司机不在岗（休假或已离职），不能派车']);
  expect(refused('1', '11')).toBeNull();
});

describe("a branch order's 派车 asks the same rule (branchOrderNeeds)", () => {
  // A branch order in city 1 from 1 May 09:00 to 4 May 09:00: its vehicle over all of it, its driver for the delivery.
  const needs = branchOrderNeeds({ orderId: 7001, startTime: '2026-05-01 09:00:00', endTime: '2026-05-04 09:00:00' }, 1);
  const sent = (orderId: number, orderStatus: number, carId: number, driverId: number, startTime: string, endTime: string) => ({ orderId, orderStatus, carId, driverId, startTime, endTime });
  const world = (more: Partial<DispatchWorld>): DispatchWorld => ({ ...WORLD, vehicles: [car(1), car(2, { seats: 4 }), car(3, { cityId: 2 })], Drivers: [driver(11), driver(13, { cityId: 2 })], ...more });

  it('offers the vehicles and drivers of its city free over the period, whatever their seats', () => {
    const w = world({});
    expect(freeVehicles(w, needs.vehicle).map((c) => c.carId)).toEqual([1, 2]);
    expect(vehicleProblem(w, needs.vehicle, car(3, { cityId: 2 }))?.['zh-CN']).toBe('所选车辆不在用车城市');
    expect(freeDrivers(w, needs.driver, car(1)).map((d) => d.driverId)).toEqual([11]);
  });

  it('a vehicle held by another branch order (交车中 or 用车中) in an overlapping period is not offered; touching, returned or this order’s own do not block', () => {
    const w = world({
      branchOrders: [
        sent(7002, 7, 1, 12, '2026-05-03 09:00:00', '2026-05-10 09:00:00'),
        sent(7003, 9, 2, 12, '2026-04-20 09:00:00', '2026-05-02 09:00:00'),
        sent(7004, 6, 2, 12, '2026-04-25 09:00:00', '2026-05-01 09:00:00'),
        sent(7001, 6, 2, 11, '2026-05-01 09:00:00', '2026-05-04 09:00:00'),
      ],
    });
    expect(freeVehicles(w, needs.vehicle).map((c) => c.carId)).toEqual([2]);
    expect(vehicleProblem(w, needs.vehicle, car(1))?.['zh-CN']).toBe('所选车辆在用车时段内已有行程、派车或租赁安排，不能重复派车');
  });

  it('its driver is held only by the delivery: another order being delivered at the same hours blocks them, one renting does not', () => {
    const delivering = sent(7005, 6, 2, 11, '2026-05-01 10:00:00', '2026-05-09 10:00:00');
    expect(freeDrivers(world({ branchOrders: [delivering] }), needs.driver, car(1))).toEqual([]);
    expect(freeDrivers(world({ branchOrders: [{ ...delivering, orderStatus: 7 }] }), needs.driver, car(1)).map((d) => d.driverId)).toEqual([11]);
    expect(freeDrivers(world({ branchOrders: [{ ...delivering, startTime: '2026-05-01 11:00:00' }] }), needs.driver, car(1)).map((d) => d.driverId)).toEqual([11]);
    // A trip of theirs in the rental's later days does not keep them from the delivery.
    const trip = { carId: 2, driverId: 11, status: 1, startTime: '2026-05-02 09:00:00', endTime: '2026-05-02 12:00:00' };
    expect(freeDrivers(world({ TripDetail: [trip] }), needs.driver, car(1)).map((d) => d.driverId)).toEqual([11]);
    expect(freeVehicles(world({ TripDetail: [trip] }), needs.vehicle).map((c) => c.carId)).toEqual([1]);
  });

  it('the dispatch centre does not offer a vehicle a branch order holds either', () => {
    const w = world({ branchOrders: [sent(7002, 7, 1, 12, '2026-04-30 09:00:00', '2026-05-10 09:00:00')] });
    expect(assignProblem(w, request, '1', '11')).toMatchObject({ field: 'carId', message: { 'zh-CN': '所选车辆在用车时段内已有行程、派车或租赁安排，不能重复派车' } });
  });
});

it("starts a service's trip at the vehicle's reading and ends it with its distance, time and fees", () => {
  const started = serviceTrip(
    { requestId: 70001, requestNo: 'YC202605010001', driverId: 11, driverName: '王师傅', cityId: 1, cityName: '北京', startPlace: 'A', endPlace: 'B' },
    { carId: 1, plate: '京A12345', mileage: 1200 },
    [{ tripId: 50007 }],
    '2026-05-01 09:00:00',
  );
  expect(started).toMatchObject({ tripId: 50008, tripNo: 'XC20260501D0001', startMileage: 1200, endMileage: 1200, orderNo: 'YC202605010001', status: 1, endTime: '' });
  expect(serviceTrip({ ...started, requestId: 1, requestNo: 'x', driverId: 1 }, { carId: 1, plate: 'p', mileage: 0 }, [], '2026-05-01 09:00:00').tripId).toBe(50001);
  const ended = tripEnd(started, 1250, '2026-05-01 10:30:00');
  expect(ended).toMatchObject({ endTime: '2026-05-01 10:30:00', endMileage: 1250, mileage: 50, durationMin: 90, status: 2 });
  expect(ended.fee).toBe(ended.feeItems.reduce((s, i) => s + i.amount, 0));
  expect(minutesBetween('2026-05-01 10:00:00', '2026-05-01 09:00:00')).toBe(0);
  expect(minutesBetween('', '2026-05-01 09:00:00')).toBe(0);
});
