/**
 * A menu entry of the console (§2 Menu, §6; /Permission): a three-level tree of directories (a group of the side
 * menu), pages (a route of the route table) and buttons (a page's actions, each with its permission code). A role
 * holds the permission codes of entries (./role); a sign-in's menu and codes are computed from the roles of the
 * account (src/mocks/access.ts). A page's code is its path without '/', as the route guard derives it.
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces, numberRange } from '@/lib/validators';
import { defineEntity } from '../define';

/** The menu tree (`<base>/tree`). */
export const MENU_TREE = '/api/system/menu/tree';
/** The paths a page entry may point at: the route table's screens (`[{ value: path, label }]`). */
export const MENU_ROUTE_OPTIONS = '/api/system/menu/routeOptions';
/** Moves an entry before or after its sibling (`{ id, direction: 'up' | 'down' }`). */
export const MENU_MOVE = '/api/system/menu/move';
/** The row actions' calls: the same move, one direction each (`{ id }`). */
export const MENU_MOVE_UP = '/api/system/menu/moveUp';
export const MENU_MOVE_DOWN = '/api/system/menu/moveDown';

/** The icons a menu entry may name: those the side menu draws (src/components/MenuIcon.tsx holds the same set). */
export const MENU_ICONS = [
  'AccountBookOutlined', 'ApartmentOutlined', 'AppstoreOutlined', 'BankOutlined', 'CarOutlined', 'DeploymentUnitOutlined', 'EnvironmentOutlined',
  'HomeOutlined', 'ProfileOutlined', 'ScheduleOutlined', 'SettingOutlined', 'ShopOutlined', 'ThunderboltOutlined', 'ToolOutlined', 'UserOutlined',
] as const;

/** Entry types (dictionary system_menu_type): M a directory, C a page, F a button. */
export const MENU_TYPE = { dir: 'M', page: 'C', button: 'F' } as const;

/** The highest order a form accepts. */
export const MENU_ORDER_CAP = 9999;

export const sysMenu = defineEntity({
  id: 'Permission',
  title: t('菜单管理', 'Menu management'),
  rowKey: 'id',
  base: '/api/system/menu',
  ops: { save: true, export: false, import: false },
  screens: { list: '/Permission' },
  status: { field: 'visible' },
  remove: { permission: 'menu:delete' },
  tree: { parent: 'parentId', label: 'title', order: 'sort', noun: t('菜单', 'menu entry') },
  // Moving an entry among its siblings (the others keep their order).
  links: [
    { key: 'moveUp', label: t('上移', 'Move up'), permission: 'menu:edit', call: MENU_MOVE_UP, done: t('已上移', 'Moved up') },
    { key: 'moveDown', label: t('下移', 'Move down'), permission: 'menu:edit', call: MENU_MOVE_DOWN, done: t('已下移', 'Moved down') },
  ],
  fields: [
    { name: 'title', type: 'text', label: t('菜单名称', 'Title'), filter: true, column: { width: 220 }, form: true, required: t('请输入菜单名称', 'Enter the title'), validators: [isNotOnlySpaces, isEmojiFree] },
    { name: 'titleEn', type: 'text', label: t('英文名称', 'English title'), column: true, form: true, required: t('请输入英文名称', 'Enter the English title'), validators: [isNotOnlySpaces, isEmojiFree] },
    {
      name: 'parentId', type: 'treeRef', tree: { path: MENU_TREE, label: 'title' }, top: t('顶级菜单', 'Top level'), display: 'parentName',
      label: t('上级菜单', 'Parent'), detail: true, form: true, required: t('请选择上级菜单', 'Choose the parent'),
    },
    { name: 'menuType', type: 'enum', dict: 'system_menu_type', label: t('类型', 'Type'), filter: true, column: { width: 80 }, form: true, required: t('请选择菜单类型', 'Choose the type') },
    { name: 'path', type: 'reference', optionsPath: MENU_ROUTE_OPTIONS, label: t('路由地址', 'Route'), column: true, form: true },
    { name: 'icon', type: 'enum', options: MENU_ICONS.map((i) => ({ value: i, label: t(i, i) })), label: t('图标', 'Icon'), column: true, form: true },
    { name: 'perms', type: 'text', label: t('权限标识', 'Permission code'), filter: true, column: { width: 200 }, form: true, validators: [isEmojiFree] },
    { name: 'sort', type: 'number', label: t('显示顺序', 'Order'), column: { width: 90 }, form: true, required: t('请输入显示顺序', 'Enter the order'), validators: [numberRange({ min: 0, max: MENU_ORDER_CAP })] },
    { name: 'visible', type: 'enum', dict: 'menu_visible', label: t('显示状态', 'Shown'), filter: true, column: { width: 90 } },
  ],
  transitions: [
    { key: 'hide', label: t('隐藏', 'Hide'), permission: 'menu:edit', from: [1], to: 0, refusal: t('该菜单已隐藏', 'This entry is hidden already'), confirm: t('隐藏后该菜单不在侧边菜单中显示（权限仍然有效），确定隐藏吗？', 'A hidden entry is not shown in the side menu (its permission still holds). Hide it?'), done: t('已隐藏', 'Hidden') },
    { key: 'show', label: t('显示', 'Show'), permission: 'menu:edit', from: [0], to: 1, refusal: t('该菜单已显示', 'This entry is shown already'), confirm: t('确定在侧边菜单中显示该菜单吗？', 'Show this entry in the side menu?'), done: t('已显示', 'Shown') },
  ],
});
