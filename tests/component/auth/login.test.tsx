import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { useSession } from '@/stores/session';
import { useTabs } from '@/stores/tabs';
import { renderConsole, where } from '../harness';

async function fill(user: ReturnType<typeof userEvent.setup>, account: string, password: string) {
  await user.type(await screen.findByLabelText('账号'), account);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登 录' }));
}

describe('/Login (§1, §4)', () => {
  it('asks for account and password before calling the server', async () => {
    const user = userEvent.setup();
    renderConsole('/Login');
    await user.click(await screen.findByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
  });

  it('shows the server refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { router } = renderConsole('/Login');
    await fill(user, 'admin', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(screen.getByLabelText('账号')).toHaveValue('admin');
    expect(screen.getByLabelText('密码')).toHaveValue('wrong-password');
    expect(where(router)).toBe('/Login');
    expect(sessionStorage.getItem('loginFlag')).toBeNull();
  });

  it('a network failure says so and keeps the form', async () => {
    const user = userEvent.setup();
    server.use(mswHttp.post('*/api/provider/staff/login', () => HttpResponse.error()));
    renderConsole('/Login');
    await fill(user, 'admin', 'admin123');
    expect(await screen.findAllByText('当前网络环境较差，请检查网络后刷新页面!')).not.toHaveLength(0);
    expect(screen.getByLabelText('账号')).toHaveValue('admin');
  });

  it('signs in, sets loginFlag 1, clears tabs and goes to a safe redirect', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('editableTabs', JSON.stringify([{ path: '/Vehicles', fullPath: '/Vehicles', title: { 'zh-CN': '车辆管理', 'en-US': 'Vehicles' } }]));
    const { router } = renderConsole('/Login?redirect=%2FbranchOrder%3ForderStatus%3D1');
    await fill(user, 'admin', 'admin123');
    await waitFor(() => expect(where(router)).toBe('/branchOrder?orderStatus=1'));
    expect(sessionStorage.getItem('loginFlag')).toBe('1');
    // The tabs of before are gone: only what this sign-in opened (the shell may already have stored it).
    const tabs = JSON.parse(sessionStorage.getItem('editableTabs') ?? '[]') as { path: string }[];
    expect(tabs.map((tab) => tab.path)).not.toContain('/Vehicles');
    expect(useTabs.getState().tabs.map((tab) => tab.path)).not.toContain('/Vehicles');
    expect(useSession.getState().user?.staffName).toBe('王建国');
  });

  it.each(['https://evil.example.com/steal', '//evil.example.com', 'javascript:alert(document.cookie)'])('ignores a redirect outside the console: %s', async (redirect) => {
    const user = userEvent.setup();
    const { router } = renderConsole(`/Login?redirect=${encodeURIComponent(redirect)}`);
    await fill(user, 'admin', 'admin123');
    await waitFor(() => expect(where(router)).toBe('/'));
  });

  it('/login redirects to /Login keeping its query', async () => {
    const { router } = renderConsole('/login?redirect=%2FcheckSheet');
    await waitFor(() => expect(where(router)).toBe('/Login?redirect=%2FcheckSheet'));
    expect(await screen.findByRole('heading', { name: '账号登录' })).toBeInTheDocument();
  });
});
