import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bindThirdParty } from '@/api/auth';
import { useT } from '@/i18n/react';
import { PublicPage } from '@/components/PublicPage';
import { useCompleteSignIn } from './useCompleteSignIn';

interface BindForm {
  account: string;
  password: string;
}

/** /userBind: binds a workplace account that is not bound yet (the third-party callback sends it here). */
export default function UserBindPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteSignIn();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const code = params.get('code');

  if (!code) {
    return (
      <PublicPage title={t('auth.bind.title')}>
        <Result status="warning" subTitle={t('auth.bind.noCode')} extra={<Button onClick={() => void navigate('/Login')}>{t('auth.toLogin')}</Button>} />
      </PublicPage>
    );
  }

  const submit = async ({ account, password }: BindForm) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const r = await bindThirdParty(code, account.trim(), password);
    setBusy(false);
    if (r.ok) complete(r.data);
    else setError(r.msg);
  };

  return (
    <PublicPage title={t('auth.bind.title')}>
      <Typography.Paragraph type="secondary">{t('auth.bind.text')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<BindForm> layout="vertical" onFinish={submit} scrollToFirstError requiredMark={false} disabled={busy}>
        <Form.Item name="account" label={t('auth.login.account')} rules={[{ required: true, whitespace: true, message: t('auth.login.accountRequired') }]}>
          <Input autoComplete="username" autoFocus maxLength={64} />
        </Form.Item>
        <Form.Item name="password" label={t('auth.login.password')} rules={[{ required: true, message: t('auth.login.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('auth.bind.submit')}
        </Button>
      </Form>
    </PublicPage>
  );
}
