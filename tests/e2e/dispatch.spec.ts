import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openInApp, rowAction, signIn, visiblePane } from './helpers';

const pane = visiblePane;

/** The rows the visible list shows in all: the pager's total, or the rows on screen when there is no pager. */
async function listTotal(page: Page): Promise<number> {
  const list = pane(page);
  await expect(list.locator('.ant-spin-spinning')).toHaveCount(0);
  const pager = list.locator('.ant-pagination-total-text');
  if (await pager.count()) return Number((await pager.innerText()).replace(/\D/g, ''));
  return list.locator('.ant-table-tbody tr.ant-table-row').count();
}

const TARGETS = [
  '/scatterNeedOrder?demandOrderStatusCode=1',
  '/scatterPlatformOrderList?orderStatus=2',
  '/scatterPlatformOrderList?todoVehicle=true',
  '/checkSheet?auditStatus=1',
  '/izuIncomeBill?billStatus=120',
  '/DispatchCenter?requestStatus=1',
  '/branchOrder?orderStatus=1',
  '/branchOrder?orderStatus=4',
  '/branchOrder?orderStatus=5',
  '/branchOrder?orderStatus=6&dispatchingFlag=1',
  '/branchOrder?orderStatus=9&orderType=1&returnedFlag=1',
  '/branchOrder?orderStatus=11&completedAndToDoItems=1',
];

test('each dashboard count opens its list showing exactly that many rows', async ({ page }) => {
  // Twelve round trips between the dashboard and a list: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'admin123');
  for (const target of TARGETS) {
    await page.getByRole('tab', { name: '首页' }).click();
    const link = page.locator(`a[href="${target}"]`);
    await expect(link).toHaveText(/^\d+$/);
    const count = Number(await link.innerText());
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(target);
    await expect.poll(() => listTotal(page), { message: target }).toBe(count);
  }
});

test('a dispatcher dispatches an awaiting demand order and the dashboard count drops by one', async ({ page }) => {
  await signIn(page, 'dispatcher', 'dispatch123');
  const link = page.locator('a[href="/scatterNeedOrder?demandOrderStatusCode=1"]');
  await expect(link).toHaveText(/^\d+$/);
  const before = Number(await link.innerText());
  expect(before).toBeGreaterThan(0);
  await link.click();
  const list = pane(page);
  await expect(list.getByRole('heading', { name: '需求派单' })).toBeVisible();
  await list.getByRole('button', { name: '派 单' }).or(list.getByRole('button', { name: '派单' })).first().click();
  const dialog = page.getByRole('dialog');
  // Without a supplier the dialog says what is missing and sends nothing.
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('请选择供应商');
  await dialog.getByLabel('供应商').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('派单成功')).toBeVisible();
  await expect.poll(() => listTotal(page)).toBe(before - 1);
  await page.getByRole('tab', { name: '首页' }).click();
  await expect(link).toHaveText(String(before - 1));
});

test('a refund search by order number finds the seeded refund', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  await page.goto('/refundDetailList');
  const list = pane(page);
  await expect(list.getByRole('heading', { name: '退款明细' })).toBeVisible();
  const firstOrderNo = (await list.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').first().innerText()).trim();
  expect(firstOrderNo).not.toBe('');
  await list.getByLabel('订单号').fill(firstOrderNo);
  await list.getByRole('button', { name: /查\s?询/ }).click();
  await expect(page).toHaveURL(new RegExp(`orderNo=${firstOrderNo}`));
  const orderNos = list.locator('.ant-table-tbody tr.ant-table-row td:first-child');
  await expect.poll(async () => [...new Set((await orderNos.allInnerTexts()).map((s) => s.trim()))]).toEqual([firstOrderNo]);
});

test('with three screens open, typed filter input survives switching tabs; a malformed row screen offers the way back', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  await page.goto('/checkSheet');
  await pane(page).getByLabel('验车单号').fill('YC-typed-not-searched');
  // Scrolled down a little: the tab comes back where it was. (Once its rows are drawn: until then the screen is not
  // taller than its pane and has nothing to scroll.)
  const checkSheet = page.locator('[data-pane="/checkSheet"]');
  await expect(checkSheet.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect.poll(() => checkSheet.evaluate((el) => ((el.scrollTop = 120), el.scrollTop))).toBeGreaterThan(0);
  const scrolled = await checkSheet.evaluate((el) => el.scrollTop);
  // Two more screens, opened in the app (a page.goto would reload the console): the route search.
  for (const [path, title] of [['/branchOrder', '分公司订单'], ['/refundDetailList', '退款明细']]) {
    await page.getByRole('button', { name: /搜索页面/ }).click();
    await page.getByPlaceholder(/输入页面名称或路径/).fill(path);
    await page.keyboard.press('Enter');
    await expect(pane(page).getByRole('heading', { name: title })).toBeVisible();
  }
  await page.getByRole('tab', { name: '验车单审核' }).click();
  await expect(checkSheet.getByLabel('验车单号')).toHaveValue('YC-typed-not-searched');
  await expect(checkSheet.getByLabel('验车单号')).toBeVisible();
  expect(await checkSheet.evaluate((el) => el.scrollTop)).toBe(scrolled);

  // A §2 screen receiving its row as JSON (the sheets' detail reads the sheet's id now).
  await page.goto('/demandInfo?row=%7Bnot-json&parent=%2FscatterNeedOrder');
  await expect(pane(page).getByText('页面参数有误，无法读取数据')).toBeVisible();
  await pane(page).getByRole('button', { name: '返回列表' }).click();
  await expect(page).toHaveURL(/\/scatterNeedOrder$/);
});

test('a dispatcher reviews an inspection sheet in a dialog on its row, the address the list’s, and the count drops by one; /checkSheetAudit by the sheet’s id opens the dialog', async ({ page }) => {
  await signIn(page, 'dispatcher', 'dispatch123');
  const link = page.locator('a[href="/checkSheet?auditStatus=1"]');
  await expect(link).toHaveText(/^\d+$/);
  const before = Number(await link.innerText());
  expect(before).toBeGreaterThan(0);
  await link.click();
  const list = pane(page);
  await expect(list.getByRole('heading', { name: '验车单审核' })).toBeVisible();
  const row = list.locator('.ant-table-tbody tr.ant-table-row').first();
  const sheetNo = (await row.locator('td').first().innerText()).trim();
  await rowAction(row, /^审\s?核$/);
  const dialog = page.getByRole('dialog', { name: '审核' });
  await expect(dialog.getByTestId('action-record')).toContainText(sheetNo);
  await expect(page).toHaveURL(/\/checkSheet\?auditStatus=1$/);
  await dialog.getByLabel('审核结果').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('通过').click();
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('审核完成')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => listTotal(page)).toBe(before - 1);
  await expect(page).toHaveURL(/\/checkSheet\?auditStatus=1$/);

  // The §2 route, by the id of a sheet still pending: its detail with the dialog open; cancelled, the list shows.
  const pending = await page.evaluate(async () => {
    const r = await fetch('/api/lingsan/checkSheet/list?auditStatus=1');
    return ((await r.json()) as { data: { result: { checkSheetId: number; checkSheetNo: string }[] } }).data.result[0]!;
  });
  await openInApp(page, `/checkSheetAudit?checkSheetId=${pending.checkSheetId}`);
  const step = page.getByRole('dialog', { name: '审核' });
  await expect(step.getByTestId('action-record')).toContainText(pending.checkSheetNo);
  await step.getByRole('button', { name: /取\s?消/ }).click();
  await expect(page).toHaveURL(/\/checkSheet$/);
});
