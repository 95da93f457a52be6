import { BellOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { memo, startTransition, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Outlet } from 'react-router-dom';
import { fetchCurrentSession, logout } from '@/api/auth';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { RouteSearchButton } from '@/components/routeSearchOpen';
import { useT } from '@/i18n/react';
import { useSession } from '@/stores/session';
import { hasPermission, permissionOf } from '../routes/guard';
import { findRoute, prefetchPages, routeTable } from '../routes/table';
import type { RouteMeta } from '@/entities/routes/types';
import { LazyRouteSearch } from './LazyRouteSearch';
import type * as ShellAntdModule from './ShellAntd';
import SideMenu from './SideMenu';
import { useIdleValue } from './useIdleValue';
import { useRouterNavigate } from './useRouterNavigate';
import './shell.css';

type ShellAntd = typeof ShellAntdModule;

/**
 * The frame's antd widgets (./ShellAntd, one chunk with the antd they use) once `wanted` and loaded, else null.
 * Taken up in a transition, which React renders in slices between which the browser stays responsive (a lazy
 * component revealed by its Suspense boundary was drawn in one task). A failure to load is the shell's failure (the
 * router's error view, with a reload), as it would be for the shell's own code.
 */
function useShellAntd(wanted: boolean): ShellAntd | null {
  const [loaded, setLoaded] = useState<ShellAntd | null>(null);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    import('./ShellAntd').then(
      (m) => live && startTransition(() => setLoaded(m)),
      (error: unknown) => live && setFailed({ error }),
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  if (failed) throw failed.error;
  return loaded;
}

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

/** Below antd's lg breakpoint (992 px): a window too narrow for the full side bar beside a screen. */
const NARROW_WINDOW = '(max-width: 991.98px)';

/**
 * Whether the side bar is collapsed (icons only): as the user sets it, and at first, or when the window crosses the
 * breakpoint, collapsed in a narrow window (antd Sider's `breakpoint`): on a phone or a small tablet the full side bar
 * would leave the screen a column of a few characters.
 */
function useNarrowCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => window.matchMedia(NARROW_WINDOW).matches);
  useEffect(() => {
    const narrow = window.matchMedia(NARROW_WINDOW);
    const follow = (e: MediaQueryListEvent) => setCollapsed(e.matches);
    narrow.addEventListener('change', follow);
    return () => narrow.removeEventListener('change', follow);
  }, []);
  return [collapsed, setCollapsed];
}

/**
 * A control of the header with its tooltip below it, in antd's Tooltip look, on hover or keyboard focus (./shell.css):
 * drawn without antd, so it is there from the first paint. The control names itself (aria-label); the tooltip is
 * left out of the accessibility tree while hidden.
 */
function Tip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <span className="shell-tip" data-tip={title}>
      {children}
    </span>
  );
}

/**
 * Sign-out, confirmed first (antd's Popconfirm, one of the frame's antd widgets). Used before those are in, it asks
 * for them (`onAsk`) and the confirmation opens as it arrives (`asked`).
 */
function SignOut({ widgets, asked, onAsk, onConfirm }: { widgets: ShellAntd | null; asked: boolean; onAsk: () => void; onConfirm: () => void }) {
  const t = useT();
  const button = (
    <button type="button" className="plain-button" onClick={widgets ? undefined : onAsk}>
      <LogoutOutlined />
      <span className="shell-narrow-hidden">{t('auth.logout')}</span>
    </button>
  );
  return widgets ? (
    <widgets.ShellConfirm title={t('auth.logoutConfirm')} onConfirm={onConfirm} defaultOpen={asked}>
      {button}
    </widgets.ShellConfirm>
  ) : (
    button
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
  // A found record's detail screen, by the same rule as the screens (its route's, or its parent list's, permission).
  const canOpenPath = useMemo(() => (path: string) => {
    const meta = findRoute(path.split('?')[0] ?? '');
    return meta !== undefined && !meta.public && canOpen(meta);
  }, [canOpen]);
  const [collapsed, setCollapsed] = useNarrowCollapsed();
  const sessionChecked = useRef(false);
  // False for the first render, true once it is painted and the browser idle: the frame's antd widgets (tabs, the
  // sign-out confirmation) come then, so the first paint (the screen the user came for) waits neither
  // for antd's code nor for their rendering.
  const ready = useIdleValue(true, false);
  // Once the shell is drawn, the table of the other screens' code (src/app/routes/pages.ts), for the first of them.
  useEffect(() => {
    if (ready) prefetchPages();
  }, [ready]);
  const [signOutAsked, setSignOutAsked] = useState(false);
  const widgets = useShellAntd(ready || signOutAsked);

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
          <SideMenu collapsed={collapsed} />
        </nav>
      </aside>
      <div className="shell-main">
        <header className="shell-header">
          <button type="button" className="plain-icon-button" aria-label={t('shell.menu')} aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
            {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          </button>
          <div className="shell-header-end">
            <Tip title={t('routeSearch.open')}>
              <RouteSearchButton />
            </Tip>
            <span title={t('shell.company')} className="shell-name shell-secondary">
              {companyName}
            </span>
            <strong className="shell-name" data-testid="user-name">
              {user?.staffName}
            </strong>
            <Tip title={t('shell.messages')}>
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
            </Tip>
            <Tip title={`${t('shell.theme')}: ${theme === 'dark' ? t('shell.theme.dark') : t('shell.theme.light')}`}>
              <button type="button" className="plain-icon-button" aria-label={t('shell.theme')} aria-pressed={theme === 'dark'} onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
                {theme === 'dark' ? <MoonOutlined /> : <SunOutlined />}
              </button>
            </Tip>
            <LanguageSwitch />
            <SignOut widgets={widgets} asked={signOutAsked} onAsk={() => setSignOutAsked(true)} onConfirm={() => void signOutNow()} />
          </div>
        </header>
        <div className="shell-tabs">
          {widgets && <widgets.ShellTabs />}
        </div>
        <LazyRouteSearch routes={searchable} canOpen={canOpen} canOpenPath={canOpenPath} onOpen={(path) => void navigate(path)} />
        <main className="shell-content" id="main-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
});
