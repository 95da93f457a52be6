/**
 * Vehicle change orders (docs/architecture.md "Supplier orders and change orders"): the supplier asks for a vehicle
 * change on one of its orders; the platform's dashboard count of pending changes goes up; the admin approves the
 * change order on /changeCarOrder and the order shows the new plate on the platform's list.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rowAction, signIn, visiblePane } from './helpers';

const pane = visiblePane;
const CHANGE_COUNT = '/scatterPlatformOrderList?todoVehicle=true';

async function signOut(page: Page) {
  await page.getByRole('button', { name: /退出登录/ }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s?定/ }).click();
  await expect(page).toHaveURL(/\/Login/);
}

/** The dashboard's count of vehicle/driver changes awaiting confirmation. */
async function changeCount(page: Page): Promise<number> {
  const link = page.locator(`a[href="${CHANGE_COUNT}"]`);
  await expect(link).toHaveText(/^\d+$/);
  return Number(await link.innerText());
}

/** The text of a row's cell under the column headed `title`. */
async function cell(page: Page, row: ReturnType<Page['locator']>, title: string): Promise<string> {
  const headers = (await pane(page).locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(title);
  expect(index, title).toBeGreaterThanOrEqual(0);
  return (await row.locator('td').nth(index).innerText()).trim();
}

test('a supplier asks for a vehicle change; the admin sees the count go up, approves it, and the order has the new plate', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', 'admin123');
  const before = await changeCount(page);
  await signOut(page);

  // The supplier: one of its orders in service with no change pending.
  await signIn(page, 'supplier', 'supplier123');
  await page.goto('/supplierOrderSec?orderStatus=4&todoVehicle=false');
  const list = pane(page);
  await expect(list.getByRole('heading', { name: '供应商订单' })).toBeVisible();
  const row = list.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(row).toBeVisible();
  const orderNo = await cell(page, row, '订单号');
  const oldPlate = await cell(page, row, '车牌号');
  await rowAction(row, '申请换车');
  const dialog = page.getByRole('dialog');
  // The driver waits for the vehicle; nothing is sent without the reason.
  await dialog.getByLabel('新车辆').click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasNotText: oldPlate }).first();
  const newPlate = (await option.innerText()).trim();
  await option.click();
  // The vehicle's list closed before the driver's opens (both are drop-downs of the page).
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await dialog.getByLabel('新司机').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('请填写换车原因');
  await dialog.getByLabel('换车原因').fill('车辆保养到期，需更换车辆');
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('换车申请已提交，等待平台审核')).toBeVisible();
  // Its change order is listed for the supplier, awaiting audit, without the audit buttons.
  await page.goto(`/changeCarOrder?orderNo=${orderNo}`);
  const mine = pane(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '待审核' });
  await expect(mine).toContainText(newPlate);
  await expect(mine.getByRole('button', { name: '通过' })).toHaveCount(0);
  await signOut(page);

  // The admin: one more change to handle on the dashboard; approving it on /changeCarOrder.
  await signIn(page, 'admin', 'admin123');
  await expect.poll(() => changeCount(page)).toBe(before + 1);
  await page.goto(`/changeCarOrder?orderNo=${orderNo}&changeStatus=1`);
  const pending = pane(page).locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(pending).toContainText(oldPlate);
  await expect(pending).toContainText(newPlate);
  await rowAction(pending, '通过');
  await page.getByRole('dialog').getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('换车单已通过')).toBeVisible();

  // The order on the platform's list has the new plate and no change pending; the count is back.
  await page.goto(`/scatterPlatformOrderList?orderNo=${orderNo}`);
  const platformRow = pane(page).locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(platformRow).toContainText(newPlate);
  expect(await cell(page, platformRow, '换车/换司机待处理')).toBe('否');
  await page.goto('/');
  await expect.poll(() => changeCount(page)).toBe(before);
});
