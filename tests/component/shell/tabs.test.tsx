import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAX_KEPT_ALIVE } from '@/app/layout/KeepAliveHost';
import { catalog } from '@/entities/routes/catalog';
import { permissionOf } from '@/app/routes/guard';
import { findRoute } from '@/app/routes/table';
import { useSession } from '@/stores/session';
import { MAX_TABS, useTabs } from '@/stores/tabs';
import { setLang } from '@/i18n';
import { renderConsole, signInAs, where } from '../harness';

const pane = (path: string) => document.querySelector<HTMLElement>(`[data-pane="${path}"]`);
const tabBar = () => screen.getByRole('tablist');

/** The console at `path`, once its tab bar is drawn (antd's tabs come once the shell's first screen is painted). */
async function openConsole(path: string) {
  const view = renderConsole(path);
  await screen.findByRole('tablist');
  return view;
}

async function go(router: { navigate: (to: string) => Promise<void> }, to: string) {
  await act(() => router.navigate(to));
}

describe('keep-alive tabs (DESIGN, §2 session keys)', () => {
  it('opens visited screens as tabs and keeps hidden ones mounted', async () => {
    await signInAs('admin', 'admin123');
    const { router } = await openConsole('/Manage');
    await go(router, '/Vehicles');
    const vehiclesHeading = await within(pane('/Vehicles')!).findByRole('heading', { level: 1 });
    await go(router, '/Staffs');
    await within(pane('/Staffs')!).findByRole('heading', { level: 1 });

    expect(within(tabBar()).getAllByRole('tab').map((t) => t.textContent)).toEqual(['首页', '车辆管理', '员工管理']);
    expect(pane('/Vehicles')).not.toBeVisible();
    expect(pane('/Staffs')).toBeVisible();

    // Back to the first screen through its tab: the very same (kept-alive) elements are shown again.
    await userEvent.click(within(tabBar()).getByRole('tab', { name: '车辆管理' }));
    await waitFor(() => expect(pane('/Vehicles')).toBeVisible());
    // The pane is shown with the click; the router follows once that frame is painted.
    await waitFor(() => expect(where(router)).toBe('/Vehicles'));
    expect(within(pane('/Vehicles')!).getByRole('heading', { level: 1 })).toBe(vehiclesHeading);
  });

  it('a tab click shows its kept-alive screen at once, and the guard still decides: a refused switch goes back', async () => {
    await signInAs('admin', 'admin123');
    const { router } = await openConsole('/Manage');
    await go(router, '/Vehicles');
    await within(pane('/Vehicles')!).findByRole('heading', { level: 1 });
    await go(router, '/Staffs');
    await within(pane('/Staffs')!).findByRole('heading', { level: 1 });

    // Shown with the click itself, before the router has moved; the address follows.
    act(() => void fireEvent.click(within(tabBar()).getByRole('tab', { name: '车辆管理' })));
    expect(pane('/Vehicles')).toBeVisible();
    expect(pane('/Staffs')).not.toBeVisible();
    expect(within(tabBar()).getByRole('tab', { name: '车辆管理' })).toHaveAttribute('aria-selected', 'true');
    expect(where(router)).toBe('/Staffs');
    await waitFor(() => expect(where(router)).toBe('/Vehicles'));
    expect(pane('/Vehicles')).toBeVisible();

    // The staff screen's permission is withdrawn: its tab still shows it for a moment, the guard refuses the
    // navigation, and the screen at the address comes back.
    const perm = permissionOf(findRoute('/Staffs')!, findRoute)!;
    useSession.setState({ permissions: useSession.getState().permissions.includes('*:*:*') ? [permissionOf(findRoute('/Vehicles')!, findRoute)!] : useSession.getState().permissions.filter((p) => p !== perm) });
    await userEvent.click(within(tabBar()).getByRole('tab', { name: '员工管理' }));
    await waitFor(() => expect(pane('/Vehicles')).toBeVisible());
    expect(pane('/Staffs')).not.toBeVisible();
    expect(where(router)).toBe('/Vehicles');
    expect(within(tabBar()).getByRole('tab', { name: '车辆管理' })).toHaveAttribute('aria-selected', 'true');
  });

  it('remounts a screen marked not cached on every visit', async () => {
    const notCached = catalog.find((r) => r.cache === false && !r.parent && !r.rowQuery) ?? catalog.find((r) => r.cache === false)!;
    await signInAs('admin', 'admin123');
    const { router } = await openConsole('/Manage');
    await go(router, notCached.path);
    const first = await within(pane(notCached.path)!).findByRole('heading', { level: 1 });
    await go(router, '/Vehicles');
    await waitFor(() => expect(pane(notCached.path)).toBeNull());
    await go(router, notCached.path);
    const second = await within(pane(notCached.path)!).findByRole('heading', { level: 1 });
    expect(second).not.toBe(first);
  });

  it('closing the active tab returns to the first stored horizontal-menu path and unmounts it', async () => {
    const user = userEvent.setup();
    await signInAs('admin', 'admin123');
    const { router } = await openConsole('/Manage');
    await go(router, '/Vehicles');
    await within(pane('/Vehicles')!).findByRole('heading', { level: 1 });
    expect(JSON.parse(sessionStorage.getItem('horizontalMenuUrlList') ?? '[]')).toEqual(['/Manage', '/Vehicles']);
    const vehiclesTab = within(tabBar()).getByRole('tab', { name: '车辆管理' });
    await user.click(within(vehiclesTab.parentElement!).getByRole('button', { name: /remove|关闭|close/i }));
    await waitFor(() => expect(pane('/Vehicles')).toBeNull());
    expect(where(router)).toBe('/Manage');
    expect(within(tabBar()).queryByRole('tab', { name: '车辆管理' })).toBeNull();
  });

  it('survives a reload of the page (session storage) and a new sign-in clears it', async () => {
    await signInAs('admin', 'admin123');
    const first = renderConsole('/Manage');
    await go(first.router, '/Vehicles?plate=京A');
    await go(first.router, '/Staffs');
    await within(pane('/Staffs')!).findByRole('heading', { level: 1 });
    first.unmount();

    // "Reload": a fresh console reads the stored tabs; switching back restores the tab's last address.
    useTabs.getState().reload();
    const second = renderConsole('/Staffs');
    expect(within(await screen.findByRole('tablist')).getAllByRole('tab').map((t) => t.textContent)).toEqual(['首页', '车辆管理', '员工管理']);
    await userEvent.click(within(tabBar()).getByRole('tab', { name: '车辆管理' }));
    await waitFor(() => expect(decodeURIComponent(where(second.router))).toBe('/Vehicles?plate=京A'));
    second.unmount();

    await signInAs('dispatcher', 'dispatch123');
    expect(useTabs.getState().tabs.map((t) => t.path)).toEqual(['/Manage']);
    expect(sessionStorage.getItem('editableTabs')).toBeNull();
  });

  it('a kept-alive list shows a row saved on its edit screen at once, not its copy from before', async () => {
    const user = userEvent.setup();
    await signInAs('admin', 'admin123');
    const { router } = await openConsole('/Manage');
    await go(router, '/scatteredCarInfo');
    const list = pane('/scatteredCarInfo')!;
    const edit = (await within(list).findAllByRole('link', { name: '编辑' }))[0]!;
    const plate = edit.closest('tr')!.querySelector('td')!.textContent!;
    await user.click(edit);
    await waitFor(() => expect(where(router)).toMatch(/^\/carEdit\?row=/));
    await waitFor(() => expect(pane('/carEdit')).not.toBeNull());
    const color = await within(pane('/carEdit')!).findByLabelText('车身颜色');
    fireEvent.change(color, { target: { value: '熔岩红' } });
    await user.click(within(pane('/carEdit')!).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(where(router)).toBe('/scatteredCarInfo'));
    // The same (kept-alive) list, well within its freshness time, loads again because something was saved.
    expect(pane('/scatteredCarInfo')).toBe(list);
    // The form's tab closed on its success: its screen is gone, the list's tab is the one shown.
    await waitFor(() => expect(useTabs.getState().tabs.map((t) => t.path)).toEqual(['/Manage', '/scatteredCarInfo']));
    await waitFor(() => expect(pane('/carEdit')).toBeNull());
    // (A generous wait: antd's table drawn again in jsdom on a busy 2-core machine. The list's stale time plays no part:
    // it is checked when the tab is shown, not on a timer.)
    await waitFor(() => expect(within(list).getAllByRole('row').find((r) => r.textContent!.includes(plate))!).toHaveTextContent('熔岩红'), { timeout: 25_000 });
  });

  it(`keeps at most ${MAX_TABS} tabs, each one's screen alive: the least recently shown closes first, never home`, async () => {
    expect(MAX_KEPT_ALIVE).toBe(MAX_TABS);
    await signInAs('admin', 'admin123');
    const { router } = await openConsole('/Manage');
    const lists = catalog.filter((r) => r.cache !== false && !r.parent && !r.rowQuery).slice(0, MAX_TABS);
    const [first, ...rest] = lists;
    await go(router, first!.path);
    await waitFor(() => expect(pane(first!.path)).not.toBeNull());
    // The others opened and shown since (the store's own record of it: their screens need not be drawn here).
    for (const r of rest.slice(0, -1)) useTabs.getState().visit({ path: r.path, fullPath: r.path, title: r.title });
    expect(useTabs.getState().tabs).toHaveLength(MAX_TABS);
    await go(router, '/Manage');
    // One more: the first list, the least recently shown, closes and its kept-alive screen goes with it.
    await go(router, rest.at(-1)!.path);
    await waitFor(() => expect(useTabs.getState().tabs.map((t) => t.path)).toEqual(['/Manage', ...rest.map((r) => r.path)]));
    await waitFor(() => expect(pane(first!.path)).toBeNull());
    expect(pane('/Manage')).not.toBeNull();
  }, 120_000);

  it('a tab’s context menu closes the others, those to its right or all, in both languages; the menu button too', async () => {
    const user = userEvent.setup();
    await signInAs('admin', 'admin123');
    const { router } = await openConsole('/Manage');
    for (const p of ['/Vehicles', '/Staffs', '/scatteredCarInfo']) {
      await go(router, p);
      await waitFor(() => expect(pane(p)).not.toBeNull());
    }
    const titles = () => within(tabBar()).getAllByRole('tab').map((t) => t.textContent);
    const [, vehicles] = titles();

    // Right click on a tab that is not shown: close the tabs to its right; the screen shown was one of them.
    fireEvent.contextMenu(within(tabBar()).getByRole('tab', { name: vehicles! }));
    const others = await screen.findByRole('menuitem', { name: '关闭其他页签' });
    await waitFor(() => expect(others).toBeVisible());
    await user.click(screen.getByRole('menuitem', { name: '关闭右侧页签' }));
    await waitFor(() => expect(titles()).toEqual(['首页', vehicles]));
    await waitFor(() => expect(where(router)).toBe('/Vehicles'));

    // In English, from the keyboard: the menu button beside the tabs (Tab to it, Enter) acts on the tab shown.
    await go(router, '/Staffs');
    await waitFor(() => expect(pane('/Staffs')).not.toBeNull());
    act(() => setLang('en-US'));
    try {
      const more = screen.getByRole('button', { name: 'Tab actions' });
      more.focus();
      await user.keyboard('{Enter}');
      const right = await screen.findByRole('menuitem', { name: 'Close tabs to the right' });
      await waitFor(() => expect(right).toBeVisible());
      await user.click(screen.getByRole('menuitem', { name: 'Close other tabs' }));
      await waitFor(() => expect(useTabs.getState().tabs.map((t) => t.path)).toEqual(['/Manage', '/Staffs']));
      expect(where(router)).toBe('/Staffs');
      expect(titles()).toHaveLength(2);
      expect(titles()[0]).toBe('Home');

      // Close all: back home.
      fireEvent.contextMenu(within(tabBar()).getAllByRole('tab')[1]!);
      await user.click(await screen.findByRole('menuitem', { name: 'Close all tabs' }));
      await waitFor(() => expect(useTabs.getState().tabs.map((t) => t.path)).toEqual(['/Manage']));
      await waitFor(() => expect(where(router)).toBe('/Manage'));
    } finally {
      act(() => setLang('zh-CN'));
    }
  });
});
