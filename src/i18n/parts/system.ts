/**
 * Menus, roles and accounts ([M]: /Permission, the role form's permission tree, password screens). Not in the first
 * load: a module using one of these keys imports this part (`import '@/i18n/parts/system'`).
 */
import { addMessages } from '../index';

export const systemZhCN = {
  'system.perms.failed': '菜单加载失败：{msg}',
  'system.perms.everything': '超级管理员角色拥有全部权限（*:*:*），不能修改',
  'system.password.title': '新密码',
  'system.password.shownOnce': '账号 {account} 的新密码如下，只显示这一次，请复制后告知本人：',
  'system.password.copy': '复制密码',
  'system.password.copied': '已复制',
  'system.password.close': '我已记下',
};

export const systemEnUS: Record<keyof typeof systemZhCN, string> = {
  'system.perms.failed': 'The menu could not be loaded: {msg}',
  'system.perms.everything': 'The built-in administrator role holds every permission (*:*:*) and cannot be changed',
  'system.password.title': 'New password',
  'system.password.shownOnce': 'The new password of {account}, shown this once: copy it and tell its holder.',
  'system.password.copy': 'Copy password',
  'system.password.copied': 'Copied',
  'system.password.close': 'Noted',
};

addMessages(systemZhCN, systemEnUS);
