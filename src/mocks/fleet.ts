/**
 * The fleet's rules over the stored collections (docs/architecture.md "Fleet"): thin adapters passing `data()`'s
 * collections and the demo clock to the domain's rules (@/entities/admin/vehicleRules) — the operating state, THE
 * vehicle blocker rule, the GPS terminal a vehicle holds, a vehicle's insurance expiry — so every endpoint asks the same
 * function.
 */
import type { Bilingual } from '@/i18n';
import { vehicle } from '@/entities/admin/vehicle';
import { dictLabel } from '@/entities/dicts';
import {
  gpsHolder as gpsHolderOf, operationStates as operationStatesOf, vehicleBlocker as blockerOf, type BlockerQuery,
} from '@/entities/admin/vehicleRules';
import { insuranceExpiries as insuranceExpiriesOf } from '@/entities/insurance/rules';
import { data } from './db';
import { zh } from './errors';
import { recordChange } from './history';
import type { ChangeAction } from '@/entities/admin/changeLogRules';
import type { DemoData, Vehicle } from './model';
import { lapseUnpaidOrders } from './rentals';
import { formatWallTime, nowWall } from './time';

export { OPERATION } from '@/entities/admin/vehicleRules';

type Row = Record<string, unknown>;

/** Today, YYYY-MM-DD (the demo's wall clock). */
export const todayText = (): string => formatWallTime(nowWall()).slice(0, 10);

/** Each vehicle's insurance expiry (the domain's rule, @/entities/insurance/rules), over the stored policies. */
export const insuranceExpiries = (): ((carId: unknown) => string) => insuranceExpiriesOf(data().InsuranceList);

/** Every vehicle by its plate, and every fleet driver by name (the choices of a record naming them). */
export const plateChoices = () => data().vehicles.map((v) => ({ value: v.carId, label: v.plate }));
export const driverChoices = () => data().Drivers.map((d) => ({ value: d.driverId, label: d.driverName }));

/**
 * Each vehicle's operating state (the domain's `operationStates`), prepared once a call over the stored rows (an unpaid
 * order past its deadline lapsed first: it no longer holds its car).
 */
export function operationStates(): (vehicle: Readonly<Row>) => number {
  lapseUnpaidOrders();
  const stateOf = operationStatesOf(data(), todayText());
  return (v) => stateOf(v as { carId: number });
}

/** The vehicle list's computed field (the backing's `computed`): its operating state. */
export function vehicleComputed(): (vehicle: Row) => Row {
  const stateOf = operationStates();
  return (v) => ({ operationState: stateOf(v) });
}

/** The label of an operating state. */
const operationLabel = (state: number): string => dictLabel('vehicle_operation_state', state) ?? '';

/** Every vehicle, with its store and what it is doing (and `more`: its mileage, say), for a record about to use it. */
export function vehicleStateChoices(more: (v: Vehicle) => string = () => ''): { value: number; label: string }[] {
  const stateOf = operationStates();
  return data().vehicles.map((v) => ({ value: v.carId, label: `${v.plate}（${v.storeName}，${operationLabel(stateOf(v))}${more(v)}）` }));
}

/** Why the vehicle may not be used so (THE blocker rule over the stored rows; `today` from the demo clock), in Chinese. */
export function blocker(carId: unknown, q: Omit<BlockerQuery, 'today'>): string | null {
  const found = blockerInBoth(carId, q);
  return found && zh(found);
}

/** The same, in both languages (a choice offered disabled says why on the English screens too). */
export function blockerInBoth(carId: unknown, q: Omit<BlockerQuery, 'today'>): Bilingual | null {
  lapseUnpaidOrders();
  return blockerOf(data(), carId, { ...q, today: todayText() });
}

/** Why a vehicle cannot be transferred now (null: it can); `except`: the transfer asking. */
export const allocationBlocker = (carId: unknown, except?: unknown): string | null => blocker(carId, { use: 'transfer', exceptAllocation: except });

/** The GPS terminal bound to a vehicle, other than `except` (a terminal being bound or edited). */
export const gpsHolder = (carId: unknown, except?: unknown): { terminalNo: string } | undefined => gpsHolderOf(data().Devices, carId, except);

/**
 * The rows the dispatch rule reads (@/entities/admin/dispatchFree.ts: the dispatch centre's assignment, a branch
 * order's 派车): the stored collections, the fleet's for the blocker rule, the demo's today.
 */
export const dispatchWorld = () => ({ ...data(), fleet: { rows: data(), today: todayText() } });

/** A vehicle by id. */
export const vehicleOf = (carId: unknown): Vehicle | undefined => data().vehicles.find((v) => String(v.carId) === String(carId));

/** A vehicle by plate (the records naming a vehicle by its plate: refuelling, charging). */
export const vehicleByPlate = (plate: unknown): Vehicle | undefined => data().vehicles.find((v) => v.plate === plate);

/** The companies `test` keeps, by name (the choices of a record naming a client, a signer, a branch). */
export const companyChoices = (test: (c: DemoData['companyList'][number]) => boolean) => data().companyList.filter(test).map((c) => ({ value: c.companyName, label: c.companyName }));

/**
 * Changes a vehicle as a step of another record does (a transfer's, a work order's: `change` reads the vehicle as it
 * is), recorded in the vehicle's history under that step — within the step's commit (../entities).
 */
export function changeVehicle(carId: unknown, step: ChangeAction, change: (v: Row) => Row): void {
  const v = vehicleOf(carId) as unknown as Row | undefined;
  if (!v) return;
  const before = { ...v };
  Object.assign(v, change(v));
  recordChange(vehicle, step, before, v);
}
