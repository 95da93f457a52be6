/**
 * The rules of the vehicle change orders (docs/architecture.md "Change orders"), pure over the rows they read: what a
 * change is (换车 / 换司机 / both), the one change order of an order awaiting audit, what a change may ask for, and
 * which orders a change may still be approved on. The demo backend (src/mocks/changes.ts, handlers/changeOrders.ts,
 * handlers/dispatch.ts) and the seed call these.
 */
import { bi, type Bilingual } from '@/i18n';
import { dictLabel } from '../dicts';
import { CHANGE_NOTHING, CHANGE_OTHER_SUPPLIER, CHANGE_PENDING } from './order';

/** A change order's states (dictionary change_order_status). */
export const CHANGE_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;
export type ChangeStatus = (typeof CHANGE_STATUS)[keyof typeof CHANGE_STATUS];

/** A change order's state as shown (its dictionary's label). */
export const changeStatusName = (status: ChangeStatus): string => dictLabel('change_order_status', status) ?? '';

/** 换车 (1) when only the vehicle changes, 换司机 (2) when only the driver, else both (3). */
export function changeTypeOf(oldCarId: unknown, newCarId: unknown, oldDriverId: unknown, newDriverId: unknown): 1 | 2 | 3 {
  const car = String(oldCarId) !== String(newCarId);
  const driver = String(oldDriverId) !== String(newDriverId);
  return car && driver ? 3 : car ? 1 : 2;
}

/** What of a change order the rules read. */
export interface ChangeHolding {
  orderId: number;
  changeStatus: number;
}

/** The change order of an order awaiting audit, if any: an order has one at most. */
export function pendingChangeOf<C extends ChangeHolding>(changes: readonly C[], orderId: unknown): C | undefined {
  return changes.find((c) => c.orderId === Number(orderId) && c.changeStatus === CHANGE_STATUS.pending);
}

/** The refusal of asking for a change while one awaits audit (or of a service step while the order's change is pending), else null. */
export function changePendingProblem(changes: readonly ChangeHolding[], order: { orderId?: unknown; todoVehicle?: unknown }, flagged = false): Bilingual | null {
  return (flagged && order.todoVehicle === true) || pendingChangeOf(changes, order.orderId) ? CHANGE_PENDING : null;
}

/** The refusal of a change asked for: a vehicle not the order's supplier's, or the order's own vehicle and driver; else null. */
export function changeRequestProblem(
  order: { supplierName?: unknown; carId?: unknown; driverId?: unknown },
  newCar: { supplierName: string } | undefined,
  values: { newCarId?: unknown; newDriverId?: unknown },
): { field?: 'newCarId'; message: Bilingual } | null {
  if (newCar?.supplierName !== order.supplierName) return { field: 'newCarId', message: CHANGE_OTHER_SUPPLIER };
  if (Number(values.newCarId) === order.carId && Number(values.newDriverId) === order.driverId) return { message: CHANGE_NOTHING };
  return null;
}

/** The order states in which a change may be approved: dispatched (3) or in service (4). */
export const CHANGEABLE_ORDER_STATES: readonly number[] = [3, 4];
export const ORDER_NOT_CHANGEABLE: Bilingual = bi('该订单已不是已派单或服务中状态，不能换车', 'The order is no longer dispatched or in service: its vehicle cannot be changed');
/** The refusal of confirming a change on an order without one awaiting audit. */
export const NO_PENDING_CHANGE: Bilingual = bi('该订单没有待审核的换车单', 'The order has no change order awaiting audit');

/** The refusal of approving a change of an order no longer dispatched or in service (or gone), else null. */
export function changeApprovalProblem(order: { orderStatus: number } | undefined): Bilingual | null {
  return order && CHANGEABLE_ORDER_STATES.includes(order.orderStatus) ? null : ORDER_NOT_CHANGEABLE;
}

/** What an approved change puts on its order: the new vehicle and driver. */
export function changedCrew(change: { newCarId?: unknown; newPlate?: unknown; newDriverId?: unknown; newDriverName?: unknown }) {
  return { carId: change.newCarId, plate: change.newPlate, driverId: change.newDriverId, driverName: change.newDriverName };
}

/** The key a new change order takes: one above the highest (from 12001). */
export const nextChangeOrderId = (rows: readonly { changeOrderId: number }[]): number => Math.max(12000, ...rows.map((r) => r.changeOrderId)) + 1;

/**
 * A new change order of an order, awaiting audit: what the order has now and what `values` asks for, numbered
 * HC + the day (`YYYYMMDD`) + its key, asked by `applicant` at `time`.
 */
export function newChangeOrder(order: Readonly<Record<string, unknown>>, values: Readonly<Record<string, unknown>>, made: { id: number; day: string; time: string; applicant: string }) {
  return {
    changeOrderId: made.id, changeOrderNo: `HC${made.day}${String(made.id).padStart(5, '0')}`, orderId: Number(order.orderId), orderNo: String(order.orderNo),
    changeStatus: CHANGE_STATUS.pending, changeStatusName: changeStatusName(CHANGE_STATUS.pending),
    changeType: changeTypeOf(order.carId, values.newCarId, order.driverId, values.newDriverId),
    supplierName: String(order.supplierName), customerName: String(order.customerName),
    oldCarId: order.carId as number | undefined, oldPlate: String(order.plate ?? ''), oldDriverId: order.driverId as number | undefined, oldDriverName: String(order.driverName ?? ''),
    newCarId: Number(values.newCarId), newPlate: String(values.newPlate), newDriverId: Number(values.newDriverId), newDriverName: String(values.newDriverName),
    changeReason: String(values.changeReason), applicantName: made.applicant, applyTime: made.time,
    auditorName: '', auditTime: '', rejectReason: '',
  };
}
