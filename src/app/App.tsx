import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useLang } from '@/i18n/react';
import { useSession } from '@/stores/session';
import type { DemoState } from './DemoBar';
import { HttpBridge } from './HttpBridge';
import { getRouter, type AppRouter } from './router';

/** Only a demo build shows the demo bar: its code stays out of the first load of a production build. */
const DemoBar = lazy(() => import('./DemoBar'));

const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/**
 * Colours that meet WCAG AA contrast (4.5:1 for text): antd's default primary (#1677ff, 4.0:1 under white text) and
 * secondary text (45 % black, 4.4:1 on white) fall just short, and placeholders (25 % black) far short; the
 * accessibility check (tests/e2e/a11y.spec.ts) reports each as serious.
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
const dayjsLocales = { 'zh-CN': 'zh-cn', 'en-US': 'en' } as const;

/** Providers (antd locale follows the language), the http UI bridge, the demo bar and the router. */
export function App({ demo, router = getRouter() }: { demo: DemoState; router?: AppRouter }) {
  const lang = useLang();
  const dark = useSession((s) => s.theme === 'dark');
  useEffect(() => {
    dayjs.locale(dayjsLocales[lang]);
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <ConfigProvider locale={antdLocales[lang]} theme={{ algorithm: dark ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm, token: dark ? darkTokens : lightTokens }}>
      <AntApp>
        <div data-testid="console-root" data-theme={dark ? 'dark' : 'light'} style={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
          <HttpBridge router={router} />
          {demo.enabled && (
            <Suspense fallback={null}>
              <DemoBar demo={demo} />
            </Suspense>
          )}
          <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
            <RouterProvider router={router} />
          </div>
        </div>
      </AntApp>
    </ConfigProvider>
  );
}
