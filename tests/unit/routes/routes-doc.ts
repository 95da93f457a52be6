/**
 * Renders docs/routes.md from the route catalogue. docs.test.ts fails when the file is out of date;
 * regenerate it with `UPDATE_ROUTES_DOC=1 npx vitest run tests/unit/routes/docs.test.ts`.
 */
import * as table from '@/app/routes/pages';
import { isBuilt, partlyBuilt } from '@/app/routes/table';
import type { RouteGroup, RouteMeta } from '@/entities/routes/types';

/** Table order and headings: the order of §2. */
const GROUPS: ReadonlyArray<[RouteGroup, string]> = [
  ['order', 'Orders (rental orders, refund details, staff create-order)'],
  ['admin', 'Admin'],
  ['business', 'Business'],
  ['sop', 'Sop (operator)'],
  ['monitoring', 'Monitoring'],
  ['personal', 'Personal, contracts, orders'],
  ['account', 'Accounts, roles, enterprise'],
  ['process', 'Process and tasks'],
  ['trip', 'Trips and bus'],
  ['records', 'Records'],
  ['fleet', 'Fleet'],
  ['repair', 'Repair'],
  ['config', 'Configuration'],
  ['supplier', 'Supplier and provider screens'],
  ['row', 'Screens receiving a row (JSON `row` query parameter)'],
];

const NOT_BUILT = "not built — shows 'screen under construction'";

/** A screen's status comes from the route table: built pages, partly built ones, the rest not built. */
function status(path: string, unbuilt?: RouteMeta['unbuilt']): string {
  if (path === '/login') return 'built';
  if (!isBuilt(table, path)) return unbuilt ? `${NOT_BUILT}, deliberately: ${cell(unbuilt['en-US'])}` : NOT_BUILT;
  return partlyBuilt[path] ?? 'built';
}

const PUBLIC_AND_SHELL: ReadonlyArray<[string, string]> = [
  ['`/`', 'shell: the dashboard (to-do counts)'],
  ['`/Manage`', 'shell: the dashboard (to-do counts)'],
  ['`/Login`', 'sign-in (public)'],
  ['`/login`', 'redirects to `/Login`, keeping its query (public)'],
  ['`/StopTaking`', 'service paused, query `title` and `text` (public)'],
  ['`/DingLogin`', 'third-party sign-in callback (public)'],
  ['`/resetPage`', 'refresh page (public)'],
  ['`/noPermission`', 'no permission (public)'],
  ['`/userBind`', 'bind account (public)'],
  ['`/userAgreement`', 'user agreement (public)'],
  ['`/userPrivacyPolicy`', 'privacy policy (public)'],
];

const cell = (s: string) => s.replace(/\|/g, '\\|');

function notes(r: RouteMeta): string {
  const n: string[] = [];
  if (r.invented) n.push('invented path');
  if (r.rowQuery) n.push('row query');
  if (r.cache === false) n.push('not cached');
  if (r.titleWithout) n.push(`without query \`${r.titleWithout.param}\`: ${cell(r.titleWithout.title['zh-CN'])} / ${cell(r.titleWithout.title['en-US'])}`);
  if (r.permission === null) n.push('any signed-in user');
  else if (r.permission !== undefined) n.push(`permission \`${r.permission}\``);
  return n.join(', ');
}

export function renderRoutesDoc(catalog: readonly RouteMeta[]): string {
  const invented = catalog.filter((r) => r.invented).length;
  const out: string[] = [
    '# Route inventory',
    '',
    '<!-- Generated from src/entities/routes/catalog.ts by tests/unit/routes/routes-doc.ts; do not edit by hand.',
    '     Regenerate: UPDATE_ROUTES_DOC=1 npx vitest run tests/unit/routes/docs.test.ts -->',
    '',
    'Every route of the console and whether its screen is built. The one route table is `src/app/routes/`:',
    '`src/entities/routes/catalog.ts` holds the business screens, `src/app/routes/table.ts` the public and shell routes, `pages.ts` which screens are built.',
    'Paths are matched case-sensitively exactly as §2 of the specification writes them, its misspellings included',
    '(`/CommonAdderss`, `/FenceReportDeail`, `/BussinessContractDetail`, `/izuIncomExpense`).',
    '',
    `The catalogue has ${catalog.length} screens; ${catalog.length - invented} paths are named by §2 and ${invented} are`,
    '*invented*: §2 names those screens only by a title ("Records, fleet, repair, configuration groups", the',
    'operator routes, bus routes, supervisor routes, the private-car-trip variants) or, for `/refundDetailList` and',
    '`/createShortOrder`, describes the screen without a path; their paths follow the neighbours\' naming style.',
    '',
    '## How a screen\'s permission is decided',
    '',
    '- Public routes need nothing; every other route needs a signed-in session (otherwise: to `/Login`, coming back afterwards).',
    '- `/`, `/Manage` and the screens noted *any signed-in user* need only the session.',
    '- A screen with a parent (detail, edit, add, audit and copy screens) needs its parent list\'s permission.',
    '- Any other screen needs the permission code of its path without the leading `/` (the login menu\'s',
    '  permissionCode of that page); `*:*:*` grants everything.',
    '',
    'Notes: *invented path* (see above); *row query*: the screen receives its row as a JSON `row` query parameter;',
    '*not cached*: the tab is not kept alive, so the form starts afresh on each visit (every other screen is kept alive).',
    '',
    '## Public and shell routes',
    '',
    '| path | screen | status |',
    '|---|---|---|',
    ...PUBLIC_AND_SHELL.map(([p, s]) => `| ${p} | ${s} | ${status(p.replace(/`/g, ''))} |`),
  ];
  for (const [group, heading] of GROUPS) {
    const rows = catalog.filter((r) => r.group === group);
    if (rows.length === 0) continue;
    out.push('', `## ${heading}`, '', `${rows.length} screens.`, '', '| path | zh-CN title | en-US title | parent | notes | status |', '|---|---|---|---|---|---|');
    for (const r of rows) {
      const parent = r.parent ? `\`${r.parent}\`` : '';
      out.push(`| \`${r.path}\` | ${cell(r.title['zh-CN'])} | ${cell(r.title['en-US'])} | ${parent} | ${notes(r)} | ${status(r.path, r.unbuilt)} |`);
    }
  }
  const known = new Set(GROUPS.map(([g]) => g));
  const stray = catalog.filter((r) => !known.has(r.group));
  if (stray.length > 0) throw new Error(`routes-doc: no table for group(s) ${[...new Set(stray.map((r) => r.group))].join(', ')}`);
  return `${out.join('\n')}\n`;
}
