/**
 * Access derived from roles (src/mocks/access.ts, handlers/access.ts): the demo accounts' sign-ins reproduce their
 * audiences' menus; every code the console gates an action with is in the menu tree; a role's or an account's change
 * takes effect at the next sign-in; the built-in admin role and the last administrator are kept; the menu's moves and
 * deletes; passwords.
 */
import { TUTORIAL_EDIT } from '@/entities/account/tutorial';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/entities';
import { demandOrder } from '@/entities/dispatch';
import { MENU_MOVE } from '@/entities/system/menu';
import { ACCOUNT_CHANGE_PASSWORD, ACCOUNT_RESET_PASSWORD } from '@/entities/system/account';
import { demoAccounts } from '@/mocks/accounts';
import { commit, data } from '@/mocks/db';
import { menuFor, permissionsFor } from './audienceMenus';
import type { LoginData } from '@/mocks/users';
import { call, ok } from './api';

const LOGIN = '/api/provider/staff/login';
const signIn = (account: string, password: string) => call<LoginData>(LOGIN, { params: { authStrategy: 1, account, password } });

function urls(menu: LoginData['menu']): string[] {
  return menu.flatMap((e) => [...(e.url ? [e.url] : []), ...urls(e.children ?? [])]);
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every code an action is gated with: the declarations' and the bespoke screens' (`can([...])`, `codes={[...]}`, a tree page's). */
function gatedCodes(): string[] {
  const declared = ENTITIES.flatMap((e) => [
    e.addPermission, e.exportPermission, e.remove?.permission, e.create?.permission, ...e.transitions.map((t) => t.permission), ...(e.actions ?? []).map((a) => a.permission),
  ]);
  const bespoke = sources('src/features').flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const gates = [...text.matchAll(/can\(\[([^\]]+)\]\)|codes=\{\[([^\]]+)\]\}|(?:add|edit): '([\w:]+)'/g)].flatMap((m) => (m[1] ?? m[2] ?? `'${m[3]}'`).split(',').map((c) => c.trim()));
    // Quoted codes only: a code named by a constant is declared where the constant is (and checked there).
    return gates.filter((c) => /^'[^']+'$/.test(c)).map((c) => c.slice(1, -1));
  });
  return [...new Set([...declared, TUTORIAL_EDIT, ...bespoke].filter((c): c is string => !!c))];
}

describe('sign-ins derived from roles', () => {
  it.each(demoAccounts.map((a) => [a.account, a.password, a.audience] as const))('%s keeps exactly its menu and codes', async (account, password, audience) => {
    const answer = await signIn(account, password);
    expect(answer.code).toBe(0);
    expect(answer.data.menu).toEqual(menuFor(audience));
    if (audience === 'provider-admin') {
      expect(answer.data.permissions).toContain('*:*:*');
      expect(answer.data.permissions).toEqual(expect.arrayContaining(permissionsFor(audience)));
      expect(answer.data.roles).toEqual(['admin']);
    } else {
      expect(answer.data.permissions.toSorted()).toEqual(permissionsFor(audience).toSorted());
      expect(answer.data.roles).toEqual([audience]);
    }
  });

  it('holds every code an action of the console is gated with in the menu tree', () => {
    const tree = new Set(data().sysMenus.map((m) => m.perms));
    const codes = gatedCodes();
    expect(codes.length).toBeGreaterThan(40);
    expect(codes.filter((c) => !tree.has(c))).toEqual([]);
  });

  it('keeps the tree to three levels of directories and pages, buttons under pages', () => {
    const menus = data().sysMenus;
    const depth = (id: number): number => {
      const m = menus.find((x) => x.id === id);
      return m ? 1 + depth(m.parentId) : 0;
    };
    for (const m of menus) {
      if (m.menuType === 'F') expect(menus.find((p) => p.id === m.parentId)?.menuType).toBe('C');
      else expect(depth(m.id)).toBeLessThanOrEqual(3);
    }
  });

  it('applies a role change at the next sign-in, and refuses a disabled account with a clear message', async () => {
    await signIn('admin', 'admin123');
    const dispatcher = data().sysAccounts.find((a) => a.userName === 'dispatcher')!;
    const before = (await signIn('dispatcher', 'dispatch123')).data;
    expect(urls(before.menu)).toContain('/checkSheet');
    await signIn('admin', 'admin123');
    const role = data().sysRoles.find((r) => r.roleKey === 'dispatcher')!;
    const perms = role.perms.split(',').filter((c) => c !== 'checkSheet' && c !== 'checkSheet:audit').join(',');
    await ok('/api/system/role/save', { params: { roleId: role.roleId, roleName: role.roleName, roleKey: role.roleKey, roleType: role.roleType, dataScope: role.dataScope, perms } });
    const after = (await signIn('dispatcher', 'dispatch123')).data;
    expect(urls(after.menu)).not.toContain('/checkSheet');
    expect(after.permissions).not.toContain('checkSheet:audit');
    await signIn('admin', 'admin123');
    await ok('/api/system/user/disable', { params: { userId: dispatcher.userId } });
    expect(await signIn('dispatcher', 'dispatch123')).toMatchObject({ code: 1, msg: '该账号已被停用，请联系管理员' });
  });

  it('locks an account after five wrong passwords, until unlocked', async () => {
    for (let i = 0; i < 4; i++) expect((await signIn('sunli', 'wrong')).msg).toBe('账号或密码错误');
    expect((await signIn('sunli', 'wrong')).msg).toBe('密码连续输错5次，账号已被锁定，请联系管理员解锁');
    expect((await signIn('sunli', 'Changxing2026')).msg).toBe('该账号已被锁定，请联系管理员解锁');
    await signIn('admin', 'admin123');
    await ok('/api/system/user/unlock', { params: { userId: data().sysAccounts.find((a) => a.userName === 'sunli')!.userId } });
    expect((await signIn('sunli', 'Changxing2026')).code).toBe(0);
  });
});

describe('the built-in admin role and the administrators', () => {
  it('cannot be stripped, disabled or deleted', async () => {
    await signIn('admin', 'admin123');
    const admin = data().sysRoles.find((r) => r.roleKey === 'admin')!;
    const base = { roleId: admin.roleId, roleName: admin.roleName, roleKey: 'admin', roleType: admin.roleType, dataScope: admin.dataScope };
    expect(await call('/api/system/role/save', { params: { ...base, perms: 'Manage,Vehicles' } })).toMatchObject({ code: 1, msg: '超级管理员角色拥有全部权限，不能修改其菜单权限' });
    expect(await call('/api/system/role/disable', { params: { roleId: admin.roleId } })).toMatchObject({ code: 1, msg: '超级管理员角色不能停用' });
    expect(await call('/api/system/role/delete', { params: { roleId: admin.roleId } })).toMatchObject({ code: 1, msg: '超级管理员角色不能删除' });
    expect(await call('/api/system/role/save', { params: { ...base, roleName: '系统管理员', perms: '*:*:*' } })).toMatchObject({ code: 0 });
  });

  it('refuses granting everything to another role, unknown codes, and deleting a role in use', async () => {
    await signIn('admin', 'admin123');
    const params = { roleName: '质检专员', roleKey: 'inspector', roleType: 2, dataScope: 1 };
    expect(await call('/api/system/role/save', { params: { ...params, perms: '*:*:*' } })).toMatchObject({ msg: '只有超级管理员角色拥有全部权限' });
    expect(await call('/api/system/role/save', { params: { ...params, perms: 'Vehicles,vehicle:fly' } })).toMatchObject({ msg: '权限标识不存在：vehicle:fly' });
    const dispatcher = data().sysRoles.find((r) => r.roleKey === 'dispatcher')!;
    expect(await call('/api/system/role/delete', { params: { roleId: dispatcher.roleId } })).toMatchObject({ code: 1, msg: expect.stringMatching(/^该角色已分配给\d+个账号/) });
  });

  it('keeps at least one enabled administrator account', async () => {
    await signIn('admin', 'admin123');
    const admin = data().sysAccounts.find((a) => a.userName === 'admin')!;
    expect(await call('/api/system/user/disable', { params: { userId: admin.userId } })).toMatchObject({ code: 1, msg: '至少保留一个启用的超级管理员账号' });
  });
});

describe('menu entries', () => {
  it('move up and down among their siblings, the others keeping their order', async () => {
    await signIn('admin', 'admin123');
    const system = data().sysMenus.find((m) => m.perms === 'system')!;
    const titles = () => data().sysMenus.filter((m) => m.parentId === system.id).toSorted((a, b) => a.sort - b.sort).map((m) => m.title);
    const before = titles();
    const second = data().sysMenus.find((m) => m.parentId === system.id && m.title === before[1])!;
    await ok(MENU_MOVE, { params: { id: second.id, direction: 'up' } });
    expect(titles()).toEqual([before[1], before[0], ...before.slice(2)]);
    await ok(MENU_MOVE, { params: { id: second.id, direction: 'down' } });
    expect(titles()).toEqual(before);
    expect(await call(MENU_MOVE, { params: { id: data().sysMenus.find((m) => m.parentId === system.id && m.title === before[0])!.id, direction: 'up' } })).toMatchObject({ code: 1, msg: '已经是第一个，不能上移' });
  });

  it('refuses deleting an entry with children, and a page pointing at a route twice', async () => {
    await signIn('admin', 'admin123');
    const system = data().sysMenus.find((m) => m.perms === 'system')!;
    expect(await call('/api/system/menu/delete', { params: { id: system.id } })).toMatchObject({ code: 1, msg: expect.stringContaining('下级') });
    expect(await call('/api/system/menu/save', { params: { title: '车辆', titleEn: 'Cars', parentId: system.id, menuType: 'C', path: '/Vehicles', sort: 99 } })).toMatchObject({ code: 1, msg: '该路由已有菜单“车辆管理”' });
    expect(await call('/api/system/menu/save', { params: { title: '车辆', titleEn: 'Cars', parentId: system.id, menuType: 'C', path: '/nowhere', sort: 99 } })).toMatchObject({ code: 1, msg: '路由地址的取值无效' });
  });
});

describe('passwords', () => {
  it('changes one’s own password by the strength rule', async () => {
    await signIn('dispatcher', 'dispatch123');
    const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword) => call(ACCOUNT_CHANGE_PASSWORD, { params: { oldPassword, newPassword, confirmPassword } });
    expect(await change('nope', 'Dispatch2026')).toMatchObject({ code: 1, msg: '原密码错误' });
    expect(await change('dispatch123', 'short1')).toMatchObject({ code: 1, msg: '密码长度8-20位，须同时包含字母和数字，不能包含空格' });
    expect(await change('dispatch123', 'Dispatch2026', 'Dispatch2027')).toMatchObject({ code: 1, msg: '两次输入的新密码不一致' });
    expect(await change('dispatch123', 'Dispatch2026')).toMatchObject({ code: 0 });
    expect((await signIn('dispatcher', 'dispatch123')).msg).toBe('账号或密码错误');
    expect((await signIn('dispatcher', 'Dispatch2026')).code).toBe(0);
  });

  it('resets an account’s password to a generated one, answered once', async () => {
    await signIn('admin', 'admin123');
    const { password } = await ok<{ password: string }>(ACCOUNT_RESET_PASSWORD, { params: { userId: data().sysAccounts.find((a) => a.userName === 'zhaolei')!.userId } });
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)\S{8,20}$/);
    expect((await signIn('zhaolei', password)).code).toBe(0);
  });
});

describe('the backend enforces access', () => {
  it('answers 403 to a call the session may not make: a list without its route, a write without its button', async () => {
    await signIn('dispatcher', 'dispatch123');
    expect(await call('/api/vehicle/list', { params: {} })).toMatchObject({ code: 403 });
    expect((await call(demandOrder.endpoints.list.path, { method: demandOrder.endpoints.list.method === 'get' ? 'GET' : 'POST', params: {} })).code).toBe(0);
    // A role with the vehicles list but not its status button.
    await signIn('admin', 'admin123');
    const role = data().sysRoles.find((r) => r.roleKey === 'dispatcher')!;
    await ok('/api/system/role/save', { params: { roleId: role.roleId, roleName: role.roleName, roleKey: role.roleKey, roleType: role.roleType, dataScope: role.dataScope, perms: `${role.perms},Vehicles` } });
    await signIn('dispatcher', 'dispatch123');
    const vehicles = await ok<{ total: number; result: { carId: number }[] }>('/api/vehicle/list', { params: {} });
    expect(vehicles.total).toBeGreaterThan(0);
    expect(await call('/api/vehicle/disable', { params: { carId: vehicles.result[0]!.carId } })).toMatchObject({ code: 403 });
  });

  it('filters the rows of a list by the data scope of the roles: all, own company, own department, self', async () => {
    await signIn('admin', 'admin123');
    // A branch's staff member holding a role of the accounts list, whose data scope the test changes.
    const me = data().sysAccounts.find((a) => a.accountType === 1 && a.status === 0 && a.companyName !== '畅行租车有限公司' && a.deptName === '综合管理部')!;
    const role = data().sysRoles.find((r) => r.roleKey === 'hr')!;
    const listed = async (scope: number) => {
      await signIn('admin', 'admin123');
      await ok('/api/system/role/save', { params: { roleId: role.roleId, roleName: role.roleName, roleKey: role.roleKey, roleType: role.roleType, dataScope: scope, perms: role.perms } });
      if (role.status === 1) await ok('/api/system/role/enable', { params: { roleId: role.roleId } });
      commit(() => (me.roleIds = String(role.roleId)));
      expect((await signIn(me.userName, 'Changxing2026')).code).toBe(0);
      return (await ok<{ result: { userName: string; companyName: string; deptName?: string }[]; total: number }>('/api/system/user/list', { params: { pageSize: 500 } })).result;
    };
    const all = await listed(1);
    const company = await listed(2);
    const dept = await listed(3);
    const self = await listed(4);
    expect(all.length).toBe(data().sysAccounts.length);
    expect(company.length).toBeLessThan(all.length);
    expect(company.every((a) => a.companyName === me.companyName)).toBe(true);
    expect(dept.length).toBeLessThan(company.length);
    expect(dept.map((a) => a.userName)).toContain(me.userName);
    expect(dept.every((a) => a.deptName === '综合管理部')).toBe(true);
    expect(self.map((a) => a.userName)).toEqual([me.userName]);
  });

  it('filters the alarms and the fleet reports by the company scope as the vehicle list does', async () => {
    await signIn('admin', 'admin123');
    const me = data().sysAccounts.find((a) => a.accountType === 1 && a.status === 0 && a.companyName !== '畅行租车有限公司')!;
    const role = data().sysRoles.find((r) => r.roleKey === 'hr')!;
    await ok('/api/system/role/save', { params: { roleId: role.roleId, roleName: role.roleName, roleKey: role.roleKey, roleType: role.roleType, dataScope: 2, perms: 'sopAlarmList,DrivingBehaviorReport,Vehicles' } });
    if (role.status === 1) await ok('/api/system/role/enable', { params: { roleId: role.roleId } });
    const everyAlarm = (await ok<{ result: { companyName: string }[] }>('/api/alarm/list', { params: { pageSize: 5000 } })).result;
    commit(() => (me.roleIds = String(role.roleId)));
    expect((await signIn(me.userName, 'Changxing2026')).code).toBe(0);
    const alarms = (await ok<{ result: { companyName: string }[] }>('/api/alarm/list', { params: { pageSize: 5000 } })).result;
    expect(alarms.length).toBeLessThan(everyAlarm.length);
    expect(alarms.every((a) => a.companyName === me.companyName)).toBe(true);
    const vehicles = (await ok<{ result: { carId: number }[] }>('/api/vehicle/list', { method: 'GET', params: { pageSize: 5000 } })).result.map((v) => v.carId);
    const options = await ok<{ vehicles: { value: number }[] }>('/api/monitor/reports/options', { method: 'GET' });
    expect(options.vehicles.length).toBeGreaterThan(0);
    expect(options.vehicles.every((v) => vehicles.includes(v.value))).toBe(true);
  });
});
