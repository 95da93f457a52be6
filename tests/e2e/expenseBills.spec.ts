/**
 * The provider's bills: an income bill awaiting the partner is checked line by line — a disputed line refuses the
 * confirmation and the rejection carries the dispute —; an approved expense bill is paid and its payable shows in
 * its month of /izuIncomExpense.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openInApp, rowAction, signIn, visiblePane } from './helpers';

const pane = visiblePane;
const rows = (where: Locator) => where.locator('.ant-table-tbody tr.ant-table-row');
/** A row's data cells (without the selection column of a list with batch actions). */
const cells = (row: Locator) => row.locator('td:not(.ant-table-selection-column)');
const dialog = (page: Page) => page.locator('.ant-modal:visible');
/** A shown amount (`12,345.60`) in cents, exactly. */
const cents = (text: string) => {
  const [yuan = '0', fen = '0'] = text.replace(/[,\s]/g, '').split('.');
  return Number(yuan) * 100 + Number(fen.padEnd(2, '0').slice(0, 2));
};

test('checking an income bill: a disputed line refuses the confirmation, the rejection carries the dispute', async ({ page }) => {
  await signIn(page);
  await openInApp(page, '/izuIncomeBill?billStatus=120');
  const first = rows(pane(page)).first();
  await expect(first).toContainText('待合作方确认');
  await rowAction(first, '核对');
  await expect(page).toHaveURL(/\/izuIncomeBillCheck\?/);
  const check = page.getByTestId('income-bill-check');
  // The bill's amount is its lines' total.
  await expect(check.getByTestId('lines-total')).toHaveText(await check.getByTestId('bill-amount').innerText());
  const billed = cents(await check.getByTestId('bill-amount').innerText());
  await expect(check.getByTestId('check-confirm')).toBeEnabled();

  const line = rows(check.getByTestId('check-lines')).first();
  const orderNo = (await line.locator('td').nth(0).innerText()).trim();
  const lineAmount = cents(await line.locator('td').nth(7).innerText());
  await line.getByRole('button', { name: '有异议' }).click();
  const d = dialog(page);
  // Both are required (the dialog's rules are the backend's).
  await d.getByRole('button', { name: /确\s?定/ }).click();
  await expect(d.getByText('请填写核对金额')).toBeVisible();
  await d.getByLabel('核对金额（元）').fill('100.5');
  // The checked total as it would become, while typing.
  await expect.poll(async () => cents(await d.getByTestId('dispute-preview').innerText())).toBe(billed - lineAmount + 10050);
  await d.getByLabel('异议说明').fill('实际用车少一天');
  await d.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('已标记异议')).toBeVisible();

  // The adjusted total follows; the confirmation is refused while the line is disputed.
  await expect(check.getByTestId('disputed-count')).toHaveText('1');
  await expect(line).toContainText('有异议');
  await expect(line.getByRole('button', { name: '撤销异议' })).toBeVisible();
  await expect.poll(async () => cents(await check.getByTestId('adjusted-total').innerText())).toBe(billed - lineAmount + 10050);
  await expect(check.getByTestId('check-confirm')).toBeDisabled();
  await expect(check.getByTestId('confirm-refusal')).toHaveText('该账单有1条明细存在异议，不能确认，请驳回');

  // Rejected with the dispute as its reason.
  await check.getByTestId('check-reject').click();
  const reason = dialog(page).getByLabel('驳回原因');
  await expect(reason).toHaveValue(new RegExp(`订单${orderNo}：.*核对金额100\\.50元，实际用车少一天`));
  await dialog(page).getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('账单已驳回')).toBeVisible();
  await expect(check.getByText('该账单不在待合作方确认状态，无需核对。')).toBeVisible();
  await expect(check.getByTestId('bill-header')).toContainText('已驳回');
});

test('paying an approved expense bill shows it in its month of the income and expenditure summary', async ({ page }) => {
  await signIn(page);
  await openInApp(page, '/izuExpenseBill?billStatus=2');
  const bill = rows(pane(page)).first();
  await expect(bill).toContainText('已审核');
  const billNo = (await cells(bill).nth(0).innerText()).trim();
  const month = (await cells(bill).nth(2).innerText()).trim();
  const payable = cents(await cells(bill).nth(7).innerText());

  await openInApp(page, `/izuIncomExpense?beginMonth=${month}&endMonth=${month}`);
  const summary = page.getByTestId('income-expense');
  const before = cents(await summary.getByTestId('total-expense').locator('.ant-statistic-content').innerText());

  await openInApp(page, `/izuExpenseBill?billNo=${billNo}`);
  const row = rows(pane(page)).filter({ hasText: billNo });
  await rowAction(row, '付款');
  await dialog(page).getByRole('button', { name: /确\s?定/ }).click();
  await expect(dialog(page).getByText('请填写付款流水号')).toBeVisible();
  await dialog(page).getByLabel('付款流水号').fill('FK202611250001');
  await dialog(page).getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('账单已付款')).toBeVisible();
  await expect(row).toContainText('已付款');

  await openInApp(page, `/izuIncomExpense?beginMonth=${month}&endMonth=${month}`);
  await expect.poll(async () => cents(await summary.getByTestId('total-expense').locator('.ant-statistic-content').innerText())).toBe(before + payable);
  // The month, as a table, opens its paid expense bills, the one just paid among them.
  await summary.getByText('表格', { exact: true }).click();
  await summary.getByTestId('table-income-expense').getByText(month, { exact: true }).click();
  await summary.getByTestId('picked-month').getByRole('link', { name: '查看已付款支出账单' }).click();
  await expect(page).toHaveURL(new RegExp(`/izuExpenseBill\\?billMonth=${month}&billStatus=3`));
  await expect(rows(pane(page)).filter({ hasText: billNo })).toContainText('已付款');
});
