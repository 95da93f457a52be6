import { ConfigProvider } from 'antd';
import { useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { STATIC_STYLE_THEME } from '../antdTheme';

/**
 * Where a tab's antd pop-ups go (dialogs, drawers, dropdowns, date pickers, tooltips, confirmations): a layer of
 * their own at the end of the page, hidden with the tab. A hidden tab stays mounted as it is, so a dialog or an open
 * dropdown of its screen is still there; in its tab's layer it disappears with the tab and comes back with it,
 * where it was. The layer sits where antd would put them (the body), so they are placed and stacked as usual.
 */
export function usePopupLayer(active: boolean): HTMLElement {
  const [layer] = useState(() => {
    const el = document.createElement('div');
    el.className = 'console-pane-popups';
    return el;
  });
  useLayoutEffect(() => {
    document.body.appendChild(layer);
    return () => layer.remove();
  }, [layer]);
  useLayoutEffect(() => {
    layer.hidden = !active;
  }, [layer, active]);
  return layer;
}

/**
 * Puts the antd pop-ups of `children` in `layer` (see usePopupLayer). `runtimeStyles`: antd generates the styles of
 * the components in `children` at run time (a screen uses any component), which the shell's frame around it does not
 * (<StaticStyles>, src/app/AntdRoot.tsx).
 */
export function PopupsIn({ layer, runtimeStyles, children }: { layer: HTMLElement; runtimeStyles: boolean; children: ReactNode }) {
  const container = useCallback(() => layer, [layer]);
  return (
    <ConfigProvider getPopupContainer={container} theme={runtimeStyles ? STATIC_STYLE_THEME.on : undefined}>
      {children}
    </ConfigProvider>
  );
}
