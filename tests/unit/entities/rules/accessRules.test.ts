/** The access and organisation rules (src/entities/system/rules.ts; pure: rows in, no msw, no React). */
import { describe, expect, it } from 'vitest';
import {
  accountDeleteProblem, assignableRole, clientAccountType, companyRolesProblem, movableAccounts, movedAccountsProblem, companyAttribute, dataScopeTest, departmentPlace, departmentScope, deptAccountProblem,
  generatePassword, grantsOf, groupMembersProblem, HOME_URL, initialPassword, lastAdminProblem, LOCK_AFTER, menuMoveProblem, menuRoutes, menuSave, ofProvider,
  passwordChangeProblem, roleDeleteProblem, roleDisableProblem, roleSave, signInProblem, wrongPassword,
  type CompanyRule, type DeptRule, type GroupRule, type MenuRule, type RoleRule,
} from '@/entities/system/rules';
import { isStrongPassword } from '@/lib/validators';

const entry = (id: number, parentId: number, menuType: MenuRule['menuType'], perms: string, path = '', visible: 0 | 1 = 1): MenuRule => ({
  id, parentId, menuType, title: `m${id}`, perms, path, icon: '', sort: id, visible,
});
const MENUS: MenuRule[] = [
  entry(1, 0, 'C', 'Manage', HOME_URL),
  entry(2, 0, 'M', 'system'),
  entry(3, 2, 'C', 'Staffs', '/Staffs'),
  entry(4, 3, 'F', 'staff:edit'),
  entry(5, 2, 'C', 'Hidden', '/Hidden', 0),
  entry(6, 0, 'M', 'empty'),
  entry(7, 6, 'M', 'sub'),
];
const role = (roleId: number, roleKey: string, perms: string, over: Partial<RoleRule> = {}): RoleRule => ({ roleId, roleKey, roleType: 2, dataScope: 2, status: 0, perms, ...over });
const ROLES = [role(1, 'admin', '*:*:*', { dataScope: 1 }), role(2, 'staff', 'Staffs,staff:edit', { dataScope: 3 }), role(3, 'off', 'Hidden', { status: 1 })];
const GROUPS: GroupRule[] = [
  { groupName: 'G', memberIds: '7,8', roleIds: '3', status: 0 },
  { groupName: 'Hidden group', memberIds: '7', roleIds: '4', status: 0 },
  { groupName: 'Off group', memberIds: '7', roleIds: '1', status: 1 },
];

describe('grants at sign-in', () => {
  it('a role grants its pages, their granted buttons and the directories above; home to everyone; hidden pages codes only', () => {
    const g = grantsOf({ roleIds: '2' }, { roles: ROLES, groups: [], menus: MENUS });
    expect(g.permissions).toEqual(['Manage', 'system', 'Staffs', 'staff:edit']);
    expect(g.menu.map((m) => m.permissionCode)).toEqual(['Manage', 'system']);
    expect(g.roles).toEqual(['staff']);
    expect(g.dataScope).toBe(3);
  });
  it('*:*:* grants every entry; a hidden page is granted but not shown; an empty directory is neither', () => {
    const g = grantsOf({ roleIds: '1' }, { roles: ROLES, groups: [], menus: MENUS });
    expect(g.permissions).toEqual(['*:*:*', 'Manage', 'system', 'Staffs', 'staff:edit', 'Hidden']);
    expect(g.menu[1]!.children!.map((c) => c.url)).toEqual(['/Staffs']);
    expect(g.dataScope).toBe(1);
  });
  it('a disabled role grants nothing; enabled groups add their roles; an own data scope wins over the roles', () => {
    const roles = [...ROLES, role(4, 'hidden', 'Hidden', { dataScope: 4 })];
    const g = grantsOf({ roleIds: '3', userId: 7, dataScope: 2 }, { roles, groups: GROUPS, menus: MENUS });
    expect(g.roleIds).toEqual([4]);
    expect(g.groups).toEqual(['G', 'Hidden group']);
    expect(g.permissions).toEqual(['Manage', 'system', 'Hidden']);
    expect(g.dataScope).toBe(2);
  });
});

describe('menu entries', () => {
  const refusal = (r: ReturnType<typeof menuSave>) => ('problem' in r ? [r.problem.field, r.problem.message['zh-CN']] : null);
  it('a button only under a page, with a code no other button has; it stores no path or icon', () => {
    expect(refusal(menuSave(MENUS, { parentId: 2, menuType: 'F', perms: 'x:y' }))).toEqual(['parentId', '按钮只能添加在页面菜单下']);
    expect(refusal(menuSave(MENUS, { parentId: 3, menuType: 'F', perms: ' ' }))).toEqual(['perms', '请输入权限标识']);
    expect(refusal(menuSave(MENUS, { parentId: 3, menuType: 'F', perms: 'staff:edit' }))).toEqual(['perms', '权限标识已被“m4”使用']);
    expect(menuSave(MENUS, { id: 4, parentId: 3, menuType: 'F', perms: 'staff:edit' })).toEqual({ set: { path: '', icon: '' } });
  });
  it('a page or directory only under a directory, three levels, a page on a route no other page has, its code its path', () => {
    expect(refusal(menuSave(MENUS, { parentId: 3, menuType: 'C', path: '/X' }))).toEqual(['parentId', '菜单只能添加在目录下']);
    expect(refusal(menuSave(MENUS, { parentId: 7, menuType: 'M', perms: 'deep' }))).toBeNull();
    const deeper = [...MENUS, entry(8, 7, 'M', 'third')];
    expect(refusal(menuSave(deeper, { parentId: 8, menuType: 'M', perms: 'fourth' }))).toEqual(['parentId', '菜单最多三级']);
    expect(refusal(menuSave(MENUS, { parentId: 2, menuType: 'C', path: '' }))).toEqual(['path', '请选择路由地址']);
    expect(refusal(menuSave(MENUS, { parentId: 2, menuType: 'C', path: '/Staffs' }))).toEqual(['path', '该路由已有菜单“m3”']);
    expect(menuSave(MENUS, { parentId: 2, menuType: 'C', path: '/New' })).toEqual({ set: { perms: 'New' } });
    expect(refusal(menuSave(MENUS, { parentId: 0, menuType: 'M', perms: '' }))).toEqual(['perms', '请输入权限标识']);
  });
  it('a page entry points at home or a screen of the route table that is no other screen’s child', () => {
    const routes = menuRoutes().map((r) => r.value);
    expect(routes[0]).toBe(HOME_URL);
    expect(routes).toContain('/Staffs');
    expect(routes).not.toContain('/DetailInformation');
  });
  it('the first entry cannot move up, the last cannot move down', () => {
    expect(menuMoveProblem([1, 2], 0, 'up')?.['zh-CN']).toBe('已经是第一个，不能上移');
    expect(menuMoveProblem([1, 2], 1, 'down')?.['zh-CN']).toBe('已经是最后一个，不能下移');
    expect(menuMoveProblem([1, 2], 0, 'down')).toBeNull();
  });
});

describe('roles', () => {
  it('the admin role keeps its key and *:*:*; no other role holds *:*:*; codes must be the menu’s, deduplicated', () => {
    expect(roleSave(MENUS, { roleKey: 'boss', perms: '*:*:*' }, { roleKey: 'admin' })).toMatchObject({ problem: { field: 'roleKey' } });
    expect(roleSave(MENUS, { roleKey: 'admin', perms: 'Staffs' }, { roleKey: 'admin' })).toMatchObject({ problem: { field: 'perms' } });
    expect(roleSave(MENUS, { roleKey: 'admin', perms: '*:*:*' }, { roleKey: 'admin' })).toEqual({ perms: '*:*:*' });
    expect(roleSave(MENUS, { roleKey: 'x', perms: '*:*:*' }, undefined)).toMatchObject({ problem: { message: { 'zh-CN': '只有超级管理员角色拥有全部权限' } } });
    expect(roleSave(MENUS, { roleKey: 'x', perms: 'Staffs,nope' }, undefined)).toMatchObject({ problem: { message: { 'zh-CN': '权限标识不存在：nope' } } });
    expect(roleSave(MENUS, { roleKey: 'x', perms: 'Staffs, Staffs,staff:edit' }, undefined)).toEqual({ perms: 'Staffs,staff:edit' });
  });
  it('the admin role is neither disabled nor deleted; a role held by accounts is not deleted', () => {
    expect(roleDisableProblem(ROLES, { roleKey: 'admin', roleId: 1 })?.['zh-CN']).toBe('超级管理员角色不能停用');
    expect(roleDeleteProblem(ROLES, [], { roleKey: 'admin', roleId: 1 })?.['zh-CN']).toBe('超级管理员角色不能删除');
    expect(roleDeleteProblem(ROLES, [{ roleIds: '2,3' }, { roleIds: '2' }], { roleKey: 'staff', roleId: 2 })?.['zh-CN']).toBe('该角色已分配给2个账号，请先取消分配后再删除');
    expect(roleDeleteProblem(ROLES, [{ roleIds: '3' }], { roleKey: 'staff', roleId: 2 })).toBeNull();
  });
  it('a company’s accounts never get the admin role; a client company only client-side roles', () => {
    expect(assignableRole({ roleKey: 'admin', roleType: 2 }, 1)).toBe(false);
    expect(assignableRole({ roleKey: 'staff', roleType: 2 }, 2)).toBe(true);
    expect(assignableRole({ roleKey: 'staff', roleType: 2 }, 4)).toBe(false);
    expect(assignableRole({ roleKey: 'client', roleType: 1 }, 3)).toBe(true);
  });
});

describe('accounts and passwords', () => {
  const accounts = [{ userId: 1, roleIds: '1', status: 0 as const }, { userId: 2, roleIds: '1', status: 1 as const }];
  it('keeps at least one enabled administrator account', () => {
    expect(lastAdminProblem(ROLES, accounts, { userId: 1, roleIds: '1', status: 1 })?.['zh-CN']).toBe('至少保留一个启用的超级管理员账号');
    expect(lastAdminProblem(ROLES, accounts, { userId: 1, roleIds: '2', status: 0 })).not.toBeNull();
    expect(lastAdminProblem(ROLES, [...accounts, { userId: 3, roleIds: '1', status: 0 }], { userId: 1, roleIds: '1', status: 1 })).toBeNull();
    expect(lastAdminProblem(ROLES, accounts, { userId: 2, roleIds: '2', status: 0 })).toBeNull();
  });
  it('the signed-in account cannot delete itself', () => {
    expect(accountDeleteProblem({ userId: 1 }, { userId: 1 })?.['zh-CN']).toBe('不能删除当前登录的账号');
    expect(accountDeleteProblem({ userId: 1 }, { userId: 2 })).toBeNull();
  });
  it('first and generated passwords', () => {
    expect(initialPassword('13911110001')).toBe('Cx110001');
    for (let i = 0; i < 20; i++) expect(isStrongPassword(generatePassword())).toBe(true);
    expect(generatePassword(() => 0)).toMatch(/^[a2]{10}$/);
  });
  it('a password change: each field, the old password, the strength rule, a new one, twice the same — in that order', () => {
    const field = (sent: Parameters<typeof passwordChangeProblem>[1]) => passwordChangeProblem('Old12345', sent)?.message['zh-CN'] ?? null;
    expect(field({ newPassword: 'a', confirmPassword: 'a' })).toBe('请输入原密码');
    expect(field({ oldPassword: 'x', confirmPassword: 'a' })).toBe('请输入新密码');
    expect(field({ oldPassword: 'x', newPassword: 'a' })).toBe('请再次输入新密码');
    expect(field({ oldPassword: 'x', newPassword: 'a', confirmPassword: 'a' })).toBe('原密码错误');
    expect(field({ oldPassword: 'Old12345', newPassword: 'short', confirmPassword: 'short' })).toBe('密码长度8-20位，须同时包含字母和数字，不能包含空格');
    expect(field({ oldPassword: 'Old12345', newPassword: 'Old12345', confirmPassword: 'Old12345' })).toBe('新密码不能与原密码相同');
    expect(field({ oldPassword: 'Old12345', newPassword: 'New12345', confirmPassword: 'New12346' })).toBe('两次输入的新密码不一致');
    expect(field({ oldPassword: 'Old12345', newPassword: 'New12345', confirmPassword: 'New12345' })).toBeNull();
  });
});

describe('sign-in', () => {
  it('a disabled or locked account may not sign in', () => {
    expect(signInProblem({ status: 0 })).toBeNull();
    expect(signInProblem({ status: 1 })?.['zh-CN']).toBe('该账号已被停用，请联系管理员');
    expect(signInProblem({ status: 2 })?.['zh-CN']).toBe('该账号已被锁定，请联系管理员解锁');
  });
  it('an enabled account counts wrong passwords and is locked at the fifth; another account’s stay as they are', () => {
    expect(wrongPassword({ status: 0, failedLogins: 0 })).toEqual({ message: expect.objectContaining({ 'zh-CN': '账号或密码错误' }), after: { failedLogins: 1, status: 0 } });
    const locked = wrongPassword({ status: 0, failedLogins: LOCK_AFTER - 1 });
    expect(locked.message['zh-CN']).toBe('密码连续输错5次，账号已被锁定，请联系管理员解锁');
    expect(locked.after).toEqual({ failedLogins: 5, status: 2 });
    expect(wrongPassword({ status: 2, failedLogins: 5 }).after).toBeUndefined();
  });
});

describe('organisation and data scope', () => {
  const companies: CompanyRule[] = [
    { companyId: 1, companyName: '畅行租车有限公司', companyType: 1 },
    { companyId: 11, companyName: '北京分公司', companyType: 2, parentId: 1 },
    { companyId: 12, companyName: '上海分公司', companyType: 2, parentId: 1 },
    { companyId: 301, companyName: '华远', companyType: 4 },
  ];
  const depts: DeptRule[] = [
    { id: 100, parentId: 0, deptName: '畅行租车总部' },
    { id: 101, parentId: 100, deptName: '调度中心' },
    { id: 102, parentId: 101, deptName: '夜班调度组' },
    { id: 200, parentId: 0, deptName: '华远' },
    { id: 201, parentId: 200, deptName: '行政部' },
  ];
  const rows = { companies, departments: depts };
  const me = { userName: 'li', nickName: '李', companyId: 11, deptId: 101 };
  const fields = { company: 'company', dept: 'dept', owner: 'owner' };
  it('scope 4 own rows, 3 the department and below, 2 the company (a branch its own), 1 and the headquarters everything', () => {
    expect(dataScopeTest(fields, 4, me, rows)!({ owner: '李' })).toBe(true);
    expect(dataScopeTest(fields, 4, me, rows)!({ owner: 'wang' })).toBe(false);
    const dept = dataScopeTest(fields, 3, me, rows)!;
    expect([dept({ dept: '夜班调度组' }), dept({ dept: '畅行租车总部' })]).toEqual([true, false]);
    const company = dataScopeTest(fields, 2, me, rows)!;
    expect([company({ company: '北京分公司' }), company({ company: '上海分公司' })]).toEqual([true, false]);
    expect(dataScopeTest(fields, 2, { ...me, companyId: 1 }, rows)).toBeNull();
    expect(dataScopeTest(fields, 1, me, rows)).toBeNull();
    expect(dataScopeTest({ company: 'company' }, 4, me, rows)!({ company: '北京分公司' })).toBe(true);
  });
  it('an enterprise client sees its own tree only; everyone else the provider’s without the clients’', () => {
    const client = departmentScope(depts, companies, '华远');
    expect(depts.filter(client).map((d) => d.id)).toEqual([200, 201]);
    expect(depts.filter(departmentScope(depts, companies, null)).map((d) => d.id)).toEqual([100, 101, 102]);
  });
  it('a department’s path and company (the headquarters’ top level names the organisation); which takes accounts', () => {
    expect(departmentPlace(depts, companies, depts[2]!)).toEqual({ path: '畅行租车总部 / 调度中心 / 夜班调度组', company: companies[0] });
    expect(departmentPlace(depts, companies, depts[4]!).company).toBe(companies[3]);
    expect(deptAccountProblem(undefined, false)?.['zh-CN']).toBe('部门不存在或已被删除');
    expect(deptAccountProblem({ status: 0 }, false)?.['zh-CN']).toBe('部门不存在或已被删除');
    expect(deptAccountProblem({ status: 1 }, true)?.['zh-CN']).toBe('该部门已停用，不能添加账号');
    expect(deptAccountProblem({ status: 0 }, true)).toBeNull();
  });
  it('company attribute, a client company’s account type, a group’s members of its company', () => {
    expect([1, 2, 3, 4].map(companyAttribute)).toEqual([1, 1, 2, 3]);
    expect([1, 2, 3, 4].map(clientAccountType)).toEqual([null, null, 3, 4]);
    expect([1, 11, 301, 99].map((id) => ofProvider(companies, id))).toEqual([true, true, false, false]);
    const accounts = [{ userId: 1, companyId: 11 }, { userId: 2, companyId: 12 }];
    expect(groupMembersProblem(accounts, '1', 11)).toBeNull();
    expect(groupMembersProblem(accounts, '1,2', 11)?.message['zh-CN']).toBe('用户组成员只能是本公司的账号');
    expect(groupMembersProblem(accounts, '9', 11)).not.toBeNull();
  });
  it('a department’s accounts: those offered to move in, the moved ones the company’s, a new one’s roles', () => {
    const account = (userId: number, companyId: number, deptId: number | null, status = 0) => ({ userId, userName: `u${userId}`, nickName: `N${userId}`, companyId, deptId, deptName: deptId ? `D${deptId}` : '', status });
    const accounts = [account(1, 11, 5), account(2, 11, 6), account(3, 11, null), account(4, 11, 6, 1), account(5, 12, 6)];
    expect(movableAccounts(accounts, 11, 5)).toEqual([{ value: 2, label: 'N2（u2） · D6' }, { value: 3, label: 'N3（u3）' }]);
    expect(movedAccountsProblem(accounts, [], 11)).toEqual({ field: 'userIds', message: expect.objectContaining({ 'zh-CN': '请选择要移入的账号' }) });
    expect(movedAccountsProblem(accounts, ['1', '2'], 11)).toBeNull();
    expect(movedAccountsProblem(accounts, ['1', '5'], 11)?.message['zh-CN']).toBe('只能移入本公司的账号');
    expect(movedAccountsProblem(accounts, ['9'], 11)?.message['zh-CN']).toBe('只能移入本公司的账号');
    const roles = [...ROLES, role(4, 'client', '', { roleType: 1 })];
    expect(companyRolesProblem(roles, '2', 1)).toBeNull();
    expect(companyRolesProblem(roles, '1', 1)).toEqual({ field: 'roleIds', message: expect.objectContaining({ 'zh-CN': '不能为本公司的账号分配该角色' }) });
    expect(companyRolesProblem(roles, '2', 3)?.field).toBe('roleIds');
    expect(companyRolesProblem(roles, '4,99', 3)).toBeNull();
    expect(companyRolesProblem(roles, '', 3)).toBeNull();
  });
});
