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
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, theme } from 'antd';
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

/** AA contrast (≥ 4.5:1) of a highlighted count on the light error background: antd's red-8. */
const COUNT_RED_ON_LIGHT = '#a8071a';

function TodoCount({ item, count }: { item: TodoItem; count: number }) {
  const { token } = theme.useToken();
  const dark = useSession((s) => s.theme === 'dark');
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
      style={{
        display: 'inline-block',
        minWidth: 40,
        padding: '0 10px',
        borderRadius: token.borderRadiusLG,
        textAlign: 'center',
        fontSize: 18,
        lineHeight: '28px',
        fontWeight: highlight ? 600 : 400,
        fontVariantNumeric: 'tabular-nums',
        // AA contrast: the darker red on its light background, the secondary text colour for zero.
        color: highlight ? (dark ? token.colorErrorText : COUNT_RED_ON_LIGHT) : token.colorTextSecondary,
        background: highlight ? token.colorErrorBg : 'transparent',
      }}
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
  const { token } = theme.useToken();
  const cell = { padding: '12px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}` } as const;
  const head = { ...cell, background: token.colorFillAlter, fontWeight: 600, color: token.colorTextHeading } as const;
  const refreshing = load.loading && load.counts !== null;
  return (
    <table aria-busy={refreshing || undefined} style={{ width: '100%', borderCollapse: 'collapse', textAlign: 'left', fontSize: token.fontSize, color: token.colorText, opacity: refreshing ? 0.6 : 1, transition: 'opacity 0.2s' }}>
      <thead>
        <tr>
          <th scope="col" style={head}>
            {t('dashboard.col.item')}
          </th>
          <th scope="col" style={{ ...head, width: 120, textAlign: 'right' }}>
            {t('dashboard.col.count')}
          </th>
        </tr>
      </thead>
      <tbody>
        {load.error ? (
          <tr>
            <td colSpan={2} style={{ ...cell, padding: 16 }}>
              <Alert type="error" showIcon role="alert" title={t('dashboard.failed')} description={load.error.msg || t('http.failed', { code: load.error.code })} />
            </td>
          </tr>
        ) : (
          section.items.map((item) => (
            <tr key={item.key}>
              <td style={cell}>{pick(item.meaning, lang)}</td>
              <td style={{ ...cell, textAlign: 'right' }}>
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
  const { token } = theme.useToken();
  const busy = loads.platform.loading || loads.branch.loading;

  return (
    <div className="dashboard-page">
      <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 16 }}>
        <div>
          <h1 style={{ fontSize: 20, margin: '0 0 4px' }}>{t('dashboard.title')}</h1>
          <span style={{ color: token.colorTextSecondary }}>
            {name ? `${t('dashboard.greeting', { name })} ` : ''}
            {t('dashboard.intro')}
          </span>
        </div>
        <Button icon={<ReloadOutlined />} loading={busy} onClick={() => reload()}>
          {t('dashboard.refresh')}
        </Button>
      </Flex>
      <div className="dashboard-sections">
        {SECTIONS.map((section) => (
          <Card key={section.id} title={t(section.title)} styles={{ body: { padding: 0 } }}>
            <div data-section={section.id}>
              <TodoTable section={section} load={loads[section.id]} />
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}
