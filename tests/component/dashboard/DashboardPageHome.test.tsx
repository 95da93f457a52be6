/**
 * A home for each audience (docs/architecture.md "Home"): a supplier or an enterprise account sees its own counts
 * alone (no §2 call is made: the backend would answer 403), each opening its filtered list; the provider's staff see
 * §2's tables with only the rows they may open, and the operations counts.
 */
import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginByAccount } from '@/api/auth';
import { DASHBOARD_PATHS, fetchHomeCounts, HOME_COUNTS_PATH } from '@/api/dashboard';
import { createPaneActivity, PaneActivityContext } from '@/components/paneActivity';
import { ENTERPRISE_TODOS, SUPPLIER_TODOS } from '@/entities/dashboard/todos';
import { takeCallsAhead } from '@/features/dashboard/calls';
import DashboardPage from '@/features/dashboard/DashboardPage';
import { setLang } from '@/i18n';
import { server } from '@/mocks/node';
import { useSession } from '@/stores/session';

// Drawn before antd has loaded (see ./DashboardPage.test.tsx).
vi.mock('antd', () => {
  throw new Error('the dashboard imports antd');
});

async function signInAs(account: string, password: string) {
  const r = await loginByAccount(account, password);
  if (!r.ok) throw new Error(r.msg);
  useSession.getState().signIn(r.data);
}

function Page() {
  return (
    <MemoryRouter>
      <PaneActivityContext.Provider value={createPaneActivity(true)}>
        <DashboardPage />
      </PaneActivityContext.Provider>
    </MemoryRouter>
  );
}

let calls: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname}`);
};
beforeEach(() => {
  calls = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  takeCallsAhead();
  server.events.removeListener('request:start', onRequest);
});

const links = () => [...document.querySelectorAll<HTMLAnchorElement>('a[data-todo]')];
const sections = () => [...document.querySelectorAll<HTMLElement>('[data-section]')].map((s) => s.dataset.section);
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

/** The home's answer for the signed-in account, as the demo backend gives it. */
async function answered() {
  const r = await fetchHomeCounts();
  if (!r.ok) throw new Error(r.msg);
  calls = [];
  return r.data;
}

describe('a home for each audience', () => {
  it('a supplier: its own to-dos alone, each opening its filtered list; no §2 call', async () => {
    await signInAs('supplier', 'supplier123');
    const expected = await answered();
    render(<Page />);
    await waitFor(() => expect(links()).toHaveLength(SUPPLIER_TODOS.length));
    expect(sections()).toEqual(['home']);
    expect(headings()).toEqual(['我的待办']);
    for (const item of SUPPLIER_TODOS) {
      const a = document.querySelector<HTMLAnchorElement>(`a[data-todo="${item.key}"]`)!;
      expect(a.getAttribute('href'), item.key).toBe(item.target);
      expect(a.closest('tr'), item.key).toHaveTextContent(item.meaning['zh-CN']);
      expect(a.textContent, item.key).toBe(String(expected.items.find((i) => i.key === item.key)!.count));
    }
    expect(calls).toEqual([`GET ${HOME_COUNTS_PATH}`]);
    expect(calls.some((c) => c.endsWith(DASHBOARD_PATHS.platformTodo) || c.endsWith(DASHBOARD_PATHS.branchTodo))).toBe(false);
  });

  it('an enterprise: its vehicle requests (the bills’ list is not its), no §2 call; in English too', async () => {
    await signInAs('enterprise', 'enterprise123');
    calls = [];
    setLang('en-US');
    try {
      render(<Page />);
      const requests = ENTERPRISE_TODOS.filter((i) => i.target.startsWith('/ApplyVehicleList'));
      await waitFor(() => expect(links().map((a) => a.getAttribute('href'))).toEqual(requests.map((i) => i.target)));
      expect(headings()).toEqual(['My vehicle requests and bills']);
      expect(document.querySelector('a[data-todo="requestAwaitingDispatchNum"]')!.closest('tr')).toHaveTextContent('Vehicle requests awaiting dispatch');
      expect(calls).toEqual([`GET ${HOME_COUNTS_PATH}`]);
    } finally {
      setLang('zh-CN');
    }
  });

  it('the provider’s admin: §2’s tables and the operations counts, each opening its filtered list', async () => {
    await signInAs('admin', 'admin123');
    const expected = await answered();
    render(<Page />);
    await waitFor(() => expect(document.querySelectorAll('[data-section="home"] a[data-todo]')).toHaveLength(expected.items.length));
    expect(sections()).toEqual(['platform', 'branch', 'home']);
    expect(headings()).toEqual(['平台订单待办', '分公司订单待办', '运营概览']);
    for (const item of expected.items) {
      const a = document.querySelector<HTMLAnchorElement>(`[data-section="home"] a[data-todo="${item.key}"]`)!;
      expect(a.getAttribute('href'), item.key).toBe(item.target);
      expect(a.textContent, item.key).toBe(String(item.count));
    }
    const row = (key: string) => document.querySelector(`a[data-todo="${key}"]`)!.closest('tr');
    expect(row('vehicleState3')).toHaveTextContent('租用中的车辆');
    expect(row('pickUpsTodayNum')).toHaveTextContent('今日待取车的短租订单');
    expect(row('openAlarmNum')).toHaveTextContent('未处理的告警');
    expect(row('expiringPolicyNum')).toHaveTextContent('30天内到期的保单');
  });

  it('the dispatcher: only the §2 rows whose list it may open, and no operations table (it may open none of them)', async () => {
    await signInAs('dispatcher', 'dispatch123');
    render(<Page />);
    await waitFor(() => expect(links().length).toBeGreaterThan(0));
    await waitFor(() => expect(calls).toContain(`GET ${HOME_COUNTS_PATH}`));
    await waitFor(() => expect(screen.getByRole('button', { name: /刷\s*新/ })).not.toHaveAttribute('aria-busy'));
    expect(sections()).toEqual(['platform', 'branch']);
    const keys = links().map((a) => a.dataset.todo);
    expect(keys).toContain('dispatchCenterPendingNum');
    // Its menu has no rental orders' list.
    expect(keys).not.toContain('rentAwaitingPickUpNum');
    expect(keys).not.toContain('rentAwaitingSettlementNum');
  });
});
