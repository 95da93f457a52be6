import { lazy, useMemo, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { Route, useLocation } from 'react-router-dom';
import { loadedModule } from '@/lib/modules';
import { homeRoutes, pages, routeTable, routeTitle } from '../routes/table';
import type { RouteMeta } from '@/entities/routes/types';
import type { PageModule } from '../routes/types';
import { ScreenMeta } from '@/components/screenMeta';

const notFound: PageModule = () => import('../pages/NotFound');

const components = new Map<PageModule, ComponentType | LazyExoticComponent<ComponentType>>();
/**
 * One component per page module (several paths may share a module): the page itself when its code is already in
 * (the guard waits for it, see loadScreenCode), else a lazy one, which suspends until it is. Kept once handed out, so
 * a screen's component never changes under it.
 */
function componentOf(load: PageModule): ComponentType | LazyExoticComponent<ComponentType> {
  let c = components.get(load);
  if (!c) {
    c = loadedModule(load)?.default ?? lazy(load);
    components.set(load, c);
  }
  return c;
}

function Screen({ meta }: { meta: RouteMeta }) {
  const Page = componentOf(pages[meta.path]);
  const { search } = useLocation();
  const title = routeTitle(meta, search);
  const info = useMemo(() => ({ path: meta.path, title }), [meta.path, title]);
  return (
    <ScreenMeta.Provider value={info}>
      <Page />
    </ScreenMeta.Provider>
  );
}

const NotFound = componentOf(notFound);
const shellScreens = routeTable.filter((r) => !r.public);

/**
 * The screens of the shell as <Route> elements, rendered by each keep-alive tab against its own pinned location
 * (so a hidden tab never sees another tab's URL). The data router only guards and matches the shell.
 */
const indexRoute = <Route key="/" index element={<Screen meta={homeRoutes[0]!} />} />;
const notFoundRoute = <Route key="*" path="*" element={<NotFound />} />;
const routeByPath = new Map(shellScreens.filter((r) => r.path !== '/').map((meta) => [meta.path, <Route key={meta.path} path={meta.path} caseSensitive element={<Screen meta={meta} />} />]));
const screenRoutes: readonly ReactElement[] = [indexRoute, ...routeByPath.values(), notFoundRoute];

/**
 * The routes a pane at `pathname` needs: its own screen's (found by path: every screen path is static) and
 * not-found, or all of them when the path is not simply one of the table's (a trailing slash, an encoded
 * character), leaving the matching to the router either way. A pane's <Routes> runs again on navigations elsewhere
 * (the router's contexts change above it) and matching ~380 routes costs milliseconds each time; matching two
 * does not.
 */
export function screenRoutesFor(pathname: string): readonly ReactElement[] {
  const own = pathname === '/' ? indexRoute : routeByPath.get(pathname);
  return own ? [own, notFoundRoute] : screenRoutes;
}
