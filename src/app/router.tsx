import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from './pages/RouteError';

/**
 * The data router. The full route table (every §2 path, guard, keep-alive tabs) is built on this in the
 * shell work; at this stage it holds the foundation home and the not-found page, both lazily loaded.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/Home')).default }) },
      { path: '*', lazy: async () => ({ Component: (await import('./pages/NotFound')).default }) },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' });
