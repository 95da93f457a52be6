import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BackButton } from '@/components/BackButton';
import { renderWidget } from './widgetHarness';

function setup(initialEntries: string[], button: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/RefundList', element: <Link to="/RefundDetail">详情</Link> },
      { path: '/RefundDetail', element: button },
      { path: '/Manage', element: <p>首页</p> },
      { path: '/OrderList', element: <p>订单列表</p> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  renderWidget(<RouterProvider router={router} />);
  return router;
}

describe('§2 back button', () => {
  it('goes back in history', async () => {
    const user = userEvent.setup();
    const router = setup(['/RefundList'], <BackButton />);
    await user.click(screen.getByRole('link', { name: '详情' }));
    expect(router.state.location.pathname).toBe('/RefundDetail');
    await user.click(screen.getByRole('button', { name: /返\s?回/ }));
    expect(router.state.location.pathname).toBe('/RefundList');
  });

  it('goes to a given path', async () => {
    const user = userEvent.setup();
    const router = setup(['/RefundList', '/RefundDetail'], <BackButton to="/OrderList">返回订单列表</BackButton>);
    await user.click(screen.getByRole('button', { name: /返回订单列表/ }));
    expect(router.state.location.pathname).toBe('/OrderList');
  });

  it('with nothing to go back to (a link opened in a new tab) it goes to /Manage', async () => {
    const user = userEvent.setup();
    const router = setup(['/RefundDetail'], <BackButton />);
    await user.click(screen.getByRole('button', { name: /返\s?回/ }));
    expect(router.state.location.pathname).toBe('/Manage');
  });
});
