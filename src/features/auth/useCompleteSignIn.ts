import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginData } from '@/api/auth';
import { useT } from '@/i18n/react';
import { notify } from '@/lib/notify';
import { safeRedirect } from '@/lib/redirect';
import { useSession } from '@/stores/session';

/**
 * Finishes any sign-in (§4): stores the session (loginFlag 1, menu state reset, tabs cleared), then goes to the
 * `redirect` query when it is a path inside this console, else to `/`. The sign-in page never returns to itself.
 */
export function useCompleteSignIn() {
  const signIn = useSession((s) => s.signIn);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = useT();
  return useCallback(
    (data: LoginData) => {
      signIn(data);
      notify.success(t('auth.login.success'));
      const target = safeRedirect(params.get('redirect'));
      const usable = target && !/^\/(Login|login|DingLogin|userBind)(\/|\?|#|$)/.test(target) ? target : '/';
      void navigate(usable, { replace: true });
    },
    [signIn, navigate, params, t],
  );
}
