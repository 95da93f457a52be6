/**
 * A user group (/userGroup 用户组): a named set of the enterprise's own accounts holding roles — a group's roles apply
 * to its members at their next sign-in, besides their own (`grantsOf` in src/mocks/access.ts; docs/architecture.md
 * "Access"), so roles are given to many accounts at once. A disabled group grants nothing; a group belongs to the
 * company of the account that created it, and its members are that company's accounts.
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces } from '@/lib/validators';
import { createTime, disableEnable, saveDialogs } from '../common';
import { defineEntity, type EntityField } from '../define';

/** The accounts a group may hold (`[{ value: userId, label }]`): the enabled accounts of the signed-in account's company. */
export const GROUP_MEMBER_OPTIONS = '/api/system/userGroup/memberOptions';
/** The roles a group may hold: the enabled roles an account of the company may be given (never the built-in admin role). */
export const GROUP_ROLE_OPTIONS = '/api/system/userGroup/roleOptions';

const GROUP_FIELDS = [
  {
    name: 'groupName', type: 'text', label: t('用户组名称', 'Group name'), filter: true, column: { width: 160 }, form: true, required: t('请输入用户组名称', 'Enter the group name'),
    validators: [isNotOnlySpaces, isEmojiFree], unique: t('用户组名称已存在', 'A group with this name exists'),
  },
  { name: 'description', type: 'textarea', label: t('描述', 'Description'), column: { width: 220 }, form: true, validators: [isEmojiFree] },
  { name: 'memberIds', type: 'multi', optionsPath: GROUP_MEMBER_OPTIONS, display: 'memberNames', label: t('成员', 'Members'), filter: true, column: { width: 220 }, form: true, required: t('请至少选择一个成员', 'Choose at least one member') },
  { name: 'roleIds', type: 'multi', optionsPath: GROUP_ROLE_OPTIONS, display: 'roleNames', label: t('角色', 'Roles'), filter: true, column: { width: 180 }, form: true, required: t('请至少选择一个角色', 'Choose at least one role') },
  { name: 'memberCount', type: 'number', computed: true, label: t('成员数', 'Members'), column: { width: 80 } },
  { name: 'companyName', type: 'text', label: t('所属公司', 'Company'), column: { width: 180 } },
  { name: 'status', type: 'enum', dict: 'normal_disable', label: t('状态', 'Status'), filter: true, column: { width: 80 } },
  { ...createTime },
] as const satisfies readonly EntityField[];

const DIALOGS = saveDialogs({ save: '/api/system/userGroup/save', fields: GROUP_FIELDS, add: t('新增用户组', 'Add group'), permission: 'userGroup:edit' });

export const userGroup = defineEntity({
  id: 'userGroup',
  title: t('用户组', 'User groups'),
  rowKey: 'groupId',
  base: '/api/system/userGroup',
  ops: { save: true, export: false, import: false },
  screens: { list: '/userGroup' },
  status: { field: 'status' },
  dataScope: { company: 'companyName' },
  remove: { permission: 'userGroup:delete', from: [1], refusal: t('请先停用该用户组再删除', 'Disable the group before deleting it') },
  fields: GROUP_FIELDS,
  create: DIALOGS.create,
  links: [DIALOGS.edit],
  transitions: disableEnable({
    permission: 'userGroup:edit', enabled: 0, disabled: 1,
    disable: {
      refusal: t('该用户组已停用', 'This group is already disabled'),
      confirm: t('停用后其成员下次登录时将不再拥有该组的角色，确定停用吗？', 'Its members lose the group\'s roles at their next sign-in. Disable it?'),
      done: t('用户组已停用', 'Group disabled'),
    },
    enable: { refusal: t('该用户组未停用', 'This group is not disabled'), confirm: t('启用后其成员下次登录时获得该组的角色，确定启用吗？', 'Its members get the group\'s roles at their next sign-in. Enable it?'), done: t('用户组已启用', 'Group enabled') },
  }),
});
