/**
 * The demo audiences' menus and codes as they have always been, pruned from the first menu (src/mocks/menus.ts):
 * what the demo accounts' sign-ins must still answer (their roles are seeded from the menu tree, src/mocks/seeds/access.ts).
 */
import { HOME_URL } from '@/entities/system/rules';
import { AUDIENCE_PAGES, BUTTONS, MASTER, type MenuEntry } from '@/mocks/menus';
import type { Audience } from '@/mocks/accounts';

function prune(entries: readonly MenuEntry[], keep: (url: string) => boolean): MenuEntry[] {
  return entries.flatMap((e) => {
    if (e.url !== undefined) return e.url === HOME_URL || keep(e.url) ? [{ ...e }] : [];
    const children = prune(e.children ?? [], keep);
    return children.length > 0 ? [{ ...e, children }] : [];
  });
}

export function menuFor(audience: Audience): MenuEntry[] {
  const pages = AUDIENCE_PAGES[audience];
  return prune(MASTER, (url) => pages === null || pages.includes(url));
}

function codes(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => [e.permissionCode, ...(e.url ? (BUTTONS[e.url] ?? []) : []), ...codes(e.children ?? [])]);
}

/** §6: permission codes of the audience; the provider admin also holds '*:*:*'. */
export function permissionsFor(audience: Audience): string[] {
  const list = codes(menuFor(audience));
  return audience === 'provider-admin' ? ['*:*:*', ...list] : list;
}
