/**
 * An enterprise's vehicle request, end to end (entities/business/applyVehicle.ts): the enterprise account requests a
 * vehicle on /ApplyVehicleList; our staff see it at the dispatch centre (its pending count one up), assign one of our
 * vehicles and drivers, start the service and complete it with the odometer reading; the enterprise then finds the
 * order on its use's list (/InternalCar) with the vehicle, the trip's mileage and its fee.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseOption, openInApp, rowAction, signIn, visiblePane } from './helpers';

const pane = visiblePane;
const PURPOSE = `端到端测试接送客户${Date.now() % 100000}`;
const dialog = (page: Page) => page.locator('.ant-modal:visible');
const options = (page: Page) => page.locator('.ant-select-dropdown:visible .ant-select-item-option');

/** A wall-clock text `days` ahead at `hour`:00 (the browser's local time, as the pickers show it). */
function ahead(days: number, hour: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(hour)}:00:00`;
}

async function pickTime(page: Page, label: string, value: string) {
  const input = dialog(page).getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** A call of the signed-in session (the screens' own data). */
async function get<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => ((await (await fetch(u)).json()) as { data: T }).data, url);
}

interface Request {
  requestId: number;
  requestNo: string;
  remark: string;
  carId?: number;
  plate?: string;
}

test('an enterprise requests a vehicle; the dispatcher serves it with our vehicle; the order shows the trip', async ({ page }) => {
  test.setTimeout(180_000);
  // The dispatch centre's pending count before.
  await signIn(page, 'admin', 'admin123');
  const count = page.locator('a[href="/DispatchCenter?requestStatus=1"]');
  await expect(count).toHaveText(/^\d+$/);
  const before = Number(await count.innerText());

  // The enterprise requests a vehicle (9 days ahead: no seeded request then).
  await signIn(page, 'enterprise', 'enterprise123');
  await openInApp(page, '/ApplyVehicleList');
  await expect(pane(page).getByRole('heading', { name: '用车申请' })).toBeVisible();
  await pane(page).getByRole('button', { name: '用车申请' }).click();
  await expect(dialog(page)).toBeVisible();
  await chooseOption(page, dialog(page), '用车城市', { option: '北京' });
  await chooseOption(page, dialog(page), '上车地点');
  await chooseOption(page, dialog(page), '下车地点');
  await pickTime(page, '用车开始', ahead(9, 9));
  await pickTime(page, '用车结束', ahead(9, 13));
  await dialog(page).getByLabel('所需座位数', { exact: true }).fill('5');
  await dialog(page).getByLabel('乘车人数', { exact: true }).fill('6');
  await chooseOption(page, dialog(page), '用车类型', { option: '内部用车' });
  await dialog(page).getByLabel('用车事由', { exact: true }).fill(PURPOSE);
  // More passengers than seats: refused by the backend with the rule's words, the dialog kept open.
  await dialog(page).getByRole('button', { name: /确\s?定|提\s?交|保\s?存/ }).click();
  await expect(page.getByText('乘车人数不能多于所需座位数')).toBeVisible();
  await dialog(page).getByLabel('乘车人数', { exact: true }).fill('3');
  await dialog(page).getByRole('button', { name: /确\s?定|提\s?交|保\s?存/ }).click();
  await expect(page.getByText('用车申请已提交，等待调度')).toBeVisible();
  const mine = await get<{ result: Request[] }>(page, '/api/applyVehicle/list?pageSize=100&requestStatus=1');
  const request = mine.result.find((r) => r.remark === PURPOSE)!;
  expect(request, 'the new request in the enterprise list').toBeTruthy();

  // Our staff: the dispatch centre counts it; the price is changed in a dialog on the request's row (exact, with a
  // reason; the price before and after shown), the address the list's.
  await signIn(page, 'admin', 'admin123');
  await expect(count).toHaveText(String(before + 1));
  await openInApp(page, `/ApplyVehicleList?requestNo=${request.requestNo}`);
  const requests = pane(page).locator('.ant-table-tbody tr.ant-table-row');
  await expect(requests).toHaveCount(1);
  const listAddress = page.url();
  await rowAction(requests.first(), '修改价格');
  await expect(dialog(page).getByTestId('action-record')).toContainText(request.requestNo);
  await dialog(page).getByLabel('协议价格（元）').fill('880.50');
  await expect(dialog(page).getByTestId('action-preview')).toContainText('修改后价格（元）880.50');
  await dialog(page).getByLabel('改价原因').fill('客户增加途经点');
  await dialog(page).getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('价格已修改')).toBeVisible();
  expect(page.url()).toBe(listAddress);
  await expect(requests.first()).toContainText('880.50');

  // The dispatch centre shows it; assign our vehicle and driver.
  await openInApp(page, `/DispatchCenter?requestNo=${request.requestNo}`);
  const list = pane(page);
  await expect(list.getByRole('heading', { name: '调度台' })).toBeVisible();
  await expect(list.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(list.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('待调度');
  await list.getByRole('link', { name: '派车', exact: true }).click();
  const screen = pane(page);
  await expect(screen.getByRole('heading', { name: '调度处理' })).toBeVisible();
  await screen.getByLabel('车辆').click();
  await expect(options(page).first()).toBeVisible();
  await options(page).first().click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await screen.getByLabel('司机').click();
  await expect(options(page).first()).toBeVisible();
  await options(page).first().click();
  await screen.getByRole('button', { name: '确认派车' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('派车成功')).toBeVisible();

  // Start the service, then complete it 86 km on.
  await openInApp(page, `/DispatchCenter?requestNo=${request.requestNo}`);
  const row = pane(page).locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(row).toContainText('已派车');
  await rowAction(row, '开始服务');
  await page.getByRole('dialog').getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('已开始服务')).toBeVisible();
  await expect(row).toContainText('服务中');
  const assigned = await get<Request>(page, `/api/dispatchCenter/detail?requestId=${request.requestId}`);
  const trips = await get<{ result: { orderNo: string; startMileage: number }[] }>(page, `/api/trip/list?carId=${assigned.carId}&pageSize=100`);
  const start = trips.result.find((t) => t.orderNo === request.requestNo)!.startMileage;
  await rowAction(row, '完成', { exact: true });
  await dialog(page).getByLabel('结束里程（km）').fill(String(start + 86));
  await dialog(page).getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('用车服务已完成')).toBeVisible();

  // The enterprise: its internal-use order with the vehicle, the trip's 86 km and its fee.
  await signIn(page, 'enterprise', 'enterprise123');
  await openInApp(page, `/InternalCar?requestNo=${request.requestNo}`);
  const orders = pane(page);
  await expect(orders.getByRole('heading', { name: '内部用车' })).toBeVisible();
  const order = orders.locator('.ant-table-tbody tr.ant-table-row');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(assigned.plate!);
  await expect(order).toContainText('已完成');
  await expect(order).toContainText('86');
  await expect(order).toContainText('880.50');
  const detail = await get<{ tripFee: number; mileage: number }>(page, `/api/enterpriseOrder/InternalCar/detail?requestId=${request.requestId}`);
  expect(detail.mileage).toBe(86);
  expect(detail.tripFee).toBeGreaterThan(0);
  await order.getByRole('link', { name: '详情' }).click();
  await expect(pane(page).getByRole('heading', { name: '主动订单详情' })).toBeVisible();
  await expect(pane(page)).toContainText(request.requestNo);
});
