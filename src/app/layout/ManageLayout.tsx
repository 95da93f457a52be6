import { BellOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Layout, Popconfirm, theme as antTheme, Tooltip } from 'antd';
import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Outlet } from 'react-router-dom';
import { fetchCurrentSession, logout } from '@/api/auth';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { RouteSearchButton } from '@/components/routeSearchOpen';
import { useT } from '@/i18n/react';
import { useSession } from '@/stores/session';
import { AntdRoot, StaticStyles } from '../AntdRoot';
import { hasPermission, permissionOf } from '../routes/guard';
import { findRoute, routeTable } from '../routes/table';
import type { RouteMeta } from '../routes/types';
import { LazyRouteSearch } from './LazyRouteSearch';
import { TabsBar } from './TabsBar';
import { useIdleValue } from './useIdleValue';
import { useRouterNavigate } from './useRouterNavigate';

/**
 * Screens the route search offers: those that open on their own — not `/` (same as `/Manage`), nor detail, edit
 * and row screens, which need a record chosen in their list first.
 */
/** The side menu: its code (antd's Menu) is loaded once the shell's first render is painted (Shell's `ready`). */
const SideMenu = lazy(() => import('./SideMenu'));

const searchable = routeTable.filter((r) => !r.public && r.path !== '/' && !r.parent && !r.rowQuery);

/**
 * The `/` and `/Manage` shell, with antd's providers (locale, theme): the sign-in page loads no antd, the shell does.
 * Memoized: the router renders its route element again on every navigation, and nothing here depends on it.
 */
const ManageLayout = memo(function ManageLayout() {
  return (
    <AntdRoot>
      <Shell />
    </AntdRoot>
  );
});
export default ManageLayout;

/** A tooltip once the shell's first render is painted (see Shell's `ready`); before, the bare control. */
function LaterTooltip({ ready, title, children }: { ready: boolean; title: string; children: ReactElement }) {
  return ready ? <Tooltip title={title}>{children}</Tooltip> : children;
}

/**
 * Header (user, company, language, sign-out), side menu from the login menu, content. It does not follow the
 * location itself (memoized, the router's stable navigate): a tab switch renders again only the menu, the tabs
 * and the content host, which do.
 */
const Shell = memo(function Shell() {
  const t = useT();
  const navigate = useRouterNavigate();
  const { user, refresh, signOut, pushMessageCount, theme, setTheme, permissions } = useSession();
  const canOpen = useMemo(() => (meta: RouteMeta) => hasPermission(permissionOf(meta, findRoute), permissions), [permissions]);
  const { token } = antTheme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const sessionChecked = useRef(false);
  // False for the first render, true once it is painted and the browser idle: the side menu and the header's
  // tooltips come then, so the first commit (the screen the user came for) carries neither their rendering nor the
  // styles antd generates for them at run time (some 70 KB), and is painted sooner.
  const ready = useIdleValue(true, false);

  // Once when the shell opens: the server's view of the session (a 401 sends the user to sign in, §8).
  useEffect(() => {
    if (sessionChecked.current) return;
    sessionChecked.current = true;
    void fetchCurrentSession().then((r) => r.ok && refresh(r.data));
  }, [refresh]);

  const signOutNow = async () => {
    await logout();
    signOut();
    void navigate('/Login', { replace: true });
  };

  const companyName = user?.company.companyName ?? user?.company.providerName ?? '';

  return (
    <StaticStyles>
    <Layout style={{ height: '100%' }}>
      <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={232} theme={theme} style={{ borderRight: '1px solid rgba(128,128,128,0.15)', overflow: 'auto' }}>
        <Flex align="center" gap={8} style={{ height: 56, padding: '0 20px' }}>
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={24} height={24} />
          {!collapsed && (
            <strong style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: token.colorText }}>{t('app.title')}</strong>
          )}
        </Flex>
        <nav aria-label={t('shell.menu')}>
          {ready && (
            <Suspense fallback={null}>
              <SideMenu />
            </Suspense>
          )}
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: 'transparent', height: 56, lineHeight: '56px', padding: '0 16px', borderBottom: '1px solid rgba(128,128,128,0.15)' }}>
          <Flex align="center" justify="space-between" style={{ height: '100%' }}>
            <Button type="text" aria-label={t('shell.menu')} icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={() => setCollapsed(!collapsed)} />
            <Flex align="center" gap={16}>
              <RouteSearchButton />
              <span title={t('shell.company')} style={{ color: token.colorTextSecondary }}>
                {companyName}
              </span>
              <strong data-testid="user-name" style={{ color: token.colorText }}>
                {user?.staffName}
              </strong>
              <LaterTooltip ready={ready} title={t('shell.messages')}>
                <Badge count={pushMessageCount} size="small" overflowCount={99}>
                  <Button type="text" icon={<BellOutlined />} aria-label={t('shell.messages')} onClick={() => void navigate('/messageList')} />
                </Badge>
              </LaterTooltip>
              <LaterTooltip ready={ready} title={`${t('shell.theme')}: ${theme === 'dark' ? t('shell.theme.dark') : t('shell.theme.light')}`}>
                <Button
                  type="text"
                  aria-label={t('shell.theme')}
                  aria-pressed={theme === 'dark'}
                  icon={theme === 'dark' ? <MoonOutlined /> : <SunOutlined />}
                  onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
                />
              </LaterTooltip>
              <LanguageSwitch />
              <Popconfirm title={t('auth.logoutConfirm')} onConfirm={signOutNow}>
                <Button icon={<LogoutOutlined />}>{t('auth.logout')}</Button>
              </Popconfirm>
            </Flex>
          </Flex>
        </Layout.Header>
        <TabsBar />
        <LazyRouteSearch routes={searchable} canOpen={canOpen} onOpen={(path) => void navigate(path)} />
        <Layout.Content style={{ overflow: 'hidden', minHeight: 0 }} id="main-content" role="main">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
    </StaticStyles>
  );
});
