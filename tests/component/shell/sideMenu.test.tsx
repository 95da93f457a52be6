import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USAGE_REPORT_PATH } from '@/api/http';
import { setLang } from '@/i18n';
import { data } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderConsole, signInAs, where } from '../harness';

// A desktop's frame (the runner's default is a phone's 414 px, where the menu is a drawer).
const before = { width: window.innerWidth, height: window.innerHeight };
beforeAll(() => page.viewport(1366, 768));
afterAll(() => page.viewport(before.width, before.height));

const nav = () => screen.getByRole('navigation', { name: '导航菜单' });
const group = (name: string) => within(nav()).getByRole('button', { name });

/** The console at /Manage, signed in as the provider admin, once its frame is drawn. */
async function openConsole() {
  await signInAs('admin', 'admin123');
  const view = renderConsole('/Manage');
  await screen.findByRole('navigation', { name: '导航菜单' });
  return view;
}

/** Calls of the usage report (§2: a menu click reports the screen's permission code). */
function usageReports(): string[] {
  const codes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes(USAGE_REPORT_PATH)) return;
    void request
      .clone()
      .text()
      .then((body) => codes.push(new URLSearchParams(body).get('permissionCode') ?? ''));
  });
  return codes;
}

describe('side menu (§2 Menu)', () => {
  it('is drawn with the frame; groups open and close; a screen opened from it is marked and reported', async () => {
    const reports = usageReports();
    const { router } = await openConsole();
    const home = await within(nav()).findByRole('link', { name: '首页' });
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(home).toHaveAttribute('href', '/Manage');

    const orders = group('订单管理');
    expect(orders).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: '短租订单' })).toBeNull();
    await userEvent.click(orders);
    expect(orders).toHaveAttribute('aria-expanded', 'true');
    const rentOrders = within(nav()).getByRole('link', { name: '短租订单' });
    expect(rentOrders).toHaveAttribute('href', '/RentOrderManage');

    await userEvent.click(rentOrders);
    await waitFor(() => expect(where(router)).toBe('/RentOrderManage'));
    await waitFor(() => expect(within(nav()).getByRole('link', { name: '短租订单' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav()).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(reports).toEqual(['RentOrderManage']));
    // §2 session keys: the top item holding the page, and the page.
    expect(sessionStorage.getItem('menuIsActive')).toBe('order');
    expect(sessionStorage.getItem('defaultActive')).toBe('/RentOrderManage');

    await userEvent.click(group('订单管理'));
    expect(group('订单管理')).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: '短租订单' })).toBeNull();
  });

  it('a screen opened elsewhere opens the groups holding it, three levels deep; the others stay as they were', async () => {
    // A subgroup, as /Permission makes one: the operator's charging screens under 运营中心 › 充电业务.
    const menus = data().sysMenus;
    const operator = menus.find((m) => m.menuType === 'M' && m.perms === 'operator')!;
    const charging = { ...operator, id: 9999, parentId: operator.id, parentName: operator.title, title: '充电业务', titleEn: 'Charging', perms: 'operator:charging', icon: '', sort: 0 };
    menus.push(charging);
    for (const m of menus) if (m.path === '/SopChargingOrder' || m.path === '/SopChargingCustomer') Object.assign(m, { parentId: charging.id, parentName: charging.title });
    const { router } = await openConsole();
    await userEvent.click(await within(nav()).findByRole('button', { name: '订单管理' }));
    await act(() => router.navigate('/Vehicles'));
    expect(group('车务管理')).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: '车辆管理' })).toHaveAttribute('aria-current', 'page');
    expect(group('订单管理')).toHaveAttribute('aria-expanded', 'true');

    // Three levels: 运营中心 › 充电业务 › its screens, opened by a screen of the third level.
    await act(() => router.navigate('/SopChargingOrder'));
    expect(group('运营中心')).toHaveAttribute('aria-expanded', 'true');
    expect(group('充电业务')).toHaveAttribute('aria-expanded', 'true');
    const links = within(nav()).getAllByRole('link').filter((a) => a.closest('ul')?.previousElementSibling?.textContent === '充电业务');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/SopChargingOrder', '/SopChargingCustomer']);
    expect(group('车务管理')).toHaveAttribute('aria-expanded', 'true');
  });

  it('a link opened in a new tab (Ctrl, or another button) is left to the browser', async () => {
    const { router } = await openConsole();
    await userEvent.click(await within(nav()).findByRole('button', { name: '车务管理' }));
    const vehicles = within(nav()).getByRole('link', { name: '车辆管理' });
    // Whether the console prevented the default (the browser following the link), seen after its own handler; the
    // test then prevents it itself, so the browser running the test stays on its page.
    let leftToBrowser: boolean | null = null;
    const seen = (e: MouseEvent) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', seen);
    window.addEventListener('auxclick', seen);
    try {
      fireEvent.click(vehicles, { ctrlKey: true });
      expect(leftToBrowser).toBe(true);
      leftToBrowser = null;
      fireEvent.click(vehicles, { button: 1 });
      expect(leftToBrowser).toBe(true);
      expect(where(router)).toBe('/Manage');
      fireEvent.click(vehicles);
      expect(leftToBrowser).toBe(false);
    } finally {
      window.removeEventListener('click', seen);
      window.removeEventListener('auxclick', seen);
    }
    await waitFor(() => expect(where(router)).toBe('/Vehicles'));
  });

  it('collapsed to its icons: a group shows its screens in a panel beside it, which Escape closes', async () => {
    const { router } = await openConsole();
    await userEvent.click(screen.getByRole('button', { name: '导航菜单', expanded: true }));
    const home = await within(nav()).findByRole('link', { name: '首页' });
    expect(home).toHaveAttribute('title', '首页');
    const system = group('车务管理');
    expect(system).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(system);
    expect(system).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(system.getAttribute('aria-controls')!)!;
    expect(panel).toHaveTextContent('车务管理');
    await userEvent.keyboard('{Tab}');
    expect(within(panel).getAllByRole('link')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(system).toHaveAttribute('aria-expanded', 'false');
    expect(system).toHaveFocus();

    // The pointer moving from one group to the next: the next one's panel stays open.
    const orders = group('订单管理');
    await userEvent.hover(orders);
    expect(orders).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(orders);
    await userEvent.hover(system);
    // The one left closes after its grace; the one under the pointer stays open.
    await waitFor(() => expect(orders).toHaveAttribute('aria-expanded', 'false'));
    expect(system).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(document.getElementById(system.getAttribute('aria-controls')!)!).getByRole('link', { name: '车辆管理' }));
    await waitFor(() => expect(where(router)).toBe('/Vehicles'));
    expect(system).toHaveAttribute('aria-expanded', 'false');
  });

  it('in English shows the English titles of the menu records, an edited one at the next sign-in ([Q] English)', async () => {
    setLang('en-US');
    try {
      // A record's English title as /Permission saves it (the menu records carry both titles).
      const record = data().sysMenus.find((m) => m.path === '/RentOrderManage')!;
      record.titleEn = 'Short-term rentals';
      await signInAs('admin', 'admin123');
      renderConsole('/Manage');
      const menu = await screen.findByRole('navigation', { name: 'Navigation' });
      expect(await within(menu).findByRole('link', { name: 'Home' })).toHaveAttribute('href', '/Manage');
      await userEvent.click(within(menu).getByRole('button', { name: 'Orders' }));
      expect(within(menu).getByRole('link', { name: 'Short-term rentals' })).toHaveAttribute('href', '/RentOrderManage');
      expect(within(menu).getByRole('button', { name: 'System' })).toBeInTheDocument();
      // Not a Chinese title left among the groups and screens shown.
      expect(menu.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    } finally {
      setLang('zh-CN');
    }
  });
});
