import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_RESULTS, openRouteSearch, RouteSearch, RouteSearchButton, searchRoutes, type RecordSearcher, type SearchableRoute } from '@/components/RouteSearch';
import type { ApiResult } from '@/api/http';
import { searchRecords } from '@/api/search';
import type { RecordHit } from '@/entities/search';
import { data } from '@/mocks/db';
import { hasPermission, permissionOf } from '@/app/routes/guard';
import { findRoute, routeTable } from '@/app/routes/table';
import { setLang } from '@/i18n';
import { useSession } from '@/stores/session';
import { signInAs } from '../harness';
import { render as rtlRender } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';

/** antd in Chinese without motion, so a closed dialog leaves the page at once (jsdom runs no transitions). */
const render = (ui: ReactElement) =>
  rtlRender(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
      <AntApp>{ui}</AntApp>
    </ConfigProvider>,
  );

const ROUTES: SearchableRoute[] = [
  { path: '/RentOrderManage', title: { 'zh-CN': '租赁订单管理', 'en-US': 'Rental orders' } },
  { path: '/branchOrder', title: { 'zh-CN': '分公司订单', 'en-US': 'Branch orders' } },
  { path: '/checkSheet', title: { 'zh-CN': '验车单审核', 'en-US': 'Inspection sheet reviews' } },
  { path: '/izuIncomeBill', title: { 'zh-CN': '收入账单', 'en-US': 'Income bills' } },
  { path: '/secret', title: { 'zh-CN': '机密订单', 'en-US': 'Secret orders' } },
];

const notSecret = (r: SearchableRoute) => r.path !== '/secret';

function setup(props: Partial<Parameters<typeof RouteSearch>[0]> = {}) {
  const onOpen = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <>
      <input aria-label="elsewhere" />
      <RouteSearch routes={ROUTES} canOpen={notSecret} lang="zh-CN" onOpen={onOpen} {...props} />
    </>,
  );
  return { onOpen, user, ...view };
}

const dialog = () => screen.getByRole('dialog');
const box = () => screen.getByRole('combobox');
const options = () => within(dialog()).queryAllByRole('option');
const paths = () => options().map((o) => o.getAttribute('data-path'));

async function openWithCtrlK(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  await waitFor(() => expect(box()).toHaveFocus());
}

describe('route search', () => {
  it('opens with Ctrl+K from anywhere, focused on the search field, listing only permitted screens', async () => {
    const { user } = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByLabelText('elsewhere'));
    await openWithCtrlK(user);
    expect(dialog()).toHaveTextContent('搜索页面');
    expect(paths()).toEqual(['/RentOrderManage', '/branchOrder', '/checkSheet', '/izuIncomeBill']);
  });

  it('opens with ⌘K (macOS) and with openRouteSearch() (header button)', async () => {
    const { user } = setup();
    await user.keyboard('{Meta>}k{/Meta}');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => openRouteSearch());
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  });

  it('a header button opens it', async () => {
    const { user } = setup();
    render(<RouteSearchButton />);
    await user.click(screen.getByRole('button', { name: /搜索页面/ }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  });

  it('finds by Chinese title, highlighting the match, and never lists screens the user may not open', async () => {
    const { user } = setup();
    await openWithCtrlK(user);
    await user.type(box(), '订单');
    expect(paths()).toEqual(['/RentOrderManage', '/branchOrder']);
    expect(options()[1]!.querySelector('mark')).toHaveTextContent('订单');
    expect(options()[1]).toHaveTextContent('Branch orders');
    expect(options()[1]).toHaveTextContent('/branchOrder');
  });

  it('finds by English title, case-insensitive, best match first', async () => {
    const { user } = setup();
    await openWithCtrlK(user);
    await user.type(box(), 'ORDERS');
    expect(paths()).toEqual(['/RentOrderManage', '/branchOrder']);
    await user.clear(box());
    await user.type(box(), 'branch ord');
    expect(paths()).toEqual(['/branchOrder']);
    expect([...options()[0]!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Branch', 'ord', 'branchOrd']);
  });

  it('finds by path', async () => {
    const { user } = setup();
    await openWithCtrlK(user);
    await user.type(box(), '/izuincome');
    expect(paths()).toEqual(['/izuIncomeBill']);
    expect(options()[0]).toHaveTextContent('收入账单');
    expect(options()[0]).toHaveTextContent('Income bills');
  });

  it('says when nothing matches', async () => {
    const { user } = setup();
    await openWithCtrlK(user);
    await user.type(box(), '机密');
    expect(options()).toHaveLength(0);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('没有匹配的页面');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('arrows move the active option (aria-activedescendant), Enter opens its path and closes', async () => {
    const { user, onOpen } = setup();
    await openWithCtrlK(user);
    const active = () => document.getElementById(box().getAttribute('aria-activedescendant')!);
    expect(active()).toHaveAttribute('data-path', '/RentOrderManage');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveAttribute('data-path', '/checkSheet');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveAttribute('data-path', '/branchOrder');
    expect(options().filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(active()).toHaveAttribute('data-path', '/izuIncomeBill');
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('/izuIncomeBill');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a click opens the path', async () => {
    const { user, onOpen } = setup();
    await openWithCtrlK(user);
    await user.click(screen.getByRole('option', { name: /验车单审核/ }));
    expect(onOpen).toHaveBeenCalledWith('/checkSheet');
  });

  it('Esc closes without opening anything; reopening starts afresh', async () => {
    const { user, onOpen } = setup();
    await openWithCtrlK(user);
    await user.type(box(), '账单');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpen).not.toHaveBeenCalled();
    await openWithCtrlK(user);
    expect(box()).toHaveValue('');
    expect(options()).toHaveLength(4);
  });

  it('shows the English title first in English', async () => {
    setLang('en-US');
    try {
      const { user } = setup({ lang: undefined });
      await openWithCtrlK(user);
      expect(dialog()).toHaveTextContent('Search screens');
      expect(options()[0]!.querySelector('strong')).toHaveTextContent('Rental orders');
    } finally {
      setLang('zh-CN');
    }
  });

  it('on the real route table lists at most 50, and only what the signed-in account may open', async () => {
    const { permissions } = await signInAs('supplier', 'supplier123');
    expect(useSession.getState().permissions).toEqual(permissions);
    const canOpen = (r: (typeof routeTable)[number]) => !r.public && hasPermission(permissionOf(r, findRoute), permissions);
    const permitted = routeTable.filter(canOpen);
    const { user } = setup({ routes: routeTable, canOpen: canOpen as (r: SearchableRoute) => boolean });
    await openWithCtrlK(user);
    expect(options().length).toBe(Math.min(MAX_RESULTS, permitted.length));
    for (const path of paths()) expect(canOpen(findRoute(path!)!)).toBe(true);
    await user.type(box(), '订单');
    const expected = searchRoutes(permitted, '订单').matches.map((m) => m.route.path);
    expect(expected.length).toBeGreaterThan(0);
    expect(paths()).toEqual(expected);
    const forbidden = routeTable.filter((r) => !r.public && !canOpen(r) && r.title['zh-CN'].includes('订单'));
    expect(forbidden.length).toBeGreaterThan(0);
    for (const r of forbidden) expect(paths()).not.toContain(r.path);
  });
});

describe('searchRoutes()', () => {
  it('caps the results and reports the total', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ path: `/p${i}`, title: { 'zh-CN': `页面${i}`, 'en-US': `Page ${i}` } }));
    const all = searchRoutes(many, '');
    expect(all.matches).toHaveLength(MAX_RESULTS);
    expect(all.total).toBe(120);
    expect(searchRoutes(many, 'page 1').total).toBe(39); // every word anywhere: 1, 10-19, x1, 100-119
    expect(searchRoutes(many, '页面7').matches.map((m) => m.route.path)).toEqual(['/p7', '/p70', '/p71', '/p72', '/p73', '/p74', '/p75', '/p76', '/p77', '/p78', '/p79']);
  });

  it('ranks exact titles, then titles or paths beginning with the text, then the rest in table order', () => {
    const routes = [
      { path: '/incomeBillList', title: { 'zh-CN': '收入账单列表', 'en-US': 'Income bill list' } },
      { path: '/billDetail', title: { 'zh-CN': '账单详情', 'en-US': 'Bill details' } },
      { path: '/myBills', title: { 'zh-CN': '我的账单', 'en-US': 'My bills' } },
      { path: '/bill', title: { 'zh-CN': '账单', 'en-US': 'Bill' } },
    ];
    const order = (q: string) => searchRoutes(routes, q).matches.map((m) => m.route.path);
    expect(order('bill')).toEqual(['/bill', '/billDetail', '/incomeBillList', '/myBills']);
    expect(order('账单')).toEqual(['/bill', '/billDetail', '/incomeBillList', '/myBills']);
    expect(order('  MYBILLS ')).toEqual(['/myBills']);
  });
});

describe('record search', () => {
  const hit = (entity: string, entityTitle: string, key: string, label: string, path: string): RecordHit => ({
    entity, entityTitle: { 'zh-CN': entityTitle, 'en-US': entityTitle }, key, label, detail: `${label} detail`, path,
  });
  const ok = (hits: RecordHit[]): ApiResult<RecordHit[]> => ({ ok: true, code: 0, msg: '', data: hits, handled: false, body: { code: 0, msg: '', data: hits } });
  const active = () => document.getElementById(box().getAttribute('aria-activedescendant')!);

  it('finds a vehicle by a plate fragment on the demo backend, under 车辆管理; Enter opens its detail', async () => {
    await signInAs('admin', 'admin123');
    const car = data().vehicles[5]!;
    const { user, onOpen } = setup({ searchRecords });
    await openWithCtrlK(user);
    await user.type(box(), car.plate.slice(1));
    expect(within(dialog()).getByRole('status', { name: '记录' })).toHaveTextContent('正在查找记录');
    const group = await within(dialog()).findByRole('group', { name: '车辆管理' });
    const option = within(group).getByRole('option', { name: new RegExp(car.plate.slice(1)) });
    expect(option).toHaveTextContent(car.model);
    for (let i = options().indexOf(option); i > 0; i--) await user.keyboard('{ArrowDown}');
    expect(active()).toBe(option);
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledOnce();
    expect(onOpen.mock.calls[0]![0]).toMatch(new RegExp(`^/VehiclesDetail\\?carId=${car.carId}(&|$)`));
  });

  it('asks once after typing stops, not for one character; lists records after the screens, grouped, in one arrow order', async () => {
    const search = vi.fn<RecordSearcher>(() =>
      Promise.resolve(ok([hit('a', '车辆管理', '1', '京A10001', '/VehiclesDetail?carId=1'), hit('b', '公司管理', '2', '订单科技有限公司', '/companyDetail?companyId=2'), hit('a', '车辆管理', '3', '京A10003', '/VehiclesDetail?carId=3')])),
    );
    const { user, onOpen } = setup({ searchRecords: search });
    await openWithCtrlK(user);
    await user.type(box(), '订');
    await new Promise((r) => setTimeout(r, 400));
    expect(search).not.toHaveBeenCalled();
    await user.type(box(), '单');
    await waitFor(() => expect(search).toHaveBeenCalledOnce());
    expect(search.mock.calls[0]![0]).toBe('订单');
    await within(dialog()).findByRole('group', { name: '公司管理' });
    expect(paths()).toEqual(['/RentOrderManage', '/branchOrder', '/VehiclesDetail?carId=1', '/VehiclesDetail?carId=3', '/companyDetail?companyId=2']);
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveAttribute('data-path', '/companyDetail?companyId=2');
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('/companyDetail?companyId=2');
  });

  it('never lists a record the user may not open, nor one outside the console', async () => {
    const search: RecordSearcher = () =>
      Promise.resolve(ok([hit('a', '车辆管理', '1', '京A10001', '/VehiclesDetail?carId=1'), hit('b', '零散车辆', '2', '京A10002', '/carBaseInfo?row=%7B%7D'), hit('c', '外站', '3', '京A10003', 'https://evil.example/x')]));
    const { user } = setup({ searchRecords: search, canOpenPath: (path) => !path.startsWith('/VehiclesDetail') });
    await openWithCtrlK(user);
    await user.type(box(), '京A1');
    await within(dialog()).findByRole('group', { name: '零散车辆' });
    expect(paths()).toEqual(['/carBaseInfo?row=%7B%7D']);
  });

  it('says when no record is found, and a failed call quietly', async () => {
    let answer = ok([]);
    const { user } = setup({ searchRecords: () => Promise.resolve(answer) });
    await openWithCtrlK(user);
    await user.type(box(), 'zzzz');
    await waitFor(() => expect(within(dialog()).getByRole('status', { name: '记录' })).toHaveTextContent('没有找到记录'));
    answer = { ok: false, code: -1, msg: '网络异常', data: null, handled: false, body: null };
    await user.type(box(), 'y');
    await waitFor(() => expect(within(dialog()).getByRole('status', { name: '记录' })).toHaveTextContent('记录查找失败：网络异常'));
  });

  it('under screens that match, does not say no record was found', async () => {
    const { user } = setup({ searchRecords: () => Promise.resolve(ok([])) });
    await openWithCtrlK(user);
    await user.type(box(), '订单');
    await waitFor(() => expect(paths()).toEqual(['/RentOrderManage', '/branchOrder']));
    // The record search answered (nothing): no 没有找到记录 under the screens found.
    await waitFor(() => expect(within(dialog()).queryByRole('status', { name: '记录' })).toBeNull());
    expect(within(dialog()).queryByText('没有找到记录')).toBeNull();
  });

  it('marks a screen not built yet', async () => {
    const { user } = setup({ isBuilt: (path) => path !== '/branchOrder' });
    await openWithCtrlK(user);
    await user.type(box(), '订单');
    const [built, unbuilt] = options();
    expect(unbuilt).toHaveTextContent('尚未建成');
    expect(built).not.toHaveTextContent('尚未建成');
  });
});

