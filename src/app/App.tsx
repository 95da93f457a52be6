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
    <ConfigProvider locale={antdLocales[lang]} theme={{ algorithm: dark ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm }}>
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
