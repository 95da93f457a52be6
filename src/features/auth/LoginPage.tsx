import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginByAccount } from '@/api/auth';
import { fetchDemoAccounts, type DemoAccountInfo } from '@/api/demo';
import { useT } from '@/i18n/react';
import { config } from '@/lib/config';
import { PublicPage } from '../public/PublicPage';
import { useCompleteSignIn } from './useCompleteSignIn';

interface LoginForm {
  account: string;
  password: string;
}

/** §1 account sign-in. A refused or failed sign-in keeps what was typed and says why. */
export default function LoginPage() {
  const t = useT();
  const [form] = Form.useForm<LoginForm>();
  const [busy, setBusy] = useState(false);
  const location = useLocation();
  // A message handed over by another sign-in path (third-party callback, token link) that could not finish.
  const handedOver = (location.state as { message?: unknown } | null)?.message;
  const [error, setError] = useState<string | null>(typeof handedOver === 'string' ? handedOver : null);
  const [demoAccounts, setDemoAccounts] = useState<DemoAccountInfo[]>([]);
  const complete = useCompleteSignIn();

  useEffect(() => {
    if (!config.mock) return;
    let live = true;
    void fetchDemoAccounts().then((r) => live && r.ok && setDemoAccounts(r.data));
    return () => {
      live = false;
    };
  }, []);

  const submit = async ({ account, password }: LoginForm) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const r = await loginByAccount(account.trim(), password);
    setBusy(false);
    if (r.ok) complete(r.data);
    else setError(r.msg || t('auth.login.failed'));
  };

  return (
    <PublicPage title={t('auth.login.title')} back={false}>
      <Typography.Paragraph type="secondary">{t('auth.login.subtitle')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<LoginForm> form={form} layout="vertical" onFinish={submit} scrollToFirstError requiredMark={false} disabled={busy}>
        <Form.Item name="account" label={t('auth.login.account')} rules={[{ required: true, whitespace: true, message: t('auth.login.accountRequired') }]}>
          <Input prefix={<UserOutlined />} placeholder={t('auth.login.accountPlaceholder')} autoComplete="username" autoFocus maxLength={64} />
        </Form.Item>
        <Form.Item name="password" label={t('auth.login.password')} rules={[{ required: true, message: t('auth.login.passwordRequired') }]}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('auth.login.passwordPlaceholder')} autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('auth.login.submit')}
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, fontSize: 12 }}>
        {/* Links inside a sentence are underlined: colour alone does not tell them apart (WCAG 1.4.1). */}
        {t('auth.login.agreement')}{' '}
        <Link to="/userAgreement" style={{ textDecoration: 'underline' }}>
          {t('public.agreement.title')}
        </Link>{' '}
        {t('auth.login.and')}{' '}
        <Link to="/userPrivacyPolicy" style={{ textDecoration: 'underline' }}>
          {t('public.privacy.title')}
        </Link>
      </Typography.Paragraph>
      {demoAccounts.length > 0 && (
        <section aria-label={t('auth.login.demoHint')} style={{ borderTop: '1px solid rgba(5,5,5,0.06)', paddingTop: 12 }}>
          <Typography.Text strong>{t('auth.login.demoHint')}</Typography.Text>
          <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
            {demoAccounts.map((a) => (
              <li key={a.account} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
                <Typography.Text code>{a.account}</Typography.Text>
                <Typography.Text code>{a.password}</Typography.Text>
                <Typography.Text type="secondary" ellipsis style={{ flex: 1 }}>
                  {a.description}
                </Typography.Text>
                <Button size="small" type="link" onClick={() => form.setFieldsValue({ account: a.account, password: a.password })} aria-label={`${t('auth.login.demoUse')} ${a.account}`}>
                  {t('auth.login.demoUse')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </PublicPage>
  );
}
