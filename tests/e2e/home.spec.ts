/**
 * A home for each audience (docs/architecture.md "Home"): signed in as a supplier and as an enterprise account, the
 * home shows only counts of lists the account may open — each opens its list, never 对不起，您暂无…权限 — and the
 * demo backend answers the provider's §2 counts with 403.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openInApp, signIn, visiblePane } from './helpers';

const PLATFORM_COUNTS = [
  ['GET', '/api/lingsan/customerOrder/todo/list'],
  ['POST', '/api/lingsan/order/supplier/platformToDoItem'],
] as const;

/** The demo backend's answer code to a call made from the page (through the demo's service worker). */
async function answerCode(page: Page, method: string, path: string): Promise<number> {
  return page.evaluate(async ([m, p]) => {
    const res = await fetch(p, { method: m, headers: { 'Content-Type': 'application/json' }, body: m === 'POST' ? '{}' : undefined });
    return ((await res.json()) as { code: number }).code;
  }, [method, path] as const);
}

const ACCOUNTS = [
  { account: 'supplier', password: 'supplier123', title: '我的待办' },
  { account: 'enterprise', password: 'enterprise123', title: '我的用车申请与账单' },
];

for (const { account, password, title } of ACCOUNTS) {
  test(`${account}: the home shows only counts it may open, each opening its list; the platform counts answer 403`, async ({ page }) => {
    await signIn(page, account, password);
    const home = visiblePane(page);
    await expect(home.getByRole('heading', { level: 2 })).toHaveText([title]);
    const links = home.locator('a[data-todo]');
    await expect(links.first()).toBeVisible();
    await expect(home.locator('[data-section="platform"], [data-section="branch"]')).toHaveCount(0);
    const items = await links.evaluateAll((as) => as.map((a) => ({ key: (a as HTMLElement).dataset.todo!, href: a.getAttribute('href')! })));
    expect(items.length).toBeGreaterThan(0);

    for (const { key, href } of items) {
      await home.locator(`a[data-todo="${key}"]`).click();
      await expect(page).toHaveURL((url) => url.pathname + url.search === href);
      // The list is drawn (its table), not the no-permission screen.
      await expect(visiblePane(page).locator('.ant-table').first()).toBeVisible();
      await expect(page.getByText(/暂无.*权限/)).toHaveCount(0);
      await openInApp(page, '/');
      await expect(home.locator(`a[data-todo="${key}"]`)).toBeVisible();
    }

    for (const [method, path] of PLATFORM_COUNTS) expect(await answerCode(page, method, path), path).toBe(403);
  });
}

test("the provider's admin: each operations count opens its list filtered to exactly the rows counted", async ({ page }) => {
  // Twelve round trips between the home and a list.
  test.setTimeout(150_000);
  await signIn(page);
  const home = visiblePane(page);
  await expect(home.getByRole('heading', { level: 2 })).toHaveText(['平台订单待办', '分公司订单待办', '运营概览']);
  const links = home.locator('[data-section="home"] a[data-todo]');
  await expect(links.first()).toBeVisible();
  const items = await links.evaluateAll((as) => as.map((a) => ({ key: (a as HTMLElement).dataset.todo!, href: a.getAttribute('href')!, count: Number(a.textContent) })));
  expect(items.map((i) => i.key)).toEqual(expect.arrayContaining(['vehicleState1', 'pickUpsTodayNum', 'returnsTodayNum', 'openAlarmNum', 'expiringPolicyNum']));

  for (const { key, href, count } of items) {
    await home.locator(`a[data-todo="${key}"]`).click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === href);
    const list = visiblePane(page);
    await expect(list.locator('.ant-table').first()).toBeVisible();
    if (count > 0) await expect(list.getByText(/^共 \d+ 条$/), key).toHaveText(`共 ${count} 条`);
    else await expect(list.locator('.ant-table-row'), key).toHaveCount(0);
    await openInApp(page, '/');
    await expect(home.locator(`a[data-todo="${key}"]`)).toBeVisible();
  }
});
