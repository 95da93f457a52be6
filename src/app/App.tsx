import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useLang } from '@/i18n/react';
import { useSession } from '@/stores/session';
import type { DemoState } from './DemoBar';
import { HttpBridge } from './HttpBridge';
import { getRouter, type AppRouter } from './router';
import './plain.css';

/** Only a demo build shows the demo bar: its code stays out of the first load of a production build. */
const DemoBar = lazy(() => import('./DemoBar'));

/**
 * The http UI bridge, the demo bar and the router. antd's providers (locale, theme) and dayjs's locale are not here: each screen that
 * uses antd renders them (src/components/antd/AntdRoot), so the sign-in page, drawn without antd, loads none of it.
 */
export function App({ demo, router = getRouter() }: { demo: DemoState; router?: AppRouter }) {
  const lang = useLang();
  const dark = useSession((s) => s.theme === 'dark');
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <div data-testid="console-root" data-theme={dark ? 'dark' : 'light'} className="console-root" style={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
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
  );
}
