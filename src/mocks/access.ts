/**
 * Access derived from roles (docs/architecture.md "Access"): an account's sign-in answers the menu, permission codes
 * and role keys of its enabled roles (`grantsOf`), computed from the menu tree (seeds/access.ts) when it signs in and
 * kept in the session — a change to a role or an account takes effect at the account's next sign-in. The four demo
 * accounts hold the roles that reproduce their audiences' menus (../menus).
 */
import { routePermission } from '@/entities/routes/catalog';
import type { CompanyOption, LoggedInUser, LoginData } from '@/entities/account/wire';
import type { AnySchema } from '@/entities/define';
import { ADMIN_ROLE_KEY } from '@/entities/system/role';
import { hasAnyPermission } from '@/lib/access';
import { companyAttribute, dataScopeTest as scopeTest, grantedBy, grantsOf as grants, type Grantee, type Grants } from '@/entities/system/rules';
import type { Audience } from './accounts';
import { currentSession, data, peek } from './db';
import { ApiError } from './errors';
import type { DemoSession } from './model';
import { type SysAccount, type SysMenu, type SysRole } from './seeds/access';
import { demoUser } from './users';

import './seeds/access';

export type { SysAccount, SysMenu, SysRole };

/** What an account's enabled roles — its own and its enabled groups' — grant, read from the collections. */
export function grantsOf(account: Grantee): Grants {
  return grants(account, { roles: data().sysRoles, groups: data().sysUserGroups ?? [], menus: data().sysMenus });
}

/** The audience an account signs in as (the demo backend's supplier scoping and user profile read it). */
function audienceOf(account: SysAccount, roles: readonly string[]): Audience {
  if (roles.includes(ADMIN_ROLE_KEY)) return 'provider-admin';
  if (account.accountType === 3) return 'supplier';
  if (account.accountType === 4) return 'enterprise';
  return 'dispatcher';
}

/** The §3 logged-in user of an account: a demo account's as it has always been (../users), else from its record. */
function userOf(account: SysAccount, audience: Audience, roles: readonly string[]): LoggedInUser {
  const chief = roles.includes('dispatcher') ? 1 : 0;
  const demo = demoUser(account.userName);
  if (demo) return { ...demo, chief_dispatcher: chief };
  const row = data().companyList.find((c) => c.companyId === account.companyId);
  return {
    staffName: account.nickName, firstName: account.nickName.slice(1), lastName: account.nickName.slice(0, 1), id: account.userId, mobile: account.mobile, email: account.email ?? '', headIcon: '',
    chief_dispatcher: chief,
    company: {
      companyName: row?.companyName ?? account.companyName, companyId: account.companyId, companyCode: `C${account.companyId}`, companyAttribute: companyAttribute(row?.companyType ?? 1),
      companyAlias: (row?.companyName ?? account.companyName).replace(/有限公司$/, ''), userNameType: audience === 'supplier' ? 2 : audience === 'enterprise' ? 3 : 1,
    },
  };
}

/** The companies an account works for: a provider administrator every branch too. */
function companyListOf(user: LoggedInUser, audience: Audience): CompanyOption[] {
  const own = { companyId: user.company.companyId, companyName: user.company.companyName ?? user.company.providerName ?? '' };
  if (audience !== 'provider-admin') return [own];
  const branches = data().companyList.filter((c) => c.companyType === 2 && c.status === 0).map((c) => ({ companyId: c.companyId, companyName: c.companyName }));
  return [own, ...branches];
}

/** The session an account's sign-in opens (its grants as they are now) and the login answer. */
export function signInAs(account: SysAccount, loginType: DemoSession['loginType'], loginTime: string): { session: DemoSession; answer: LoginData } {
  return peek(() => {
    const grants = grantsOf(account);
    const audience = audienceOf(account, grants.roles);
    const user = userOf(account, audience, grants.roles);
    const session: DemoSession = { account: account.userName, audience, loginType, loginTime, userId: account.userId, permissions: grants.permissions, roles: grants.roles, dataScope: grants.dataScope };
    const answer: LoginData = { user, menu: grants.menu, permissions: grants.permissions, roles: grants.roles, companyList: companyListOf(user, audience) };
    if (account.mustChangePassword) answer.passwordChangeRequired = true;
    return { session, answer };
  });
}

/** The login answer of the current session: the grants of its sign-in (a change takes effect at the next one). */
export function sessionAnswer(session: DemoSession): LoginData | null {
  const account = data().sysAccounts.find((a) => a.userName === session.account);
  if (!account) return null;
  const { answer } = signInAs(account, session.loginType, session.loginTime);
  const permissions = session.permissions ?? answer.permissions;
  const roles = session.roles ?? answer.roles;
  return { ...answer, permissions, roles, menu: grantedBy(new Set(permissions), data().sysMenus).menu };
}

/** The account record of the signed-in session (undefined when signed out). */
export function sessionAccount(): SysAccount | undefined {
  const session = currentSession();
  return session ? data().sysAccounts.find((a) => a.userName === session.account) : undefined;
}

/** Who does a step (a bill's creator, a contract's, a payment's recorder): the signed-in account's name (its account name when it has none). */
export const actorName = (): string => sessionAccount()?.nickName || currentSession()?.account || '';

/** The answer to a call the session's account may not make (§8: the console goes to /noPermission). */
export const NO_PERMISSION = '没有权限执行该操作，请联系管理员分配权限';

/** The codes the current session holds (null: no session — the demo backend's own tests call it directly). */
export function sessionCodes(): readonly string[] | null {
  const session = currentSession();
  if (!session) return null;
  // A session a test set holds the codes of its audience's demo role (keyed as the audience, the admin's `admin`).
  const key = session.audience === 'provider-admin' ? ADMIN_ROLE_KEY : session.audience;
  return session.permissions ?? grantsOf({ roleIds: String(data().sysRoles.find((r) => r.roleKey === key)?.roleId) }).permissions;
}

/**
 * Refuses (code 403) a call needing `code` that the signed-in account does not hold (`*:*:*` holds everything). Without
 * a session nothing is checked: the console never calls signed out (its route guard signs in first), and the backend's
 * own tests call the endpoints directly.
 */
export function requirePermission(code: string | readonly string[] | null | undefined): void {
  if (!holds(code)) throw new ApiError(403, NO_PERMISSION);
}

/** Whether the signed-in account holds `code` (or any of them; none wanted, or no session: yes). */
export function holds(code: string | readonly string[] | null | undefined): boolean {
  const codes = sessionCodes();
  const wanted = typeof code === 'string' ? [code] : (code ?? []);
  return wanted.length === 0 || codes === null || hasAnyPermission(codes, wanted);
}

/** The permission an entity's list route needs: its path without '/', or its parent list's (the route guard's rule, src/app/routes/guard.ts permissionOf). */
export function listPermission(schema: AnySchema): string | null {
  const list = schema.screens?.list;
  return list ? routePermission(list) : null;
}

/** The codes any of which opens an entity's calls: its list route's, and those of the other routes listing it (`alsoListed`). */
export function listPermissions(schema: AnySchema): string[] | null {
  const own = listPermission(schema);
  if (own === null) return null;
  const also = (schema.screens?.alsoListed ?? []).map((path) => routePermission(path));
  return also.includes(null) ? null : [own, ...(also as string[])];
}

/**
 * The rows of an entity the session's data scope lets it see (docs/architecture.md "Access"; the rule `dataScopeTest`
 * in src/entities/system/rules.ts): null when it is not filtered (no session, nothing to narrow).
 */
export function dataScopeTest(schema: AnySchema | undefined): ((row: Readonly<Record<string, unknown>>) => boolean) | null {
  const session = currentSession();
  const me = session?.dataScope && schema?.dataScope ? sessionAccount() : undefined;
  return me ? scopeTest(schema?.dataScope, session?.dataScope, me, { companies: data().companyList, departments: data().departments }) : null;
}
