import { test, expect } from './fixtures';

test.describe('harness', () => {
  test('the console starts with a title and no errors', async ({ page, pageProblems }) => {
    await page.goto('/');
    // The app renders [data-testid="console-root"] at its root once started (demo backend included).
    await expect(page.locator('#root > *').first()).toBeAttached();
    await expect(page.getByTestId('console-root')).toBeVisible();
    await expect(page).toHaveTitle(/\S/);
    // The embedded demo backend started (its service worker answers /api calls) and says so.
    await expect(page.getByText('演示后端已启用：数据保存在本浏览器中。')).toBeVisible();
    await expect(page.getByText('演示后端未能启动', { exact: false })).toHaveCount(0);
    // Let start-up requests settle so late errors are seen by this test, not lost.
    await page.waitForLoadState('networkidle');
    expect(pageProblems, 'console errors / page errors / failed /api/ calls').toEqual([]);
  });

  test('the error guard sees console errors, page errors and failed /api/ calls', async ({ page, pageProblems }) => {
    // Self-test of fixtures.ts, so a broken guard cannot silently pass every other test.
    // A stub page on the app's origin (the app itself is not loaded) and a stub /api/ call answering 503.
    await page.route('**/__guard-self-test.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>guard</title><p>guard self-test</p>' }),
    );
    await page.route('**/api/__guard-self-test', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/__guard-self-test.html');
    await page.evaluate(async () => {
      console.error('guard self-test: console error');
      setTimeout(() => {
        throw new Error('guard self-test: uncaught');
      }, 0);
      await fetch('/api/__guard-self-test').catch(() => undefined);
    });
    await expect.poll(() => new Set(pageProblems.map((p) => p.kind)).size).toBe(3);
    expect(pageProblems.map((p) => p.kind)).toEqual(expect.arrayContaining(['console', 'pageerror', 'api']));
    pageProblems.length = 0; // seen as intended: let the test end green
  });
});
