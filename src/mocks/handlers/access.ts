/**
 * Menus, roles and accounts (src/entities/system; docs/architecture.md "Access"): their declared endpoints on the
 * seeded collections (../seeds/access.ts), the rules the declarations cannot say — a page entry's path from the route
 * table and its code its path, a button under a page, three levels; the built-in admin role neither stripped, disabled
 * nor deleted; a role held by accounts not deleted; at least one enabled administrator account — and the bespoke
 * calls: moving a menu entry, resetting an account's password, changing one's own.
 */
import { catalog } from '@/entities/routes/catalog';
import { MENU_MOVE, MENU_MOVE_DOWN, MENU_MOVE_UP, MENU_ROUTE_OPTIONS, MENU_TYPE, sysMenu } from '@/entities/system/menu';
import { ADMIN_ROLE_KEY, role, ROLE_OPTIONS, sopRole } from '@/entities/system/role';
import { ACCOUNT_CHANGE_PASSWORD, ACCOUNT_COMPANY_OPTIONS, ACCOUNT_RESET_PASSWORD, ACCOUNT_STATUS, account, internalAccount, RESET_PASSWORD_PERMISSION, sopAccount, staff, STAFF_GRANTS } from '@/entities/system/account';
import { ALL_PERMISSIONS } from '@/lib/access';
import { isStrongPassword, PASSWORD_RULE } from '@/lib/validators';
import { grantsOf, listPermissions, menuChildren, requirePermission, sessionAccount, type SysAccount, type SysMenu, type SysRole } from '../access';
import { commit, data } from '../db';
import { ApiError, refuse, refuseField } from '../errors';
import { declared, declaredHandlers, entityHandlers, type Backing } from '../entities';
import { recordChange } from '../history';
import { HOME_URL } from '../menus';
import { endpoint } from '../respond';

type Row = Record<string, unknown>;

// ── Menus ──

/** The paths a page entry may point at: the route table's screens that are not another screen's child, and home. */
export function menuRoutes(): { value: string; label: string }[] {
  return [{ value: HOME_URL, label: `首页（${HOME_URL}）` }, ...catalog.filter((r) => !r.parent).map((r) => ({ value: r.path, label: `${r.title['zh-CN']}（${r.path}）` }))];
}

/** An entry's depth (1: top level). */
function depthOf(menus: readonly SysMenu[], parentId: number): number {
  let depth = 1;
  for (let p = menus.find((m) => m.id === parentId); p; p = menus.find((m) => m.id === p!.parentId)) depth += 1;
  return depth;
}

/** A saved entry's rules across the tree: what each type may be under, its path and its code. */
function completeMenu(row: Readonly<Row>): Row {
  const menus = data().sysMenus;
  const parent = menus.find((m) => m.id === Number(row.parentId));
  const type = String(row.menuType);
  const path = String(row.path ?? '');
  const perms = String(row.perms ?? '').trim();
  if (type === MENU_TYPE.button) {
    if (parent?.menuType !== MENU_TYPE.page) refuseField('parentId', '按钮只能添加在页面菜单下');
    if (!perms) refuseField('perms', '请输入权限标识');
    const twin = menus.find((m) => m.menuType === MENU_TYPE.button && m.perms === perms && m.id !== Number(row.id));
    if (twin) refuseField('perms', `权限标识已被“${twin.title}”使用`);
    return { path: '', icon: '' };
  }
  if (parent && parent.menuType !== MENU_TYPE.dir) refuseField('parentId', '菜单只能添加在目录下');
  if (depthOf(menus, Number(row.parentId)) > 3) refuseField('parentId', '菜单最多三级');
  if (type === MENU_TYPE.page) {
    if (!path) refuseField('path', '请选择路由地址');
    const twin = menus.find((m) => m.menuType === MENU_TYPE.page && m.path === path && m.id !== Number(row.id));
    if (twin) refuseField('path', `该路由已有菜单“${twin.title}”`);
    // A page's code is its path without '/': what the route guard derives (src/app/routes/guard.ts).
    return { perms: path.slice(1) };
  }
  if (!perms) refuseField('perms', '请输入权限标识');
  return { path: '' };
}

const MENUS: Backing = {
  collection: 'sysMenus',
  options: { [MENU_ROUTE_OPTIONS]: () => menuRoutes() },
  defaults: () => ({ visible: 1, icon: '', path: '', perms: '' }),
  complete: completeMenu,
};

/** Moves an entry before (up) or after (down) its sibling; the siblings keep their order, numbered 1… again. */
function moveMenu(id: number, direction: string): SysMenu[] {
  requirePermission('Permission');
  requirePermission('menu:edit');
  if (direction !== 'up' && direction !== 'down') refuse('移动方向无效');
  const menus = data().sysMenus;
  const entry = menus.find((m) => m.id === id);
  if (!entry) refuse('记录不存在或已被删除');
  const siblings = menuChildren(menus, entry.parentId);
  const at = siblings.indexOf(entry);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (to < 0) refuse('已经是第一个，不能上移');
  if (to >= siblings.length) refuse('已经是最后一个，不能下移');
  [siblings[at], siblings[to]] = [siblings[to]!, siblings[at]!];
  const before = { ...entry };
  commit(() => siblings.forEach((m, i) => (m.sort = i + 1)));
  recordChange(sysMenu, direction === 'up' ? 'moveUp' : 'moveDown', before, entry);
  return siblings;
}

// ── Roles ──

const adminRole = () => data().sysRoles.find((r) => r.roleKey === ADMIN_ROLE_KEY);
const isAdminRole = (row: Readonly<Row>) => row.roleKey === ADMIN_ROLE_KEY && adminRole()?.roleId === row.roleId;

/** The accounts holding a role. */
const holders = (roleId: unknown) => data().sysAccounts.filter((a) => String(a.roleIds).split(',').includes(String(roleId)));

/** A saved role's codes: known ones only; `*:*:*` is the built-in admin role's, which keeps it and its key. */
function completeRole(row: Readonly<Row>): Row {
  const codes = String(row.perms ?? '').split(',').map((c) => c.trim()).filter(Boolean);
  const stored = row.roleId === undefined ? undefined : data().sysRoles.find((r) => String(r.roleId) === String(row.roleId));
  if (stored?.roleKey === ADMIN_ROLE_KEY) {
    if (row.roleKey !== ADMIN_ROLE_KEY) refuseField('roleKey', '超级管理员角色的权限字符不能修改');
    if (codes.length !== 1 || codes[0] !== ALL_PERMISSIONS) refuseField('perms', '超级管理员角色拥有全部权限，不能修改其菜单权限');
    return { perms: ALL_PERMISSIONS };
  }
  if (codes.includes(ALL_PERMISSIONS)) refuseField('perms', '只有超级管理员角色拥有全部权限');
  const known = new Set(data().sysMenus.map((m) => m.perms));
  const unknown = codes.find((c) => !known.has(c));
  if (unknown) refuseField('perms', `权限标识不存在：${unknown}`);
  return { perms: [...new Set(codes)].join(',') };
}

const ROLE_GUARDS = { disable: (row: Readonly<Row>) => (isAdminRole(row) ? '超级管理员角色不能停用' : null) };

function roleBacking(only?: SysRole['roleType']): Backing {
  return {
    collection: 'sysRoles',
    defaults: () => ({ status: 0, remark: '', ...(only ? { roleType: only } : {}) }),
    complete: completeRole,
    guards: ROLE_GUARDS,
    inUse: (row) => {
      if (isAdminRole(row)) return '超级管理员角色不能删除';
      const n = holders(row.roleId).length;
      return n ? `该角色已分配给${n}个账号，请先取消分配后再删除` : null;
    },
    computed: () => {
      const counts = new Map<string, number>();
      for (const a of data().sysAccounts) for (const id of String(a.roleIds).split(',')) counts.set(id, (counts.get(id) ?? 0) + 1);
      return (r) => ({ accountCount: counts.get(String(r.roleId)) ?? 0 });
    },
    ...(only ? { scope: () => (r: Row) => r.roleType === only } : {}),
  };
}

// ── Accounts ──

/** Whether an account holds the admin role and is enabled. */
const enabledAdmin = (a: Pick<SysAccount, 'roleIds' | 'status'>) => a.status === ACCOUNT_STATUS.enabled && String(a.roleIds).split(',').includes(String(adminRole()?.roleId));
const LAST_ADMIN = '至少保留一个启用的超级管理员账号';

/** Refuses leaving no enabled administrator account (the row as it would be). */
function keepsAnAdmin(row: Readonly<Row>): void {
  const others = data().sysAccounts.filter((a) => String(a.userId) !== String(row.userId));
  const stored = data().sysAccounts.find((a) => String(a.userId) === String(row.userId));
  if (stored && enabledAdmin(stored) && !enabledAdmin(row as Pick<SysAccount, 'roleIds' | 'status'>) && !others.some(enabledAdmin)) refuse(LAST_ADMIN);
}

const ACCOUNT_OPTIONS: Backing['options'] = {
  [ACCOUNT_COMPANY_OPTIONS]: () => data().companyList.filter((c) => c.status === 0).map((c) => ({ value: c.companyId, label: c.companyName })),
  [ROLE_OPTIONS]: () => data().sysRoles.filter((r) => r.status === 0).map((r) => ({ value: r.roleId, label: r.roleName })),
};

/** A new account's first password, until it is reset or changed: 'Cx' and the last six digits of its mobile. */
export const initialPassword = (mobile: string) => `Cx${mobile.slice(-6)}`;

/** The provider's companies (headquarters and branches): whose accounts are its staff (/Staffs). */
export const isProviderCompany = (companyId: unknown) => data().companyList.some((c) => String(c.companyId) === String(companyId) && c.companyType <= 2);

function accountBacking(only?: SysAccount['accountType'], staffOnly = false): Backing {
  return {
    collection: 'sysAccounts',
    options: ACCOUNT_OPTIONS,
    defaults: () => ({ status: ACCOUNT_STATUS.enabled, failedLogins: 0, logins: [], lastLoginTime: '', remark: '', ...(only ? { accountType: only } : {}) }),
    complete: (row) => {
      keepsAnAdmin(row);
      return row.password ? {} : { password: initialPassword(String(row.mobile ?? '')) };
    },
    // An unlocked account starts its count of wrong passwords again (else its next wrong password locks it at once).
    effects: { unlock: (row) => void (row.failedLogins = 0) },
    guards: { disable: (row) => (data().sysAccounts.some((a) => a.userId !== row.userId && enabledAdmin(a)) || !enabledAdmin(row as SysAccount) ? null : LAST_ADMIN) },
    inUse: (row) => (sessionAccount()?.userId === row.userId ? '不能删除当前登录的账号' : null),
    // What only the backend knows is never answered: the password (a reset answers it once) and the failed sign-ins.
    present: ({ password: _password, failedLogins: _failed, mustChangePassword: _must, ...answered }) => answered,
    ...(only ? { scope: () => (r: Row) => r.accountType === only } : {}),
    ...(staffOnly ? { scope: () => (r: Row) => isProviderCompany(r.companyId) } : {}),
  };
}

/** A generated password of the strength rule (letters and digits, 10 characters, no look-alikes). */
function generatePassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
  const digits = '23456789';
  const pick = (from: string) => from[Math.floor(Math.random() * from.length)]!;
  const chars = [pick(letters), pick(digits), ...Array.from({ length: 8 }, () => pick(letters + digits))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const ROLES = roleBacking();
const SOP_ROLES = roleBacking(2);
const ACCOUNTS = accountBacking();

const ACCESS_ENTITIES = {
  menus: declared(sysMenu, MENUS),
  roles: declared(role, ROLES),
  sopRoles: declared(sopRole, SOP_ROLES),
  accounts: declared(account, ACCOUNTS),
  sopAccounts: declared(sopAccount, accountBacking(2)),
  internalAccounts: declared(internalAccount, accountBacking(1)),
  staff: declared(staff, accountBacking(undefined, true)),
};

/** The account lists offering a password reset: holding any of their routes and the reset's code allows it. */
const ACCOUNT_LISTS = [account, sopAccount, internalAccount, staff];
const accountListCodes = () => ACCOUNT_LISTS.flatMap((l) => listPermissions(l) ?? []);

/** The account of a call's `userId`, among all accounts (refused when there is none). */
function accountById(id: string): SysAccount {
  const found = data().sysAccounts.find((a) => String(a.userId) === id);
  if (!found) refuse('记录不存在或已被删除');
  return found;
}

/** What an account would be granted at its next sign-in (with `roleIds` given: those roles instead of its own). */
function staffGrants(id: string, roleIds: string | undefined) {
  requirePermission(listPermissions(staff));
  const found = accountById(id);
  const grants = grantsOf({ ...found, roleIds: roleIds ?? found.roleIds });
  const roleNames = data().sysRoles.filter((r) => grants.roleIds.includes(r.roleId)).map((r) => r.roleName);
  return { permissions: grants.permissions, roles: grants.roles, roleNames, dataScope: grants.dataScope, groups: grants.groups, logins: found.logins };
}

export const accessHandlers = [
  ...declaredHandlers(ACCESS_ENTITIES.menus, MENUS),
  endpoint('POST', MENU_MOVE, (p) => moveMenu(Number(p.required('id', '缺少参数 id')), p.str('direction') ?? '')),
  endpoint('POST', MENU_MOVE_UP, (p) => moveMenu(Number(p.required('id', '缺少参数 id')), 'up')),
  endpoint('POST', MENU_MOVE_DOWN, (p) => moveMenu(Number(p.required('id', '缺少参数 id')), 'down')),
  ...entityHandlers(ACCESS_ENTITIES.roles),
  ...entityHandlers(ACCESS_ENTITIES.sopRoles),
  ...declaredHandlers(ACCESS_ENTITIES.accounts, ACCOUNTS),
  ...entityHandlers(ACCESS_ENTITIES.sopAccounts),
  ...entityHandlers(ACCESS_ENTITIES.internalAccounts),
  ...entityHandlers(ACCESS_ENTITIES.staff),
  endpoint('GET', STAFF_GRANTS, (p) => staffGrants(p.required('userId', '缺少参数 userId'), p.str('roleIds'))),
  // An administrator resets an account's password: a generated one, answered once (the lists show it in a dialog).
  endpoint('POST', ACCOUNT_RESET_PASSWORD, (p) => {
    requirePermission(accountListCodes());
    requirePermission(RESET_PASSWORD_PERMISSION);
    const found = accountById(p.required('userId', '缺少参数 userId'));
    const password = generatePassword();
    const before = { ...found };
    commit(() => {
      found.password = password;
      found.failedLogins = 0;
      // A password someone else knows: its holder changes it at the next sign-in (the console asks before anything else).
      found.mustChangePassword = true;
    });
    recordChange(account, 'resetPassword', before, found);
    return { userName: found.userName, password };
  }),
  // The signed-in account changes its own password (/resetPassWordPage).
  endpoint('POST', ACCOUNT_CHANGE_PASSWORD, (p) => {
    const me = sessionAccount();
    if (!me) throw new ApiError(401, '登录已过期，请重新登录');
    const old = p.str('oldPassword');
    const next = p.str('newPassword');
    const again = p.str('confirmPassword');
    if (!old) refuseField('oldPassword', '请输入原密码');
    if (!next) refuseField('newPassword', '请输入新密码');
    if (!again) refuseField('confirmPassword', '请再次输入新密码');
    if (old !== me.password) refuseField('oldPassword', '原密码错误');
    if (!isStrongPassword(next)) refuseField('newPassword', PASSWORD_RULE['zh-CN']);
    if (next === old) refuseField('newPassword', '新密码不能与原密码相同');
    if (again !== next) refuseField('confirmPassword', '两次输入的新密码不一致');
    const before = { ...me };
    commit(() => {
      me.password = next;
      delete me.mustChangePassword;
    });
    recordChange(account, 'changePassword', before, me);
    return null;
  }),
];
