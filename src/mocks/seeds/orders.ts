/**
 * The orders of the platform's to-dos (./../todos.ts): the enterprise clients' demand orders, the ad-hoc orders sent
 * to the suppliers, the vehicle check sheets, the income bills with their statement lines, and the branch companies'
 * orders. Each row's state is drawn from a weighted list; its use period fits that state.
 */
import { billAmountOf } from '@/entities/finance';
import { licenceAllows } from '@/entities/supplier';
import { monthRental, type IncomeBillLine } from '../finance';
import { branchOrder, checkSheet, demandOrder } from '@/entities/dispatch';
import { branchOrderNeeds, freeDrivers, freeVehicles, type DispatchWorld } from '@/entities/admin/dispatchFree';
import type { BranchOrder, CheckSheet, DemandOrder, Vehicle } from '../model';
import type { FleetDriver } from './drivers';
import { compactDate, DAY, formatWallTime, HOUR } from '../time';
import { ENTERPRISES, SUPPLIERS } from './company';
import { LEVELS } from './fleet';
import { registerCollection, registerCollections, type SeedContext } from './registry';
import { fieldsOf, type Rng } from './rng';

const BRANCHES = ['畅行租车北京分公司', '畅行租车上海分公司', '畅行租车广州分公司', '畅行租车深圳分公司', '畅行租车成都分公司'];

/** Rows whose status is drawn from a weighted list; `make` fills the rest. */
function rowsWithStatus<T, S extends number>(rng: Rng, count: number, statuses: readonly S[], make: (i: number, status: S) => T): T[] {
  return Array.from({ length: count }, (_, i) => make(i, rng.pick(statuses)));
}

const openedCities = (ctx: SeedContext) => ctx.get('cities').filter((c) => c.dredgeState === 1);
const platesOf = (ctx: SeedContext) => ctx.get('vehicles').map((v) => v.plate);

/** When an order's use period lies for its state: over (completed), under way (in service), ahead (not yet served). */
type UseWhen = 'over' | 'underWay' | 'ahead' | 'any';

/**
 * A use period of 1 to 30 days fitting the order's state (`when`), on whole hours from 08:00: a completed order's
 * ended in the last 80 days, an order in service started before today and ends after it, one not yet served starts after
 * today; `any` (a cancelled order) within 30 days either side.
 */
function period({ rng, today }: SeedContext, when: UseWhen) {
  const days = rng.int(1, 30);
  const hour = (rng.int(8, 18) - 9) * HOUR;
  const start =
    when === 'over' ? today - (days + rng.int(1, 80)) * DAY + hour
    : when === 'underWay' ? today - rng.int(1, days) * DAY + hour
    : when === 'ahead' ? today + rng.int(1, 20) * DAY + hour
    : rng.pastTime(60) + 30 * DAY;
  const end = start + days * DAY;
  return { start: formatWallTime(start), end: formatWallTime(when === 'underWay' ? Math.max(end, today + DAY) : end) };
}
/** The use period of a demand order in a state (demand_order_status). */
const DEMAND_WHEN: Record<number, UseWhen> = { 1: 'ahead', 2: 'ahead', 3: 'underWay', 4: 'over', 5: 'any' };
/** The rental period of a branch order in a state (branch_order_status): delivered and renting ones under way, returned ones over. */
const BRANCH_WHEN: Record<number, UseWhen> = { 1: 'ahead', 4: 'ahead', 5: 'ahead', 6: 'underWay', 7: 'underWay', 9: 'over', 11: 'over', 12: 'any' };
/** The states of the demo supplier's first ad-hoc orders. */
const DEMO_SUPPLIER_STATES = [1, 3, 3, 4, 4, 4, 4, 5, 5] as const;
/** The use period of an ad-hoc order in a state (scattered_order_status). */
const SCATTERED_WHEN: Record<number, UseWhen> = { 1: 'ahead', 2: 'ahead', 3: 'ahead', 4: 'underWay', 5: 'over', 6: 'any' };

/**
 * A supplier's vehicle in service and one of its enabled drivers licensed for it (the send-vehicle dialog's rule),
 * the n-th such pair by position (no draw: the demand orders' own sequence is unchanged).
 */
function sentVehicle({ get }: SeedContext, supplier: string, n: number): Pick<DemandOrder, 'carId' | 'plate' | 'driverId' | 'driverName'> {
  const pairs = get('scatteredCars')
    .filter((c) => c.supplierName === supplier && c.status === 0)
    .flatMap((c) => get('scatteredDrivers').filter((d) => d.supplierName === supplier && d.status === 0 && licenceAllows(String(d.licenseType), c.seats)).map((d) => [c, d] as const));
  const pair = pairs[n % Math.max(pairs.length, 1)];
  return pair ? { carId: pair[0].carId, plate: pair[0].plate, driverId: pair[1].driverId, driverName: pair[1].driverName } : { plate: '', driverName: '' };
}

registerCollection('demandOrders', (ctx) => {
  const { rng } = ctx;
  const opened = openedCities(ctx);
  return rowsWithStatus(rng, 44, [1, 1, 1, 2, 2, 3, 4, 4, 4, 4, 4, 5], (i, s): DemandOrder => {
    const city = rng.pick(opened);
    const { start, end } = period(ctx, DEMAND_WHEN[s] ?? 'any');
    const created = rng.pastTime(30);
    // The number of vehicles and the contact are the declaration's samples.
    return rng.row<DemandOrder>(demandOrder, {
      demandOrderId: 3001 + i, demandOrderNo: `XQ${compactDate(created)}${rng.digits(5)}`, demandOrderStatusCode: s, companyName: rng.pick(ENTERPRISES),
      ...fieldsOf(city, 'cityId', 'cityName'), levelName: rng.pick(LEVELS).levelName, useStartTime: start, useEndTime: end, createTime: formatWallTime(created),
      // Dispatched (and later) demand orders are with a supplier, chosen by position.
      supplierName: s >= 2 && s <= 4 ? SUPPLIERS[i % SUPPLIERS.length]! : '',
      // In service and completed ones: the vehicle and driver the supplier sent.
      ...(s === 3 || s === 4 ? sentVehicle(ctx, SUPPLIERS[i % SUPPLIERS.length]!, i) : { plate: '', driverName: '' }),
    });
  });
});

registerCollection('scatteredOrders', (ctx) => {
  const { rng } = ctx;
  const opened = openedCities(ctx);
  return rowsWithStatus(rng, 36, [1, 2, 2, 3, 3, 4, 4, 5, 5, 6], (i, drawn) => {
    // The demo supplier's first orders (SUPPLIERS[0], the supplier demo account's company): some in each state its
    // screens act on, one of them with a change pending; the others' states and suppliers drawn.
    const demo = i < DEMO_SUPPLIER_STATES.length;
    const s = demo ? DEMO_SUPPLIER_STATES[i]! : drawn;
    const planned = period(ctx, SCATTERED_WHEN[s] ?? 'any');
    const created = rng.pastTime(30);
    const supplierName = demo ? SUPPLIERS[0]! : rng.pick(SUPPLIERS);
    const startMileage = s === 4 || s === 5 ? rng.int(5000, 120000) : null;
    // In service: started in the last ten days; completed: started and finished in the last two months.
    const served = s === 4 ? ctx.today - rng.int(2, 240) * HOUR : s === 5 ? ctx.today - rng.int(2, 60) * DAY : null;
    const finished = s === 5 && served !== null ? Math.min(served + rng.int(4, 240) * HOUR, ctx.today - HOUR) : null;
    const start = served === null ? planned.start : formatWallTime(served);
    // An order in service ends after today.
    const end = served === null ? planned.end : formatWallTime(finished ?? Math.max(served + rng.int(1, 20) * DAY, ctx.today + DAY));
    return {
      orderId: 4001 + i, orderNo: `LS${compactDate(created)}${rng.digits(5)}`, orderStatus: s,
      // A vehicle or driver change can be pending only on a dispatched or running order (its change order: ./changeOrders.ts).
      todoVehicle: (s === 3 || s === 4) && (demo ? i === 6 : rng.chance(0.4)),
      supplierName, customerName: rng.pick(ENTERPRISES), cityName: rng.pick(opened).cityName,
      // Dispatched and later: the supplier's own vehicle in service and a driver licensed for it (the send-vehicle rule).
      ...(s >= 3 ? sentVehicle(ctx, supplierName, rng.int(0, 99)) : { plate: '', driverName: '' }),
      startTime: start, endTime: end, orderAmount: rng.int(3, 60) * 100, createTime: formatWallTime(created),
      // In service and completed: the times and readings the supplier recorded at the start (and the end).
      serviceStartTime: s === 4 || s === 5 ? start : '', startMileage,
      serviceEndTime: s === 5 ? end : '', endMileage: s === 5 && startMileage !== null ? startMileage + rng.int(40, 2400) : null,
    };
  });
});

registerCollection('checkSheets', (ctx) => {
  const { rng } = ctx;
  const plates = platesOf(ctx);
  // The check type and the mileage are the declaration's samples.
  return rowsWithStatus(rng, 28, [0, 1, 1, 1, 2, 2, 2, 3], (i, s) => {
    const created = rng.pastTime(45);
    return rng.row<CheckSheet>(checkSheet, {
      checkSheetId: 5001 + i, checkSheetNo: `YC${compactDate(created)}${rng.digits(5)}`, auditStatus: s, orderNo: `LS${compactDate(created - DAY)}${rng.digits(5)}`,
      plate: rng.pick(plates), supplierName: rng.pick(SUPPLIERS), createTime: formatWallTime(created),
    });
  });
});

/**
 * The income bills and their statement lines: each bill's lines are rentals of the fleet's vehicles in its month,
 * and its amount and order count are its lines' (`billAmountOf`, src/entities/finance).
 */
registerCollections(['incomeBills', 'incomeBillLines'], (ctx) => {
  const { rng } = ctx;
  const vehicles = ctx.get('vehicles');
  const lines: IncomeBillLine[] = [];
  const bills = rowsWithStatus(rng, 26, [100, 110, 120, 120, 120, 130, 140, 140, 150], (i, s) => {
    const created = rng.pastTime(150);
    const billNo = `SR${compactDate(created)}${rng.digits(5)}`;
    const billMonth = formatWallTime(created - 20 * DAY).slice(0, 7);
    const own = Array.from({ length: rng.int(10, 30) }, (_, n): IncomeBillLine => {
      const v = rng.pick(vehicles);
      const rental = monthRental(rng, billMonth, 28, [180, 600]);
      return {
        lineId: 60001 + lines.length + n, billNo, orderNo: `ZL${rental.startDate.replaceAll('-', '')}${rng.digits(5)}`, ...fieldsOf(v, 'plate', 'model'), ...rental,
        disputeStatus: 0, disputeStatusName: '无异议',
      };
    });
    lines.push(...own);
    return {
      billId: 6001 + i, billNo, billStatus: s,
      partnerName: rng.pick(['首汽租车', '首汽约车', '一嗨租车']), billMonth,
      orderCount: own.length, billAmount: billAmountOf(own), createTime: formatWallTime(created),
    };
  });
  return { incomeBills: bills, incomeBillLines: lines };
});

/** The branch orders' states once sent a vehicle and a driver (交车中, 用车中, 还车待确认, 已完成). */
const BRANCH_SENT: readonly number[] = [6, 7, 9, 11];

registerCollection('branchOrders', (ctx) => {
  const { rng, get } = ctx;
  const opened = openedCities(ctx);
  const rows: BranchOrder[] = [];
  // What occupies the fleet, the orders seeded so far included: each order sent is sent a vehicle and a driver
  // free for it by the dispatch rule (@/entities/admin/dispatchFree.ts), as 派车 offers them.
  const world: DispatchWorld<Vehicle, FleetDriver> = {
    vehicles: get('vehicles'), Drivers: get('Drivers'), TripDetail: get('TripDetail'), rentOrders: get('rentOrders'), DispatchCenter: get('DispatchCenter'), branchOrders: rows,
  };
  const sent = (orderId: number, city: (typeof opened)[number], start: string, end: string) => {
    const needs = branchOrderNeeds({ orderId, startTime: start, endTime: end }, city.cityId);
    const cars = freeVehicles(world, needs.vehicle);
    const car = cars.length > 0 ? rng.pick(cars) : undefined;
    const driver = car && freeDrivers(world, needs.driver, car)[0];
    return car && driver ? { ...fieldsOf(car, 'carId', 'plate'), ...fieldsOf(driver, 'driverId', 'driverName') } : { plate: '' };
  };
  for (let i = 0; i < 48; i += 1) {
    const s = rng.pick([1, 1, 4, 4, 5, 5, 6, 6, 6, 7, 9, 9, 9, 11, 11, 11, 12] as const);
    const { start, end } = period(ctx, BRANCH_WHEN[s] ?? 'any');
    const created = rng.pastTime(30);
    const orderId = 7001 + i;
    const head: Partial<BranchOrder> = {
      orderId, orderNo: `FG${compactDate(created)}${rng.digits(5)}`, orderStatus: s, orderType: rng.chance(0.7) ? 1 : 2,
      dispatchingFlag: s === 6 && rng.chance(0.7) ? 1 : 0,
      returnedFlag: s === 9 && rng.chance(0.7) ? 1 : 0,
      completedAndToDoItems: s === 11 && rng.chance(0.5) ? 1 : 0,
    };
    const branchCompanyName = rng.pick(BRANCHES);
    const city = rng.pick(opened);
    // Mostly short rentals; the customer (a person) and their phone are the declaration's samples.
    rows.push(rng.row<BranchOrder>(branchOrder, {
      ...head, branchCompanyName, cityName: city.cityName, ...(BRANCH_SENT.includes(s) ? sent(orderId, city, start, end) : { plate: '' }),
      startTime: start, endTime: end, createTime: formatWallTime(created),
    }));
  }
  return rows;
});
