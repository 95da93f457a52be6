import { Menu } from 'antd';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { reportUsage } from '@/api/http';
import { activeMenuFor } from '@/lib/menuActive';
import { SESSION_KEYS, writeString } from '@/lib/storage';
import { useSession } from '@/stores/session';
import { HOME_PATH } from '@/stores/tabs';
import { findEntry, toMenuItems } from './menuItems';
import { useIdleValue } from './useIdleValue';
import { useRouterNavigate } from './useRouterNavigate';

/** The side menu from the login menu, marking the screen shown; `collapsed`: icons only. */
export default function SideMenu({ collapsed }: { collapsed: boolean }) {
  const navigate = useRouterNavigate();
  const location = useLocation();
  const menu = useSession((s) => s.menu);
  const theme = useSession((s) => s.theme);

  // §2 menu helper: the top item holding this page is active, the page the default active entry (session keys).
  const current = location.pathname === '/' ? HOME_PATH : location.pathname;
  const active = useMemo(() => activeMenuFor(current, menu), [current, menu]);
  useEffect(() => {
    if (!active) return;
    writeString('session', SESSION_KEYS.menuIsActive, active.menuIsActive);
    writeString('session', SESSION_KEYS.defaultActive, active.defaultActive);
  }, [active]);

  const items = useMemo(() => toMenuItems(menu), [menu]);
  // The menu follows the screen once the screen is painted and the browser is idle: switching tabs shows the screen
  // first, without waiting for the whole menu to render again (tab switch budget).
  const menuCurrent = useIdleValue(current, current);
  const openKeys = useMemo(() => findEntry(menu, menuCurrent)?.parents ?? [], [menu, menuCurrent]);

  const onMenuClick = useCallback(
    ({ key }: { key: string }) => {
      const found = findEntry(menu, key);
      if (!found?.entry.url) return;
      reportUsage(found.entry.permissionCode);
      void navigate(found.entry.url);
    },
    [menu, navigate],
  );
  return useMemo(
    () => (
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        theme={theme}
        items={items}
        selectedKeys={[menuCurrent]}
        defaultOpenKeys={openKeys}
        key={openKeys.join('|')}
        onClick={onMenuClick}
      />
    ),
    [collapsed, theme, items, menuCurrent, openKeys, onMenuClick],
  );
}
