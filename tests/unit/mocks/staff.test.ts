/**
 * [M] staff, user groups and password resets on the demo backend (src/mocks/handlers/access.ts, userGroups.ts,
 * src/mocks/access.ts grantsOf): /Staffs lists the provider's accounts only; a group's roles apply to its enabled
 * members at their next sign-in; an account's own data scope overrides its roles'; /EditorInformation's save keeps the
 * account form's rules; a reset password is answered once, works at once, and is never answered by a list or detail.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CHANGE_PASSWORD, ACCOUNT_RESET_PASSWORD, staff, STAFF_GRANTS } from '@/entities/system/account';
import { userGroup } from '@/entities/system/userGroup';
import { DEPT_ACCOUNT_TARGET, DEPT_ADD_ACCOUNT, DEPT_MOVE_ACCOUNTS, type DeptAccountTarget } from '@/entities/system/deptAccount';
import { grantsOf } from '@/mocks/access';
import { commit, data } from '@/mocks/db';
import type { LoginData } from '@/mocks/users';
import { call, ok } from './api';

const LOGIN = '/api/provider/staff/login';
const signIn = (account: string, password: string) => call<LoginData>(LOGIN, { params: { authStrategy: 1, account, password } });
type Page = { total: number; result: Record<string, unknown>[] };
const list = (path: string, params: Record<string, string | number> = {}) => ok<Page>(path, { params: { pageNum: 1, pageSize: 500, ...params } });

describe('/Staffs', () => {
  it('lists the accounts of the provider’s companies only: staff and outsourced operators, no supplier or enterprise account', async () => {
    await signIn('admin', 'admin123');
    const rows = (await list(staff.endpoints.list.path)).result;
    const providers = new Set(data().companyList.filter((c) => c.companyType <= 2).map((c) => c.companyId));
    const expected = data().sysAccounts.filter((a) => providers.has(a.companyId));
    expect(rows.map((r) => r.userId).toSorted()).toEqual(expected.map((a) => a.userId).toSorted());
    expect(rows.some((r) => r.userName === 'supplier' || r.userName === 'enterprise')).toBe(false);
    expect(rows.some((r) => r.accountType === 2)).toBe(true);
    // The detail of an account that is not staff is not found there.
    const supplier = data().sysAccounts.find((a) => a.accountType === 3)!;
    expect((await call((staff.endpoints.detail as { path: string }).path, { method: 'GET', params: { userId: supplier.userId } })).code).not.toBe(0);
  });

  it('answers what an account will be granted, by the sign-in’s own function, with roles given or its own', async () => {
    await signIn('admin', 'admin123');
    const member = data().sysAccounts.find((a) => a.userName === 'zhaolei')!;
    const own = await ok<{ permissions: string[]; roleNames: string[] }>(STAFF_GRANTS, { method: 'GET', params: { userId: member.userId } });
    expect(own.permissions).toEqual(grantsOf(member).permissions);
    const finance = data().sysRoles.find((r) => r.roleKey === 'finance')!;
    const asFinance = await ok<{ permissions: string[]; roleNames: string[] }>(STAFF_GRANTS, { method: 'GET', params: { userId: member.userId, roleIds: String(finance.roleId) } });
    expect(asFinance.roleNames).toContain('财务专员');
    expect(asFinance.permissions).toContain('izuIncomeBill');
  });

  it('saves one staff member’s roles and own data scope with the account form’s rules, effective at the next sign-in', async () => {
    await signIn('admin', 'admin123');
    const one = data().sysAccounts.find((a) => a.userName === 'sunli')!;
    const row = await ok<Record<string, unknown>>((staff.endpoints.detail as { path: string }).path, { method: 'GET', params: { userId: one.userId } });
    const save = (changes: Record<string, string | number>) => call(staff.endpoints.save!.path, { params: { ...(row as Record<string, string>), password: undefined, logins: undefined, ...changes } });
    expect(await save({ roleIds: '' })).toMatchObject({ code: 1, msg: '请至少选择一个角色' });
    expect(await save({ roleIds: '999' })).toMatchObject({ code: 1 });
    const customerService = data().sysRoles.find((r) => r.roleKey === 'customerService')!;
    expect((await save({ roleIds: String(customerService.roleId), dataScope: 4 })).code).toBe(0);
    const stored = data().sysAccounts.find((a) => a.userId === one.userId)!;
    expect(stored.roleNames).toBe('客服专员');
    expect(grantsOf(stored).dataScope).toBe(4);
    const answer = await signIn('sunli', 'Changxing2026');
    expect(answer.data.permissions).toContain('createShortOrder');
  });
});

describe('user groups', () => {
  it('gives its roles to its enabled members at their next sign-in, and takes them away when disabled', async () => {
    await signIn('admin', 'admin123');
    const group = data().sysUserGroups.find((g) => g.groupName === '周末值班组')!;
    const member = data().sysAccounts.find((a) => String(a.userId) === group.memberIds.split(',')[0])!;
    const groupRole = data().sysRoles.find((r) => String(r.roleId) === group.roleIds)!;
    expect(member.roleIds).not.toBe(group.roleIds);
    const granted = grantsOf(member);
    expect(granted.roles).toContain(groupRole.roleKey);
    expect(granted.groups).toEqual(['周末值班组']);
    expect(granted.permissions).toContain('createShortOrder');
    // Not a member: not granted.
    expect(grantsOf({ ...member, userId: 1 }).roles).not.toContain(groupRole.roleKey);
    await ok(`${userGroup.base}/disable`, { params: { groupId: group.groupId } });
    expect(grantsOf(member).roles).not.toContain(groupRole.roleKey);
  });

  it('holds only the company’s own accounts and never the built-in admin role', async () => {
    await signIn('admin', 'admin123');
    const hq = data().companyList.find((c) => c.companyName === '畅行租车有限公司')!;
    const ownStaff = data().sysAccounts.filter((a) => a.companyId === hq.companyId && a.status === 0 && a.userName !== 'admin').slice(0, 2);
    const outsider = data().sysAccounts.find((a) => a.accountType === 4)!;
    const fleet = data().sysRoles.find((r) => r.roleKey === 'fleetManager')!;
    const admin = data().sysRoles.find((r) => r.roleKey === 'admin')!;
    const save = (memberIds: string, roleIds: string) => call(`${userGroup.base}/save`, { params: { groupName: '夜间调车组', description: '夜间车辆调度', memberIds, roleIds } });
    expect((await save(`${ownStaff[0]!.userId},${outsider.userId}`, String(fleet.roleId))).code).toBe(1);
    expect(await save(String(ownStaff[0]!.userId), String(admin.roleId))).toMatchObject({ code: 1 });
    expect((await save(ownStaff.map((a) => a.userId).join(','), String(fleet.roleId))).code).toBe(0);
    const saved = data().sysUserGroups.find((g) => g.groupName === '夜间调车组')!;
    expect(saved).toMatchObject({ companyName: '畅行租车有限公司', roleNames: '车队管理员', status: 0 });
    expect(grantsOf(ownStaff[1]!).roles).toContain('fleetManager');
  });
});

describe('resetting a password', () => {
  it('answers the new password once; it signs in at once, the old one no longer does; lists and details never answer it', async () => {
    await signIn('admin', 'admin123');
    const one = data().sysAccounts.find((a) => a.userName === 'zhouqiang')!;
    const { password } = await ok<{ password: string }>(ACCOUNT_RESET_PASSWORD, { params: { userId: one.userId } });
    const { password: again } = await ok<{ password: string }>(ACCOUNT_RESET_PASSWORD, { params: { userId: one.userId } });
    expect(again).not.toBe(password);
    expect((await signIn('zhouqiang', password)).code).not.toBe(0);
    expect((await signIn('zhouqiang', again)).code).toBe(0);
    await signIn('admin', 'admin123');
    for (const path of [staff.endpoints.list.path, '/api/system/user/list']) expect(JSON.stringify((await list(path)).result)).not.toContain(again);
    expect(JSON.stringify(await ok((staff.endpoints.detail as { path: string }).path, { method: 'GET', params: { userId: one.userId } }))).not.toContain(again);
  });

  it('makes its holder change it: the sign-in says so until the password is changed', async () => {
    await signIn('admin', 'admin123');
    const one = data().sysAccounts.find((a) => a.userName === 'zhouqiang')!;
    const { password } = await ok<{ password: string }>(ACCOUNT_RESET_PASSWORD, { params: { userId: one.userId } });
    const first = await signIn('zhouqiang', password);
    expect(first.data).toMatchObject({ passwordChangeRequired: true });
    expect(await ok<LoginData>('/api/provider/staff/current', { method: 'GET' })).toMatchObject({ passwordChangeRequired: true });
    await ok(ACCOUNT_CHANGE_PASSWORD, { params: { oldPassword: password, newPassword: 'Zq2026safe', confirmPassword: 'Zq2026safe' } });
    expect(await ok<LoginData>('/api/provider/staff/current', { method: 'GET' })).not.toHaveProperty('passwordChangeRequired');
    expect((await signIn('zhouqiang', 'Zq2026safe')).data).not.toHaveProperty('passwordChangeRequired');
    // Never answered by a list or a detail.
    await signIn('admin', 'admin123');
    expect(JSON.stringify((await list(staff.endpoints.list.path)).result)).not.toContain('mustChangePassword');
  });

  it('is refused (403) to an account without the reset code', async () => {
    await signIn('dispatcher', 'dispatch123');
    const one = data().sysAccounts.find((a) => a.userName === 'zhouqiang')!;
    expect(await call(ACCOUNT_RESET_PASSWORD, { params: { userId: one.userId } })).toMatchObject({ code: 403 });
  });
});

describe('adding accounts to a department (/departmentAddAccount)', () => {
  const childOf = (name: string, parent: string) => data().departments.find((d) => d.deptName === name && data().departments.find((p) => p.id === d.parentId)?.deptName === parent)!;
  const clientDept = () => childOf('行政部', '华远科技集团有限公司');
  const role = (key: string) => data().sysRoles.find((r) => r.roleKey === key)!.roleId;

  it('is refused (403) to an account without the code; an enterprise account does not find another company’s department', async () => {
    await signIn('enterprise', 'enterprise123');
    expect(await call(DEPT_ADD_ACCOUNT, { params: { deptId: clientDept().id } })).toMatchObject({ code: 403 });
    const enterpriseRole = data().sysRoles.find((r) => r.roleKey === 'enterprise')!;
    commit(() => {
      enterpriseRole.perms = `${enterpriseRole.perms},dept:addAccount`;
    });
    await signIn('enterprise', 'enterprise123');
    expect(await call(DEPT_ACCOUNT_TARGET, { method: 'GET', params: { deptId: childOf('财务部', '畅行租车总部').id } })).toMatchObject({ code: 1, msg: '部门不存在或已被删除' });
  });

  it('creates an account in the department with its company, by the account form’s rules and the company’s roles only', async () => {
    await signIn('admin', 'admin123');
    const finance = childOf('财务部', '畅行租车总部');
    const target = await ok<DeptAccountTarget>(DEPT_ACCOUNT_TARGET, { method: 'GET', params: { deptId: finance.id } });
    expect(target).toMatchObject({ deptName: '财务部', path: '畅行租车总部 / 财务部', companyName: '畅行租车有限公司', accountType: null });
    const add = (params: Record<string, string | number>) => call(DEPT_ADD_ACCOUNT, { params: { deptId: finance.id, userName: 'zhouxin', nickName: '周昕', mobile: '13700137000', accountType: 1, ...params } });
    expect(await add({ roleIds: role('finance'), mobile: '' })).toMatchObject({ code: 1, msg: '请输入手机号码' });
    expect(await add({ roleIds: role('admin') })).toMatchObject({ code: 1, msg: '不能为本公司的账号分配该角色' });
    const saved = await add({ roleIds: role('finance') });
    expect(saved.code).toBe(0);
    expect(JSON.stringify(saved.data)).not.toContain('Cx137000');
    expect(data().sysAccounts.find((a) => a.userName === 'zhouxin')).toMatchObject({ companyName: '畅行租车有限公司', deptName: '财务部', accountType: 1, roleNames: '财务专员' });
    expect((await signIn('zhouxin', 'Cx137000')).code).toBe(0);
  });

  it('gives an enterprise’s new account the enterprise’s type and client-side roles only, and moves only its own accounts', async () => {
    const enterpriseRole = data().sysRoles.find((r) => r.roleKey === 'enterprise')!;
    commit(() => {
      enterpriseRole.perms = `${enterpriseRole.perms},dept:addAccount`;
    });
    await signIn('enterprise', 'enterprise123');
    const target = await ok<DeptAccountTarget>(DEPT_ACCOUNT_TARGET, { method: 'GET', params: { deptId: clientDept().id } });
    expect(target).toMatchObject({ path: '华远科技集团有限公司 / 行政部', companyName: '华远科技集团有限公司', accountType: 4 });
    expect(target.movable.map((o) => o.label).join()).toContain('陈静怡');
    const add = (roleIds: number) => call(DEPT_ADD_ACCOUNT, { params: { deptId: clientDept().id, userName: 'hy.zhouxin', nickName: '周昕', mobile: '13700137001', roleIds, accountType: 1, companyId: 9001 } });
    expect(await add(role('dispatcher'))).toMatchObject({ code: 1, msg: '不能为本公司的账号分配该角色' });
    expect((await add(role('enterprise'))).code).toBe(0);
    expect(data().sysAccounts.find((a) => a.userName === 'hy.zhouxin')).toMatchObject({ companyName: '华远科技集团有限公司', deptName: '行政部', accountType: 4 });

    const mine = data().sysAccounts.find((a) => a.userName === 'enterprise')!;
    const other = data().sysAccounts.find((a) => a.userName === 'zhaolei')!;
    expect(await call(DEPT_MOVE_ACCOUNTS, { params: { deptId: clientDept().id, userIds: `${mine.userId},${other.userId}` } })).toMatchObject({ code: 1, msg: '只能移入本公司的账号' });
    expect(data().sysAccounts.find((a) => a.userId === mine.userId)!.deptName).not.toBe('行政部');
    expect(await ok(DEPT_MOVE_ACCOUNTS, { params: { deptId: clientDept().id, userIds: String(mine.userId) } })).toEqual({ count: 1 });
    expect(data().sysAccounts.find((a) => a.userId === mine.userId)).toMatchObject({ deptId: clientDept().id, deptName: '行政部' });
  });
});

describe('unlocking an account', () => {
  it('from /Staffs lets it sign in again, its count of wrong passwords started again', async () => {
    await signIn('admin', 'admin123');
    const locked = data().sysAccounts.find((a) => a.status === 2 && a.userId > 10100)!;
    expect((await signIn(locked.userName, 'Changxing2026')).code).not.toBe(0);
    await signIn('admin', 'admin123');
    await ok(`${staff.base}/unlock`, { params: { userId: locked.userId } });
    expect(await call(`${staff.base}/unlock`, { params: { userId: locked.userId } })).toMatchObject({ code: 1, msg: '该账号未被锁定' });
    // One wrong password does not lock it again.
    expect((await signIn(locked.userName, 'wrong-password1')).code).not.toBe(0);
    expect((await signIn(locked.userName, 'Changxing2026')).code).toBe(0);
  });
});
