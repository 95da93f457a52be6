/**
 * The dispatcher's steps are dialogs on the record ([Q] 7; docs/architecture.md "Step dialogs"), one table of cases
 * by kind of step — a review choosing pass or reject with a reason (an inspection sheet's 审核), a vehicle and driver
 * chosen among those free for the order (a branch order's 派车), a choice among the backend's options (an ad-hoc order's 重新派单): opened from the
 * record's row, the address unchanged (no row JSON in it), the record named with what the step reads of it (a sheet's
 * findings, the order a vehicle is sent for, the supplier that returned the order); done, the dialog closes and the row reads
 * the new state. Each step's §2 route is a deep link by the record's id only (an older link's row JSON gives its id,
 * nothing else): the record's detail with the step's dialog open.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { branchOrder, checkSheet } from '@/entities/dispatch';
import * as pages from '@/features/dispatch/screens';
import { commit, data } from '@/mocks/db';
import { server } from '@/mocks/node';
import { SUPPLIERS } from '@/mocks/seeds/company';
import { ok } from '../../unit/mocks/api';
import { passClickGuard } from '../guardClock';
import { collectHttpErrors, renderScreens, rowActionTarget, where } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

/** The steps' routes, drawn from their declaration (`route`) as the route table draws them. */
const CHECK_SHEET_AUDIT = declaredScreen(checkSheet, '/checkSheetAudit');
const BRANCH_ORDER_DISPATCH = declaredScreen(branchOrder, '/branchOrderDispatchBefore');

type Row = Record<string, unknown>;
type User = ReturnType<typeof userEvent.setup>;

interface StepCase {
  kind: string;
  /** The list's path and page, and the filter naming the record there. */
  list: string;
  listPage: ComponentType;
  filter: string;
  /** The step's §2 route and page. */
  route: string;
  routePage: ComponentType;
  rowKey: string;
  /** The stored record the step acts on (in the state that offers it), and that record as stored now. */
  record: () => Row;
  now: (record: Row) => Row;
  action: string;
  /** Values of the record the dialog shows besides its name: what the step reads (its declared `shows`). */
  facts: (record: Row) => string[];
  /** Fills the dialog as a user does. */
  fill: (dialog: HTMLElement, user: User) => Promise<void>;
  /** What the step stored, and the state the row reads after it. */
  stored: Row;
  state: string;
}

const reviewed = () => data().checkSheets.find((r) => r.auditStatus === 1)!;
const awaitingDelivery = () => data().branchOrders.find((r) => r.orderStatus === 5)!;
const returned = () => data().scatteredOrders.find((r) => r.orderStatus === 2)!;

/** A choice of a select fed by the backend; one that cannot be chosen comes disabled with its reason. */
type Choice = { value: number; label: string; disabled?: boolean; refusal?: string };
/** 派车's choices for a branch order: the vehicles, and the drivers for a vehicle. */
const carChoices = (orderId: number) => ok<Choice[]>('/api/lingsan/branchOrder/carOptions', { method: 'GET', params: { orderId } });
const driverChoices = (orderId: number, carId: number) => ok<Choice[]>('/api/lingsan/branchOrder/driverOptions', { method: 'GET', params: { orderId, carId } });
/** The first choice that can be chosen. */
const firstFree = (choices: Choice[]) => choices.find((c) => !c.disabled)!;
const BUSY_CAR = '所选车辆在用车时段内已有行程、派车或租赁安排，不能重复派车';

/** The vehicle and driver 派车 sent in the table's case (chosen as its `fill` runs). */
let sent: Row = {};

/** Chooses an option of the dialog's select labelled `label`. */
async function choose(dialog: HTMLElement, user: User, label: string, option: string) {
  await user.click(within(dialog).getByLabelText(label));
  await user.click((await screen.findAllByTitle(option)).at(-1)!);
}

const CASES: StepCase[] = [
  {
    kind: 'a review: pass or reject, a reason when rejecting (审核验车单)',
    list: '/checkSheet', listPage: pages.CheckSheetPage, filter: 'checkSheetNo',
    route: '/checkSheetAudit', routePage: CHECK_SHEET_AUDIT, rowKey: 'checkSheetId',
    record: reviewed, now: (r) => data().checkSheets.find((x) => x.checkSheetId === r.checkSheetId)!, action: '审核',
    facts: (r) => [String(r.plate), String(r.supplierName), String(r.orderNo)],
    fill: async (dialog, user) => {
      await choose(dialog, user, '审核结果', '驳回');
      fireEvent.change(within(dialog).getByLabelText('审核意见'), { target: { value: '照片不清晰' } });
    },
    stored: { auditStatus: 3, auditRemark: '照片不清晰' }, state: '审核驳回',
  },
  {
    kind: 'a vehicle and driver sent (分公司订单派车)',
    list: '/branchOrder', listPage: pages.BranchOrderPage, filter: 'orderNo',
    route: '/branchOrderDispatchBefore', routePage: BRANCH_ORDER_DISPATCH, rowKey: 'orderId',
    record: awaitingDelivery, now: (r) => data().branchOrders.find((x) => x.orderId === r.orderId)!, action: '派车',
    facts: (r) => [String(r.customerName), String(r.customerPhone), String(r.cityName)],
    fill: async (dialog, user) => {
      const orderId = awaitingDelivery().orderId;
      const car = firstFree(await carChoices(orderId));
      const driver = firstFree(await driverChoices(orderId, car.value));
      await choose(dialog, user, '车辆', car.label);
      await choose(dialog, user, '送车司机', driver.label);
      sent = { carId: car.value, plate: data().vehicles.find((v) => v.carId === car.value)!.plate, driverId: driver.value, driverName: data().Drivers.find((d) => d.driverId === driver.value)!.driverName };
    },
    get stored() {
      return { orderStatus: 6, dispatchingFlag: 1, ...sent };
    },
    state: '交车中',
  },
  {
    kind: 'a choice among the backend’s options (派单: a returned order dispatched again)',
    list: '/scatterPlatformOrderList', listPage: pages.ScatterPlatformOrderListPage, filter: 'orderNo',
    route: '/dispatchOrderBefore', routePage: pages.DispatchOrderBeforePage, rowKey: 'orderId',
    record: returned, now: (r) => data().scatteredOrders.find((x) => x.orderId === r.orderId)!, action: '重新派单',
    facts: (r) => [String(r.supplierName), String(r.customerName), String(r.cityName)],
    fill: (dialog, user) => choose(dialog, user, '供应商', SUPPLIERS[1]!),
    stored: { orderStatus: 3, supplierName: SUPPLIERS[1] }, state: '已派单',
  },
];

/** The record's number as its row and its dialog name it. */
const numberOf = (c: StepCase, row: Row) => String(row[c.filter]);
describe.each(CASES)('the dispatcher’s step: $kind', (c) => {
  it('is a dialog on the row: the address unchanged, the record named; done, it closes and the row reads the new state', async () => {
    const user = userEvent.setup();
    const record = c.record();
    const no = numberOf(c, record);
    const list = `${c.list}?${c.filter}=${no}`;
    const router = renderScreens(list, { [c.list]: c.listPage, [c.route]: c.routePage });
    const row = (await screen.findByText(no)).closest('tr')!;
    await user.click(await rowActionTarget(row, c.action));
    const dialog = await screen.findByRole('dialog', { name: c.action });
    expect(where(router)).toBe(list);
    expect(router.state.location.search).not.toContain('row=');
    expect(within(dialog).getByTestId('action-record')).toHaveTextContent(no);
    for (const fact of c.facts(record)) expect(within(dialog).getByTestId('action-facts')).toHaveTextContent(fact);
    await c.fill(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(c.now(record)).toMatchObject(c.stored);
    await waitFor(async () => expect(within((await screen.findByText(no)).closest('tr')!).getByText(c.state)).toBeInTheDocument());
    expect(where(router)).toBe(list);
    expect(errors).toEqual([]);
  });

  it('its §2 route opens the record by its id only (an older link’s row gives the id), with the dialog open', async () => {
    const record = c.record();
    const old = new URLSearchParams({ row: JSON.stringify({ [c.rowKey]: record[c.rowKey], [c.filter]: 'STALE-NO' }), parent: c.list });
    renderScreens(`${c.route}?${old.toString()}`, { [c.route]: c.routePage, [c.list]: c.listPage });
    const dialog = await screen.findByRole('dialog', { name: c.action });
    expect(within(dialog).getByTestId('action-record')).toHaveTextContent(numberOf(c, record));
    expect(screen.queryByText('STALE-NO')).toBeNull();
  });
});

describe('the dispatcher’s step dialogs, further', () => {
  it('/branchOrderDispatchBefore by its id: the vehicle and driver chosen among those free for the order, one taken meanwhile refused on its field; done, the tab closes to the list', async () => {
    const user = userEvent.setup();
    const order = awaitingDelivery();
    const [car, other] = (await carChoices(order.orderId)).filter((c) => !c.disabled);
    // Another order renting `other` over this order's period holds it: offered greyed, with the reason.
    const renting = data().branchOrders.find((r) => r.orderStatus === 11)!;
    commit(() => void Object.assign(renting, { orderStatus: 7, carId: other!.value, startTime: order.startTime, endTime: order.endTime }));
    const router = renderScreens(`/branchOrderDispatchBefore?orderId=${order.orderId}&parent=${encodeURIComponent('/branchOrder?orderStatus=5')}`, {
      '/branchOrderDispatchBefore': BRANCH_ORDER_DISPATCH,
    });
    const dialog = await screen.findByRole('dialog', { name: '派车' });
    // The driver waits for the vehicle (licensed for it).
    expect(within(dialog).getByLabelText('送车司机')).toBeDisabled();
    await user.click(within(dialog).getByLabelText('车辆'));
    expect(await screen.findByTitle(`${other!.label} — ${BUSY_CAR}`)).toBeInTheDocument();
    await user.click((await screen.findAllByTitle(car!.label)).at(-1)!);
    const driver = firstFree(await driverChoices(order.orderId, car!.value));
    await choose(dialog, user, '送车司机', driver.label);
    // Taken meanwhile by another order: the backend refuses it with the rule's words, marked on the vehicle's field.
    commit(() => void Object.assign(renting, { carId: car!.value }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText(BUSY_CAR)).toBeInTheDocument();
    expect(data().branchOrders.find((r) => r.orderId === order.orderId)!.orderStatus).toBe(5);
    commit(() => void Object.assign(renting, { orderStatus: 11 }));
    passClickGuard(); // §9 default double-click guard
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(where(router)).toBe('/branchOrder?orderStatus=5'));
    const vehicle = data().vehicles.find((v) => v.carId === car!.value)!;
    expect(data().branchOrders.find((r) => r.orderId === order.orderId)).toMatchObject({
      orderStatus: 6, carId: vehicle.carId, plate: vehicle.plate, driverId: driver.value, driverName: data().Drivers.find((d) => d.driverId === driver.value)!.driverName,
    });
  });

  it('a failed review keeps the dialog and what was typed; the next try is done', async () => {
    const user = userEvent.setup();
    const sheet = reviewed();
    renderScreens(`/checkSheetAudit?checkSheetId=${sheet.checkSheetId}`, { '/checkSheetAudit': CHECK_SHEET_AUDIT });
    const dialog = await screen.findByRole('dialog', { name: '审核' });
    await choose(dialog, user, '审核结果', '驳回');
    await user.type(within(dialog).getByLabelText('审核意见'), '照片不清晰');
    server.use(http.post('*/api/lingsan/checkSheet/audit', () => HttpResponse.json({ code: 1, msg: '系统繁忙', data: null }), { once: true }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(errors).toEqual(['系统繁忙']));
    expect(within(dialog).getByLabelText('审核意见')).toHaveValue('照片不清晰');
    passClickGuard(); // §9 default double-click guard
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(data().checkSheets.find((r) => r.checkSheetId === sheet.checkSheetId)).toMatchObject({ auditStatus: 3, auditRemark: '照片不清晰' }));
  });

  it('is offered on the record’s detail too: /checkSheetDetail by its id, its 审核 opens the dialog there', async () => {
    const user = userEvent.setup();
    const sheet = reviewed();
    const router = renderScreens(`/checkSheetDetail?checkSheetId=${sheet.checkSheetId}`, { '/checkSheetDetail': pages.CheckSheetDetailPage });
    await user.click(await screen.findByRole('button', { name: /^审\s?核$/ }));
    const dialog = await screen.findByRole('dialog', { name: '审核' });
    expect(within(dialog).getByTestId('action-record')).toHaveTextContent(sheet.checkSheetNo);
    expect(where(router)).toBe(`/checkSheetDetail?checkSheetId=${sheet.checkSheetId}`);
  });

  it('/dispatchOrderBefore opens an order named by its number too, with the dialog open when returned', async () => {
    const order = returned();
    renderScreens(`/dispatchOrderBefore?orderNo=${order.orderNo}`, { '/dispatchOrderBefore': pages.DispatchOrderBeforePage });
    const dialog = await screen.findByRole('dialog', { name: '重新派单' });
    expect(within(dialog).getByTestId('action-record')).toHaveTextContent(order.orderNo);
  });

  it('/branchOrderDetailed shows the fleet vehicle and the driver an order was sent', async () => {
    const order = data().branchOrders.find((r) => r.orderStatus === 7 && r.carId !== undefined)!;
    renderScreens(`/branchOrderDetailed?orderId=${order.orderId}`, { '/branchOrderDetailed': pages.BranchOrderDetailedPage });
    expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
    expect(screen.getByText(data().vehicles.find((v) => v.carId === order.carId)!.plate)).toBeInTheDocument();
    expect(screen.getByText(data().Drivers.find((d) => d.driverId === order.driverId)!.driverName)).toBeInTheDocument();
  });

  it('/dispatchOrderBefore by a number whose look-up fails says why (not "no record") and loads again on retry', async () => {
    const user = userEvent.setup();
    const order = returned();
    server.use(http.all('*/api/lingsan/scatteredOrder/list', () => new HttpResponse(null, { status: 500 }), { once: true }));
    renderScreens(`/dispatchOrderBefore?orderNo=${order.orderNo}`, { '/dispatchOrderBefore': pages.DispatchOrderBeforePage });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('按编号查找记录失败');
    expect(screen.queryByText('缺少要显示的数据')).toBeNull();
    expect(screen.queryByText(order.orderNo)).toBeNull();
    expect(errors.length).toBeGreaterThan(0);
    await user.click(within(alert).getByRole('button', { name: '重新加载' }));
    const dialog = await screen.findByRole('dialog', { name: '重新派单' });
    expect(within(dialog).getByTestId('action-record')).toHaveTextContent(order.orderNo);
    expect(screen.queryByText('按编号查找记录失败', { exact: false })).toBeNull();
  });

  it('/dispatchOrderBefore is the order’s detail too: an order not returned shows by its id, with no dialog and no refusal', async () => {
    const order = data().scatteredOrders.find((r) => r.orderStatus === 4)!;
    renderScreens(`/dispatchOrderBefore?orderId=${order.orderId}`, { '/dispatchOrderBefore': pages.DispatchOrderBeforePage });
    expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['/checkSheetDetail', pages.CheckSheetDetailPage, () => data().checkSheets[0]!, 'checkSheetId', 'checkSheetNo'],
    ['/branchOrderDetailed', pages.BranchOrderDetailedPage, () => data().branchOrders[0]!, 'orderId', 'orderNo'],
  ] as const)('%s loads the record by its id; an older link’s row gives only the id', async (path, Page, record, key, label) => {
    const row: Row = record();
    renderScreens(`${path}?${key}=${String(row[key])}`, { [path]: Page });
    expect(await screen.findByText(String(row[label]))).toBeInTheDocument();
    cleanup();
    const old = new URLSearchParams({ row: JSON.stringify({ [key]: row[key], [label]: 'STALE-NO' }) });
    renderScreens(`${path}?${old.toString()}`, { [path]: Page });
    expect(await screen.findByText(String(row[label]))).toBeInTheDocument();
    expect(screen.queryByText('STALE-NO')).toBeNull();
  });
});
