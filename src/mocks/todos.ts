/**
 * §2 Dashboard to-do counts (./handlers/dashboard.ts) and the to-do list's (./handlers/changeOrders.ts): each count is
 * the number of rows its link's list shows, by the same filter — the list is the declared entity of the link's route,
 * the filter the link's query (src/entities/dashboard/todos.ts declares both, once). A module of its own, since
 * handlers do not import each other.
 */
import type { TodoItem } from '@/entities/dashboard/todos';
import { data } from './db';
import { backendOf, rowsOf, type EntityDef } from './entities';
import type { CollectionName } from './seeds/registry';

/**
 * The collections of the dashboard links' routes: the dashboard is among the first answers (./handlers/core.ts),
 * given before the declared entities' handlers (and so their backends) are loaded.
 */
const DASHBOARD_LISTS: Readonly<Record<string, CollectionName>> = {
  scatterNeedOrder: 'demandOrders',
  scatterPlatformOrderList: 'scatteredOrders',
  checkSheet: 'checkSheets',
  izuIncomeBill: 'incomeBills',
  branchOrder: 'branchOrders',
  DispatchCenter: 'DispatchCenter',
};

/** The declared entity a to-do's link opens (its route code), and the list filter (its query). */
export function todoList(target: string): { def: EntityDef | undefined; filter: [string, string][] } {
  const [route = '', query = ''] = target.split('?');
  return { def: backendOf(route.slice(1)), filter: [...new URLSearchParams(query)] };
}

/** A row matches when every filter field equals the row's field as text (`todoVehicle=true` from a URL matches true). */
function matches(row: object, filter: [string, string][]): boolean {
  const r = row as Record<string, unknown>;
  for (const [k, v] of filter) if (String(r[k]) !== v) return false;
  return true;
}

/**
 * The count of a to-do: the rows of its list matching its filter — of the rows its list shows the signed-in account
 * when `own` (a supplier's own), else of the whole collection. One rule for the dashboard and the to-do list.
 */
export function todoCount(target: string, own = false): number {
  const { def, filter } = todoList(target);
  const collection = DASHBOARD_LISTS[target.split('?')[0]!.slice(1)] ?? def?.collection;
  if (!collection || (own && !def)) throw new Error(`to-do ${target}: no declared entity serves its list`);
  const rows: readonly object[] = own && def ? rowsOf(def) : data()[collection];
  return rows.filter((row) => matches(row, filter)).length;
}

export function counts<K extends string>(items: readonly TodoItem<K>[]): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const item of items) out[item.key] = todoCount(item.target);
  return out;
}
