/**
 * Route crawl ([I]): signed in as the provider admin, every screen of the route table opens inside the console
 * (in-app navigation, as a user clicking through the menu), shows its title, answers every /api/ call with code
 * 0, and logs no console error or unhandled rejection (the fixtures' guard). Row screens get a real row.
 */
import type { Page } from '@playwright/test';
import { routeTable } from '../../src/app/routes/table';
import type { RouteMeta } from '../../src/entities/routes/types';
import { expect, test } from './fixtures';
import { openInApp } from './helpers';

// A backstop: a shard opens at most 25 screens, a few seconds each (15 minutes was the limit of the whole crawl).
test.describe.configure({ timeout: 10 * 60_000 });

/** The list each §2 row screen's sample row is taken from (the first row of that list). */
const ROW_SOURCES: Record<string, string> = {
  '/dispatchOrderBefore': '/api/lingsan/scatteredOrder/list?orderStatus=2',
  '/demandInfo': '/api/lingsan/demandOrder/list',
  '/supplierOrderDetail': '/api/lingsan/supplier/demandOrder/list',
  '/driverBaseInfo': '/api/lingsan/supplier/driver/list',
  '/driverInfoHandleAdd': '',
  '/driverInfoHandleEdit': '/api/lingsan/supplier/driver/list',
  '/scatterBillList': '/api/lingsan/supplier/bill/list',
  '/scatterBillDetail': '/api/lingsan/supplier/bill/list',
  '/carBaseInfo': '/api/lingsan/supplier/car/list',
  '/carEdit': '/api/lingsan/supplier/car/list',
  '/checkSheetDetail': '/api/lingsan/checkSheet/list',
  '/checkSheetAudit': '/api/lingsan/checkSheet/list?auditStatus=1',
  '/branchOrderDetailed': '/api/lingsan/branchOrder/list',
  '/branchOrderDispatchBefore': '/api/lingsan/branchOrder/list?orderStatus=5',
  '/DispatchDesignate': '/api/dispatchCenter/list?requestStatus=1',
  '/RefuelingOkAdd': '/api/refuel/list?refuelStatus=0',
};

/** Sample queries of screens that read one (a detail by id, a token-link target). */
const QUERIES: Record<string, string> = {
  '/izuIncomeBillDetailed': 'billId=6001',
  '/childProcessDetail': '',
  // With a formId the editor's title is the route's (without one it is the "add" title).
  '/editFlowForm': 'formId=1',
  // A record by its id; with it, the edit screens have the route's title (without, the "add" title).
  '/VehiclesDetail': 'carId=20001',
  '/detailMap': 'fenceId=7001',
  '/editMap': 'fenceId=7001',
  '/VehiclesEdit': 'carId=20001',
  '/companyDetail': 'companyId=9001',
  // The dispatch centre's first seeded requests: one assigned, one awaiting dispatch (its vehicle and driver choices).
  '/DispatchCenterDetail': 'requestId=70001',
  '/DispatchProcess': 'requestId=70002',
  '/companyEdit': 'companyId=9001',
  '/CityConfigEdit': 'cityId=110100',
  '/RefuelingDetail': 'refuelId=1',
  // A confirmed record: the screen says it is not edited any more, under the route's title.
  '/RefuelingAdd': 'refuelId=1',
  '/PeccancyDetail': 'peccancyId=70001',
  '/PeccancyEdit': 'peccancyId=70001',
  // The seeded attachments: a PDF in the browser's viewer, an image, a spreadsheet to download.
  '/showAppendix': 'fileIds=F100001,F100002,F100003',
  // Roles and accounts by id: the dispatcher's.
  '/userRoleDetail': 'roleId=2',
  '/userRoleEdit': 'roleId=2',
  '/userAccountDetail': 'userId=10002',
  // Policies by id: the first seeded of each type, the first still to complete; the first accident.
  '/InsuranceDetail': 'policyId=60001',
  '/InsurancePhoto': 'policyId=60001',
  '/PerfectAdd': 'policyId=60166',
  '/TrafficInsuranceDetail': 'policyId=60001',
  '/BusinessInsuranceDetail': 'policyId=60101',
  '/NonautoInsurancePolicyListDetail': 'policyId=60105',
  '/AccidentInfoDetail': 'accidentId=80001',
  '/userAccountEdit': 'userId=10002',
  // A staff member's details and permission settings (the dispatcher's), and the headquarters' finance department.
  '/DetailInformation': 'userId=10002',
  '/EditorInformation': 'userId=10002',
  '/departmentAddAccount': 'id=107',
};

async function firstRow(page: Page, source: string): Promise<unknown> {
  return page.evaluate(async (url) => {
    const r = await fetch(url);
    const body = (await r.json()) as { data: { result: unknown[] } };
    return body.data.result[0];
  }, source);
}

/** The screens the crawl opens: every signed-in route but the home page. */
const screens = routeTable.filter((r) => !r.public && r.path !== '/' && r.path !== '/Manage');

/**
 * The crawl in shards of at most SHARD routes, each from one group of the table (its order kept), each a test of
 * its own: they run side by side on the workers, and a new route lengthens one shard, not one long test.
 */
const SHARD = 25;
const groups = new Map<string, RouteMeta[]>();
for (const route of screens) groups.set(route.group, [...(groups.get(route.group) ?? []), route]);
const shards = [...groups].flatMap(([group, routes]) => {
  const count = Math.ceil(routes.length / SHARD);
  const size = Math.ceil(routes.length / count); // even shards: 77 routes are 4 of 20 or less, not 25+25+25+2
  return Array.from({ length: count }, (_, i) => ({
    name: `${group} ${i * size + 1}–${Math.min(routes.length, (i + 1) * size)} of ${routes.length}`,
    routes: routes.slice(i * size, (i + 1) * size),
  }));
});

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
      let url = route.path;
      const source = ROW_SOURCES[route.path];
      if (source) url += `?${new URLSearchParams({ row: JSON.stringify(await firstRow(page, source)), parent: route.parent ?? '/' })}`;
      else if (QUERIES[route.path]) url += `?${QUERIES[route.path]}`;
      await openInApp(page, url);
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
