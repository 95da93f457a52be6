/**
 * Who was driving (docs/architecture.md "Bills and contracts"; the violations ./peccancy.ts and the accidents
 * ../insurance/accident.ts): the one rule that names a violation's or an accident's responsible driver — the driver of
 * the trip that had the vehicle at that time — used by the seeds and by every save of the demo backend. Trips never
 * overlap per vehicle (src/mocks/seeds/drivers.ts), so there is at most one. Pure over the trips it is given.
 */

/** What of a trip (/TripDetail) the rule reads: its vehicle, driver, period and state (3 cancelled). */
export interface TripAt {
  carId: unknown;
  driverId: number;
  driverName: string;
  tripNo: string;
  startTime: string;
  endTime: string;
  status: number;
}

/** The driver fields a violation carries. */
export interface Responsibility {
  driverId: number | '';
  driverName: string;
  tripNo: string;
  driverBasis: string;
}

/** What the driver column says when no trip covered the time. */
export const NO_DRIVER = '未认定';

/** The trip that had the vehicle at `time` (`YYYY-MM-DD HH:mm:ss`): started by then and not ended before; not cancelled. */
export function tripAt<T extends TripAt>(trips: readonly T[], carId: unknown, time: string): T | undefined {
  return trips.find((r) => String(r.carId) === String(carId) && r.status !== 3 && r.startTime <= time && (r.endTime === '' || time <= r.endTime));
}

/** The responsible driver of a violation of vehicle `carId` at `time`, and how it was found (or why none was). */
export function responsibility(trips: readonly TripAt[], carId: unknown, time: string): Responsibility {
  const trip = time ? tripAt(trips, carId, time) : undefined;
  if (!trip) return { driverId: '', driverName: NO_DRIVER, tripNo: '', driverBasis: '该时间段内该车辆没有行程记录，未能认定责任司机' };
  const until = trip.endTime || '至今（行程进行中）';
  return { driverId: trip.driverId, driverName: trip.driverName, tripNo: trip.tripNo, driverBasis: `违章时间在行程 ${trip.tripNo}（${trip.startTime} — ${until}）内，按该行程的司机认定` };
}
