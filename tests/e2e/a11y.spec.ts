/**
 * Accessibility pass ([I]): axe on the sign-in page, the dashboard, a list, a form, a row screen and the process
 * designer finds no serious or critical violation (WCAG 2 A/AA rules).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function serious(page: Page, scope?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`).join(' | ')}`);
}

test('sign-in, dashboard, a list, a form, a row screen and the designer have no serious or critical axe violation', async ({ page }) => {
  await page.goto('/Login');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  expect(await serious(page), '/Login').toEqual([]);

  await page.getByLabel('账号', { exact: true }).fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.locator('[data-todo]').first()).toBeVisible();
  expect(await serious(page), 'dashboard').toEqual([]);

  for (const [path, ready] of [
    ['/checkSheet', '.ant-table-row'],
    ['/driverInfoHandleAdd', 'form'],
    ['/refundDetailList', '.ant-table-row'],
    ['/design', '.djs-container'],
  ] as const) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator(`[data-pane="${path}"] ${ready}`).first()).toBeVisible();
    expect(await serious(page, `[data-pane="${path}"]`), path).toEqual([]);
  }
});
