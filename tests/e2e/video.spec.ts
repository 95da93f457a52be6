/**
 * Video monitoring ([N] item 7) as a monitoring desk uses it, in Chromium with the demo backend's own footage: a
 * vehicle's channel opened in the live grid plays (its position advances), says it is demo footage and takes a
 * snapshot; an off-line
 * terminal's channel cannot be opened and the screen says why; a recording of a period plays and the timeline seeks
 * in it; an active-safety alarm's clip plays.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openInApp, signIn, visiblePane } from './helpers';

const pane = visiblePane;

/** The current position of the first <video> in the scope. */
const position = (scope: Locator) => scope.locator('video').first().evaluate((v: HTMLVideoElement) => v.currentTime);

/** The serious or critical axe violations (WCAG 2 A/AA) of a screen, as tests/e2e/a11y.spec.ts counts them. */
async function serious(page: Page, path: string) {
  // Not what the pointer hovers (antd's hover colours are a passing state).
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include(`[data-pane="${path}"]`).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Picks the first vehicle of the live screen's list whose tag reads `state`. */
async function chooseVehicle(page: Page, state: '在线' | '离线'): Promise<string> {
  const item = pane(page).getByRole('listitem').getByRole('button').filter({ hasText: state }).first();
  await expect(item).toBeVisible();
  const plate = (await item.locator('strong').innerText()).trim();
  await item.click();
  return plate;
}

test('a live channel plays demo footage, and an off-line terminal is refused with why', async ({ page }) => {
  await signIn(page);
  await openInApp(page, '/interiorVideoMonitorList');
  await expect(pane(page).getByRole('heading', { name: '车内视频监控' })).toBeVisible();
  // A 1-cell grid, then a 4-cell one: four cells.
  await pane(page).getByText('1 画面').click();
  await expect(pane(page).getByTestId('video-cell')).toHaveCount(1);
  await pane(page).getByText('4 画面').click();
  await expect(pane(page).getByTestId('video-cell')).toHaveCount(4);

  const plate = await chooseVehicle(page, '在线');
  const channels = pane(page).locator('.ant-card', { hasText: `${plate} 的视频通道` });
  await channels.getByRole('button', { name: /通道1/ }).click();
  const cell = pane(page).getByTestId('video-cell').first();
  await expect(cell.locator('[data-player-state="playing"]')).toBeVisible();
  await expect(cell.getByText('演示画面')).toBeVisible();
  await expect(cell).toContainText(plate);
  const first = await position(cell);
  await expect.poll(() => position(cell)).toBeGreaterThan(first + 0.5);
  expect(await serious(page, '/interiorVideoMonitorList')).toEqual([]);
  // A snapshot: a PNG of the frame, downloaded, named by the plate and the time.
  const download = page.waitForEvent('download');
  await cell.getByRole('button', { name: '截图' }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^${plate}_.*_\\d{14}\\.png$`));

  // An off-line terminal: its channels are disabled, and the screen says why.
  const offline = await chooseVehicle(page, '离线');
  const offCard = pane(page).locator('.ant-card', { hasText: `${offline} 的视频通道` });
  await expect(offCard.getByRole('alert')).toContainText(`车辆${offline}的视频终端`);
  await expect(offCard.getByRole('alert')).toContainText('离线，无法调取视频');
  await expect(offCard.getByRole('button', { name: /通道1/ })).toBeDisabled();
});

test('a recording of a period plays, and the timeline seeks in it', async ({ page }) => {
  await signIn(page);
  await openInApp(page, '/historyVideo');
  const screen = pane(page);
  await expect(screen.getByRole('heading', { name: '历史视频' })).toBeVisible();
  await screen.getByLabel('车辆', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await screen.getByRole('button', { name: /查\s?询/ }).click();
  const play = screen.getByRole('button', { name: /^播放 / }).and(screen.locator(':not([disabled])'));
  await expect(play.first()).toBeVisible();
  await play.first().click();
  const player = screen.locator('[data-player-state]');
  await expect(player).toHaveAttribute('data-player-state', 'playing');
  await expect(player.getByText('演示画面')).toBeVisible();
  // Seek with the timeline's handle (by the keyboard): back to the start once it has played a while, then to the end.
  await expect.poll(() => position(screen)).toBeGreaterThan(2);
  const slider = screen.getByRole('slider', { name: '播放进度' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => position(screen)).toBeLessThan(1.5);
  await page.keyboard.press('End');
  await expect.poll(() => position(screen)).toBeGreaterThan(7);
  expect(await serious(page, '/historyVideo')).toEqual([]);
});

test('an active-safety alarm clip plays beside the live grid', async ({ page }) => {
  await signIn(page);
  await openInApp(page, '/initiativeVideoMonitorList');
  const screen = pane(page);
  await expect(screen.getByRole('heading', { name: '主动安全报警' })).toBeVisible();
  await screen.getByRole('link', { name: '播放片段' }).first().click();
  const dialog = page.getByRole('dialog', { name: '报警视频片段' });
  await expect(dialog.locator('[data-player-state="playing"]')).toBeVisible();
  await expect(dialog.getByText('演示画面')).toBeVisible();
  expect(await serious(page, '/initiativeVideoMonitorList')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
