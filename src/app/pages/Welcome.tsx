import { Result } from 'antd';
import { useT } from '@/i18n/react';
import { useSession } from '@/stores/session';

/** `/` and `/Manage` until the dashboard is built: greets the user and says the dashboard is not built yet. */
export default function Welcome() {
  const t = useT();
  const name = useSession((s) => s.user?.staffName ?? '');
  return (
    <div>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{t('shell.homeTitle')}</h1>
      <Result status="info" title={t('shell.welcome', { name })} subTitle={t('shell.homeText')} />
    </div>
  );
}
