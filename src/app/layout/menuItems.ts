import type { MenuEntry } from '@/api/auth';
import type { Lang } from '@/i18n';

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

/**
 * The menu titled in a language: in English each entry's `titleEn` (from its menu record, docs/architecture.md
 * "English"), its Chinese title where it has none; in Chinese the menu as answered.
 */
export function menuInLang(entries: readonly MenuEntry[], lang: Lang): MenuEntry[] {
  if (lang === 'zh-CN') return [...entries];
  return entries.map((e) => ({ ...e, title: e.titleEn || e.title, ...(e.children ? { children: menuInLang(e.children, lang) } : {}) }));
}
