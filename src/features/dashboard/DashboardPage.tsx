/**
 * §2 Dashboard (the shell's home, `/` and `/Manage`): tables of counts, each linking to its filtered list; counts
 * above 0 are highlighted (`data-highlight="true"`). A home for each audience (docs/architecture.md "Home"): the
 * provider's staff see §2's two tables of order to-dos (only the rows whose list the account may open, a table
 * without any left out) and the operations counts; a supplier or an enterprise account its own to-dos alone (./calls
 * `dashboardSections`). The home's rows are those the backend answers (only lists the account may open), each
 * with its own link; their meaning is looked up by key (src/entities/dashboard/home.ts).
 *
 * The calls are made each time the dashboard becomes active: the page lives in a keep-alive tab, and the
 * Effect below is a `useActiveEffect`, run on mount and again each time the tab is shown (and it aborts a call
 * still running when the tab is hidden).
 * The refresh button makes the calls again.
 *
 * A failed call empties its table and says why: the server's msg for a non-zero code (§8 "Dashboard fetch
 * failure with nonzero code shows msg as an error"), or the network message. Codes the http client already
 * toasts (below 1000) are still shown in the table, which keeps the reason in view.
 *
 * Drawn without antd (plain elements styled by ./dashboard.css, antd's look): the dashboard is the first screen
 * after sign-in, and it is then drawn before antd's code has loaded (Lighthouse mobile budget).
 */
import { CloseCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { countOf, type HomeCounts } from '@/api/dashboard';
import type { ApiResult } from '@/api/http';
import { homeMeaning, homeOfUserType, type HomeId } from '@/entities/dashboard/home';
import { useActiveEffect } from '@/components/paneActivity';
import { pick, type MessageKey } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { useSession } from '@/stores/session';
import { answersAhead, dashboardMounted, dashboardSections, openableItems, startTodoCalls, TABLE_ITEMS, takeCallsAhead, type SectionId } from './calls';
import type { TodoItem } from './todos';
import './dashboard.css';

const TABLE_TITLES: Readonly<Record<Exclude<SectionId, 'home'>, MessageKey>> = { platform: 'dashboard.platform.title', branch: 'dashboard.branch.title' };
const HOME_TITLES: Readonly<Record<HomeId, MessageKey>> = {
  operations: 'dashboard.home.operations',
  supplier: 'dashboard.home.supplier',
  enterprise: 'dashboard.home.enterprise',
};

interface Load {
  loading: boolean;
  counts: object | null;
  /** The home's rows, as its answer lists them (the §2 tables' rows are fixed). */
  items: readonly TodoItem[] | null;
  error: { code: number; msg: string } | null;
  /** The answer shown (an answer already shown is not applied again). */
  answer: ApiResult<object> | null;
}

const LOADING: Load = { loading: true, counts: null, items: null, error: null, answer: null };

type Loads = Record<SectionId, Load>;

/** The home's answer as rows and counts (a malformed answer reads as no rows). */
function homeRows(data: object): Pick<Load, 'counts' | 'items'> {
  const listed = (data as Partial<HomeCounts>).items;
  const items = Array.isArray(listed) ? listed.filter((i) => typeof i?.key === 'string' && typeof i.target === 'string') : [];
  return {
    counts: Object.fromEntries(items.map((i) => [i.key, i.count])),
    items: items.map(({ key, target }) => ({ key, target, meaning: homeMeaning(key) ?? { 'zh-CN': key, 'en-US': key } })),
  };
}

function settled(id: SectionId, r: ApiResult<object>): Load {
  if (!r.ok) return { loading: false, counts: null, items: null, error: { code: r.code, msg: r.msg }, answer: r };
  const shown = id === 'home' ? homeRows(r.data ?? {}) : { counts: r.data ?? {}, items: null };
  return { loading: false, ...shown, error: null, answer: r };
}

const SECTION_IDS: readonly SectionId[] = ['platform', 'branch', 'home'];

/** What the first render shows: the answers of the calls started ahead that are already in, else loading. */
function firstLoads(): Loads {
  const answers = answersAhead();
  const load = (id: SectionId) => {
    const answer = answers[id];
    return answer ? settled(id, answer) : LOADING;
  };
  return { platform: load('platform'), branch: load('branch'), home: load('home') };
}

/**
 * Makes the calls (or, on an activation, takes those the navigation started ahead: ./calls, and makes those it did
 * not start); returns a function that abandons them (hidden tab, unmount, a newer refresh).
 */
function useTodoCounts(): { loads: Loads; reload: () => () => void } {
  const [loads, setLoads] = useState<Loads>(firstLoads);
  const running = useRef<AbortController | null>(null);
  useEffect(() => dashboardMounted(), []);

  const load = useCallback((activation: boolean) => {
    running.current?.abort();
    const taken = activation ? takeCallsAhead() : null;
    const controller = taken?.controller ?? new AbortController();
    running.current = controller;
    const wanted = dashboardSections();
    const calls = taken && wanted.every((id) => taken.calls[id]) ? taken.calls : startTodoCalls(controller.signal);
    const fromAhead = calls === taken?.calls;
    setLoads((all) => {
      const next = { ...all };
      for (const id of SECTION_IDS) next[id] = all[id].answer && fromAhead ? all[id] : { ...all[id], loading: wanted.includes(id) };
      return next;
    });
    for (const id of wanted) {
      void calls[id]!.then((r) => {
        if (controller.signal.aborted) return;
        setLoads((all) => (all[id].answer === r ? all : { ...all, [id]: settled(id, r) }));
      });
    }
    return () => controller.abort();
  }, []);

  // Runs on mount and on every re-activation of the keep-alive tab (see the header comment).
  useActiveEffect(() => load(true), [load]);

  return { loads, reload: useCallback(() => load(false), [load]) };
}

function TodoCount({ item, count }: { item: TodoItem; count: number }) {
  const t = useT();
  const lang = useLang();
  const highlight = count > 0;
  return (
    <Link
      to={item.target}
      data-todo={item.key}
      data-highlight={highlight ? 'true' : 'false'}
      className={highlight ? 'todo-count todo-count-active' : 'todo-count'}
      aria-label={t('dashboard.countLabel', { item: pick(item.meaning, lang), count })}
    >
      {count}
    </Link>
  );
}

/**
 * A to-do table: a plain <table> drawn like antd's middle-size Table (it has two columns and no paging, sorting
 * or selection, and antd's Table would add some 80 KB gz to the shell's first load).
 */
function TodoTable({ items, load }: { items: readonly TodoItem[]; load: Load }) {
  const t = useT();
  const lang = useLang();
  const refreshing = load.loading && load.counts !== null;
  return (
    <table className="todo-table" aria-busy={refreshing || undefined}>
      <thead>
        <tr>
          <th scope="col">{t('dashboard.col.item')}</th>
          <th scope="col" className="todo-table-count">
            {t('dashboard.col.count')}
          </th>
        </tr>
      </thead>
      <tbody>
        {load.error ? (
          <tr>
            <td colSpan={2} className="todo-table-failed">
              {/* antd's error Alert with a description; its icon only repeats what the title says. */}
              <div className="dashboard-alert" role="alert">
                <CloseCircleFilled className="dashboard-alert-icon" aria-hidden="true" />
                <div className="dashboard-alert-section">
                  <div className="dashboard-alert-title">{t('dashboard.failed')}</div>
                  <div className="dashboard-alert-description">{load.error.msg || t('http.failed', { code: load.error.code })}</div>
                </div>
              </div>
            </td>
          </tr>
        ) : (
          items.map((item) => (
            <tr key={item.key}>
              <td>{pick(item.meaning, lang)}</td>
              <td className="todo-table-count">
                {load.counts ? <TodoCount item={item} count={countOf(load.counts, item.key)} /> : <span className="todo-placeholder" aria-hidden="true" />}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** A section of the dashboard as drawn: its title and rows (a home answered without rows is not drawn). */
interface Section {
  id: SectionId;
  title: MessageKey;
  items: readonly TodoItem[];
}

function useSections(loads: Loads): Section[] {
  const user = useSession((s) => s.user);
  // Read by dashboardSections and openableItems (session.get()); a change draws the sections again.
  useSession((s) => s.permissions);
  const home = homeOfUserType(user?.company.userNameType);
  return dashboardSections().flatMap((id): Section[] => {
    if (id !== 'home') return [{ id, title: TABLE_TITLES[id], items: openableItems(TABLE_ITEMS[id]) }];
    const load = loads.home;
    if (!load.loading && !load.error && load.items?.length === 0) return [];
    return [{ id, title: HOME_TITLES[home], items: load.items ?? [] }];
  });
}

export default function DashboardPage() {
  const t = useT();
  const name = useSession((s) => s.user?.staffName ?? '');
  const { loads, reload } = useTodoCounts();
  const sections = useSections(loads);
  const busy = sections.some((section) => loads[section.id].loading);

  return (
    <div className="dashboard-page">
      <div className="dashboard-head">
        <div>
          <h1 className="dashboard-title">{t('dashboard.title')}</h1>
          <span className="dashboard-intro">
            {/* The greeting names the user: a record's text (the English crawl, tests/e2e/english.spec.ts, leaves it). */}
            {name ? <span data-record-text="">{`${t('dashboard.greeting', { name })} `}</span> : ''}
            {t('dashboard.intro')}
          </span>
        </div>
        {/* Like antd's loading button: a spinner for the icon, and clicks ignored while loading (not disabled, so
            it keeps the focus). The icons are decorative: the name is the label alone. */}
        <button
          type="button"
          className="plain-button dashboard-refresh"
          aria-busy={busy || undefined}
          onClick={() => {
            if (!busy) reload();
          }}
        >
          {busy ? <span className="plain-spin" aria-hidden="true" /> : <ReloadOutlined aria-hidden="true" />}
          <span>{t('dashboard.refresh')}</span>
        </button>
      </div>
      <div className="dashboard-sections">
        {sections.map((section) => (
          // antd's Card (title, body without padding); the title is a heading for screen-reader navigation.
          <div key={section.id} className="dashboard-card">
            <div className="dashboard-card-head">
              <h2 className="dashboard-card-title">{t(section.title)}</h2>
            </div>
            <div data-section={section.id}>
              <TodoTable items={section.items} load={loads[section.id]} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
