/**
 * The access and organisation rules (pure; docs/architecture.md "Access"): what an account's roles grant at sign-in,
 * what a menu entry, a role, an account, a user group and a password must be, who may sign in, which roles a
 * company's accounts may hold and which rows a data scope shows. They take the rows they read; the demo backend
 * passes its collections (src/mocks/access.ts, handlers/access.ts, auth.ts, userGroups.ts, deptAccounts.ts).
 */
import { bi, type Bilingual } from '@/i18n';
import { ALL_PERMISSIONS } from '@/lib/access';
import { isStrongPassword, PASSWORD_RULE } from '@/lib/validators';
import type { MenuEntry } from '../account/wire';
import { department } from '../admin/department';
import { catalog } from '../routes/catalog';
import { subtreeIds } from '../tree';
import { ACCOUNT_STATUS } from './account';
import { MENU_TYPE } from './menu';
import { ADMIN_ROLE_KEY } from './role';

/** §2 Menu: the home entry (the dashboard), granted to every account. */
export const HOME_URL = '/Manage';

/** A refusal of one field: the field and its message. */
export interface FieldProblem {
  field: string;
  message: Bilingual;
}

/** A menu entry as the rules read it (M a directory, C a page, F a button; visible 1 shown). */
export interface MenuRule {
  id: number;
  parentId: number;
  menuType: 'M' | 'C' | 'F';
  title: string;
  /** The English title (the side menu's in English; `title` where it is empty). */
  titleEn?: string;
  perms: string;
  path: string;
  icon: string;
  sort: number;
  visible: 0 | 1;
}

/** A role as the rules read it: `perms` its codes comma-joined; status 0 normal. */
export interface RoleRule {
  roleId: number;
  roleKey: string;
  roleType: 1 | 2;
  dataScope: DataScope;
  status: 0 | 1;
  perms: string;
}

/** A user group as the rules read it: `memberIds` and `roleIds` comma-joined; status 0 normal. */
export interface GroupRule {
  groupName: string;
  memberIds: string;
  roleIds: string;
  status: 0 | 1;
}

/** A data scope (dictionary system_data_scope): 1 all, 2 own company and below, 3 own department and below, 4 self only. */
export type DataScope = 1 | 2 | 3 | 4;

/** The ids of a comma-joined list. */
export const idsOf = (list: unknown): string[] => String(list ?? '').split(',').filter(Boolean);

/** A role's codes. */
export const codesOf = (r: Pick<RoleRule, 'perms'>): string[] => idsOf(r.perms);

/** The children of a menu entry (0: the top level) in their order. */
export function menuChildren<M extends Pick<MenuRule, 'id' | 'parentId' | 'sort'>>(menus: readonly M[], parentId: number): M[] {
  return menus.filter((m) => m.parentId === parentId).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** A menu entry's titles: its English one only where the record has it (§2's entry has the title alone). */
const titlesOf = (m: Pick<MenuRule, 'title' | 'titleEn'>): Pick<MenuEntry, 'title' | 'titleEn'> => (m.titleEn ? { title: m.title, titleEn: m.titleEn } : { title: m.title });

/**
 * The menu and codes granted by a set of codes (`*:*:*`: everything): a page is granted by its code (the home page
 * to everyone), a button by its own code on a granted page, a directory when something under it is; hidden entries
 * grant their codes but are not in the menu.
 */
export function grantedBy(codes: ReadonlySet<string>, menus: readonly MenuRule[]): { menu: MenuEntry[]; permissions: string[] } {
  const all = codes.has(ALL_PERMISSIONS);
  const has = (code: string) => all || codes.has(code);
  const walk = (parentId: number): { menu: MenuEntry[]; permissions: string[] } => {
    const menu: MenuEntry[] = [];
    const permissions: string[] = [];
    for (const m of menuChildren(menus, parentId)) {
      if (m.menuType === MENU_TYPE.dir) {
        const below = walk(m.id);
        if (below.permissions.length === 0) continue;
        permissions.push(m.perms, ...below.permissions);
        if (m.visible === 1 && below.menu.length > 0) menu.push({ ...titlesOf(m), code: m.perms, icon: m.icon, permissionCode: m.perms, children: below.menu });
      } else if (m.menuType === MENU_TYPE.page) {
        if (!(m.path === HOME_URL || has(m.perms))) continue;
        permissions.push(m.perms, ...menuChildren(menus, m.id).filter((b) => b.menuType === MENU_TYPE.button && has(b.perms)).map((b) => b.perms));
        if (m.visible === 1) menu.push({ ...titlesOf(m), url: m.path, icon: m.icon, permissionCode: m.perms });
      }
    }
    return { menu, permissions };
  };
  const granted = walk(0);
  return all ? { menu: granted.menu, permissions: [ALL_PERMISSIONS, ...granted.permissions] } : granted;
}

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
export interface Grantee {
  roleIds: string;
  userId?: number;
  dataScope?: unknown;
}

/** The rows the grants read. */
export interface AccessRows<R extends RoleRule = RoleRule, G extends GroupRule = GroupRule> {
  roles: readonly R[];
  groups: readonly G[];
  menus: readonly MenuRule[];
}

/** The enabled user groups an account is a member of: their roles apply to it. */
export function groupsOf<G extends GroupRule>(account: Grantee, groups: readonly G[]): G[] {
  if (account.userId === undefined) return [];
  return groups.filter((g) => g.status === 0 && idsOf(g.memberIds).includes(String(account.userId)));
}

/** The account's roles that are in use (a disabled role grants nothing): its own and its enabled groups'. */
export function rolesOf<R extends RoleRule>(account: Grantee, rows: Pick<AccessRows<R>, 'roles' | 'groups'>): R[] {
  const ids = new Set([...idsOf(account.roleIds), ...groupsOf(account, rows.groups).flatMap((g) => idsOf(g.roleIds))]);
  return rows.roles.filter((r) => ids.has(String(r.roleId)) && r.status === 0);
}

/**
 * What an account's enabled roles — its own and its enabled groups' — grant: the union of their codes; its own data
 * scope when set, else the widest among them.
 */
export function grantsOf(account: Grantee, rows: AccessRows): Grants {
  const roles = rolesOf(account, rows);
  const { menu, permissions } = grantedBy(new Set(roles.flatMap(codesOf)), rows.menus);
  const own = Number(account.dataScope);
  const dataScope = (own >= 1 && own <= 4 ? own : Math.min(4, ...roles.map((r) => r.dataScope))) as DataScope;
  const groups = groupsOf(account, rows.groups).map((g) => g.groupName);
  return { menu, permissions, roles: roles.map((r) => r.roleKey), roleIds: roles.map((r) => r.roleId), groups, dataScope };
}

// ── Menus ──

/** The paths a page entry may point at: the route table's screens that are not another screen's child, and home. */
export function menuRoutes(): { value: string; label: string }[] {
  return [{ value: HOME_URL, label: `首页（${HOME_URL}）` }, ...catalog.filter((r) => !r.parent).map((r) => ({ value: r.path, label: `${r.title['zh-CN']}（${r.path}）` }))];
}

/** An entry's depth (1: top level) under `parentId`. */
export function menuDepth(menus: readonly Pick<MenuRule, 'id' | 'parentId'>[], parentId: number): number {
  let depth = 1;
  for (let p = menus.find((m) => m.id === parentId); p; p = menus.find((m) => m.id === p!.parentId)) depth += 1;
  return depth;
}

/** A saved entry as the rule reads it. */
export interface MenuSave {
  id?: unknown;
  parentId: unknown;
  menuType: unknown;
  path?: unknown;
  perms?: unknown;
}

/**
 * A saved entry's rules across the tree — what each type may be under, three levels, its path and its code (a page's
 * is its path without '/', what the route guard derives) —: the refusal, or the fields it stores besides.
 */
export function menuSave(menus: readonly MenuRule[], row: MenuSave): { problem: FieldProblem } | { set: Partial<MenuRule> } {
  const parent = menus.find((m) => m.id === Number(row.parentId));
  const path = String(row.path ?? '');
  const perms = String(row.perms ?? '').trim();
  const refuse = (field: string, message: Bilingual) => ({ problem: { field, message } });
  const twinOf = (type: MenuRule['menuType'], same: (m: MenuRule) => boolean) => menus.find((m) => m.menuType === type && same(m) && m.id !== Number(row.id));
  const noCode = () => refuse('perms', bi('请输入权限标识', 'Enter the permission code'));
  if (row.menuType === MENU_TYPE.button) {
    if (parent?.menuType !== MENU_TYPE.page) return refuse('parentId', bi('按钮只能添加在页面菜单下', 'A button can only be added under a page'));
    if (!perms) return noCode();
    const twin = twinOf(MENU_TYPE.button, (m) => m.perms === perms);
    if (twin) return refuse('perms', bi(`权限标识已被“${twin.title}”使用`, `The permission code is used by "${twin.title}"`));
    return { set: { path: '', icon: '' } };
  }
  if (parent && parent.menuType !== MENU_TYPE.dir) return refuse('parentId', bi('菜单只能添加在目录下', 'A menu can only be added under a directory'));
  if (menuDepth(menus, Number(row.parentId)) > 3) return refuse('parentId', bi('菜单最多三级', 'Menus have at most three levels'));
  if (row.menuType === MENU_TYPE.page) {
    if (!path) return refuse('path', bi('请选择路由地址', 'Choose the route'));
    const twin = twinOf(MENU_TYPE.page, (m) => m.path === path);
    if (twin) return refuse('path', bi(`该路由已有菜单“${twin.title}”`, `The route already has the menu "${twin.title}"`));
    return { set: { perms: path.slice(1) } };
  }
  return perms ? { set: { path: '' } } : noCode();
}

/** Why an entry cannot move before (up) or after (down) its sibling (null: it can). */
export function menuMoveProblem(siblings: readonly unknown[], at: number, direction: 'up' | 'down'): Bilingual | null {
  if (direction === 'up' && at === 0) return bi('已经是第一个，不能上移', 'It is already the first and cannot move up');
  if (direction === 'down' && at === siblings.length - 1) return bi('已经是最后一个，不能下移', 'It is already the last and cannot move down');
  return null;
}

// ── Roles ──

/** Whether a row is the built-in admin role (its key, and the id of the stored one holding it). */
export const isAdminRole = (roles: readonly Pick<RoleRule, 'roleId' | 'roleKey'>[], row: { roleKey?: unknown; roleId?: unknown }): boolean =>
  row.roleKey === ADMIN_ROLE_KEY && roles.find((r) => r.roleKey === ADMIN_ROLE_KEY)?.roleId === row.roleId;

/**
 * A saved role's codes: known ones (the menu's) only; `*:*:*` is the built-in admin role's, which keeps it and its key
 * (`stored`: the role as stored, for an edit). The refusal, or the codes it stores.
 */
export function roleSave(menus: readonly Pick<MenuRule, 'perms'>[], row: { roleKey?: unknown; perms?: unknown }, stored: Pick<RoleRule, 'roleKey'> | undefined): { problem: FieldProblem } | { perms: string } {
  const codes = String(row.perms ?? '').split(',').map((c) => c.trim()).filter(Boolean);
  const refuse = (field: string, message: Bilingual) => ({ problem: { field, message } });
  if (stored?.roleKey === ADMIN_ROLE_KEY) {
    if (row.roleKey !== ADMIN_ROLE_KEY) return refuse('roleKey', bi('超级管理员角色的权限字符不能修改', 'The key of the administrator role cannot change'));
    if (codes.length !== 1 || codes[0] !== ALL_PERMISSIONS) return refuse('perms', bi('超级管理员角色拥有全部权限，不能修改其菜单权限', 'The administrator role holds every permission; its permissions cannot change'));
    return { perms: ALL_PERMISSIONS };
  }
  if (codes.includes(ALL_PERMISSIONS)) return refuse('perms', bi('只有超级管理员角色拥有全部权限', 'Only the administrator role holds every permission'));
  const known = new Set(menus.map((m) => m.perms));
  const unknown = codes.find((c) => !known.has(c));
  if (unknown) return refuse('perms', bi(`权限标识不存在：${unknown}`, `No such permission code: ${unknown}`));
  return { perms: [...new Set(codes)].join(',') };
}

/** How many accounts hold each role (by role id). */
export function roleHolders(accounts: readonly Pick<Grantee, 'roleIds'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of accounts) for (const id of String(a.roleIds).split(',')) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** Why a role cannot be deleted (null: it can): the admin role, or one held by accounts. */
export function roleDeleteProblem(roles: readonly RoleRule[], accounts: readonly Pick<Grantee, 'roleIds'>[], row: { roleKey?: unknown; roleId?: unknown }): Bilingual | null {
  if (isAdminRole(roles, row)) return bi('超级管理员角色不能删除', 'The administrator role cannot be deleted');
  const n = roleHolders(accounts).get(String(row.roleId)) ?? 0;
  return n ? bi(`该角色已分配给${n}个账号，请先取消分配后再删除`, `The role is held by ${n} accounts; unassign it before deleting`) : null;
}

/** Why a role cannot be disabled (null: it can): the admin role. */
export function roleDisableProblem(roles: readonly RoleRule[], row: { roleKey?: unknown; roleId?: unknown }): Bilingual | null {
  return isAdminRole(roles, row) ? bi('超级管理员角色不能停用', 'The administrator role cannot be disabled') : null;
}

/** Whether a company's accounts may be given a role: never the built-in admin role; a client company (type > 2) client-side roles only. */
export const assignableRole = (r: Pick<RoleRule, 'roleKey' | 'roleType'>, companyType: number | undefined): boolean =>
  r.roleKey !== ADMIN_ROLE_KEY && (companyType === undefined || companyType <= 2 || r.roleType === 1);

// ── Accounts ──

/** An account as the account rules read it. */
export interface AccountRule {
  userId: number;
  roleIds: string;
  status: 0 | 1 | 2;
}

export const LAST_ADMIN = bi('至少保留一个启用的超级管理员账号', 'Keep at least one enabled administrator account');

/** Whether an account holds the admin role and is enabled. */
function enabledAdmin(roles: readonly Pick<RoleRule, 'roleId' | 'roleKey'>[], a: { roleIds?: unknown; status?: unknown }): boolean {
  const admin = roles.find((r) => r.roleKey === ADMIN_ROLE_KEY);
  return a.status === ACCOUNT_STATUS.enabled && String(a.roleIds).split(',').includes(String(admin?.roleId));
}

/** Why an account cannot become `row` (a save or a disabling; null: it can): it would leave no enabled administrator account. */
export function lastAdminProblem(roles: readonly RoleRule[], accounts: readonly AccountRule[], row: { userId?: unknown; roleIds?: unknown; status?: unknown }): Bilingual | null {
  const stored = accounts.find((a) => String(a.userId) === String(row.userId));
  const others = accounts.some((a) => String(a.userId) !== String(row.userId) && enabledAdmin(roles, a));
  return stored && enabledAdmin(roles, stored) && !enabledAdmin(roles, row) && !others ? LAST_ADMIN : null;
}

/** Why an account cannot be deleted (null: it can): it is the signed-in one. */
export const accountDeleteProblem = (me: Pick<AccountRule, 'userId'> | undefined, row: { userId?: unknown }): Bilingual | null =>
  me?.userId === row.userId ? bi('不能删除当前登录的账号', 'The signed-in account cannot be deleted') : null;

/** A new account's first password, until it is reset or changed: 'Cx' and the last six digits of its mobile. */
export const initialPassword = (mobile: string): string => `Cx${mobile.slice(-6)}`;

/** A generated password of the strength rule (letters and digits, 10 characters, no look-alikes); `random` in [0, 1). */
export function generatePassword(random: () => number = Math.random): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
  const digits = '23456789';
  const pick = (from: string) => from[Math.floor(random() * from.length)]!;
  const chars = [pick(letters), pick(digits), ...Array.from({ length: 8 }, () => pick(letters + digits))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** Why a signed-in account cannot change its password (null: it can), checked in this order. */
export function passwordChangeProblem(current: string, sent: { oldPassword?: string; newPassword?: string; confirmPassword?: string }): FieldProblem | null {
  const { oldPassword: old, newPassword: next, confirmPassword: again } = sent;
  const problems: [boolean, string, Bilingual][] = [
    [!old, 'oldPassword', bi('请输入原密码', 'Enter the current password')],
    [!next, 'newPassword', bi('请输入新密码', 'Enter the new password')],
    [!again, 'confirmPassword', bi('请再次输入新密码', 'Enter the new password again')],
    [old !== current, 'oldPassword', bi('原密码错误', 'The current password is wrong')],
    [!isStrongPassword(next ?? ''), 'newPassword', PASSWORD_RULE],
    [next === old, 'newPassword', bi('新密码不能与原密码相同', 'The new password must differ from the current one')],
    [again !== next, 'confirmPassword', bi('两次输入的新密码不一致', 'The two new passwords differ')],
  ];
  const found = problems.find(([fails]) => fails);
  return found ? { field: found[1], message: found[2] } : null;
}

// ── Sign-in ──

/** Wrong passwords in a row that lock an account (an administrator unlocks it on /userAccountList). */
export const LOCK_AFTER = 5;

/** The refusals of an account that may not sign in (its status: 1 disabled, 2 locked). */
export const SIGN_IN_REFUSALS = {
  disabled: bi('该账号已被停用，请联系管理员', 'The account is disabled; contact an administrator'),
  locked: bi('该账号已被锁定，请联系管理员解锁', 'The account is locked; ask an administrator to unlock it'),
} as const;

/** Why an account may not sign in (null: it may). */
export function signInProblem(account: Pick<AccountRule, 'status'>): Bilingual | null {
  if (account.status === ACCOUNT_STATUS.disabled) return SIGN_IN_REFUSALS.disabled;
  return account.status === ACCOUNT_STATUS.locked ? SIGN_IN_REFUSALS.locked : null;
}

export const WRONG_PASSWORD = bi('账号或密码错误', 'Wrong account or password');

/**
 * A wrong password: an enabled account counts it, and is locked at the LOCK_AFTER-th in a row; the refusal and, when
 * it counts, the account's count and status after it (a disabled or locked account's stay as they are).
 */
export function wrongPassword(account: Pick<AccountRule, 'status'> & { failedLogins: number }): { message: Bilingual; after?: { failedLogins: number; status: AccountRule['status'] } } {
  if (account.status !== ACCOUNT_STATUS.enabled) return { message: WRONG_PASSWORD };
  const failedLogins = account.failedLogins + 1;
  if (failedLogins < LOCK_AFTER) return { message: WRONG_PASSWORD, after: { failedLogins, status: account.status } };
  const message = bi(`密码连续输错${LOCK_AFTER}次，账号已被锁定，请联系管理员解锁`, `${LOCK_AFTER} wrong passwords in a row: the account is locked; ask an administrator to unlock it`);
  return { message, after: { failedLogins, status: ACCOUNT_STATUS.locked } };
}

// ── Companies, groups and departments ──

/** §3 company attribute of a company type (1 headquarters and 2 branches: 1 provider; 3 supplier: 2; 4 enterprise client: 3). */
export const companyAttribute = (companyType: number): number => (companyType <= 2 ? 1 : companyType === 3 ? 2 : 3);

/** Whether an account's company is the provider's (headquarters or branch): the provider's staff (/Staffs) are its accounts. */
export const ofProvider = (companies: readonly Pick<CompanyRule, 'companyId' | 'companyType'>[], companyId: unknown): boolean =>
  companies.some((c) => String(c.companyId) === String(companyId) && c.companyType <= 2);

/** The account type of a client company's new account (3 supplier, 4 enterprise), or null: chosen in the form. */
export const clientAccountType = (companyType: number): 3 | 4 | null => (companyType === 3 ? 3 : companyType === 4 ? 4 : null);

/** Why a group cannot hold these members (null: it can): every member an account of the group's company. */
export function groupMembersProblem(accounts: readonly { userId: number; companyId: number }[], memberIds: unknown, companyId: unknown): FieldProblem | null {
  const foreign = idsOf(memberIds).some((id) => String(accounts.find((a) => String(a.userId) === id)?.companyId) !== String(companyId));
  return foreign ? { field: 'memberIds', message: bi('用户组成员只能是本公司的账号', 'Group members must be accounts of your company') } : null;
}

/** A company as the organisation rules read it (1 headquarters, 2 branch, 3 supplier, 4 enterprise client). */
export interface CompanyRule {
  companyId: number;
  companyName: string;
  companyType: number;
  parentId?: unknown;
}

/** A department as the organisation rules read it (0: the top level). */
export interface DeptRule {
  id: number;
  parentId: number;
  deptName: string;
}

type Row = Readonly<Record<string, unknown>>;
const asRows = (rows: readonly DeptRule[]) => rows as unknown as Record<string, unknown>[];

/** The companies (by name) at or under a company: a headquarters' every branch. */
export function companiesUnder(companies: readonly CompanyRule[], companyId: number): Set<string> {
  const own = companies.find((c) => c.companyId === companyId);
  if (!own) return new Set();
  return new Set([own.companyName, ...companies.filter((c) => String(c.parentId) === String(own.companyId)).map((c) => c.companyName)]);
}

/** The departments (by name) at or under a department. */
export function departmentsUnder(depts: readonly DeptRule[], deptId: number | undefined): Set<string> {
  if (deptId === undefined) return new Set();
  const ids = subtreeIds(department.tree!, asRows(depts), String(deptId));
  return new Set(depts.filter((d) => ids.has(String(d.id))).map((d) => d.deptName));
}

/** The account a data scope narrows to: its names, company and department. */
export interface ScopedAccount {
  userName: string;
  nickName: string;
  companyId: number;
  deptId?: unknown;
}

/**
 * The test of the rows of an entity a data scope lets an account see (null: not filtered — scope 1 all, an entity
 * declaring no scope fields, a headquarters account's company scope): 4 its own rows (by `owner`), 3 its department
 * and below (by `dept`), 2 its company and below (by `company`); a narrower scope the entity cannot say falls back
 * to the next wider one it can.
 */
export function dataScopeTest(
  fields: { company?: string; dept?: string; owner?: string } | undefined,
  scope: DataScope | undefined,
  me: ScopedAccount,
  rows: { companies: readonly CompanyRule[]; departments: readonly DeptRule[] },
): ((row: Row) => boolean) | null {
  if (!fields || !scope || scope === 1) return null;
  const { company, dept, owner } = fields;
  if (scope === 4 && owner) return (row) => row[owner] === me.userName || row[owner] === me.nickName;
  if (scope >= 3 && dept) {
    const names = departmentsUnder(rows.departments, me.deptId === undefined || me.deptId === '' ? undefined : Number(me.deptId));
    return (row) => names.has(String(row[dept] ?? ''));
  }
  if (!company || rows.companies.find((c) => c.companyId === me.companyId)?.companyType === 1) return null;
  const names = companiesUnder(rows.companies, me.companyId);
  return (row) => names.has(String(row[company] ?? ''));
}

/**
 * Which departments an account sees ([M] /userDepartmentList): an enterprise client's account (`client`: its company's
 * name), its own company's tree — the top-level department named as its company and everything under it — and
 * nothing else; everyone else (null), the provider's organisation without its clients' trees.
 */
export function departmentScope(depts: readonly DeptRule[], companies: readonly CompanyRule[], client: string | null): (row: { readonly id?: unknown }) => boolean {
  const clients = new Set(companies.filter((c) => c.companyType === 4).map((c) => c.companyName));
  const trees = new Map<string, Set<string>>();
  for (const root of depts) if (root.parentId === 0 && clients.has(root.deptName)) trees.set(root.deptName, subtreeIds(department.tree!, asRows(depts), String(root.id)));
  if (client !== null) {
    const own = trees.get(client) ?? new Set<string>();
    return (row) => own.has(String(row.id));
  }
  const hidden = new Set([...trees.values()].flatMap((ids) => [...ids]));
  return (row) => !hidden.has(String(row.id));
}

/** Refused for an enterprise account: a department of its own at the top level, outside its company's tree. */
export const CLIENT_TOP_LEVEL = bi('请在本企业的部门下新增部门', 'Add the department under one of your company\'s departments');

/** The headquarters' top-level department is named for the organisation, not the company. */
const HQ_ROOT = '畅行租车总部';
const HQ_COMPANY = '畅行租车有限公司';

/** A department's path from its top level (names joined by ' / ') and the company it belongs to: its top level's. */
export function departmentPlace<C extends CompanyRule>(depts: readonly DeptRule[], companies: readonly C[], dept: DeptRule): { path: string; company: C | undefined } {
  const path: DeptRule[] = [];
  for (let d: DeptRule | undefined = dept; d; d = depts.find((x) => x.id === d!.parentId)) path.unshift(d);
  const root = path[0]!.deptName;
  return { path: path.map((d) => d.deptName).join(' / '), company: companies.find((c) => c.companyName === (root === HQ_ROOT ? HQ_COMPANY : root)) };
}

/** An account as a department's account dialog reads it. */
export interface DeptAccountRule {
  userId: number;
  userName: string;
  nickName: string;
  companyId: number;
  deptId?: unknown;
  deptName?: string;
  status: number;
}

/** The company's enabled accounts of other departments, offered to be moved into the department (name, account, department). */
export function movableAccounts(accounts: readonly DeptAccountRule[], companyId: number, deptId: unknown): { value: number; label: string }[] {
  return accounts
    .filter((a) => a.companyId === companyId && String(a.deptId ?? '') !== String(deptId) && a.status !== ACCOUNT_STATUS.disabled)
    .map((a) => ({ value: a.userId, label: `${a.nickName}（${a.userName}）${a.deptName ? ` · ${a.deptName}` : ''}` }));
}

/** Why accounts cannot be moved into a company's department (null: they can): none chosen, or one not the company's. */
export function movedAccountsProblem(accounts: readonly Pick<DeptAccountRule, 'userId' | 'companyId'>[], ids: readonly string[], companyId: number): FieldProblem | null {
  if (ids.length === 0) return { field: 'userIds', message: bi('请选择要移入的账号', 'Choose the accounts to move in') };
  const foreign = ids.some((id) => accounts.find((a) => String(a.userId) === id)?.companyId !== companyId);
  return foreign ? { field: 'userIds', message: bi('只能移入本公司的账号', 'Only accounts of this company can be moved in') } : null;
}

/**
 * Why a company's new account cannot be given these roles (null: it can): roles an account of the company may be
 * given only (`assignableRole`: never the built-in admin role; a client company client-side roles only).
 */
export function companyRolesProblem(roles: readonly RoleRule[], roleIds: unknown, companyType: number): FieldProblem | null {
  const chosen = idsOf(roleIds).map((id) => roles.find((r) => String(r.roleId) === id));
  const refused = chosen.some((r) => r && !assignableRole(r, companyType));
  return refused ? { field: 'roleIds', message: bi('不能为本公司的账号分配该角色', 'This role cannot be given to accounts of your company') } : null;
}

/** Why accounts cannot be added to a department (null: they can): it is not the account's to see, or it is disabled. */
export function deptAccountProblem(dept: { status: number } | undefined, visible: boolean): Bilingual | null {
  if (!dept || !visible) return bi('部门不存在或已被删除', 'The department does not exist or was deleted');
  return dept.status === 0 ? null : bi('该部门已停用，不能添加账号', 'The department is disabled and takes no accounts');
}
