/**
 * Route search (command palette): a dialog, opened with Ctrl+K (⌘K on macOS) from anywhere or with
 * `openRouteSearch()` (e.g. a header button, see RouteSearchButton), that finds the screens the user may open.
 *
 * - Searches the title in either language and the path, case-insensitively; several words must all match
 *   (each anywhere). The best matches come first: exact, then title or path beginning with the text, then the rest
 *   in table order. At most MAX_RESULTS are listed.
 * - Keyboard: typing filters, ↑/↓ move (wrapping), Enter opens, Esc closes. Each result shows both titles and the
 *   path, the matched text marked.
 * - Accessible: the antd dialog (role="dialog"), a combobox input driving a listbox of options through
 *   aria-activedescendant.
 *
 * - Records (docs/architecture.md "Record search"): given `searchRecords`, below the screens it lists the records
 *   whose declared search fields contain the text (2 characters at least, asked 250 ms after the last keystroke),
 *   grouped under their entity's title, each with its label and a secondary line; they take part in the arrows and
 *   Enter like the screens, and open the record's detail (a path inside the console that `canOpenPath` allows). While
 *   asking it says so; it says when no record is found, and a failed call is a quiet line (no toast).
 *
 * Pure props: the component knows nothing of the route table or the session. The shell passes the routes, the
 * permission check, the record search and what opening a path does.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Input, Modal, Spin, Tag, Typography, theme, type InputRef } from 'antd';
import { Fragment, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ApiResult } from '@/api/http';
import { SEARCH_MIN_LENGTH, type RecordHit } from '@/entities/search';
import { bi, type Bilingual, type Lang } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { safeRedirect } from '@/lib/redirect';
import { isSearchHotkey, registerOpener } from './routeSearchOpen';

/** What the search needs of a route (the route table's entries fit). */
export interface SearchableRoute {
  path: string;
  title: { 'zh-CN': string; 'en-US': string };
}

export const MAX_RESULTS = 50;

export interface RouteMatch<R extends SearchableRoute = SearchableRoute> {
  route: R;
  /** The lower-cased words that matched, for highlighting. */
  words: readonly string[];
}

export interface SearchResult<R extends SearchableRoute = SearchableRoute> {
  matches: RouteMatch<R>[];
  /** How many routes matched before the limit. */
  total: number;
}

/** The words of a query: trimmed, lower-cased, split on white space. */
export function queryWords(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

function rank(route: SearchableRoute, query: string): number {
  const titles = [route.title['zh-CN'].toLowerCase(), route.title['en-US'].toLowerCase()];
  const path = route.path.toLowerCase();
  const bare = path.replace(/^\//, '');
  if (titles.includes(query) || path === query || bare === query) return 0;
  if (titles.some((t) => t.startsWith(query))) return 1;
  if (path.startsWith(query) || bare.startsWith(query)) return 2;
  if (titles.some((t) => t.includes(query)) || path.includes(query)) return 3;
  return 4;
}

/** Pure search: every word must occur in a title (either language) or the path. An empty query lists all. */
export function searchRoutes<R extends SearchableRoute>(routes: readonly R[], query: string, limit = MAX_RESULTS): SearchResult<R> {
  const words = queryWords(query);
  const whole = words.join(' ');
  const found: { route: R; rank: number; index: number }[] = [];
  routes.forEach((route, index) => {
    const fields = [route.title['zh-CN'], route.title['en-US'], route.path].map((f) => f.toLowerCase());
    if (words.every((w) => fields.some((f) => f.includes(w)))) found.push({ route, rank: words.length ? rank(route, whole) : 0, index });
  });
  found.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return { matches: found.slice(0, limit).map(({ route }) => ({ route, words })), total: found.length };
}

/** Marks every occurrence of the words in a text (case-insensitive). */
export function highlight(text: string, words: readonly string[]): ReactNode {
  const lower = text.toLowerCase();
  if (!words.length || lower.length !== text.length) return text;
  const marked = new Array<boolean>(text.length).fill(false);
  for (const w of words) {
    for (let at = lower.indexOf(w); at !== -1; at = lower.indexOf(w, at + 1)) marked.fill(true, at, at + w.length);
  }
  const parts: ReactNode[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      const piece = text.slice(start, i);
      parts.push(marked[start] ? <mark key={start}>{piece}</mark> : <Fragment key={start}>{piece}</Fragment>);
      start = i;
    }
  }
  return parts;
}

export { isSearchHotkey, openRouteSearch, RouteSearchButton } from './routeSearchOpen';

/** Asks for the records matching a keyword (the shell passes src/api/search.ts: GET /api/search, quiet). */
export type RecordSearcher = (keyword: string, signal: AbortSignal) => Promise<ApiResult<RecordHit[]>>;

/** The pause after the last keystroke before records are asked for. */
export const RECORD_SEARCH_DELAY_MS = 250;

// The texts of the record search and the not-built mark stay with this lazily loaded dialog (not in the first load's dictionary).
const DIALOG_TEXT = {
  placeholder: bi('输入页面名称或路径，或车牌号、单号、手机号、名称', 'Type a screen name or path, or a plate, number, mobile or name'),
  records: bi('记录', 'Records'),
  loading: bi('正在查找记录…', 'Searching records…'),
  none: bi('没有找到记录', 'No record found'),
  notBuilt: bi('尚未建成', 'Not built yet'),
  failed: bi('记录查找失败', 'Record search failed'),
} satisfies Record<string, Bilingual>;

type RecordAnswer = { keyword: string; hits: readonly RecordHit[] } | { keyword: string; failed: string };

interface RecordResults {
  status: 'off' | 'loading' | 'done' | 'failed';
  hits: readonly RecordHit[];
  msg?: string;
}

/** The records for the text, asked after a pause; stale answers are dropped (the call is aborted). */
function useRecordSearch(open: boolean, query: string, search: RecordSearcher | undefined, canOpenPath?: (path: string) => boolean): RecordResults {
  const keyword = query.trim();
  const wanted = open && search !== undefined && keyword.length >= SEARCH_MIN_LENGTH;
  const [answer, setAnswer] = useState<RecordAnswer | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void search(keyword, controller.signal).then((r) => {
        if (controller.signal.aborted) return;
        setAnswer(r.ok ? { keyword, hits: Array.isArray(r.data) ? r.data : [] } : { keyword, failed: r.msg });
      });
    }, RECORD_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, search, keyword]);
  const hits = useMemo(
    () => (answer && 'hits' in answer ? answer.hits.filter((h) => safeRedirect(h.path) !== null && (!canOpenPath || canOpenPath(h.path))) : []),
    [answer, canOpenPath],
  );
  if (!wanted) return { status: 'off', hits: [] };
  if (answer?.keyword !== keyword) return { status: 'loading', hits: [] };
  return 'failed' in answer ? { status: 'failed', hits: [], msg: answer.failed } : { status: 'done', hits };
}

interface RecordGroup {
  entity: string;
  title: Bilingual;
  /** Each hit with its place among all the records shown (the arrows' order: group after group). */
  hits: { hit: RecordHit; index: number }[];
}

/** Hits by entity, in the order the entities first come. */
function byEntity(hits: readonly RecordHit[]): RecordGroup[] {
  const groups = new Map<string, RecordGroup>();
  for (const hit of hits) {
    const group = groups.get(hit.entity) ?? { entity: hit.entity, title: hit.entityTitle, hits: [] };
    group.hits.push({ hit, index: 0 });
    groups.set(hit.entity, group);
  }
  let index = 0;
  for (const group of groups.values()) for (const h of group.hits) h.index = index++;
  return [...groups.values()];
}

export interface RouteSearchProps<R extends SearchableRoute = SearchableRoute> {
  /** Every screen that may be searched (the shell leaves out public ones and those needing a row). */
  routes: readonly R[];
  /** Whether the user may open a route; routes it refuses are never listed. All by default. */
  canOpen?: (route: R) => boolean;
  /** The language whose title comes first; the console's current language by default. */
  lang?: Lang;
  /** Called with the chosen path; the dialog closes. */
  onOpen: (path: string) => void;
  /** Listen for Ctrl+K / ⌘K on the window (true by default). */
  hotkey?: boolean;
  /** Also finds records (see the header comment); absent: screens only. */
  searchRecords?: RecordSearcher;
  /** Whether the user may open a record's detail path; records it refuses are never listed. All by default. */
  canOpenPath?: (path: string) => boolean;
  /** Whether a screen is built (docs/routes.md); one that is not is listed marked 尚未建成. All by default. */
  isBuilt?: (path: string) => boolean;
}

interface OptionProps {
  id: string;
  path: string;
  selected: boolean;
  onHover: () => void;
  onChoose: () => void;
  children: ReactNode;
}

/** One option of the listbox (a screen or a record). */
function Option({ id, path, selected, onHover, onChoose, children }: OptionProps) {
  const { token } = theme.useToken();
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      data-path={path}
      onMouseMove={() => !selected && onHover()}
      onClick={onChoose}
      style={{ cursor: 'pointer', padding: '8px 12px', borderRadius: token.borderRadius, background: selected ? token.controlItemBgActive : undefined }}
    >
      {children}
    </li>
  );
}

export function RouteSearch<R extends SearchableRoute>({ routes, canOpen, lang: langProp, onOpen, hotkey = true, searchRecords, canOpenPath, isBuilt }: RouteSearchProps<R>) {
  const t = useT();
  const currentLang = useLang();
  const lang = langProp ?? currentLang;
  const other: Lang = lang === 'zh-CN' ? 'en-US' : 'zh-CN';
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;

  const show = useCallback(() => {
    setQuery('');
    setActive(0);
    setOpen(true);
    // Already open: put the caret back in the field.
    input.current?.focus();
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    return registerOpener(show);
  }, [show]);

  useEffect(() => {
    if (!hotkey) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!isSearchHotkey(e)) return;
      e.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [hotkey, show]);

  const allowed = useMemo(() => (open ? routes.filter((r) => !canOpen || canOpen(r)) : []), [open, routes, canOpen]);
  const { matches, total } = useMemo(() => searchRoutes(allowed, query), [allowed, query]);
  const records = useRecordSearch(open, query, searchRecords, canOpenPath);
  // The screens, then the records: one list for the arrows and Enter.
  const groups = useMemo(() => byEntity(records.hits), [records.hits]);
  const paths = useMemo(() => [...matches.map((m) => m.route.path), ...groups.flatMap((g) => g.hits.map(({ hit }) => hit.path))], [matches, groups]);
  const current = Math.min(active, Math.max(0, paths.length - 1));
  const recordWords = useMemo(() => [query.trim().toLowerCase()], [query]);

  useEffect(() => {
    if (open) document.getElementById(`${listId}-option-${current}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, current, listId]);

  const choose = (path: string) => {
    setOpen(false);
    onOpen(path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return; // an input method is still composing (Chinese)
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!paths.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + paths.length) % paths.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const path = paths[current];
      if (path !== undefined) choose(path);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  };

  return (
    <Modal
      open={open}
      title={t('routeSearch.title')}
      onCancel={close}
      footer={null}
      width={600}
      destroyOnHidden
      afterOpenChange={(visible) => visible && input.current?.focus()}
      styles={{ body: { paddingTop: 8 } }}
    >
      <Input
        ref={input}
        autoFocus
        size="large"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={searchRecords ? DIALOG_TEXT.placeholder[lang] : t('routeSearch.placeholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label={t('routeSearch.title')}
        aria-expanded={paths.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={paths.length ? optionId(current) : undefined}
      />
      {matches.length === 0 && records.hits.length === 0 && (
        <div role="status" style={{ padding: '32px 0', textAlign: 'center', color: token.colorTextTertiary }}>
          {t('routeSearch.empty')}
        </div>
      )}
      <ul
        id={listId}
        role="listbox"
        hidden={paths.length === 0}
        aria-label={t('routeSearch.results')}
        style={{ listStyle: 'none', margin: '8px 0 0', padding: 0, maxHeight: 420, overflowY: 'auto' }}
      >
        {matches.map(({ route, words }, i) => (
          <Option key={route.path} id={optionId(i)} path={route.path} selected={i === current} onHover={() => setActive(i)} onChoose={() => choose(route.path)}>
            <div>
              <Typography.Text strong>{highlight(route.title[lang], words)}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {highlight(route.title[other], words)}
              </Typography.Text>
              {isBuilt && !isBuilt(route.path) && (
                <Tag bordered={false} style={{ marginLeft: 8 }}>
                  {DIALOG_TEXT.notBuilt[lang]}
                </Tag>
              )}
            </div>
            <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
              {highlight(route.path, words)}
            </Typography.Text>
          </Option>
        ))}
        {groups.map((group) => (
          <li key={group.entity} role="presentation">
            <div id={`${listId}-group-${group.entity}`} style={{ padding: '8px 12px 4px', fontSize: 12, color: token.colorTextSecondary }}>
              {group.title[lang]}
            </div>
            <ul role="group" aria-labelledby={`${listId}-group-${group.entity}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {group.hits.map(({ hit, index }) => {
                const i = matches.length + index;
                return (
                  <Option key={`${hit.entity}:${hit.key}`} id={optionId(i)} path={hit.path} selected={i === current} onHover={() => setActive(i)} onChoose={() => choose(hit.path)}>
                    <Typography.Text strong>{highlight(hit.label, recordWords)}</Typography.Text>
                    {hit.detail && (
                      <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                        {highlight(hit.detail, recordWords)}
                      </Typography.Text>
                    )}
                  </Option>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      {/* No record found is said only when no screen matched either: under a list of screens it read as "nothing found". */}
      {records.status !== 'off' && records.hits.length === 0 && (records.status !== 'done' || matches.length === 0) && (
        <div role="status" aria-label={DIALOG_TEXT.records[lang]} style={{ padding: '8px 12px', color: token.colorTextTertiary }}>
          {records.status === 'loading' && <Spin size="small" style={{ marginRight: 8 }} />}
          {records.status === 'loading' ? DIALOG_TEXT.loading[lang] : records.status === 'failed' ? [DIALOG_TEXT.failed[lang], records.msg].filter(Boolean).join(lang === 'zh-CN' ? '：' : ': ') : DIALOG_TEXT.none[lang]}
        </div>
      )}
      <Typography.Text type="secondary" style={{ display: 'flex', justifyContent: 'space-between', gap: 12, marginTop: 8, fontSize: 12 }}>
        <span>{t('routeSearch.hint')}</span>
        <span aria-live="polite">{total > matches.length ? t('routeSearch.more', { shown: matches.length, total }) : t('routeSearch.count', { count: total })}</span>
      </Typography.Text>
    </Modal>
  );
}
