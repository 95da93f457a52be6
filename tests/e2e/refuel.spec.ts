/**
 * Issue [L] journey, refuelling: a record whose odometer is below the vehicle's last reading is refused with a message
 * naming that reading, the form keeps what was typed and nothing is saved; corrected, it is saved (the amount shown
 * as typed, in exact decimals), confirmed in a dialog on its row, and its detail shows the consumption since the last one.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseOption, rowAction, signIn, visiblePane } from './helpers';

interface Reading {
  plate: string;
  refuelTime: string;
  odometer: number;
  refuelStatus: number;
}

/** A day after a record's time, as the date-time picker takes it. */
function dayAfter(time: string): string {
  const d = new Date(`${time.replace(' ', 'T')}Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** The list's total, as its pager says it. */
async function total(page: Page): Promise<number> {
  const text = await visiblePane(page).getByText(/^共 \d+ 条$/).textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

test('a lower odometer is refused and nothing saved; a valid record is confirmed and shows its consumption', async ({ page }) => {
  test.slow();
  await signIn(page);
  await page.goto('/RefuelingList');
  const pane = visiblePane(page);
  await expect(pane.getByText(/^共 \d+ 条$/)).toBeVisible();
  const before = await total(page);

  // A vehicle whose last refuelling is confirmed (a new record may follow it), as the list answers.
  const last = await page.evaluate(async () => {
    const answer = (await (await fetch('/api/refuel/list?pageSize=1000&orderBy=refuelTime&order=desc')).json()) as { data: { result: Reading[] } };
    const seen = new Set<string>();
    for (const r of answer.data.result) {
      if (seen.has(r.plate)) continue;
      seen.add(r.plate);
      if (r.refuelStatus === 1) return r;
    }
    return null;
  });
  expect(last).not.toBeNull();
  const { plate, refuelTime, odometer } = last!;

  await pane.getByRole('button', { name: /新\s*增/ }).click();
  await expect(page).toHaveURL(/\/RefuelingAdd\?/);
  const form = visiblePane(page);
  await chooseOption(page, form, '车牌号', { search: plate, option: new RegExp(`^${plate}`) });
  await expect(form.getByTestId('refuel-previous')).toContainText(`${odometer} km`);
  const time = form.getByLabel('加油时间');
  await time.click();
  await time.fill(dayAfter(refuelTime));
  await time.press('Enter');
  await chooseOption(page, form, '燃油类型', { search: '92#', option: '92#汽油', exact: true });
  await form.getByLabel('加油量（升）').fill('30.22');
  await form.getByLabel('单价（元/升）').fill('7.75');
  // 30.22 × 7.75 = 234.205: half up to 234.21 (floating point would give 234.20).
  await expect(form.getByTestId('refuel-amount')).toHaveText('234.21');
  await form.getByLabel('里程表读数（km）').fill(String(odometer - 100));
  await form.getByLabel('加油站').fill('中国石化北京建国路加油站');

  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form.getByText(`里程表读数须大于该车上次加油时的读数（${odometer} km）`)).toBeVisible();
  // Still on the form, with everything typed.
  await expect(page).toHaveURL(/\/RefuelingAdd\?/);
  await expect(form.getByLabel('加油量（升）')).toHaveValue('30.22');
  await expect(form.getByLabel('加油站')).toHaveValue('中国石化北京建国路加油站');
  await expect(form.getByLabel('里程表读数（km）')).toHaveValue(String(odometer - 100));

  // Corrected: 420 km since the last refuelling, 30.22 L → 7.20 L/100 km.
  await form.getByLabel('里程表读数（km）').fill(String(odometer + 420));
  await expect(form.getByTestId('refuel-consumption')).toHaveText('7.20');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/RefuelingList/);
  const list = visiblePane(page);
  // One more record: the refused one was not saved.
  await expect(list.getByText(`共 ${before + 1} 条`)).toBeVisible();
  const row = list.getByRole('row').filter({ hasText: plate }).filter({ hasText: '待确认' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('234.21');

  // Confirm it in a dialog on its row, the address the list's: the record named, the question asked.
  const listAddress = page.url();
  await rowAction(row, /^确\s*认$/);
  const confirmDialog = page.getByRole('dialog', { name: '确认' });
  await expect(confirmDialog.getByText('确认后该加油记录不能再修改或删除，确定确认吗？')).toBeVisible();
  await expect(confirmDialog.getByTestId('action-record')).toBeVisible();
  expect(page.url()).toBe(listAddress);
  await confirmDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('加油记录已确认')).toBeVisible();
  await expect(confirmDialog).toBeHidden();
  await expect(page).toHaveURL(/\/RefuelingList/);

  // Its detail: confirmed, the previous reading and the consumption.
  const confirmed = visiblePane(page).getByRole('row').filter({ hasText: plate }).filter({ hasText: '已确认' }).filter({ hasText: '234.21' });
  await confirmed.getByRole('link', { name: '详情', exact: true }).click();
  await expect(page).toHaveURL(/\/RefuelingDetail\?/);
  // The detail's own pane: the list stays the visible one until the detail's code is in (a loaded machine).
  const detail = page.locator('[data-pane="/RefuelingDetail"]:not([hidden])');
  await expect(detail.getByText('7.20', { exact: true })).toBeVisible();
  await expect(detail.getByText(String(odometer), { exact: true })).toBeVisible();
  await expect(detail.getByText('已确认', { exact: true })).toBeVisible();
  // Confirmed: no longer editable.
  await expect(detail.getByRole('button', { name: /编\s*辑/ })).toHaveCount(0);
});
