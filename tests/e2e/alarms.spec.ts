/**
 * Alarm reports (issue 23 item 6) in Chromium, on the demo's derived device alarms: /PowerOffReport's vehicle row
 * opens its alarms (as many as the row counts), and one alarm opens on the map with its place marked on the trail
 * around it; on /sopAlarmList handling an alarm (a note in the dialog) moves it out of the unhandled ones — their
 * count drops by one — and it shows handled with its note.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { openInApp, rowAction, signIn, visiblePane } from './helpers';

/** The text of a row's cell under the column headed `title`. */
async function cellUnder(pane: Locator, row: Locator, title: string): Promise<string> {
  const headers = await pane.locator('thead th').allInnerTexts();
  const at = headers.findIndex((h) => h.trim() === title);
  expect(at, `column ${title}`).toBeGreaterThanOrEqual(0);
  return (await row.locator('td').nth(at).innerText()).trim();
}

/** The pager's total (共 N 条). */
async function totalOf(pane: Locator): Promise<number> {
  const text = await pane.getByText(/^共 \d+ 条$/).innerText();
  return Number(/\d+/.exec(text)![0]);
}

test('a vehicle’s power-off count opens its alarms, and one opens on the map', async ({ page }) => {
  await signIn(page);
  await openInApp(page, '/PowerOffReport');
  let pane = visiblePane(page);
  const row = pane.locator('tbody tr.ant-table-row').first();
  await expect(row).toBeVisible();
  const plate = await cellUnder(pane, row, '车牌号');
  const count = Number(await cellUnder(pane, row, '报警总数'));
  expect(count).toBeGreaterThan(0);
  await row.getByRole('link', { name: '报警明细' }).click();

  await expect(page).toHaveURL(/\/PowerOffReportDetail\?carId=/);
  pane = visiblePane(page);
  await expect(pane.locator('tbody tr.ant-table-row').first()).toContainText(plate);
  await expect(pane.getByText(/^共 \d+ 条$/)).toHaveText(`共 ${count} 条`);
  await pane.locator('tbody tr.ant-table-row').first().getByRole('link', { name: '查看位置' }).click();

  await expect(page).toHaveURL(/\/dismantleReportDetail\?alarmId=/);
  pane = visiblePane(page);
  await expect(pane.getByTestId('alarm-card')).toContainText(plate);
  await expect(pane.getByTestId('trail-mark')).toBeVisible();
  await expect(pane.getByTestId('trail-marker')).toBeVisible();
});

test('handling an alarm on /sopAlarmList moves it out of the unhandled ones', async ({ page }) => {
  await signIn(page);
  // Power cuts: derived at fixed moments, so the unhandled count moves only with the handling.
  await openInApp(page, '/sopAlarmList?alarmKind=powerCut&handleState=0');
  const pane = visiblePane(page);
  const first = pane.locator('tbody tr.ant-table-row').first();
  await expect(first).toBeVisible();
  const before = await totalOf(pane);
  const when = await cellUnder(pane, first, '报警时间');
  await rowAction(first, /处\s*理/);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(dialog.getByText('请填写处理说明')).toBeVisible();
  await dialog.getByLabel('处理说明').fill('已联系门店检查终端线束');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(dialog).toBeHidden();
  if (before > 1) await expect(pane.getByText(/^共 \d+ 条$/)).toHaveText(`共 ${before - 1} 条`);
  else await expect(pane.locator('tbody tr.ant-table-row')).toHaveCount(0);

  await openInApp(page, '/sopAlarmList?alarmKind=powerCut&handleState=1');
  const handled = visiblePane(page).locator('tbody tr.ant-table-row').filter({ hasText: when });
  await expect(handled).toContainText('已联系门店检查终端线束');
  await expect(handled).toContainText('已处理');
});
