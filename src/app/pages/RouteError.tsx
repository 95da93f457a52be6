import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';
import { AntdConfig, AntdRoot } from '@/components/antd/AntdRoot';
import { useT } from '@/i18n/react';

/** Shown when a route fails to load or render (the router's error element): never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  // The router's error element replaces every screen, antd's providers with them.
  return (
    <AntdRoot>
      <RouteErrorView />
    </AntdRoot>
  );
}

/** What a failed screen in a tab shows, with antd's locale and theme (the dashboard's tab has no antd providers). */
export function ScreenError() {
  return (
    <AntdConfig>
      <RouteErrorView />
    </AntdConfig>
  );
}

/** What a failed screen shows: nothing typed was sent, and ways on. */
export function RouteErrorView() {
  const t = useT();
  return (
    <Result
      status="error"
      title={t('app.crash.title')}
      subTitle={t('app.crash.text')}
      extra={[
        <Button key="back" onClick={() => window.history.back()}>
          {t('app.crash.back')}
        </Button>,
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          {t('app.crash.reload')}
        </Button>,
      ]}
    />
  );
}
