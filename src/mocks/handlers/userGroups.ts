/**
 * User groups (/userGroup; src/entities/system/userGroup.ts): a named set of the company's accounts whose roles apply
 * to its members at their next sign-in (`grantsOf` in ../access). The rules the declaration cannot say: a group
 * belongs to the company of the account that created it and holds only that company's enabled accounts; its roles
 * are those the company's accounts may be given — never the built-in admin role, and a client company (supplier,
 * enterprise) only client-side roles.
 */
import { GROUP_MEMBER_OPTIONS, GROUP_ROLE_OPTIONS, userGroup } from '@/entities/system/userGroup';
import { assignableRole, groupMembersProblem, idsOf } from '@/entities/system/rules';
import { ACCOUNT_STATUS } from '@/entities/system/account';
import { sessionAccount } from '../access';
import { data } from '../db';
import { refuseProblem } from '../errors';
import type { Backing } from '../entities';
import { served } from '../entities';

type Row = Record<string, unknown>;

/** The signed-in account's company (undefined signed out: the backend's own tests call directly, every company). */
const ownCompany = () => {
  const me = sessionAccount();
  return me ? data().companyList.find((c) => c.companyId === me.companyId) : undefined;
};

const GROUPS: Backing = {
  collection: 'sysUserGroups',
  options: {
    [GROUP_MEMBER_OPTIONS]: () => {
      const company = ownCompany();
      return data()
        .sysAccounts.filter((a) => a.status !== ACCOUNT_STATUS.disabled && (!company || a.companyId === company.companyId))
        .map((a) => ({ value: a.userId, label: a.nickName }));
    },
    [GROUP_ROLE_OPTIONS]: () => {
      const companyType = ownCompany()?.companyType;
      return data().sysRoles.filter((r) => r.status === 0 && assignableRole(r, companyType)).map((r) => ({ value: r.roleId, label: r.roleName }));
    },
  },
  defaults: () => {
    const company = ownCompany() ?? data().companyList[0]!;
    return { status: 0, description: '', companyId: company.companyId, companyName: company.companyName };
  },
  // Every member an account of the group's company (a group edited by an administrator of another company keeps its own).
  complete: (row: Readonly<Row>) => {
    const stored = data().sysUserGroups.find((g) => String(g.groupId) === String(row.groupId));
    const companyId = stored?.companyId ?? row.companyId ?? ownCompany()?.companyId;
    refuseProblem(groupMembersProblem(data().sysAccounts, row.memberIds, companyId));
    return {};
  },
  computed: () => (g) => ({ memberCount: idsOf(g.memberIds).length }),
};

export const { handlers: userGroupHandlers } = served({ groups: [userGroup, GROUPS] });
