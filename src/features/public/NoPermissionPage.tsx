import { Result } from 'antd';
import { useT } from '@/i18n/react';
import { PublicPage } from '@/components/PublicPage';

/** §6/§8 code 403 lands here. */
export default function NoPermissionPage() {
  const t = useT();
  return (
    <PublicPage>
      <Result status="403" title={t('public.noPermission.title')} subTitle={t('public.noPermission.text')} />
    </PublicPage>
  );
}
