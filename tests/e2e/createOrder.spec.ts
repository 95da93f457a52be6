/** §2 staff create-order flow, end to end on the demo backend: order with a coupon, found in /RentOrderManage. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseOption, signIn, visiblePane } from './helpers';


async function lookUp(page: Page, phone: string) {
  const pane = visiblePane(page);
  await pane.getByLabel('客户手机号').fill(phone);
  await pane.getByRole('button', { name: /查\s?询/ }).click();
}

test('a verified customer orders a car with a coupon; the order is listed with the right amounts', async ({ page }) => {
  test.slow(); // four steps, a dozen calls, each answered in 100–400 ms by the demo backend
  await signIn(page);
  await page.goto('/RentOrderManage');
  await visiblePane(page).getByRole('button', { name: '员工下单' }).click();
  await expect(page).toHaveURL(/\/createShortOrder$/);
  const pane = visiblePane(page);

  await lookUp(page, '13800138000');
  await expect(pane.getByText('张伟（13800138000）')).toBeVisible();

  await chooseOption(page, visiblePane(page), '取车城市', { option: '北京', exact: true });
  await chooseOption(page, visiblePane(page), '取车门店', { option: '北京望京SOHO店', exact: true });
  await chooseOption(page, visiblePane(page), '还车门店', { option: '北京中关村店', exact: true });
  const start = pane.getByPlaceholder('取车时间');
  await start.click();
  await start.fill('2030-07-01 10:00');
  await start.press('Enter');
  const end = pane.getByPlaceholder('还车时间');
  await end.fill('2030-07-04 14:00');
  await end.press('Enter');
  await expect(pane.getByTestId('day-count')).toHaveText('4 天');
  await pane.getByRole('button', { name: '确认门店和时间' }).click();

  const car = pane.getByLabel(/^选择车辆 /).first();
  await expect(car).toBeVisible();
  const plate = ((await car.getAttribute('aria-label')) ?? '').replace('选择车辆 ', '');
  await car.check();
  const fees = pane.getByRole('table', { name: '基础费用' });
  await expect(fees).toContainText('异店还车费'); // another store of the same city (its name, never the code)
  await expect(fees).not.toContainText('return_elsewhere');
  await expect(fees).toContainText('200.00'); // basic insurance: 50 × 4 days

  await pane.getByRole('radio', { name: '线上全额支付' }).check();
  await pane.getByRole('button', { name: '获取可用优惠券' }).click();
  await expect(page.getByText('获取成功')).toBeVisible();
  await pane.getByRole('radio', { name: /满200减20/ }).check();
  await expect(pane.getByTestId('total-coupon')).toHaveText('-¥20.00');
  const total = (await pane.getByTestId('total-order').innerText()).replace('¥', '');
  const pay = (await pane.getByTestId('total-pay').innerText()).replace('¥', '');
  expect(Number(total.replace(/,/g, '')) - 20).toBeCloseTo(Number(pay.replace(/,/g, '')), 2);

  await pane.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('下单成功')).toBeVisible();
  // The list, filtered to the new order (listed in the order of the work, it would not necessarily be on page 1).
  await expect(page).toHaveURL(/\/RentOrderManage\?orderNo=SO\d+$/);
  const row = visiblePane(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '13800138000' }).first();
  await expect(row).toContainText('13800138000');
  await expect(row).toContainText(plate);
  await expect(row).toContainText(total);
  await expect(row).toContainText('20.00');
  await expect(row).toContainText(pay);
  await expect(row).toContainText('线上全额支付');
  await expect(row).toContainText('北京中关村店');
});

test('an ID-unverified customer is stopped at step 1', async ({ page }) => {
  await signIn(page);
  await page.goto('/createShortOrder');
  await lookUp(page, '13900139000');
  const pane = visiblePane(page);
  await expect(pane.getByRole('alert')).toContainText('身份证未认证');
  await expect(pane.getByLabel('取车城市', { exact: true })).toBeDisabled();
  await pane.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('请先查询并确认客户')).toBeVisible();
  await expect(page).toHaveURL(/\/createShortOrder$/);
});
