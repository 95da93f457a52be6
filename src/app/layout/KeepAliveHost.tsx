import { Component, lazy, memo, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import { Routes, useLocation, type Location } from 'react-router-dom';
import { createPaneActivity, PaneActivityContext } from '@/components/paneActivity';
import { PlainLoading } from '@/components/PlainLoading';
import { MAX_TABS, switchingFrom, tabPathOf, useTabs } from '@/stores/tabs';
import { hasUnsaved } from '@/stores/unsaved';
import { findRoute, routeTitle } from '../routes/table';
import { drawnWithoutAntd, paneAntdComponent } from './paneAntdLoader';
import { usePopupLayer } from './PanePopups';
import { PinnedLocation } from './routerInternals';
import { screenRoutesFor } from './screens';

/** Loaded only when a screen fails (antd's Result and its pictures cost the shell's first load nothing). */
const ScreenError = lazy(() => import('../pages/RouteError').then((m) => ({ default: m.ScreenError })));

function sameAddress(a: Location, b: Location): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;
}

/**
 * Beyond this many kept-alive screens, the least recently used hidden one is unmounted: as many as tabs may be open
 * (the tabs' own cap closes the least recently shown tab first), so each open tab's screen stays alive.
 */
export const MAX_KEPT_ALIVE = MAX_TABS;

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
        <ScreenError />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}

/**
 * antd's providers around a tab's screen (./PaneAntd), except the dashboard's: it is drawn without antd, so the
 * first screen after sign-in is painted before antd is loaded. Taken once per pane (its component never changes).
 */
function PaneProviders({ plain, popups, children }: { plain: boolean; popups: HTMLElement; children: ReactNode }) {
  const [Providers] = useState(() => (plain ? null : paneAntdComponent()));
  if (!Providers) return children;
  return (
    <Suspense fallback={<PlainLoading />}>
      <Providers layer={popups}>{children}</Providers>
    </Suspense>
  );
}

/**
 * A tab's routes against its pinned location, its antd pop-ups in the tab's own layer. The router's location and
 * route contexts are replaced by the pane's own (stable while the pane's address does not change), so a navigation
 * elsewhere re-renders nothing in this pane, and neither does hiding or showing it. Memoized for the same reason.
 */
const PaneRoutes = memo(function PaneRoutes({ location, popups }: { location: Location; popups: HTMLElement }) {
  const routes = useMemo(() => screenRoutesFor(location.pathname), [location.pathname]);
  return (
    <PinnedLocation location={location}>
      <PaneProviders plain={drawnWithoutAntd(location.pathname)} popups={popups}>
        <PaneBoundary>
          <Suspense fallback={<PlainLoading />}>
            <Routes location={location}>{routes}</Routes>
          </Suspense>
        </PaneBoundary>
      </PaneProviders>
    </PinnedLocation>
  );
});

const SHOWN: CSSProperties = { height: '100%', overflow: 'auto', padding: 16 };
/**
 * A hidden pane keeps its layout (content-visibility: hidden keeps the rendering state of what it skips, though not
 * the pane's own scroll offset: Pane puts it back): showing it again is a paint, not a style and layout pass over
 * the whole screen, and nothing in it sees a size change (antd's tables and overflow lists re-measure and re-render
 * on one). `hidden` still marks it for assistive technology and tests; pointer-events keeps its empty box (laid over
 * the pane shown) out of hit testing. Not `visibility: hidden`: showing would change an inherited, animatable
 * property of every element in the screen, restyling them all and starting a CSS transition on each one that has
 * `transition: all` (most antd controls): ~20 ms of a tab switch on a list screen.
 */
const HIDDEN: CSSProperties = { ...SHOWN, display: 'block', position: 'absolute', inset: 0, contentVisibility: 'hidden', pointerEvents: 'none' };

/**
 * One tab's screen. It is its own scroll container: a kept-alive tab comes back where it was scrolled, a new URL
 * in the tab starts at the top (§2: after each navigation the content scrolls to the top). Memoized: a hidden
 * pane's props do not change when another tab is shown. The screen stays mounted as it is while hidden (Effects
 * included); what must run again when it is shown uses `useActiveEffect`.
 */
const Pane = memo(function Pane({ active, instance }: { active: boolean; instance: Instance }) {
  const box = useRef<HTMLDivElement>(null);
  const saved = useRef(0);
  const shownKey = useRef(instance.location.key);
  const [activity] = useState(() => createPaneActivity(active, findRoute(instance.location.pathname)?.cache !== false));
  const popups = usePopupLayer(active);
  // A hidden pane's scroll offset does not survive (its content is skipped, so it has nothing to scroll): it is put
  // back when shown. Only a scrolled or new page touches it (that forces a layout before the paint).
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !active) return;
    const key = instance.location.key;
    const top = shownKey.current === key ? saved.current : 0;
    if (top > 0 || shownKey.current !== key) el.scrollTop = top;
    shownKey.current = key;
  }, [active, instance.location.key]);
  useEffect(() => activity.set(active), [activity, active]);
  return (
    <div
      ref={box}
      className="console-pane"
      data-pane={instance.location.pathname}
      hidden={!active}
      onScroll={(e) => active && (saved.current = e.currentTarget.scrollTop)}
      style={active ? SHOWN : HIDDEN}
    >
      <PaneActivityContext.Provider value={activity}>
        <PaneRoutes location={instance.location} popups={popups} />
      </PaneActivityContext.Provider>
    </div>
  );
});

/**
 * The shell's content: every visited, cached screen stays mounted in a hidden pane (its filters, scroll and
 * unsaved input survive switching); a screen marked not cached remounts on each visit. Closing a tab
 * unmounts it.
 */
export function KeepAliveHost() {
  const location = useLocation();
  const tabs = useTabs((s) => s.tabs);
  const visit = useTabs((s) => s.visit);
  const switching = useTabs((s) => s.switching);
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
  // A screen holding a form with changes not saved is never the one dropped (its tab stays open too: src/stores/tabs.ts).
  const hidden = [...instances.current.entries()].filter(([key]) => key !== path && !hasUnsaved(key)).sort((a, b) => a[1].lastActive - b[1].lastActive);
  while (hidden.length > MAX_KEPT_ALIVE - 1) instances.current.delete(hidden.shift()![0]);

  // A tab just clicked is shown at once when its screen is kept alive, as it was left (the navigation that follows
  // finds it at the same address and changes nothing in it); anything else waits for its navigation.
  const clicked = switchingFrom(switching, location.key);
  const shown = clicked !== null && instances.current.has(clicked) ? clicked : path;

  return (
    <div style={{ height: '100%', position: 'relative' }}>
      {[...instances.current.entries()].map(([key, inst]) => (
        <Pane key={key} active={key === shown} instance={inst} />
      ))}
    </div>
  );
}
