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
import { changeOrder, scatteredOrderSec, supplierOrderSec } from '@/entities/supplier';
import { changeApprovalProblem, changePendingProblem, changeRequestProblem } from '@/entities/supplier/changeRules';
import { orderJoins, serviceFinishProblem, serviceStartProblem } from '@/entities/supplier/orderRules';
import { data } from '../db';
import { BRANCH_TODOS, MY_TODOS_PATH, PLATFORM_TODOS, SUPPLIER_TODOS } from '@/entities/dashboard/todos';
import { declared, entityHandlers, type Backing } from '../entities';
import { endpoint } from '../respond';
import { mayOpen, todoCount } from '../todos';
import { refuseProblem } from '../errors';
import { recordChange } from '../history';
import { approveChange, newChange, orderOf, settleChange } from '../changes';
import { formatWallTime, nowWall } from '../time';
import { SUPPLIER_VEHICLE_CHOICES } from '../supplierChoices';

type Row = Record<string, unknown>;

/** The refusal of a service step while the order's vehicle and driver may still change, else null. */
const whilePending = (row: Readonly<Row>) => changePendingProblem(data().changeCarOrder, row, true);

/** What a listed order joins (the domain's `orderJoins`): its vehicle's model, its driver's mobile, its distance, its bill. */
const presentOrder = (row: Row): Row => ({ ...row, ...orderJoins(row, data().scatteredCars, data().scatteredDrivers, data().scatteredBills) });

/** The change dialog's fields, written on the order by the transition: they belong to the change order. */
const CHANGE_DIALOG = ['newCarId', 'newPlate', 'newDriverId', 'newDriverName', 'changeReason'];

const SUPPLIER_ORDER_BACKING: Backing = {
  collection: 'scatteredOrders',
  supplierScoped: true,
  options: SUPPLIER_VEHICLE_CHOICES,
  present: presentOrder,
  guards: { startService: whilePending, finishService: whilePending, applyChange: (row) => changePendingProblem(data().changeCarOrder, row) },
  checks: {
    startService: (_row, values) => refuseProblem(serviceStartProblem(values, formatWallTime(nowWall()))),
    finishService: (row, values) => refuseProblem(serviceFinishProblem(row, values, formatWallTime(nowWall()))),
    applyChange: (row, values) => refuseProblem(changeRequestProblem(row, data().scatteredCars.find((c) => c.carId === Number(values.newCarId)), values)),
  },
  effects: {
    // The vehicle's odometer (/scatteredCarInfo) follows the reading at the end of a service.
    finishService: (row) => {
      const car = data().scatteredCars.find((c) => c.carId === row.carId);
      if (car && typeof row.endMileage === 'number' && row.endMileage > (car.mileage ?? 0)) car.mileage = row.endMileage;
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
  guards: { approve: (change) => changeApprovalProblem(orderOf(change)) },
  effects: { approve: (change) => approveChange(change), reject: (change) => settleChange(change, false) },
};

// The supplier's vehicle and driver choices are served by ./supplier.ts (../supplierChoices): not served again here.
export const CHANGE_ENTITIES = {
  supplierOrders: declared(supplierOrderSec, SUPPLIER_ORDER_BACKING),
  changeOrders: declared(changeOrder, CHANGE_BACKING),
  customerOrders: declared(scatteredOrderSec, { collection: 'scatteredOrders', present: presentOrder }),
};

/**
 * The signed-in account's to-do counts (/toDoList): the dashboard's (the same function, `todoCount`) and a supplier's
 * own (over the rows its list shows it: its own), only those whose list the account may open.
 */
export function myTodos(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of [...PLATFORM_TODOS, ...BRANCH_TODOS]) if (mayOpen(item.target)) out[item.key] = todoCount(item.target);
  for (const item of SUPPLIER_TODOS) if (mayOpen(item.target)) out[item.key] = todoCount(item.target, true);
  return out;
}

export const changeOrderHandlers = [...Object.values(CHANGE_ENTITIES).flatMap((def) => entityHandlers(def)), endpoint('GET', MY_TODOS_PATH, myTodos)];
