import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginByAccount } from '@/api/auth';
import { DASHBOARD_PATHS, fetchBranchTodo, fetchPlatformTodo, HOME_COUNTS_PATH } from '@/api/dashboard';
import { configureHttp } from '@/api/http';
import { createPaneActivity, PaneActivityContext, type PaneActivity } from '@/components/paneActivity';
import { answersAhead, startTodoCallsAhead, takeCallsAhead } from '@/features/dashboard/calls';
import DashboardPage from '@/features/dashboard/DashboardPage';
import { BRANCH_TODOS, PLATFORM_TODOS } from '@/features/dashboard/todos';
import { setLang } from '@/i18n';
import { commit } from '@/mocks/db';
import { server } from '@/mocks/node';
import { useSession } from '@/stores/session';

// The dashboard is drawn before antd has loaded (the first screen after sign-in): importing antd, directly or
// through any module it imports, fails every test of this file. (So no antd provider around it, and no ../harness.)
vi.mock('antd', () => {
  throw new Error('the dashboard imports antd');
});

/** Signs a demo account in through the real login call (as ../harness does). */
async function signInAs(account: string, password: string) {
  const r = await loginByAccount(account, password);
  if (!r.ok) throw new Error(r.msg);
  useSession.getState().signIn(r.data);
  return r.data;
}

const NETWORK_MESSAGE = '当前网络环境较差，请检查网络后刷新页面!';

/** §2 targets, written out again here so a change in the page's constant is caught. */
const SPEC_TARGETS: Record<string, string> = {
  tobeDispatchNum: '/scatterNeedOrder?demandOrderStatusCode=1',
  returnDispatchNum: '/scatterPlatformOrderList?orderStatus=2',
  changeVehicleOrDriverNum: '/scatterPlatformOrderList?todoVehicle=true',
  tobeReviewedNum: '/checkSheet?auditStatus=1',
  tobeCheckedByShouQiNum: '/izuIncomeBill?billStatus=120',
  // The console's own row (not in §2's table): the dispatch centre's requests awaiting dispatch.
  dispatchCenterPendingNum: '/DispatchCenter?requestStatus=1',
  // And the rental orders waiting on the counter: to hand over, to settle.
  rentAwaitingPickUpNum: '/RentOrderManage?orderStatus=10',
  rentAwaitingSettlementNum: '/RentOrderManage?orderStatus=30',
  confirmationBeforeDeliveryNumber: '/branchOrder?orderStatus=1',
  preDeliveryReviewRejectNumber: '/branchOrder?orderStatus=4',
  waitingDeliveryNumber: '/branchOrder?orderStatus=5',
  dispatchingNumber: '/branchOrder?orderStatus=6&dispatchingFlag=1',
  returnedToBeConfirmedNumber: '/branchOrder?orderStatus=9&orderType=1&returnedFlag=1',
  completedAndCallBackDataNumber: '/branchOrder?orderStatus=11&completedAndToDoItems=1',
};

/** The dashboard in a keep-alive tab (shown unless told otherwise). */
function Page({ activity = createPaneActivity(true) }: { activity?: PaneActivity }) {
  return (
    <MemoryRouter>
      <PaneActivityContext.Provider value={activity}>
        <DashboardPage />
      </PaneActivityContext.Provider>
    </MemoryRouter>
  );
}

/** Requests seen by the demo backend, as "METHOD /path". */
let calls: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname}`);
};
const callsTo = (method: string, path: string) => calls.filter((c) => c === `${method} ${path}`).length;

let restoreHttp: () => void = () => {};
const toast = vi.fn();

beforeEach(() => {
  calls = [];
  server.events.on('request:start', onRequest);
  toast.mockReset();
  restoreHttp = configureHttp({ error: toast });
});
afterEach(() => {
  takeCallsAhead();
  server.events.removeListener('request:start', onRequest);
  restoreHttp();
});

const links = (root: ParentNode = document) => [...root.querySelectorAll<HTMLAnchorElement>('a[data-todo]')];
const section = (id: 'platform' | 'branch' | 'home') => document.querySelector<HTMLElement>(`[data-section="${id}"]`)!;
/** The links of §2's two tables (the home's own counts are ./DashboardPageHome.test.tsx's). */
const tableLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('[data-section="platform"] a[data-todo], [data-section="branch"] a[data-todo]')];
const linkOf = (key: string) => document.querySelector<HTMLAnchorElement>(`a[data-todo="${key}"]`)!;
const refreshButton = () => screen.getByRole('button', { name: /刷\s*新/ });

const ALL = PLATFORM_TODOS.length + BRANCH_TODOS.length;

async function loaded(count = ALL) {
  await waitFor(() => expect(tableLinks()).toHaveLength(count));
}

/** §2's tables and the home's counts are all drawn. */
async function allLoaded() {
  await loaded();
  await waitFor(() => expect(links(section('home')).length).toBeGreaterThan(0));
}

/**
 * Waits until one table shows its failure and the other its counts: each table is drawn when its own call is
 * answered, so the other's links alone may be drawn first, the failure still on its way.
 */
async function failedOnly(id: 'platform' | 'branch') {
  const alert = await waitFor(() => within(section(id)).getByRole('alert'));
  await loaded((id === 'platform' ? BRANCH_TODOS : PLATFORM_TODOS).length);
  return alert;
}

describe('§2 dashboard', () => {
  it('shows the workbench title and greets the signed-in user by staffName', async () => {
    const user = await signInAs('admin', 'admin123');
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: '工作台' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`${user.user.staffName}，您好`))).toBeInTheDocument();
    await loaded();
  });

  it('makes its calls on mount (§2’s two and the home’s), and again each time it becomes active (its keep-alive tab shown again)', async () => {
    const tab = createPaneActivity(true);
    render(<Page activity={tab} />);
    await allLoaded();
    expect(callsTo('GET', DASHBOARD_PATHS.platformTodo)).toBe(1);
    expect(callsTo('POST', DASHBOARD_PATHS.branchTodo)).toBe(1);
    expect(callsTo('GET', HOME_COUNTS_PATH)).toBe(1);

    act(() => tab.set(false));
    await new Promise((r) => setTimeout(r, 20));
    expect(callsTo('GET', DASHBOARD_PATHS.platformTodo)).toBe(1);
    expect(callsTo('POST', DASHBOARD_PATHS.branchTodo)).toBe(1);

    act(() => tab.set(true));
    // All, in whichever order the browser's worker reports them.
    await waitFor(() => {
      expect(callsTo('POST', DASHBOARD_PATHS.branchTodo)).toBe(2);
      expect(callsTo('GET', DASHBOARD_PATHS.platformTodo)).toBe(2);
      expect(callsTo('GET', HOME_COUNTS_PATH)).toBe(2);
    });
    await waitFor(() => expect(refreshButton()).not.toHaveAttribute('aria-busy'));
    expect(tableLinks()).toHaveLength(ALL);
  });

  it('calls started ahead by the navigation to it are the calls of its activation: counts at once, no second pair', async () => {
    startTodoCallsAhead();
    // Answered before the dashboard is drawn: its first render shows the counts, with no loading state.
    await waitFor(() => expect(Object.keys(answersAhead()).sort()).toEqual(['branch', 'home', 'platform']));
    expect(callsTo('GET', DASHBOARD_PATHS.platformTodo)).toBe(1);
    expect(callsTo('POST', DASHBOARD_PATHS.branchTodo)).toBe(1);
    const view = render(<Page />);
    expect(tableLinks()).toHaveLength(ALL);
    expect(links(section('home')).length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo('GET', DASHBOARD_PATHS.platformTodo)).toBe(1);
    expect(callsTo('POST', DASHBOARD_PATHS.branchTodo)).toBe(1);
    expect(callsTo('GET', HOME_COUNTS_PATH)).toBe(1);
    // Nothing is started ahead while a dashboard is mounted (it makes its own calls when shown again).
    startTodoCallsAhead();
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo('POST', DASHBOARD_PATHS.branchTodo)).toBe(1);
    view.unmount();
    expect(takeCallsAhead()).toBeNull();
  });

  it('the refresh button makes the calls again and shows changed counts', async () => {
    render(<Page />);
    await allLoaded();
    commit((d) => {
      d.branchOrders = d.branchOrders.filter((o) => o.orderStatus !== 5);
    });
    await userEvent.click(refreshButton());
    await waitFor(() => expect(linkOf('waitingDeliveryNumber')).toHaveTextContent(/^0$/));
    await waitFor(() => expect(callsTo('GET', HOME_COUNTS_PATH)).toBe(2));
    expect(callsTo('GET', DASHBOARD_PATHS.platformTodo)).toBe(2);
    expect(callsTo('POST', DASHBOARD_PATHS.branchTodo)).toBe(2);
  });

  it('the refresh button shows it is busy while the calls run, and a click then makes no extra call', async () => {
    render(<Page />);
    await allLoaded();
    await waitFor(() => expect(refreshButton()).not.toHaveAttribute('aria-busy'));
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    // Holds both calls until released, then lets the demo backend answer them.
    server.use(
      http.get(`*${DASHBOARD_PATHS.platformTodo}`, async () => {
        await gate;
      }),
      http.post(`*${DASHBOARD_PATHS.branchTodo}`, async () => {
        await gate;
      }),
    );
    await userEvent.click(refreshButton());
    await waitFor(() => expect(callsTo('POST', DASHBOARD_PATHS.branchTodo)).toBe(2));
    expect(refreshButton()).toHaveAttribute('aria-busy', 'true');
    // Still enabled (it keeps the focus), but the click is ignored.
    expect(refreshButton()).toBeEnabled();
    await userEvent.click(refreshButton());
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo('GET', DASHBOARD_PATHS.platformTodo)).toBe(2);
    expect(callsTo('POST', DASHBOARD_PATHS.branchTodo)).toBe(2);

    release();
    await waitFor(() => expect(refreshButton()).not.toHaveAttribute('aria-busy'));
    expect(tableLinks()).toHaveLength(ALL);
    expect(callsTo('GET', DASHBOARD_PATHS.platformTodo)).toBe(2);
    expect(callsTo('POST', DASHBOARD_PATHS.branchTodo)).toBe(2);
  });

  it('links every count to exactly its §2 target, with the meaning of each row', async () => {
    render(<Page />);
    await allLoaded();
    expect(tableLinks().map((a) => a.dataset.todo)).toEqual(Object.keys(SPEC_TARGETS));
    for (const [key, target] of Object.entries(SPEC_TARGETS)) expect(linkOf(key).getAttribute('href'), key).toBe(target);
    expect(links(section('platform'))).toHaveLength(PLATFORM_TODOS.length);
    expect(links(section('branch'))).toHaveLength(BRANCH_TODOS.length);
    for (const item of [...PLATFORM_TODOS, ...BRANCH_TODOS]) {
      const row = linkOf(item.key).closest('tr')!;
      expect(row).toHaveTextContent(item.meaning['zh-CN']);
    }
    expect(section('platform')).toHaveTextContent('待派单的订单');
    expect(section('branch')).toHaveTextContent('已还车，待确认');
    // Each table under its section title, a heading below the page's h1.
    // The provider's home adds its operations counts below (./DashboardPageHome.test.tsx).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['平台订单待办', '分公司订单待办', '运营概览']);
  });

  it('shows the numbers the demo backend answers; above 0 highlighted, 0 not', async () => {
    commit((d) => {
      d.branchOrders = d.branchOrders.filter((o) => o.orderStatus !== 1);
      d.checkSheets = d.checkSheets.filter((s) => String(s.auditStatus) !== '1');
    });
    const platform = await fetchPlatformTodo();
    const branch = await fetchBranchTodo();
    if (!platform.ok || !branch.ok) throw new Error('demo backend failed');
    const expected: Record<string, number> = { ...platform.data, ...branch.data };
    expect(expected.confirmationBeforeDeliveryNumber).toBe(0);
    expect(expected.tobeReviewedNum).toBe(0);
    expect(Object.values(expected).filter((n) => n > 0).length).toBeGreaterThan(5);
    calls = [];

    render(<Page />);
    await loaded();
    for (const [key, n] of Object.entries(expected)) {
      const a = linkOf(key);
      expect(a.textContent, key).toBe(String(n));
      expect(a.dataset.highlight, key).toBe(n > 0 ? 'true' : 'false');
      expect(a.classList.contains('todo-count-active'), key).toBe(n > 0);
    }
  });

  it('shows the meanings in English when English is chosen', async () => {
    setLang('en-US');
    try {
      render(<Page />);
      await loaded();
      expect(screen.getByRole('heading', { level: 1, name: 'Workbench' })).toBeInTheDocument();
      expect(linkOf('tobeDispatchNum').closest('tr')).toHaveTextContent('Orders awaiting dispatch');
      expect(linkOf('completedAndCallBackDataNumber').closest('tr')).toHaveTextContent('Completed, data to send back');
    } finally {
      setLang('zh-CN');
    }
  });

  it('§8: a non-zero code (≥ 1000, not toasted by the client) empties that table and shows msg as an error', async () => {
    server.use(http.get(`*${DASHBOARD_PATHS.platformTodo}`, () => HttpResponse.json({ code: 1001, msg: '平台待办统计暂不可用', data: null })));
    render(<Page />);
    expect(await failedOnly('platform')).toHaveTextContent('待办数量获取失败平台待办统计暂不可用');
    const platform = section('platform');
    expect(links(platform)).toHaveLength(0);
    expect(links(section('branch'))).toHaveLength(BRANCH_TODOS.length);
    expect(toast).not.toHaveBeenCalled();
  });

  it('§8: a code below 1000 is toasted by the client and shown in the table too', async () => {
    server.use(http.post(`*${DASHBOARD_PATHS.branchTodo}`, () => HttpResponse.json({ code: 500, msg: '分公司待办服务繁忙', data: null })));
    render(<Page />);
    expect(await failedOnly('branch')).toHaveTextContent('分公司待办服务繁忙');
    expect(links(section('branch'))).toHaveLength(0);
    expect(toast).toHaveBeenCalledWith('分公司待办服务繁忙');
  });

  it('a network failure empties the table with the network message; refresh recovers', async () => {
    server.use(http.post(`*${DASHBOARD_PATHS.branchTodo}`, () => HttpResponse.error()));
    render(<Page />);
    expect(await failedOnly('branch')).toHaveTextContent(NETWORK_MESSAGE);
    expect(links(section('branch'))).toHaveLength(0);

    server.resetHandlers();
    await userEvent.click(refreshButton());
    await loaded();
    expect(within(section('branch')).queryByRole('alert')).toBeNull();
  });
});
