import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs } from 'antd';
import { useLocation } from 'react-router-dom';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { firstMenuPath, HOME_PATH, tabPathOf, useTabs } from '@/stores/tabs';
import { useRouterNavigate } from './useRouterNavigate';

/** The open screens as tabs: click to switch (its last address), close with ×; home cannot be closed. */
export function TabsBar() {
  const t = useT();
  const lang = useLang();
  const navigate = useRouterNavigate();
  const location = useLocation();
  const { tabs, close, closeOthers, closeAll } = useTabs();
  const active = tabPathOf(location.pathname);

  const closeTab = (path: string) => {
    close(path);
    // §2 close-tab helper: back to the first stored horizontal-menu path (default /Manage).
    if (path === active) void navigate(firstMenuPath());
  };

  // The menu button sits beside the tab list, not inside it: a tablist may hold only tabs (ARIA).
  return (
    <div style={{ display: 'flex', alignItems: 'center' }}>
    <Tabs
      style={{ flex: 1, minWidth: 0 }}
      type="editable-card"
      size="small"
      hideAdd
      activeKey={active}
      // On every click, not only on a change of the shown tab: while a slow navigation is still being drawn the
      // screen shows the old tab as active, and a click on it must still go there (the address bar is the truth).
      onTabClick={(key) => {
        const to = tabs.find((tab) => tab.path === key)?.fullPath ?? key;
        if (key !== active || tabPathOf(window.location.pathname) !== key) void navigate(to);
      }}
      onEdit={(key, action) => action === 'remove' && typeof key === 'string' && closeTab(key)}
      items={tabs.map((tab) => ({ key: tab.path, label: pick(tab.title, lang), closable: tab.path !== HOME_PATH }))}
      tabBarStyle={{ margin: 0 }}
    />
        <Dropdown
          menu={{
            items: [
              { key: 'others', label: t('shell.tabs.closeOthers'), icon: <CloseOutlined /> },
              { key: 'all', label: t('shell.tabs.closeAll') },
            ],
            onClick: ({ key }) => {
              if (key === 'others') closeOthers(active);
              else {
                closeAll();
                void navigate(HOME_PATH);
              }
            },
          }}
        >
          <Button size="small" type="text" icon={<DownOutlined />} aria-label={t('shell.tabs.more')} />
        </Dropdown>
    </div>
  );
}
