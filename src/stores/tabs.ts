/**
 * Keep-alive tabs (DESIGN "Keep-alive tabs", §2 session keys editableTabs, horizontalMenuList,
 * horizontalMenuUrlList). Every visited screen of the shell is a tab; the home tab (/Manage) is always first.
 * The list survives a reload (session storage) and is cleared by a new sign-in or sign-out (§4).
 */
import { create } from 'zustand';
import type { Bilingual } from '@/i18n';
import { readJson, SESSION_KEYS, writeJson } from '@/lib/storage';
import { useSession } from './session';
import { hasUnsaved } from './unsaved';

export interface Tab {
  /** The screen's path: the tab's identity (one tab per screen). */
  path: string;
  /** Path with query as last seen, so switching back restores it. */
  fullPath: string;
  title: Bilingual;
}

export const HOME_PATH = '/Manage';

/**
 * The most tabs open at once, home included (the most screens kept alive: KeepAliveHost). Opening one more closes
 * the least recently shown tab but home and the one shown (an hour of use left 57 tabs open).
 */
export const MAX_TABS = 20;
const HOME_TAB: Tab = { path: HOME_PATH, fullPath: HOME_PATH, title: { 'zh-CN': '首页', 'en-US': 'Home' } };

/** `/` and `/Manage` are the same screen (the dashboard) and share the home tab. */
export const tabPathOf = (pathname: string): string => (pathname === '/' ? HOME_PATH : pathname);

function isTab(v: unknown): v is Tab {
  const t = v as Partial<Tab> | null;
  return !!t && typeof t.path === 'string' && t.path.startsWith('/') && typeof t.fullPath === 'string' && typeof t.title?.['zh-CN'] === 'string' && typeof t.title['en-US'] === 'string';
}

function isTabList(v: unknown): v is Tab[] {
  return Array.isArray(v) && v.every(isTab);
}

function withHome(tabs: Tab[]): Tab[] {
  const rest = tabs.filter((t) => t.path !== HOME_PATH);
  return [tabs.find((t) => t.path === HOME_PATH) ?? HOME_TAB, ...rest];
}

function readTabs(): Tab[] {
  return withHome(readJson('session', SESSION_KEYS.editableTabs, isTabList, []));
}

/** Writes the three §2 keys: the tabs, the horizontal menu (title + url) and its urls. */
function persist(tabs: Tab[]): void {
  writeJson('session', SESSION_KEYS.editableTabs, tabs);
  writeJson('session', SESSION_KEYS.horizontalMenuList, tabs.map((t) => ({ title: t.title, url: t.fullPath })));
  writeJson('session', SESSION_KEYS.horizontalMenuUrlList, tabs.map((t) => t.fullPath));
}

/** The tab clicked last, when it is still on its way (see `switching`), for the location keyed `at`. */
export function switchingFrom(switching: TabsState['switching'], at: string): string | null {
  return switching && switching.from === at ? switching.path : null;
}

/** §2 close-tab helper: the first stored horizontal-menu path, default /Manage. */
export function firstMenuPath(): string {
  const urls = readJson('session', SESSION_KEYS.horizontalMenuUrlList, (v): v is string[] => Array.isArray(v) && v.every((u) => typeof u === 'string'), []);
  const first = urls[0];
  return first && first.startsWith('/') && !first.startsWith('//') ? first : HOME_PATH;
}

/**
 * The tabs' paths, the most recently shown last (not stored: after a reload, the tabs' order stands for it). Not
 * state either: nothing is drawn from it, so showing a tab renders nothing more.
 */
let recent: string[] = [];

const shownNow = (path: string) => void (recent = [...recent.filter((p) => p !== path), path]);

/**
 * The tabs without the least recently shown ones beyond MAX_TABS (never home, never `keep`: the one shown, never
 * one holding a form with changes not saved: closing it would discard them unasked, so the bar may hold more).
 */
export function withinMax(tabs: readonly Tab[], keep: string): Tab[] {
  const over = tabs.length - MAX_TABS;
  if (over <= 0) return [...tabs];
  const rank = (path: string) => {
    const at = recent.indexOf(path);
    return at < 0 ? -1 : at; // never shown since the reload: older than any shown
  };
  const closable = tabs.filter((t) => t.path !== HOME_PATH && t.path !== keep && !hasUnsaved(t.path)).map((t, order) => ({ t, order }));
  // Least recently shown first; among those never shown, the leftmost (opened first).
  closable.sort((a, b) => rank(a.t.path) - rank(b.t.path) || a.order - b.order);
  const closed = new Set(closable.slice(0, over).map(({ t }) => t.path));
  return tabs.filter((t) => !closed.has(t.path));
}

interface TabsState {
  tabs: Tab[];
  /**
   * The tab the user has just clicked, shown at once while the router's navigation to it (guard, address bar) is
   * still under way: `from` is the key of the location it was clicked at, and it counts only while the router is
   * still there (any navigation that ends, arriving, refused or elsewhere, makes it stale by itself, so nothing has
   * to render again to clear it).
   */
  switching: { path: string; from: string } | null;
  /** Shows a tab at once, clicked at the location keyed `from` (its navigation is started by the caller). */
  switchTo(path: string, from: string): void;
  visit(tab: Tab): void;
  /** Closes a tab (never the home tab). */
  close(path: string): void;
  /** Closes every tab but home and this one. */
  closeOthers(path: string): void;
  /** Closes the tabs after this one (home stays). */
  closeRight(path: string): void;
  closeAll(): void;
  /** Re-reads storage (after a sign-in or sign-out cleared it). */
  reload(): void;
}

export const useTabs = create<TabsState>()((set, get) => {
  const update = (tabs: Tab[]) => {
    const next = withHome(tabs);
    persist(next);
    set({ tabs: next });
  };
  return {
    tabs: readTabs(),
    switching: null,
    switchTo(path, from) {
      set({ switching: { path, from } });
    },
    visit(tab) {
      shownNow(tab.path);
      const { tabs } = get();
      const at = tabs.findIndex((t) => t.path === tab.path);
      if (at >= 0 && tabs[at]!.fullPath === tab.fullPath) return;
      update(at >= 0 ? tabs.map((t, i) => (i === at ? tab : t)) : withinMax([...tabs, tab], tab.path));
    },
    close(path) {
      if (path === HOME_PATH) return;
      update(get().tabs.filter((t) => t.path !== path));
    },
    closeOthers(path) {
      update(get().tabs.filter((t) => t.path === path));
    },
    closeRight(path) {
      const { tabs } = get();
      const at = tabs.findIndex((t) => t.path === path);
      if (at >= 0) update(tabs.slice(0, at + 1));
    },
    closeAll() {
      update([]);
    },
    reload() {
      recent = [];
      set({ tabs: readTabs() });
    },
  };
});

/**
 * A form's or an action's tab once it has done its work (docs/architecture.md "Shell" → "Tabs"): shows `to` (its
 * list, which loads again since something was written) with the caller's navigate, then closes the tab `from` (the
 * caller's own screen, an address or a path) — unless `to` is that very screen. Home is never closed.
 */
export function closeCurrentTab({ from, to, navigate }: { from: string; to: string; navigate: (to: string) => void | Promise<void> }): void {
  const pathOf = (address: string) => tabPathOf(new URL(address, 'http://console').pathname);
  const closing = pathOf(from);
  const target = pathOf(to);
  void Promise.resolve(navigate(to)).then(() => {
    if (closing !== target) useTabs.getState().close(closing);
  });
}

// §4: a new sign-in (or a sign-out) starts with no open tabs.
useSession.subscribe((s, prev) => {
  if (s.user !== prev.user || s.loggedIn !== prev.loggedIn) useTabs.getState().reload();
});
