/**
 * English crawl ([Q] "English complete"): signed in as the provider admin with the console in English (after a
 * reload, as a user who switched), every screen of the route table opens inside the console, and the shell and the
 * screen show no Chinese text — menu, headers, buttons, labels, placeholders, tooltips, empty states — outside the
 * values that are data (a row's cells, a record's description values, a chosen option, a text typed in, a tree's
 * records, the signed-in user's and company's names). The screens are the route crawl's, in the same shards (./crawlRoutes.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { openRoute, screens, shards } from './crawlRoutes';
import { expect, test } from './fixtures';

// A backstop as the route crawl's: a shard opens at most 25 screens, a few seconds each.
test.describe.configure({ timeout: 10 * 60_000 });
test.use({ locale: 'en-US' });

/**
 * Where a text is data, not the console's words: table rows, description values, a select's chosen option (a record
 * or a dictionary value of the row), a tree of records (departments, menus), the user's and company's names in the
 * header, a rich text being edited, a map's labels (place names), a drawn chart's labels, and what the screen marks as a
 * record's text (`data-record-text`: the home page's greeting by name). The help articles are not data here: each is
 * written in both languages, and the reader shows the English one. A part in another language on purpose (`lang`: the language
 * switch's 中文) is not the console's English either.
 */
const DATA_VALUES = [
  '.ant-table-tbody',
  '.ant-descriptions-item-content',
  '.ant-select-selection-item',
  '.ant-select-content-has-value',
  'textarea',
  '.ant-tree',
  '.ant-select-tree',
  '.shell-name',
  '[contenteditable]',
  '.leaflet-container',
  '[data-record-text]',
  // A drawn chart's labels: its data's names (cities, drivers) as the chart draws them in SVG text.
  '[data-chart-ready]',
].join(', ');

/** The Chinese texts on show (a text, or a placeholder, tooltip or accessible name) outside the data values, each with its element. */
async function chineseOnShow(page: Page): Promise<string[]> {
  return page.evaluate((dataValues) => {
    const cjk = /[\u3400-\u9fff\uf900-\ufaff]/;
    const shown = (el: Element) =>
      el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !el.closest(dataValues) && !el.closest('[lang]')?.getAttribute('lang')?.startsWith('zh');
    const where = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`;
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (cjk.test(text) && node.parentElement && shown(node.parentElement)) found.add(`${where(node.parentElement)}: ${text.trim().slice(0, 80)}`);
    }
    for (const el of document.querySelectorAll('[placeholder], [title], [aria-label], [data-tip]')) {
      if (!shown(el)) continue;
      for (const name of ['placeholder', 'title', 'aria-label', 'data-tip']) {
        const value = el.getAttribute(name);
        if (value && cjk.test(value)) found.add(`${where(el)}[${name}]: ${value.slice(0, 80)}`);
      }
    }
    return [...found];
  }, DATA_VALUES);
}

/**
 * Waits until the screen's content is in and every chart shown is drawn: no skeleton or card still loading (a report's
 * data, the help articles: without this wait their text was never read), and every chart host shown (EChart's
 * `data-chart`) marked `data-chart-ready="true"` — a chart's labels are data once it is drawn, and read while it draws
 * they are not yet marked (a flaky fail on /FuelConsumptionReport).
 */
async function contentDrawn(pane: Locator, path: string) {
  await expect(pane.locator('.ant-skeleton:visible, .ant-card-loading:visible'), `${path}: its content loaded`).toHaveCount(0, { timeout: 30_000 });
  await expect(pane.locator('[data-chart]:not([data-chart-ready="true"]):visible'), `${path}: its charts drawn`).toHaveCount(0, { timeout: 30_000 });
}

/** Signs the admin in and switches the console to English, as a user does (the choice is kept across the reload). */
async function signInInEnglish(page: Page) {
  await page.goto('/Login');
  await page.getByLabel('账号', { exact: true }).fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => localStorage.setItem('LANGUAGE', 'en-US'));
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
  // The page says it is in English (a part in Chinese on purpose says so with its own `lang`).
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
}

test('the shell in English: the home page and every group of the side menu opened', async ({ page }) => {
  await signInInEnglish(page);
  await expect(page.locator('[data-pane="/Manage"] h1, [data-pane="/"] h1').first()).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Navigation' });
  // Every group opened, the nested ones too (a group opened shows its subgroups' buttons).
  for (let opened = 0; ; opened++) {
    const closed = menu.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0 || opened > 30) break;
    await closed.first().click();
  }
  expect(await chineseOnShow(page)).toEqual([]);
});

for (const shard of shards) {
  test(`every screen in English shows no Chinese outside its data: ${shard.name}`, async ({ page }) => {
    await signInInEnglish(page);
    const problems: Record<string, string[]> = {};
    for (const route of shard.routes) {
      await openRoute(page, route);
      const pane = page.locator(`[data-pane="${route.path}"]`);
      await expect(pane.locator('h1').first(), route.path).toBeVisible({ timeout: 30_000 });
      await expect(pane.locator('.ant-spin-spinning'), `${route.path} finished loading`).toHaveCount(0, { timeout: 30_000 });
      await contentDrawn(pane, route.path);
      const found = await chineseOnShow(page);
      if (found.length > 0) problems[route.path] = found;
    }
    expect(problems).toEqual({});
  });
}

test('the English crawl covers every route of the table', () => {
  expect(shards.flatMap((s) => s.routes)).toHaveLength(screens.length);
});
