/**
 * The supplier's orders, the vehicle change orders and the provider's ad-hoc order desk (src/entities/supplier/order.ts,
 * changeOrder.ts): all on the platform's ad-hoc orders (`scatteredOrders`), the records /scatterPlatformOrderList shows.
 *
 * One rule for a change (docs/architecture.md "Change orders"): asking for one (the supplier order's `applyChange`)
 * stores a change order awaiting audit and sets the order's `todoVehicle` (what the dashboard's
 * changeVehicleOrDriverNum counts); an order has at most one awaiting audit. Approving it (`approveChange`: the change
 * order's approve, and the platform list's confirmChange, which approves the order's pending change order) puts the new
 * vehicle and driver on the order; rejecting it leaves them; both clear `todoVehicle`.
 */
import type { Bilingual } from '@/i18n';
import { changeOrder, scatteredOrderSec, supplierOrderSec } from '@/entities/supplier';
import { CHANGE_NOTHING, CHANGE_OTHER_SUPPLIER, CHANGE_PENDING, END_IN_FUTURE, END_MILEAGE_BELOW_START, END_NOT_AFTER_START, START_IN_FUTURE } from '@/entities/supplier/order';
import { currentSession, data } from '../db';
import { BRANCH_TODOS, MY_TODOS_PATH, PLATFORM_TODOS, SUPPLIER_TODOS } from '@/entities/dashboard/todos';
import { hasAnyPermission } from '@/lib/access';
import { sessionCodes } from '../access';
import { backendOf, declared, entityHandlers, rowsOf, type Backing } from '../entities';
import { endpoint } from '../respond';
import { BRANCH_TODO, counts, PLATFORM_TODO, todoCount } from '../todos';
import { refuse, refuseField } from '../errors';
import { recordChange } from '../history';
import { changeTypeOf, CHANGE_STATUS_NAMES, type ChangeOrder } from '../seeds/changeOrders';
import { compactDate, formatWallTime, nowWall } from '../time';
import { staffOf } from '../users';
import { SUPPLIER_VEHICLE_CHOICES } from '../supplierChoices';

type Row = Record<string, unknown>;
const zh = (text: Bilingual) => text['zh-CN'];

/** The change order of an order awaiting audit, if any. */
export function pendingChangeOf(orderId: unknown): ChangeOrder | undefined {
  return data().changeCarOrder.find((c) => c.orderId === Number(orderId) && c.changeStatus === 1);
}

/** The refusal of a write while the order's vehicle and driver may still change, else null. */
const whilePending = (row: Readonly<Row>) => (row.todoVehicle === true || pendingChangeOf(row.orderId) ? zh(CHANGE_PENDING) : null);

/** The signed-in account's name (an auditor's). */
const signedInName = () => {
  const account = currentSession()?.account;
  return account ? staffOf(account).nickname : '';
};

/** The order a change order is of. */
const orderOf = (change: Readonly<Row>) => data().scatteredOrders.find((o) => o.orderId === Number(change.orderId));

/** After an audit: the order's change is no longer pending (its history records what changed). */
function settle(change: Row, swap: boolean): void {
  change.auditorName = signedInName();
  const order = orderOf(change);
  if (!order) return;
  const before = { ...order };
  if (swap) Object.assign(order, { carId: change.newCarId, plate: change.newPlate, driverId: change.newDriverId, driverName: change.newDriverName });
  order.todoVehicle = false;
  recordChange(scatteredOrderSec, 'update', before, { ...order });
}

/** Approving a change order (its own approve, or the platform list's confirmChange): the order takes the new vehicle and driver. */
export function approveChange(change: Row): void {
  settle(change, true);
}

/**
 * The platform list's confirmChange (/scatterPlatformOrderList): approves the order's pending change order, as its
 * approve on /changeCarOrder does (the state, the audit's time and auditor, the order's new vehicle and driver).
 */
export function confirmPendingChange(order: Readonly<Row>): void {
  const change = pendingChangeOf(order.orderId);
  if (!change) return;
  const before = { ...change };
  Object.assign(change, { changeStatus: 2, changeStatusName: CHANGE_STATUS_NAMES[2], auditTime: formatWallTime(nowWall()) });
  approveChange(change);
  recordChange(changeOrder, 'approve', before, change);
}

/** The refusal of confirmChange on an order without a change order awaiting audit. */
export const NO_PENDING_CHANGE = '该订单没有待审核的换车单';

/** What a listed order joins: its vehicle's model, its driver's mobile, its distance and the supplier's bill it is in. */
function presentOrder(row: Row): Row {
  const d = data();
  const car = d.scatteredCars.find((c) => c.carId === row.carId);
  const driver = d.scatteredDrivers.find((x) => x.driverId === row.driverId);
  // A completed order is in its supplier's bill of the month its service finished (none yet for the current month).
  const month = row.orderStatus === 5 ? String(row.serviceEndTime ?? '').slice(0, 7) : '';
  const bill = month ? d.scatteredBills.find((b) => b.supplierName === row.supplierName && b.billMonth === month) : undefined;
  const start = row.startMileage;
  const end = row.endMileage;
  return {
    ...row,
    brandModel: car?.brandModel ?? '',
    driverMobile: driver?.mobile ?? '',
    billNo: bill?.billNo ?? '',
    serviceMileage: typeof start === 'number' && typeof end === 'number' ? end - start : null,
  };
}

/** A new change order, numbered after the newest (HC + the day + its id). */
function newChange(order: Readonly<Row>, values: Readonly<Row>): ChangeOrder {
  const rows = data().changeCarOrder;
  const id = Math.max(12000, ...rows.map((r) => r.changeOrderId)) + 1;
  const now = nowWall();
  return {
    changeOrderId: id, changeOrderNo: `HC${compactDate(now)}${String(id).padStart(5, '0')}`, orderId: Number(order.orderId), orderNo: String(order.orderNo),
    changeStatus: 1, changeStatusName: CHANGE_STATUS_NAMES[1],
    changeType: changeTypeOf(order.carId, values.newCarId, order.driverId, values.newDriverId),
    supplierName: String(order.supplierName), customerName: String(order.customerName),
    oldCarId: order.carId as number | undefined, oldPlate: String(order.plate ?? ''), oldDriverId: order.driverId as number | undefined, oldDriverName: String(order.driverName ?? ''),
    newCarId: Number(values.newCarId), newPlate: String(values.newPlate), newDriverId: Number(values.newDriverId), newDriverName: String(values.newDriverName),
    changeReason: String(values.changeReason), applicantName: signedInName(), applyTime: formatWallTime(now),
    auditorName: '', auditTime: '', rejectReason: '',
  };
}

/** The change dialog's fields, written on the order by the transition: they belong to the change order. */
const CHANGE_DIALOG = ['newCarId', 'newPlate', 'newDriverId', 'newDriverName', 'changeReason'];

const SUPPLIER_ORDER_BACKING: Backing = {
  collection: 'scatteredOrders',
  supplierScoped: true,
  options: SUPPLIER_VEHICLE_CHOICES,
  present: presentOrder,
  guards: { startService: whilePending, finishService: whilePending, applyChange: (row) => (pendingChangeOf(row.orderId) ? zh(CHANGE_PENDING) : null) },
  checks: {
    startService: (_row, values) => {
      if (String(values.serviceStartTime) > formatWallTime(nowWall())) refuseField('serviceStartTime', zh(START_IN_FUTURE));
    },
    finishService: (row, values) => {
      if (String(values.serviceEndTime) > formatWallTime(nowWall())) refuseField('serviceEndTime', zh(END_IN_FUTURE));
      if (String(values.serviceEndTime) <= String(row.serviceStartTime ?? '')) refuseField('serviceEndTime', zh(END_NOT_AFTER_START));
      if (typeof row.startMileage === 'number' && Number(values.endMileage) < row.startMileage) refuseField('endMileage', zh(END_MILEAGE_BELOW_START));
    },
    applyChange: (row, values) => {
      const car = data().scatteredCars.find((c) => c.carId === Number(values.newCarId));
      if (car?.supplierName !== row.supplierName) refuseField('newCarId', zh(CHANGE_OTHER_SUPPLIER));
      if (Number(values.newCarId) === row.carId && Number(values.newDriverId) === row.driverId) refuse(zh(CHANGE_NOTHING));
    },
  },
  effects: {
    // The vehicle's odometer (/scatteredCarInfo) follows the reading at the end of a service.
    finishService: (row) => {
      const car = data().scatteredCars.find((c) => c.carId === row.carId);
      if (car && typeof row.endMileage === 'number' && row.endMileage > car.mileage) car.mileage = row.endMileage;
    },
    applyChange: (row) => {
      const change = newChange(row, row);
      for (const name of CHANGE_DIALOG) delete row[name];
      data().changeCarOrder.unshift(change);
      recordChange(changeOrder, 'create', undefined, change);
    },
  },
};

const CHANGE_BACKING: Backing = {
  collection: 'changeCarOrder',
  supplierScoped: true,
  guards: {
    approve: (change) => {
      const order = orderOf(change);
      return order && (order.orderStatus === 3 || order.orderStatus === 4) ? null : '该订单已不是已派单或服务中状态，不能换车';
    },
  },
  effects: { approve: (change) => approveChange(change), reject: (change) => settle(change, false) },
};

export const CHANGE_ENTITIES = {
  supplierOrders: declared(supplierOrderSec, SUPPLIER_ORDER_BACKING),
  changeOrders: declared(changeOrder, CHANGE_BACKING),
  customerOrders: declared(scatteredOrderSec, { collection: 'scatteredOrders', present: presentOrder }),
};


/** Whether the signed-in account may open a to-do's list (its route's code; every list without a session). */
function mayOpen(target: string): boolean {
  const codes = sessionCodes();
  return codes === null || hasAnyPermission(codes, [target.split('?')[0]!.slice(1)]);
}

/** A to-do's list filter: its target's query (what the list is opened with). */
const filterOf = (target: string) => Object.fromEntries(new URLSearchParams(target.split('?')[1] ?? ''));

/**
 * The signed-in account's to-do counts (/toDoList): the dashboard's (the same function, `counts`) and a supplier's own
 * (`todoCount` over the rows its list shows it: its own), only those whose list the account may open.
 */
export function myTodos(): Record<string, number> {
  const shared: Record<string, number> = { ...counts(PLATFORM_TODO), ...counts(BRANCH_TODO) };
  const out: Record<string, number> = {};
  for (const item of [...PLATFORM_TODOS, ...BRANCH_TODOS]) if (mayOpen(item.target)) out[item.key] = shared[item.key] ?? 0;
  for (const item of SUPPLIER_TODOS) {
    const def = backendOf(item.target.split('?')[0]!.slice(1));
    if (def && mayOpen(item.target)) out[item.key] = todoCount({ entity: def.collection, filter: filterOf(item.target) }, rowsOf(def));
  }
  return out;
}

export const changeOrderHandlers = [...Object.values(CHANGE_ENTITIES).flatMap((def) => entityHandlers(def)), endpoint('GET', MY_TODOS_PATH, myTodos)];
