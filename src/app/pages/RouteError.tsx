import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';
import { useT } from '@/i18n/react';

/** Shown when a page throws while rendering or loading: never a blank screen. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  console.error(error);
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
