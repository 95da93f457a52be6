import { lazy, type ComponentType, type ReactNode } from 'react';
import { loadedModule, remembering } from '@/lib/modules';
import { HOME_PATH, tabPathOf } from '@/stores/tabs';

/** antd's providers for the screens in tabs (./PaneAntd). */
export const loadPaneAntd = remembering(() => import('./PaneAntd'));
const LazyPaneAntd = lazy(loadPaneAntd);

/** The dashboard (the home tab) is drawn without antd: the first screen after sign-in is painted before antd loads. */
export function drawnWithoutAntd(path: string): boolean {
  return tabPathOf(path) === HOME_PATH;
}

/**
 * The providers' component: itself once loaded (the guard waits for it before a screen other than the dashboard is
 * shown, so the screen is drawn with its tab, not after a loading placeholder), else a lazy one. A pane takes it
 * once, so its component never changes under the screen.
 */
export function paneAntdComponent(): ComponentType<{ layer: HTMLElement; children: ReactNode }> {
  return loadedModule(loadPaneAntd)?.default ?? LazyPaneAntd;
}
