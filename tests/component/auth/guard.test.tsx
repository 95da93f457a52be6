import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { page } from 'vitest/browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { session, useSession } from '@/stores/session';
import { renderConsole, signInAs, where } from '../harness';

// A desktop's frame (the runner's default is a phone's 414 px, where the menu is a drawer, not drawn until opened).
const before = { width: window.innerWidth, height: window.innerHeight };
beforeAll(() => page.viewport(1366, 768));
afterAll(() => page.viewport(before.width, before.height));

describe('route guard in the console (§2, §6)', () => {
  // Each test starts from a signed-out store: the session store outlives a test, and a sign-in the previous test left
  // in flight (a late answer) must not carry its session into this one.
  beforeEach(() => {
    sessionStorage.clear();
    session.reload();
  });

  it.each(['/Login', '/StopTaking', '/DingLogin', '/resetPage', '/noPermission', '/userBind', '/userAgreement', '/userPrivacyPolicy'])(
    'public route %s opens without signing in',
    async (path) => {
      server.use(mswHttp.post('*/api/provider/staff/login', () => HttpResponse.json({ code: 1, msg: 'x', data: null })));
      const { router } = renderConsole(path);
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      await waitFor(() => expect(router.state.location.pathname).not.toBe('/'));
      expect(router.state.location.pathname === path || path === '/DingLogin').toBe(true);
    },
  );

  it('an unauthenticated deep link lands on /Login and, after sign-in, on that list', async () => {
    const user = userEvent.setup();
    const { router } = renderConsole('/branchOrder?orderStatus=5');
    await waitFor(() => expect(where(router)).toBe('/Login?redirect=%2FbranchOrder%3ForderStatus%3D5'));
    await user.type(await screen.findByLabelText('账号'), 'dispatcher');
    await user.type(screen.getByLabelText('密码'), 'dispatch123');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    await waitFor(() => expect(where(router)).toBe('/branchOrder?orderStatus=5'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('a screen without permission says so with its title and does not navigate', async () => {
    await signInAs('supplier', 'supplier123');
    const { router } = renderConsole('/supplierDemandOrder');
    // The screen is open (the address is the initial entry's from the start, before the guard has let it in).
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(where(router)).toBe('/supplierDemandOrder');
    await router.navigate('/Staffs');
    expect(await screen.findByText(/^对不起，您暂无.+权限$/)).toBeInTheDocument();
    expect(where(router)).toBe('/supplierDemandOrder');
  });

  it('arriving at a forbidden screen goes home with the message', async () => {
    await signInAs('enterprise', 'enterprise123');
    const { router } = renderConsole('/Staffs');
    // The refusal is decided before the console is drawn: the toast waits for it and shows at once.
    expect(await screen.findByText(/^对不起，您暂无.+权限$/)).toBeInTheDocument();
    await waitFor(() => expect(where(router)).toBe('/'));
  });

  it('a corrupt stored session reads as logged out', async () => {
    sessionStorage.setItem('loginFlag', '1');
    sessionStorage.setItem('loginData', '{"user": not json');
    // Read at once, as a page load reads it: nothing of another test's sign-in still in flight can land in between.
    session.reload();
    expect(useSession.getState().loggedIn).toBe(false);
    const { router } = renderConsole('/Manage');
    await waitFor(() => expect(where(router)).toBe('/Login?redirect=%2FManage'));
  });

  it('shows the signed-in user and only that account’s menu; signing out clears the session', async () => {
    const user = userEvent.setup();
    await signInAs('supplier', 'supplier123');
    const { router } = renderConsole('/Manage');
    expect(await screen.findByTestId('user-name')).toHaveTextContent('张海峰');
    const nav = screen.getByRole('navigation', { name: '导航菜单' });
    // The menu is drawn once the shell's first render is painted.
    await waitFor(() => expect(nav).toHaveTextContent('调度派车'));
    expect(nav).not.toHaveTextContent('系统管理');
    expect(nav).not.toHaveTextContent('企业用车');
    expect(nav).not.toHaveTextContent('运营中心');
    await user.click(screen.getByRole('button', { name: /退出登录/ }));
    await user.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(where(router)).toBe('/Login'));
    expect(sessionStorage.getItem('loginFlag')).toBeNull();
  });

  it('a 401 from the server signs out and goes to sign-in', async () => {
    await signInAs('admin', 'admin123');
    server.use(mswHttp.get('*/api/provider/staff/current', () => HttpResponse.json({ code: 401, msg: '登录已过期，请重新登录', data: null })));
    const { router } = renderConsole('/Manage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(useSession.getState().loggedIn).toBe(false);
  });
});
