import type { MenuEntry } from '@/api/auth';

/** The menu key of an entry: its url (a page) or its code (a group). */
export const menuKey = (e: MenuEntry): string => e.url ?? e.code ?? e.permissionCode;

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
