/**
 * §2 Dashboard to-do counts (./handlers/dashboard.ts), the to-do list's (./handlers/changeOrders.ts) and the home's
 * (./handlers/home.ts): each count is the number of rows its link's list shows, by the same filter — the list is the
 * declared entity of the link's route, the filter the link's query (src/entities/dashboard/todos.ts declares both,
 * and the counting rule, once). A module of its own, since handlers do not import each other.
 */
import { homeOfAudience, showsPlatformTodos } from '@/entities/dashboard/home';
import { todoCountOf, todoLink, type TodoItem } from '@/entities/dashboard/todos';
import { routePermission } from '@/entities/routes/catalog';
import { hasAnyPermission } from '@/lib/access';
import { NO_PERMISSION, sessionCodes } from './access';
import { currentSession, data } from './db';
import { backendOf, readRows, scopedRows } from './entities';
import { ApiError } from './errors';
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
  RentOrderManage: 'rentOrders',
};

/**
 * The count of a to-do (its rule: `todoCountOf`, src/entities/dashboard/todos.ts) over its list's rows — when `own`,
 * those the list shows the signed-in account (a supplier's own, an enterprise's own, within its data scope, with
 * their computed fields), else the whole collection.
 */
export function todoCount(target: string, own = false): number {
  const { route } = todoLink(target);
  const def = backendOf(route);
  const collection = DASHBOARD_LISTS[route] ?? def?.collection;
  if (!collection || (own && !def)) throw new Error(`to-do ${target}: no declared entity serves its list`);
  return todoCountOf(own && def ? readRows(def, scopedRows(def)) : data()[collection], target);
}

export function counts<K extends string>(items: readonly TodoItem<K>[]): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const item of items) out[item.key] = todoCount(item.target);
  return out;
}

/**
 * Whether the signed-in account may open a link's list: the permission its route asks (`routePermission`, the rule
 * of the guard and the row links; none for a route open to every signed-in user); every list without a session.
 */
export function mayOpen(target: string): boolean {
  const codes = sessionCodes();
  const code = routePermission(`/${todoLink(target).route}`);
  return codes === null || code === null || hasAnyPermission(codes, [code]);
}

/**
 * The §2 platform and branch counts are the provider's: a supplier's or an enterprise client's account is answered
 * 403 (its home has its own counts, ./handlers/home.ts; the rule `showsPlatformTodos`).
 */
export function requirePlatformHome(): void {
  if (!showsPlatformTodos(homeOfAudience(currentSession()?.audience))) throw new ApiError(403, NO_PERMISSION);
}
