/**
 * The trip a request of the dispatch centre served by our vehicle makes (pure; ./dispatchRequest.ts, ./trip.ts):
 * starting the service starts a trip of /TripDetail with the assigned driver and vehicle, from the pick-up place, at
 * the vehicle's odometer reading (so the vehicle is busy for other requests, and "who drove it then" has the answer);
 * completing it ends the trip at the reading given, with its distance, time and fees. The demo backend passes its rows
 * and the demo clock's now (a wall time, YYYY-MM-DD HH:mm:ss).
 */
import { sum } from '@/lib/money';
import { tripBaseFees } from './trip';

/** What a trip reads of the request it is made for. */
export interface TripRequest {
  requestId: number;
  requestNo: string;
  driverId: number;
  driverName?: string;
  cityId: number;
  cityName: string;
  startPlace: string;
  endPlace: string;
}

/** The trip the service starts at `now`: its id one above the highest of `trips` (from 50001), under way (status 1). */
export function serviceTrip(request: TripRequest, car: { carId: number; plate: string; mileage: number }, trips: readonly { tripId: number }[], now: string) {
  return {
    tripId: Math.max(50000, ...trips.map((t) => t.tripId)) + 1,
    tripNo: `XC${now.slice(0, 10).replace(/-/g, '')}D${String(request.requestId).slice(-4)}`,
    driverId: request.driverId, driverName: request.driverName ?? '', carId: car.carId, plate: car.plate,
    cityId: request.cityId, cityName: request.cityName,
    startTime: now, endTime: '', startPlace: request.startPlace, endPlace: request.endPlace,
    startMileage: car.mileage, endMileage: car.mileage, mileage: 0, durationMin: 0, fee: 0, feeItems: [],
    orderNo: request.requestNo, status: 1 as const,
  };
}

/** Whole minutes from one wall time to a later one (0 when it is not later or not a time). */
export function minutesBetween(start: string, end: string): number {
  const ms = Date.parse(`${end.replace(' ', 'T')}Z`) - Date.parse(`${start.replace(' ', 'T')}Z`);
  return Number.isFinite(ms) ? Math.max(0, Math.round(ms / 60_000)) : 0;
}

/** The trip ended at `now` at the odometer reading `end`: its distance, time and fees (exact to the cent), completed (status 2). */
export function tripEnd(trip: { startTime: string; startMileage: number }, end: number, now: string) {
  const km = end - trip.startMileage;
  const minutes = minutesBetween(trip.startTime, now);
  const feeItems = tripBaseFees(km, minutes);
  return { endTime: now, endMileage: end, mileage: km, durationMin: minutes, feeItems, fee: sum(feeItems.map((i) => i.amount)), status: 2 as const };
}
