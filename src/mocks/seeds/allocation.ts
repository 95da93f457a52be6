/**
 * The vehicle transfers (entities/admin/allocation.ts), made of the fleet as seeded: received ones brought their
 * vehicle to the store it is in now; the vehicles seeded 调拨中 are on their way (dispatched in the last two days);
 * refused ones left theirs where it is; the open requests and approvals name vehicles that may be transferred (not
 * rented, reserved, in repair or out of service). The newest row is a request just made.
 */
import { RENT_ORDER_HOLDING } from '@/entities/admin/vehicleRules';
import { allocation } from '@/entities/admin/allocation';
import { registerCollection } from '../db';
import type { StoredRow, Store, Vehicle } from '../model';
import { day, type Rng, fieldsOf } from './rng';
import { FLEET_APPLICANTS } from './workOrder';
import { compactDate, DAY, formatWallTime, HOUR } from '../time';
import { branchOf } from '@/entities/admin/fleetRules';

/**
 * A transfer as stored: the declaration's row (the times of the steps not taken yet are ''), with the code of its
 * state (vehicle_allocation_status: 1 requested, 2 approved, 3 in transit, 4 received, 5 refused).
 */
export type Allocation = StoredRow<typeof allocation> & { carId: number };

declare module '../model' {
  interface DemoData { VehicleAllocation: Allocation[] }
}

const REASONS = ['节假日客流高峰，调入门店车辆不足', '门店车辆结构调整', '机场店商务车需求增加', '新店开业补充车辆', '长租客户在调入门店取车', '车辆集中保养后回调'];
const REFUSALS = ['调入门店本月车位已满', '调出门店近期预订较多，暂不调出', '请改调同城门店车辆'];

registerCollection(allocation.id as 'VehicleAllocation', ({ rng, today, get }) => {
  const vehicles = get('vehicles');
  const open = get('stores').filter((s) => s.storeStatus === 1);
  const busy = new Set(get('rentOrders').filter((o) => RENT_ORDER_HOLDING.includes(o.orderStatus)).map((o) => o.carId));
  const numbers = new Set<string>();
  /** Another open store: of the same city half the time (when it has one), else of another city. */
  const otherStore = (r: Rng, from: Store | number): Store => {
    const fromId = typeof from === 'number' ? from : from.storeId;
    const fromCity = typeof from === 'number' ? open.find((s) => s.storeId === from)?.cityId : from.cityId;
    const same = open.filter((s) => s.cityId === fromCity && s.storeId !== fromId);
    return same.length && r.chance(0.5) ? r.pick(same) : r.pick(open.filter((s) => s.cityId !== fromCity));
  };
  const storeOf = (id: number) => get('stores').find((s) => s.storeId === id)!;
  const row = (v: Vehicle, from: Store, to: Store, status: Allocation['allocationStatus'], created: number): Omit<Allocation, 'allocationId'> => {
    const no = rng.unique(numbers, () => `DB${compactDate(created)}${rng.digits(4)}`);
    const step = (n: number) => (status >= n && status !== 5 ? formatWallTime(created + (n - 1) * rng.int(2, 10) * HOUR) : '');
    return {
      allocationNo: no, allocationStatus: status,
      ...fieldsOf(v, 'carId', 'plate', 'model'),
      fromCityId: from.cityId, fromCityName: from.cityName, fromStoreId: from.storeId, fromStoreName: from.storeName, fromCompanyName: branchOf(from.cityName),
      toCityId: to.cityId, toCityName: to.cityName, toStoreId: to.storeId, toStoreName: to.storeName, toCompanyName: branchOf(to.cityName),
      planDate: day(created + rng.int(1, 4) * DAY), reason: rng.pick(REASONS), applicant: rng.pick(FLEET_APPLICANTS),
      createTime: formatWallTime(created), approveTime: step(2), dispatchTime: step(3), receiveTime: step(4),
      refuseReason: status === 5 ? rng.pick(REFUSALS) : '',
    };
  };
  const rows: Omit<Allocation, 'allocationId'>[] = [];
  // Received: each brought its vehicle to the store it is in now.
  for (const v of vehicles.filter((x) => x.vehicleStatus !== 4 && rng.chance(0.12))) rows.push(row(v, otherStore(rng, v.storeId), storeOf(v.storeId), 4, today - rng.int(8, 120) * DAY));
  // Refused: the vehicle stayed.
  for (const v of vehicles.filter(() => rng.chance(0.05))) rows.push(row(v, storeOf(v.storeId), otherStore(rng, v.storeId), 5, today - rng.int(3, 60) * DAY));
  // In transit: the vehicles seeded 调拨中, sent off in the last two days.
  for (const v of vehicles.filter((x) => x.vehicleStatus === 4)) rows.push(row(v, storeOf(v.storeId), otherStore(rng, v.storeId), 3, today - rng.int(30, 48) * HOUR));
  // Open: approved, then requested (the newest), each on its own vehicle that may be transferred.
  const free = vehicles.filter((v) => v.vehicleStatus === 1 && !busy.has(v.carId));
  const request = (status: 1 | 2, created: number) => {
    const v = rng.take(free);
    rows.push(row(v, storeOf(v.storeId), otherStore(rng, v.storeId), status, created));
  };
  for (let i = 0; i < 3; i += 1) request(2, today - rng.int(20, 40) * HOUR);
  for (let i = 0; i < 4; i += 1) request(1, today - (i * 5 + 1) * HOUR);
  return rows.toSorted((a, b) => b.createTime.localeCompare(a.createTime)).map((r, i) => ({ ...r, allocationId: 40001 + rows.length - 1 - i }));
});
