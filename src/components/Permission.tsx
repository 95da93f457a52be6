/**
 * §5 role and permission directives as React gates, reading the signed-in user's roles and permission codes
 * from the session store. The rules themselves are the pure predicates of src/lib/access.ts (shared with the
 * route guard):
 * - `<HasRole roles={['dispatcher']}>` renders its children when the user has the `admin` role or a listed role;
 * - `<HasPermission codes={['order:export']}>` renders its children when the user holds `*:*:*` or a listed code;
 * - otherwise they render `fallback` (nothing by default).
 *
 * An empty list is a mistake in the calling code (§5): in development (and tests) the gate throws
 * `Error('set the role tag value')` for roles and `Error('set the permission tag value')` for permissions, so
 * it is seen at once; a production build logs the same error to the console and shows the fallback instead of
 * breaking the page.
 */
import { useMemo, type ReactNode } from 'react';
import { AccessListError, hasAnyPermission, hasAnyRole } from '@/lib/access';
import { useSession } from '@/stores/session';

export interface AccessChecks {
  /** True when the user holds `*:*:*` or any of `codes`. */
  can(codes: readonly string[]): boolean;
  /** True when the user has the `admin` role or any of `roles`. */
  hasRole(roles: readonly string[]): boolean;
}

/** Runs a check; an empty list throws in development and denies (logged) in production. */
function checked(check: () => boolean): boolean {
  try {
    return check();
  } catch (error) {
    if (import.meta.env.DEV || !(error instanceof AccessListError)) throw error;
    console.error(error);
    return false;
  }
}

/** The signed-in user's checks; re-renders when the session's roles or permissions change. */
export function usePermission(): AccessChecks {
  const permissions = useSession((s) => s.permissions);
  const roles = useSession((s) => s.roles);
  return useMemo(
    () => ({
      can: (codes) => checked(() => hasAnyPermission(permissions, codes)),
      hasRole: (wanted) => checked(() => hasAnyRole(roles, wanted)),
    }),
    [permissions, roles],
  );
}

interface GateProps {
  children?: ReactNode;
  /** Shown instead of the children when the check fails (nothing by default). */
  fallback?: ReactNode;
}

export interface HasPermissionProps extends GateProps {
  /** Permission codes, any one of which is enough. Must not be empty. */
  codes: readonly string[];
}

/** §5 permission directive: the children only for users holding `*:*:*` or one of `codes`. */
export function HasPermission({ codes, children, fallback = null }: HasPermissionProps) {
  const { can } = usePermission();
  return <>{can(codes) ? children : fallback}</>;
}

export interface HasRoleProps extends GateProps {
  /** Role names, any one of which is enough (`admin` always passes). Must not be empty. */
  roles: readonly string[];
}

/** §5 role directive: the children only for `admin` users or users with one of `roles`. */
export function HasRole({ roles, children, fallback = null }: HasRoleProps) {
  const { hasRole } = usePermission();
  return <>{hasRole(roles) ? children : fallback}</>;
}
