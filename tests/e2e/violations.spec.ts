/**
 * Issue [L] item 10 journeys: the violation analysis opens the violation list filtered to the bar clicked (and the list
 * shows only matching rows); a violation added at a time a trip covers names that trip's driver as responsible.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, visiblePane } from './helpers';

interface Answer<T> { code: number; data: T }

/** A call to the demo backend from the page (the signed-in session's worker answers it). */
async function api<T>(page: Page, path: string): Promise<T> {
  const body = await page.evaluate(async (p) => (await fetch(p)).json() as Promise<Answer<unknown>>, path);
  expect(body.code).toBe(0);
  return body.data as T;
}

test('a bar of the analysis opens the violation list filtered to it', async ({ page }) => {
  await signIn(page);
  await page.goto('/ViolationBI');
  const pane = visiblePane(page);
  // Every chart drawn.
  await expect(pane.locator('[data-chart-ready="true"]')).toHaveCount(5);
  // The kind with the most violations is the first column: its table gives its code and count.
  const byCode = pane.getByTestId('bi-code');
  await byCode.getByText('表格', { exact: true }).click();
  const firstRow = byCode.locator('.ant-table-tbody tr.ant-table-row').first();
  const label = (await firstRow.locator('td').first().innerText()).trim();
  const code = label.split(' ')[0]!;
  const count = Number((await firstRow.locator('td').nth(1).innerText()).trim());
  expect(code).toMatch(/^\d{4}$/);
  await byCode.getByText('图表', { exact: true }).click();

  // Click inside the first column's band of the chart.
  const chart = pane.getByTestId('chart-code');
  await expect(chart).toHaveAttribute('data-chart-ready', 'true');
  await chart.scrollIntoViewIfNeeded();
  const box = (await chart.boundingBox())!;
  await page.mouse.click(box.x + 48 + 6, box.y + box.height / 2);

  await expect(page).toHaveURL(new RegExp(`/PeccancyList\\?.*peccancyCode=${code}`));
  const list = visiblePane(page);
  const rows = list.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  // Only that kind, and as many as the chart counted (withdrawn ones, not counted by the analysis, aside).
  const codes = await rows.locator('td').filter({ hasText: /^\d{4} / }).allInnerTexts();
  expect(codes.length).toBeGreaterThan(0);
  for (const text of codes) expect(text.startsWith(`${code} `)).toBe(true);
  const url = new URL(page.url());
  const listed = await api<{ total: number; result: { status: number }[] }>(page, `/api/peccancy/list?${url.searchParams}&pageSize=1000`);
  expect(listed.result.filter((r) => r.status !== 5)).toHaveLength(count);
  await expect(list.getByText(`共 ${listed.total} 条`)).toBeVisible();
});

test('a violation added at a time a trip covers names that trip’s driver', async ({ page }) => {
  await signIn(page);
  await page.goto('/PeccancyList');
  // The demo backend is up once the list shows its rows.
  await expect(visiblePane(page).locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  // A completed trip and a moment half an hour into it.
  const trips = await api<{ result: { tripNo: string; carId: number; plate: string; driverName: string; cityName: string; startTime: string; durationMin: number }[] }>(page, '/api/trip/list?status=2&pageSize=50');
  const trip = trips.result.find((t) => t.durationMin >= 60)!;
  const [day, clock] = trip.startTime.split(' ') as [string, string];
  const [h, m] = clock.split(':').map(Number) as [number, number];
  const minutes = h * 60 + m + 30;
  const time = `${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

  await page.goto('/PeccancyAddNew');
  const form = visiblePane(page);
  await form.getByLabel('车牌号').click();
  await form.getByLabel('车牌号').fill(trip.plate);
  await page.locator('.ant-select-dropdown:visible').getByTitle(trip.plate, { exact: true }).click();
  const when = form.getByLabel('违章时间');
  await when.click();
  await when.fill(time);
  await when.press('Enter');
  await form.getByLabel('违章城市').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(trip.cityName, { exact: true }).click();
  await form.getByLabel('违章地点').fill(`${trip.cityName}迎宾大道与学府路交叉口`);
  await form.getByLabel('违章代码').click();
  await page.locator('.ant-select-dropdown:visible').getByText('1625 闯红灯', { exact: false }).click();
  await form.getByRole('button', { name: /保\s*存|提\s*交/ }).click();
  await expect(page).toHaveURL(/\/PeccancyList/);

  // The list for that vehicle on that day: the new violation, its driver the trip's, its points and fine the code's.
  await page.goto(`/PeccancyList?carId=${trip.carId}&beginTime=${day}&endTime=${day}`);
  const row = visiblePane(page).locator('.ant-table-tbody tr.ant-table-row', { hasText: '迎宾大道与学府路交叉口' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(trip.driverName);
  await expect(row).toContainText(time);
  await expect(row).toContainText('200.00');
  // Its detail says how the driver was found.
  await row.getByText('详情').click();
  await visiblePane(page).getByRole('tab', { name: '责任司机' }).click();
  await expect(visiblePane(page).getByText(`违章时间在行程 ${trip.tripNo}`)).toBeVisible();
});
