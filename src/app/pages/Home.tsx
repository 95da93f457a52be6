import { Result, Typography } from 'antd';
import { useT } from '@/i18n/react';

/** Foundation home: says plainly that the business screens are not built yet (docs/routes.md). */
export default function Home() {
  const t = useT();
  return (
    <Result
      status="info"
      title={t('home.title')}
      subTitle={<Typography.Text type="secondary">{t('home.text')}</Typography.Text>}
      extra={<Typography.Text strong>{t('home.underConstruction')}</Typography.Text>}
    />
  );
}
