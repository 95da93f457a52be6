import { createBrowserRouter, Outlet, replace, type RouteObject } from 'react-router-dom';
import { PlainLoading } from '@/components/PlainLoading';
import { rootLoader, setCurrentLocationReader } from './routes/loader';
import { pages, publicRoutes } from './routes/table';
import type { RouteMeta } from '@/entities/routes/types';
import { lazy, Suspense } from 'react';

/** Loaded only when something fails, so it costs the first load nothing. */
const RouteError = lazy(() => import('./pages/RouteError').then((m) => ({ default: m.RouteError })));

function lazyPage(meta: RouteMeta) {
  // Every route of the table has a loader ("under construction" when not built: routes/table.ts).
  const load = pages[meta.path];
  return async () => ({ Component: (await load()).default });
}

function screen(meta: RouteMeta): RouteObject {
  return { path: meta.path, caseSensitive: true, handle: { meta }, lazy: lazyPage(meta) };
}



/**
 * The data router, built from the one route table: the public screens, `/login` → `/Login` (query kept), and the
 * shell, whose keep-alive host renders every other screen (and not-found). The root loader is the navigation
 * guard; it runs on every navigation.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    shouldRevalidate: () => true,
    HydrateFallback: PlainLoading,
    errorElement: (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    ),
    Component: Outlet,
    children: [
      ...publicRoutes.map(screen),
      { path: '/login', caseSensitive: true, loader: ({ request }) => replace(`/Login${new URL(request.url).search}`) },
      {
        // The shell. Its screens are rendered by the keep-alive host against each tab's own location.
        lazy: async () => ({ Component: (await import('./layout/ManageLayout')).default }),
        children: [{ path: '*', lazy: async () => ({ Component: (await import('./layout/KeepAliveHost')).KeepAliveHost }) }],
      },
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
