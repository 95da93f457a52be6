/**
 * What the demo backend does with a vehicle change order (docs/architecture.md "Change orders"): a new one from the
 * change dialog, and its audit applied to its order — for the change orders' own approve and reject
 * (handlers/changeOrders.ts) and the platform list's confirmChange (handlers/dispatch.ts), one implementation. The
 * rules (which change is pending, what it is) are src/entities/supplier/changeRules.ts.
 */
import { changeOrder, scatteredOrderSec } from '@/entities/supplier';
import { CHANGE_STATUS, changedCrew, changeStatusName, changeTypeOf, pendingChangeOf } from '@/entities/supplier/changeRules';
import { currentSession, data } from './db';
import { recordChange } from './history';
import type { ChangeOrder } from './seeds/changeOrders';
import { compactDate, formatWallTime, nowWall } from './time';
import { staffOf } from './users';

type Row = Record<string, unknown>;

/** The change order of an order awaiting audit, if any (the rule over the collection). */
export const pendingChange = (orderId: unknown): ChangeOrder | undefined => pendingChangeOf(data().changeCarOrder, orderId);

/** The signed-in account's name (an auditor's). */
const signedInName = () => {
  const account = currentSession()?.account;
  return account ? staffOf(account).nickname : '';
};

/** The order a change order is of. */
export const orderOf = (change: Readonly<Row>) => data().scatteredOrders.find((o) => o.orderId === Number(change.orderId));

/** After an audit: the order's change is no longer pending (its history records what changed). */
export function settleChange(change: Row, swap: boolean): void {
  change.auditorName = signedInName();
  const order = orderOf(change);
  if (!order) return;
  const before = { ...order };
  if (swap) Object.assign(order, changedCrew(change));
  order.todoVehicle = false;
  recordChange(scatteredOrderSec, 'update', before, { ...order });
}

/** Approving a change order (its own approve, or the platform list's confirmChange): the order takes the new vehicle and driver. */
export function approveChange(change: Row): void {
  settleChange(change, true);
}

/**
 * The platform list's confirmChange (/scatterPlatformOrderList): approves the order's pending change order, as its
 * approve on /changeCarOrder does (the state, the audit's time and auditor, the order's new vehicle and driver).
 */
export function confirmPendingChange(order: Readonly<Row>): void {
  const change = pendingChange(order.orderId);
  if (!change) return;
  const before = { ...change };
  Object.assign(change, { changeStatus: CHANGE_STATUS.approved, changeStatusName: changeStatusName(CHANGE_STATUS.approved), auditTime: formatWallTime(nowWall()) });
  approveChange(change);
  recordChange(changeOrder, 'approve', before, change);
}

/** A new change order, numbered after the newest (HC + the day + its id). */
export function newChange(order: Readonly<Row>, values: Readonly<Row>): ChangeOrder {
  const rows = data().changeCarOrder;
  const id = Math.max(12000, ...rows.map((r) => r.changeOrderId)) + 1;
  const now = nowWall();
  return {
    changeOrderId: id, changeOrderNo: `HC${compactDate(now)}${String(id).padStart(5, '0')}`, orderId: Number(order.orderId), orderNo: String(order.orderNo),
    changeStatus: CHANGE_STATUS.pending, changeStatusName: changeStatusName(CHANGE_STATUS.pending),
    changeType: changeTypeOf(order.carId, values.newCarId, order.driverId, values.newDriverId),
    supplierName: String(order.supplierName), customerName: String(order.customerName),
    oldCarId: order.carId as number | undefined, oldPlate: String(order.plate ?? ''), oldDriverId: order.driverId as number | undefined, oldDriverName: String(order.driverName ?? ''),
    newCarId: Number(values.newCarId), newPlate: String(values.newPlate), newDriverId: Number(values.newDriverId), newDriverName: String(values.newDriverName),
    changeReason: String(values.changeReason), applicantName: signedInName(), applyTime: formatWallTime(now),
    auditorName: '', auditTime: '', rejectReason: '',
  };
}
