import { Spin } from 'antd';
import { createBrowserRouter, Outlet, replace, type RouteObject } from 'react-router-dom';
import { t } from '@/i18n';
import { rootLoader, setCurrentLocationReader } from './routes/loader';
import { homeRoutes, pages, publicRoutes, routeTable } from './routes/table';
import type { RouteMeta } from './routes/types';
import { RouteError } from './pages/RouteError';

const underConstruction = () => import('./pages/UnderConstruction');

function lazyPage(meta: RouteMeta) {
  const load = pages[meta.path] ?? underConstruction;
  return async () => ({ Component: (await load()).default });
}

function screen(meta: RouteMeta): RouteObject {
  return { path: meta.path, caseSensitive: true, handle: { meta }, lazy: lazyPage(meta) };
}

const [home, manage] = homeRoutes as [RouteMeta, RouteMeta];

function PageLoading() {
  return (
    <Spin size="large" tip={t('guard.loading')} fullscreen>
      <span />
    </Spin>
  );
}

const business = routeTable.filter((r) => !r.public && !homeRoutes.includes(r));

/**
 * The data router, built from the one route table: public screens, the `/` shell with every other screen as its
 * child, `/login` → `/Login` (query kept), and not-found. The root loader is the navigation guard; it runs on
 * every navigation.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    shouldRevalidate: () => true,
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
    Component: Outlet,
    children: [
      ...publicRoutes.map(screen),
      { path: '/login', caseSensitive: true, loader: ({ request }) => replace(`/Login${new URL(request.url).search}`) },
      {
        lazy: async () => ({ Component: (await import('./layout/ManageLayout')).default }),
        children: [{ index: true, handle: { meta: home }, lazy: lazyPage(home) }, screen(manage), ...business.map(screen)],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./pages/NotFound')).default }) },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Lets the guard read where the user is (to stay there when a navigation is refused). */
export function attachGuard(router: AppRouter): AppRouter {
  setCurrentLocationReader(() => (router.state.initialized ? router.state.location.pathname + router.state.location.search : null));
  return router;
}

/** The console's router. Created on first use so tests can build their own (memory) router from `routes`. */
let browserRouter: AppRouter | null = null;
export function getRouter(): AppRouter {
  browserRouter ??= attachGuard(createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' }));
  return browserRouter;
}
