/**
 * The fleet's transfers (§2 /VehicleAllocation) as staff use them: a vehicle requested, approved, sent off and
 * received, then listed in the other store's vehicle list (/Vehicles filtered by that store); a rented vehicle's
 * transfer refused with why, the request dialog kept open.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseOption, openInApp, rowAction, signIn, visiblePane } from './helpers';

const pane = visiblePane;
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');
const ok = (scope: Locator) => scope.getByRole('button', { name: /确\s?定/ });

/** Fills the request dialog for the first vehicle whose choice mentions `state`, to another city; answers the plate and the target. */
async function requestTransfer(page: Page, state: string) {
  await pane(page).getByRole('button', { name: '申请调拨' }).click();
  const dialog = page.getByRole('dialog');
  const vehicle = await chooseOption(page, dialog, '调拨车辆', { search: state });
  expect(vehicle).toContain(state);
  const plate = vehicle.split('（')[0]!;
  const from = vehicle.split('（')[1]!.split('，')[0]!;
  const toCity = from.startsWith('上海') ? '北京' : '上海';
  await dialog.getByLabel('调入城市', { exact: true }).click();
  await dropdown(page).locator('.ant-select-item-option', { hasText: toCity }).first().click();
  const toStore = await chooseOption(page, dialog, '调入门店');
  await dialog.getByLabel('计划调拨日期', { exact: true }).click();
  await page.keyboard.type('2030-07-01');
  await page.keyboard.press('Enter');
  await dialog.getByLabel('调拨原因', { exact: true }).fill('节假日客流高峰，调入门店车辆不足');
  return { dialog, plate, toCity, toStore };
}

/** Does a row action (with its confirmation) on the transfer's row, and waits for its success message. */
async function step(page: Page, plate: string, action: string | RegExp, done: string) {
  const row = pane(page).locator('.ant-table-tbody tr.ant-table-row', { hasText: plate }).first();
  await rowAction(row, action);
  const confirm = page.getByRole('dialog');
  await ok(confirm).click();
  await expect(page.locator('.ant-message').getByText(done)).toBeVisible();
  await expect(confirm).toHaveCount(0);
}

test('a vehicle is transferred to a store of another city through its states, and is then listed there', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await openInApp(page, '/VehicleAllocation');
  await expect(pane(page).getByRole('heading', { name: '车辆调拨' })).toBeVisible();
  const { dialog, plate, toCity, toStore } = await requestTransfer(page, '可租');
  await ok(dialog).click();
  await expect(page.locator('.ant-message').getByText('调拨申请已提交')).toBeVisible();
  const row = pane(page).locator('.ant-table-tbody tr.ant-table-row', { hasText: plate }).first();
  await expect(row).toContainText('已申请');
  await expect(row).toContainText(toStore);

  await step(page, plate, '审批通过', '调拨申请已审批通过');
  await expect(row).toContainText('已审批');
  // A two-character button reads 发 车 (antd spaces them).
  await step(page, plate, /^发\s?车$/, '车辆已发车，调拨中');
  await expect(row).toContainText('调拨中');
  await step(page, plate, '确认接收', '车辆已接收');
  await expect(row).toContainText('已接收');

  // The other store's vehicle list: filtered by its city and store, it lists the vehicle, available again.
  await openInApp(page, '/Vehicles');
  const list = pane(page);
  await expect(list.getByRole('heading', { name: '车辆管理' })).toBeVisible();
  await list.getByLabel('所在城市', { exact: true }).click();
  await dropdown(page).locator('.ant-select-item-option', { hasText: toCity }).first().click();
  await expect(dropdown(page)).toHaveCount(0);
  await list.getByLabel('所在门店', { exact: true }).click();
  await dropdown(page).locator('.ant-select-item-option', { hasText: toStore }).first().click();
  await list.getByRole('button', { name: /查\s?询/ }).click();
  await expect(page).toHaveURL(/storeId=\d+/);
  const moved = list.locator('.ant-table-tbody tr.ant-table-row', { hasText: plate });
  await expect(moved).toHaveCount(1);
  await expect(moved).toContainText(toStore);
  // Its company follows the store (a column the list hides by default: the record says it).
  const carId = await moved.getAttribute('data-row-key');
  const company = await page.evaluate(async (id) => ((await (await fetch(`/api/vehicle/detail?carId=${id}`)).json()) as { data: { companyName: string } }).data.companyName, carId);
  expect(company).toBe(`畅行租车${toCity}分公司`);
  await expect(moved).toContainText('可租');
});

test("a rented vehicle's transfer is refused with why, and the request dialog stays open", async ({ page }) => {
  await signIn(page);
  await openInApp(page, '/VehicleAllocation');
  await expect(pane(page).getByRole('heading', { name: '车辆调拨' })).toBeVisible();
  const { dialog, plate } = await requestTransfer(page, '租用中');
  await ok(dialog).click();
  await expect(page.locator('.ant-message').getByText(new RegExp(`车辆${plate}正在租赁中（订单SO\\d+），不能调拨`))).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(pane(page).locator('.ant-table-tbody tr.ant-table-row', { hasText: plate }).filter({ hasText: '已申请' })).toHaveCount(0);
});
