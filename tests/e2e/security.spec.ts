/**
 * Bad input and security ([I]): every §2 row-as-JSON screen with a malformed row shows a clear error and the way
 * back (a screen reading the record's id from an older link's row, that no record is named); script in text fields, query parameters and rows is shown as text and never runs.
 */
import type { Page } from '@playwright/test';
import { routeTable } from '../../src/app/routes/table';
import { expect, test } from './fixtures';
import { openInApp, signIn } from './helpers';

const XSS = '<img src=x onerror="window.__xss=1">';
const XSS_SCRIPT = '<script>window.__xss=2</script>';

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss);

test('every row screen refuses a malformed or non-object row with the way back to its list', async ({ page }) => {
  await signIn(page);
  const rowScreens = routeTable.filter((r) => r.rowQuery);
  expect(rowScreens.length).toBe(9);
  // §2's row screens that read the record's id now (an older link's row gives only its id): such a row names no record.
  const byId = routeTable.filter((r) => ['/dispatchOrderBefore', '/checkSheetDetail', '/checkSheetAudit', '/branchOrderDetailed', '/branchOrderDispatchBefore'].includes(r.path));
  expect(byId.length).toBe(5);
  for (const [i, route] of [...rowScreens, ...byId].entries()) {
    const row = i % 2 ? '{"broken": ' : '[1,2,3]';
    await openInApp(page, `${route.path}?${new URLSearchParams({ row, parent: route.parent ?? '/' })}`);
    const pane = page.locator(`[data-pane="${route.path}"]`);
    await expect(pane.getByText(route.rowQuery ? '页面参数有误，无法读取数据' : '缺少要显示的数据'), route.path).toBeVisible();
    await pane.getByRole('button', { name: '返回列表' }).click();
    await expect(page, route.path).toHaveURL(new RegExp(`${route.parent}$`));
  }
});

test('script in a saved name, a row and a query parameter is shown as text and never runs', async ({ page }) => {
  await signIn(page, 'supplier', 'supplier123');
  // A driver whose name and remark carry markup: the server accepts any text that passes the §5 rules.
  const saved = await page.evaluate(
    async ([name, remark]) => {
      const r = await fetch('/api/lingsan/supplier/driver/save', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ driverName: name, mobile: '13711112222', idNumber: '110105198001011234', licenseType: 'C1', drivingYears: 3, remark }),
      });
      return (await r.json()) as { code: number; data: Record<string, unknown> };
    },
    [XSS, XSS_SCRIPT],
  );
  expect(saved.code).toBe(0);

  await openInApp(page, `/scatteredDriverInfo?mobile=13711112222`);
  const list = page.locator('[data-pane="/scatteredDriverInfo"]');
  await expect(list.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(XSS);

  await openInApp(page, `/driverBaseInfo?${new URLSearchParams({ row: JSON.stringify(saved.data), parent: '/scatteredDriverInfo' })}`);
  const detail = page.locator('[data-pane="/driverBaseInfo"]');
  await expect(detail.locator('.ant-descriptions')).toContainText(XSS);
  await expect(detail.locator('.ant-descriptions')).toContainText(XSS_SCRIPT);

  await openInApp(page, `/scatteredCarInfo?${new URLSearchParams({ plate: XSS, brandModel: XSS_SCRIPT })}`);
  const cars = page.locator('[data-pane="/scatteredCarInfo"]');
  await expect(cars.getByLabel('车牌号')).toHaveValue(XSS);
  await expect(cars.getByLabel('品牌车型')).toHaveValue(XSS_SCRIPT);
  // Every image of the page has loaded or failed (an injected one's onerror has then run).
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  expect(await ran(page)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
