/**
 * The vehicle change orders (entities/supplier/changeOrder.ts): one awaiting audit for every platform ad-hoc order
 * whose change is pending (`todoVehicle`), and a history of audited ones on other dispatched orders — an approved one
 * whose new vehicle and driver are the order's present ones, a rejected one that left the order as it is. The new
 * vehicle is another of the order's supplier's vehicles in service, the new driver one of its enabled drivers licensed
 * for it (the change dialog's choices).
 */
import { changeOrder } from '@/entities/supplier/changeOrder';
import { changeTypeOf } from '@/entities/supplier/changeRules';
import { licenceAllows } from '@/entities/supplier/supplierDriver';
import { registerCollection } from '../db';
import type { ScatteredCar, ScatteredDriver, ScatteredOrder, StoredRow } from '../model';
import { compactDate, DAY, formatWallTime, HOUR, parseWallTime } from '../time';
import { fieldsOf, type Rng } from './rng';

/** A change order as stored: the vehicles and drivers by id as well; an unaudited one has no auditor, time or reason. */
export type ChangeOrder = StoredRow<typeof changeOrder> & {
  orderId: number;
  oldCarId?: number;
  oldDriverId?: number;
  newCarId: number;
  newDriverId: number;
};

declare module '../model' {
  interface DemoData { changeCarOrder: ChangeOrder[] }
}

const REASONS = ['车辆保养到期，需更换车辆', '原司机临时请病假', '车辆空调故障，客户要求更换', '客户要求更换更大座位的车辆', '原司机排班冲突', '车辆发生轻微剐蹭，送修'];
const REJECTIONS = ['客户不同意更换车辆', '新车辆与订单车型等级不符', '订单即将结束，无需更换'];
const AUDITORS = ['王建国', '李晓梅', '赵志强'];

/** Another vehicle in service of the supplier and a driver licensed for it (not both the order's present ones). */
function replacement(rng: Rng, order: ScatteredOrder, cars: readonly ScatteredCar[], drivers: readonly ScatteredDriver[]) {
  const pairs = cars
    .filter((c) => c.supplierName === order.supplierName && c.status === 0)
    .flatMap((c) => drivers.filter((d) => d.supplierName === order.supplierName && d.status === 0 && licenceAllows(String(d.licenseType), c.seats)).map((d) => [c, d] as const))
    .filter(([c, d]) => c.carId !== order.carId || d.driverId !== order.driverId);
  return pairs.length > 0 ? rng.pick(pairs) : null;
}

registerCollection(changeOrder.id as 'changeCarOrder', ({ rng, today, get }) => {
  const cars = get('scatteredCars');
  const drivers = get('scatteredDrivers');
  const rows: ChangeOrder[] = [];
  get('scatteredOrders').forEach((order, index) => {
    if (order.carId === undefined || order.driverId === undefined) return;
    // Pending for a pending change; an audited one on about a third of the other dispatched orders.
    const status: 1 | 2 | 3 | null = order.todoVehicle ? 1 : index % 3 === 0 ? rng.pick([2, 2, 3] as const) : null;
    if (status === null) return;
    const pair = replacement(rng, order, cars, drivers);
    if (!pair) return;
    const [car, driver] = pair;
    const applied = Math.min(today - rng.int(1, 40) * HOUR, Math.max(parseWallTime(order.createTime) ?? today, today - 20 * DAY) + rng.int(2, 30) * HOUR);
    const present = { carId: order.carId, plate: order.plate, driverId: order.driverId, driverName: order.driverName };
    const other = { ...fieldsOf(car, 'carId', 'plate'), ...fieldsOf(driver, 'driverId', 'driverName') };
    // An approved change brought the order its present vehicle and driver; the others asked to leave them.
    const [from, to] = status === 2 ? [other, present] : [present, other];
    const audited = status === 1 ? null : Math.min(applied + rng.int(1, 20) * HOUR, today - HOUR);
    rows.push({
      changeOrderId: 12001 + rows.length, changeOrderNo: `HC${compactDate(applied)}${rng.digits(5)}`, ...fieldsOf(order, 'orderId', 'orderNo'),
      changeStatus: status, changeType: changeTypeOf(from.carId, to.carId, from.driverId, to.driverId),
      ...fieldsOf(order, 'supplierName', 'customerName'),
      oldCarId: from.carId, oldPlate: from.plate, oldDriverId: from.driverId, oldDriverName: from.driverName,
      newCarId: to.carId, newPlate: to.plate, newDriverId: to.driverId, newDriverName: to.driverName,
      changeReason: rng.pick(REASONS), applicantName: rng.personName(), applyTime: formatWallTime(applied),
      auditorName: audited === null ? '' : rng.pick(AUDITORS), auditTime: audited === null ? '' : formatWallTime(audited),
      rejectReason: status === 3 ? rng.pick(REJECTIONS) : '',
    });
  });
  return rows.toSorted((a, b) => b.applyTime.localeCompare(a.applyTime));
});
