/**
 * Trails (issue 23 item 4) in Chromium, on the demo's basemap and simulated GPS feed — the "Done when": pick a
 * vehicle on /CarsMonitoring, open its trail for the last hour (轨迹回放 on its card), play it at ×8 and see the
 * marker and the speed chart's cursor advance together (both carry the playback time as `data-playback-time`); a
 * click on the chart moves the playback there; /vehicleRecord lists the trips, each opening its trail.
 */
import { expect, test } from './fixtures';
import { openInApp, signIn, visiblePane } from './helpers';

// The page's clock, which the demo backend and its simulated GPS feed read, starts at a fixed morning and runs on from
// there: /vehicleRecord loads the whole "today" (a report every 10 s per vehicle, about 7,900 by 22:00 Shanghai), so
// with the wall clock these tests grew slower through the day.
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2026-06-01T09:00:00+08:00') });
});

test('a moving vehicle’s trail of the last hour plays at ×8 with the marker and the chart’s cursor together', async ({ page, baseURL }) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) outside.push(r.url());
  });
  await signIn(page);
  await openInApp(page, '/CarsMonitoring');
  let p = visiblePane(page);
  await p.getByRole('button', { name: /^行驶 \d+$/ }).click();
  await p.getByRole('option').first().click();
  const card = p.getByTestId('vehicle-card');
  const plate = (await p.getByRole('option', { selected: true }).locator('strong').innerText()).trim();
  await card.getByTestId('open-trail').click();

  p = visiblePane(page);
  await expect(p.getByRole('heading', { name: '车辆轨迹' })).toBeVisible();
  // The last hour: 360 reports every 10 s, mileage and stops counted.
  await expect(p.getByTestId('stat-points')).toContainText(/3[56]\d/);
  await expect(p.getByTestId('stat-mileage')).toContainText('km');
  await expect(p.getByLabel('车辆（车牌号）')).toBeVisible();
  await expect(p.getByText(plate).first()).toBeVisible();

  const marker = p.getByTestId('trail-marker');
  const chart = p.getByTestId('trail-chart');
  await expect(marker).toBeVisible();
  // The chart drawn (EChart marks its own box, inside the trail's chart host): a click before would land on no chart.
  await expect(chart.locator('[data-chart-ready="true"]')).toHaveCount(1);
  const read = () =>
    page.evaluate(() => {
      const pane = document.querySelector('.console-pane:not([hidden])')!;
      const m = pane.querySelector<HTMLElement>('[data-testid="trail-marker"]')!;
      const c = pane.querySelector<HTMLElement>('[data-testid="trail-chart"]')!;
      const cur = pane.querySelector<HTMLElement>('[data-testid="trail-chart-cursor"]')!;
      return { marker: Number(m.dataset.playbackTime), chart: Number(c.dataset.playbackTime), cursorX: parseFloat(cur.style.left), at: m.style.transform };
    });
  const start = await read();

  await p.getByText('×8', { exact: true }).click();
  await p.getByTestId('trail-play').click();
  await expect(p.getByTestId('trail-play')).toContainText('暂停');
  // It advances: the marker moves on the map, the chart's cursor to the right, both at the same playback time.
  await expect.poll(async () => (await read()).marker - start.marker, { timeout: 20_000 }).toBeGreaterThan(5 * 60_000);
  await p.getByTestId('trail-play').click();
  await expect(p.getByTestId('trail-play')).toContainText('播放');
  const paused = await read();
  expect(paused.chart).toBe(paused.marker);
  expect(paused.cursorX).toBeGreaterThan(start.cursorX);
  // The marker moved on the map: a vehicle driving now may have stood still in the hour's first minutes, so playing
  // on until it has (at most the rest of the hour).
  if (paused.at === start.at) {
    await p.getByTestId('trail-play').click();
    await expect.poll(async () => (await read()).at, { timeout: 120_000 }).not.toBe(start.at);
    await p.getByTestId('trail-play').click();
    await expect(p.getByTestId('trail-play')).toContainText('播放');
    const later = await read();
    expect(later.chart).toBe(later.marker);
  }

  // A click near the end of the chart moves the playback there (marker and cursor with it).
  const box = (await chart.boundingBox())!;
  // Clicked again only if the playback has not moved (in one CI run of 2026-11-29 the first click after the pause
  // changed nothing beside load; why the chart missed it is not known yet).
  await expect(async () => {
    await page.mouse.click(box.x + box.width - 40, box.y + box.height / 2);
    await expect.poll(async () => (await read()).marker, { timeout: 5_000 }).toBeGreaterThan(paused.marker + 20 * 60_000);
  }).toPass({ timeout: 60_000 });
  const moved = await read();
  expect(moved.chart).toBe(moved.marker);

  // The keyboard: ← steps back one report; from the chart's middle, space plays and space pauses.
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await read()).marker).toBeLessThan(moved.marker);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // Focus off the buttons (space would press the focused one).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Space');
  await expect(p.getByTestId('trail-play')).toContainText('暂停');
  await page.keyboard.press('Space');
  await expect(p.getByTestId('trail-play')).toContainText('播放');

  expect(outside).toEqual([]);
});

test('a period over 7 days is refused with its message, and the driving record opens a trip’s trail', async ({ page }) => {
  await signIn(page);
  await openInApp(page, '/CarsMonitoring');
  let p = visiblePane(page);
  await p.getByRole('button', { name: /^行驶 \d+$/ }).click();
  const carId = await p.getByRole('option').first().getAttribute('data-car-id');
  await openInApp(page, `/VehicleTrail?carId=${carId}&start=2020-01-01%2000:00:00&end=2020-01-09%2000:00:00`);
  p = visiblePane(page);
  await p.getByTestId('trail-query').click();
  await expect(p.getByTestId('trail-period-error')).toHaveText('查询时间段不能超过7天');

  await openInApp(page, `/vehicleRecord?carId=${carId}`);
  p = visiblePane(page);
  await expect(p.getByTestId('record-totals')).toContainText('个行程');
  const open = p.getByRole('link', { name: '查看轨迹' }).first();
  await expect(open).toBeVisible();
  await open.click();
  p = visiblePane(page);
  await expect(p.getByRole('heading', { name: '轨迹详情' })).toBeVisible();
  await expect(p.getByTestId('trail-marker')).toBeVisible();
});
