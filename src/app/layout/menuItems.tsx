import type { MenuProps } from 'antd';
import type { MenuEntry } from '@/api/auth';
import { MenuIcon } from '@/components/MenuIcon';

type Item = Required<MenuProps>['items'][number];

/** The menu key of an entry: its url (a page) or its code (a group). */
export const menuKey = (e: MenuEntry): string => e.url ?? e.code ?? e.permissionCode;

/** §2 Menu → antd items (up to three levels; icons on every level that names one). */
export function toMenuItems(entries: readonly MenuEntry[], depth = 1): Item[] {
  return entries.map((e) => ({
    key: menuKey(e),
    label: e.title,
    icon: <MenuIcon name={e.icon} />,
    children: e.children && depth < 3 ? toMenuItems(e.children, depth + 1) : undefined,
  }));
}

/** Finds the entry of a key, and the keys of the groups above it. */
export function findEntry(entries: readonly MenuEntry[], key: string, parents: string[] = []): { entry: MenuEntry; parents: string[] } | null {
  for (const e of entries) {
    if (menuKey(e) === key) return { entry: e, parents };
    if (e.children) {
      const found = findEntry(e.children, key, [...parents, menuKey(e)]);
      if (found) return found;
    }
  }
  return null;
}
