/** Sign-in by account, third-party code and free-access token; the session; usage reports. */
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '@/mocks/accounts';
import { data } from '@/mocks/db';
import type { MenuEntry } from '@/mocks/menus';
import type { LoginData } from '@/mocks/users';
import { call, ok } from './api';

const LOGIN = '/api/provider/staff/login';
const CURRENT = '/api/provider/staff/current';

const accountLogin = (account: string, password: string) => call<LoginData>(LOGIN, { params: { authStrategy: 1, account, password } });

function urls(menu: MenuEntry[]): string[] {
  return menu.flatMap((e) => [...(e.url ? [e.url] : []), ...urls(e.children ?? [])]);
}

function depth(menu: MenuEntry[]): number {
  return Math.max(0, ...menu.map((e) => 1 + depth(e.children ?? [])));
}

describe('account login (authStrategy 1)', () => {
  it.each(demoAccounts.map((a) => [a.account, a.password]))('signs %s in with the §3 user, menu and permissions', async (account, password) => {
    const answer = await accountLogin(account, password);
    expect(answer.code).toBe(0);
    const { user, menu, permissions, roles, companyList } = answer.data;
    expect(Object.keys(user).toSorted()).toEqual(['chief_dispatcher', 'company', 'email', 'firstName', 'headIcon', 'id', 'lastName', 'mobile', 'staffName'].toSorted());
    expect(user.company).toMatchObject({ companyId: expect.any(Number), companyCode: expect.any(String), companyAttribute: expect.any(Number), companyAlias: expect.any(String), userNameType: expect.any(Number) });
    expect(user.company.companyName ?? user.company.providerName).toBeTruthy();
    expect(user.chief_dispatcher).toBe(account === 'dispatcher' ? 1 : 0);
    expect(menu[0]).toMatchObject({ url: '/Manage', title: '首页' });
    expect(depth(menu)).toBeLessThanOrEqual(3);
    for (const url of urls(menu)) if (url !== '/Manage') expect(permissions).toContain(url.slice(1));
    expect(companyList.length).toBeGreaterThan(0);
    expect(roles.length).toBeGreaterThan(0);
    expect(data().session).toMatchObject({ account, loginType: 'account' });
  });

  it('gives each audience its own screens', async () => {
    const menuOf = async (a: string, p: string) => urls((await accountLogin(a, p)).data.menu);
    const admin = await accountLogin('admin', 'admin123');
    expect(admin.data.permissions).toContain('*:*:*');
    expect(admin.data.roles).toEqual(['admin']);
    // The job groups and their screens (src/entities/routes/menu.ts): two levels of the three §2 allows.
    expect(depth(admin.data.menu)).toBe(2);
    const dispatcher = await menuOf('dispatcher', 'dispatch123');
    expect(dispatcher).toEqual(expect.arrayContaining(['/scatterNeedOrder', '/scatterPlatformOrderList', '/checkSheet', '/izuIncomeBill', '/branchOrder', '/SopChargingOrder', '/SopBillingCenterList', '/sopDailyCarRecordList']));
    expect((await accountLogin('dispatcher', 'dispatch123')).data.permissions).not.toContain('*:*:*');
    const supplier = await menuOf('supplier', 'supplier123');
    expect(supplier.toSorted()).toEqual(['/Manage', '/supplierDemandOrder', '/supplierOrderSec', '/supplierScatteredBillSec', '/scatteredCarInfo', '/scatteredDriverInfo', '/toDoList', '/changeCarOrder'].toSorted());
    const enterprise = await menuOf('enterprise', 'enterprise123');
    expect(enterprise.toSorted()).toEqual(['/Manage', '/CompanyInfo', '/ApplyVehicleList', '/BusinessCar', '/InternalCar', '/PassiveOrder', '/OrderList', '/BusinessContractList', '/processInstance', '/todoTasks', '/DepartmentApprovalList', '/enterpriseInfo', '/userDepartmentList'].toSorted());
  });

  it('refuses a wrong password and missing fields', async () => {
    expect(await accountLogin('admin', 'nope')).toMatchObject({ code: 1, msg: '账号或密码错误', data: null });
    expect(await accountLogin('nobody', 'admin123')).toMatchObject({ code: 1, msg: '账号或密码错误' });
    expect(await call(LOGIN, { params: { authStrategy: 1, account: 'admin' } })).toMatchObject({ code: 1, msg: '请输入账号和密码' });
    expect(data().session).toBeNull();
  });
});

describe('third-party login (authStrategy 3)', () => {
  it('signs in with a demo code, JSON or form-encoded', async () => {
    const answer = await call<LoginData>(LOGIN, { params: { authStrategy: 3, thirdToken: 'demo-dispatcher' }, form: true });
    expect(answer.code).toBe(0);
    expect(answer.data.user.chief_dispatcher).toBe(1);
    expect(data().session).toMatchObject({ account: 'dispatcher', loginType: 'third' });
  });

  it('refuses any other code', async () => {
    expect(await call(LOGIN, { params: { authStrategy: 3, thirdToken: 'expired-code' } })).toMatchObject({ code: 1, msg: '授权码无效或已过期，请重新扫码登录' });
  });
});

describe('free-access token login', () => {
  it('signs in with a seeded token, reusable, by GET or POST', async () => {
    const first = await call<LoginData>('/api/login/loginNewSystem', { method: 'GET', params: { tokenStr: 'demo-token-admin' } });
    expect(first.code).toBe(0);
    expect(first.data.user.staffName).toBe('王建国');
    expect((await call('/api/login/loginNewSystem', { params: { tokenStr: 'demo-token-admin' } })).code).toBe(0);
    expect(data().session).toMatchObject({ account: 'admin', loginType: 'token' });
  });

  it('refuses an unknown token', async () => {
    expect(await call('/api/login/loginNewSystem', { params: { tokenStr: 'old' } })).toMatchObject({ code: 1, msg: '免登录链接已失效' });
  });
});

describe('session', () => {
  it('answers the signed-in user until logout, then 401', async () => {
    expect(await call(CURRENT, { method: 'GET' })).toMatchObject({ code: 401, msg: '登录已过期，请重新登录', data: null });
    const login = await accountLogin('enterprise', 'enterprise123');
    expect(await ok(CURRENT, { method: 'GET' })).toEqual(login.data);
    expect((await call('/api/provider/staff/logout')).code).toBe(0);
    expect(await call(CURRENT, { method: 'GET' })).toMatchObject({ code: 401 });
  });
});

describe('usage report', () => {
  it('records the form-encoded permissionCode with the signed-in account', async () => {
    await accountLogin('admin', 'admin123');
    expect(await call('/api/report/appendUserFunctionOperation', { params: { permissionCode: 'refund:export' }, form: true })).toMatchObject({ code: 0 });
    expect(data().usageReports).toEqual([expect.objectContaining({ permissionCode: 'refund:export', account: 'admin' })]);
    expect(await call('/api/report/appendUserFunctionOperation', { form: true })).toMatchObject({ code: 1 });
  });
});
