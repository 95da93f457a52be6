/** Demand bills (entities/bill/demandBill.ts): billing a client's month, an order in one live bill, voiding frees it. */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, visiblePane } from './helpers';

const pane = visiblePane;
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');
const countOf = (label: string) => Number(/（(\d+)单待出账）/.exec(label)?.[1] ?? 0);

/** Opens a select's options (once any other dropdown has closed). */
async function open(page: Page, select: Locator) {
  await expect(dropdown(page)).toHaveCount(0);
  await select.click();
  await expect(dropdown(page).locator('.ant-select-item-option').first()).toBeVisible();
}

/** The labels of a select's options; the dropdown is closed again. */
async function optionLabels(page: Page, select: Locator): Promise<string[]> {
  await open(page, select);
  const labels = await dropdown(page).locator('.ant-select-item-option').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(dropdown(page)).toHaveCount(0);
  return labels;
}

async function choose(page: Page, select: Locator, label: string) {
  await open(page, select);
  await dropdown(page).locator('.ant-select-item-option').filter({ hasText: label }).first().click();
  await expect(select).toContainText(label.replace(/（.*$/, ''));
  await expect(dropdown(page)).toHaveCount(0);
}

/** The order numbers of the add screen's table (the visible rows). */
const orderNos = (screen: Locator) => screen.locator('[data-testid="bill-orders"] .ant-table-tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();

test('a demand bill for two of a client’s orders: total, detail, not offered again, voided, offered again', async ({ page }) => {
  test.slow(); // four screens, a dozen selects, each answered by the demo backend on a loaded machine
  await signIn(page);
  await page.goto('/demandBill');
  await expect(pane(page).getByRole('heading', { name: '需求账单' })).toBeVisible();
  await pane(page).getByRole('button', { name: /新\s?增/ }).click();
  await expect(page).toHaveURL(/\/demandBillAddPage\?parent=%2FdemandBill$/);
  const add = page.locator('[data-pane="/demandBillAddPage"]:not([hidden])');
  const companySelect = add.getByTestId('bill-company');
  const monthSelect = add.getByTestId('bill-month');

  // A client with a month of at least two finished orders to bill (the seed leaves such months unbilled).
  let company = '';
  let month = '';
  let toBill = 0; // the client's orders to bill, all months
  for (const label of (await optionLabels(page, companySelect)).filter((l) => countOf(l) >= 2)) {
    await choose(page, companySelect, label);
    const months = (await optionLabels(page, monthSelect)).filter((l) => countOf(l) >= 2);
    if (months.length) {
      company = label.replace(/（.*$/, '');
      toBill = countOf(label);
      month = months[0]!.replace(/（.*$/, '');
      await choose(page, monthSelect, months[0]!);
      break;
    }
  }
  expect(company).not.toBe('');
  const rows = add.locator('[data-testid="bill-orders"] .ant-table-tbody tr.ant-table-row');
  const all = await orderNos(add);
  expect(all.length).toBeGreaterThanOrEqual(2);
  // Every order is chosen at first; keep the first two.
  await expect(add.getByTestId('bill-chosen-count')).toHaveText(`已选 ${all.length} / ${all.length} 单`);
  for (let i = 2; i < all.length; i++) await rows.nth(i).locator('.ant-checkbox-input').uncheck();
  await expect(add.getByTestId('bill-chosen-count')).toHaveText(`已选 2 / ${all.length} 单`);
  const chosen = all.slice(0, 2);
  const payable = (await add.getByTestId('bill-payable').innerText()).trim();
  expect(payable).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);

  // A discount above the orders is refused on the screen, with the backend's message.
  await add.getByLabel('优惠减免（元）').fill('9999999');
  await expect(add.getByText('请输入0-1000000间的数字')).toBeVisible();
  await add.getByLabel('优惠减免（元）').fill('');
  await expect(add.getByTestId('bill-payable')).toHaveText(payable);

  await add.getByRole('button', { name: '生成账单' }).click();
  await expect(page).toHaveURL(/\/demandBillDetailPage\?billId=\d+/);
  const detail = pane(page);
  await expect(detail.getByRole('heading', { name: '需求账单详情' })).toBeVisible();
  await expect(detail.locator('.ant-descriptions').first()).toContainText(company);
  await expect(detail.locator('.ant-descriptions').first()).toContainText('待确认');
  for (const no of chosen) await expect(detail.getByText(no)).toBeVisible();
  await expect(detail.locator('.ant-descriptions').first()).toContainText(payable);
  const billUrl = page.url();

  // Billed orders are not offered for another bill: the client's count drops by two; a client left with nothing to
  // bill (its month had just those two orders, e.g. 中建八局第三建设有限公司 on the data of 2026-11-27) is offered disabled.
  await page.goto('/demandBillAddPage');
  const again = page.locator('[data-pane="/demandBillAddPage"]:not([hidden])');
  const againCompany = again.getByTestId('bill-company');
  const labelNow = (await optionLabels(page, againCompany)).find((l) => l.replace(/（.*$/, '') === company);
  expect(countOf(labelNow ?? '')).toBe(toBill - 2);
  if (toBill > 2) {
    await choose(page, againCompany, company);
    // The month is still offered only when it has other orders to bill.
    const monthsLeft = (await again.getByTestId('bill-orders').count()) ? await optionLabels(page, again.getByTestId('bill-month')) : [];
    if (monthsLeft.some((l) => l.startsWith(month))) {
      await choose(page, again.getByTestId('bill-month'), month);
      await expect(again.getByTestId('bill-chosen-count')).toHaveText(`已选 ${all.length - 2} / ${all.length - 2} 单`);
    }
    for (const no of chosen) await expect(again.getByText(no)).toHaveCount(0);
  } else {
    await open(page, againCompany);
    await expect(dropdown(page).locator('.ant-select-item-option-disabled').filter({ hasText: company })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toHaveCount(0);
  }

  // Voiding the bill frees its orders.
  await page.goto(billUrl);
  await pane(page).getByRole('button', { name: '作废' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('作废原因').fill('客户要求按用车城市分开出账');
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(pane(page).locator('.ant-descriptions').first()).toContainText('已作废');

  await page.goto('/demandBillAddPage');
  const freed = page.locator('[data-pane="/demandBillAddPage"]:not([hidden])');
  await choose(page, freed.getByTestId('bill-company'), company);
  await choose(page, freed.getByTestId('bill-month'), month);
  await expect(freed.getByTestId('bill-chosen-count')).toHaveText(`已选 ${all.length} / ${all.length} 单`);
  expect(await orderNos(freed)).toEqual(expect.arrayContaining(chosen));
});

test('a customer bill: a payment above the balance is refused, the balance paid settles it; its items filter by fee type', async ({ page }) => {
  await signIn(page);
  await page.goto('/customerBillSec');
  const list = pane(page);
  await expect(list.getByRole('heading', { name: '客户账单' })).toBeVisible();
  const row = list.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '待收款' }).first();
  const billNo = (await row.locator('td').first().innerText()).trim();
  await row.getByRole('link', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/customerBillDetailed\?billId=\d+/);
  const detail = pane(page);
  const facts = detail.locator('.ant-descriptions').first();
  await expect(facts).toContainText(billNo);
  const balance = (await facts.locator('th:has-text("未收余额") + td, .ant-descriptions-item-label:has-text("未收余额") + .ant-descriptions-item-content').first().innerText()).trim();
  const cents = Math.round(Number(balance.replace(/,/g, '')) * 100);
  expect(cents).toBeGreaterThan(0);

  await detail.getByRole('button', { name: '登记收款' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('收款金额（元）').fill(((cents + 1) / 100).toFixed(2));
  await dialog.getByLabel('收款方式').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('银行转账').click();
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('收款金额不能大于账单未收余额').first()).toBeVisible();
  await dialog.getByLabel('收款金额（元）').fill((cents / 100).toFixed(2));
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(facts).toContainText('已结清');
  await detail.getByRole('tab', { name: '收款记录' }).click();
  await expect(detail.getByText(balance).first()).toBeVisible();

  await detail.getByRole('button', { name: '账单明细' }).click();
  await expect(page).toHaveURL(/\/customerBillDetailes\?billId=\d+/);
  const items = pane(page);
  await expect(items.locator('.ant-descriptions').first()).toContainText(billNo);
  const itemRows = items.locator('.ant-table-tbody tr.ant-table-row');
  await expect(itemRows.first()).toContainText(billNo);
  await items.getByLabel('费用类型').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('用车费').click();
  await items.getByRole('button', { name: /查\s?询/ }).click();
  // The filtered page replaces the first: wait for it (no row of another fee type left), not for any row.
  await expect(itemRows.filter({ hasNotText: '用车费' })).toHaveCount(0);
  await expect(itemRows.first()).toContainText('用车费');
});
