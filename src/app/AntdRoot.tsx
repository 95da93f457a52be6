import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { CSSProperties, ReactNode } from 'react';
import { useLang } from '@/i18n/react';
import { useSession } from '@/stores/session';

const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/**
 * Colours that meet WCAG AA contrast (4.5:1 for text): antd's default primary (#1677ff, 4.0:1 under white text) and
 * secondary text (45 % black, 4.4:1 on white) fall just short, and placeholders (25 % black) far short; the
 * accessibility check (tests/e2e/a11y.spec.ts) reports each as serious. src/app/plain.css uses the same colours
 * for the screens drawn without antd (the sign-in page).
 */
const lightTokens = {
  colorPrimary: '#0958d9',
  colorLink: '#0958d9',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
};
const darkTokens = {
  colorTextSecondary: 'rgba(255, 255, 255, 0.65)',
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
};

/** One object per theme: a new theme object on each render would make every antd component under it render again. */
const lightTheme = { algorithm: antTheme.defaultAlgorithm, token: lightTokens };
const darkTheme = { algorithm: antTheme.darkAlgorithm, token: darkTokens };

/**
 * antd's locale (following the language) and theme (light or dark, AA colours). Rendered by the screens that use
 * antd (the shell, the public pages other than sign-in, the demo bar, toasts), so the sign-in page's first load
 * carries no antd at all.
 */
export function AntdConfig({ children }: { children: ReactNode }) {
  const lang = useLang();
  const dark = useSession((s) => s.theme === 'dark');
  return (
    <ConfigProvider locale={antdLocales[lang]} theme={dark ? darkTheme : lightTheme}>
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
