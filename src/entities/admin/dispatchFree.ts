/**
 * Whether a vehicle or a driver can take a vehicle request of the dispatch centre (./dispatchRequest.ts; pure, over
 * the rows it is given): THE one rule behind the /DispatchProcess choices (the options leave out whoever it refuses)
 * and the assign action's check (it refuses with the same words), also used by the demo backend's seed so seeded
 * assignments never collide. A vehicle is asked THE vehicle blocker rule too (./vehicleRules.ts, use 'dispatch' over
 * the request's period) when the world carries the fleet's rows (`fleet`; the seed's world does not). The assign
 * action's whole check is `assignProblem`.
 *
 * Free for the request's period means nothing of theirs overlaps it (`overlaps`: touching periods do not):
 * - a trip of /TripDetail (./seeds/drivers.ts) of that vehicle or driver, unless cancelled; a trip under way (no end
 *   yet) is taken to last until the end of its day;
 * - another request assigned to them (已派车 or 服务中): the assignment record the request itself is;
 * - for a vehicle, a rental order holding it (待支付, 待取车 or 用车中) between its pick-up and return times;
 * - a branch order of /branchOrder (../dispatch/branchOrder.ts) sent to them (`branchOrders`, when the world carries
 *   them): its vehicle while 交车中 or 用车中 over its whole period, its driver while 交车中 over the delivery (the
 *   first `DELIVERY_HOURS` of its period).
 *
 * A branch order's 派车 asks the same rule (`branchOrderNeeds`): a vehicle of its city free over its whole period
 * (any seats: the order names none), a driver of its city free for the delivery and licensed for the vehicle.
 */
import type { Bilingual } from '@/i18n';
import { licenceAllows } from '../supplier/supplierDriver';
import { DISPATCH_REFUSALS, overlaps, REQUEST_STATUS, type Period } from './dispatchRequest';
import { RENT_ORDER_HOLDING, vehicleBlocker, type FleetWorld, type RentOrderRow } from './vehicleRules';

export interface Car { carId: number; vehicleStatus: number; cityId: number; seats: number }
export interface Driver { driverId: number; status: number; cityId: number; licenseType: unknown; licenseExpiry: string }
interface TripRow { carId: number; driverId: number; status: number; startTime: string; endTime: string }
interface RequestRow { requestId: number; carId?: number; driverId?: number; requestStatus: number; startTime: string; endTime: string }
interface BranchRow { orderId: number; carId?: number; driverId?: number; orderStatus: number; startTime: string; endTime: string }

/** What the rule reads: the fleet, the drivers and what occupies them; `fleet` the blocker rule's rows and today. */
export interface DispatchWorld<C extends Car = Car, D extends Driver = Driver> {
  vehicles: readonly C[];
  Drivers: readonly D[];
  TripDetail: readonly TripRow[];
  DispatchCenter: readonly RequestRow[];
  rentOrders: readonly RentOrderRow[];
  branchOrders?: readonly BranchRow[];
  fleet?: { rows: FleetWorld; today: string };
}

/**
 * What a vehicle and a driver are asked to take: a request of the dispatch centre (`requestId`) or a branch order's
 * delivery (`orderId`); that record's own assignment does not make them busy.
 */
export type Request = { requestId?: number; orderId?: number; cityId: number; startTime: string; endTime: string; seats: number };

/** How long a branch order's delivery holds its driver, from the order's start. */
export const DELIVERY_HOURS = 2;

/** A branch order's states (branch_order_status) holding its vehicle (交车中, 用车中) and its driver (交车中). */
const BRANCH_HOLDS_CAR: readonly number[] = [6, 7];
const BRANCH_HOLDS_DRIVER: readonly number[] = [6];

/** A wall-clock text `hours` later. */
function hoursAfter(time: string, hours: number): string {
  const at = new Date(`${time.replace(' ', 'T')}Z`);
  at.setUTCHours(at.getUTCHours() + hours);
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/** A branch order's delivery: the first DELIVERY_HOURS of its period. */
const deliveryOf = (o: { startTime: string }): Period => ({ start: o.startTime, end: hoursAfter(o.startTime, DELIVERY_HOURS) });

/**
 * What a branch order in city `cityId` asks of the rule: a vehicle over its whole period (any seats), a driver for its
 * delivery.
 */
export function branchOrderNeeds(order: { orderId: number; startTime: string; endTime: string }, cityId: number): { vehicle: Request; driver: Request } {
  const vehicle = { orderId: order.orderId, cityId, startTime: order.startTime, endTime: order.endTime, seats: 0 };
  return { vehicle, driver: { ...vehicle, endTime: deliveryOf(order).end } };
}

/** Whether a branch order holds what `whose` names over some time of `period`. */
function branchHolds(o: BranchRow, whose: 'carId' | 'driverId', period: Period): boolean {
  if (whose === 'carId') return BRANCH_HOLDS_CAR.includes(o.orderStatus) && overlaps({ start: o.startTime, end: o.endTime }, period);
  return BRANCH_HOLDS_DRIVER.includes(o.orderStatus) && overlaps(deliveryOf(o), period);
}

const periodOf = (r: Request): Period => ({ start: r.startTime, end: r.endTime });

/** A trip's period: an under-way trip (no end yet) until the end of its day. */
function tripPeriod(trip: { startTime: string; endTime: string }): Period {
  return { start: trip.startTime, end: trip.endTime || `${trip.startTime.slice(0, 10)} 23:59:59` };
}

/** Requests that hold a vehicle and a driver (the assignment records): assigned or in service. */
const HOLDING: readonly number[] = [REQUEST_STATUS.assigned, REQUEST_STATUS.inService];

/** Whether what `whose` names (a vehicle's carId or a driver's driverId) is busy at some time of the request's period (besides the request). */
function busy(world: DispatchWorld<Car, Driver>, whose: 'carId' | 'driverId', id: number, request: Request): boolean {
  const period = periodOf(request);
  if (world.TripDetail.some((t) => t[whose] === id && t.status !== 3 && overlaps(tripPeriod(t), period))) return true;
  if (world.branchOrders?.some((o) => o.orderId !== request.orderId && o[whose] === id && branchHolds(o, whose, period))) return true;
  if (world.DispatchCenter.some((r) => r.requestId !== request.requestId && r[whose] === id && HOLDING.includes(r.requestStatus) && overlaps({ start: r.startTime, end: r.endTime }, period))) return true;
  if (whose === 'carId') {
    return world.rentOrders.some((o) => o.carId === id && RENT_ORDER_HOLDING.includes(o.orderStatus) && overlaps({ start: o.bookingGaincarTime, end: o.bookingBackcarTime }, period));
  }
  return false;
}

/** Why this vehicle cannot take the request, or null when it can (available, in its city, seats enough, free). */
export function vehicleProblem(world: DispatchWorld<Car, Driver>, request: Request, car: Car): Bilingual | null {
  if (car.vehicleStatus !== 1) return DISPATCH_REFUSALS.carNotAvailable;
  if (car.cityId !== request.cityId) return DISPATCH_REFUSALS.carOtherCity;
  if (car.seats < request.seats) return DISPATCH_REFUSALS.carTooSmall;
  if (busy(world, 'carId', car.carId, request)) return DISPATCH_REFUSALS.carBusy;
  if (world.fleet) return vehicleBlocker(world.fleet.rows, car.carId, { use: 'dispatch', today: world.fleet.today, period: periodOf(request) });
  return null;
}

/**
 * Why this driver cannot take the request (driving `car`, when chosen), or null when they can: on duty, in its city,
 * licensed for the vehicle's seats until the period ends, free for the period.
 */
export function driverProblem(world: DispatchWorld<Car, Driver>, request: Request, driver: Driver, car?: Pick<Car, 'seats'>): Bilingual | null {
  if (driver.status !== 1) return DISPATCH_REFUSALS.driverNotOnDuty;
  if (driver.cityId !== request.cityId) return DISPATCH_REFUSALS.driverOtherCity;
  if (car && !licenceAllows(String(driver.licenseType), car.seats)) return DISPATCH_REFUSALS.driverLicence;
  if (driver.licenseExpiry < request.endTime.slice(0, 10)) return DISPATCH_REFUSALS.driverLicenceExpired;
  if (busy(world, 'driverId', driver.driverId, request)) return DISPATCH_REFUSALS.driverBusy;
  return null;
}

/** The vehicles free for the request (the /DispatchProcess vehicle choices). */
export function freeVehicles<C extends Car>(world: DispatchWorld<C, Driver>, request: Request): C[] {
  return world.vehicles.filter((c) => vehicleProblem(world, request, c) === null);
}

/** The drivers free for the request, licensed for `car` when given (the driver choices). */
export function freeDrivers<D extends Driver>(world: DispatchWorld<Car, D>, request: Request, car?: Pick<Car, 'seats'>): D[] {
  return world.Drivers.filter((d) => driverProblem(world, request, d, car) === null);
}

/**
 * Why our vehicle `carId` and driver `driverId` may not be assigned to the request (the assign action's refusal, of the
 * field it names), or null: both chosen, both known, and free for it by the rules above.
 */
export function assignProblem(world: DispatchWorld<Car, Driver>, request: Request, carId?: string, driverId?: string): { field: 'carId' | 'driverId'; message: Bilingual } | null {
  if (!carId) return { field: 'carId', message: DISPATCH_REFUSALS.carRequired };
  if (!driverId) return { field: 'driverId', message: DISPATCH_REFUSALS.driverRequired };
  const car = world.vehicles.find((v) => String(v.carId) === carId);
  if (!car) return { field: 'carId', message: DISPATCH_REFUSALS.carUnknown };
  const driver = world.Drivers.find((d) => String(d.driverId) === driverId);
  if (!driver) return { field: 'driverId', message: DISPATCH_REFUSALS.driverUnknown };
  const carRefusal = vehicleProblem(world, request, car);
  if (carRefusal) return { field: 'carId', message: carRefusal };
  const driverRefusal = driverProblem(world, request, driver, car);
  return driverRefusal && { field: 'driverId', message: driverRefusal };
}
