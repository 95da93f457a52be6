/**
 * THE route table: every screen of §2 with its title, group, permission and cache flag (DESIGN "The route
 * table"). Public and shell routes are here; the business screens are in ./catalog. Which screens are built is
 * ./pages.ts (loaded lazily); every other route shows its title and "screen under construction" (docs/routes.md).
 */
import { remembering } from '@/lib/modules';
import { catalog } from '@/entities/routes/catalog';
import type { RouteMeta } from '@/entities/routes/types';
import type { PageModule } from './types';

/** §2 public routes (no sign-in needed). */
export const publicRoutes: readonly RouteMeta[] = [
  { path: '/Login', title: { 'zh-CN': '登录', 'en-US': 'Sign in' }, group: 'public', public: true, cache: false },
  { path: '/StopTaking', title: { 'zh-CN': '系统暂停服务', 'en-US': 'Service paused' }, group: 'public', public: true, cache: false },
  { path: '/DingLogin', title: { 'zh-CN': '工作台登录', 'en-US': 'Workplace sign-in' }, group: 'public', public: true, cache: false },
  { path: '/resetPage', title: { 'zh-CN': '刷新页面', 'en-US': 'Refresh page' }, group: 'public', public: true, cache: false },
  { path: '/noPermission', title: { 'zh-CN': '无访问权限', 'en-US': 'No permission' }, group: 'public', public: true, cache: false },
  { path: '/userBind', title: { 'zh-CN': '账号绑定', 'en-US': 'Bind account' }, group: 'public', public: true, cache: false },
  { path: '/userAgreement', title: { 'zh-CN': '用户协议', 'en-US': 'User agreement' }, group: 'public', public: true },
  { path: '/userPrivacyPolicy', title: { 'zh-CN': '隐私政策', 'en-US': 'Privacy policy' }, group: 'public', public: true },
];

/** `/` and `/Manage`: the shell's home (the dashboard), open to every signed-in user. */
export const homeRoutes: readonly RouteMeta[] = [
  { path: '/', title: { 'zh-CN': '首页', 'en-US': 'Home' }, group: 'shell', permission: null },
  { path: '/Manage', title: { 'zh-CN': '首页', 'en-US': 'Home' }, group: 'shell', permission: null },
];

export const routeTable: readonly RouteMeta[] = [...publicRoutes, ...homeRoutes, ...catalog];

const byPath = new Map(routeTable.map((r) => [r.path, r]));

/** The route of an exact (case-sensitive) path. */
export function findRoute(path: string): RouteMeta | undefined {
  return byPath.get(path);
}

/** The sign-in and the dashboard: their code is fetched with the entry's first navigation, not after the table of pages. */
const eagerPages: Record<string, PageModule> = {
  '/Login': () => import('@/features/auth/LoginPage'),
  '/': () => import('@/features/dashboard/DashboardPage'),
  '/Manage': () => import('@/features/dashboard/DashboardPage'),
};

/** The table of the other built screens (./pages.ts), loaded once, with the first of them. */
const builtTable = remembering(() => import('./pages'));
const underConstruction: PageModule = () => import('../pages/UnderConstruction');

/** Whether a route is built, given the table of built screens (docs/routes.md, the tests). */
export function isBuilt(table: { builtPages: Readonly<Record<string, PageModule>> }, path: string): boolean {
  return path in eagerPages || path in table.builtPages;
}

/** Whether a route is built, once the table of built screens is in (the route search marks the others). */
export const builtTest = (): Promise<(path: string) => boolean> => builtTable().then((t) => (path: string) => isBuilt(t, path));

/** Loads the table of built screens ahead of need (the shell calls it once it is drawn). */
export function prefetchPages(): void {
  void builtTable().catch(() => undefined);
}

/**
 * Every route's loader, each remembering its module (`loadedModule`: a screen whose code is in renders at once): the
 * screen's own, or "screen under construction" when ./pages.ts does not build it.
 */
export const pages: Readonly<Record<string, PageModule>> = Object.fromEntries(
  routeTable.map((r) => [r.path, remembering(eagerPages[r.path] ?? (() => builtTable().then((t) => ((t.builtPages as Record<string, PageModule>)[r.path] ?? underConstruction)())))]),
);

/** A route's title for an address: the `titleWithout` title when its query lacks that parameter (§2 /editFlowForm). */
export function routeTitle(meta: RouteMeta, search: string): RouteMeta['title'] {
  const alt = meta.titleWithout;
  return alt && !new URLSearchParams(search).get(alt.param) ? alt.title : meta.title;
}

/** Built screens that are not complete yet, as docs/routes.md reports them (anything in `pages` not here is built). */
export const partlyBuilt: Readonly<Record<string, string>> = {};
