/**
 * Electronic fences ([N] item 5) in Chromium: the list of the seeded fences, a fence's detail with its area on the
 * map and its alarms, and the add screen's drawing map refusing a save without a shape with the §5 message.
 * (The full journey — draw across a road, wait for the alarm — is not written yet.)
 */
import { expect, test } from './fixtures';
import { openInApp, signIn, visiblePane } from './helpers';

test('fences: list, detail on the map, and the add screen asks for a shape', async ({ page }) => {
  await signIn(page);
  await openInApp(page, '/electronicfencepage');
  const pane = visiblePane(page);
  await expect(pane.getByRole('cell', { name: /环路监测区/ }).first()).toBeVisible();

  await openInApp(page, '/detailMap?fenceId=7001');
  await visiblePane(page).getByRole('tab', { name: '围栏区域' }).click();
  await expect(visiblePane(page).locator('[data-fence-shown="circle"]')).toBeVisible();

  await openInApp(page, '/addmap');
  const form = visiblePane(page);
  await expect(form.getByRole('region', { name: '围栏绘制地图' })).toBeVisible();
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form.getByText('请在地图上绘制围栏')).toBeVisible();
});
