/**
 * Access derived from roles (docs/architecture.md "Access"): an account's sign-in answers the menu, permission codes
 * and role keys of its enabled roles (`grantsOf`), computed from the menu tree (seeds/access.ts) when it signs in and
 * kept in the session — a change to a role or an account takes effect at the account's next sign-in. The four demo
 * accounts hold the roles that reproduce their audiences' menus (../menus).
 */
import { catalog, guardedPage } from '@/entities/routes/catalog';
import type { CompanyOption, LoggedInUser, LoginData, MenuEntry } from '@/entities/account/wire';
import type { AnySchema } from '@/entities/define';
import { department } from '@/entities/admin/department';
import { subtreeIds } from '@/entities/tree';
import { ADMIN_ROLE_KEY } from '@/entities/system/role';
import { ALL_PERMISSIONS, hasAnyPermission } from '@/lib/access';
import type { Audience } from './accounts';
import { currentSession, data, peek } from './db';
import { ApiError } from './errors';
import { HOME_URL, permissionsFor } from './menus';
import type { DemoSession } from './model';
import { type SysAccount, type SysMenu, type SysRole, type SysUserGroup } from './seeds/access';
import { demoUser } from './users';

import './seeds/access';

export type { SysAccount, SysMenu, SysRole, SysUserGroup };

/** A data scope (dictionary system_data_scope): 1 all, 2 own company and below, 3 own department and below, 4 self only. */
export type DataScope = 1 | 2 | 3 | 4;

/** What an account's roles grant at sign-in. */
export interface Grants {
  menu: MenuEntry[];
  permissions: string[];
  roles: string[];
  /** The ids of the roles granting them (its own and its groups'). */
  roleIds: number[];
  /** The names of the enabled user groups it is a member of (their roles are among `roleIds`). */
  groups: string[];
  dataScope: DataScope;
}

/** The account fields the grants read: its roles, its own data scope (else its roles' widest) and, for groups, its id. */
export type Grantee = Pick<SysAccount, 'roleIds'> & Partial<Pick<SysAccount, 'userId' | 'dataScope'>>;

const idsOf = (list: unknown) => String(list ?? '').split(',').filter(Boolean);

/** The enabled user groups (/userGroup) an account is a member of: their roles apply to it (docs/architecture.md "Access"). */
export function groupsOf(account: Grantee): SysUserGroup[] {
  if (account.userId === undefined) return [];
  return (data().sysUserGroups ?? []).filter((g) => g.status === 0 && idsOf(g.memberIds).includes(String(account.userId)));
}

/** The account's roles that are in use (a disabled role grants nothing): its own and its enabled groups'. */
export function rolesOf(account: Grantee): SysRole[] {
  const ids = new Set([...idsOf(account.roleIds), ...groupsOf(account).flatMap((g) => idsOf(g.roleIds))]);
  return data().sysRoles.filter((r) => ids.has(String(r.roleId)) && r.status === 0);
}

/** A role's codes. */
export const codesOf = (r: Pick<SysRole, 'perms'>): string[] => String(r.perms).split(',').filter(Boolean);

/** The children of a menu entry (0: the top level) in their order. */
export function menuChildren(menus: readonly SysMenu[], parentId: number): SysMenu[] {
  return menus.filter((m) => m.parentId === parentId).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/**
 * The menu and codes granted by a set of codes (`*:*:*`: everything): a page is granted by its code (the home page
 * to everyone), a button by its own code on a granted page, a directory when something under it is; hidden entries
 * grant their codes but are not in the menu.
 */
export function grantedBy(codes: ReadonlySet<string>, menus: readonly SysMenu[] = data().sysMenus): { menu: MenuEntry[]; permissions: string[] } {
  const all = codes.has(ALL_PERMISSIONS);
  const has = (code: string) => all || codes.has(code);
  const walk = (parentId: number): { menu: MenuEntry[]; permissions: string[] } => {
    const menu: MenuEntry[] = [];
    const permissions: string[] = [];
    for (const m of menuChildren(menus, parentId)) {
      if (m.menuType === 'M') {
        const below = walk(m.id);
        if (below.permissions.length === 0) continue;
        permissions.push(m.perms, ...below.permissions);
        if (m.visible === 1 && below.menu.length > 0) menu.push({ title: m.title, code: m.perms, icon: m.icon, permissionCode: m.perms, children: below.menu });
      } else if (m.menuType === 'C') {
        if (!(m.path === HOME_URL || has(m.perms))) continue;
        permissions.push(m.perms, ...menuChildren(menus, m.id).filter((b) => b.menuType === 'F' && has(b.perms)).map((b) => b.perms));
        if (m.visible === 1) menu.push({ title: m.title, url: m.path, icon: m.icon, permissionCode: m.perms });
      }
    }
    return { menu, permissions };
  };
  const granted = walk(0);
  return all ? { menu: granted.menu, permissions: [ALL_PERMISSIONS, ...granted.permissions] } : granted;
}

/**
 * What an account's enabled roles — its own and its enabled groups' — grant: the union of their codes; its own data
 * scope when set, else the widest among them.
 */
export function grantsOf(account: Grantee): Grants {
  const roles = rolesOf(account);
  const { menu, permissions } = grantedBy(new Set(roles.flatMap(codesOf)));
  const own = Number(account.dataScope);
  const dataScope = (own >= 1 && own <= 4 ? own : Math.min(4, ...roles.map((r) => r.dataScope))) as DataScope;
  return { menu, permissions, roles: roles.map((r) => r.roleKey), roleIds: roles.map((r) => r.roleId), groups: groupsOf(account).map((g) => g.groupName), dataScope };
}

/** The audience an account signs in as (the demo backend's supplier scoping and user profile read it). */
export function audienceOf(account: SysAccount, roles: readonly string[]): Audience {
  if (roles.includes(ADMIN_ROLE_KEY)) return 'provider-admin';
  if (account.accountType === 3) return 'supplier';
  if (account.accountType === 4) return 'enterprise';
  return 'dispatcher';
}

/** §3 company attribute of an account's company (1 provider and branches, 2 supplier, 3 enterprise client). */
function companyAttribute(companyId: number): { attribute: number; row: { companyId: number; companyName: string; companyType: number } | undefined } {
  const row = data().companyList.find((c) => c.companyId === companyId);
  const type = row?.companyType ?? 1;
  return { attribute: type <= 2 ? 1 : type === 3 ? 2 : 3, row };
}

/** The §3 logged-in user of an account: a demo account's as it has always been (../users), else from its record. */
function userOf(account: SysAccount, audience: Audience, roles: readonly string[]): LoggedInUser {
  const chief = roles.includes('dispatcher') ? 1 : 0;
  const demo = demoUser(account.userName);
  if (demo) return { ...demo, chief_dispatcher: chief };
  const { attribute, row } = companyAttribute(account.companyId);
  return {
    staffName: account.nickName, firstName: account.nickName.slice(1), lastName: account.nickName.slice(0, 1), id: account.userId, mobile: account.mobile, email: account.email, headIcon: '',
    chief_dispatcher: chief,
    company: {
      companyName: row?.companyName ?? account.companyName, companyId: account.companyId, companyCode: `C${account.companyId}`, companyAttribute: attribute,
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
  return peek(() => signInOf(account, loginType, loginTime));
}

function signInOf(account: SysAccount, loginType: DemoSession['loginType'], loginTime: string): { session: DemoSession; answer: LoginData } {
  const grants = grantsOf(account);
  const audience = audienceOf(account, grants.roles);
  const user = userOf(account, audience, grants.roles);
  const session: DemoSession = { account: account.userName, audience, loginType, loginTime, userId: account.userId, permissions: grants.permissions, roles: grants.roles, dataScope: grants.dataScope };
  const answer: LoginData = { user, menu: grants.menu, permissions: grants.permissions, roles: grants.roles, companyList: companyListOf(user, audience) };
  if (account.mustChangePassword) answer.passwordChangeRequired = true;
  return { session, answer };
}

/** The login answer of the current session: the grants of its sign-in (a change takes effect at the next one). */
export function sessionAnswer(session: DemoSession): LoginData | null {
  const account = data().sysAccounts.find((a) => a.userName === session.account);
  if (!account) return null;
  const { answer } = signInAs(account, session.loginType, session.loginTime);
  const permissions = session.permissions ?? answer.permissions;
  const roles = session.roles ?? answer.roles;
  return { ...answer, permissions, roles, menu: grantedBy(new Set(permissions)).menu };
}

/** The account record of the signed-in session (undefined when signed out). */
export function sessionAccount(): SysAccount | undefined {
  const session = currentSession();
  return session ? data().sysAccounts.find((a) => a.userName === session.account) : undefined;
}

/** Who does a step (a bill's creator, a contract's, a payment's recorder): the signed-in account's name (its account name when it has none). */
export function actorName(): string {
  return sessionAccount()?.nickName || currentSession()?.account || '';
}

/** The answer to a call the session's account may not make (§8: the console goes to /noPermission). */
export const NO_PERMISSION = '没有权限执行该操作，请联系管理员分配权限';

/** The codes the current session holds (null: no session — the demo backend's own tests call it directly). */
export function sessionCodes(): readonly string[] | null {
  const session = currentSession();
  if (!session) return null;
  return session.permissions ?? permissionsFor(session.audience);
}

/**
 * Refuses (code 403) a call needing `code` that the signed-in account does not hold (`*:*:*` holds everything). Without
 * a session nothing is checked: the console never calls signed out (its route guard signs in first), and the backend's
 * own tests call the endpoints directly.
 */
export function requirePermission(code: string | readonly string[] | null | undefined): void {
  const codes = sessionCodes();
  const wanted = typeof code === 'string' ? [code] : (code ?? []);
  if (wanted.length === 0 || codes === null || hasAnyPermission(codes, wanted)) return;
  throw new ApiError(403, NO_PERMISSION);
}

/** The permission an entity's list route needs: its path without '/', or its parent list's (the route guard's rule, src/app/routes/guard.ts permissionOf). */
export function listPermission(schema: AnySchema): string | null {
  const list = schema.screens?.list;
  return list ? routePermission(list) : null;
}

/** A route's permission code: a route open to any signed-in user (`permission: null`: the help pages) needs none. */
function routePermission(path: string): string | null {
  const page = catalog.find((r) => r.path === guardedPage(path));
  return page?.permission === null ? null : (page?.permission ?? guardedPage(path).slice(1));
}

/** The codes any of which opens an entity's calls: its list route's, and those of the other routes listing it (`alsoListed`). */
export function listPermissions(schema: AnySchema): string[] | null {
  const own = listPermission(schema);
  if (own === null) return null;
  const also = (schema.screens?.alsoListed ?? []).map(routePermission);
  return also.includes(null) ? null : [own, ...(also as string[])];
}

/** The companies (by name) at or under a company: a headquarters' every branch. */
function companiesUnder(companyId: number): Set<string> {
  const companies = data().companyList;
  const own = companies.find((c) => c.companyId === companyId);
  if (!own) return new Set();
  return new Set([own.companyName, ...companies.filter((c) => String(c.parentId) === String(own.companyId)).map((c) => c.companyName)]);
}

/** The departments (by name) at or under a department. */
function departmentsUnder(deptId: number | undefined): Set<string> {
  if (deptId === undefined) return new Set();
  const depts = data().departments;
  const ids = subtreeIds(department.tree!, depts as unknown as Record<string, unknown>[], String(deptId));
  return new Set(depts.filter((d) => ids.has(String(d.id))).map((d) => d.deptName));
}

/**
 * The rows of an entity the session's data scope lets it see (docs/architecture.md "Access"): null when it is not
 * filtered (no session, scope 1 all, an entity declaring no scope fields, a headquarters account's company scope).
 */
export function dataScopeTest(schema: AnySchema | undefined): ((row: Readonly<Record<string, unknown>>) => boolean) | null {
  const fields = schema?.dataScope;
  const session = currentSession();
  if (!fields || !session?.dataScope || session.dataScope === 1) return null;
  const me = sessionAccount();
  if (!me) return null;
  const { company, dept, owner } = fields;
  const scope = session.dataScope;
  if (scope === 4 && owner) return (row) => row[owner] === me.userName || row[owner] === me.nickName;
  if (scope >= 3 && dept) {
    const names = departmentsUnder(me.deptId === undefined || me.deptId === '' ? undefined : Number(me.deptId));
    return (row) => names.has(String(row[dept] ?? ''));
  }
  if (company) {
    if (data().companyList.find((c) => c.companyId === me.companyId)?.companyType === 1) return null;
    const names = companiesUnder(me.companyId);
    return (row) => names.has(String(row[company] ?? ''));
  }
  return null;
}
