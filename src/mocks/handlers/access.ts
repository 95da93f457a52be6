/**
 * Menus, roles and accounts (src/entities/system; docs/architecture.md "Access"): their declared endpoints on the
 * seeded collections (../seeds/access.ts), the rules the declarations cannot say — a page entry's path from the route
 * table and its code its path, a button under a page, three levels; the built-in admin role neither stripped, disabled
 * nor deleted; a role held by accounts not deleted; at least one enabled administrator account — and the bespoke
 * calls: moving a menu entry, resetting an account's password, changing one's own.
 */
import { MENU_MOVE, MENU_MOVE_DOWN, MENU_MOVE_UP, MENU_ROUTE_OPTIONS, sysMenu } from '@/entities/system/menu';
import { role, ROLE_OPTIONS, sopRole } from '@/entities/system/role';
import { ACCOUNT_CHANGE_PASSWORD, ACCOUNT_COMPANY_OPTIONS, ACCOUNT_RESET_PASSWORD, ACCOUNT_STATUS, account, internalAccount, RESET_PASSWORD_PERMISSION, sopAccount, staff, STAFF_GRANTS } from '@/entities/system/account';
import { accountDeleteProblem, generatePassword, initialPassword, lastAdminProblem, menuChildren, menuMoveProblem, menuRoutes, menuSave, ofProvider, passwordChangeProblem, roleDeleteProblem, roleDisableProblem, roleHolders, roleSave, type MenuSave } from '@/entities/system/rules';
import { grantsOf, listPermissions, requirePermission, sessionAccount, type SysAccount, type SysMenu, type SysRole } from '../access';
import { data } from '../db';
import { ApiError, found, refuse, refuseField, refuseIf, refuseProblem } from '../errors';
import { type Backing, changeRecord, entityCall, served } from '../entities';
import { endpoint } from '../respond';

type Row = Record<string, unknown>;

// ── Menus ──

/** A saved entry's rules across the tree (`menuSave`): the refusal, or what it stores besides. */
function completeMenu(row: Readonly<Row>): Row {
  const saved = menuSave(data().sysMenus, row as unknown as MenuSave);
  if ('problem' in saved) refuseField(saved.problem.field, saved.problem.message['zh-CN']);
  return saved.set;
}

const MENUS: Backing = {
  collection: 'sysMenus',
  options: { [MENU_ROUTE_OPTIONS]: menuRoutes },
  defaults: () => ({ visible: 1, icon: '', path: '', perms: '' }),
  complete: completeMenu,
};

/** Moves an entry before (up) or after (down) its sibling; the siblings keep their order, numbered 1… again. */
function moveMenu(id: number, direction: string): SysMenu[] {
  requirePermission('Permission');
  requirePermission('menu:edit');
  if (direction !== 'up' && direction !== 'down') refuse('移动方向无效');
  const menus = data().sysMenus;
  const entry = found(menus.find((m) => m.id === id));
  const siblings = menuChildren(menus, entry.parentId);
  const at = siblings.indexOf(entry);
  refuseIf(menuMoveProblem(siblings, at, direction));
  const to = direction === 'up' ? at - 1 : at + 1;
  [siblings[at], siblings[to]] = [siblings[to]!, siblings[at]!];
  changeRecord(sysMenu, direction === 'up' ? 'moveUp' : 'moveDown', entry, () => siblings.forEach((m, i) => (m.sort = i + 1)));
  return siblings;
}

// ── Roles ──

/** A saved role's codes (`roleSave`): known ones only; the built-in admin role keeps `*:*:*` and its key. */
function completeRole(row: Readonly<Row>): Row {
  const stored = row.roleId === undefined ? undefined : data().sysRoles.find((r) => String(r.roleId) === String(row.roleId));
  const saved = roleSave(data().sysMenus, row, stored);
  if ('problem' in saved) refuseField(saved.problem.field, saved.problem.message['zh-CN']);
  return { perms: saved.perms };
}

function roleBacking(only?: SysRole['roleType']): Backing {
  return {
    collection: 'sysRoles',
    defaults: () => ({ status: 0, remark: '', ...(only ? { roleType: only } : {}) }),
    complete: completeRole,
    guards: { disable: (row) => roleDisableProblem(data().sysRoles, row) },
    inUse: (row) => roleDeleteProblem(data().sysRoles, data().sysAccounts, row),
    computed: () => {
      const counts = roleHolders(data().sysAccounts);
      return (r) => ({ accountCount: counts.get(String(r.roleId)) ?? 0 });
    },
    ...(only ? { scope: () => (r: Row) => r.roleType === only } : {}),
  };
}

// ── Accounts ──

/** Refuses leaving no enabled administrator account (the row as it would be). */
const lastAdmin = (row: Readonly<Row>) => lastAdminProblem(data().sysRoles, data().sysAccounts, row);

const ACCOUNT_OPTIONS: Backing['options'] = {
  [ACCOUNT_COMPANY_OPTIONS]: () => data().companyList.filter((c) => c.status === 0).map((c) => ({ value: c.companyId, label: c.companyName })),
  [ROLE_OPTIONS]: () => data().sysRoles.filter((r) => r.status === 0).map((r) => ({ value: r.roleId, label: r.roleName })),
};

function accountBacking(only?: SysAccount['accountType'], staffOnly = false): Backing {
  return {
    collection: 'sysAccounts',
    options: ACCOUNT_OPTIONS,
    defaults: () => ({ status: ACCOUNT_STATUS.enabled, failedLogins: 0, logins: [], lastLoginTime: '', remark: '', ...(only ? { accountType: only } : {}) }),
    complete: (row) => {
      refuseIf(lastAdmin(row));
      return row.password ? {} : { password: initialPassword(String(row.mobile ?? '')) };
    },
    // An unlocked account starts its count of wrong passwords again (else its next wrong password locks it at once).
    effects: { unlock: (row) => void (row.failedLogins = 0) },
    guards: { disable: (row) => lastAdmin({ ...row, status: ACCOUNT_STATUS.disabled }) },
    inUse: (row) => accountDeleteProblem(sessionAccount(), row),
    // What only the backend knows is never answered: the password (a reset answers it once) and the failed sign-ins.
    present: ({ password: _password, failedLogins: _failed, mustChangePassword: _must, ...answered }) => answered,
    ...(only ? { scope: () => (r: Row) => r.accountType === only } : {}),
    ...(staffOnly ? { scope: () => (r: Row) => ofProvider(data().companyList, r.companyId) } : {}),
  };
}

const { handlers: entityEndpoints } = served({
  menus: [sysMenu, MENUS],
  roles: [role, roleBacking()],
  sopRoles: [sopRole, roleBacking(2)],
  accounts: [account, accountBacking()],
  sopAccounts: [sopAccount, accountBacking(2)],
  internalAccounts: [internalAccount, accountBacking(1)],
  staff: [staff, accountBacking(undefined, true)],
});

/** The account lists offering a password reset: holding any of their routes and the reset's code allows it. */
const accountListCodes = () => [account, sopAccount, internalAccount, staff].flatMap((l) => listPermissions(l) ?? []);

/** The account of a call's `userId`, among all accounts (refused when there is none). */
const accountById = (id: string): SysAccount => found(data().sysAccounts.find((a) => String(a.userId) === id));

/** What an account would be granted at its next sign-in (with `roleIds` given: those roles instead of its own). */
function staffGrants(id: string, roleIds: string | undefined) {
  const one = accountById(id);
  const grants = grantsOf({ ...one, roleIds: roleIds ?? one.roleIds });
  const roleNames = data().sysRoles.filter((r) => grants.roleIds.includes(r.roleId)).map((r) => r.roleName);
  return { permissions: grants.permissions, roles: grants.roles, roleNames, dataScope: grants.dataScope, groups: grants.groups, logins: one.logins };
}

export const accessHandlers = [
  ...entityEndpoints,
  endpoint('POST', MENU_MOVE, (p) => moveMenu(Number(p.required('id', '缺少参数 id')), p.str('direction') ?? '')),
  endpoint('POST', MENU_MOVE_UP, (p) => moveMenu(Number(p.required('id', '缺少参数 id')), 'up')),
  endpoint('POST', MENU_MOVE_DOWN, (p) => moveMenu(Number(p.required('id', '缺少参数 id')), 'down')),
  entityCall('GET', STAFF_GRANTS, staff, null, (p) => staffGrants(p.required('userId', '缺少参数 userId'), p.str('roleIds'))),
  // An administrator resets an account's password: a generated one, answered once (the lists show it in a dialog).
  endpoint('POST', ACCOUNT_RESET_PASSWORD, (p) => {
    requirePermission(accountListCodes());
    requirePermission(RESET_PASSWORD_PERMISSION);
    const one = accountById(p.required('userId', '缺少参数 userId'));
    const password = generatePassword();
    // A password someone else knows: its holder changes it at the next sign-in (the console asks before anything else).
    changeRecord(account, 'resetPassword', one, () => Object.assign(one, { password, failedLogins: 0, mustChangePassword: true }));
    return { userName: one.userName, password };
  }),
  // The signed-in account changes its own password (/resetPassWordPage).
  endpoint('POST', ACCOUNT_CHANGE_PASSWORD, (p) => {
    const me = sessionAccount();
    if (!me) throw new ApiError(401, '登录已过期，请重新登录');
    const next = p.str('newPassword');
    refuseProblem(passwordChangeProblem(me.password, { oldPassword: p.str('oldPassword'), newPassword: next, confirmPassword: p.str('confirmPassword') }));
    changeRecord(account, 'changePassword', me, () => {
      me.password = next!;
      delete me.mustChangePassword;
    });
    return null;
  }),
];
