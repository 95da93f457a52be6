import { useLayoutEffect, useState } from 'react';

/**
 * Where a tab's antd pop-ups go (dialogs, drawers, dropdowns, date pickers, tooltips, confirmations): a layer of
 * their own at the end of the page, hidden with the tab. A hidden tab stays mounted as it is, so a dialog or an open
 * dropdown of its screen is still there; in its tab's layer it disappears with the tab and comes back with it,
 * where it was. The layer sits where antd would put them (the body), so they are placed and stacked as usual.
 * The pane's antd providers send them there (./PaneAntd).
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
