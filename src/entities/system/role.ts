/**
 * A role (§5 role directive, §6; /userRoleList, /userRoleDetail, /userRoleAdd, /userRoleEdit; the operator side's
 * /sopRoleList): a named set of menu and button permission codes (./menu) and a data scope. An account holds one or
 * more roles (./account); its sign-in's menu, codes and role keys are the union of its enabled roles'. The built-in
 * admin role holds `*:*:*` and can be neither stripped, disabled nor deleted (the backend refuses; its buttons hidden).
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces, isRoleKey } from '@/lib/validators';
import { createTime, disableEnable, openById } from '../common';
import { defineEntity } from '../define';

/** The roles an account may hold (`[{ value: roleId, label: roleName }]`): the enabled ones. */
export const ROLE_OPTIONS = '/api/system/role/options';

/** The key of the built-in administrator role (§5: passes every role check). */
export const ADMIN_ROLE_KEY = 'admin';

const roleFields = [
  { name: 'roleName', type: 'text', label: t('角色名称', 'Role name'), filter: true, column: { width: 160 }, form: true, required: t('请输入角色名称', 'Enter the role name'), validators: [isNotOnlySpaces, isEmojiFree], unique: t('角色名称已存在', 'A role with this name exists') },
  {
    name: 'roleKey', type: 'text', label: t('权限字符', 'Role key'), filter: true, column: { width: 140 }, form: true, required: t('请输入权限字符', 'Enter the role key'),
    validators: [isRoleKey],
    unique: t('权限字符已存在', 'A role with this key exists'),
  },
  { name: 'roleType', type: 'enum', dict: 'system_role_type', label: t('角色类型', 'Side'), filter: true, column: { width: 100 }, form: true, required: t('请选择角色类型', 'Choose the side') },
  { name: 'dataScope', type: 'enum', dict: 'system_data_scope', label: t('数据范围', 'Data scope'), column: { width: 130 }, form: true, required: t('请选择数据范围', 'Choose the data scope') },
  { name: 'status', type: 'enum', dict: 'normal_disable', label: t('状态', 'Status'), filter: true, column: { width: 80 } },
  // The codes of the menu entries granted, comma-joined (`*:*:*`: the built-in admin role's everything), picked in the
  // permission tree of the role's form.
  { name: 'perms', type: 'textarea', label: t('菜单权限', 'Permissions'), form: true, required: t('请至少选择一个菜单权限', 'Choose at least one permission') },
  { name: 'accountCount', type: 'number', computed: true, label: t('账号数', 'Accounts'), column: { width: 90 } },
  { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] },
  { ...createTime },
] as const;

/**
 * A role list: every role, or the operator side's (the same records, a declaration of its own so that its list route's
 * permission guards it).
 */
function roleList(id: string, title: ReturnType<typeof t>, base: string, list: string, screens: { detail?: string; add?: string; edit?: string }, searched = false) {
  return defineEntity({
    id,
    title,
    rowKey: 'roleId',
    base,
    ops: { save: true, export: t('角色', 'Roles'), import: false },
    screens: { list, ...screens },
    addPermission: 'role:add',
    status: { field: 'status' },
    remove: { permission: 'role:delete' },
    fields: roleFields,
    // The one list the route search (Ctrl+K) finds the roles in.
    search: searched ? ({ fields: ['roleName', 'roleKey'], detail: ['roleKey'] } as const) : undefined,
    links: [openById('detail', t('详情', 'Details'), '/userRoleDetail', 'roleId'), { ...openById('edit', t('编辑', 'Edit'), '/userRoleEdit', 'roleId'), permission: 'role:edit' }],
    transitions: disableEnable({
      permission: 'role:status', enabled: 0, disabled: 1,
      disable: {
        refusal: t('该角色已停用', 'This role is already disabled'),
        confirm: t('停用后持有该角色的账号下次登录时将失去其权限，确定停用吗？', 'Accounts holding this role lose its permissions at their next sign-in. Disable it?'),
        done: t('角色已停用', 'Role disabled'),
      },
      enable: { refusal: t('该角色未停用', 'This role is in use'), confirm: t('确定启用该角色吗？', 'Enable this role?'), done: t('角色已启用', 'Role enabled') },
    }),
  });
}

/** The built-in admin role's row actions that would strip it: hidden on its row (the backend refuses them too). */
const STRIPPING = new Set(['disable', 'delete']);

/** Hides disabling and deleting on the built-in admin role's row. */
function keepAdmin<S extends ReturnType<typeof roleList>>(schema: S): S {
  const actions = schema.actions?.map((a) => (STRIPPING.has(a.key) ? { ...a, when: (row: Parameters<NonNullable<typeof a.when>>[0]) => row.roleKey !== ADMIN_ROLE_KEY && (a.when?.(row) ?? true) } : a));
  return { ...schema, actions };
}

/** Every role (/userRoleList). */
export const role = keepAdmin(roleList('userRoleList', t('角色管理', 'Roles'), '/api/system/role', '/userRoleList', { detail: '/userRoleDetail', add: '/userRoleAdd', edit: '/userRoleEdit' }, true));
/** The operator side's roles (/sopRoleList): roles of type 2. */
export const sopRole = keepAdmin(roleList('sopRoleList', t('运营角色', 'Operator roles'), '/api/system/sopRole', '/sopRoleList', {}));
