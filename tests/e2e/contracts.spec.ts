/**
 * Business contracts and rent bills (§2 /BusinessContractList, /rentBill) as staff use them: a lease of two vehicles
 * to an enterprise client drafted, submitted and approved; this month's rent bill made for it, its amount shown;
 * a second lease of one of those vehicles over an overlapping period refused with the contract holding it, the dialog
 * kept open.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseOption, openInApp, rowAction, signIn, visiblePane } from './helpers';

const pane = visiblePane;
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');
const ok = (scope: Locator) => scope.getByRole('button', { name: /确\s?定/ });

/** The first day of the current month and the day a year later (a lease covering the whole of this month). */
function thisMonthLease(): { start: string; end: string } {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { start: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-01`, end: `${now.getFullYear() + 1}-${pad(now.getMonth() + 1)}-01` };
}

async function typeDate(page: Page, dialog: Locator, label: string, value: string) {
  await dialog.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

/** Fills the new contract dialog (client, branch, the given or two free vehicles, the period, rent 3000 a vehicle); answers the plates. */
async function draftContract(page: Page, lease: { start: string; end: string }, plate?: string): Promise<{ dialog: Locator; plates: string[] }> {
  await pane(page).getByRole('button', { name: '新增合同' }).click();
  const dialog = page.getByRole('dialog');
  await chooseOption(page, dialog, '企业客户');
  await chooseOption(page, dialog, '签约公司');
  await dialog.getByLabel('租赁车辆', { exact: true }).click();
  const plates: string[] = [];
  if (plate) {
    await page.keyboard.type(plate);
    await dropdown(page).locator('.ant-select-item-option', { hasText: plate }).first().click();
    plates.push(plate);
  } else {
    // Two vehicles in no live lease (a leased one's choice names its client and end).
    for (let i = 0; i < 2; i += 1) {
      const option = dropdown(page).locator('.ant-select-item-option:not(.ant-select-item-option-selected)').filter({ hasNotText: '已租予' }).first();
      const text = ((await option.getAttribute('title')) ?? (await option.innerText())).trim();
      await option.click();
      plates.push(text.split('（')[0]!);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dropdown(page)).toHaveCount(0);
  await typeDate(page, dialog, '租期开始', lease.start);
  await typeDate(page, dialog, '租期结束', lease.end);
  await dialog.getByLabel('月租金/车（元）', { exact: true }).fill('3000');
  await dialog.getByLabel('押金（元）', { exact: true }).fill('6000');
  await dialog.getByLabel('每月付款日', { exact: true }).fill('5');
  await dialog.getByLabel('客户签约人', { exact: true }).fill('陈国强');
  await dialog.getByLabel('签约人电话', { exact: true }).fill('13912345678');
  return { dialog, plates };
}

/** Does a row action with its confirmation and waits for its message. */
async function step(page: Page, row: Locator, action: string, done: string) {
  await rowAction(row, action);
  const confirm = page.getByRole('dialog');
  await ok(confirm).click();
  await expect(page.locator('.ant-message').getByText(done)).toBeVisible();
  await expect(confirm).toHaveCount(0);
}

test('a lease of two vehicles is approved, billed for this month, and its vehicles cannot be leased again over its period', async ({ page }) => {
  test.setTimeout(180_000);
  const lease = thisMonthLease();
  await signIn(page);
  await openInApp(page, '/BusinessContractList');
  await expect(pane(page).getByRole('heading', { name: '业务合同' })).toBeVisible();

  const { dialog, plates } = await draftContract(page, lease);
  await ok(dialog).click();
  await expect(page.locator('.ant-message').getByText('合同草稿已保存')).toBeVisible();
  const row = pane(page).locator('.ant-table-tbody tr.ant-table-row', { hasText: plates[0]! }).filter({ hasText: plates[1]! }).first();
  await expect(row).toContainText('草稿');
  await expect(row).toContainText('6,000.00');
  const contractNo = (await row.locator('td').filter({ hasText: /^HT\d+$/ }).first().innerText()).trim();

  await step(page, row, '提交审批', '合同已提交审批');
  await expect(row).toContainText('待审批');
  await step(page, row, '审批通过', '合同已生效');
  await expect(row).toContainText('生效中');

  // This month's rent bill: a whole month of two vehicles at 3,000.00.
  await openInApp(page, '/rentBill');
  await expect(pane(page).getByRole('heading', { name: '租金账单' })).toBeVisible();
  await pane(page).getByRole('button', { name: '生成本月账单' }).click();
  const generate = page.getByRole('dialog');
  expect(await chooseOption(page, generate, '合同', { search: contractNo })).toContain(contractNo);
  await ok(generate).click();
  await expect(page.locator('.ant-message').getByText('本月租金账单已生成')).toBeVisible();
  const bill = pane(page).locator('.ant-table-tbody tr.ant-table-row', { hasText: contractNo });
  await expect(bill).toHaveCount(1);
  await expect(bill).toContainText('待确认');
  await expect(bill).toContainText('6,000.00');
  await expect(bill).toContainText(lease.start.slice(0, 7));

  // A second lease of one of its vehicles, starting within its period: refused, naming the contract.
  await openInApp(page, '/BusinessContractList');
  const again = await draftContract(page, { start: lease.end.slice(0, 8) + '01', end: `${Number(lease.end.slice(0, 4)) + 1}${lease.end.slice(4)}` }, plates[1]);
  await ok(again.dialog).click();
  await expect(page.locator('.ant-message').getByText(`车辆${plates[1]!}已在合同${contractNo}中租出（${lease.start}至${lease.end}），租期不能重叠`)).toBeVisible();
  await expect(again.dialog).toBeVisible();
});
