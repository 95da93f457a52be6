/**
 * Menus and roles (docs/architecture.md "Access"): /Permission, the menu tree (the tree screen of its declaration:
 * add, edit, move up and down, hide, delete — refused while children exist); the role form (/userRoleAdd,
 * /userRoleEdit: the declaration's form, its codes picked in the permission tree).
 */
import { EntityFormPage } from '@/components/entity/EntityFormPage';
import { EntityTreePage } from '@/components/entity/EntityTreePage';
import { sysMenu } from '@/entities/system/menu';
import { role } from '@/entities/system/role';
import { PermissionTree } from './PermissionTree';

export const PermissionPage = () => <EntityTreePage schema={sysMenu} permissions={{ add: 'menu:add', edit: 'menu:edit' }} />;

const ROLE_INPUTS = { perms: <PermissionTree /> };

export const RoleAddPage = () => <EntityFormPage schema={role} defaultParent="/userRoleList" mode="add" inputs={ROLE_INPUTS} />;
export const RoleEditPage = () => <EntityFormPage schema={role} defaultParent="/userRoleList" mode="edit" inputs={ROLE_INPUTS} />;
