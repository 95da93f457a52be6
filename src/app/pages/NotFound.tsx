import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@/i18n/react';

export default function NotFound() {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('app.notFound.title')}
      subTitle={t('app.notFound.text', { path: pathname })}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('app.home')}
        </Button>
      }
    />
  );
}
