/**
 * Renders the whole console (providers, http bridge, router with the real route table and guard) in a memory
 * router at a given path, on the demo backend's handlers (msw/node).
 */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { loginByAccount } from '@/api/auth';
import { App } from '@/app/App';
import type { DemoState } from '@/app/DemoBar';
import { attachGuard, routes } from '@/app/router';
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
