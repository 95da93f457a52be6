/**
 * §2 Dashboard to-do counts (./handlers/dashboard.ts) and the to-do list's (./handlers/changeOrders.ts): each count is
 * the number of rows its dashboard link's list shows, by the same filters. A module of its own, since handlers do not
 * import each other.
 */
import { data } from './db';
import type { CollectionName } from './seeds/registry';

export type EntityKey = 'demandOrders' | 'scatteredOrders' | 'checkSheets' | 'incomeBills' | 'branchOrders' | 'DispatchCenter';
type Filter = Record<string, string | number | boolean>;

export interface TodoQuery {
  entity: EntityKey;
  filter: Filter;
}

/** §2 Platform order to-dos: key → the list and filter its link opens. */
export const PLATFORM_TODO = {
  tobeDispatchNum: { entity: 'demandOrders', filter: { demandOrderStatusCode: 1 } },
  returnDispatchNum: { entity: 'scatteredOrders', filter: { orderStatus: 2 } },
  changeVehicleOrDriverNum: { entity: 'scatteredOrders', filter: { todoVehicle: true } },
  tobeReviewedNum: { entity: 'checkSheets', filter: { auditStatus: 1 } },
  tobeCheckedByShouQiNum: { entity: 'incomeBills', filter: { billStatus: 120 } },
  // The console's own: the dispatch centre's vehicle requests awaiting dispatch (/DispatchCenter).
  dispatchCenterPendingNum: { entity: 'DispatchCenter', filter: { requestStatus: 1 } },
} as const satisfies Record<string, TodoQuery>;

/** §2 Branch company order to-dos. */
export const BRANCH_TODO = {
  confirmationBeforeDeliveryNumber: { entity: 'branchOrders', filter: { orderStatus: 1 } },
  preDeliveryReviewRejectNumber: { entity: 'branchOrders', filter: { orderStatus: 4 } },
  waitingDeliveryNumber: { entity: 'branchOrders', filter: { orderStatus: 5 } },
  dispatchingNumber: { entity: 'branchOrders', filter: { orderStatus: 6, dispatchingFlag: 1 } },
  returnedToBeConfirmedNumber: { entity: 'branchOrders', filter: { orderStatus: 9, orderType: 1, returnedFlag: 1 } },
  completedAndCallBackDataNumber: { entity: 'branchOrders', filter: { orderStatus: 11, completedAndToDoItems: 1 } },
} as const satisfies Record<string, TodoQuery>;

/** A row matches when every filter field equals the row's field as text (`todoVehicle=true` from a URL matches true). */
function matches(row: object, filter: [string, string | number | boolean][]): boolean {
  const r = row as Record<string, unknown>;
  for (const [k, v] of filter) if (String(r[k]) !== String(v)) return false;
  return true;
}

/**
 * The count of a to-do: the rows of its list matching its filter — of `rows` when given (a supplier's own), else of
 * the whole collection. One rule for the dashboard and the to-do list (/toDoList, ./handlers/changeOrders.ts).
 */
export function todoCount(query: { entity: CollectionName; filter: Filter }, rows: readonly object[] = data()[query.entity]): number {
  const filter = Object.entries(query.filter);
  return rows.filter((row) => matches(row, filter)).length;
}

export function counts<K extends string>(queries: Record<K, TodoQuery>): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const key of Object.keys(queries) as K[]) out[key] = todoCount(queries[key]);
  return out;
}
