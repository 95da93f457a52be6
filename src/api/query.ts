/**
 * The console's server-state cache (DESIGN "Server contract": TanStack Query): one QueryClient, the query keys,
 * and the rules that keep what it holds fresh. React-free (@tanstack/query-core); the hooks are in
 * src/components/entity/data.ts and the provider in the panes' providers (src/app/layout/PaneAntd.tsx), so the
 * sign-in page and the dashboard's first paint do not load it.
 *
 * Every call still goes through the http client (./http): a query function calls it with the query's AbortSignal
 * and turns a failed ApiResult into an `ApiFailure` (a query in error keeps the server's message).
 */
import { QueryClient, type QueryKey } from '@tanstack/query-core';
import { onForgetServerCaches } from '@/lib/serverCaches';
import type { ApiResult } from './http';

/** How long an entity's rows stay fresh: a kept-alive tab shown again within it shows them without asking again. */
export const ENTITY_STALE_MS = 30_000;
/** A city's stores (the opened cities, dictionaries and field visibility are kept for the whole session). */
export const STORES_STALE_MS = 10 * 60_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The http client has told the user (§8) already; a retry would tell them again, later.
      retry: false,
      // Freshness is the screens' (a tab shown again, a write), not the window's focus or the network's return.
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      // Offline is a failure the http client reports (§8 network failure), not a reason to wait silently.
      networkMode: 'always',
      staleTime: ENTITY_STALE_MS,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

onForgetServerCaches(() => queryClient.clear());

/** A failed call, as a query's error: the ApiResult's code and message, and whether the user was told already. */
export class ApiFailure extends Error {
  readonly code: number;
  readonly handled: boolean;
  constructor(r: { code: number; msg: string; handled: boolean }) {
    super(r.msg);
    this.name = 'ApiFailure';
    this.code = r.code;
    this.handled = r.handled;
  }
}

/** The data of a successful call; a failed one throws its ApiFailure (a query function's answer). */
export function unwrap<T>(r: ApiResult<T>): T {
  if (!r.ok) throw new ApiFailure(r);
  return r.data;
}

/** Every query of an entity screen starts with this: a write invalidates them all. */
export const ENTITY_KEY = 'entity';

export const queryKeys = {
  entities: [ENTITY_KEY] as const,
  list: (entity: string, payload: Readonly<Record<string, unknown>>) => [ENTITY_KEY, entity, 'list', payload] as const,
  row: (entity: string, id: string) => [ENTITY_KEY, entity, 'row', id] as const,
  dict: (type: string) => ['dict', type] as const,
  cities: () => ['cities'] as const,
  stores: (cityId: string, storeStatus?: number) => ['stores', cityId, storeStatus ?? null] as const,
  hiddenFields: (pageCode: string) => ['fieldVisibility', pageCode] as const,
  /** The account's saved views of a list (not an entity query: an entity's write leaves them as they are). */
  views: (screen: string) => ['views', screen] as const,
  /** The account's column settings of every list (not an entity query: an entity's write leaves them as they are). */
  columnSettings: () => ['columnSettings'] as const,
} satisfies Record<string, QueryKey | ((...args: never[]) => QueryKey)>;

/**
 * After a write (an entity's save, transition or delete; starting or approving a process; placing an order): every
 * entity query is stale, those of the written entity and all others, since other screens may show the same records
 * (a supplier's view of demand orders, the to-do lists). Hidden tabs load again when shown. Those on screen load
 * again now when the write succeeded; after a failed one (refused, timed out: the server may still have applied part
 * of it) they load again at their next showing, so what the user is correcting is not redrawn under them.
 */
export function afterWrite(r: Pick<ApiResult<unknown>, 'ok'>): void {
  const refetchType = r.ok ? 'active' : 'none';
  void queryClient.invalidateQueries({ queryKey: queryKeys.entities, refetchType });
  // The opened cities and their stores are kept for the session, but a write may open or close one (/BusinessCity):
  // the create-order flow and every city filter offer it at once.
  void queryClient.invalidateQueries({ queryKey: queryKeys.cities(), refetchType });
  void queryClient.invalidateQueries({ queryKey: ['stores'], refetchType });
}
