/**
 * The company's departments (§2 /Department, src/entities/admin/department.ts): the collection, its seed and its
 * backing. Three levels, deterministic: the headquarters with its functions (operations, dispatch, finance, fleet,
 * customer service, HR) and their teams; a branch company per opened city (named as the vehicles' owning company)
 * with a general office and a department per store, each store with its front desk and vehicle preparation teams.
 * A suspended store's department and teams are disabled.
 *
 * Staff are not records yet ([M] makes them real): each department keeps its own head count in `staffCount`,
 * seeded plausibly for what it is; the answers add the subtree's total (`staffTotal`, ./tree).
 */
import type { department } from '@/entities/admin/department';
import { CLIENT_TOP_LEVEL, departmentScope as scopeOf } from '@/entities/system/rules';
import { currentSession, data } from './db';
import { refuseField } from './errors';
import { companyOf } from './users';
import type { Backing, RowTest } from './entities';
import type { StoredRow } from './model';
import { registerCollection } from './seeds/registry';
import { formatWallTime } from './time';
import { branchOf } from '@/entities/admin/fleetRules';

/**
 * A department as stored: the declaration's row (§3 tree data: id, parentId, 0 the top level; the parent's name, ''
 * at the top level); normal_disable: 0 normal, 1 disabled. `staffCount` is its own staff; the
 * subtree's total (`staffTotal`) is added by the answers (./tree), not stored.
 */
export type Department = StoredRow<typeof department> & { parentId: number };

declare module './model' {
  interface DemoData {
    departments: Department[];
  }
}

/** The headquarters' functions and their teams. */
const HQ: readonly [name: string, teams: readonly string[]][] = [
  ['运营中心', ['渠道运营组', '活动策划组']],
  ['调度中心', ['日班调度组', '夜班调度组']],
  ['财务部', ['结算组', '出纳组']],
  ['车队管理部', ['车辆维保组', '资产管理组']],
  ['客户服务中心', ['热线服务组', '投诉处理组']],
  ['人力行政部', []],
];

const STORE_TEAMS = ['前台服务组', '车辆整备组'] as const;

/** The demo enterprise client (the `enterprise` account's company, ./users.ts) and its departments and teams. */
const CLIENT_COMPANY = '华远科技集团有限公司';
const CLIENT_DEPTS: readonly [name: string, teams: readonly string[]][] = [
  ['总裁办', []],
  ['行政部', ['车辆管理组', '综合事务组']],
  ['财务部', []],
  ['人力资源部', []],
  ['研发中心', ['平台研发组', '测试组']],
  ['市场部', []],
  ['销售部', ['华北销售组', '华东销售组']],
];

registerCollection('departments', ({ rng, get }) => {
  const [cities, stores] = [get('cities'), get('stores')];
  const rows: Department[] = [];
  const add = (parent: Department | null, deptName: string, sort: number, staff: [number, number], status: 0 | 1 = 0): Department => {
    const row: Department = {
      id: 100 + rows.length,
      parentId: parent?.id ?? 0,
      parentName: parent?.deptName ?? '',
      deptName,
      leader: rng.personName(),
      phone: rng.mobile(),
      sort,
      status,
      staffCount: rng.int(staff[0], staff[1]),
      createTime: formatWallTime(rng.pastTime(720)),
    };
    rows.push(row);
    return row;
  };
  // Departments under a top one, each with its teams: `own` the head count of one without teams, `team` a team's.
  const addUnder = (top: Department, depts: typeof HQ, own: [number, number], team: [number, number]) => depts.forEach(([name, teams], i) => {
    const dept = add(top, name, i + 1, teams.length ? [1, 3] : own);
    teams.forEach((t, j) => add(dept, t, j + 1, team));
  });
  addUnder(add(null, '畅行租车总部', 1, [2, 4]), HQ, [5, 9], [4, 12]);
  cities.filter((c) => c.dredgeState === 1).forEach((city, i) => {
    const branch = add(null, branchOf(city.cityName), i + 2, [1, 3]);
    add(branch, '综合管理部', 1, [2, 5]);
    stores.filter((s) => s.cityId === city.cityId).forEach((store, j) => {
      const status = store.storeStatus === 1 ? 0 : 1;
      const dept = add(branch, store.storeName, j + 2, [1, 2], status);
      STORE_TEAMS.forEach((team, k) => add(dept, team, k + 1, [2, 8], status));
    });
  });
  // The demo enterprise client's own organisation ([M] /userDepartmentList), a tree of its own under a top-level
  // department named as its company (as a branch company's is): drawn after the provider's, which it leaves as they were.
  addUnder(add(null, CLIENT_COMPANY, 90, [1, 2]), CLIENT_DEPTS, [3, 8], [4, 10]);
  // Oldest first, as if created in this order: the creation times follow the ids.
  const times = rows.map((r) => r.createTime).sort();
  rows.forEach((r, i) => (r.createTime = times[i]!));
  return rows;
});

/** The enterprise client the signed-in account works for (its company's name), or null (the provider's staff, a supplier). */
export function clientOfSession(): string | null {
  const session = currentSession();
  return session?.audience === 'enterprise' ? (companyOf(session.audience).companyName ?? null) : null;
}

/**
 * An enterprise client's account sees its own rows only — those whose `field` names it (its people's rental orders,
 * its bills); any other account every row.
 */
export function ownClientScope(field: string): () => RowTest {
  return () => {
    const client = clientOfSession();
    return (row) => client === null || row[field] === client;
  };
}

/** Which departments the session's account sees (the rule: `departmentScope` in src/entities/system/rules.ts). */
export const departmentScope = () => scopeOf(data().departments, data().companyList, clientOfSession());

export const DEPARTMENTS: Backing = {
  collection: 'departments',
  defaults: () => ({ status: 0, staffCount: 0, leader: '', phone: '' }),
  scope: departmentScope,
  complete: (row) => {
    if (clientOfSession() !== null && String(row.parentId) === '0') refuseField('parentId', CLIENT_TOP_LEVEL['zh-CN']);
    return {};
  },
};
