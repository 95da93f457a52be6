/**
 * The screens the route crawls open ([I] crawl.spec.ts, [Q] english.spec.ts): every signed-in route of the table, in
 * shards of one group each, and the address each is opened at (row screens with a real row, record screens by id, a
 * step's route with a record the step allows, from its declaration).
 */
import type { Page } from '@playwright/test';
import { routeTable } from '../../src/app/routes/table';
import type { RouteMeta } from '../../src/entities/routes/types';
import { openInApp } from './helpers';
import { stepAddress, type ListRows } from './stepAddress';

export { stepAddress };

/**
 * The list each §2 row screen's sample row is taken from (the first row of that list). /dispatchOrderBefore and the
 * dispatcher's details read only the row's id: opened so, as an older link, they show the record by its id. The steps'
 * routes are not here: their records come from their declaration (`stepAddress`).
 */
export const ROW_SOURCES: Record<string, string> = {
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
  '/branchOrderDetailed': '/api/lingsan/branchOrder/list',
};

/** Sample queries of screens that read one (a detail by id, a token-link target). */
export const QUERIES: Record<string, string> = {
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
  // Policies by id: the first seeded of each type; the first accident.
  '/InsuranceDetail': 'policyId=60001',
  '/InsurancePhoto': 'policyId=60001',
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

/** A list's rows read in the page (the signed-in session's). */
const rowsIn =
  (page: Page): ListRows =>
  (url) =>
    page.evaluate(async (u) => ((await (await fetch(u)).json()) as { data?: { result?: Record<string, unknown>[] } }).data?.result ?? [], url);

export async function firstRow(page: Page, source: string): Promise<unknown> {
  return page.evaluate(async (url) => {
    const r = await fetch(url);
    const body = (await r.json()) as { data: { result: unknown[] } };
    return body.data.result[0];
  }, source);
}

/** The screens the crawl opens: every signed-in route but the home page. */
export const screens = routeTable.filter((r) => !r.public && r.path !== '/' && r.path !== '/Manage');

/**
 * The crawl in shards of at most SHARD routes, each from one group of the table (its order kept), each a test of
 * its own: they run side by side on the workers, and a new route lengthens one shard, not one long test.
 */
const SHARD = 25;
const groups = new Map<string, RouteMeta[]>();
for (const route of screens) groups.set(route.group, [...(groups.get(route.group) ?? []), route]);
export const shards = [...groups].flatMap(([group, routes]) => {
  const count = Math.ceil(routes.length / SHARD);
  const size = Math.ceil(routes.length / count); // even shards: 77 routes are 4 of 20 or less, not 25+25+25+2
  return Array.from({ length: count }, (_, i) => ({
    name: `${group} ${i * size + 1}–${Math.min(routes.length, (i + 1) * size)} of ${routes.length}`,
    routes: routes.slice(i * size, (i + 1) * size),
  }));
});

/** Opens a route's screen inside the console (in-app, as a menu click), answering the address it was opened at. */
export async function openRoute(page: Page, route: RouteMeta): Promise<string> {
  let url = route.path;
  const source = ROW_SOURCES[route.path];
  const step = await stepAddress(route, rowsIn(page));
  if (step) url = step;
  else if (source) url += `?${new URLSearchParams({ row: JSON.stringify(await firstRow(page, source)), parent: route.parent ?? '/' })}`;
  else if (QUERIES[route.path]) url += `?${QUERIES[route.path]}`;
  await openInApp(page, url);
  return url;
}
