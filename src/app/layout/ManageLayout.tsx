import { BellOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Outlet } from 'react-router-dom';
import { fetchCurrentSession, logout } from '@/api/auth';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { RouteSearchButton } from '@/components/routeSearchOpen';
import { useT } from '@/i18n/react';
import { useSession } from '@/stores/session';
import { hasPermission, permissionOf } from '../routes/guard';
import { findRoute, routeTable } from '../routes/table';
import type { RouteMeta } from '../routes/types';
import { LazyRouteSearch } from './LazyRouteSearch';
import { useIdleValue } from './useIdleValue';
import { useRouterNavigate } from './useRouterNavigate';
import './shell.css';

/**
 * The frame's antd widgets (./ShellAntd, one chunk with the antd they use), loaded once the frame and its first
 * screen are painted (Shell's `ready`).
 */
const shellAntd = () => import('./ShellAntd');
const ShellMenu = lazy(() => shellAntd().then((m) => ({ default: m.ShellMenu })));
const ShellTabs = lazy(() => shellAntd().then((m) => ({ default: m.ShellTabs })));
const ShellTooltip = lazy(() => shellAntd().then((m) => ({ default: m.ShellTooltip })));
const ShellConfirm = lazy(() => shellAntd().then((m) => ({ default: m.ShellConfirm })));

/**
 * Screens the route search offers: those that open on their own — not `/` (same as `/Manage`), nor detail, edit
 * and row screens, which need a record chosen in their list first.
 */
const searchable = routeTable.filter((r) => !r.public && r.path !== '/' && !r.parent && !r.rowQuery);

/**
 * The `/` and `/Manage` shell. Drawn without antd (./shell.css), like the sign-in page: the first screen after
 * sign-in (the dashboard, also drawn without antd) is painted before antd is loaded. The frame's antd widgets come
 * after (./ShellAntd), and every other screen is drawn with antd's providers around it (./KeepAliveHost).
 * Memoized: the router renders its route element again on every navigation, and nothing here depends on it.
 */
const ManageLayout = memo(function ManageLayout() {
  return <Shell />;
});
export default ManageLayout;

/** A tooltip once the frame's first render is painted (see Shell's `ready`); before, the bare control. */
function LaterTooltip({ ready, title, children }: { ready: boolean; title: string; children: ReactElement }) {
  return ready ? (
    <Suspense fallback={children}>
      <ShellTooltip title={title}>{children}</ShellTooltip>
    </Suspense>
  ) : (
    children
  );
}

/**
 * Sign-out, confirmed first (antd's Popconfirm once the frame's first render is painted). Used before that, the
 * confirmation is loaded at once and opens as it arrives.
 */
function SignOut({ ready, onConfirm }: { ready: boolean; onConfirm: () => void }) {
  const t = useT();
  const [asked, setAsked] = useState(false);
  // Until the confirmation is there, a click asks for it (it opens as it arrives); then the confirmation handles it.
  const button = (onClick?: () => void) => (
    <button type="button" className="plain-button" onClick={onClick}>
      <LogoutOutlined />
      {t('auth.logout')}
    </button>
  );
  const asking = button(() => setAsked(true));
  return ready || asked ? (
    <Suspense fallback={asking}>
      <ShellConfirm title={t('auth.logoutConfirm')} onConfirm={onConfirm} defaultOpen={asked}>
        {button()}
      </ShellConfirm>
    </Suspense>
  ) : (
    asking
  );
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
  const [collapsed, setCollapsed] = useState(false);
  const sessionChecked = useRef(false);
  // False for the first render, true once it is painted and the browser idle: the frame's antd widgets (side menu,
  // tabs, tooltips, the sign-out confirmation) come then, so the first paint (the screen the user came for) waits
  // neither for antd's code nor for their rendering.
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
    <div className="shell">
      <aside className={collapsed ? 'shell-sider collapsed' : 'shell-sider'}>
        <div className="shell-brand">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={24} height={24} />
          {!collapsed && <strong>{t('app.title')}</strong>}
        </div>
        <nav aria-label={t('shell.menu')}>
          {ready && (
            <Suspense fallback={null}>
              <ShellMenu collapsed={collapsed} />
            </Suspense>
          )}
        </nav>
      </aside>
      <div className="shell-main">
        <header className="shell-header">
          <button type="button" className="plain-icon-button" aria-label={t('shell.menu')} aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
            {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          </button>
          <div className="shell-header-end">
            <LaterTooltip ready={ready} title={t('routeSearch.open')}>
              <RouteSearchButton />
            </LaterTooltip>
            <span title={t('shell.company')} className="shell-secondary">
              {companyName}
            </span>
            <strong data-testid="user-name">{user?.staffName}</strong>
            <LaterTooltip ready={ready} title={t('shell.messages')}>
              <button type="button" className="plain-icon-button" aria-label={t('shell.messages')} onClick={() => void navigate('/messageList')}>
                <span className="shell-badge">
                  <BellOutlined />
                  {pushMessageCount > 0 && (
                    <sup className="shell-badge-count" aria-hidden="true">
                      {pushMessageCount > 99 ? '99+' : pushMessageCount}
                    </sup>
                  )}
                </span>
              </button>
            </LaterTooltip>
            <LaterTooltip ready={ready} title={`${t('shell.theme')}: ${theme === 'dark' ? t('shell.theme.dark') : t('shell.theme.light')}`}>
              <button type="button" className="plain-icon-button" aria-label={t('shell.theme')} aria-pressed={theme === 'dark'} onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
                {theme === 'dark' ? <MoonOutlined /> : <SunOutlined />}
              </button>
            </LaterTooltip>
            <LanguageSwitch />
            <SignOut ready={ready} onConfirm={() => void signOutNow()} />
          </div>
        </header>
        <div className="shell-tabs">
          {ready && (
            <Suspense fallback={null}>
              <ShellTabs />
            </Suspense>
          )}
        </div>
        <LazyRouteSearch routes={searchable} canOpen={canOpen} onOpen={(path) => void navigate(path)} />
        <main className="shell-content" id="main-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
});
