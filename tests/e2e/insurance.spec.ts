/**
 * Insurance journey: a renewal of a vehicle's compulsory policy is added with its essentials on /InsuranceAdd; it is on
 * /TrafficInsuranceList, and the vehicle's detail shows it among its policies with the new insurance expiry (derived
 * from the policies, not typed on the vehicle). Completing it (完善, a drawer on its row of /InsuranceList, the address
 * the list's) is refused while it has no photo; a photo uploaded on /InsurancePhoto, it is completed.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rowAction, signIn, visiblePane } from './helpers';

interface Answer<T> {
  code: number;
  data: T;
}

async function api<T>(page: Page, path: string): Promise<T> {
  const body = await page.evaluate(async (p) => (await fetch(p)).json() as Promise<Answer<unknown>>, path);
  expect(body.code).toBe(0);
  return body.data as T;
}

interface Policy {
  policyId: number;
  policyNo: string;
  insuranceType: number;
  carId: number;
  plate: string;
  insuredCompany: string;
  startDate: string;
  endDate: string;
}

const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');

/** The day `n` days after a date (YYYY-MM-DD). */
const dayAfter = (date: string, n = 1) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Types a date into a date picker and leaves it (Tab: Enter would also submit the form, and the §9 double-click guard
 * would then drop the submit click that follows).
 */
async function pickDate(page: Page, label: string, value: string, scope: Locator = visiblePane(page)) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Tab');
  await expect(input).toHaveValue(value);
}

/** A small PNG (1×1) with an ASCII file name: what the §5 image rules accept. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a compulsory renewal added shows on the fleet list and the vehicle; it is completed once it has a photo', async ({ page }) => {
  test.slow();
  await signIn(page);
  await page.goto('/InsuranceList');
  await expect(visiblePane(page).locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();

  // A vehicle whose latest compulsory policy is in force: its renewal starts the day after it ends.
  const compulsory = await api<{ result: Policy[] }>(page, '/api/insurance/traffic/list?pageSize=2000&orderBy=endDate&order=desc');
  const latest = new Map<number, Policy>();
  for (const p of compulsory.result) if (!latest.has(p.carId)) latest.set(p.carId, p);
  const today = new Date().toISOString().slice(0, 10);
  const current = [...latest.values()].find((p) => p.startDate <= today && p.endDate > dayAfter(today, 40))!;
  const start = dayAfter(current.endDate);
  const end = dayAfter(start, 364);
  const policyNo = `PDZA${start.slice(0, 4)}E2E${current.carId}`;

  // Added with the essentials.
  await page.goto('/InsuranceAdd');
  const form = visiblePane(page);
  await form.getByLabel('保单号', { exact: true }).fill(policyNo);
  await form.getByLabel('险种', { exact: true }).click();
  await dropdown(page).getByTitle('交强险', { exact: true }).click();
  await form.getByLabel('车牌号', { exact: true }).click();
  await form.getByLabel('车牌号', { exact: true }).fill(current.plate);
  await dropdown(page).getByTitle(current.plate, { exact: true }).click();
  await form.getByLabel('保险公司', { exact: true }).click();
  await dropdown(page).getByTitle('平安产险', { exact: true }).click();
  await form.getByLabel('被保险人', { exact: true }).click();
  await form.getByLabel('被保险人', { exact: true }).fill(current.insuredCompany);
  await dropdown(page).getByTitle(current.insuredCompany, { exact: true }).click();
  await pickDate(page, '起保日期', start);
  await pickDate(page, '终保日期', end);
  await form.getByLabel('保费（元）').fill('950');
  await form.getByRole('button', { name: /保\s*存|提\s*交/ }).click();
  await expect(page).toHaveURL(/\/InsuranceList/);

  // On the fleet's compulsory list, not yet in force and to complete.
  await page.goto(`/TrafficInsuranceList?policyNo=${policyNo}`);
  const row = visiblePane(page).locator('.ant-table-tbody tr.ant-table-row', { hasText: policyNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(current.plate);
  await expect(row).toContainText('未生效');
  await expect(row).toContainText('待完善');

  // On the vehicle: the new expiry, and the policy among its policies.
  await page.goto(`/VehiclesDetail?carId=${current.carId}`);
  const vehicle = visiblePane(page);
  await vehicle.getByRole('tab', { name: '证照与保险' }).click();
  await expect(vehicle.getByText(end, { exact: true }).first()).toBeVisible();
  await vehicle.getByRole('tab', { name: '保险保单' }).click();
  await expect(vehicle.getByText(policyNo, { exact: true })).toBeVisible();

  // Completing it: a drawer on its row, the address the list's; refused without a photo, with the rule's message.
  const list = `/InsuranceList?policyNo=${policyNo}`;
  const atList = new RegExp(`/InsuranceList\\?policyNo=${policyNo}$`);
  await page.goto(list);
  const policyRow = visiblePane(page).locator('.ant-table-tbody tr.ant-table-row', { hasText: policyNo });
  await rowAction(policyRow, /^完\s*善$/);
  const perfect = page.getByRole('dialog', { name: '完善保险信息' });
  await expect(perfect.getByTestId('photo-count')).toHaveText('已上传 0 张');
  await expect(perfect).toContainText(policyNo);
  await pickDate(page, '签单日期', start, perfect);
  await perfect.getByLabel('代收车船税（元）').fill('360');
  await perfect.getByRole('button', { name: '完善保单' }).click();
  await expect(perfect.getByRole('alert')).toContainText('请至少上传一张保单照片后再完善');
  await expect(page).toHaveURL(atList);

  // A photo uploaded on /InsurancePhoto (the drawer's link; its way back is the list). The drawer holds what was typed:
  // leaving it asks first ([Q] forms).
  await perfect.getByRole('link', { name: '上传或管理照片' }).click();
  await page.getByRole('button', { name: /^离\s?开$/ }).click();
  await expect(page).toHaveURL(/\/InsurancePhoto\?/);
  const photos = visiblePane(page);
  await photos.locator('input[type=file]').setInputFiles({ name: 'policy.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('照片已上传')).toBeVisible();
  await expect(photos.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await photos.getByRole('button', { name: /^返\s*回$/ }).click();

  // Back on the list, the drawer again: accepted; it closes and the row reads 已完善.
  await expect(page).toHaveURL(atList);
  await rowAction(policyRow, /^完\s*善$/);
  await expect(perfect.getByTestId('photo-count')).toHaveText('已上传 1 张');
  await pickDate(page, '签单日期', start, perfect);
  await perfect.getByLabel('代收车船税（元）').fill('360');
  await expect(perfect.getByText('信息齐全，可以完善。')).toBeVisible();
  await perfect.getByRole('button', { name: '完善保单' }).click();
  await expect(page.getByText('保单已完善')).toBeVisible();
  await expect(perfect).toHaveCount(0);
  await expect(page).toHaveURL(atList);
  await expect(policyRow).toContainText('已完善');
});
