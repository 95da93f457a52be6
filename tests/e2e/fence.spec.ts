/**
 * Electronic fences ([N] item 5) in Chromium: the list of the seeded fences, a fence's detail with its area on the
 * map and its alarms, and the add screen's drawing map refusing a save without a shape with the §5 message.
 * Then the "done when": a circle drawn round a driving vehicle (the map goes to the bound vehicle) raises its
 * alarm as the vehicle leaves it (the page's clock runs on; we wait for the row, never a fixed time), and the alarm
 * opens on the fence's map.
 */
import { expect, test } from './fixtures';
import { chooseOption, openInApp, signIn, visiblePane } from './helpers';

test('fences: list, detail on the map, and the add screen asks for a shape', async ({ page }) => {
  await signIn(page);
  await openInApp(page, '/electronicfencepage');
  const pane = visiblePane(page);
  await expect(pane.getByRole('cell', { name: /环路监测区/ }).first()).toBeVisible();

  // The operator's list is the same list.
  await openInApp(page, '/sopFenceList');
  await expect(visiblePane(page).getByRole('cell', { name: /环路监测区/ }).first()).toBeVisible();

  await openInApp(page, '/detailMap?fenceId=7001');
  await visiblePane(page).getByRole('tab', { name: '围栏区域' }).click();
  await expect(visiblePane(page).locator('[data-fence-shown="circle"]')).toBeVisible();

  await openInApp(page, '/addmap');
  const form = visiblePane(page);
  await expect(form.getByRole('region', { name: '围栏绘制地图' })).toBeVisible();
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form.getByText('请在地图上绘制围栏')).toBeVisible();
});

test('the issue: a fence drawn across a driving vehicle\'s road raises its alarm, which opens on the map', async ({ page }) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await signIn(page);
  // A vehicle driving now (the demo feed, as the monitoring screens read it).
  const driving = await page.evaluate(async () => {
    const res = (await (await fetch('/api/monitor/positions/latest')).json()) as { data: { positions: { carId: number; plate: string; online: boolean; ignition: boolean }[] } };
    return res.data.positions.find((p) => p.online && p.ignition)!;
  });
  expect(driving).toBeTruthy();

  await openInApp(page, '/addmap');
  const form = visiblePane(page);
  await form.getByLabel('围栏名称').fill('E2E 路口围栏');
  await chooseOption(page, form, '所属公司', { search: '畅行租车', option: '畅行租车' });
  await chooseOption(page, form, '报警类型', { search: '进出均报警', option: '进出均报警' });
  for (const d of ['周一', '周二', '周三', '周四', '周五', '周六', '周日']) {
    await form.getByLabel('生效日', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: d }).click();
  }
  await page.keyboard.press('Escape');
  await form.getByLabel('生效开始时间').fill('00:00');
  await page.keyboard.press('Enter');
  await form.getByLabel('生效结束时间').fill('23:59');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: /添加绑定车辆|绑定车辆/ }).click();
  await chooseOption(page, form, '车辆', { search: driving.plate, option: driving.plate });

  // The map goes to the bound vehicle; a 150 px circle round it (≈ 700 m at zoom 15) lies across its road.
  const map = form.getByRole('region', { name: '围栏绘制地图' });
  await expect(map).toHaveAttribute('data-bound-cars', '1');
  await form.getByText('圆形', { exact: true }).click();
  const box = (await map.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.click(cx, cy);
  await page.mouse.move(cx + 75, cy, { steps: 5 });
  await page.mouse.move(cx + 150, cy, { steps: 5 });
  await page.mouse.click(cx + 150, cy);
  await expect(form.getByTestId('shape-summary')).toContainText(/圆形 · 半径/);
  await form.getByRole('button', { name: /保\s*存/ }).click();

  // The list shows it; its detail's alarms fill as the vehicle leaves the circle (the clock runs on).
  const list = visiblePane(page);
  await list.getByLabel('围栏名称').fill('E2E 路口围栏');
  await list.getByRole('button', { name: /查\s*询/ }).click();
  await list.getByRole('row').filter({ hasText: 'E2E 路口围栏' }).getByRole('link', { name: '详情' }).click();
  const detail = visiblePane(page);
  await detail.getByRole('tab', { name: '围栏报警' }).click();
  await expect(async () => {
    await page.clock.fastForward('01:00');
    await detail.getByRole('tab', { name: '基本信息' }).click();
    await detail.getByRole('tab', { name: '围栏报警' }).click();
    await expect(detail.getByRole('row').filter({ hasText: driving.plate }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000 });

  // The alarm opens where it happened on the fence's map.
  await detail.getByText(/查看全部/).click();
  const alarms = visiblePane(page);
  await alarms.getByRole('row').filter({ hasText: driving.plate }).first().getByRole('link', { name: '位置' }).click();
  const where = visiblePane(page);
  await where.getByRole('tab', { name: '围栏区域' }).click();
  await expect(where.locator('[data-alarm-shown]')).toBeVisible();
});
