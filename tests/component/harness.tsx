/**
 * Renders the whole console (providers, http bridge, router with the real route table and guard) in a memory
 * router at a given path, on the demo backend's handlers (msw/node).
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, expect } from 'vitest';
import { loginByAccount } from '@/api/auth';
import { configureHttp } from '@/api/http';
import { queryClient } from '@/api/query';
import { App } from '@/app/App';
import type { DemoState } from '@/app/DemoBar';
import { attachGuard, routes } from '@/app/router';
import { ScreenMeta } from '@/components/screenMeta';
import { resetNavigationState } from '@/app/routes/loader';
import { session, useSession } from '@/stores/session';

export function renderConsole(path: string, demo: DemoState = { enabled: false, error: null }) {
  session.reload();
  resetNavigationState();
  const router = attachGuard(createMemoryRouter(routes, { initialEntries: [path] }));
  const view = render(<App demo={demo} router={router} />);
  return { router, ...view };
}

/** Signs a demo account in through the real login call, as the sign-in page would. */
export async function signInAs(account: string, password: string) {
  const r = await loginByAccount(account, password);
  if (!r.ok) throw new Error(r.msg);
  useSession.getState().signIn(r.data);
  return r.data;
}

export const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

/**
 * For every test of the calling file: signs `account` in before it and collects the error messages the http client
 * shows (the returned array, emptied before each test), from the moment the test is signed in: a call the test before
 * left on its way, answered after the backend's reset for this test (请先登录), is not this test's.
 */
export function collectHttpErrors(account: string, password: string): string[] {
  const errors: string[] = [];
  let restore = () => {};
  beforeEach(async () => {
    await signInAs(account, password);
    errors.length = 0;
    restore = configureHttp({ error: (m) => errors.push(m) });
  });
  afterEach(() => restore());
  return errors;
}

/**
 * antd without motion when the browser asks to reduce it, as the console's own providers do (AntdConfig): the browser
 * project asks for it (vite.config.ts `reducedMotion`), as the e2e does; jsdom's stand-in never does.
 */
const reducedMotion = () => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? { token: { motion: false } } : undefined);

/**
 * Renders some screens (path → page, each with its route meta titled `title` or its path) in a memory router at
 * `url`, under antd's zh-CN providers and the console's query cache (as in a tab); any other path shows "other screen".
 */
export function renderScreens(url: string, screens: Record<string, ComponentType>, title?: { 'zh-CN': string; 'en-US': string }) {
  const router = createMemoryRouter(
    [
      ...Object.entries(screens).map(([path, Page]) => ({
        path,
        element: (
          <ScreenMeta.Provider value={{ path, title: title ?? { 'zh-CN': path, 'en-US': path } }}>
            <Page />
          </ScreenMeta.Provider>
        ),
      })),
      { path: '*', element: <p>other screen</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN} theme={reducedMotion()}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** The 更多 menu open now, once open. */
const openActionsMenu = () =>
  waitFor(() => {
    const menu = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
    expect(menu).toBeTruthy();
    return menu!;
  });

/**
 * A table row's action named `name`, to click: the row's own button or link, or its item under the row's 更多 menu,
 * opened here (a list's row shows its first two actions and the rest under 更多: docs/architecture.md "Column settings").
 */
/**
 * Waits while the row's table reloads (antd's Spin blurs it and takes its clicks: `pointer-events: none`), as a user
 * waits for the spinner before clicking a row's action.
 */
async function untilClickable(row: HTMLElement): Promise<void> {
  await waitFor(() => expect(row.closest('.ant-spin-blur')).toBeNull());
}

export async function rowActionTarget(row: HTMLElement, name: string | RegExp): Promise<HTMLElement> {
  await untilClickable(row);
  const own = within(row).queryByRole('button', { name }) ?? within(row).queryByRole('link', { name });
  if (own) return own;
  await userEvent.click(within(row).getByRole('button', { name: /更多/ }));
  return within(await openActionsMenu()).getByRole('menuitem', { name });
}

/** The names of a table row's actions: its own links and buttons, then those under its 更多 (opened, then closed). */
export async function rowActionNames(row: HTMLElement): Promise<string[]> {
  const named = (els: HTMLElement[]) => els.map((el) => el.textContent?.replace(/\s/g, '') ?? '');
  const shown = named([...within(row).queryAllByRole('link'), ...within(row).queryAllByRole('button')]);
  const more = within(row).queryByRole('button', { name: /更多/ });
  if (!more) return shown;
  await untilClickable(row);
  await userEvent.click(more);
  const under = named(within(await openActionsMenu()).getAllByRole('menuitem'));
  await userEvent.click(more);
  await waitFor(() => expect(document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')).toBeNull());
  return [...shown.filter((name) => name !== '更多'), ...under];
}
