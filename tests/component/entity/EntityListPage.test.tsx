import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@/api/http';
import { queryClient } from '@/api/query';
import { ScreenMeta } from '@/components/screenMeta';
import * as screens from '@/features/dispatch/screens';
import { forgetServerCaches } from '@/lib/serverCaches';
import { QUERY_RESET_GUARD_MS } from '@/lib/timing';
import RefundDetailListPage from '@/features/refund/RefundDetailListPage';
import { server } from '@/mocks/node';
import { passClickGuard } from '../guardClock';
import { signInAs } from '../harness';

const saveAs = vi.hoisted(() => vi.fn());
vi.mock('file-saver', () => ({ saveAs }));

/** Requests the demo backend saw, with their merged query/body parameters. */
let calls: { path: string; params: Record<string, string> }[] = [];
server.events.on('request:start', async ({ request }) => {
  // The log of the test that made the request, taken before the body is read: in Chromium that read can end after
  // the next test has begun (and emptied `calls`).
  const log = calls;
  const url = new URL(request.url);
  const params = Object.fromEntries(url.searchParams);
  if (request.method === 'POST') {
    try {
      Object.assign(params, await request.clone().json());
    } catch {
      /* not JSON */
    }
  }
  log.push({ path: url.pathname, params });
});
const callsTo = (path: string) => calls.filter((c) => c.path === path);
const lastCallTo = (path: string) => callsTo(path).at(-1)?.params;

const errors: string[] = [];
let restore = () => {};
beforeEach(async () => {
  calls = [];
  errors.length = 0;
  forgetServerCaches();
  restore = configureHttp({ error: (m) => errors.push(m) });
  await signInAs('admin', 'admin123');
});
afterEach(() => restore());

function renderAt(path: string, Page: ComponentType, url: string) {
  const router = createMemoryRouter([{ path, element: <Page /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN}>
        <AntApp>
          <ScreenMeta.Provider value={{ path, title: { 'zh-CN': '测试列表', 'en-US': 'Test list' } }}>
            <RouterProvider router={router} />
          </ScreenMeta.Provider>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return router;
}
const search = (router: ReturnType<typeof renderAt>) => router.state.location.search;
const rows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');

const CHECK = '/api/lingsan/checkSheet/list';

describe('entity list screen (URL query ↔ filters, paging, reset, export, failures)', () => {
  it('reads the filter from the URL query: the form shows it and the call sends it, from page 1 with 10 a page', async () => {
    renderAt('/checkSheet', screens.CheckSheetPage, '/checkSheet?auditStatus=1&plate=京');
    await waitFor(() => expect(lastCallTo(CHECK)).toEqual({ auditStatus: '1', plate: '京', page: '1', pageSize: '10' }));
    expect(screen.getByLabelText('车牌号')).toHaveValue('京');
    await waitFor(() => expect(screen.getByLabelText('审核状态').closest('.ant-select')).toHaveTextContent('待审核'));
  });

  it('a search writes the filter to the URL and goes to page 1; paging reloads; reset clears and reloads', async () => {
    const user = userEvent.setup();
    const router = renderAt('/checkSheet', screens.CheckSheetPage, '/checkSheet');
    await waitFor(() => expect(rows().length).toBe(10));
    // page 2
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(search(router)).toBe('?page=2'));
    await waitFor(() => expect(lastCallTo(CHECK)?.page).toBe('2'));
    // a search starts again at page 1
    await user.type(screen.getByLabelText('订单号'), 'LS');
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(search(router)).toBe('?orderNo=LS'));
    await waitFor(() => expect(lastCallTo(CHECK)).toEqual({ orderNo: 'LS', page: '1', pageSize: '10' }));
    // reset clears the form and the URL and reloads
    const before = callsTo(CHECK).length;
    passClickGuard(QUERY_RESET_GUARD_MS + 1); // §9 the query/reset double-click guard is 1500 ms
    await user.click(screen.getByRole('button', { name: /重\s?置/ }));
    await waitFor(() => expect(search(router)).toBe(''));
    expect(screen.getByLabelText('订单号')).toHaveValue('');
    await waitFor(() => expect(callsTo(CHECK).length).toBe(before + 1));
    expect(lastCallTo(CHECK)).toEqual({ page: '1', pageSize: '10' });
  });

  it('a search with an unchanged filter still reloads (once per guard period)', async () => {
    const user = userEvent.setup();
    renderAt('/checkSheet', screens.CheckSheetPage, '/checkSheet?auditStatus=1');
    await waitFor(() => expect(callsTo(CHECK).length).toBe(1));
    const button = screen.getByRole('button', { name: /查\s?询/ });
    // A double click sends one search. The guard's clock is held while the two clicks are made: on a loaded machine
    // two simulated clicks can be more than the guard period apart, which is no double click.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    await user.click(button);
    await user.click(button);
    clock.mockRestore();
    await waitFor(() => expect(callsTo(CHECK).length).toBe(2));
    // No wait on the clock to show that nothing more came: a later search with another filter is recorded after
    // anything the double click sent, so once it is in, the calls before it are all there is.
    await user.type(screen.getByLabelText('订单号'), 'LS');
    passClickGuard(QUERY_RESET_GUARD_MS + 1);
    await user.click(button);
    await waitFor(() => expect(lastCallTo(CHECK)).toMatchObject({ orderNo: 'LS' }));
    expect(callsTo(CHECK).length).toBe(3);
  });

  it('a click on a row (not on a control of its own) opens its detail, as Enter does on a focused row', async () => {
    const router = renderAt('/checkSheet', screens.CheckSheetPage, '/checkSheet');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const first = rows()[0] as HTMLElement;
    await userEvent.click(within(first).getAllByRole('cell')[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkSheetDetail'));
    // The detail loads the record by its id: no row JSON in the address.
    expect(new URLSearchParams(router.state.location.search).get('checkSheetId')).toBe(first.getAttribute('data-row-key'));
    expect(new URLSearchParams(router.state.location.search).get('row')).toBeNull();
    await router.navigate('/checkSheet');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const again = rows()[0] as HTMLElement;
    again.focus();
    fireEvent.keyDown(again, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkSheetDetail'));
  });

  it('a failed call empties the table and says why', async () => {
    const user = userEvent.setup();
    renderAt('/checkSheet', screens.CheckSheetPage, '/checkSheet');
    await waitFor(() => expect(rows().length).toBe(10));
    server.use(http.all(`*${CHECK}`, () => HttpResponse.json({ code: 500, msg: '服务器繁忙，请稍后再试', data: null })));
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(rows().length).toBe(0));
    expect(screen.getByText('列表加载失败：服务器繁忙，请稍后再试。请调整条件后重新查询。')).toBeInTheDocument();
    expect(screen.getByText('数据加载失败，列表已清空')).toBeInTheDocument();
    expect(errors).toEqual(['服务器繁忙，请稍后再试']); // §8 toast, once
    expect(document.querySelector('.ant-pagination')).toBeNull(); // §9 pager hidden at 0
  });

  it('a row action dialog keeps what was typed when a reload fails and empties the table under it', async () => {
    const user = userEvent.setup();
    renderAt('/scatterNeedOrder', screens.ScatterNeedOrderPage, '/scatterNeedOrder');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await user.click((await screen.findAllByRole('button', { name: /^派\s?单$/ }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('派单备注'), '下午两点前到达');
    // The list reloads (another search) and the reload fails: the table is emptied, the dialog and its input stay.
    server.use(http.all('*/api/lingsan/demandOrder/list', () => HttpResponse.json({ code: 500, msg: '服务器繁忙，请稍后再试', data: null })));
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(rows().length).toBe(0));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByLabelText('派单备注')).toHaveValue('下午两点前到达');
  });

  it('exports the applied filter as <name><YYYYMMDDHHmmss>.xlsx', async () => {
    const user = userEvent.setup();
    renderAt('/checkSheet', screens.CheckSheetPage, '/checkSheet?auditStatus=1');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(lastCallTo('/api/lingsan/checkSheet/export')).toEqual({ auditStatus: '1' });
    const [blob, name] = saveAs.mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^验车单\d{14}\.xlsx$/);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('sends a date range as beginTime/endTime through the search range helper', async () => {
    renderAt('/checkSheet', screens.CheckSheetPage, '/checkSheet?beginTime=2026-01-01&endTime=2026-01-31');
    await waitFor(() => expect(lastCallTo(CHECK)).toEqual({ beginTime: '2026-01-01 00:00:00', endTime: '2026-01-31 23:59:59', page: '1', pageSize: '10' }));
  });
});

// §2 dashboard targets: each list honours its query as the initial filter, and shows only matching rows.
const TARGETS: [ComponentType, string, string, Record<string, string>][] = [
  [screens.ScatterNeedOrderPage, '/scatterNeedOrder', '/api/lingsan/demandOrder/list', { demandOrderStatusCode: '1' }],
  [screens.ScatterPlatformOrderListPage, '/scatterPlatformOrderList', '/api/lingsan/scatteredOrder/list', { orderStatus: '2' }],
  [screens.ScatterPlatformOrderListPage, '/scatterPlatformOrderList', '/api/lingsan/scatteredOrder/list', { todoVehicle: 'true' }],
  [screens.CheckSheetPage, '/checkSheet', CHECK, { auditStatus: '1' }],
  [screens.IzuIncomeBillPage, '/izuIncomeBill', '/api/lingsan/incomeBill/list', { billStatus: '120' }],
  [screens.BranchOrderPage, '/branchOrder', '/api/lingsan/branchOrder/list', { orderStatus: '1' }],
  [screens.BranchOrderPage, '/branchOrder', '/api/lingsan/branchOrder/list', { orderStatus: '4' }],
  [screens.BranchOrderPage, '/branchOrder', '/api/lingsan/branchOrder/list', { orderStatus: '5' }],
  [screens.BranchOrderPage, '/branchOrder', '/api/lingsan/branchOrder/list', { orderStatus: '6', dispatchingFlag: '1' }],
  [screens.BranchOrderPage, '/branchOrder', '/api/lingsan/branchOrder/list', { orderStatus: '9', orderType: '1', returnedFlag: '1' }],
  [screens.BranchOrderPage, '/branchOrder', '/api/lingsan/branchOrder/list', { orderStatus: '11', completedAndToDoItems: '1' }],
];

describe('dashboard targets open with their query as the filter', () => {
  for (const [Page, path, api, filter] of TARGETS) {
    it(`${path}?${new URLSearchParams(filter)}`, async () => {
      renderAt(path, Page, `${path}?${new URLSearchParams(filter)}`);
      await waitFor(() => expect(lastCallTo(api)).toEqual({ ...filter, page: '1', pageSize: '10' }));
    });
  }
});

describe('refund detail list (§2, §3, §4)', () => {
  const REFUND = '/api/refundBill/refundDetailList.json';

  it('sends every §3 filter with the date range as tradeStartDate/tradeEndDate', async () => {
    const query = {
      orderNo: 'SO1', bookingUserNamePrefix: '王', bookingUserPhone: '13800000000', tradeStartDate: '2026-03-01', tradeEndDate: '2026-03-02',
      bookingGaincarCityId: '1', bookingGaincarStoreId: '101', bookingBackcarCityId: '2', bookingBackcarStoreId: '201',
      payStatus: '31', payChannel: '1', payType: '1', billNo: 'B1', serialNo: 'S1', thirdDealNo: 'T1',
    };
    renderAt('/refundDetailList', RefundDetailListPage, `/refundDetailList?${new URLSearchParams(query)}`);
    await waitFor(() =>
      expect(lastCallTo(REFUND)).toEqual({ ...query, tradeStartDate: '2026-03-01 00:00:00', tradeEndDate: '2026-03-02 23:59:59', page: '1', pageSize: '10' }),
    );
  });

  it('shows trade status, pay method and pay type with the §3 labels', async () => {
    renderAt('/refundDetailList', RefundDetailListPage, '/refundDetailList?payStatus=31&payType=1');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const first = rows()[0] as HTMLElement;
    await waitFor(() => expect(within(first).getByText('退款成功')).toBeInTheDocument());
    expect(within(first).getByText('线上')).toBeInTheDocument();
    expect(within(first).queryByText(/^(余额|微信|支付宝|银联|POS|芝麻信用)$/)).not.toBeNull();
  });

  it('choosing another pick-up city clears the pick-up store and loads that city’s stores', async () => {
    renderAt('/refundDetailList', RefundDetailListPage, '/refundDetailList?bookingGaincarCityId=110100&bookingGaincarStoreId=1001');
    await waitFor(() => expect(lastCallTo(REFUND)?.bookingGaincarStoreId).toBe('1001'));
    const stores = '/api/store/getStoreInfoListByCityIdAndAreaId.json';
    await waitFor(() => expect(screen.getByLabelText('取车门店').closest('.ant-select')).toHaveTextContent('北京望京SOHO店'));
    expect(callsTo(stores).map((c) => c.params.cityId)).toContain('110100');
    fireEvent.mouseDown(screen.getByLabelText('取车城市'));
    fireEvent.click(await screen.findByTitle('上海'));
    await waitFor(() => expect(callsTo(stores).map((c) => c.params.cityId)).toContain('310100'));
    await waitFor(() => expect(screen.getByLabelText('取车门店').closest('.ant-select')).not.toHaveTextContent('北京望京SOHO店'));
    fireEvent.mouseDown(screen.getByLabelText('取车门店'));
    expect(await screen.findByTitle('上海陆家嘴店')).toBeInTheDocument();
  });
});

describe('§3 menu visibility entries', () => {
  it('hide a field from the filter and the table (isShow other than 1)', async () => {
    server.use(
      http.get('*/api/system/fieldVisibility/list', ({ request }) =>
        HttpResponse.json({
          code: 0, msg: '',
          data: new URL(request.url).searchParams.get('pageCode') === 'checkSheet' ? [{ fieldName: 'plate', isShow: 0 }, { fieldName: 'orderNo', isShow: 1 }] : [],
        }),
      ),
    );
    renderAt('/checkSheet', screens.CheckSheetPage, '/checkSheet');
    await waitFor(() => expect(rows().length).toBe(10));
    await waitFor(() => expect(screen.queryByLabelText('车牌号')).toBeNull());
    expect(screen.queryByRole('columnheader', { name: '车牌号' })).toBeNull();
    expect(screen.getByLabelText('订单号')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '订单号' })).toBeInTheDocument();
  });
});
