import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '@/i18n/react';
import { PublicPage } from '@/components/PublicPage';

/** §8 code 997: the system is stopped; title and text come from the query (systemStopInfo). Shown as text only. */
export default function StopTakingPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <PublicPage back={false}>
      <Result
        status="warning"
        title={params.get('title') || t('public.stop.title')}
        subTitle={<span style={{ whiteSpace: 'pre-wrap' }}>{params.get('text') || t('public.stop.text')}</span>}
        extra={
          <Button type="primary" onClick={() => void navigate('/', { replace: true })}>
            {t('public.stop.retry')}
          </Button>
        }
      />
    </PublicPage>
  );
}
