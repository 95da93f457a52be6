import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { setLang } from '@/i18n';

afterEach(() => setLang('zh-CN'));

describe('App', () => {
  it('renders in zh-CN by default; switching to en-US changes the console and antd locale', async () => {
    const user = userEvent.setup();
    render(<App demo={{ enabled: true, error: null }} />);
    expect(await screen.findByText('控制台基础已就绪')).toBeInTheDocument();
    expect(screen.getByText('演示后端已启用：数据保存在本浏览器中。')).toBeInTheDocument();

    await user.click(screen.getByText('English'));
    expect(await screen.findByText('Console foundation ready')).toBeInTheDocument();
    expect(localStorage.getItem('LANGUAGE')).toBe('en-US');

    // antd's own texts follow the language (Popconfirm buttons).
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    const tip = await screen.findByRole('tooltip');
    expect(within(tip).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(within(tip).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('still renders and says why when the demo backend could not start', async () => {
    render(<App demo={{ enabled: true, error: 'Service workers are not supported' }} />);
    expect(await screen.findByText('演示后端未能启动，接口请求将无法得到应答：Service workers are not supported')).toBeInTheDocument();
    expect(await screen.findByText('控制台基础已就绪')).toBeInTheDocument();
  });

  it('shows no demo bar in a build without the demo backend', async () => {
    render(<App demo={{ enabled: false, error: null }} />);
    expect(await screen.findByText('控制台基础已就绪')).toBeInTheDocument();
    expect(screen.queryByText('重置演示数据')).not.toBeInTheDocument();
  });
});
