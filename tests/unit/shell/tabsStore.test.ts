/**
 * The tabs' store (src/stores/tabs.ts, docs/architecture.md "Shell" → "Tabs"): at most MAX_TABS open (the least
 * recently shown closes first, never home nor the one shown), close to the right, and a form's tab closing once it
 * has done its work.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeCurrentTab, HOME_PATH, MAX_TABS, useTabs, type Tab } from '@/stores/tabs';
import { useUnsaved } from '@/stores/unsaved';

const tab = (path: string): Tab => ({ path, fullPath: path, title: { 'zh-CN': path, 'en-US': path } });
const paths = () => useTabs.getState().tabs.map((t) => t.path);
const visit = (path: string) => useTabs.getState().visit(tab(path));

beforeEach(() => {
  sessionStorage.clear();
  useTabs.getState().reload();
});

describe('tabs: at most MAX_TABS open', () => {
  it('opening one more closes the least recently shown tab, never home nor the one opened', () => {
    const screens = Array.from({ length: MAX_TABS - 1 }, (_, i) => `/S${i}`);
    visit(HOME_PATH);
    for (const p of screens) visit(p);
    expect(paths()).toEqual([HOME_PATH, ...screens]);
    // /S0 shown again: now /S1 is the least recently shown.
    visit('/S0');
    visit('/New1');
    expect(paths()).toHaveLength(MAX_TABS);
    expect(paths()).not.toContain('/S1');
    expect(paths()).toContain('/S0');
    // Home, shown long ago, stays; the next to go is /S2.
    visit('/New2');
    expect(paths()).toEqual([HOME_PATH, '/S0', ...screens.slice(3), '/New1', '/New2']);
    // Showing a tab already open closes nothing.
    visit('/S5');
    expect(paths()).toHaveLength(MAX_TABS);
  });

  it('after a reload, the tabs never shown since go first, the leftmost first', () => {
    sessionStorage.setItem('editableTabs', JSON.stringify([HOME_PATH, ...Array.from({ length: MAX_TABS - 1 }, (_, i) => `/S${i}`)].map(tab)));
    useTabs.getState().reload();
    visit('/S0');
    visit('/New');
    expect(paths()).not.toContain('/S1');
    expect(paths()).toContain('/S0');
    expect(paths()).toHaveLength(MAX_TABS);
  });

  it('never closes a tab holding a form with changes not saved: the next least recently shown goes instead', () => {
    const screens = Array.from({ length: MAX_TABS - 1 }, (_, i) => `/S${i}`);
    for (const p of screens) visit(p);
    useUnsaved.getState().mark('f1', { path: '/S0', address: '/S0', keptAlive: true });
    try {
      visit('/New1');
      expect(paths()).toContain('/S0');
      expect(paths()).not.toContain('/S1');
      expect(paths()).toHaveLength(MAX_TABS);
    } finally {
      useUnsaved.getState().forget('/S0');
    }
  });
});

describe('tabs: close to the right, close others', () => {
  it('closes the tabs after the one named; home always stays', () => {
    for (const p of ['/A', '/B', '/C']) visit(p);
    useTabs.getState().closeRight('/A');
    expect(paths()).toEqual([HOME_PATH, '/A']);
    visit('/B');
    useTabs.getState().closeOthers('/B');
    expect(paths()).toEqual([HOME_PATH, '/B']);
    useTabs.getState().closeRight(HOME_PATH);
    expect(paths()).toEqual([HOME_PATH]);
  });
});

describe('closeCurrentTab', () => {
  it('shows the list, then closes the form’s tab', async () => {
    for (const p of ['/Vehicles', '/carEdit']) visit(p);
    const navigate = vi.fn(async (to: string) => void visit(new URL(to, 'http://x').pathname));
    closeCurrentTab({ from: '/carEdit?row=1', to: '/Vehicles?plate=A', navigate });
    expect(navigate).toHaveBeenCalledWith('/Vehicles?plate=A');
    await vi.waitFor(() => expect(paths()).toEqual([HOME_PATH, '/Vehicles']));
  });

  it('keeps the tab when the form goes back to its own screen, and never closes home', async () => {
    visit('/Vehicles');
    const navigate = vi.fn();
    closeCurrentTab({ from: '/Vehicles', to: '/Vehicles?page=2', navigate });
    closeCurrentTab({ from: '', to: '/Vehicles', navigate });
    await Promise.resolve();
    await Promise.resolve();
    expect(paths()).toEqual([HOME_PATH, '/Vehicles']);
  });
});
