/**
 * The records area's rules (docs/architecture.md "Entities"): pure functions over declared rows, applied by the demo
 * backend and by the screens that pre-check, with the same messages.
 */
import { bi as t, type Bilingual } from '@/i18n';
import { addMonths } from '@/lib/dates';

/** An inspection may be booked from this many months before the vehicle's inspection expires (机动车检验有效期届满前三个月内). */
export const INSPECTION_WINDOW_MONTHS = 3;

/** The vehicle states in which no inspection can be booked: 停用 (out of service) and 调拨中 (being transferred). */
const OUT_OF_SERVICE = 3;
const IN_TRANSFER = 4;

/** The fields of a vehicle the booking rule reads. */
export interface InspectedVehicle {
  plate?: unknown;
  vehicleStatus?: unknown;
  /** The end of its current inspection's validity, `YYYY-MM-DD` (may be empty: a new vehicle). */
  inspectionExpiry?: unknown;
}

/** `YYYY-MM-DD` moved by whole months (src/lib/dates, on dayjs). */
export { addMonths };

/**
 * Why an annual inspection of `vehicle` cannot be booked for `booking.planDate` (null: it can): the vehicle is out of
 * service or being transferred, or the date is earlier than three months before its inspection expires. Values not
 * given yet are not judged. The add form shows it under the vehicle; the backend's save refuses with it.
 */
export function inspectionBookingProblem(vehicle: Readonly<InspectedVehicle>, booking: Readonly<{ planDate?: unknown }>): Bilingual | null {
  const plate = typeof vehicle.plate === 'string' ? vehicle.plate : '';
  const status = Number(vehicle.vehicleStatus);
  if (status === OUT_OF_SERVICE) return t(`车辆${plate}已停用，不能预约年检`, `Vehicle ${plate} is out of service: no inspection can be booked`);
  if (status === IN_TRANSFER) return t(`车辆${plate}正在调拨中，不能预约年检`, `Vehicle ${plate} is being transferred: no inspection can be booked`);
  const expiry = typeof vehicle.inspectionExpiry === 'string' ? vehicle.inspectionExpiry.slice(0, 10) : '';
  const planned = typeof booking.planDate === 'string' ? booking.planDate.slice(0, 10) : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiry) || !/^\d{4}-\d{2}-\d{2}$/.test(planned)) return null;
  const opens = addMonths(expiry, -INSPECTION_WINDOW_MONTHS);
  if (planned >= opens) return null;
  return t(
    `车辆${plate}的检验有效期至${expiry}，须在到期前三个月内（${opens}起）预约年检`,
    `Vehicle ${plate}'s inspection is valid until ${expiry}: book it within the three months before (from ${opens})`,
  );
}
