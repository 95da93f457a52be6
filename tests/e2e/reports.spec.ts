/**
 * Issue 23 item 6 journeys: /DrivingBehaviorReport over a period picked with the picker's preset — a vehicle's row
 * opens its driving events, an event opens the vehicle's trail around that moment; /FuelConsumptionReport draws its
 * charts, and a chart's table is the chart's data (the backend's answer the chart is drawn from).
 */
import { expect, test } from './fixtures';
import { rowAction, signIn, visiblePane } from './helpers';

/** The trail around an event or a fence alarm: five minutes either side (TRAIL_AROUND_MS). */
const TRAIL_AROUND_MS = 5 * 60_000;

test('a vehicle’s row of the driving behaviour report opens its events, and an event its trail', async ({ page }) => {
  await signIn(page);
  await page.goto('/DrivingBehaviorReport');
  const pane = visiblePane(page);
  await expect(pane.getByRole('heading', { name: '驾驶行为报表' })).toBeVisible();
  await expect(pane.getByTestId('behaviour-rules')).toContainText('评分 = 100');
  // Pick the last 3 days with the picker's preset.
  await pane.getByLabel('统计日期').first().click();
  await page.locator('.ant-picker-dropdown:visible').getByText('最近3天', { exact: true }).click();
  await expect(page).toHaveURL(/start=/);
  const start = new URL(page.url()).searchParams.get('start')!;
  await expect(pane.locator('[data-chart-ready="true"]')).toHaveCount(2);

  const rows = pane.getByTestId('behaviour-rows').locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const plate = (await rows.first().locator('td').first().innerText()).trim();
  const events = Number((await rows.first().locator('td').nth(8).innerText()).trim());
  expect(events).toBeGreaterThan(0);
  await rows.first().click();

  const drawer = page.getByTestId('behaviour-events');
  await expect(page.locator('.ant-drawer-title')).toContainText(plate);
  await expect(drawer.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect(drawer.getByText(`共 ${events} 条`).or(drawer.locator('.ant-pagination'))).toBeVisible();
  const first = drawer.locator('.ant-table-tbody tr.ant-table-row').first();
  const time = (await first.locator('td').first().innerText()).trim();
  expect(time >= start).toBe(true);
  await rowAction(first, '轨迹');

  await expect(page).toHaveURL(/\/VehicleTrail\?carId=\d+&start=.*&end=/);
  const trail = visiblePane(page);
  await expect(trail.getByRole('heading', { name: '车辆轨迹' })).toBeVisible();
  await expect(trail.getByText(plate).first()).toBeVisible();
  // The trail of the minutes either side of the event (the fence alarms' TRAIL_AROUND_MS), with its reports.
  const around = new URL(page.url()).searchParams;
  const at = Date.parse(`${time.replace(' ', 'T')}Z`);
  expect(Date.parse(`${around.get('start')!.replace(' ', 'T')}Z`)).toBe(at - TRAIL_AROUND_MS);
  expect(Date.parse(`${around.get('end')!.replace(' ', 'T')}Z`)).toBe(at + TRAIL_AROUND_MS);
  await expect(trail.getByTestId('stat-points')).toContainText(/轨迹点[1-9]\d*/);
});

test('the fuel report draws its charts, and a chart’s table is its data', async ({ page }) => {
  await signIn(page);
  await page.goto('/FuelConsumptionReport');
  const pane = visiblePane(page);
  await expect(pane.getByTestId('fuel-method')).toContainText('加油到加油');
  await pane.getByLabel('统计日期').first().click();
  await page.locator('.ant-picker-dropdown:visible').getByText('最近7天', { exact: true }).click();
  await expect(page).toHaveURL(/start=/);
  await expect(pane.locator('[data-chart-ready="true"]')).toHaveCount(2);
  // The chart's data as the chart itself describes it (ECharts' aria description: per series "<day>的数据是<i>，<value>").
  const card = pane.getByTestId('card-fuel-days');
  const described = (await card.getByTestId('chart-fuel-days').getAttribute('aria-label')) ?? '';
  const series = described.split('；').map((part) => [...part.matchAll(/(\d{2}-\d{2})的数据是\d+，([\d.-]+)/g)].map((m) => [m[1], m[2]]));
  const [consumption, litres] = series as [string[][], string[][]];
  expect(consumption.length).toBeGreaterThan(0);
  await card.getByText('表格', { exact: true }).click();
  const table = card.getByTestId('table-fuel-days').locator('.ant-table-tbody tr.ant-table-row');
  await expect(table).toHaveCount(consumption.length);
  const read = await table.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
  // Columns: day, mileage, litres, L/100 km, cost.
  expect(read.map((r) => [r[0]!.slice(5), r[3]])).toEqual(consumption.map(([day, v]) => [day, v === '-' ? '—' : Number(v).toFixed(2)]));
  expect(read.map((r) => [r[0]!.slice(5), r[2]])).toEqual(litres.map(([day, v]) => [day, Number(v).toFixed(2)]));
  // The vehicles' table lists them, and the export answers a workbook.
  await expect(pane.getByTestId('fuel-vehicles').locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await pane.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toMatch(/^油耗报表.*\.xlsx$/);
});
