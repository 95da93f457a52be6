/**
 * Accounts added to a department of the enterprise's tree (/departmentAddAccount, opened from /userDepartmentList with
 * the department's id): a new account with the department fixed and the company the department's, or existing accounts
 * of that company moved into it. The new account is the account form's (./account: its fields, rules and messages);
 * its roles are those an account of the company may be given (./userGroup GROUP_ROLE_OPTIONS: never the built-in
 * admin role, a client company client-side roles only).
 */
import { bi as t } from '@/i18n';
import { openById } from '../common';
import type { EntityAction } from '../define';

/** GET `{ deptId }`: the department (`deptName`, `path`), its company and the accounts that may be moved into it. */
export const DEPT_ACCOUNT_TARGET = '/api/system/dept/accountTarget';
/** POST `{ deptId, ...the account form's fields but company and department }`: a new account in the department. */
export const DEPT_ADD_ACCOUNT = '/api/system/dept/addAccount';
/** POST `{ deptId, userIds }` (comma-joined): the company's accounts moved into the department. */
export const DEPT_MOVE_ACCOUNTS = '/api/system/dept/moveAccounts';
/** The code of adding accounts to a department (a button of /userDepartmentList). */
export const DEPT_ADD_ACCOUNT_PERMISSION = 'dept:addAccount';

/** The department row's action opening /departmentAddAccount. */
export const addAccountLink: EntityAction = {
  ...openById('addAccount', t('添加账号', 'Add accounts'), '/departmentAddAccount', 'id'),
  permission: DEPT_ADD_ACCOUNT_PERMISSION,
};

/** What `DEPT_ACCOUNT_TARGET` answers. */
export interface DeptAccountTarget {
  deptId: number;
  deptName: string;
  /** The department's path from its top level ('华远科技集团有限公司 / 行政部'). */
  path: string;
  companyId: number;
  companyName: string;
  /** The account type a new account of this company has (a client company's), or null: chosen in the form. */
  accountType: number | null;
  /** The company's accounts not in the department. */
  movable: { value: number; label: string }[];
}
