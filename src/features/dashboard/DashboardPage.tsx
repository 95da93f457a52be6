/**
 * §2 Dashboard (the shell's home, `/` and `/Manage`): two tables of order to-do counts. Every count links to
 * its filtered list (./todos); counts above 0 are highlighted (`data-highlight="true"`).
 *
 * Both calls are made each time the dashboard becomes active: the page lives in a keep-alive tab, and the
 * Effect below is a `useActiveEffect`, run on mount and again each time the tab is shown (and it aborts a call
 * still running when the tab is hidden).
 * The refresh button makes both calls again.
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
import { countOf } from '@/api/dashboard';
import type { ApiResult } from '@/api/http';
import { useActiveEffect } from '@/components/paneActivity';
import { pick, type MessageKey } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { useSession } from '@/stores/session';
import { answersAhead, dashboardMounted, startTodoCalls, takeCallsAhead, type SectionId } from './calls';
import { BRANCH_TODOS, PLATFORM_TODOS, type TodoItem } from './todos';
import './dashboard.css';

interface Section {
  id: SectionId;
  title: MessageKey;
  items: readonly TodoItem[];
}

const SECTIONS: readonly Section[] = [
  { id: 'platform', title: 'dashboard.platform.title', items: PLATFORM_TODOS },
  { id: 'branch', title: 'dashboard.branch.title', items: BRANCH_TODOS },
];

interface Load {
  loading: boolean;
  counts: object | null;
  error: { code: number; msg: string } | null;
  /** The answer shown (an answer already shown is not applied again). */
  answer: ApiResult<object> | null;
}

const LOADING: Load = { loading: true, counts: null, error: null, answer: null };

type Loads = Record<SectionId, Load>;

function settled(r: ApiResult<object>): Load {
  if (r.ok) return { loading: false, counts: r.data ?? {}, error: null, answer: r };
  return { loading: false, counts: null, error: { code: r.code, msg: r.msg }, answer: r };
}

/** What the first render shows: the answers of the calls started ahead that are already in, else loading. */
function firstLoads(): Loads {
  const answers = answersAhead();
  const { platform, branch } = answers;
  return { platform: platform ? settled(platform) : LOADING, branch: branch ? settled(branch) : LOADING };
}

/**
 * Makes both calls (or, on an activation, takes those the navigation started ahead: ./calls); returns a function
 * that abandons them (hidden tab, unmount, a newer refresh).
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
    const calls = taken?.calls ?? startTodoCalls(controller.signal);
    setLoads((all) => ({
      platform: all.platform.answer && taken ? all.platform : { ...all.platform, loading: true },
      branch: all.branch.answer && taken ? all.branch : { ...all.branch, loading: true },
    }));
    for (const section of SECTIONS) {
      void calls[section.id].then((r) => {
        if (controller.signal.aborted) return;
        setLoads((all) => (all[section.id].answer === r ? all : { ...all, [section.id]: settled(r) }));
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
function TodoTable({ section, load }: { section: Section; load: Load }) {
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
          section.items.map((item) => (
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

export default function DashboardPage() {
  const t = useT();
  const name = useSession((s) => s.user?.staffName ?? '');
  const { loads, reload } = useTodoCounts();
  const busy = loads.platform.loading || loads.branch.loading;

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
        {SECTIONS.map((section) => (
          // antd's Card (title, body without padding); the title is a heading for screen-reader navigation.
          <div key={section.id} className="dashboard-card">
            <div className="dashboard-card-head">
              <h2 className="dashboard-card-title">{t(section.title)}</h2>
            </div>
            <div data-section={section.id}>
              <TodoTable section={section} load={loads[section.id]} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
