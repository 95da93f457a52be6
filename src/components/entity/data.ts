/**
 * The one data layer of the entity screens (DESIGN "Server contract"): their rows are queries of the console's query
 * cache (src/api/query: keys, freshness, invalidation), their writes mutations that leave every entity query stale.
 *
 * Keep-alive tabs (DESIGN "Keep-alive tabs"): a hidden tab's screen stays mounted, its queries too, but they are
 * disabled while it is hidden (`enabled` asks the pane), so neither a write nor anything else makes a hidden tab
 * call. Shown again, it shows what it holds at once and loads again only what is stale: older than its stale time,
 * or invalidated by a write meanwhile. Showing or hiding a tab re-renders nothing; only new data does.
 */
import { hashKey, keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useContext } from 'react';
import { fetchOne, fetchPage, fetchTree, importRows, runAction, type PageResult, type Payload } from '@/api/entity';
import { deleteView, fetchViews, saveView, type SavedView, type ViewDraft } from '@/api/views';
import { fetchColumnSettings, resetColumnSettings, saveColumnSettings } from '@/api/columnSettings';
import { cacheColumnSettings, cachedColumnSettings, DEFAULT_COLUMN_SETTINGS, type ColumnSettings, type StoredColumnSettings } from '@/lib/columnSettings';
import type { ApiResult } from '@/api/http';
import { afterWrite, ENTITY_KEY, ENTITY_STALE_MS, queryKeys, unwrap, type ApiFailure } from '@/api/query';
import { PaneActivityContext, useActiveEffect } from '../paneActivity';
import { changeLog } from '@/entities/admin/changeLog';
import type { AnySchema } from '@/entities/define';

type Row = Record<string, unknown>;

interface PaneQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (ctx: { signal: AbortSignal }) => Promise<T>;
  /** false: nothing to ask (no id…). */
  enabled?: boolean;
  keepPrevious?: boolean;
}

/**
 * `useQuery` for a screen in a keep-alive tab: enabled only while its tab is shown (outside a tab, always); each
 * time the tab is shown again, loads again if what it holds is stale or failed.
 */
function usePaneQuery<T>({ queryKey, queryFn, enabled = true, keepPrevious }: PaneQueryOptions<T>): UseQueryResult<T, ApiFailure> {
  const pane = useContext(PaneActivityContext);
  const client = useQueryClient();
  const result = useQuery<T, ApiFailure>({
    queryKey,
    queryFn,
    staleTime: ENTITY_STALE_MS,
    // A function, read when the cache asks (a write's invalidation, a mount): the pane's state needs no re-render.
    enabled: () => enabled && pane.isActive(),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  const { refetch } = result;
  const hash = hashKey(queryKey);
  // Shown again (and on mount, when the observer has not started a load itself): stale, invalidated or failed → load.
  useActiveEffect(() => {
    if (!enabled) return;
    const query = client.getQueryCache().find<T, ApiFailure>({ queryKey, exact: true });
    if (query?.state.fetchStatus === 'fetching') return;
    if (!query || query.isStaleByTime(ENTITY_STALE_MS) || query.state.status === 'error') void refetch({ cancelRefetch: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the query's hash: a new key object each render is the same query
  }, [client, refetch, enabled, hash]);
  return result;
}

/**
 * A page of an entity's list for its payload (filter, fixed filters, page and page size). While a new page loads, the
 * rows of the one before stay (with the table's loading state). A failed call is the query's error (ApiFailure:
 * the server's message).
 */
export function useEntityPage(schema: AnySchema, payload: Payload): UseQueryResult<PageResult<Row>, ApiFailure> {
  const list = schema.endpoints.list;
  return usePaneQuery({
    queryKey: queryKeys.list(schema.id, payload),
    queryFn: ({ signal }) => fetchPage<Row>(list.path, payload, list.method, signal).then(unwrap),
    keepPrevious: true,
  });
}

/**
 * The function that has a page of an entity's list loaded afresh (a search, a reset, another page: §4 a search
 * always asks the server, however fresh the rows it may hold): loaded now when on screen, or when shown.
 */
export function useReloadPage(schema: AnySchema): (payload: Payload) => void {
  const client = useQueryClient();
  return (payload) => void client.invalidateQueries({ queryKey: queryKeys.list(schema.id, payload), exact: true });
}

/** One row of an entity by its id, from its detail call (null: the schema has none, or no id is given). */
export function useEntityRow(schema: AnySchema, id: string | number | null | undefined): UseQueryResult<Row | null, ApiFailure> {
  const detail = schema.endpoints.detail;
  const path = detail && 'path' in detail ? detail.path : null;
  const given = id !== null && id !== undefined && id !== '';
  return usePaneQuery({
    queryKey: queryKeys.row(schema.id, String(id ?? '')),
    // Quiet: every screen showing a row says a refusal (记录不存在或已被删除) inline, with a way back — not twice.
    queryFn: ({ signal }) => fetchOne<Row | null>(path ?? '', { [schema.rowKey]: id ?? '' }, signal, true).then((r) => unwrap(r) ?? null),
    enabled: !!path && given,
  });
}

/** The entries a History tab shows a page. */
export const HISTORY_PAGE_SIZE = 10;

/**
 * A page of a record's change history (the detail's History tab; docs/architecture.md "History"): the change log's
 * list filtered for the entity and the record, newest first. An entity query like the lists, so every write
 * (`refreshAfter`) leaves it stale: a save, a transition or a delete of the record shows in its History tab at once.
 */
export function useRecordHistory(schema: AnySchema, id: string, page: number): UseQueryResult<PageResult<Row>, ApiFailure> {
  return useEntityPage(changeLog, { entity: schema.id, recordId: id, page, pageSize: HISTORY_PAGE_SIZE });
}

/**
 * A tree's nested rows (a tree entity's `<base>/tree` for a filter; a treeRef field's tree select), keyed by its path:
 * an entity query, so any write leaves it stale like the lists.
 */
export function useEntityTree(path: string, payload: Payload = {}): UseQueryResult<Row[], ApiFailure> {
  return usePaneQuery({
    queryKey: [ENTITY_KEY, 'tree', path, payload],
    queryFn: ({ signal }) => fetchTree<Row>(path, payload, signal).then(unwrap),
    keepPrevious: true,
  });
}

/**
 * A bespoke GET of an entity's backend (a list's counts by state, a screen's choices for a record): an entity query
 * like the lists, so any write leaves it stale and what is on screen loads it again. `quiet`: the screen says a
 * refusal itself (a record that does not exist, inline), so the http client shows no toast.
 */
export function useEntityGet<T>(path: string, payload: Payload = {}, enabled = true, quiet = false): UseQueryResult<T, ApiFailure> {
  return usePaneQuery({
    queryKey: [ENTITY_KEY, 'get', path, payload],
    queryFn: ({ signal }) => fetchOne<T>(path, payload, signal, quiet).then(unwrap),
    enabled,
    keepPrevious: true,
  });
}

export interface EntityWrite {
  path: string;
  payload: Payload;
}

/**
 * What a write refreshes, decided here for every write of the entity screens: once it is over, every entity query
 * is stale (src/api/query `afterWrite`) — the lists, the rows, the trees and the records' histories
 * (`useRecordHistory`) — loaded again now when it succeeded.
 */
const refreshAfter = (results: readonly ApiResult<unknown>[]) => afterWrite({ ok: results.some((r) => r.ok) });

/**
 * A write of an entity's screens (a save, a transition, a delete): resolves to its ApiResult, as every http helper
 * does; then refreshes (`refreshAfter`).
 */
export function useEntityWrite(schema: AnySchema): (write: EntityWrite) => Promise<ApiResult<Row>> {
  const { mutateAsync } = useMutation({
    mutationKey: [ENTITY_KEY, schema.id, 'write'],
    mutationFn: ({ path, payload }: EntityWrite) => runAction<Row>(path, payload),
    // Over, answered or not (the ApiResult never rejects): a failed write may still have changed something.
    onSuccess: (r) => refreshAfter([r]),
  });
  return mutateAsync;
}

/**
 * Writes one after another (a batch action: one call per selected row), each quiet — the http client shows no toast,
 * the caller reports every outcome, told of each as it comes (`each`, for a progress bar) — refreshing once at the
 * end (`refreshAfter`: loaded again now when any of them succeeded).
 */
export function useEntityBatchWrite(schema: AnySchema): (writes: readonly EntityWrite[], each?: (r: ApiResult<Row>, index: number) => void) => Promise<ApiResult<Row>[]> {
  const { mutateAsync } = useMutation({
    mutationKey: [ENTITY_KEY, schema.id, 'batch'],
    mutationFn: async ({ writes, each }: { writes: readonly EntityWrite[]; each?: (r: ApiResult<Row>, index: number) => void }) => {
      const results: ApiResult<Row>[] = [];
      for (const [i, { path, payload }] of writes.entries()) {
        // Each on its own: the backend allows or refuses each row in its current state.
        const r = await runAction<Row>(path, payload, { quiet: true });
        results.push(r);
        each?.(r, i);
      }
      return results;
    },
    onSuccess: refreshAfter,
  });
  return (writes, each) => mutateAsync({ writes, each });
}

/**
 * An import of rows (./import): all saved or none; quiet (the dialog reports every outcome); then refreshes
 * (`refreshAfter`).
 */
export function useEntityImport(schema: AnySchema): (rows: readonly Readonly<Record<string, string>>[]) => Promise<Awaited<ReturnType<typeof importRows>>> {
  const { mutateAsync } = useMutation({
    mutationKey: [ENTITY_KEY, schema.id, 'import'],
    mutationFn: (rows: readonly Readonly<Record<string, string>>[]) => importRows(schema.endpoints.import?.path ?? '', rows),
    onSuccess: (r) => refreshAfter([r]),
  });
  return mutateAsync;
}

/** The signed-in account's saved views of a list (docs/architecture.md "Saved views"). */
export function useSavedViews(screen: string, enabled = true): UseQueryResult<SavedView[], ApiFailure> {
  return usePaneQuery({
    queryKey: queryKeys.views(screen),
    queryFn: ({ signal }) => fetchViews(screen, signal).then(unwrap),
    enabled,
  });
}

/**
 * A save and a delete of a list's saved views, each resolving to its ApiResult (quiet: the caller shows a refusal);
 * the list's views load again once either is over.
 */
export function useViewWrites(screen: string): { save: (view: ViewDraft) => Promise<ApiResult<SavedView>>; remove: (viewId: number) => Promise<ApiResult<null>> } {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.views(screen) });
  const save = useMutation({ mutationKey: ['views', screen, 'save'], mutationFn: saveView, onSettled: refresh });
  const remove = useMutation({ mutationKey: ['views', screen, 'delete'], mutationFn: deleteView, onSettled: refresh });
  return { save: save.mutateAsync, remove: remove.mutateAsync };
}

/** The signed-in account's column settings of every list it changed (docs/architecture.md "Column settings"). */
export function useAllColumnSettings(): UseQueryResult<StoredColumnSettings[], ApiFailure> {
  return usePaneQuery({ queryKey: queryKeys.columnSettings(), queryFn: ({ signal }) => fetchColumnSettings(signal).then(unwrap) });
}

/**
 * A list's column settings and their change (null: back to the default), as the list's column chooser and
 * /userTabulateConfigDeal use them: the backend's (this browser's last known until it answers), changed at once on
 * screen and then kept by the backend; a refused change is told by the client and the settings load again.
 *
 * A change shown at once must not be undone by an answer that left the backend before it: a load in flight is
 * cancelled first, and the settings load again only when the last of several quick changes is kept (TanStack's
 * concurrent optimistic updates: one mutation key, reload when it is the only one running).
 */
export function useColumnSettings(screen: string, declared: ColumnSettings = DEFAULT_COLUMN_SETTINGS): readonly [ColumnSettings, (next: ColumnSettings | null) => void] {
  const client = useQueryClient();
  const all = useAllColumnSettings();
  const key = queryKeys.columnSettings();
  const keep = useMutation<unknown, ApiFailure, ColumnSettings | null>({
    mutationKey: key,
    mutationFn: (next) => (next ? saveColumnSettings(screen, next) : resetColumnSettings(screen)),
    onSettled: () => (client.isMutating({ mutationKey: key }) === 1 ? client.invalidateQueries({ queryKey: key }) : undefined),
  });
  const stored = all.data?.find((s) => s.screen === screen);
  // Nothing kept for the account: the list's declared default (its columns not essential hidden).
  const settings = all.data ? (stored ?? declared) : cachedColumnSettings(screen, declared);
  const update = (next: ColumnSettings | null) => {
    // Synchronous: the cancelled load puts back the state it started from, before the change is set over it.
    void client.cancelQueries({ queryKey: key });
    client.setQueryData<StoredColumnSettings[]>(key, (old = []) => [
      ...old.filter((s) => s.screen !== screen),
      ...(next ? [{ ...next, screen, updateTime: '' }] : []),
    ]);
    cacheColumnSettings(screen, next ?? declared);
    keep.mutate(next);
  };
  return [settings, update] as const;
}
