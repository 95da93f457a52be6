/**
 * §2 Route guard and §6 permissions, as pure functions (the root loader applies them on every navigation).
 *
 * How a path's permission is derived (documented in docs/routes.md):
 * - public routes need nothing; every other route needs a signed-in session (loginFlag 1);
 * - `/` and `/Manage` (home, the dashboard) and routes marked `permission: null` need only the session;
 * - a route with `parent` (detail, edit, add screens) needs its parent list's permission;
 * - otherwise the route's `permission`, by default its path without the leading '/', which is the
 *   permissionCode the login menu gives that page; `*:*:*` grants everything.
 */
import { ALL_PERMISSIONS, hasAnyPermission } from '@/lib/access';
import type { RouteMeta } from '@/entities/routes/types';

export { ALL_PERMISSIONS };

/** §2: reachable without signing in. */
export const PUBLIC_PATHS = ['/Login', '/StopTaking', '/DingLogin', '/resetPage', '/noPermission', '/userBind', '/userAgreement', '/userPrivacyPolicy'] as const;

export function isPublicPath(path: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}

/** The permission code a route needs, or null when a signed-in session is enough. */
export function permissionOf(meta: RouteMeta, find: (path: string) => RouteMeta | undefined): string | null {
  let route = meta;
  const seen = new Set<string>();
  while (route.parent && !seen.has(route.path)) {
    seen.add(route.path);
    const parent = find(route.parent);
    if (!parent) break;
    route = parent;
  }
  if (route.permission === null) return null;
  return route.permission ?? route.path.slice(1);
}

export function hasPermission(code: string | null, permissions: readonly string[]): boolean {
  return code === null || hasAnyPermission(permissions, [code]);
}

export type Decision =
  | { kind: 'allow' }
  /** Not signed in: to /Login, coming back here afterwards. */
  | { kind: 'login'; redirect: string }
  /** Signed in without the permission: say so and stay where the user was. */
  | { kind: 'deny'; route: RouteMeta }
  /** Signed in with a password an administrator reset: to the change-password screen first. */
  | { kind: 'changePassword' };

/** The screen where the signed-in user changes their password (the only one open while a reset password is unchanged). */
export const CHANGE_PASSWORD_PATH = '/resetPassWordPage';

export interface GuardInput {
  path: string;
  /** Path with query, for the sign-in redirect. */
  fullPath: string;
  loggedIn: boolean;
  permissions: readonly string[];
  /** The password was reset by an administrator and not changed since. */
  passwordChangeRequired?: boolean;
  find: (path: string) => RouteMeta | undefined;
}

export function decide({ path, fullPath, loggedIn, permissions, passwordChangeRequired, find }: GuardInput): Decision {
  if (isPublicPath(path)) return { kind: 'allow' };
  if (!loggedIn) return { kind: 'login', redirect: fullPath };
  if (passwordChangeRequired && path !== CHANGE_PASSWORD_PATH) return { kind: 'changePassword' };
  const route = find(path);
  // Unknown paths fall through to the not-found page; the shell itself needs only the session.
  if (!route) return { kind: 'allow' };
  return hasPermission(permissionOf(route, find), permissions) ? { kind: 'allow' } : { kind: 'deny', route };
}
