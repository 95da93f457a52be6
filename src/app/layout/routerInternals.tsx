/**
 * The three react-router internals the shell relies on, behind one module (docs/architecture.md "Shell"): react-router
 * has no supported API for them. tests/unit/shell/routerInternals.test.tsx fails when a router upgrade changes them.
 *
 * - A kept-alive pane renders its screen against the location it was opened at, not the router's current one
 *   (`PinnedLocation`): the router's location and route contexts are replaced for its subtree, so a navigation
 *   elsewhere re-renders nothing in a hidden pane (~30 ms tab switches). `<Routes location>` alone would still
 *   subscribe every hook in the pane to the router's location.
 * - The frame (header, menu, tabs) navigates with the data router itself (`useRouter`): `useNavigate` subscribes its
 *   component to the route context, which changes on every navigation.
 */
import { useContext, useMemo, type ContextType, type ReactNode } from 'react';
import {
  NavigationType, UNSAFE_DataRouterContext as DataRouterContext, UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext, type Location,
} from 'react-router-dom';

/** What a top-level <Routes> sees as its parent route: none (the shell's splat route matches from `/`). */
const TOP_ROUTE: ContextType<typeof RouteContext> = { outlet: null, matches: [], isDataRoute: false };

/** Its children see `location` as the current location (a pop, not a new navigation) and no parent route. */
export function PinnedLocation({ location, children }: { location: Location; children: ReactNode }) {
  const pinned = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  return (
    <LocationContext.Provider value={pinned}>
      <RouteContext.Provider value={TOP_ROUTE}>{children}</RouteContext.Provider>
    </LocationContext.Provider>
  );
}

/** The data router itself, for reading where it is at the time of an event (it never changes, so nothing re-renders). */
export function useRouter() {
  const context = useContext(DataRouterContext);
  if (!context) throw new Error('useRouter outside the data router');
  return context.router;
}
