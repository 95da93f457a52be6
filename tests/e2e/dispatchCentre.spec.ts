/**
 * The dispatch centre (/DispatchCenter, /DispatchProcess): a dispatcher assigns a vehicle request. A driver (and a
 * vehicle) already assigned in the request's period is not offered; forcing it through the backend is refused with
 * the rule's message; a successful assignment moves the request to 已派车 and the dashboard's count down by one.
 *
 * The seed (src/mocks/seeds/dispatchRequests.ts) holds, in 北京 tomorrow, a request assigned 09:00–12:00 and one
 * awaiting dispatch 10:00–15:00: the first's driver and vehicle are busy for the second.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, visiblePane } from './helpers';

const pane = visiblePane;
const BEIJING = 110100;
const DRIVER_BUSY = '所选司机在用车时段内已有行程或派车安排，不能重复派车';

interface Request {
  requestId: number;
  requestNo: string;
  startTime: string;
  endTime: string;
  plate?: string;
  driverId?: number;
  driverPhone?: string;
}

/** The seeded pair, read from the demo backend as the screens read it (the session's own calls). */
async function seededPair(page: Page): Promise<{ pending: Request; held: Request }> {
  return page.evaluate(async (cityId) => {
    const list = async (query: string) => {
      const r = await fetch(`/api/dispatchCenter/list?cityId=${cityId}&pageSize=100&${query}`);
      return ((await r.json()) as { data: { result: Request[] } }).data.result;
    };
    const pending = (await list('requestStatus=1')).find((r) => r.startTime.endsWith(' 10:00:00') && r.endTime.endsWith(' 15:00:00'))!;
    const held = (await list('requestStatus=2')).find((r) => r.startTime === `${pending.startTime.slice(0, 10)} 09:00:00`)!;
    return { pending, held };
  }, BEIJING);
}

/** The rows the visible list shows in all (the pager's total). */
async function listTotal(page: Page): Promise<number> {
  const list = pane(page);
  await expect(list.locator('.ant-spin-spinning')).toHaveCount(0);
  const pager = list.locator('.ant-pagination-total-text');
  if (await pager.count()) return Number((await pager.innerText()).replace(/\D/g, ''));
  return list.locator('.ant-table-tbody tr.ant-table-row').count();
}

/** The options of an open select's dropdown. */
const options = (page: Page) => page.locator('.ant-select-dropdown:visible .ant-select-item-option');

test('a busy driver is not offered, a forced overlap is refused, an assignment moves the request and the dashboard count', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'dispatcher', 'dispatch123');
  const count = page.locator('a[href="/DispatchCenter?requestStatus=1"]');
  await expect(count).toHaveText(/^\d+$/);
  const before = Number(await count.innerText());
  expect(before).toBeGreaterThan(0);
  const { pending, held } = await seededPair(page);
  expect(pending, 'the seeded request awaiting dispatch').toBeTruthy();
  expect(held, 'the seeded assignment overlapping it').toBeTruthy();

  // The dashboard's count opens the list of exactly those requests; the list's own count by state agrees.
  await count.click();
  await expect(pane(page).getByRole('heading', { name: '调度台' })).toBeVisible();
  await expect.poll(() => listTotal(page)).toBe(before);
  await expect(pane(page).locator('a[data-state="1"]')).toContainText(String(before));

  // The request, then its assignment screen.
  await pane(page).getByLabel('用车单号').fill(pending.requestNo);
  await pane(page).getByRole('button', { name: /查\s?询/ }).click();
  await expect.poll(() => listTotal(page)).toBe(1);
  await pane(page).getByRole('link', { name: '派车', exact: true }).click();
  const screen = pane(page);
  await expect(screen.getByRole('heading', { name: '调度处理' })).toBeVisible();
  await expect(screen).toContainText(pending.requestNo);

  // The vehicle held by the overlapping assignment is not offered.
  await screen.getByLabel('车辆').click();
  await expect(options(page).first()).toBeVisible();
  await expect(options(page).filter({ hasText: held.plate! })).toHaveCount(0);
  await options(page).first().click();
  // Nor is its driver.
  await screen.getByLabel('司机').click();
  await expect(options(page).first()).toBeVisible();
  await expect(options(page).filter({ hasText: held.driverPhone! })).toHaveCount(0);

  // Forced through the backend with the busy driver: refused with the rule's message, nothing changed.
  const forced = await page.evaluate(
    async ({ requestId, driverId }) => {
      const cars = (await (await fetch(`/api/dispatchCenter/carOptions?requestId=${requestId}`)).json()) as { data: { value: number }[] };
      const r = await fetch('/api/dispatchCenter/assign', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ requestId, carId: cars.data[0]!.value, driverId }),
      });
      return (await r.json()) as { code: number; msg: string };
    },
    { requestId: pending.requestId, driverId: held.driverId! },
  );
  expect(forced).toEqual(expect.objectContaining({ code: 1, msg: DRIVER_BUSY }));

  // A free driver: confirmed, assigned.
  await options(page).first().click();
  await screen.getByRole('button', { name: '确认派车' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('派车成功')).toBeVisible();
  // Back on the list it came from (awaiting dispatch, its number): it has left it for 已派车.
  const list = pane(page);
  await expect(list.getByRole('heading', { name: '调度台' })).toBeVisible();
  await expect.poll(() => listTotal(page)).toBe(0);
  await expect(list.locator('a[data-state="1"]')).toContainText('0');
  await expect(list.locator('a[data-state="2"]')).toContainText('1');
  await list.locator('a[data-state="2"]').click();
  await expect.poll(() => listTotal(page)).toBe(1);
  await expect(list.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('已派车');
  // The dashboard's count is one less.
  await page.getByRole('tab', { name: '首页' }).click();
  await expect(count).toHaveText(String(before - 1));
});
