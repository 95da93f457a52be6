/**
 * §5 role and permission directives and §6 permissions, as pure predicates shared by the route guard and the
 * permission/role gates (src/components/Permission.tsx).
 *
 * - a role check passes when the user's roles include `admin` or one of the listed roles;
 * - a permission check passes when the user's permissions include `*:*:*` or one of the listed codes;
 * - an empty list is a developer error (§5): the role check throws 'set the role tag value', the permission
 *   check 'set the permission tag value' (the spec only says "empty list is an error"; same wording style).
 */

/** The permission code that grants everything (§6). */
export const ALL_PERMISSIONS = '*:*:*';
/** The role that passes every role check (§5). */
export const ADMIN_ROLE = 'admin';

/** §5 message of the role directive used with an empty list. */
export const EMPTY_ROLES_MESSAGE = 'set the role tag value';
/** The permission directive's message for an empty list (the spec gives none; same style as the role one). */
export const EMPTY_PERMISSIONS_MESSAGE = 'set the permission tag value';

/** Thrown when a role or permission check is given an empty list: a mistake in the calling code. */
export class AccessListError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccessListError';
  }
}

/** True when the user holds `*:*:*` or any of `codes`. Throws AccessListError when `codes` is empty. */
export function hasAnyPermission(userPermissions: readonly string[], codes: readonly string[]): boolean {
  if (codes.length === 0) throw new AccessListError(EMPTY_PERMISSIONS_MESSAGE);
  return userPermissions.includes(ALL_PERMISSIONS) || codes.some((code) => userPermissions.includes(code));
}

/** True when the user has the `admin` role or any of `roles`. Throws AccessListError when `roles` is empty. */
export function hasAnyRole(userRoles: readonly string[], roles: readonly string[]): boolean {
  if (roles.length === 0) throw new AccessListError(EMPTY_ROLES_MESSAGE);
  return userRoles.includes(ADMIN_ROLE) || roles.some((role) => userRoles.includes(role));
}
