/**
 * The default menu grouped by the work (docs/architecture.md "Menu groups", src/entities/routes/menu.ts), as each
 * seeded role's sign-in answers it: its groups are among the nine jobs (the admin's are all nine, in order), none lists
 * more than 15 screens, no screen is listed twice, and every built screen the role may open is in its menu.
 */
import { describe, expect, it } from 'vitest';
import { isBuilt } from '@/app/routes/table';
import { catalog, routePermission } from '@/entities/routes/catalog';
import { MENU_GROUP_LIMIT, MENU_GROUPS, OFF_MENU } from '@/entities/routes/menu';
import { grantedBy, HOME_URL } from '@/entities/system/rules';
import type { MenuEntry } from '@/entities/account/wire';
import { hasAnyPermission } from '@/lib/access';
import { data } from '@/mocks/db';

const JOBS = ['order', 'dispatch', 'fleet', 'maintenance', 'finance', 'monitor', 'enterprise', 'operator', 'system'];

const urls = (menu: readonly MenuEntry[]): string[] => menu.flatMap((e) => [...(e.url ? [e.url] : []), ...urls(e.children ?? [])]);

/** The menu entries a role's screens must be: built list screens of their own (no parent), needing a code the role holds. */
async function menuScreens(permissions: readonly string[]): Promise<string[]> {
  const table = await import('@/app/routes/pages');
  return catalog
    .filter((r) => !r.parent && r.permission !== null && isBuilt(table, r.path) && !(r.path in OFF_MENU))
    .filter((r) => hasAnyPermission(permissions, [routePermission(r.path)!]))
    .map((r) => r.path);
}

describe('the seeded menu, grouped by the work', () => {
  const roles = () => data().sysRoles;

  it('declares nine groups, each screen of the catalogue in one of them at most once', () => {
    expect(MENU_GROUPS.map((g) => g.job)).toEqual(JOBS);
    const pages = MENU_GROUPS.flatMap((g) => g.pages);
    expect(pages.filter((p, i) => pages.indexOf(p) !== i)).toEqual([]);
    expect(pages.filter((p) => !catalog.some((r) => r.path === p && !r.parent))).toEqual([]);
    for (const g of MENU_GROUPS) expect(g.title['en-US'], g.job).not.toBe(g.title['zh-CN']);
  });

  it('leaves off the menu only built screens, each said why', async () => {
    const table = await import('@/app/routes/pages');
    for (const [path, why] of Object.entries(OFF_MENU)) {
      expect(isBuilt(table, path), path).toBe(true);
      expect(why.length, path).toBeGreaterThan(10);
    }
  });

  it.each(['admin', 'dispatcher', 'supplier', 'enterprise', 'storeManager', 'fleetManager', 'finance', 'customerService', 'operator', 'hr', 'auditor'])(
    "role %s: the nine jobs' groups, none over 15 screens, each screen once, every built screen it may open",
    async (roleKey) => {
      const role = roles().find((r) => r.roleKey === roleKey)!;
      // The role's own grants (a disabled role's too: its menu is what it would answer once enabled).
      const { menu, permissions } = grantedBy(new Set(role.perms.split(',')), data().sysMenus);
      const [home, ...groups] = menu;
      expect(home?.url).toBe(HOME_URL);
      const codes = groups.map((g) => g.code);
      if (roleKey === 'admin') expect(codes).toEqual(JOBS);
      else expect(codes.filter((c) => !JOBS.includes(c ?? ''))).toEqual([]);
      for (const g of groups) {
        expect(g.url, g.title).toBeUndefined();
        expect(urls(g.children ?? []).length, g.title).toBeLessThanOrEqual(MENU_GROUP_LIMIT);
      }
      const listed = urls(menu);
      expect(listed.filter((u, i) => listed.indexOf(u) !== i)).toEqual([]);
      const expected = await menuScreens(permissions);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.filter((p) => !listed.includes(p))).toEqual([]);
    },
  );
});
