/**
 * Whether the keep-alive tab holding a component is the one shown (DESIGN "Keep-alive tabs").
 *
 * A hidden tab's screen stays mounted as it is, Effects and all: showing it again re-runs nothing and re-measures
 * nothing, so a tab switch only paints. Work that must happen each time a screen is shown again (the dashboard's
 * to-do calls, an entity screen's queries loading again when stale: components/entity/data.ts) uses
 * `useActiveEffect`: an Effect that also runs when the tab is shown again, and is cleaned up when it is hidden.
 * Outside a tab (the sign-in page, tests rendering a screen alone) a component counts as always shown.
 */
import { createContext, useContext, useEffect, type DependencyList, type EffectCallback } from 'react';

export interface PaneActivity {
  isActive(): boolean;
  /** Whether the tab's screen stays mounted while another is shown (false: a screen marked not cached, a form). */
  readonly keptAlive: boolean;
  /** Called with the new state each time the tab is shown or hidden; returns the unsubscribe function. */
  subscribe(listener: (active: boolean) => void): () => void;
}

/** A tab's activity, set by the tab host. */
export interface PaneActivitySource extends PaneActivity {
  set(active: boolean): void;
}

export function createPaneActivity(active: boolean, keptAlive = true): PaneActivitySource {
  const listeners = new Set<(active: boolean) => void>();
  return {
    isActive: () => active,
    keptAlive,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === active) return;
      active = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}

const ALWAYS_SHOWN: PaneActivity = { isActive: () => true, keptAlive: false, subscribe: () => () => {} };

export const PaneActivityContext = createContext<PaneActivity>(ALWAYS_SHOWN);

/** Whether a component stays mounted when another screen is shown (a cached tab's screen), not on its own. */
export const inKeptAliveTab = (pane: PaneActivity): boolean => pane.keptAlive;

/**
 * `useEffect` for a screen in a keep-alive tab: runs (after mount and when `deps` change) only while the tab is
 * shown, runs again each time the tab is shown again, and is cleaned up when the tab is hidden. Components using
 * it do not re-render when their tab is shown or hidden.
 */
export function useActiveEffect(effect: EffectCallback, deps: DependencyList): void {
  const pane = useContext(PaneActivityContext);
  useEffect(() => {
    let cleanup = pane.isActive() ? effect() : undefined;
    const off = pane.subscribe((active) => {
      cleanup?.();
      cleanup = active ? effect() : undefined;
    });
    return () => {
      off();
      cleanup?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, checked at its call (additionalHooks in the lint configuration)
  }, [pane, ...deps]);
}
