/**
 * Live monitoring (issue 23) in Chromium, on the demo's bundled basemap and simulated GPS feed: on /CarsMonitoring
 * the side list's count of moving vehicles is the map's own (the features its source holds, `data-map-counts`); a
 * vehicle picked in the list shows its card, and the next refresh keeps it selected; nothing is asked of another
 * host. /RealTimePositioning follows the vehicle of its address.
 */
import { expect, test } from './fixtures';
import { openInApp, signIn, visiblePane } from './helpers';

const pane = visiblePane;

test('the list counts what the map shows, and a selected vehicle stays selected across refreshes', async ({ page, baseURL }) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) outside.push(r.url());
  });
  await signIn(page);
  await openInApp(page, '/CarsMonitoring');
  const p = pane(page);
  const map = p.getByTestId('vehicle-map');
  // The map (WebGL) has drawn the feed: its source's count per state equals the list's.
  await expect(map).toHaveAttribute('data-map-counts', /"moving"/);
  await expect
    .poll(async () => {
      const onMap = JSON.parse((await map.getAttribute('data-map-counts')) ?? '{}') as Record<string, number>;
      const listed = Number(await p.getByTestId('count-moving').getAttribute('data-count'));
      return listed > 0 && onMap.moving === listed ? 'equal' : `list ${listed}, map ${onMap.moving}`;
    })
    .toBe('equal');
  // The loading state over the map ends once the vehicles are drawn.
  await expect(p.getByTestId('map-loading')).toHaveCount(0);

  // Only the moving ones: the list shows as many rows as the count says, and so does the map.
  await p.getByRole('button', { name: /^行驶 \d+$/ }).click();
  const moving = Number(await p.getByTestId('count-moving').getAttribute('data-count'));
  await expect(p.getByRole('option')).toHaveCount(Math.min(moving, 100));
  await expect(map).toHaveAttribute('data-map-features', String(moving));

  // Pick one with the keyboard among all of them (a moving one may stop at a light by the next refresh, and leave the
  // 行驶 list while it stays selected): its card shows.
  await p.getByRole('button', { name: /^全部 \d+$/ }).click();
  const list = p.getByTestId('vehicle-list');
  await list.focus();
  await page.keyboard.press('ArrowDown');
  const chosen = p.getByRole('option', { selected: true });
  const plate = (await chosen.locator('strong').innerText()).trim();
  const card = p.getByTestId('vehicle-card');
  await expect(card).toContainText(plate);
  await expect(card).toContainText('km/h');

  // The next refresh (a new "updated" time) keeps the selection and the card.
  const updated = p.getByTestId('updated');
  const before = await updated.innerText();
  await expect(updated).not.toHaveText(before, { timeout: 20_000 });
  await expect(p.getByRole('option', { selected: true })).toContainText(plate);
  await expect(card).toContainText(plate);

  expect(outside).toEqual([]);
});

test('real-time positioning follows the vehicle of its address', async ({ page }) => {
  await signIn(page);
  await openInApp(page, '/CarsMonitoring');
  const p = pane(page);
  await expect(p.getByRole('option').first()).toBeVisible();
  const first = p.getByRole('option').first();
  const carId = await first.getAttribute('data-car-id');
  const plate = (await first.locator('strong').innerText()).trim();
  await openInApp(page, `/RealTimePositioning?carId=${carId}`);
  const card = pane(page).getByTestId('vehicle-card');
  await expect(card).toContainText(plate);
  await expect(card.getByRole('switch', { name: '跟随' })).toBeChecked();
  await expect(pane(page).getByTestId('vehicle-map')).toHaveAttribute('data-map-features', '1');
});

test('the monitoring map shows the list on demand and keeps its vehicles when the language changes', async ({ page }) => {
  await signIn(page);
  await openInApp(page, '/monitoringMap');
  const p = pane(page);
  const map = p.getByTestId('vehicle-map');
  await expect(map).toHaveAttribute('data-map-counts', /"moving"/);
  const features = await map.getAttribute('data-map-features');
  await expect(p.getByRole('listbox')).toHaveCount(0);
  await p.getByRole('button', { name: '车辆列表' }).click();
  await expect(p.getByRole('option').first()).toBeVisible();
  await page.getByText('English', { exact: true }).click();
  await expect(p.getByRole('button', { name: 'Vehicles' })).toBeVisible();
  await expect(p.getByText(/demo roads \(synthetic\)/i).first()).toBeVisible();
  await expect(map).toHaveAttribute('data-map-features', features!);
});
