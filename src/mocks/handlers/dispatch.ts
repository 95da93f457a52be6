/**
 * The dispatcher's to-do lists (§2 dashboard targets): their endpoints and status transitions come from the
 * declarations in src/entities/dispatch (docs/api.md lists them). Each transition changes the stored row, so the
 * dashboard counts move with it.
 */
import { branchOrder, checkSheet, demandOrder, incomeBill, scatteredOrder } from '@/entities/dispatch';
import { BRANCH_ORDER_CAR_OPTIONS, BRANCH_ORDER_DRIVER_OPTIONS } from '@/entities/dispatch/branchOrder';
import { branchOrderNeeds, driverProblem, vehicleProblem, type Request } from '@/entities/admin/dispatchFree';
import type { Bilingual } from '@/i18n';
import { served, type Option } from '../entities';
import { dispatchWorld, vehicleOf } from '../fleet';
import { NO_PENDING_CHANGE } from '@/entities/supplier/changeRules';
import { confirmPendingChange, pendingChange } from '../changes';
import { SUPPLIER_NAME_CHOICES } from '../supplierChoices';
import { data } from '../db';
import { disputedProblem } from '@/entities/finance';

/** The refusal of confirming an income bill with disputed lines, else null. */
function disputedGuard(bill: Readonly<Record<string, unknown>>): string | null {
  const problem = disputedProblem(data().incomeBillLines.filter((l) => l.billNo === bill.billNo));
  return problem && problem['zh-CN'];
}

/**
 * The dispatch dialogs' supplier is checked among the suppliers' names, as a saved reference is; they are served here
 * only (/DispatchCenter's designate and the expense bills ask the same path).
 */
const SUPPLIER_CHOICES = { options: SUPPLIER_NAME_CHOICES };

/** What a branch order's 派车 asks of the dispatch rule (its city named by the order), or undefined for no such order. */
function branchNeeds(orderId: string | undefined): { vehicle: Request; driver: Request } | undefined {
  const order = data().branchOrders.find((o) => String(o.orderId) === orderId);
  const city = order && data().cities.find((c) => c.cityName === order.cityName);
  return order && city ? branchOrderNeeds(order, city.cityId) : undefined;
}

/** A choice the rule refuses is offered greyed with its words (and refused with them); the free ones first. */
function choices<T>(rows: readonly T[], problem: (row: T) => Bilingual | null, option: (row: T) => Option): Option[] {
  const offered = rows.map((row) => {
    const refusal = problem(row);
    return refusal ? { ...option(row), disabled: true, refusal: refusal['zh-CN'], refusalEn: refusal['en-US'] } : option(row);
  });
  return offered.toSorted((a, b) => Number(a.disabled ?? false) - Number(b.disabled ?? false));
}

/**
 * 派车's choices for a branch order (`orderId`): the vehicles of its city, the drivers of its city for the vehicle
 * `carId`, each judged by the dispatch centre's rule (@/entities/admin/dispatchFree.ts).
 */
function branchCarOptions(q: Readonly<Record<string, string>>): Option[] {
  const needs = branchNeeds(q.orderId);
  if (!needs) return [];
  const world = dispatchWorld();
  return choices(world.vehicles.filter((v) => v.cityId === needs.vehicle.cityId), (v) => vehicleProblem(world, needs.vehicle, v), (v) => ({
    value: v.carId, label: `${v.plate} · ${v.model} · ${v.seats}座 · ${v.storeName}`, labelEn: `${v.plate} · ${v.model} · ${v.seats} seats · ${v.storeName}`,
  }));
}

function branchDriverOptions(q: Readonly<Record<string, string>>): Option[] {
  const [needs, car] = [branchNeeds(q.orderId), vehicleOf(q.carId)];
  if (!needs || !car) return [];
  const world = dispatchWorld();
  return choices(world.Drivers.filter((d) => d.cityId === needs.driver.cityId), (d) => driverProblem(world, needs.driver, d, car), (d) => ({
    value: d.driverId, label: `${d.driverName} · ${String(d.licenseType)} · ${d.mobile}`,
  }));
}

/** 派车 stores the chosen vehicle's plate and the driver's name with their ids (the engine checked both among the choices). */
function recordDispatch(row: Record<string, unknown>): void {
  row.plate = vehicleOf(row.carId)?.plate ?? '';
  row.driverName = data().Drivers.find((d) => String(d.driverId) === String(row.driverId))?.driverName ?? '';
}

export const { handlers: dispatchHandlers } = served({
  demandOrders: [demandOrder, { collection: 'demandOrders', ...SUPPLIER_CHOICES }],
  // Confirming a change approves the order's change order awaiting audit (one rule with /changeCarOrder's approve).
  scatteredOrders: [scatteredOrder, {
    collection: 'scatteredOrders', ...SUPPLIER_CHOICES,
    guards: { confirmChange: (row) => (pendingChange(row.orderId) ? null : NO_PENDING_CHANGE) },
    effects: { confirmChange: confirmPendingChange },
  }],
  checkSheets: [checkSheet, { collection: 'checkSheets' }],
  // A bill whose check found disputed lines cannot be confirmed (it is rejected with them: /izuIncomeBillCheck).
  incomeBills: [incomeBill, { collection: 'incomeBills', guards: { confirm: disputedGuard } }],
  branchOrders: [branchOrder, {
    collection: 'branchOrders',
    options: { [BRANCH_ORDER_CAR_OPTIONS]: branchCarOptions, [BRANCH_ORDER_DRIVER_OPTIONS]: branchDriverOptions },
    effects: { dispatch: recordDispatch },
  }],
});
