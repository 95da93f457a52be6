/**
 * The signed-in user of each demo account (§3 logged-in user; ./access answers it at sign-in) and how people are named.
 * Third-party codes are `demo-<account>`, free-access tokens `demo-token-<account>`.
 */
import { demoAccounts, type Audience } from './accounts';
import { currentSession } from './db';
import type { Company, LoggedInUser } from '@/entities/account/wire';

export type { LoginData } from '@/entities/account/wire';

const PROVIDER: Company = {
  providerName: '畅行汽车租赁有限公司', companyId: 1, companyCode: 'CX0001', companyAttribute: 1, companyAlias: '畅行租车', userNameType: 1,
};

const PROFILES: Record<Audience, Omit<LoggedInUser, 'chief_dispatcher'>> = {
  'provider-admin': { staffName: '王建国', firstName: '建国', lastName: '王', id: 10001, mobile: '13911110001', email: 'wangjianguo@changxing-rent.cn', headIcon: '', company: PROVIDER },
  dispatcher: { staffName: '李明辉', firstName: '明辉', lastName: '李', id: 10002, mobile: '13911110002', email: 'liminghui@changxing-rent.cn', headIcon: '', company: PROVIDER },
  supplier: {
    staffName: '张海峰', firstName: '海峰', lastName: '张', id: 20001, mobile: '13911110003', email: 'zhanghaifeng@xinda-auto.cn', headIcon: '',
    company: { companyName: '鑫达汽车服务有限公司', companyId: 201, companyCode: 'SP0201', companyAttribute: 2, companyAlias: '鑫达汽服', userNameType: 2 },
  },
  enterprise: {
    staffName: '陈静怡', firstName: '静怡', lastName: '陈', id: 30001, mobile: '13911110004', email: 'chenjingyi@huayuan-tech.cn', headIcon: '',
    company: { companyName: '华远科技集团有限公司', companyId: 301, companyCode: 'EN0301', companyAttribute: 3, companyAlias: '华远科技', userNameType: 3 },
  },
};

export const thirdPartyCode = (account: string) => `demo-${account}`;
export const freeAccessToken = (account: string) => `demo-token-${account}`;

/** The §3 user of a demo account as it has always been (undefined for any other account). */
export function demoUser(account: string): Omit<LoggedInUser, 'chief_dispatcher'> | undefined {
  const found = demoAccounts.find((a) => a.account === account);
  return found && PROFILES[found.audience];
}

/** The company of an audience's demo user. */
export const companyOf = (audience: Audience): Company => PROFILES[audience].company;

const DEPARTMENTS: Record<Audience, string> = { 'provider-admin': '运营管理部', dispatcher: '调度中心', supplier: '供应商服务部', enterprise: '行政部' };

/** An account's name and department as approval screens show them (§3 startUser / assigneeUser). */
export function personOf(account: string): { nickname: string; deptName: string } | null {
  const found = demoAccounts.find((a) => a.account === account);
  return found ? { nickname: PROFILES[found.audience].staffName, deptName: DEPARTMENTS[found.audience] } : null;
}

/**
 * Colleagues who cannot sign in but start approvals (so a department's list shows more than one's own): account,
 * name and department.
 */
const COLLEAGUES: Readonly<Record<string, { nickname: string; deptName: string }>> = {
  zhaolei: { nickname: '赵磊', deptName: DEPARTMENTS['provider-admin'] },
  sunli: { nickname: '孙丽', deptName: DEPARTMENTS.dispatcher },
  zhouqiang: { nickname: '周强', deptName: DEPARTMENTS.enterprise },
};

/** Who started an instance: a demo account or a colleague; anyone else by their account name, no department. */
export function staffOf(account: string): { nickname: string; deptName: string } {
  return personOf(account) ?? COLLEAGUES[account] ?? { nickname: account, deptName: '' };
}

/** Who does a step (an auditor, an applicant, a dispatcher): the signed-in staff member's name, `none` when signed out. */
export function signedInName(none = ''): string {
  const account = currentSession()?.account;
  return account ? staffOf(account).nickname : none;
}

/** The demo accounts as the process engine (src/entities/process/rules.ts) reads people. */
export const PEOPLE = { personOf, staffOf };
