/**
 * A console account (§3 logged-in user; /userAccountList and its add, edit and detail screens; the operator's
 * /sopAccountList and /sopInternalAccountList; /Staffs): who signs in, with what roles (./role). Its sign-in's menu
 * and permission codes are its enabled roles' union (src/mocks/access.ts). The four demo accounts are records of
 * this collection. A disabled account cannot sign in; one locked after too many wrong passwords is unlocked here.
 */
import { bi as t } from '@/i18n';
import { isAccountName, isEmojiFree, isNotOnlySpaces } from '@/lib/validators';
import { createTime, disableEnable, openById } from '../common';
import { defineEntity, type EntityAction } from '../define';
import { DEPT_TREE } from '../admin/department';
import { ROLE_OPTIONS } from './role';

/** The companies an account may belong to (`[{ value: companyId, label }]`): the enabled companies. */
export const ACCOUNT_COMPANY_OPTIONS = '/api/system/user/companyOptions';
/** POST `{ userId }`: a new password, generated, answered once (`{ password }`). */
export const ACCOUNT_RESET_PASSWORD = '/api/system/user/resetPassword';
/** POST `{ oldPassword, newPassword }`: the signed-in account changes its own password. */
export const ACCOUNT_CHANGE_PASSWORD = '/api/system/user/changePassword';

/** Account status (dictionary account_status). */
export const ACCOUNT_STATUS = { enabled: 0, disabled: 1, locked: 2 } as const;

const accountFields = [
  { name: 'userName', type: 'text', label: t('账号', 'Account'), filter: true, column: { width: 130 }, form: true, required: t('请输入账号', 'Enter the account name'), validators: [isAccountName], unique: t('该账号已存在', 'This account name is taken') },
  { name: 'nickName', type: 'text', label: t('姓名', 'Name'), filter: true, column: { width: 100 }, form: true, required: t('请输入姓名', 'Enter the name'), validators: [isNotOnlySpaces, isEmojiFree] },
  { name: 'mobile', type: 'mobile', label: t('手机号码', 'Mobile'), filter: true, column: { width: 130 }, form: true, required: t('请输入手机号码', 'Enter the mobile number') },
  { name: 'email', type: 'email', label: t('邮箱', 'E-mail'), column: true, form: true },
  { name: 'accountType', type: 'enum', dict: 'account_type', label: t('账号类型', 'Account type'), filter: true, column: { width: 110 }, form: true, required: t('请选择账号类型', 'Choose the account type') },
  { name: 'companyId', type: 'reference', optionsPath: ACCOUNT_COMPANY_OPTIONS, display: 'companyName', label: t('所属公司', 'Company'), filter: true, column: { width: 200 }, form: true, required: t('请选择所属公司', 'Choose the company') },
  { name: 'deptId', type: 'treeRef', tree: { path: DEPT_TREE, label: 'deptName' }, display: 'deptName', label: t('所属部门', 'Department'), filter: true, column: { width: 140 }, form: true },
  { name: 'roleIds', type: 'multi', optionsPath: ROLE_OPTIONS, display: 'roleNames', label: t('角色', 'Roles'), filter: true, column: { width: 180 }, form: true, required: t('请至少选择一个角色', 'Choose at least one role') },
  // The account's own data scope, overriding its roles' widest (empty: its roles'); set on /EditorInformation too.
  { name: 'dataScope', type: 'enum', dict: 'system_data_scope', label: t('数据范围', 'Data scope'), detail: true, form: true },
  { name: 'status', type: 'enum', dict: 'account_status', label: t('状态', 'Status'), filter: true, column: { width: 80 } },
  { name: 'lastLoginTime', type: 'datetime', label: t('最后登录时间', 'Last sign-in'), column: { width: 160 }, sortable: true },
  { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] },
  { ...createTime },
] as const;

const accountTransitions = [
  ...disableEnable({
    permission: 'account:status', enabled: ACCOUNT_STATUS.enabled, disabled: ACCOUNT_STATUS.disabled, disableFrom: [ACCOUNT_STATUS.enabled, ACCOUNT_STATUS.locked],
    disable: {
      refusal: t('该账号已停用', 'This account is already disabled'),
      confirm: t('停用后该账号将无法登录，确定停用吗？', 'A disabled account cannot sign in. Disable it?'),
      done: t('账号已停用', 'Account disabled'),
    },
    enable: { refusal: t('该账号未停用', 'This account is not disabled'), confirm: t('确定启用该账号吗？', 'Enable this account?'), done: t('账号已启用', 'Account enabled') },
  }),
  {
    key: 'unlock', label: t('解锁', 'Unlock'), permission: 'account:status', from: [ACCOUNT_STATUS.locked], to: ACCOUNT_STATUS.enabled,
    refusal: t('该账号未被锁定', 'This account is not locked'), confirm: t('确定解锁该账号吗？解锁后可以重新登录。', 'Unlock this account? It can sign in again.'), done: t('账号已解锁', 'Account unlocked'),
  },
] as const;

/** The code of resetting an account's password (a button of every account list). */
export const RESET_PASSWORD_PERMISSION = 'account:resetPassword';

/** Resetting an account's password: the backend generates one, answered once and shown once (docs/api.md "Accounts"). */
const resetPassword: EntityAction = {
  key: 'resetPassword', label: t('重置密码', 'Reset password'), permission: RESET_PASSWORD_PERMISSION, call: ACCOUNT_RESET_PASSWORD, danger: true, onDetail: true,
  confirm: t('重置后原密码立即失效，新密码只显示一次。确定重置该账号的密码吗？', 'The old password stops working at once and the new one is shown only once. Reset this account\'s password?'),
  done: t('密码已重置', 'Password reset'),
  secret: { field: 'password', note: t('新密码只显示这一次，关闭后无法再次查看，请复制后告知本人。', 'The new password is shown this once and cannot be shown again: copy it and tell its holder.') },
};

/** The account screens' links: a filtered view opens the records on them (their route parent is /userAccountList). */
const ACCOUNT_LINKS: readonly EntityAction[] = [
  openById('detail', t('详情', 'Details'), '/userAccountDetail', 'userId'),
  { ...openById('edit', t('编辑', 'Edit'), '/userAccountEdit', 'userId'), permission: 'account:edit' },
];

/**
 * The declaration of an account list: every account, or a filtered view of the same records (the operator's, the
 * staff). `searched`: the one list the route search (Ctrl+K) finds the accounts in (by name, account or mobile).
 */
function accountList(
  id: string, title: ReturnType<typeof t>, base: string, list: string, screens: { detail?: string; add?: string; edit?: string }, own: readonly EntityAction[] = ACCOUNT_LINKS, searched = false,
) {
  const links = [...own, resetPassword];
  return defineEntity({
    id,
    title,
    rowKey: 'userId',
    base,
    ops: { save: true, export: t('账号', 'Accounts'), import: false },
    screens: { list, ...screens },
    addPermission: 'account:add',
    status: { field: 'status' },
    dataScope: { company: 'companyName', dept: 'deptName', owner: 'userName' },
    remove: { permission: 'account:delete', from: [ACCOUNT_STATUS.disabled], refusal: t('只有已停用的账号才能删除', 'Only a disabled account can be deleted') },
    fields: accountFields,
    search: searched ? ({ fields: ['nickName', 'userName', 'mobile'], detail: ['userName', 'companyName'] } as const) : undefined,
    links,
    transitions: accountTransitions,
  });
}

/** Every account (/userAccountList). */
export const account = accountList(
  'userAccountList', t('账号管理', 'Accounts'), '/api/system/user', '/userAccountList', { detail: '/userAccountDetail', add: '/userAccountAdd', edit: '/userAccountEdit' }, ACCOUNT_LINKS, true,
);
/** The operator side's accounts (/sopAccountList): the same records, operator accounts only. */
export const sopAccount = accountList('sopAccountList', t('运营账号', 'Operator accounts'), '/api/system/sopUser', '/sopAccountList', {});
/** The internal accounts (/sopInternalAccountList): the provider's own staff. */
export const internalAccount = accountList('sopInternalAccountList', t('内部账号', 'Internal accounts'), '/api/system/internalUser', '/sopInternalAccountList', {});
/** The code of setting a staff member's roles and data scope (/EditorInformation). */
export const STAFF_EDIT_PERMISSION = 'staff:edit';
/** GET `{ userId, roleIds? }`: what the account's roles (those given, else its own) and groups grant at sign-in (`StaffGrants`). */
export const STAFF_GRANTS = '/api/system/staff/grants';

/**
 * The provider's staff (/Staffs): the same account records, those of the provider's companies (headquarters and
 * branches: internal staff and outsourced operators), each opening its details (/DetailInformation) and its
 * permission settings (/EditorInformation).
 */
export const staff = accountList('Staffs', t('员工管理', 'Staff'), '/api/system/staff', '/Staffs', { detail: '/DetailInformation' }, [
  openById('detail', t('详情', 'Details'), '/DetailInformation', 'userId'),
  { ...openById('edit', t('权限配置', 'Permissions'), '/EditorInformation', 'userId'), permission: STAFF_EDIT_PERMISSION },
]);
