/**
 * The seeds of menus, roles and accounts (src/entities/system; ../access derives sign-ins from them):
 *
 * - `sysMenus`: the console's menu (../menus MASTER) as a three-level tree of directories, pages and buttons — a
 *   page's buttons are the codes it has always had (../menus BUTTONS) plus every code the declarations and the bespoke
 *   screens gate an action with (`declaredButtons`), so a role can grant each of them;
 * - `sysRoles`: the four roles reproducing the demo audiences' menus and codes exactly, and the staff's roles;
 * - `sysAccounts`: the four demo accounts (same passwords and users as ../accounts and ../users) and the provider's
 *   staff in the seeded departments, a few operator accounts, a disabled and a locked one.
 */
import { catalog, guardedPage } from '@/entities/routes/catalog';
import { menuJobOf } from '@/entities/routes/menu';
import type { sysMenu } from '@/entities/system/menu';
import type { role } from '@/entities/system/role';
import type { account } from '@/entities/system/account';
import type { userGroup } from '@/entities/system/userGroup';
import { ENTITIES } from '@/entities';
import { departmentPlace, HOME_URL } from '@/entities/system/rules';
import { bi, type Bilingual } from '@/i18n';
import { demoAccounts } from '../accounts';
import { demoUser } from '../users';
import { AUDIENCE_PAGES, BUTTONS, MASTER, type MenuEntry } from '../menus';
import type { StoredRow } from '../model';
import type { Company } from './company';
import { registerCollection } from './registry';
import { fieldsOf, tableRows } from './rng';
import { DAY, formatWallTime } from '../time';

/** A menu entry as stored (M a directory, C a page, F a button; visible 1 shown, 0 hidden). */
export type SysMenu = Omit<StoredRow<typeof sysMenu>, 'icon' | 'path' | 'perms'> & { parentId: number; icon: string; path: string; perms: string; createTime: string };
/** A role as stored: `perms` its codes comma-joined; status 0 normal, 1 disabled. */
export type SysRole = StoredRow<typeof role>;
/** An account as stored, with what only the backend knows: its password and its failed sign-ins. */
export type SysAccount = StoredRow<typeof account> & {
  companyId: number;
  password: string;
  failedLogins: number;
  /** Its password was reset by an administrator: the holder must change it before anything else (cleared by the change). */
  mustChangePassword?: boolean;
  /** Its recent sign-ins, newest first (at most 10). */
  logins: { time: string; type: string }[];
};

/** A user group as stored: `memberIds` and `roleIds` comma-joined; its company's id and name; status 0 normal, 1 disabled. */
export type SysUserGroup = StoredRow<typeof userGroup> & { companyId: number; status: 0 | 1 };

declare module '../model' {
  interface DemoData {
    sysMenus: SysMenu[];
    sysRoles: SysRole[];
    sysAccounts: SysAccount[];
    sysUserGroups: SysUserGroup[];
  }
}

/** Bespoke screens' gated actions by page (src/features: their `can([...])` codes), besides the declarations'. */
const BESPOKE_BUTTONS: Readonly<Record<string, readonly string[]>> = {
  '/Department': ['dept:add', 'dept:edit'],
  '/Permission': ['menu:add', 'menu:edit'],
  '/userAccountList': ['account:resetPassword'],
  '/Staffs': ['staff:edit'],
  '/userDepartmentList': ['dept:addAccount'],
  '/InsuranceList': ['insurance:photo'],
};

/** A button code's title: the action gating it in a declaration, else its verb. */
const VERBS: Readonly<Record<string, Bilingual>> = {
  add: bi('新增', 'Add'), edit: bi('编辑', 'Edit'), delete: bi('删除', 'Delete'), export: bi('导出', 'Export'), status: bi('启用/停用', 'Enable/disable'),
  cancel: bi('取消', 'Cancel'), create: bi('新建', 'Create'), dispatch: bi('派单', 'Dispatch'), audit: bi('审核', 'Review'), confirm: bi('确认', 'Confirm'),
  resetPassword: bi('重置密码', 'Reset password'), save: bi('保存', 'Save'), deploy: bi('部署', 'Deploy'),
};

/** Every button code the declarations gate an action with, by their list page, with a title. */
function declaredButtons(): Map<string, Map<string, Bilingual>> {
  const byPage = new Map<string, Map<string, Bilingual>>();
  const add = (page: string, code: string | undefined, title: Bilingual | undefined) => {
    if (!code) return;
    const codes = byPage.get(page) ?? new Map<string, Bilingual>();
    if (!codes.has(code)) codes.set(code, title ?? VERBS[code.split(':').pop() ?? ''] ?? bi(code, code));
    byPage.set(page, codes);
  };
  for (const e of ENTITIES) {
    const page = e.screens?.list && guardedPage(e.screens.list);
    if (!page) continue;
    add(page, e.addPermission, VERBS.add);
    add(page, e.exportPermission, VERBS.export);
    add(page, e.create?.permission, e.create?.label);
    add(page, e.remove?.permission, VERBS.delete);
    for (const tr of e.transitions) add(page, tr.permission, tr.label);
    for (const a of e.actions ?? []) add(page, a.permission, a.label);
  }
  for (const list of [BUTTONS, BESPOKE_BUTTONS]) for (const [page, codes] of Object.entries(list)) for (const code of codes) add(page, code, undefined);
  return byPage;
}

/** The menu tree's rows from the first menu: directories, pages and their buttons, ids in tree order. */
registerCollection('sysMenus', ({ today }) => {
  const buttons = declaredButtons();
  const rows: SysMenu[] = [];
  const created = formatWallTime(today - 400 * DAY);
  // An entry under its parent, ids in tree order; a page's buttons follow it.
  const add = (parent: SysMenu | null, row: Omit<SysMenu, 'id' | 'parentId' | 'parentName' | 'createTime' | 'visible'>): SysMenu => {
    const made: SysMenu = { id: 1000 + rows.length, parentId: parent?.id ?? 0, parentName: parent?.title ?? '', visible: 1, createTime: created, ...row };
    rows.push(made);
    [...(row.menuType === 'C' ? (buttons.get(row.path) ?? []) : [])].forEach(([code, title], j) => {
      add(made, { menuType: 'F', title: title['zh-CN'], titleEn: title['en-US'], path: '', icon: '', perms: code, sort: j + 1 });
    });
    return made;
  };
  const walk = (entries: readonly MenuEntry[], parent: SysMenu | null) =>
    entries.forEach((e, i) => {
      const rest = { icon: e.icon ?? '', perms: e.permissionCode, sort: i + 1 };
      const titles = { title: e.title, titleEn: e.titleEn ?? e.title };
      if (e.url === undefined) walk(e.children ?? [], add(parent, { menuType: 'M', ...titles, path: '', ...rest }));
      else add(parent, { menuType: 'C', ...titles, path: e.url, ...rest });
    });
  walk(MASTER, null);
  // The declared lists the first menu does not show (the export tasks, the operator's accounts…): hidden pages, so a
  // role can grant them and their buttons.
  const lists = ENTITIES.flatMap((e) => (e.screens?.list ? [guardedPage(e.screens.list)] : []));
  for (const path of new Set([...buttons.keys(), ...lists])) {
    if (rows.some((r) => r.menuType === 'C' && r.path === path)) continue;
    const route = catalog.find((r) => r.path === path);
    // Under the group of the list it is reached from (src/entities/routes/menu.ts), else the system's.
    const dir = rows.find((r) => r.menuType === 'M' && r.perms === (menuJobOf(guardedPage(path)) ?? 'system'))!;
    const sort = rows.filter((r) => r.parentId === dir.id).length + 1;
    add(dir, { menuType: 'C', title: route?.title['zh-CN'] ?? path, titleEn: route?.title['en-US'] ?? path, path, icon: '', perms: path.slice(1), sort }).visible = 0;
  }
  return rows;
});

/**
 * The roles, ids from 1 in this order: the demo audiences' (their pages ../menus AUDIENCE_PAGES, `null` every code: the
 * admin's `*:*:*`; `firstButtons`, see pageCodes), then the staff's (the pages of a job); `age` how many days ago each
 * was created.
 */
const ROLES = tableRows(['roleName', 'roleKey', 'roleType', 'dataScope', 'status', 'remark', 'age', 'pages', 'firstButtons'], [
  ['超级管理员', 'admin', 2, 1, 0, '内置角色，拥有全部权限，不能修改权限、停用或删除', 400, AUDIENCE_PAGES['provider-admin'], true],
  ['调度主管', 'dispatcher', 2, 2, 0, '调度中心与运营中心的派单、审核和账务', 400, AUDIENCE_PAGES.dispatcher, true],
  ['供应商人员', 'supplier', 1, 2, 0, '供应商工作台：需求订单、车辆、司机和账单', 400, AUDIENCE_PAGES.supplier, true],
  ['企业员工', 'enterprise', 1, 3, 0, '企业用车：用车申请、订单、合同和审批', 400, AUDIENCE_PAGES.enterprise, true],
  ['门店店长', 'storeManager', 2, 3, 0, '门店的订单、车辆和加油记录', 300, ['/RentOrderManage', '/createShortOrder', '/refundDetailList', '/Vehicles', '/VehicleStatus', '/RefuelingList', '/CommonAdderss'], false],
  ['车队管理员', 'fleetManager', 2, 2, 0, '车辆、设备、司机、违章和调拨', 280, ['/Vehicles', '/VehicleStatus', '/VehicleAllocation', '/Devices', '/Drivers', '/PeccancyList', '/ViolationBI', '/RefuelingList', '/CarsMonitoring', '/DeviceList', '/MaintenanceList'], false],
  ['财务专员', 'finance', 2, 2, 0, '账单、退款和收支', 260, ['/refundDetailList', '/rentBill', '/demandBill', '/customerBillSec', '/izuIncomeBill', '/izuExpenseBill', '/izuIncomExpense', '/SopBillingCenterList', '/SopPaidManagementList'], false],
  ['客服专员', 'customerService', 2, 4, 0, '代客下单和订单查询', 240, ['/RentOrderManage', '/createShortOrder', '/refundDetailList', '/OrderList'], false],
  ['运营专员', 'operator', 2, 2, 0, '运营中心的充电业务、车辆与司机', 220, ['/SopChargingOrder', '/SopChargingBill', '/SopChargingCustomer', '/SopPowerStationOperator', '/sopDailyCarRecordList', '/sopIzuCars', '/sopOtherDriversList', '/SopBenefitCardList'], false],
  ['人事行政', 'hr', 2, 1, 1, '员工、部门和账号', 200, ['/Staffs', '/Department', '/userAccountList'], false],
  ['审计员', 'auditor', 2, 1, 0, '只读：数据记录、车辆和订单（尚未分配）', 180, ['/DataRecordpage', '/Vehicles', '/RentOrderManage', '/refundDetailList'], false],
]);

/**
 * A role's codes: home's and its pages', each page with its buttons — all of them for a staff role; for a demo
 * audience's only those the first menu gave the page (../menus BUTTONS), so its codes stay exactly what they were.
 */
function pageCodes(menus: readonly SysMenu[], pages: readonly string[], firstButtons: boolean): string[] {
  return menus.flatMap((m) => {
    if (m.menuType !== 'C' || !(m.path === HOME_URL || pages.includes(m.path))) return [];
    return [m.perms, ...(firstButtons ? (BUTTONS[m.path] ?? []) : menus.filter((b) => b.parentId === m.id).map((b) => b.perms))];
  });
}

/** The order steps done at the counter with the car (handing it over, taking it back, settling): a store's work. */
const COUNTER_STEPS = ['rentOrder:pickUp', 'rentOrder:changeCar', 'rentOrder:return', 'rentOrder:settle'];

/**
 * Button codes a staff role does not get although its pages have them, as a rental company divides the work:
 * customer service takes payments, cancels and extends, the store's counter hands cars over and takes them back;
 * the auditor only reads.
 */
const WITHHELD: Readonly<Record<string, readonly string[]>> = {
  customerService: COUNTER_STEPS,
  auditor: [...COUNTER_STEPS, 'rentOrder:pay', 'rentOrder:extend', 'refund:retry'],
  // The fleet asks for repairs and follows them; reviewing and accepting them is the operations lead's.
  fleetManager: ['maintenance:audit', 'maintenance:accept'],
};

registerCollection('sysRoles', ({ today, get }) => {
  const menus = get('sysMenus');
  return ROLES.map(({ age, pages, firstButtons, ...r }, i): SysRole => ({
    roleId: 1 + i, ...r,
    perms: (pages === null ? ['*:*:*'] : pageCodes(menus, pages, firstButtons).filter((code) => !WITHHELD[r.roleKey]?.includes(code))).join(','),
    createTime: formatWallTime(today - age * DAY),
  }));
});

/** The demo accounts as records: their ids, names and contacts their users' (../users), in their companies. */
const DEMO_RECORDS = tableRows(['audience', 'accountType', 'company', 'dept', 'roleId'], [
  ['provider-admin', 1, '畅行租车有限公司', '运营中心', 1],
  ['dispatcher', 1, '畅行租车有限公司', '调度中心', 2],
  ['supplier', 3, '鑫达汽车服务有限公司', null, 3],
  ['enterprise', 4, '华远科技集团有限公司', null, 4],
]);

/**
 * The generated staff, in order: a pinyin-ish account name (the name's letters are not derived: a plausible login)
 * and the name, as a table of `login:name` pairs.
 */
const STAFF = `
zhaolei:赵磊 sunli:孙丽 zhouqiang:周强 wuhao:吴昊 zhengwei:郑伟 fengjing:冯静
chenyu:陈宇 chuxin:褚欣 weiming:卫明 jiangtao:蒋涛 hanxue:韩雪 yangfan:杨帆
zhuhong:朱红 qinlan:秦岚 youbin:尤斌 xuli:许丽 helei:何磊 lvyang:吕阳
shiyu:施雨 zhangpeng:张鹏 kongwen:孔文 caoyue:曹悦 yanqing:严青 huajie:华杰
jinbo:金波 weihua:魏华 taoran:陶然 jiangli:姜莉 qiming:戚明 xieyun:谢云
zouhang:邹航 yuchen:喻晨 baixue:柏雪 shuiqing:水清 doupeng:窦鹏 zhangjie:章杰
`
  .trim()
  .split(/\s+/)
  .map((pair) => pair.split(':') as [login: string, name: string]);

/** Outsourced operations staff (operator accounts). */
const OPERATORS: readonly (readonly [string, string])[] = [['op.liuyang', '刘洋'], ['op.majun', '马骏'], ['op.tangmin', '唐敏'], ['op.guoqiang', '郭强'], ['op.luoxin', '罗欣']];

/** The role a staff member of a department holds: the first whose words its path names, else the store manager's (5). */
const DEPT_ROLES: readonly [words: readonly string[], roleId: number][] = [[['调度'], 2], [['财务'], 7], [['客户服务'], 8], [['车队', '车辆整备'], 6], [['人力'], 10], [['运营'], 9]];
const roleForDept = (path: string) => DEPT_ROLES.find(([words]) => words.some((w) => path.includes(w)))?.[1] ?? 5;

/** An account's fields a seeded one leaves at their default (normal, no failed sign-in, no remark). */
type Defaulted = 'status' | 'failedLogins' | 'remark';
/** What an account's row takes: its company, department and role by record instead of their ids and names. */
type AccountOf = Omit<SysAccount, Defaulted | 'companyId' | 'companyName' | 'deptId' | 'deptName' | 'roleIds' | 'roleNames' | 'logins'> &
  Partial<Pick<SysAccount, Defaulted>> & { company: Company; dept?: { id: number; deptName: string }; roleId: number };
registerCollection('sysAccounts', ({ rng, today, get }) => {
  const roles = get('sysRoles');
  const companies = get('companyList');
  const depts = get('departments');
  const roleNames = (ids: readonly number[]) => ids.map((id) => roles.find((r) => r.roleId === id)?.roleName ?? '').join('、');
  const companyOf = (name: string) => companies.find((c) => c.companyName === name) ?? companies[0]!;
  const login = (daysBack: number) => formatWallTime(rng.pastTime(daysBack));
  const account = ({ company, dept, roleId, status = 0, failedLogins = 0, remark = '', lastLoginTime, createTime, ...who }: AccountOf): SysAccount => ({
    ...who, ...fieldsOf(company, 'companyId', 'companyName'), ...(dept ? { deptId: dept.id, deptName: dept.deptName } : {}),
    roleIds: String(roleId), roleNames: roleNames([roleId]), status, failedLogins, remark, lastLoginTime, logins: [], createTime,
  });
  const demo = demoAccounts.map((a) => {
    const { audience: _audience, company, dept, ...r } = DEMO_RECORDS.find((x) => x.audience === a.audience)!;
    const { id: userId, staffName: nickName, mobile, email } = demoUser(a.account)!;
    return account({
      userId, userName: a.account, password: a.password, nickName, mobile, email, ...r, company: companyOf(company), dept: depts.find((d) => d.deptName === dept), remark: a.description,
      lastLoginTime: login(3), createTime: formatWallTime(today - 380 * DAY),
    });
  });
  // The provider's staff: one or two a department of the headquarters and the branches' offices and stores.
  const homes = depts.filter((d) => d.status === 0 && d.parentId !== 0).slice(0, STAFF.length);
  const staff = homes.map((dept, i) => {
    const { path, company } = departmentPlace(depts, companies, dept);
    const roleId = roleForDept(path);
    // A few accounts are disabled (left the company) or locked (too many wrong passwords); a few are outsourced operators.
    const status: SysAccount['status'] = i % 11 === 7 ? 1 : i % 13 === 5 ? 2 : 0;
    const [userName, nickName] = STAFF[i]!;
    return account({
      userId: 10101 + i, userName, password: 'Changxing2026', nickName, mobile: rng.mobile(), email: `${userName}@changxing-rent.cn`,
      accountType: roleId === 9 && i % 2 === 0 ? 2 : 1, company: company ?? companies[0]!, dept, roleId,
      status, failedLogins: status === 2 ? 5 : 0, lastLoginTime: rng.chance(0.85) ? login(30) : '', createTime: rng.daysAgo(40, 360),
    });
  });
  // Outsourced operations staff: operator accounts of the branch companies (the operations centre's roles).
  const branches = companies.filter((c) => c.companyType === 2);
  const outsourced = OPERATORS.map(([userName, nickName], i) =>
    account({
      userId: 10201 + i, userName, password: 'Changxing2026', nickName, mobile: rng.mobile(), email: `${userName}@partner.changxing-rent.cn`, accountType: 2,
      company: branches[i % branches.length]!, roleId: 9, status: i === 3 ? 1 : 0, remark: '外包运营人员', lastLoginTime: i === 3 ? '' : login(10), createTime: rng.daysAgo(20, 200),
    }),
  );
  return [...demo, ...staff, ...outsourced];
});

/**
 * User groups (/userGroup): staff sharing a role besides their own (the headquarters' weekend customer service and a
 * disabled audit group, a branch's store managers on the vehicle inspection round) and the enterprise client's travel group.
 */
const GROUPS = tableRows(['groupName', 'description', 'company', 'take', 'roleId', 'status', 'members'], [
  ['周末值班组', '周末轮值接听客户电话、代客下单', '畅行租车有限公司', 4, 8, 0, (a: SysAccount) => a.userId > 10100 && a.roleIds !== '8'],
  ['车辆巡检小组', '每月巡检门店车辆、设备和违章', '畅行租车北京分公司', 3, 6, 0, (a: SysAccount) => a.userId > 10100 && a.roleIds === '5' && String(a.deptName ?? '').endsWith('店')],
  ['年度审计配合组', '配合年度审计查阅数据记录（审计结束已停用）', '畅行租车有限公司', 2, 11, 1, (a: SysAccount) => a.userId > 10100 && a.roleIds === '7'],
  ['差旅用车组', '经常出差、需要申请公务用车的员工', '华远科技集团有限公司', 5, 4, 0, () => true],
]);

registerCollection('sysUserGroups', ({ today, get }) => {
  const accounts = get('sysAccounts');
  const roles = get('sysRoles');
  const companies = get('companyList');
  return GROUPS.map((g, i): SysUserGroup => {
    const company = companies.find((c) => c.companyName === g.company) ?? companies[0]!;
    const members = accounts.filter((a) => a.companyId === company.companyId && a.status === 0 && g.members(a)).slice(0, g.take);
    return {
      groupId: 501 + i, ...fieldsOf(g, 'groupName', 'description'), ...fieldsOf(company, 'companyId', 'companyName'),
      memberIds: members.map((a) => a.userId).join(','), memberNames: members.map((a) => a.nickName).join('、'),
      roleIds: String(g.roleId), roleNames: roles.find((r) => r.roleId === g.roleId)?.roleName ?? '', status: g.status,
      createTime: formatWallTime(today - (120 - i * 25) * DAY),
    };
  });
});
