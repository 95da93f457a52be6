import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import zhCN from 'antd/es/locale/zh_CN';
import { useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { useLang } from '@/i18n/react';
import { useSession } from '@/stores/session';
import { darkTheme, lightTheme, reducedMotionThemes, STATIC_STYLE_THEME } from './antdTheme';
import './antd-static.css';

const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS } as const;
const dayjsLocales = { 'zh-CN': 'zh-cn', 'en-US': 'en' } as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotionQuery = () => window.matchMedia(REDUCED_MOTION);
const watchReducedMotion = (onChange: () => void) => {
  const query = reducedMotionQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the user asked the system to reduce motion; follows the setting while the console is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(watchReducedMotion, () => reducedMotionQuery().matches);
}

/**
 * antd's and dayjs's locale (following the language) and antd's theme (light or dark, AA colours; without motion
 * when the user's system asks to reduce motion). Rendered by the screens that use
 * antd (the shell, the public pages other than sign-in, the demo bar, toasts), so the sign-in page's first load
 * carries no antd at all.
 */
export function AntdConfig({ children }: { children: ReactNode }) {
  const lang = useLang();
  const dark = useSession((s) => s.theme === 'dark');
  const reduced = usePrefersReducedMotion();
  // dayjs's locale is global and setting it is idempotent: set while rendering, so the pickers and dates drawn below
  // in this render already follow the language (an effect would run after them).
  dayjs.locale(dayjsLocales[lang]);
  return (
    <ConfigProvider locale={antdLocales[lang]} theme={reduced ? reducedMotionThemes[dark ? 'dark' : 'light'] : dark ? darkTheme : lightTheme}>
      {children}
    </ConfigProvider>
  );
}

/** AntdConfig plus antd's <App> (base styles, and the message/modal context of App.useApp()). */
export function AntdRoot({ children, style = { height: '100%' } }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <AntdConfig>
      <AntApp style={style}>{children}</AntApp>
    </AntdConfig>
  );
}

/**
 * The shell's frame and the dashboard: antd generates no component styles for them at run time, they come from
 * src/app/antd-static.css (generated ahead of time, see tests/unit/tooling/staticStyles.test.tsx). The shell's
 * first paint then carries none of that work. Only the antd components listed there may be used under it;
 * the screens in the shell's content generate theirs at run time again (PopupsIn).
 */
export function StaticStyles({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={STATIC_STYLE_THEME.off}>{children}</ConfigProvider>;
}

/** Under <StaticStyles>, what antd generates its styles for at run time again (a dialog the frame opens). */
export function RuntimeStyles({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={STATIC_STYLE_THEME.on}>{children}</ConfigProvider>;
}
