/**
 * §2 Dashboard to-do counts, §7 calls: platform order to-dos (GET) and branch company order to-dos (POST),
 * both without a payload, answering `{code, msg, data}` with the counts in `data`; and the console's home counts of
 * the signed-in account (GET, src/entities/dashboard/home.ts).
 */
import { HOME_COUNTS_PATH, type HomeCounts } from '@/entities/dashboard/home';
import { DASHBOARD_PATHS, type BranchTodoCounts, type PlatformTodoCounts } from '@/entities/dashboard/todos';
import { get, post, type ApiResult, type GetOptions } from './http';

export { DASHBOARD_PATHS, HOME_COUNTS_PATH };
export type { BranchTodoCounts, HomeCounts, PlatformTodoCounts };

/** A count as shown: a non-negative whole number; anything missing or malformed reads as 0. */
export function countOf(counts: object | null | undefined, key: string): number {
  const raw: unknown = counts ? (counts as Record<string, unknown>)[key] : undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** §7 GET /api/lingsan/customerOrder/todo/list. */
export function fetchPlatformTodo(opts: GetOptions = {}): Promise<ApiResult<PlatformTodoCounts>> {
  return get<PlatformTodoCounts>(DASHBOARD_PATHS.platformTodo, undefined, opts);
}

/** §7 POST /api/lingsan/order/supplier/platformToDoItem (no payload). */
export function fetchBranchTodo(opts: GetOptions = {}): Promise<ApiResult<BranchTodoCounts>> {
  return post<BranchTodoCounts>(DASHBOARD_PATHS.branchTodo, undefined, opts);
}

/** The signed-in account's home counts (GET, no parameters; docs/architecture.md "Home"). */
export function fetchHomeCounts(opts: GetOptions = {}): Promise<ApiResult<HomeCounts>> {
  return get<HomeCounts>(HOME_COUNTS_PATH, undefined, opts);
}
