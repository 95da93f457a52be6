/**
 * The dispatch centre's vehicle requests (entities/admin/dispatchRequest.ts): about six per opened city, from ten
 * days ago to a week ahead — the past ones completed or returned, today's in service, the coming ones awaiting
 * dispatch (some urgent, some within hours), assigned to one of the city's vehicles and drivers or designated to a
 * supplier. Assignments are drawn with the same rule the dispatcher's choices use (@/entities/admin/dispatchFree.ts), so no two
 * hold the same vehicle or driver at once, and none collides with a trip.
 *
 * In the first city (北京) two requests of tomorrow overlap on purpose: one assigned to a driver and the vehicle they
 * usually drive, 09:00–12:00, and one awaiting dispatch, 10:00–15:00, for which that driver and vehicle are busy.
 */
import { DISPATCH_MODE, type dispatchRequest } from '@/entities/admin/dispatchRequest';
import { registerCollection } from '../db';
import { freeDrivers, freeVehicles, type DispatchWorld } from '@/entities/admin/dispatchFree';
import type { FleetDriver } from './drivers';
import type { StoredRow, Vehicle } from '../model';
import { SUPPLIERS } from './company';
import { compactDate, DAY, formatWallTime, HOUR, MINUTE } from '../time';
import { branchOf } from '@/entities/admin/fleetRules';
import { fieldsOf, tableRows } from './rng';

/** Fields a request holds only once dispatched (its vehicle, driver, supplier…), and the ids of its vehicle and driver. */
/** A request as stored (dispatch_request_status 1…6; carId and driverId while our vehicle and driver are assigned). */
export type DispatchRequest = StoredRow<typeof dispatchRequest> & { carId?: number; driverId?: number };

declare module '../model' {
  interface DemoData { DispatchCenter: DispatchRequest[] }
}

const PLACES = ['首都机场T3航站楼', '火车站南广场', '国贸CBD', '国际会展中心', '高新科技园', '市政府东门', '高铁站西出口', '大学城北门', '滨江大道', '金融街购物中心', '人民医院门诊楼', '经济开发区管委会'];
const PURPOSES = ['接送外宾参加会议', '领导调研用车', '客户商务接待', '机场接机', '员工团建往返', '项目现场考察', '展会布展人员接送', '年度审计组用车'];
const RETURNS = ['用车时间与申请单位确认有误，请重新提交', '申请单位未完成用车审批', '同一行程已重复提交申请', '所需车型本市暂无，请改期或改为其他车型'];
const DISPATCHERS = ['周敏', '陈立', '高翔'];

/** The plan of the n-th request of a city: its days from today, hour, hours long, and state. */
interface Plan { day: number; hour: number; hours: number; state: DispatchRequest['requestStatus']; urgent?: boolean }
const CITY_PLANS: readonly Plan[] = tableRows(['day', 'hour', 'hours', 'state', 'urgent'], [
  [-9, 9, 6, 6, undefined],
  [-6, 14, 3, 4, undefined],
  [-3, 8, 10, 6, undefined],
  [0, 7, 8, 5, undefined],
  [0, 13, 4, 1, true],
  [2, 8, 4, 3, undefined],
  [3, 9, 9, 1, undefined],
  [5, 14, 5, 2, undefined],
]);

registerCollection('DispatchCenter', ({ rng, today, get }) => {
  const cities = get('cities').filter((c) => c.dredgeState === 1);
  const enterprises = get('companyList').filter((c) => c.companyType === 4 && c.status === 0).map((c) => c.companyName);
  const rows: DispatchRequest[] = [];
  const world: DispatchWorld<Vehicle, FleetDriver> = { vehicles: get('vehicles'), Drivers: get('Drivers'), TripDetail: get('TripDetail'), rentOrders: get('rentOrders'), DispatchCenter: rows };
  const startOfToday = today - 9 * HOUR;

  const request = (city: (typeof cities)[number], plan: Plan, fixed?: { carId: number; driverId: number }): void => {
    const start = startOfToday + plan.day * DAY + plan.hour * HOUR + (fixed ? 0 : rng.pick([0, 0, 15, 30, 45]) * MINUTE);
    const end = start + plan.hours * HOUR;
    const requestId = 70001 + rows.length;
    const seats = !fixed && rng.chance(0.2) ? 7 : 5;
    const branch = rng.chance(0.3);
    const created = Math.min(start - rng.int(2, 72) * HOUR, today - rng.int(0, 60) * MINUTE);
    const row: DispatchRequest = {
      requestId, requestNo: `YC${compactDate(created)}${String(requestId).slice(-4)}`, requestStatus: 1,
      urgent: plan.urgent ?? rng.chance(0.15),
      enterpriseName: branch || enterprises.length === 0 ? branchOf(city.cityName) : rng.pick(enterprises),
      // Drawn without the rng (the other rows stay as they were): one in three official, one in five of an
      // enterprise's placed by our staff on its behalf; the price by the hour, more for seven seats.
      useType: requestId % 3 === 0 ? 2 : 1, source: !branch && requestId % 5 === 0 ? 2 : 1, agreedPrice: 60 + plan.hours * (seats > 5 ? 120 : 90),
      applicantName: rng.personName(), applicantPhone: rng.mobile(), ...fieldsOf(city, 'cityId', 'cityName'),
      startPlace: `${city.cityName}${rng.pick(PLACES)}`, endPlace: `${city.cityName}${rng.pick(PLACES)}`, startTime: formatWallTime(start), endTime: formatWallTime(end),
      seats, passengers: rng.int(1, seats - 1), remark: rng.pick(PURPOSES), createTime: formatWallTime(created),
    };
    const dispatched = { dispatcherName: rng.pick(DISPATCHERS), dispatchTime: formatWallTime(Math.min(created + rng.int(10, 90) * MINUTE, today)) };
    let state = plan.state;
    if (state === 2 || state === 5 || state === 6) {
      // Our vehicle and driver, free for the period by the dispatcher's own rule (those of `fixed` when given).
      const car = fixed ? world.vehicles.find((v) => v.carId === fixed.carId) : freeVehicles(world, row)[0];
      const drivers = car ? (fixed ? world.Drivers.filter((d) => d.driverId === fixed.driverId) : freeDrivers(world, row, car)) : [];
      const driver = drivers.length > 0 ? rng.pick(drivers) : undefined;
      if (car && driver) {
        Object.assign(row, dispatched, { dispatchMode: DISPATCH_MODE.own, ...fieldsOf(car, 'carId', 'plate'), ...fieldsOf(driver, 'driverId', 'driverName'), driverPhone: driver.mobile });
        if (state !== 2) row.serviceStartTime = row.startTime;
        if (state === 6) row.finishTime = formatWallTime(end + rng.int(-20, 40) * MINUTE);
      } else {
        state = 3; // none free: designated to a supplier instead
      }
    }
    if (state === 3) Object.assign(row, dispatched, { dispatchMode: DISPATCH_MODE.supplier, supplierName: SUPPLIERS[rows.length % SUPPLIERS.length]!, designateRemark: '本市自有车辆已排满，指派供应商保障' });
    if (state === 4) Object.assign(row, dispatched, { returnReason: rng.pick(RETURNS) });
    row.requestStatus = state;
    rows.push(row);
  };

  cities.forEach((city, n) => {
    if (n === 0) {
      // The overlap the dispatcher meets (see the header): the first driver on duty and their usual vehicle.
      const driver = world.Drivers.find((d) => d.cityId === city.cityId && d.status === 1 && d.carId !== undefined);
      if (driver?.carId !== undefined) {
        request(city, { day: 1, hour: 9, hours: 3, state: 2 }, { carId: Number(driver.carId), driverId: driver.driverId });
        request(city, { day: 1, hour: 10, hours: 5, state: 1, urgent: true });
      }
    }
    for (const plan of CITY_PLANS) if ((n + plan.day) % 4 !== 3 || plan.state === 1) request(city, plan);
  });
  // Newest first, as the list shows them.
  return rows.toSorted((a, b) => b.startTime.localeCompare(a.startTime));
});
