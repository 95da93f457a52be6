/**
 * Route crawl ([I]): signed in as the provider admin, every screen of the route table opens inside the console
 * (in-app navigation, as a user clicking through the menu), shows its title, answers every /api/ call with code
 * 0, and logs no console error or unhandled rejection (the fixtures' guard). Row screens get a real row.
 */
import { openRoute, screens, shards } from './crawlRoutes';
import { expect, test } from './fixtures';

// A backstop: a shard opens at most 25 screens, a few seconds each (15 minutes was the limit of the whole crawl).
test.describe.configure({ timeout: 10 * 60_000 });

test('the crawl covers every route of the table, each in one shard', () => {
  expect(screens.length).toBeGreaterThan(300);
  expect(shards.flatMap((s) => s.routes)).toHaveLength(screens.length);
  expect(new Set(shards.flatMap((s) => s.routes))).toEqual(new Set(screens));
});

for (const shard of shards) {
  test(`every route of the table opens with its title, no failed call and no console error: ${shard.name}`, async ({ page }) => {
    const refused: string[] = [];
    page.context().on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
      try {
        const body = (await response.json()) as { code?: unknown };
        if (body.code !== 0) refused.push(`${url.pathname}${url.search} -> ${JSON.stringify(body)}`);
      } catch {
        /* not JSON after all */
      }
    });

    await page.goto('/Login');
    await page.getByLabel('账号', { exact: true }).fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('admin123');
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page).toHaveURL(/\/$/);

    for (const route of shard.routes) {
      const url = await openRoute(page, route);
      const pane = page.locator(`[data-pane="${route.path}"]`);
      // A screen that is both add and edit (`titleWithout`) has its add title when its record's key is not given.
      const given = new URLSearchParams(url.split('?')[1] ?? '');
      const title = route.titleWithout && !given.get(route.titleWithout.param) ? route.titleWithout.title : route.title;
      // 30 s: a backstop far above a screen's second or two (10 s was passed beside other work, load average 20).
      await expect(pane.locator('h1').first(), route.path).toHaveText(title['zh-CN'], { timeout: 30_000 });
      await expect(pane.locator('.ant-spin-spinning'), `${route.path} finished loading`).toHaveCount(0, { timeout: 30_000 });
      expect(refused, `${route.path}: calls answered with a non-zero code`).toEqual([]);
    }
  });
}
