/**
 * What the demo backend does with a vehicle change order (docs/architecture.md "Change orders"): a new one from the
 * change dialog, and its audit applied to its order — for the change orders' own approve and reject
 * (handlers/changeOrders.ts) and the platform list's confirmChange (handlers/dispatch.ts), one implementation. The
 * rules (which change is pending, what it is) are src/entities/supplier/changeRules.ts.
 */
import { changeOrder, scatteredOrderSec } from '@/entities/supplier';
import { CHANGE_STATUS, changedCrew, changeStatusName, newChangeOrder, nextChangeOrderId, pendingChangeOf } from '@/entities/supplier/changeRules';
import { data } from './db';
import { recordChange } from './history';
import type { ChangeOrder } from './seeds/changeOrders';
import { compactDate, formatWallTime, nowWall } from './time';
import { signedInName } from './users';

type Row = Record<string, unknown>;

/** The change order of an order awaiting audit, if any (the rule over the collection). */
export const pendingChange = (orderId: unknown): ChangeOrder | undefined => pendingChangeOf(data().changeCarOrder, orderId);

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

/** A new change order (the domain's `newChangeOrder`), numbered after the newest, asked by the signed-in account now. */
export function newChange(order: Readonly<Row>, values: Readonly<Row>): ChangeOrder {
  const now = nowWall();
  return newChangeOrder(order, values, { id: nextChangeOrderId(data().changeCarOrder), day: compactDate(now), time: formatWallTime(now), applicant: signedInName() });
}
