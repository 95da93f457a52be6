/**
 * Accounts added to a department (/departmentAddAccount; src/entities/system/deptAccount.ts): the department must be
 * one the account sees (`departmentScope`: an enterprise account its own tree), the company is the department's (its
 * top-level department's: the headquarters, a branch or a client named as its company), a new account is saved by the
 * accounts' own save (the account form's rules and messages, recorded in the history) with roles the company's
 * accounts may be given, and moved accounts must be the company's.
 */
import { department } from '@/entities/admin/department';
import { DEPT_ACCOUNT_TARGET, DEPT_ADD_ACCOUNT, DEPT_ADD_ACCOUNT_PERMISSION, DEPT_MOVE_ACCOUNTS, type DeptAccountTarget } from '@/entities/system/deptAccount';
import { clientAccountType, companyRolesProblem, departmentPlace, deptAccountProblem, idsOf, movableAccounts, movedAccountsProblem } from '@/entities/system/rules';
import { account } from '@/entities/system/account';
import { listPermissions, requirePermission } from '../access';
import { data } from '../db';
import { departmentScope, type Department } from '../departments';
import { refuse, refuseIf, refuseProblem } from '../errors';
import { changeRecord, declaredBackend, saveRow } from '../entities';
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
  const movable = movableAccounts(data().sysAccounts, company.companyId, dept.id);
  return { deptId: dept.id, deptName: dept.deptName, path, companyId: company.companyId, companyName: company.companyName, accountType: clientAccountType(company.companyType), movable };
}

/** The department of an adding or moving call (its permission checked) and that department's company. */
function addingTo(p: Params) {
  const dept = deptOf(p);
  requirePermission(DEPT_ADD_ACCOUNT_PERMISSION);
  return { dept, company: placeOf(dept).company };
}

function addAccount(p: Params) {
  const { dept, company } = addingTo(p);
  if (p.str('userId') !== undefined) refuse('这里只能新增账号');
  refuseProblem(companyRolesProblem(data().sysRoles, p.str('roleIds'), company.companyType));
  const type = clientAccountType(company.companyType);
  const values = new Map(p.entries());
  values.set('companyId', String(company.companyId));
  values.set('deptId', String(dept.id));
  if (type !== null) values.set('accountType', String(type));
  values.delete('deptName');
  values.delete('companyName');
  // The accounts' backend (handlers/access.ts declares it), from the engine's registry: handlers do not import each other.
  const accounts = declaredBackend(account.id);
  const saved = saveRow(accounts, accounts.save!, new Params(values));
  return accounts.present ? accounts.present(saved) : saved;
}

function moveAccounts(p: Params) {
  const { dept, company } = addingTo(p);
  const ids = idsOf(p.str('userIds'));
  refuseProblem(movedAccountsProblem(data().sysAccounts, ids, company.companyId));
  const moved = ids.map((id) => data().sysAccounts.find((a) => String(a.userId) === id)!);
  for (const a of moved) changeRecord(account, 'update', a, (row) => Object.assign(row, { deptId: dept.id, deptName: dept.deptName }));
  return { count: moved.length };
}

export const deptAccountHandlers = [
  endpoint('GET', DEPT_ACCOUNT_TARGET, target),
  endpoint('POST', DEPT_ADD_ACCOUNT, addAccount),
  endpoint('POST', DEPT_MOVE_ACCOUNTS, moveAccounts),
];
