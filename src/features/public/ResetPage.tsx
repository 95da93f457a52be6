import { Result } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '@/i18n/react';
import { safeRedirect } from '@/lib/redirect';
import { PublicPage } from '@/components/PublicPage';

/**
 * /resetPage?to=<path>: re-enters a screen from scratch (a "refresh this tab" helper): it replaces itself with
 * the given in-console path, so that screen mounts anew. Anything outside the console is refused.
 */
export default function ResetPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('to'));
  useEffect(() => {
    if (target && !target.startsWith('/resetPage')) void navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <PublicPage>
      <Result status="info" title={target ? t('public.reset.text') : t('public.reset.nothing')} />
    </PublicPage>
  );
}
