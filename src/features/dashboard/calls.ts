/**
 * The dashboard's calls, and starting them ahead: the navigation to the dashboard (the route guard) starts
 * them when no dashboard is on screen yet, so their answers arrive while the shell is still being drawn, and the
 * dashboard, mounted a moment later, takes them as the calls of its activation instead of making them again (one
 * set of calls per activation, as §2 asks). Kept free of antd and React: the guard imports it.
 *
 * Which calls (`dashboardSections`, docs/architecture.md "Home"): the provider's staff make §2's two (each only when
 * the account may open one of its table's lists) and the home's counts; a supplier's or an enterprise's account only
 * its home's counts (the backend answers it the §2 calls with 403, which would take it to /noPermission).
 */
import { fetchBranchTodo, fetchHomeCounts, fetchPlatformTodo } from '@/api/dashboard';
import type { ApiResult } from '@/api/http';
import { homeOfUserType, showsPlatformTodos } from '@/entities/dashboard/home';
import { BRANCH_TODOS, PLATFORM_TODOS, todoLink, type TodoItem } from '@/entities/dashboard/todos';
import { hasAnyPermission } from '@/lib/access';
import { session } from '@/stores/session';

export type SectionId = 'platform' | 'branch' | 'home';
export type TodoCalls = Readonly<Partial<Record<SectionId, Promise<ApiResult<object>>>>>;

/** The §2 tables' rows, by section. */
export const TABLE_ITEMS: Readonly<Record<Exclude<SectionId, 'home'>, readonly TodoItem[]>> = { platform: PLATFORM_TODOS, branch: BRANCH_TODOS };

/** The rows of a §2 table the signed-in account may open (its lists' route codes; every row when no one is signed in). */
export function openableItems(items: readonly TodoItem[]): TodoItem[] {
  const { user, permissions } = session.get();
  return user ? items.filter((item) => hasAnyPermission(permissions, [todoLink(item.target).route])) : [...items];
}

/** The dashboard's sections for the signed-in account, in the order shown. */
export function dashboardSections(): SectionId[] {
  const home = homeOfUserType(session.get().user?.company.userNameType);
  if (!showsPlatformTodos(home)) return ['home'];
  const tables = (['platform', 'branch'] as const).filter((id) => openableItems(TABLE_ITEMS[id]).length > 0);
  return [...tables, 'home'];
}

/** How long calls started ahead wait to be taken by the dashboard (a navigation refused later leaves them unused). */
export const AHEAD_FRESH_MS = 10_000;

interface Ahead {
  calls: TodoCalls;
  controller: AbortController;
  at: number;
  /** Answers already in, by section: the dashboard's first render shows them without a loading state. */
  answers: Partial<Record<SectionId, ApiResult<object>>>;
}

let ahead: Ahead | null = null;
let mounted = 0;

const FETCH: Readonly<Record<SectionId, (signal: AbortSignal) => Promise<ApiResult<object>>>> = {
  platform: (signal) => fetchPlatformTodo({ signal }),
  branch: (signal) => fetchBranchTodo({ signal }),
  home: (signal) => fetchHomeCounts({ signal }),
};

/** The calls of the signed-in account's sections, now. */
export function startTodoCalls(signal: AbortSignal): TodoCalls {
  return Object.fromEntries(dashboardSections().map((id) => [id, FETCH[id](signal)]));
}

const fresh = (a: Ahead): boolean => Date.now() - a.at < AHEAD_FRESH_MS;

/** The route guard, letting a navigation to the dashboard through: starts its calls unless a dashboard is mounted. */
export function startTodoCallsAhead(): void {
  if (mounted > 0 || (ahead && fresh(ahead))) return;
  ahead?.controller.abort();
  const controller = new AbortController();
  const a: Ahead = { calls: startTodoCalls(controller.signal), controller, at: Date.now(), answers: {} };
  for (const [id, call] of Object.entries(a.calls) as [SectionId, Promise<ApiResult<object>>][]) void call.then((r) => (a.answers[id] = r));
  ahead = a;
}

/** The answers of fresh calls started ahead that are already in (not taken). */
export function answersAhead(): Ahead['answers'] {
  return ahead && fresh(ahead) ? ahead.answers : {};
}

/** The calls started ahead, when fresh: taken once, by the dashboard's activation. */
export function takeCallsAhead(): { calls: TodoCalls; controller: AbortController } | null {
  const a = ahead;
  ahead = null;
  if (!a) return null;
  if (fresh(a)) return a;
  a.controller.abort();
  return null;
}

/** A mounted dashboard (its Effect's cleanup counts it out): calls are not started ahead while one is. */
export function dashboardMounted(): () => void {
  mounted += 1;
  return () => {
    mounted -= 1;
  };
}
