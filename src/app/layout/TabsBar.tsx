import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal, Tabs } from 'antd';
import { memo, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { afterPaint } from '@/lib/timing';
import { firstMenuPath, HOME_PATH, switchingFrom, tabPathOf, useTabs } from '@/stores/tabs';
import { hasUnsaved, useUnsaved } from '@/stores/unsaved';
import { useRouter } from './useRouterNavigate';

/**
 * The open screens as tabs: click to switch (its last address), close with ×; home cannot be closed. The tab
 * shown is the one just clicked (while its navigation is under way) or else the address bar's.
 */
export function TabsBar() {
  const location = useLocation();
  const switching = useTabs((s) => s.switching);
  return <TabStrip shown={switchingFrom(switching, location.key) ?? tabPathOf(location.pathname)} />;
}

/**
 * Memoized on the tab shown: the navigation that follows a tab click (address bar, then the end of the switch)
 * does not render antd's Tabs again, which would measure every tab again before the next frame.
 */
const TabStrip = memo(function TabStrip({ shown }: { shown: string }) {
  const t = useT();
  const lang = useLang();
  const router = useRouter();
  const { tabs, close, closeOthers, closeAll, switchTo } = useTabs();
  const forgetUnsaved = useUnsaved((s) => s.forget);
  /** The screen at the address bar now (the tab shown may be one whose navigation is still under way). */
  const atAddress = () => tabPathOf(router.state.location.pathname);

  const [modal, modalHolder] = Modal.useModal();

  const closeTab = (path: string) => {
    const closeNow = () => {
      forgetUnsaved(path);
      close(path);
      // §2 close-tab helper: back to the first stored horizontal-menu path (default /Manage).
      if (path === shown || path === atAddress()) void router.navigate(firstMenuPath());
    };
    // A tab holding a changed form asks first (src/stores/unsaved.ts).
    if (!hasUnsaved(path)) return closeNow();
    modal.confirm({ title: t('leave.title'), okText: t('leave.ok'), cancelText: t('leave.stay'), onOk: closeNow });
  };

  const items = useMemo(() => tabs.map((tab) => ({ key: tab.path, label: pick(tab.title, lang), closable: tab.path !== HOME_PATH })), [tabs, lang]);

  // The menu button sits beside the tab list, not inside it: a tablist may hold only tabs (ARIA).
  return (
    <div style={{ display: 'flex', alignItems: 'center' }}>
      <Tabs
        style={{ flex: 1, minWidth: 0 }}
        type="editable-card"
        size="small"
        hideAdd
        activeKey={shown}
        // A kept-alive tab is shown at once (switchTo); its navigation (guard, address bar) starts once that frame
        // is painted. On every click, not only on a change of the tab shown: while a slow navigation is still under
        // way, a click on the tab at the address must still go there (the address bar is the truth).
        onTabClick={(key) => {
          const { location, navigation } = router.state;
          if (key === tabPathOf(location.pathname) && key === shown && navigation.state === 'idle') return;
          switchTo(key, location.key);
          const to = tabs.find((tab) => tab.path === key)?.fullPath ?? key;
          afterPaint(() => void router.navigate(to));
        }}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && closeTab(key)}
        items={items}
        tabBarStyle={{ margin: 0 }}
      />
      <Dropdown
        menu={{
          items: [
            { key: 'others', label: t('shell.tabs.closeOthers'), icon: <CloseOutlined /> },
            { key: 'all', label: t('shell.tabs.closeAll') },
          ],
          onClick: ({ key }) => {
            if (key === 'others') closeOthers(atAddress());
            else {
              closeAll();
              void router.navigate(HOME_PATH);
            }
          },
        }}
      >
        <Button size="small" type="text" icon={<DownOutlined />} aria-label={t('shell.tabs.more')} />
      </Dropdown>
      {modalHolder}
    </div>
  );
});
