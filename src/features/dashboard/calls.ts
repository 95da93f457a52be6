/**
 * The dashboard's two §2 calls, and starting them ahead: the navigation to the dashboard (the route guard) starts
 * them when no dashboard is on screen yet, so their answers arrive while the shell is still being drawn, and the
 * dashboard, mounted a moment later, takes them as the calls of its activation instead of making them again (one
 * pair of calls per activation, as §2 asks). Kept free of antd and React: the guard imports it.
 */
import { fetchBranchTodo, fetchPlatformTodo } from '@/api/dashboard';
import type { ApiResult } from '@/api/http';

export type SectionId = 'platform' | 'branch';
export type TodoCalls = Readonly<Record<SectionId, Promise<ApiResult<object>>>>;

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

/** Both calls, now. */
export function startTodoCalls(signal: AbortSignal): TodoCalls {
  return { platform: fetchPlatformTodo({ signal }), branch: fetchBranchTodo({ signal }) };
}

const fresh = (a: Ahead): boolean => Date.now() - a.at < AHEAD_FRESH_MS;

/** The route guard, letting a navigation to the dashboard through: starts its calls unless a dashboard is mounted. */
export function startTodoCallsAhead(): void {
  if (mounted > 0 || (ahead && fresh(ahead))) return;
  ahead?.controller.abort();
  const controller = new AbortController();
  const a: Ahead = { calls: startTodoCalls(controller.signal), controller, at: Date.now(), answers: {} };
  for (const id of ['platform', 'branch'] as const) void a.calls[id].then((r) => (a.answers[id] = r));
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
