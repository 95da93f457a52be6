/**
 * The supplier's ad-hoc orders' rules (pure; docs/architecture.md "Supplier orders and change orders"): what a listed
 * order joins from its vehicle, driver and bill, and the service's start and end readings. The demo backend passes
 * its rows and the demo clock's now (a wall time); a change's rules are ./changeRules.ts.
 */
import type { Bilingual } from '@/i18n';
import { END_IN_FUTURE, END_MILEAGE_BELOW_START, END_NOT_AFTER_START, START_IN_FUTURE } from './order';

type Row = Readonly<Record<string, unknown>>;

/**
 * What a listed order joins: its vehicle's model, its driver's mobile, its distance, and the supplier's bill it is in
 * (a completed order is in its supplier's bill of the month its service finished; none yet for the current month).
 */
export function orderJoins(
  row: Row,
  cars: readonly { carId: unknown; brandModel?: string }[],
  drivers: readonly { driverId: unknown; mobile?: string }[],
  bills: readonly { supplierName: unknown; billMonth: string; billNo: string }[],
) {
  const month = row.orderStatus === 5 ? String(row.serviceEndTime ?? '').slice(0, 7) : '';
  const bill = month ? bills.find((b) => b.supplierName === row.supplierName && b.billMonth === month) : undefined;
  const [start, end] = [row.startMileage, row.endMileage];
  return {
    brandModel: cars.find((c) => c.carId === row.carId)?.brandModel ?? '',
    driverMobile: drivers.find((x) => x.driverId === row.driverId)?.mobile ?? '',
    billNo: bill?.billNo ?? '',
    serviceMileage: typeof start === 'number' && typeof end === 'number' ? end - start : null,
  };
}

/** Why the service may not start at `serviceStartTime`: not in the future (after `now`). */
export function serviceStartProblem(values: Row, now: string): { field: string; message: Bilingual } | null {
  return String(values.serviceStartTime) > now ? { field: 'serviceStartTime', message: START_IN_FUTURE } : null;
}

/** Why the service may not finish so: its end in the future or not after its start, its end reading below the start's. */
export function serviceFinishProblem(row: Row, values: Row, now: string): { field: string; message: Bilingual } | null {
  if (String(values.serviceEndTime) > now) return { field: 'serviceEndTime', message: END_IN_FUTURE };
  if (String(values.serviceEndTime) <= String(row.serviceStartTime ?? '')) return { field: 'serviceEndTime', message: END_NOT_AFTER_START };
  return typeof row.startMileage === 'number' && Number(values.endMileage) < row.startMileage ? { field: 'endMileage', message: END_MILEAGE_BELOW_START } : null;
}
