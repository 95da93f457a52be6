import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal, Tabs } from 'antd';
import { memo, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { afterPaint } from '@/lib/timing';
import { firstMenuPath, HOME_PATH, switchingFrom, tabPathOf, useTabs } from '@/stores/tabs';
import { hasUnsaved, useUnsaved } from '@/stores/unsaved';
import { useRouter } from './useRouterNavigate';

/**
 * The open screens as tabs: click to switch (its last address), close with ×; home cannot be closed. The tab
 * shown is the one just clicked (while its navigation is under way) or else the address bar's. A tab's context menu
 * (right click, or the context-menu key / Shift+F10 on a focused tab) closes it, the others, those to its right or
 * all; the menu button beside the tabs offers the same for the tab shown (docs/architecture.md "Shell" → "Tabs").
 */
export function TabsBar() {
  const location = useLocation();
  const switching = useTabs((s) => s.switching);
  return <TabStrip shown={switchingFrom(switching, location.key) ?? tabPathOf(location.pathname)} />;
}

type TabCommand = 'close' | 'others' | 'right' | 'all';

/**
 * Memoized on the tab shown: the navigation that follows a tab click (address bar, then the end of the switch)
 * does not render antd's Tabs again, which would measure every tab again before the next frame.
 */
const TabStrip = memo(function TabStrip({ shown }: { shown: string }) {
  const t = useT();
  const lang = useLang();
  const router = useRouter();
  const { tabs, close, closeOthers, closeRight, closeAll, switchTo } = useTabs();
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

  /** A command of a tab's menu on the tab `path`: when the screen shown is closed, the tab `path` (or home) is shown. */
  const run = (command: TabCommand, path: string) => {
    if (command === 'close') return closeTab(path);
    const at = tabs.findIndex((tab) => tab.path === path);
    const closing = tabs.filter((tab, i) => tab.path !== HOME_PATH && (command === 'all' || (command === 'others' ? tab.path !== path : i > at)));
    const closeNow = () => {
      const here = atAddress();
      for (const tab of closing) forgetUnsaved(tab.path);
      if (command === 'others') closeOthers(path);
      else if (command === 'right') closeRight(path);
      else closeAll();
      const left = useTabs.getState().tabs.find((tab) => tab.path === here);
      if (!left) void router.navigate(command === 'all' ? HOME_PATH : (useTabs.getState().tabs.find((tab) => tab.path === path)?.fullPath ?? HOME_PATH));
    };
    // Closing a tab that holds a changed form asks first, as closing it alone does.
    if (!closing.some((tab) => hasUnsaved(tab.path))) return closeNow();
    modal.confirm({ title: t('leave.title'), okText: t('leave.ok'), cancelText: t('leave.stay'), onOk: closeNow });
  };

  /** The commands that would close something for the tab `path` (the others disabled). */
  const commands = (path: string) => {
    const at = tabs.findIndex((tab) => tab.path === path);
    return [
      { key: 'close', label: t('shell.tabs.close'), disabled: path === HOME_PATH },
      { key: 'others', label: t('shell.tabs.closeOthers'), disabled: tabs.every((tab) => tab.path === path || tab.path === HOME_PATH) },
      { key: 'right', label: t('shell.tabs.closeRight'), disabled: at < 0 || at === tabs.length - 1 },
      { key: 'all', label: t('shell.tabs.closeAll'), disabled: tabs.length < 2 },
    ];
  };

  const items = useMemo(() => tabs.map((tab) => ({ key: tab.path, label: pick(tab.title, lang), closable: tab.path !== HOME_PATH })), [tabs, lang]);

  // The tab whose context menu is open: the one the contextmenu event came from (a right click, or the context-menu
  // key / Shift+F10 on a focused tab), else the tab shown.
  const [menuFor, setMenuFor] = useState(shown);
  const onContextMenuCapture = (e: React.MouseEvent) => setMenuFor((e.target as HTMLElement).closest('[data-node-key]')?.getAttribute('data-node-key') ?? shown);

  // The menu button sits beside the tab list, not inside it: a tablist may hold only tabs (ARIA).
  return (
    <div style={{ display: 'flex', alignItems: 'center' }}>
      <Dropdown trigger={['contextMenu']} menu={{ items: commands(menuFor), onClick: ({ key }) => run(key as TabCommand, menuFor) }}>
        <div style={{ flex: 1, minWidth: 0 }} onContextMenuCapture={onContextMenuCapture}>
          <Tabs
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
        </div>
      </Dropdown>
      {/* Opened by a click, so by Enter or Space too: the keyboard's way to the tab commands. */}
      <Dropdown trigger={['click']} autoFocus menu={{ items: commands(shown), onClick: ({ key }) => run(key as TabCommand, shown) }}>
        <Button size="small" type="text" icon={<DownOutlined />} aria-label={t('shell.tabs.more')} />
      </Dropdown>
      {modalHolder}
    </div>
  );
});
