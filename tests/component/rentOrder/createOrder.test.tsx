/**
 * §2 staff create-order flow on the demo backend: every §4 step and branch, every §8 message of the flow, the
 * reset rules and the §5 day count.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '@/api/http';
import { clearRegionCache } from '@/api/region';
import { ScreenMeta } from '@/components/screenMeta';
import CreateOrderPage from '@/features/rentOrder/CreateOrderPage';
import { setNotifier } from '@/lib/notify';
import { data } from '@/mocks/db';
import { server } from '@/mocks/node';
import { DEMO_CUSTOMERS } from '@/mocks/seed';
import { signInAs } from '../harness';

const API = '/api/backOrder/';
let calls: { path: string; params: Record<string, string> }[] = [];
server.events.on('request:start', async ({ request }) => {
  const url = new URL(request.url);
  const params = Object.fromEntries(url.searchParams);
  if (request.method === 'POST') Object.assign(params, Object.fromEntries(new URLSearchParams(await request.clone().text())));
  calls.push({ path: url.pathname, params });
});
const callsTo = (name: string) => calls.filter((c) => c.path === API + name);

/** Every toast, as `kind: text`. */
let toasts: string[] = [];
let restore = () => {};
beforeEach(async () => {
  calls = [];
  toasts = [];
  clearRegionCache();
  restore = configureHttp({ error: (m) => toasts.push(`error: ${m}`) });
  setNotifier({ error: (m) => toasts.push(`error: ${m}`), info: (m) => toasts.push(`info: ${m}`), success: (m) => toasts.push(`success: ${m}`) });
  await signInAs('admin', 'admin123');
});
afterEach(() => {
  restore();
  setNotifier(null);
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/createShortOrder', element: <CreateOrderPage /> },
      { path: '/RentOrderManage', element: <p>rental orders</p> },
    ],
    { initialEntries: ['/createShortOrder'] },
  );
  render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <ScreenMeta.Provider value={{ path: '/createShortOrder', title: { 'zh-CN': '员工下单', 'en-US': 'Create order' } }}>
          <RouterProvider router={router} />
        </ScreenMeta.Provider>
      </AntApp>
    </ConfigProvider>,
  );
  return router;
}

const user = () => userEvent.setup();
const section = (name: string) => screen.getByRole('region', { name });
const stepStatus = () =>
  [...document.querySelectorAll('.ant-steps-item')].map((el) => (el.className.includes('ant-steps-item-finish') ? 'done' : el.className.includes('ant-steps-item-process') ? 'now' : 'wait'));

async function lookUp(phone: string) {
  const u = user();
  const input = screen.getByLabelText('客户手机号');
  await u.clear(input);
  await u.type(input, phone);
  await u.click(screen.getByRole('button', { name: '查 询' }));
}

/** Opens the select labelled `label` and clicks the option `title` in its (visible) dropdown. */
async function choose(label: string, title: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown')].filter((d) => !d.className.includes('hidden'));
    const option = open.flatMap((d) => [...d.querySelectorAll(`.ant-select-item-option[title="${title}"]`)]).at(-1);
    if (!option) throw new Error(`no option ${title} for ${label}`);
    fireEvent.click(option);
  });
}

/** Types one end of the rental period and commits it with Enter. */
async function typeTime(input: HTMLInputElement, value: string) {
  await waitFor(() => expect(input).not.toBeDisabled());
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  });
}

/** Types both ends of the rental period (YYYY-MM-DD HH:mm) and waits until the form holds them. */
async function setPeriod(start: string, end: string) {
  const [from, to] = screen.getAllByPlaceholderText(/取车时间|还车时间/) as [HTMLInputElement, HTMLInputElement];
  await typeTime(from, start);
  await typeTime(to, end);
  await act(async () => {
    fireEvent.blur(to);
  });
  await waitFor(() => expect([from.value, to.value]).toEqual([start, end]));
}

const START = '2030-07-01 10:00';
const END = '2030-07-04 10:00';

/** Steps 1 and 2 with the verified demo customer at 北京望京SOHO店, three days. */
async function throughPlace({ start = START, end = END } = {}) {
  await lookUp(DEMO_CUSTOMERS.verified.mobile);
  await screen.findByText(/张伟/);
  await choose('取车城市', '北京');
  await choose('取车门店', '北京望京SOHO店');
  await choose('还车门店', '北京望京SOHO店');
  await setPeriod(start, end);
  await user().click(screen.getByRole('button', { name: '确认门店和时间' }));
  await waitFor(() => expect(callsTo('getCarLevelList.json')).toHaveLength(1));
}

describe('step 1: customer', { timeout: 60_000 }, () => {
  it('a verified customer completes step 1 and opens step 2', async () => {
    renderPage();
    expect(stepStatus()).toEqual(['now', 'wait', 'wait', 'wait']);
    await lookUp(DEMO_CUSTOMERS.verified.mobile);
    await screen.findByText(/张伟（13800138000）/);
    expect(callsTo('getUserInfoByPhone.json').at(-1)?.params).toEqual({ phone: '13800138000' });
    expect(stepStatus()).toEqual(['done', 'now', 'wait', 'wait']);
    expect(screen.getByLabelText('取车城市')).not.toBeDisabled();
  });

  it("an ID-unverified customer is stopped: 'ID card not verified'", async () => {
    renderPage();
    await lookUp(DEMO_CUSTOMERS.idUnverified.mobile);
    await waitFor(() => expect(toasts).toContain('error: 身份证未认证'));
    expect(within(section('客户')).getByRole('alert')).toHaveTextContent('身份证未认证');
    expect(stepStatus()).toEqual(['now', 'wait', 'wait', 'wait']);
    expect(screen.getByLabelText('取车城市')).toBeDisabled();
  });

  it('the date range types in and the day count follows it', async () => {
    renderPage();
    await lookUp(DEMO_CUSTOMERS.verified.mobile);
    await screen.findByText(/张伟/);
    await setPeriod('2030-07-01 10:00', '2030-07-04 13:59');
    await waitFor(() => expect(screen.getByTestId('day-count')).toHaveTextContent('3 天'));
  });

  it('full flow reaches the price preview', async () => {
    renderPage();
    await throughPlace();
    await waitFor(() => expect(callsTo('getStockVehicleList.json')).toHaveLength(1));
  });
});
