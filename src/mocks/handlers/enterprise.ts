/**
 * The enterprise client's profile (entities/account/enterprise.ts) on the companies' own collection: the enterprise
 * account is answered only its own company (by the name its sign-in carries) and saves only the profile's fields of
 * it; the provider's staff see the enterprise clients (company type 4). A profile also answers its departments and
 * staff (its tree of departments, ../departments.ts) and its vehicle requests (the demand orders naming it).
 */
import { department } from '@/entities/admin/department';
import { enterpriseProfile } from '@/entities/account/enterprise';
import { subtreeIds } from '@/entities/tree';
import { currentSession, data } from '../db';
import { declared, declaredHandlers, type Backing } from '../entities';
import { companyOf } from '../users';

type Row = Record<string, unknown>;

/** The departments under (not counting) the top-level department named as the company, and their staff. */
function holdings(companyName: string): { deptCount: number; staffCount: number; demandOrderCount: number } {
  const depts = data().departments;
  const root = depts.find((d) => d.parentId === 0 && d.deptName === companyName);
  const ids = root ? subtreeIds(department.tree!, depts as unknown as Row[], String(root.id)) : new Set<string>();
  const mine = depts.filter((d) => ids.has(String(d.id)));
  return {
    deptCount: Math.max(0, mine.length - 1),
    staffCount: mine.reduce((n, d) => n + d.staffCount, 0),
    demandOrderCount: data().demandOrders.filter((o) => o.companyName === companyName).length,
  };
}

const PROFILES: Backing = {
  collection: 'companyList',
  scope: () => {
    const session = currentSession();
    const own = session?.audience === 'enterprise' ? companyOf(session.audience).companyName : undefined;
    return own !== undefined ? (row) => row.companyName === own : (row) => row.companyType === 4;
  },
  present: (row) => ({ ...row, ...holdings(String(row.companyName ?? '')) }),
};

export const ENTERPRISE_ENTITY = declared(enterpriseProfile, PROFILES);

export const enterpriseHandlers = declaredHandlers(ENTERPRISE_ENTITY, PROFILES);
