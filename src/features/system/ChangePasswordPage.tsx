/**
 * /resetPassWordPage: the signed-in user changes their own password — the old one, the new one twice — by the
 * strength rule stated on the screen (`PASSWORD_RULE`, checked by `isStrongPassword` here and by the backend, same
 * message). A refusal (a wrong old password) keeps what was typed; a success empties the form. After an
 * administrator reset the password, this is the only screen that opens (the guard) until it is changed; then the
 * console goes home.
 */
import '@/i18n/parts/system';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { post } from '@/api/http';
import { AppForm } from '@/components/AppForm';
import { useScreenMeta } from '@/components/screenMeta';
import { ACCOUNT_CHANGE_PASSWORD } from '@/entities/system/account';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { notify } from '@/lib/notify';
import { isStrongPassword, PASSWORD_RULE } from '@/lib/validators';
import { useSession } from '@/stores/session';
import { screenReady } from '@/components/screenReady';

const TEXT = {
  title: bi('修改密码', 'Change password'),
  old: bi('原密码', 'Current password'),
  next: bi('新密码', 'New password'),
  again: bi('确认新密码', 'New password again'),
  oldRequired: bi('请输入原密码', 'Enter your current password'),
  nextRequired: bi('请输入新密码', 'Enter the new password'),
  againRequired: bi('请再次输入新密码', 'Enter the new password again'),
  same: bi('新密码不能与原密码相同', 'The new password must differ from the current one'),
  mismatch: bi('两次输入的新密码不一致', 'The two new passwords differ'),
  save: bi('确认修改', 'Change password'),
  done: bi('密码已修改，下次登录请使用新密码', 'Password changed: use the new one at your next sign-in'),
  required: bi('您的密码已由管理员重置。为了账号安全，请先设置只有您知道的新密码，之后才能使用其他功能。', 'Your password was reset by an administrator. Set a new password only you know before using the other screens.'),
};

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export default function ChangePasswordPage() {
  const lang = useLang();
  const meta = useScreenMeta();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const required = useSession((s) => s.passwordChangeRequired);
  const passwordChanged = useSession((s) => s.passwordChanged);
  const navigate = useNavigate();
  const say = (text: { 'zh-CN': string; 'en-US': string }) => pick(text, lang);

  const save = async (values: Values) => {
    setSaving(true);
    const r = await post<null>(ACCOUNT_CHANGE_PASSWORD, { ...values });
    setSaving(false);
    if (!r.ok) return; // the http client has shown the refusal; the form keeps what was typed
    notify.success(say(TEXT.done));
    form.resetFields();
    if (required) {
      passwordChanged();
      void navigate('/');
    }
  };

  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {meta ? pick(meta.title, lang) : say(TEXT.title)}
      </Typography.Title>
      <Card style={{ maxWidth: 480 }}>
        {required ? <Alert type="warning" showIcon title={say(TEXT.required)} style={{ marginBottom: 16 }} /> : null}
        <Alert type="info" showIcon title={say(PASSWORD_RULE)} style={{ marginBottom: 16 }} />
        {/* The password fields: the screen's first content (src/components/screenReady.ts). */}
        <AppForm<Values> {...screenReady(true)} form={form} name="resetPassWordPage-form" layout="vertical" onFinish={(v) => void save(v)}>
          <Form.Item name="oldPassword" label={say(TEXT.old)} rules={[{ required: true, message: say(TEXT.oldRequired) }]}>
            <Input.Password autoComplete="current-password" maxLength={64} />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={say(TEXT.next)}
            dependencies={['oldPassword']}
            rules={[
              { required: true, message: say(TEXT.nextRequired) },
              { validator: async (_r, v: unknown) => { const problem = isStrongPassword.check(v); if (problem) throw new Error(say(problem)); } },
              ({ getFieldValue }) => ({ validator: async (_r, v: unknown) => { if (v && v === getFieldValue('oldPassword')) throw new Error(say(TEXT.same)); } }),
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={20} />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={say(TEXT.again)}
            dependencies={['newPassword']}
            rules={[
              { required: true, message: say(TEXT.againRequired) },
              ({ getFieldValue }) => ({ validator: async (_r, v: unknown) => { if (v && v !== getFieldValue('newPassword')) throw new Error(say(TEXT.mismatch)); } }),
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={20} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {say(TEXT.save)}
          </Button>
        </AppForm>
      </Card>
    </div>
  );
}
