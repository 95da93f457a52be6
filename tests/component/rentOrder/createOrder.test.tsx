/**
 * §2 staff create-order flow on the demo backend: every §4 step and branch, every §8 message of the flow, the
 * reset rules and the §5 day count.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '@/api/http';
import { queryClient } from '@/api/query';
import { ScreenMeta } from '@/components/screenMeta';
import CreateOrderPage from '@/features/rentOrder/CreateOrderPage';
import { POLICY_TYPE } from '@/entities/insurance/policy';
import { formatAmount } from '@/lib/format';
import { forgetServerCaches } from '@/lib/serverCaches';
import { setNotifier } from '@/lib/notify';
import { data } from '@/mocks/db';
import { server } from '@/mocks/node';
import { DEMO_CUSTOMERS } from '@/mocks/seeds/customers';
import { holdClickGuard, passClickGuard } from '../guardClock';
import { signInAs } from '../harness';

const API = '/api/backOrder/';
let calls: { path: string; params: Record<string, string> }[] = [];
/** The requests already recorded, by msw's id: a request is one call, however often the worker reports its start. */
const seen = new Set<string>();
server.events.on('request:start', async ({ request, requestId }) => {
  if (seen.has(requestId)) return;
  seen.add(requestId);
  // The log of the test that made the request, taken before the body is read: in Chromium that read can end after
  // the next test has begun (and emptied `calls`), which once put a test's order into the next test's log.
  const log = calls;
  const url = new URL(request.url);
  const params = Object.fromEntries(url.searchParams);
  if (request.method === 'POST') Object.assign(params, Object.fromEntries(new URLSearchParams(await request.clone().text())));
  log.push({ path: url.pathname, params });
});
const callsTo = (name: string) => calls.filter((c) => c.path === API + name);

/** Every toast, as `kind: text`. */
let toasts: string[] = [];
let restore = () => {};
beforeEach(async () => {
  calls = [];
  toasts = [];
  forgetServerCaches();
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
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN}>
        <AntApp>
          <ScreenMeta.Provider value={{ path: '/createShortOrder', title: { 'zh-CN': '员工下单', 'en-US': 'Create order' } }}>
            <RouterProvider router={router} />
          </ScreenMeta.Provider>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return router;
}


// Plain DOM queries: role and label queries of Testing Library are slow on a page this size (seconds per test).
const section = (name: string) => {
  const el = document.querySelector<HTMLElement>(`[role="region"][aria-label="${name}"]`);
  if (!el) throw new Error(`no section ${name}`);
  return el;
};
/** The button whose text (antd spaces two-character labels) is `name`. */
const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
/** The radio or checkbox input whose label text matches, inside `root`. */
const choice = (pattern: RegExp | string, root: ParentNode = document) =>
  [...root.querySelectorAll('label')].find((l) => (typeof pattern === 'string' ? l.textContent === pattern : pattern.test(l.textContent ?? '')))?.querySelector('input') ?? null;
const mustChoice = (pattern: RegExp | string, root: ParentNode = document) => {
  const input = choice(pattern, root);
  if (!input) throw new Error(`no choice ${String(pattern)}`);
  return input;
};
const findChoice = (pattern: RegExp | string, root?: ParentNode) => waitFor(() => mustChoice(pattern, root));
const carRadios = () => [...document.querySelectorAll<HTMLInputElement>('input[aria-label^="选择车辆 "]')];
const findCarRadios = () => waitFor(() => {
  const radios = carRadios();
  if (radios.length === 0) throw new Error('no cars shown');
  return radios;
});
const feeTable = () => document.querySelector<HTMLElement>('table[aria-label="基础费用"]') ?? section('车型与车辆').querySelector<HTMLElement>('[aria-label="基础费用"]');
const PLACE_FIELDS: Record<string, string> = { 取车城市: 'getCityId', 取车门店: 'bookingGaincarStoreId', 还车城市: 'repayCityId', 还车门店: 'bookingBackcarStoreId' };
/** The input of a step-2 select by its label. */
const field = (label: string) => {
  const el = document.getElementById(`createOrder-place_${PLACE_FIELDS[label] ?? label}`);
  if (!el) throw new Error(`no field ${label}`);
  return el;
};
const phoneInput = () => document.getElementById('createOrder-customer_phone') as HTMLInputElement;
const stepStatus = () =>
  [...document.querySelectorAll('.ant-steps-item')].map((el) => (el.className.includes('ant-steps-item-finish') ? 'done' : el.className.includes('ant-steps-item-process') ? 'now' : 'wait'));

async function lookUp(phone: string) {
  fireEvent.change(phoneInput(), { target: { value: phone } });
  fireEvent.click(button('查询'));
}

/** Opens the select labelled `label` and clicks the option `title` in its (visible) dropdown. */
async function choose(label: string, title: string) {
  fireEvent.mouseDown(field(label));
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
  fireEvent.click(button('确认门店和时间'));
  await waitFor(() => expect(callsTo('getCarLevelList.json')).toHaveLength(1));
}

const ymd = (t: string) => t.replace(/\D/g, '') + '00';

/** Steps 1–3: the verified customer, 北京望京SOHO店, three days, the first car of the first level. */
async function throughCar() {
  await throughPlace();
  fireEvent.click((await findCarRadios())[0] as HTMLElement);
  await waitFor(() => expect(callsTo('preShortOrder.json')).toHaveLength(1));
  await waitFor(() => expect(feeTable()).not.toBeNull());
}

async function choosePay(label: string) {
  fireEvent.click(mustChoice(label, section('支付')));
  await waitFor(() => expect(stepStatus()[3]).toBe('done'));
}

const lastSnapshot = () => {
  const s = data().snapshots.at(-1);
  if (!s) throw new Error('no price preview stored');
  return s;
};
const text = (id: string) => screen.getByTestId(id).textContent;

describe('step 1: customer', () => {
  it('a verified customer completes step 1 and opens step 2', async () => {
    renderPage();
    expect(stepStatus()).toEqual(['now', 'wait', 'wait', 'wait']);
    await lookUp(DEMO_CUSTOMERS.verified.mobile);
    await screen.findByText(/张伟（13800138000）/);
    expect(callsTo('getUserInfoByPhone.json').at(-1)?.params).toEqual({ phone: '13800138000' });
    expect(stepStatus()).toEqual(['done', 'now', 'wait', 'wait']);
    expect(field('取车城市')).not.toBeDisabled();
  });

  it("an ID-unverified customer is stopped: 'ID card not verified'", async () => {
    renderPage();
    await lookUp(DEMO_CUSTOMERS.idUnverified.mobile);
    await waitFor(() => expect(toasts).toContain('error: 身份证未认证'));
    // The toast is shown as the answer is stored; the step's alert is drawn with the next render.
    await waitFor(() => expect(section('客户').querySelector('[role="alert"]')).toHaveTextContent('身份证未认证'));
    expect(stepStatus()).toEqual(['now', 'wait', 'wait', 'wait']);
    expect(field('取车城市')).toBeDisabled();
  });

  it("a licence-unverified customer is stopped: 'Driver licence not verified'", async () => {
    renderPage();
    await lookUp(DEMO_CUSTOMERS.licenceUnverified.mobile);
    await waitFor(() => expect(toasts).toContain('error: 驾驶证未认证'));
    // The toast is shown as the answer is stored; the step's alert is drawn with the next render.
    await waitFor(() => expect(section('客户').querySelector('[role="alert"]')).toHaveTextContent('驾驶证未认证'));
    expect(stepStatus()[0]).toBe('now');
    expect(field('取车城市')).toBeDisabled();
    // Even with the stores chosen, nothing can go further.
    fireEvent.click(button('提交订单'));
    await waitFor(() => expect(toasts).toContain('error: 请先查询并确认客户'));
    expect(callsTo('makeShortOrder.json')).toHaveLength(0);
  });

  it('a malformed phone is refused with the §5 message and nothing is asked', async () => {
    renderPage();
    await lookUp('12345678901');
    expect(await screen.findByText('手机号码有误，请重填')).toBeInTheDocument();
    expect(callsTo('getUserInfoByPhone.json')).toHaveLength(0);
  });

  it('an unknown phone shows the server message', async () => {
    renderPage();
    await lookUp('13511112222');
    await waitFor(() => expect(toasts).toContain('error: 未找到该手机号对应的用户'));
    expect(stepStatus()[0]).toBe('now');
  });
});

describe('step 2: stores and time', () => {
  it('§5 day count: 3 days 3 h 59 min is 3 days, 3 days 4 h is 4, shown live', async () => {
    renderPage();
    await lookUp(DEMO_CUSTOMERS.verified.mobile);
    await screen.findByText(/张伟/);
    await setPeriod('2030-07-01 10:00', '2030-07-04 13:59');
    await waitFor(() => expect(screen.getByTestId('day-count')).toHaveTextContent('3 天'));
    await setPeriod('2030-07-01 10:00', '2030-07-04 14:00');
    await waitFor(() => expect(screen.getByTestId('day-count')).toHaveTextContent('4 天'));
  });

  it('a new pick-up city clears its store and loads that city’s stores; the return city follows the first choice', async () => {
    renderPage();
    await lookUp(DEMO_CUSTOMERS.verified.mobile);
    await screen.findByText(/张伟/);
    await choose('取车城市', '北京');
    await choose('取车门店', '北京望京SOHO店');
    expect(field('还车城市').closest('.ant-select')).toHaveTextContent('北京');
    await choose('取车城市', '上海');
    await waitFor(() => expect(field('取车门店').closest('.ant-select')).not.toHaveTextContent('北京望京SOHO店'));
    // The store is cleared at once; the new city's stores are asked for after it (a call seen once it has started).
    const stores = () => calls.filter((c) => c.path === '/api/store/getStoreInfoListByCityIdAndAreaId.json').map((c) => c.params);
    await waitFor(() => expect(stores()).toContainEqual({ cityId: '310100', storeStatus: '1' }));
    // The return city stays as chosen (北京): only an empty return city follows the pick-up city.
    expect(field('还车城市').closest('.ant-select')).toHaveTextContent('北京');
  });

  it('confirming asks for the car levels, auto-selects the first and loads its cars', async () => {
    renderPage();
    await throughPlace();
    const levels = callsTo('getCarLevelList.json')[0]?.params;
    expect(levels).toEqual({ cityId: '110100', storeId: expect.any(String), bookingGaincarTime: ymd(START), bookingBackcarTime: ymd(END), packageType: 'D' });
    await waitFor(() => expect(callsTo('getStockVehicleList.json')).toHaveLength(1));
    const cars = callsTo('getStockVehicleList.json')[0]?.params;
    const firstLevel = within(section('车型与车辆')).getAllByRole('radio')[0] as HTMLInputElement;
    expect(firstLevel).toBeChecked();
    expect(cars).toMatchObject({ levelId: firstLevel.value, userId: String(DEMO_CUSTOMERS.verified.userId), storeId: levels?.storeId, packageType: 'D' });
    expect(stepStatus()).toEqual(['done', 'done', 'now', 'wait']);
    expect((await findCarRadios()).length).toBeGreaterThan(0);
  });

  it("no level in stock: 'No car types available in this area'", async () => {
    server.use(http.all('*/api/backOrder/getCarLevelList.json', () => HttpResponse.json({ code: 0, msg: '', data: [] })));
    renderPage();
    await throughPlace();
    await waitFor(() => expect(toasts).toContain('info: 该区域暂无可用车型'));
    expect(callsTo('getStockVehicleList.json')).toHaveLength(0);
  });

  it("no car of the level: 'No cars available in this area'", async () => {
    server.use(http.all('*/api/backOrder/getStockVehicleList.json', () => HttpResponse.json({ code: 0, msg: '', data: [] })));
    renderPage();
    await throughPlace();
    await waitFor(() => expect(toasts).toContain('info: 该区域暂无可用车辆'));
  });

  it('confirming twice (Enter in a field, then the button) asks once; confirming again keeps the chosen car', async () => {
    renderPage();
    await throughCar();
    fireEvent.click(button('确认门店和时间'));
    fireEvent.click(button('确认门店和时间'));
    await new Promise((r) => setTimeout(r, 300));
    expect(callsTo('getCarLevelList.json')).toHaveLength(1);
    expect(carRadios().some((r) => r.checked)).toBe(true);
    expect(stepStatus()).toEqual(['done', 'done', 'done', 'now']);
  });

  it('changing the period after confirming unconfirms step 2 and drops the levels and cars', async () => {
    renderPage();
    await throughPlace();
    await findCarRadios();
    await setPeriod('2030-07-02 10:00', '2030-07-04 10:00');
    await waitFor(() => expect(stepStatus()).toEqual(['done', 'now', 'wait', 'wait']));
    expect(carRadios()).toHaveLength(0);
  });
});

describe('step 3: car and price preview', () => {
  it('choosing a car asks for the price preview (times as YYYYMMDDHHmmss) and shows the basic fees', async () => {
    renderPage();
    await throughCar();
    const p = callsTo('preShortOrder.json')[0]?.params;
    expect(p).toMatchObject({
      orderProdType: 'D', bookingUserId: String(DEMO_CUSTOMERS.verified.userId), bookingGaincarTime: '20300701100000', bookingBackcarTime: '20300704100000',
    });
    expect(p?.bookingGaincarStoreId).toBe(p?.bookingBackcarStoreId);
    const quote = lastSnapshot();
    const fees = within(feeTable() as HTMLElement);
    // Each fee by its name, never its internal code (the fee names' dictionary, src/entities/order/fees.ts).
    for (const f of quote.basicFees) {
      expect(fees.getByText(f.priceName)).toBeInTheDocument();
      expect(fees.queryByText(f.priceCode)).toBeNull();
    }
    expect(fees.getByText('150.00')).toBeInTheDocument(); // basic insurance: 50 × 3 days
    expect(text('total-basic')).toBe(`¥${formatAmount(quote.basicTotalAmount)}`);
    expect(stepStatus()).toEqual(['done', 'done', 'done', 'now']);
  });

  it('choosing another car clears the chosen coupon and asks for a new preview', async () => {
    // Both of the store's cars of the level are offered once their compulsory insurance (交强险) is current: the
    // blocker rule leaves out one whose cover has lapsed (src/entities/admin/vehicleRules.ts).
    const store = data().stores.find((s) => s.storeName === '北京望京SOHO店')!;
    const cars = new Set(data().vehicles.filter((v) => v.storeId === store.storeId && v.levelId === 1).map((v) => String(v.carId)));
    expect(cars.size).toBeGreaterThanOrEqual(2);
    for (const p of data().InsuranceList) if (cars.has(String(p.carId)) && p.insuranceType === POLICY_TYPE.compulsory) p.endDate = '2099-12-31';
    renderPage();
    await throughCar();
    await choosePay('线上全额支付');
    fireEvent.click(button('获取可用优惠券'));
    fireEvent.click(await findChoice(/新客立减券/));
    await waitFor(() => expect(text('total-coupon')).toBe('-¥10.00'));
    const other = (await findCarRadios())[1] as HTMLElement;
    fireEvent.click(other);
    await waitFor(() => expect(callsTo('preShortOrder.json')).toHaveLength(2));
    await waitFor(() => expect(text('total-coupon')).toBe('-¥0.00'));
    expect(choice(/新客立减券/)).toBeNull();
  });
});

describe('step 4: payment, coupons, totals', () => {
  it("coupons before a car: 'Please select a car first'", async () => {
    renderPage();
    await lookUp(DEMO_CUSTOMERS.verified.mobile);
    await screen.findByText(/张伟/);
    fireEvent.click(button('获取可用优惠券'));
    await waitFor(() => expect(toasts).toContain('error: 请先选择车辆'));
    expect(callsTo('availableCouponList.json')).toHaveLength(0);
  });

  it("coupons before a payment method: 'Please select a payment method' (first wording)", async () => {
    renderPage();
    await throughCar();
    fireEvent.click(button('获取可用优惠券'));
    await waitFor(() => expect(toasts).toContain('error: 请先选择支付方式'));
    expect(callsTo('availableCouponList.json')).toHaveLength(0);
  });

  it("pay at store asks with paymentType 1: 'Fetched successfully' and only coupons that fit", async () => {
    renderPage();
    await throughCar();
    await choosePay('到店支付');
    fireEvent.click(button('获取可用优惠券'));
    await waitFor(() => expect(toasts).toContain('success: 获取成功'));
    const q = lastSnapshot();
    expect(callsTo('availableCouponList.json')[0]?.params).toMatchObject({
      paymentType: '1', orderSnapshotId: q.orderSnapshotId, customerId: String(DEMO_CUSTOMERS.verified.userId), tenancy: '3', productType: 'D',
      total: q.basicTotalAmount.toFixed(2),
    });
    expect(JSON.parse(callsTo('availableCouponList.json')[0]?.params.priceItemsJson ?? '[]')).toHaveLength(q.basicFees.length);
    // The toast is shown as the coupons are stored; they are drawn with the next render.
    await waitFor(() => expect(choice(/新客立减券/)).not.toBeNull());
    expect(choice(/在线支付满500减50/)).toBeNull(); // online only
  });

  it("no coupon fits: 'No coupons available'", async () => {
    server.use(http.all('*/api/backOrder/availableCouponList.json', () => HttpResponse.json({ code: 0, msg: '', data: [] })));
    renderPage();
    await throughCar();
    await choosePay('线上全额支付');
    fireEvent.click(button('获取可用优惠券'));
    await waitFor(() => expect(toasts).toContain('info: 暂无可用优惠券'));
  });

  it('totals: optional fees and the coupon, exact to the cent; pay amount = total − coupon', async () => {
    renderPage();
    await throughCar();
    const q = lastSnapshot();
    await choosePay('线上全额支付');
    fireEvent.click(mustChoice(/尊享保障服务费/, section('支付')));
    await waitFor(() => expect(text('total-optional')).toBe('¥120.00')); // 40 × 3 days
    fireEvent.click(button('获取可用优惠券'));
    fireEvent.click(await findChoice(/满200减20/));
    // A coupon without a threshold reads 无门槛减, never 满 0.00 减 (couponWording, src/entities/order/pricing.ts).
    expect(choice(/新客立减券：无门槛减 10\.00/)).not.toBeNull();
    expect(choice(/满 0\.00/)).toBeNull();
    const total = q.basicTotalAmount + 120;
    await waitFor(() => expect(text('total-order')).toBe(`¥${formatAmount(total)}`));
    expect(text('total-coupon')).toBe('-¥20.00');
    expect(text('total-pay')).toBe(`¥${formatAmount(total - 20)}`);
    // New optional fees drop the fetched coupons (their thresholds depend on the total).
    fireEvent.click(mustChoice(/尊享保障服务费/, section('支付')));
    await waitFor(() => expect(text('total-coupon')).toBe('-¥0.00'));
    expect(choice(/满200减20/)).toBeNull();
  });
});

describe('submit', () => {
  it('is refused until every step is done, with the step’s message', async () => {
    renderPage();
    const submit = () => fireEvent.click(button('提交订单'));
    submit();
    await waitFor(() => expect(toasts.at(-1)).toBe('error: 请先查询并确认客户'));
    await throughCar();
    passClickGuard(); // the double-click guard
    submit();
    await waitFor(() => expect(toasts.at(-1)).toBe('error: 请选择支付方式'));
    expect(callsTo('makeShortOrder.json')).toHaveLength(0);
  });

  it("sends makeShortOrder with code@amount details and exact amounts, says 'Order created successfully' and goes to /RentOrderManage filtered to the new order", async () => {
    const router = renderPage();
    await throughCar();
    const q = lastSnapshot();
    await choosePay('线上全额支付');
    fireEvent.click(mustChoice(/尊享保障服务费/, section('支付')));
    fireEvent.click(button('获取可用优惠券'));
    fireEvent.click(await findChoice(/新客立减券/));
    fireEvent.click(button('提交订单'));
    await waitFor(() => expect(toasts).toContain('success: 下单成功'));
    const total = q.basicTotalAmount + 120;
    const sent = callsTo('makeShortOrder.json')[0]?.params;
    expect(sent).toMatchObject({
      orderSnapshotId: q.orderSnapshotId, payMethodCode: 'online_fully_pay', bookingUserId: String(DEMO_CUSTOMERS.verified.userId),
      priceDetails: [...q.basicFees, ...q.optionalFees].map((f) => `${f.priceCode}@${f.totalPriceAmount.toFixed(2)}`).join(','),
      orderTotalAmt: total.toFixed(2), couponDeductAmt: '10.00', orderPayAmt: (total - 10).toFixed(2),
    });
    expect(sent?.couponId).toMatch(/^\d+$/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/RentOrderManage'));
    const order = data().rentOrders[0];
    expect(order).toMatchObject({ bookingUserId: DEMO_CUSTOMERS.verified.userId, orderTotalAmt: total, couponDeductAmt: 10, orderPayAmt: total - 10 });
    expect(router.state.location.search).toBe(`?orderNo=${order?.orderNo}`);
  });

  it('a refused order shows the server message and keeps everything the user chose', async () => {
    server.use(http.all('*/api/backOrder/makeShortOrder.json', () => HttpResponse.json({ code: 1001, msg: '所选车辆在该时间段已被预订，请重新选择车辆', data: null })));
    const router = renderPage();
    await throughCar();
    await choosePay('到店支付');
    fireEvent.click(button('提交订单'));
    await waitFor(() => expect(toasts).toContain('error: 所选车辆在该时间段已被预订，请重新选择车辆'));
    expect(router.state.location.pathname).toBe('/createShortOrder');
    expect(phoneInput()).toHaveValue('13800138000');
    expect(stepStatus()).toEqual(['done', 'done', 'done', 'done']);
    expect(mustChoice('到店支付', section('支付'))).toBeChecked();
    expect(carRadios().some((r) => r.checked)).toBe(true);
  });

  it('cannot send twice: a double click and a click during a slow answer make one call', async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    // Holds the call until released, then lets the demo backend answer it.
    server.use(http.all('*/api/backOrder/makeShortOrder.json', async () => {
      await gate;
    }));
    renderPage();
    await throughCar();
    await choosePay('线上全额支付');
    holdClickGuard(); // both clicks of the double click at one instant, however slow the machine
    fireEvent.click(button('提交订单'));
    fireEvent.click(button('提交订单'));
    passClickGuard(); // past the double-click guard, the answer still pending
    fireEvent.click(button('提交订单'));
    release();
    await waitFor(() => expect(toasts).toContain('success: 下单成功'));
    expect(callsTo('makeShortOrder.json')).toHaveLength(1);
  });
});

describe('reset rules', () => {
  it('editing the phone resets every later step, the payment type and the car; the chosen stores and times stay', async () => {
    renderPage();
    await throughCar();
    await choosePay('线上全额支付');
    expect(stepStatus()).toEqual(['done', 'done', 'done', 'done']);
    fireEvent.change(phoneInput(), { target: { value: '1380013800' } });
    await waitFor(() => expect(stepStatus()).toEqual(['now', 'wait', 'wait', 'wait']));
    expect(carRadios()).toHaveLength(0);
    expect(mustChoice('线上全额支付', section('支付'))).not.toBeChecked();
    expect(feeTable()).toBeNull();
    expect(text('total-pay')).toBe('¥0.00');
    expect(field('取车门店').closest('.ant-select')).toHaveTextContent('北京望京SOHO店');
  });
});
