/** The supplier orders' and the enterprise requests' rules without msw or React. */
import { expect, it } from 'vitest';
import { nextRequestNo, requestTariff } from '@/entities/business/rules';
import { orderJoins, serviceFinishProblem, serviceStartProblem } from '@/entities/supplier/orderRules';

const NOW = '2026-11-28 10:00:00';

it("joins a listed order's vehicle model, driver mobile, distance and the bill of the month its service finished", () => {
  const cars = [{ carId: 1, brandModel: '别克GL8' }];
  const drivers = [{ driverId: 2, mobile: '13800000000' }];
  const bills = [{ supplierName: 'S', billMonth: '2026-10', billNo: 'ZD1' }];
  const order = { carId: 1, driverId: 2, supplierName: 'S', orderStatus: 5, serviceEndTime: '2026-10-12 18:00:00', startMileage: 100, endMileage: 180 };
  expect(orderJoins(order, cars, drivers, bills)).toEqual({ brandModel: '别克GL8', driverMobile: '13800000000', billNo: 'ZD1', serviceMileage: 80 });
  expect(orderJoins({ ...order, orderStatus: 4, endMileage: undefined }, [], [], bills)).toEqual({ brandModel: '', driverMobile: '', billNo: '', serviceMileage: null });
});

it('refuses a service start or end in the future, an end not after the start, an end reading below the start', () => {
  expect(serviceStartProblem({ serviceStartTime: '2026-11-28 10:00:01' }, NOW)?.field).toBe('serviceStartTime');
  expect(serviceStartProblem({ serviceStartTime: NOW }, NOW)).toBeNull();
  const row = { serviceStartTime: '2026-11-28 08:00:00', startMileage: 100 };
  expect(serviceFinishProblem(row, { serviceEndTime: '2026-11-28 11:00:00', endMileage: 120 }, NOW)?.field).toBe('serviceEndTime');
  expect(serviceFinishProblem(row, { serviceEndTime: '2026-11-28 08:00:00', endMileage: 120 }, NOW)?.field).toBe('serviceEndTime');
  expect(serviceFinishProblem(row, { serviceEndTime: '2026-11-28 09:00:00', endMileage: 99 }, NOW)?.field).toBe('endMileage');
  expect(serviceFinishProblem(row, { serviceEndTime: '2026-11-28 09:00:00', endMileage: 100 }, NOW)).toBeNull();
});

it("prices a new request by the hour (at least one) and numbers it after the highest stored", () => {
  expect(requestTariff('2026-11-28 09:00:00', '2026-11-28 11:30:00', 5)).toBe(60 + 3 * 90);
  expect(requestTariff('2026-11-28 09:00:00', '2026-11-28 09:10:00', 7)).toBe(60 + 120);
  expect(nextRequestNo([{ requestId: 70012 }], NOW)).toBe('YC202611280013');
  expect(nextRequestNo([], NOW)).toBe('YC202611280001');
});
