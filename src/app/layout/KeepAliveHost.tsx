import { Spin } from 'antd';
import { Activity, Component, lazy, memo, Suspense, useEffect, useLayoutEffect, useMemo, useRef, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { NavigationType, Routes, UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext, useLocation, type Location } from 'react-router-dom';
import { t } from '@/i18n';
import { tabPathOf, useTabs } from '@/stores/tabs';
import { findRoute, routeTitle } from '../routes/table';
import { screenRoutes } from './screens';

/** Loaded only when a screen fails (antd's Result and its pictures cost the shell's first load nothing). */
const RouteErrorView = lazy(() => import('../pages/RouteError').then((m) => ({ default: m.RouteErrorView })));

function sameAddress(a: Location, b: Location): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;
}

/** Beyond this many kept-alive screens, the least recently used hidden one is unmounted. */
export const MAX_KEPT_ALIVE = 20;

interface Instance {
  location: Location;
  lastActive: number;
}

/** A page that throws is caught here: the rest of the shell and the other tabs keep working. */
class PaneBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.error ? (
      <Suspense fallback={null}>
        <RouteErrorView />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}

/** What a top-level <Routes> sees as its parent route: none (the shell's splat route matches from `/`). */
const TOP_ROUTE: ContextType<typeof RouteContext> = { outlet: null, matches: [], isDataRoute: false };

/**
 * A tab's routes against its pinned location. The router's location and route contexts are replaced by the pane's
 * own (stable while the pane's address does not change), so a navigation elsewhere re-renders nothing in this pane:
 * a hidden tab costs nothing, and showing it again only re-creates its Effects (React <Activity>) instead of also
 * re-rendering the whole screen. Memoized for the same reason.
 */
const PaneRoutes = memo(function PaneRoutes({ location }: { location: Location }) {
  const pinned = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  return (
    <LocationContext.Provider value={pinned}>
      <RouteContext.Provider value={TOP_ROUTE}>
        <PaneBoundary>
          <Suspense fallback={<Spin style={{ display: 'block', marginTop: 64 }} description={t('guard.loading')} size="large"><span /></Spin>}>
            <Routes location={location}>{screenRoutes}</Routes>
          </Suspense>
        </PaneBoundary>
      </RouteContext.Provider>
    </LocationContext.Provider>
  );
});

/**
 * One tab's screen. It is its own scroll container: a kept-alive tab comes back where it was scrolled, a new URL
 * in the tab starts at the top (§2: after each navigation the content scrolls to the top). Memoized: a hidden
 * pane's props do not change when another tab is shown.
 */
const Pane = memo(function Pane({ active, instance }: { active: boolean; instance: Instance }) {
  const box = useRef<HTMLDivElement>(null);
  const saved = useRef(0);
  const shownKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !active) return;
    const key = instance.location.key;
    el.scrollTop = shownKey.current === key ? saved.current : 0;
    shownKey.current = key;
  }, [active, instance.location.key]);
  return (
    <div
      ref={box}
      className="console-pane"
      data-pane={instance.location.pathname}
      hidden={!active}
      onScroll={(e) => (saved.current = e.currentTarget.scrollTop)}
      style={{ height: '100%', overflow: 'auto', padding: 16 }}
    >
      <Activity mode={active ? 'visible' : 'hidden'}>
        <PaneRoutes location={instance.location} />
      </Activity>
    </div>
  );
});

/**
 * The shell's content: every visited, cached screen stays mounted in a hidden React <Activity> (its filters,
 * scroll and unsaved input survive switching); a screen marked not cached remounts on each visit. Closing a tab
 * unmounts it.
 */
export function KeepAliveHost() {
  const location = useLocation();
  const tabs = useTabs((s) => s.tabs);
  const visit = useTabs((s) => s.visit);
  const instances = useRef(new Map<string, Instance>());
  const clock = useRef(0);

  const path = tabPathOf(location.pathname);
  const meta = findRoute(path);

  // The active tab follows the address bar (derived during render: idempotent). Coming back to a tab at the
  // address it was left at (its tab, the menu) keeps the pane's location: nothing in the screen re-renders, it is
  // only shown again, with its scroll; a new address in the tab is a new page of it (rendered, scrolled to the top).
  const current = instances.current.get(path);
  if (!current || !sameAddress(current.location, location)) instances.current.set(path, { location, lastActive: ++clock.current });

  // Open the tab (or update its address) for what is on screen.
  useEffect(() => {
    if (meta) visit({ path, fullPath: location.pathname === '/' ? path + location.search : location.pathname + location.search, title: routeTitle(meta, location.search) });
  }, [meta, path, location.pathname, location.search, visit]);

  // Drop what is no longer kept: closed tabs, not-cached screens left behind (they mount afresh on the next
  // visit), the least recently used beyond the cap.
  const open = new Set(tabs.map((tab) => tab.path));
  for (const [key, inst] of instances.current) {
    const keep = key === path || (open.has(key) && findRoute(key)?.cache !== false);
    if (!keep) instances.current.delete(key);
    else inst.lastActive = key === path ? clock.current : inst.lastActive;
  }
  const hidden = [...instances.current.entries()].filter(([key]) => key !== path).sort((a, b) => a[1].lastActive - b[1].lastActive);
  while (hidden.length > MAX_KEPT_ALIVE - 1) instances.current.delete(hidden.shift()![0]);

  return (
    <div style={{ height: '100%', position: 'relative' }}>
      {[...instances.current.entries()].map(([key, inst]) => (
        <Pane key={key} active={key === path} instance={inst} />
      ))}
    </div>
  );
}
