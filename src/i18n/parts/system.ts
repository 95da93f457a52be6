/**
 * Menus, roles and accounts ([M]: /Permission, the role form's permission tree, password screens). Not in the first
 * load: a module using one of these keys imports this part (`import '@/i18n/parts/system'`).
 */
import { addMessages } from '../index';

export const systemZhCN = {
  'system.perms.failed': '菜单加载失败：{msg}',
  'system.perms.everything': '超级管理员角色拥有全部权限（*:*:*），不能修改',
  'system.perms.all': '拥有全部权限（*:*:*）',
  'system.staff.grants': '权限',
  'system.staff.roles': '角色',
  'system.staff.groups': '所在用户组',
  'system.staff.noGroups': '无',
  'system.staff.dataScope': '数据范围',
  'system.staff.ownScope': '（本账号单独设置）',
  'system.staff.effective': '生效的菜单和按钮权限',
  'system.staff.nextSignIn': '角色和数据范围的变更在该员工下次登录时生效。',
  'system.staff.logins': '最近登录',
  'system.staff.noLogins': '暂无登录记录',
  'system.staff.loginTime': '登录时间',
  'system.staff.loginType': '登录方式',
  'system.staff.loading': '正在加载权限…',
  'system.staff.failed': '权限加载失败：{msg}',
  'system.staff.scopeHint': '不选择时按所持角色中最大的数据范围',
  'system.staff.saved': '权限配置已保存，将在该员工下次登录时生效',
};

export const systemEnUS: Record<keyof typeof systemZhCN, string> = {
  'system.perms.failed': 'The menu could not be loaded: {msg}',
  'system.perms.everything': 'The built-in administrator role holds every permission (*:*:*) and cannot be changed',
  'system.perms.all': 'Holds every permission (*:*:*)',
  'system.staff.grants': 'Permissions',
  'system.staff.roles': 'Roles',
  'system.staff.groups': 'User groups',
  'system.staff.noGroups': 'None',
  'system.staff.dataScope': 'Data scope',
  'system.staff.ownScope': '(set for this account)',
  'system.staff.effective': 'Menus and buttons granted',
  'system.staff.nextSignIn': 'Changes to roles and data scope take effect at this person\'s next sign-in.',
  'system.staff.logins': 'Recent sign-ins',
  'system.staff.noLogins': 'No sign-in yet',
  'system.staff.loginTime': 'Time',
  'system.staff.loginType': 'How',
  'system.staff.loading': 'Loading the permissions…',
  'system.staff.failed': 'The permissions could not be loaded: {msg}',
  'system.staff.scopeHint': 'When empty: the widest data scope of the roles held',
  'system.staff.saved': 'Permissions saved; they take effect at this person\'s next sign-in',
};

addMessages(systemZhCN, systemEnUS);
