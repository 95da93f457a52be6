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
 * Pure props: the component knows nothing of the route table or the session. The shell passes the routes, the
 * permission check and what opening a path does.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Input, Modal, Typography, theme, type InputRef } from 'antd';
import { Fragment, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Lang } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
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
}

export function RouteSearch<R extends SearchableRoute>({ routes, canOpen, lang: langProp, onOpen, hotkey = true }: RouteSearchProps<R>) {
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
  const current = Math.min(active, Math.max(0, matches.length - 1));

  useEffect(() => {
    if (open) document.getElementById(`${listId}-option-${current}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, current, listId]);

  const choose = (route: R) => {
    setOpen(false);
    onOpen(route.path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return; // an input method is still composing (Chinese)
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!matches.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + matches.length) % matches.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const match = matches[current];
      if (match) choose(match.route);
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
        placeholder={t('routeSearch.placeholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label={t('routeSearch.title')}
        aria-expanded={matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={matches.length ? optionId(current) : undefined}
      />
      {matches.length === 0 && (
        <div role="status" style={{ padding: '32px 0', textAlign: 'center', color: token.colorTextTertiary }}>
          {t('routeSearch.empty')}
        </div>
      )}
      <ul
        id={listId}
        role="listbox"
        hidden={matches.length === 0}
        aria-label={t('routeSearch.results')}
        style={{ listStyle: 'none', margin: '8px 0 0', padding: 0, maxHeight: 420, overflowY: 'auto' }}
      >
        {matches.map(({ route, words }, i) => (
          <li
            key={route.path}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            data-path={route.path}
            onMouseMove={() => i !== current && setActive(i)}
            onClick={() => choose(route)}
            style={{
              cursor: 'pointer',
              padding: '8px 12px',
              borderRadius: token.borderRadius,
              background: i === current ? token.controlItemBgActive : undefined,
            }}
          >
            <div>
              <Typography.Text strong>{highlight(route.title[lang], words)}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {highlight(route.title[other], words)}
              </Typography.Text>
            </div>
            <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
              {highlight(route.path, words)}
            </Typography.Text>
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary" style={{ display: 'flex', justifyContent: 'space-between', gap: 12, marginTop: 8, fontSize: 12 }}>
        <span>{t('routeSearch.hint')}</span>
        <span aria-live="polite">{total > matches.length ? t('routeSearch.more', { shown: matches.length, total }) : t('routeSearch.count', { count: total })}</span>
      </Typography.Text>
    </Modal>
  );
}
