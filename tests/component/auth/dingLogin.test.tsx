import { screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { useSession } from '@/stores/session';
import { renderConsole, where } from '../harness';

describe('/DingLogin third-party callback (§1, §7, §8)', () => {
  it('posts authStrategy 3 with the code as thirdToken; code 0 signs in and goes home', async () => {
    let body: unknown;
    server.use(
      mswHttp.post('*/api/provider/staff/login', async ({ request }) => {
        body = await request.clone().json();
        return undefined; // fall through to the demo backend
      }),
    );
    const { router } = renderConsole('/DingLogin?code=demo-dispatcher');
    await waitFor(() => expect(where(router)).toBe('/'));
    expect(body).toEqual({ authStrategy: 3, thirdToken: 'demo-dispatcher' });
    expect(useSession.getState().user?.chief_dispatcher).toBe(1);
    expect(sessionStorage.getItem('loginFlag')).toBe('1');
  });

  it('another code shows the server msg and goes to /Login', async () => {
    const { router } = renderConsole('/DingLogin?code=expired-code');
    await waitFor(() => expect(where(router)).toBe('/Login'));
    expect(await screen.findByText('授权码无效或已过期，请重新扫码登录')).toBeInTheDocument();
    expect(sessionStorage.getItem('loginFlag')).toBeNull();
  });

  it('a business code of 1000 or more is shown on the sign-in page', async () => {
    server.use(mswHttp.post('*/api/provider/staff/login', () => HttpResponse.json({ code: 2001, msg: '该账号已停用', data: null })));
    const { router } = renderConsole('/DingLogin?code=demo-admin');
    await waitFor(() => expect(where(router)).toBe('/Login'));
    expect(await screen.findByRole('alert')).toHaveTextContent('该账号已停用');
  });

  it('a network failure shows the §8 network message and offers the account sign-in', async () => {
    server.use(mswHttp.post('*/api/provider/staff/login', () => HttpResponse.error()));
    renderConsole('/DingLogin?code=demo-admin');
    expect(await screen.findAllByText('当前网络环境较差，请检查网络后刷新页面!')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: '前往账号登录' })).toBeInTheDocument();
  });

  it('an unbound workplace account is sent to /userBind, which binds and signs in', async () => {
    const { router } = renderConsole('/DingLogin?code=demo-unbound-7');
    await waitFor(() => expect(where(router)).toBe('/userBind?code=demo-unbound-7'));
    expect(await screen.findByRole('heading', { name: '绑定控制台账号' })).toBeInTheDocument();
  });
});
