import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loginByThirdParty, UNBOUND_CODE } from '@/api/auth';
import { NETWORK_ERROR } from '@/api/http';
import { useT } from '@/i18n/react';
import { PublicPage } from '@/components/PublicPage';
import { useCompleteSignIn } from './useCompleteSignIn';

/**
 * §1/§7 third-party login callback: POST /api/provider/staff/login with authStrategy 3 and thirdToken = the
 * `code` query. Code 0 signs in; another code shows the server msg and goes to /Login; a network failure shows
 * the §8 network message (the http client's toast) and stays here with a way on.
 */
export default function DingLoginPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const code = params.get('code');

  useEffect(() => {
    // Once per visit (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    if (!code) {
      setFailure(t('auth.ding.noCode'));
      return;
    }
    void loginByThirdParty(code).then((r) => {
      if (r.ok) return complete(r.data);
      if (r.code === UNBOUND_CODE) return void navigate(`/userBind?code=${encodeURIComponent(code)}`, { replace: true });
      if (r.code === NETWORK_ERROR) return setFailure(r.msg);
      // §8: the server's msg as an error, then to /Login (the http client has toasted codes below 1000 already;
      // any other code is handed to the sign-in page to show).
      void navigate('/Login', { replace: true, state: r.handled ? undefined : { message: r.msg } });
    });
  }, [code, complete, navigate, t]);

  return (
    <PublicPage back={false}>
      {failure ? (
        <Result
          status="warning"
          title={t('auth.ding.failedTitle')}
          subTitle={failure}
          extra={
            <Button type="primary" onClick={() => void navigate('/Login', { replace: true })}>
              {t('auth.toLogin')}
            </Button>
          }
        />
      ) : (
        <Spin size="large" description={t('auth.ding.working')}>
          <div style={{ minHeight: 160 }} />
        </Spin>
      )}
    </PublicPage>
  );
}
