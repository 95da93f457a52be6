/**
 * The navigation hook (§2 Route guard), run by the root route's loader before every navigation:
 * version check (once the navigation is painted and the browser idle, never blocking it), free-access token login,
 * sign-in and permission checks.
 */
import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { loginByToken } from '@/api/auth';
import { pick, t } from '@/i18n';
import { notify } from '@/lib/notify';
import { preload } from '@/lib/modules';
import { obfuscate } from '@/lib/obfuscate';
import { idleAfterPaint } from '@/lib/timing';
import { startTodoCallsAhead } from '@/features/dashboard/calls';
import { session } from '@/stores/session';
import { HOME_PATH, tabPathOf } from '@/stores/tabs';
import { drawnWithoutAntd, loadPaneAntd } from '../layout/paneAntdLoader';
import { CHANGE_PASSWORD_PATH, decide } from './guard';
import { findRoute, pages } from './table';
import { checkVersion } from './version';

/** Query parameter of a free-access token link. */
export const TOKEN_PARAM = 'token';
/** Query parameter carrying the form value of a token link to /childProcessDetail. */
export const FORM_PARAM = 'form';

let firstNavigation = true;
let currentLocation: () => string | null = () => null;

/** The router registers how to read the location the user is on (null before the first navigation). */
export function setCurrentLocationReader(read: () => string | null): void {
  currentLocation = read;
}

/** Test hook: the next navigation counts as the first (arriving with no previous route). */
export function resetNavigationState(): void {
  firstNavigation = true;
}

function withoutParam(url: URL, name: string): string {
  const copy = new URL(url);
  copy.searchParams.delete(name);
  return copy.pathname + copy.search + copy.hash;
}

async function tokenLogin(token: string, form: string | null): Promise<Response> {
  const destination = form === null ? '/' : '/childProcessDetail';
  // The code of the screen it leads to loads during the sign-in, not after it; whether that screen may open is still
  // decided once signed in.
  void preload(pages[destination]);
  const r = await loginByToken(token);
  if (!r.ok) {
    // §8: show msg (the http client has already shown codes below 1000), then /login.
    if (!r.handled) notify.error(r.msg || t('auth.token.failed'));
    return replace('/login');
  }
  session.get().signIn(r.data);
  // The token never stays in the address bar or the history: these redirects replace the entry it came in.
  return replace(form === null ? destination : `${destination}?${FORM_PARAM}=${encodeURIComponent(obfuscate(form))}`);
}

/** How long a version reload waits for the navigation it was checked for to reach the address bar. */
const RELOAD_WAIT_MS = 3_000;

/**
 * Reloads the page once the address bar shows `url`, that is once the router has committed the navigation the
 * version was checked for: the new release then loads that page and the history keeps the one before it. Reloading
 * earlier would race the router (replacing the previous entry, or leaving a half-drawn page behind it). Gives up
 * waiting after RELOAD_WAIT_MS (a redirect went elsewhere) and reloads where the user is.
 */
function reloadOnceShown(url: URL): void {
  const until = Date.now() + RELOAD_WAIT_MS;
  const tick = () => {
    if (window.location.pathname + window.location.search === url.pathname + url.search || Date.now() > until) window.location.reload();
    else window.setTimeout(tick, 50);
  };
  tick();
}

export async function rootLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const url = new URL(request.url);
  const path = url.pathname.slice(import.meta.env.BASE_URL.length - 1) || '/';
  const arriving = firstNavigation;
  firstNavigation = false;
  // A new release loads the page the user is going to, afresh (not the one they are leaving). Checked once the
  // navigation is painted and the browser is idle: the request and its answer cost nothing while the screen is drawn.
  idleAfterPaint(() => void checkVersion(() => reloadOnceShown(url)));

  const token = url.searchParams.get(TOKEN_PARAM);
  if (token !== null) {
    if (arriving && !session.get().loggedIn) return tokenLogin(token, url.searchParams.get(FORM_PARAM));
    // Not used (already signed in, or not arriving): still never leave it in the address bar.
    return replace(withoutParam(url, TOKEN_PARAM));
  }

  const { loggedIn, permissions, passwordChangeRequired } = session.get();
  const decision = decide({ path, fullPath: path + url.search, loggedIn, permissions, passwordChangeRequired, find: findRoute });
  switch (decision.kind) {
    case 'allow':
      // The dashboard's calls start now: their answers are in by the time the shell and the dashboard are drawn.
      if (tabPathOf(path) === HOME_PATH) startTodoCallsAhead();
      // The navigation completes once the screen's code is in (loading beside the shell's on arrival), and antd's
      // providers for it (a screen of the shell but the dashboard), so the screen is drawn in the same frame as its
      // tab, without a loading placeholder in between: React shows content that replaces a fallback no sooner than
      // 300 ms after the fallback, which a first visit to every screen paid.
      await Promise.all([preload(pages[path]), preload(findRoute(path)?.public || drawnWithoutAntd(path) ? undefined : loadPaneAntd)]);
      return null;
    case 'login':
      // Replace, so Back from the sign-in page does not bounce through the refused address again.
      return replace(`/Login?redirect=${encodeURIComponent(decision.redirect)}`);
    case 'changePassword':
      notify.info(t('guard.changePassword'));
      return replace(CHANGE_PASSWORD_PATH);
    case 'deny': {
      notify.error(t('guard.denied', { title: pick(decision.route.title) }));
      // §2: the navigation does not happen; arriving with no page to stay on, go home.
      return replace(currentLocation() ?? '/');
    }
  }
}
