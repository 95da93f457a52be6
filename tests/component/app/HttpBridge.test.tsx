import { render, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { get } from '@/api/http';
import { HttpBridge } from '@/app/HttpBridge';
import { createMemoryRouter } from 'react-router-dom';
import { routes } from '@/app/router';
import { server } from '@/mocks/node';

describe('http UI bridge', () => {
  it('shows only one toast at a time, the newest (§8, §9 toast limit 1)', async () => {
    // Animations off: a leaving toast is removed at once, so "on screen" means "in the document".
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <HttpBridge router={createMemoryRouter(routes)} />
      </ConfigProvider>,
    );
    server.use(
      mswHttp.get('/t/first', () => HttpResponse.json({ code: 500, msg: '第一条错误', data: null })),
      mswHttp.get('/t/second', () => HttpResponse.json({ code: 501, msg: '第二条错误', data: null })),
    );
    await get('/t/first');
    expect(await screen.findByText('第一条错误')).toBeInTheDocument();
    await get('/t/second');
    expect(await screen.findByText('第二条错误')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('第一条错误')).not.toBeInTheDocument());
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(1);
  });

  it('navigates inside the console through the router (403 → /noPermission)', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/Login'] });
    render(<HttpBridge router={router} />);
    server.use(mswHttp.get('/t/forbidden', () => HttpResponse.json({ code: 403, msg: '', data: null })));
    await get('/t/forbidden');
    await waitFor(() => expect(router.state.location.pathname).toBe('/noPermission'));
  });
});
