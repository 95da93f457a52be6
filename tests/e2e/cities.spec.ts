/**
 * [L] business cities, end to end on the demo backend: opening a city in /BusinessCity offers it at once in the
 * create-order flow's city choice (§7 getDredgeCityDicList) and lists its configuration in /OpenCityConfig, whose
 * form refuses a service that ends before it starts; closing a city that still has open stores is refused with why.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openInApp, rowAction, signIn, visiblePane } from './helpers';

const row = (page: Page, text: string) => visiblePane(page).locator('.ant-table-tbody tr.ant-table-row', { hasText: text }).first();
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');

test('a city opened in Business cities is offered when placing an order and configured in Open cities', async ({ page }) => {
  test.slow();
  await signIn(page);
  await openInApp(page, '/BusinessCity');
  await expect(row(page, '北京')).toBeVisible();

  // Closing a city with open stores: refused, saying why.
  await rowAction(row(page, '北京'), /关\s?闭/);
  await page.getByRole('dialog').getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText(/该城市还有\d+家营业中的门店，请先将门店暂停营业后再关闭城市/)).toBeVisible();
  // A refused action keeps its dialog: the user closes it.
  await page.getByRole('dialog').getByRole('button', { name: /取\s?消/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row(page, '北京')).toContainText('已开通');

  // Opening 重庆.
  await rowAction(row(page, '重庆'), /开\s?通/);
  await page.getByRole('dialog').getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('城市已开通')).toBeVisible();
  await expect(row(page, '重庆')).toContainText('已开通');

  // The create-order flow offers it at once.
  await openInApp(page, '/createShortOrder');
  await visiblePane(page).getByLabel('客户手机号').fill('13800138000');
  await visiblePane(page).getByRole('button', { name: /查\s?询/ }).click();
  await expect(visiblePane(page).getByText('张伟（13800138000）')).toBeVisible();
  await visiblePane(page).getByLabel('取车城市', { exact: true }).click();
  await expect(dropdown(page).getByTitle('重庆', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Its configuration is listed; the form refuses a service ending before it starts.
  await openInApp(page, '/OpenCityConfig');
  await row(page, '重庆').getByText(/^编\s?辑$/).click();
  await expect(page).toHaveURL(/\/CityConfigEdit\?cityId=500100/);
  const form = visiblePane(page);
  const end = form.getByLabel('服务结束时间', { exact: true });
  await end.click();
  await end.fill('06:00');
  await end.press('Enter');
  await form.getByRole('button', { name: /保\s?存/ }).click();
  await expect(form.getByText('服务结束时间须晚于服务开始时间')).toBeVisible();
  await end.click();
  await end.fill('22:30');
  // Enter in the time picker chooses the time (it does not submit the form); saving again right after the refused
  // save is not swallowed by the double-click guard.
  await end.press('Enter');
  await expect(page).toHaveURL(/\/CityConfigEdit/);
  await form.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page).toHaveURL(/\/OpenCityConfig/);
  await expect(row(page, '重庆')).toContainText('22:30');
});
