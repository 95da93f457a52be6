/** Menus, roles and accounts (§2 Admin: /Permission; accounts and roles; the operator's roles and accounts). */
export { sysMenu, MENU_TREE, MENU_ROUTE_OPTIONS, MENU_MOVE, MENU_ICONS, MENU_TYPE, MENU_ORDER_CAP } from './menu';
export { role, sopRole, ROLE_OPTIONS, ADMIN_ROLE_KEY } from './role';
export { account, sopAccount, internalAccount, staff, ACCOUNT_COMPANY_OPTIONS, ACCOUNT_RESET_PASSWORD, ACCOUNT_CHANGE_PASSWORD, ACCOUNT_STATUS, RESET_PASSWORD_PERMISSION, STAFF_EDIT_PERMISSION, STAFF_GRANTS } from './account';
export { userGroup, GROUP_MEMBER_OPTIONS, GROUP_ROLE_OPTIONS } from './userGroup';
