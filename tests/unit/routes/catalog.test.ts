import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from '@/entities/routes/catalog';
import { findRoute, routeTitle } from '@/app/routes/table';
import type { MenuEntry } from '@/mocks/menus';
import { menuFor } from '../mocks/audienceMenus';

/** §2 public and shell routes: they live in table.ts, not in the catalogue. */
const PUBLIC_AND_SHELL = ['/', '/Manage', '/Login', '/login', '/StopTaking', '/DingLogin', '/resetPage', '/noPermission', '/userBind', '/userAgreement', '/userPrivacyPolicy'];

/** §2 row screens the spec writes without a leading slash. */
const SLASHLESS_ROW_SCREENS = ['checkSheetDetail', 'checkSheetAudit', 'branchOrderDetailed', 'branchOrderDispatchBefore'];

/**
 * §2's last paragraph: screens receiving their row as a JSON `row` query parameter — but the dispatcher's records'
 * details and steps, which read the record's id (docs/architecture.md "Step dialogs"; an older link's row gives its id).
 */
const BY_ID = ['/dispatchOrderBefore', ...SLASHLESS_ROW_SCREENS.map((p) => `/${p}`)];
const ROW_QUERY = [
  '/demandInfo', '/supplierOrderDetail', '/driverBaseInfo', '/driverInfoHandleAdd', '/driverInfoHandleEdit',
  '/scatterBillList', '/scatterBillDetail', '/carBaseInfo', '/carEdit',
];

/** The specification beside the repository (developers' checkout) or the copy committed with the tests (CI's clean clone). */
const SHARED_SPEC = path.resolve(process.cwd(), '../shared/spec/000_58dca56c68b36136.txt');
const COMMITTED_SPEC = path.resolve(process.cwd(), 'tests/fixtures/spec/000_58dca56c68b36136.txt');
const SPEC_FILE = existsSync(SHARED_SPEC) ? SHARED_SPEC : COMMITTED_SPEC;

/** Every route path §2 names: `/Word` tokens not preceded by a letter, digit or slash, minus multi-segment external links. */
function specPaths(): string[] {
  if (!existsSync(SPEC_FILE)) throw new Error(`The specification is missing: expected it at ${SHARED_SPEC} or ${COMMITTED_SPEC}.`);
  const text = readFileSync(SPEC_FILE, 'utf8');
  const start = text.indexOf('## 2.');
  const end = text.indexOf('## 3.');
  if (start < 0 || end < start) throw new Error(`${SPEC_FILE}: cannot find the "## 2." … "## 3." section.`);
  const section = text.slice(start, end);
  const tokens = [...section.matchAll(/(?<![A-Za-z0-9/])\/[A-Za-z][A-Za-z0-9]*(?:\/[A-Za-z0-9]+)*/g)].map((m) => m[0]);
  // '/bpm/manager/form' and '/bpm/manager/model' are links into the external process designer, not console routes.
  const routes = tokens.filter((t) => t.split('/').length === 2);
  for (const name of SLASHLESS_ROW_SCREENS) {
    expect(section, `§2 should still name the row screen ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
    routes.push(`/${name}`);
  }
  return [...new Set(routes)];
}

const paths = catalog.map((r) => r.path);
const byPath = new Map(catalog.map((r) => [r.path, r]));

describe('route catalogue (§2)', () => {
  it('tests against the current specification (the committed copy matches ../shared when both exist)', () => {
    expect(existsSync(COMMITTED_SPEC)).toBe(true);
    if (existsSync(SHARED_SPEC)) expect(readFileSync(COMMITTED_SPEC, 'utf8')).toBe(readFileSync(SHARED_SPEC, 'utf8'));
  });

  it('holds every path §2 names, except the public and shell routes', () => {
    const named = specPaths();
    expect(named.length).toBeGreaterThan(240);
    const missing = named.filter((p) => !byPath.has(p) && !PUBLIC_AND_SHELL.includes(p));
    expect(missing).toEqual([]);
    // …and the public and shell routes stay out of it (table.ts owns them).
    expect(paths.filter((p) => PUBLIC_AND_SHELL.includes(p))).toEqual([]);
  });

  it('marks as invented exactly the paths §2 does not name', () => {
    const named = new Set(specPaths());
    expect(catalog.filter((r) => r.invented && named.has(r.path)).map((r) => r.path)).toEqual([]);
    expect(catalog.filter((r) => !r.invented && !named.has(r.path)).map((r) => r.path)).toEqual([]);
  });

  it('has unique paths, also ignoring case', () => {
    expect(new Set(paths).size).toBe(paths.length);
    const lower = new Map<string, string>();
    const clashes: string[] = [];
    for (const p of [...paths, ...PUBLIC_AND_SHELL]) {
      const key = p.toLowerCase();
      const seen = lower.get(key);
      // §2 itself has /Login and /login (a redirect); nothing else may differ by case only.
      if (seen !== undefined && key !== '/login') clashes.push(`${seen} ~ ${p}`);
      lower.set(key, p);
    }
    expect(clashes).toEqual([]);
  });

  it('uses well-formed paths', () => {
    for (const p of paths) expect(p).toMatch(/^\/[A-Za-z][A-Za-z0-9]*$/);
  });

  it('points every parent at a catalogue entry that is itself a top screen', () => {
    for (const r of catalog) {
      if (r.parent === undefined) continue;
      const parent = byPath.get(r.parent);
      expect(parent, `${r.path} → ${r.parent}`).toBeDefined();
      expect(parent?.parent, `${r.path} → ${r.parent} should be a list, not another child`).toBeUndefined();
      expect(r.parent).not.toBe(r.path);
    }
  });

  it('gives every screen a title in both languages', () => {
    for (const r of catalog) {
      expect(r.title['zh-CN'].trim(), r.path).not.toBe('');
      expect(r.title['en-US'].trim(), r.path).not.toBe('');
      expect(r.title['zh-CN'], `${r.path}: zh-CN title should be Chinese`).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('marks the §2 row screens (and only those) as receiving a JSON row', () => {
    for (const p of ROW_QUERY) expect(byPath.get(p)?.rowQuery, p).toBe(true);
    for (const p of BY_ID) expect(byPath.get(p)?.rowQuery, p).toBeUndefined();
    expect(catalog.filter((r) => r.rowQuery).map((r) => r.path).sort()).toEqual([...ROW_QUERY].sort());
    expect(byPath.get('/carAdd')?.rowQuery).toBeUndefined();
  });

  it('lets any signed-in user open the personal screens, which inherit no permission', () => {
    const open = ['/PersonalCenter', '/messageList', '/userTutorial', '/resetPassWordPage', '/childProcessDetail', '/showAppendix'];
    for (const p of open) {
      expect(byPath.get(p)?.permission, p).toBeNull();
      expect(byPath.get(p)?.parent, p).toBeUndefined();
    }
    expect(catalog.filter((r) => r.permission === null).map((r) => r.path).sort()).toEqual([...open].sort());
  });

  it('does not cache the blank add forms; keeps lists and details cached', () => {
    for (const p of ['/RefuelingAdd', '/PeccancyAddNew', '/userAccountAdd', '/carAdd']) expect(byPath.get(p)?.cache, p).toBe(false);
    for (const r of catalog) {
      if (/(List|Detail|Detailed|Detailes)$/.test(r.path)) expect(r.cache, r.path).toBeUndefined();
    }
  });

  it('includes the console-chosen order paths of the demo menus', () => {
    for (const p of ['/refundDetailList', '/createShortOrder']) expect(byPath.get(p)).toMatchObject({ group: 'order', invented: true });
    expect(byPath.get('/RentOrderManage')).toMatchObject({ group: 'order' });
    expect(byPath.get('/RentOrderManage')?.invented).toBeUndefined();
  });
});

describe('route catalogue and the demo menus', () => {
  it('has a route for every page of the demo backend menus', () => {
    const urls = (entries: MenuEntry[]): string[] => entries.flatMap((e) => [...(e.url ? [e.url] : []), ...urls(e.children ?? [])]);
    const all = urls(menuFor('provider-admin'));
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((u) => !byPath.has(u) && !PUBLIC_AND_SHELL.includes(u))).toEqual([]);
  });
});

describe('a title that depends on the query (§2 /editFlowForm)', () => {
  it('is "add" without a formId and "edit" with one', () => {
    const meta = findRoute('/editFlowForm')!;
    expect(routeTitle(meta, '')['zh-CN']).toBe('新增流程表单');
    expect(routeTitle(meta, '?formId=')['zh-CN']).toBe('新增流程表单');
    expect(routeTitle(meta, '?formId=2')).toEqual({ 'zh-CN': '编辑流程表单', 'en-US': 'Edit custom form' });
  });
});
