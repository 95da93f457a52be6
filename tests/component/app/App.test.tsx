import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '@/i18n';
import { renderConsole } from '../harness';

afterEach(() => setLang('zh-CN'));

describe('App', () => {
  it('renders in zh-CN by default; switching to en-US changes the console and antd locale', async () => {
    const user = userEvent.setup();
    renderConsole('/Login', { enabled: true, error: null });
    expect(await screen.findByRole('heading', { name: '账号登录' })).toBeInTheDocument();
    expect(await screen.findByText('演示后端已启用：数据保存在本浏览器中。')).toBeInTheDocument();

    await user.click(screen.getAllByText('English')[0]!);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('LANGUAGE')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');

    // antd's own texts follow the language (Popconfirm buttons).
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    const tip = await screen.findByRole('tooltip');
    expect(within(tip).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(within(tip).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('lists the demo accounts on the sign-in page of a demo build', async () => {
    renderConsole('/Login', { enabled: true, error: null });
    expect(await screen.findByText('dispatch123')).toBeInTheDocument();
  });

  it('still renders and says why when the demo backend could not start', async () => {
    renderConsole('/Login', { enabled: true, error: 'Service workers are not supported' });
    expect(await screen.findByText('演示后端未能启动，接口请求将无法得到应答：Service workers are not supported')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '账号登录' })).toBeInTheDocument();
  });

  it('shows no demo bar in a build without the demo backend', async () => {
    renderConsole('/Login');
    expect(await screen.findByRole('heading', { name: '账号登录' })).toBeInTheDocument();
    expect(screen.queryByText('重置演示数据')).not.toBeInTheDocument();
  });
});
