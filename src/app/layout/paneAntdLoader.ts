import { lazy, type ComponentType, type ReactNode } from 'react';

type PaneAntdComponent = ComponentType<{ layer: HTMLElement; children: ReactNode }>;

let loaded: PaneAntdComponent | null = null;
const LazyPaneAntd = lazy(() => import('./PaneAntd'));

/** Loads antd's providers for the screens in tabs (./PaneAntd); never fails (a failure shows when one renders). */
export function loadPaneAntd(): Promise<void> {
  return import('./PaneAntd').then(
    (m) => {
      loaded = m.default;
    },
    () => {},
  );
}

/**
 * The providers' component: itself once loaded (the guard waits for it before a screen other than the dashboard is
 * shown, so the screen is drawn with its tab, not after a loading placeholder), else a lazy one. A pane takes it
 * once, so its component never changes under the screen.
 */
export function paneAntdComponent(): PaneAntdComponent {
  return loaded ?? LazyPaneAntd;
}
