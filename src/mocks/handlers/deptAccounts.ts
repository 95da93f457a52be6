/**
 * Accounts added to a department (/departmentAddAccount; src/entities/system/deptAccount.ts): the department must be
 * one the account sees (`departmentScope`: an enterprise account its own tree), the company is the department's (its
 * top-level department's: the headquarters, a branch or a client named as its company), a new account is saved by the
 * accounts' own save (the account form's rules and messages, recorded in the history) with roles the company's
 * accounts may be given, and moved accounts must be the company's.
 */
import { department } from '@/entities/admin/department';
import { account, ACCOUNT_STATUS } from '@/entities/system/account';
import { DEPT_ACCOUNT_TARGET, DEPT_ADD_ACCOUNT, DEPT_ADD_ACCOUNT_PERMISSION, DEPT_MOVE_ACCOUNTS, type DeptAccountTarget } from '@/entities/system/deptAccount';
import { assignableRole, clientAccountType, departmentPlace, deptAccountProblem, idsOf } from '@/entities/system/rules';
import { listPermissions, requirePermission } from '../access';
import { data } from '../db';
import { departmentScope, type Department } from '../departments';
import { refuse, refuseField, refuseIf } from '../errors';
import { backendOf, changeRecord, saveRow } from '../entities';
import { Params } from '../params';
import { endpoint } from '../respond';

/** The department of a call, among those the account sees. */
function deptOf(p: Params): Department {
  requirePermission(listPermissions(department));
  const dept = data().departments.find((d) => String(d.id) === p.required('deptId', '缺少参数 deptId'));
  refuseIf(deptAccountProblem(dept, !!dept && departmentScope()(dept)));
  return dept!;
}

/** A department's path from its top level, and that top level's company. */
function placeOf(dept: Department) {
  const { path, company } = departmentPlace(data().departments, data().companyList, dept);
  if (!company) refuse('该部门不属于任何公司');
  return { path, company };
}

function target(p: Params): DeptAccountTarget {
  const dept = deptOf(p);
  const { path, company } = placeOf(dept);
  const movable = data()
    .sysAccounts.filter((a) => a.companyId === company.companyId && String(a.deptId ?? '') !== String(dept.id) && a.status !== ACCOUNT_STATUS.disabled)
    .map((a) => ({ value: a.userId, label: `${a.nickName}（${a.userName}）${a.deptName ? ` · ${a.deptName}` : ''}` }));
  return { deptId: dept.id, deptName: dept.deptName, path, companyId: company.companyId, companyName: company.companyName, accountType: clientAccountType(company.companyType), movable };
}

function addAccount(p: Params) {
  const dept = deptOf(p);
  requirePermission(DEPT_ADD_ACCOUNT_PERMISSION);
  const { company } = placeOf(dept);
  if (p.str('userId') !== undefined) refuse('这里只能新增账号');
  // Roles an account of the company may be given: never the built-in admin role; a client company client-side roles only.
  const roles = idsOf(p.str('roleIds')).map((id) => data().sysRoles.find((r) => String(r.roleId) === id));
  if (roles.some((r) => r && !assignableRole(r, company.companyType))) refuseField('roleIds', '不能为本公司的账号分配该角色');
  const type = clientAccountType(company.companyType);
  const values = new Map(p.entries());
  values.set('companyId', String(company.companyId));
  values.set('deptId', String(dept.id));
  if (type !== null) values.set('accountType', String(type));
  values.delete('deptName');
  values.delete('companyName');
  // The accounts' backend (handlers/access.ts declares it), from the engine's registry: handlers do not import each other.
  const accounts = backendOf(account.id)!;
  const saved = saveRow(accounts, accounts.save!, new Params(values));
  return accounts.present ? accounts.present(saved) : saved;
}

function moveAccounts(p: Params) {
  const dept = deptOf(p);
  requirePermission(DEPT_ADD_ACCOUNT_PERMISSION);
  const { company } = placeOf(dept);
  const ids = idsOf(p.str('userIds'));
  if (ids.length === 0) refuseField('userIds', '请选择要移入的账号');
  const moved = ids.map((id) => data().sysAccounts.find((a) => String(a.userId) === id));
  if (moved.some((a) => !a || a.companyId !== company.companyId)) refuseField('userIds', '只能移入本公司的账号');
  for (const a of moved) changeRecord(account, 'update', a!, (row) => Object.assign(row, { deptId: dept.id, deptName: dept.deptName }));
  return { count: moved.length };
}

export const deptAccountHandlers = [
  endpoint('GET', DEPT_ACCOUNT_TARGET, target),
  endpoint('POST', DEPT_ADD_ACCOUNT, addAccount),
  endpoint('POST', DEPT_MOVE_ACCOUNTS, moveAccounts),
];
