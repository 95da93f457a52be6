/**
 * Who was driving (entities/admin/peccancy.ts): the one rule that names a violation's responsible driver — the
 * driver of the trip that had the vehicle at that time — used by the seed and by every save of the demo backend.
 * Trips never overlap per vehicle (seeds/drivers.ts), so there is at most one.
 */
import type { Trip } from './seeds/drivers';

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
export function tripAt(trips: readonly Trip[], carId: unknown, time: string): Trip | undefined {
  return trips.find((r) => String(r.carId) === String(carId) && r.status !== 3 && r.startTime <= time && (r.endTime === '' || time <= r.endTime));
}

/** The responsible driver of a violation of vehicle `carId` at `time`, and how it was found (or why none was). */
export function responsibility(trips: readonly Trip[], carId: unknown, time: string): Responsibility {
  const trip = time ? tripAt(trips, carId, time) : undefined;
  if (!trip) return { driverId: '', driverName: NO_DRIVER, tripNo: '', driverBasis: '该时间段内该车辆没有行程记录，未能认定责任司机' };
  const until = trip.endTime || '至今（行程进行中）';
  return { driverId: trip.driverId, driverName: trip.driverName, tripNo: trip.tripNo, driverBasis: `违章时间在行程 ${trip.tripNo}（${trip.startTime} — ${until}）内，按该行程的司机认定` };
}
