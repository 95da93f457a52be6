/** The dispatch centre's rules without msw or React: the assignment's check and the trip a service makes. */
import { expect, it } from 'vitest';
import { assignProblem, type DispatchWorld } from '@/entities/admin/dispatchFree';
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
