import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginByAccount } from '@/api/auth';
import { fetchDemoAccounts, type DemoAccountInfo } from '@/api/demo';
import { useT } from '@/i18n/react';
import { config } from '@/lib/config';
import { PublicFrame } from '@/components/PublicFrame';
import { useCompleteSignIn } from './useCompleteSignIn';

interface LoginForm {
  account: string;
  password: string;
}
type Field = keyof LoginForm;

/** antd's icons (UserOutlined, LockOutlined, CloseCircleFilled) as plain SVG: the page loads no antd. */
const ICONS = {
  user: 'M858.5 763.6a374 374 0 00-80.6-119.5 375.63 375.63 0 00-119.5-80.6c-.4-.2-.8-.3-1.2-.5C719.5 518 760 444.7 760 362c0-137-111-248-248-248S264 225 264 362c0 82.7 40.5 156 102.8 201.1-.4.2-.8.3-1.2.5-44.8 18.9-85 46-119.5 80.6a375.63 375.63 0 00-80.6 119.5A371.7 371.7 0 00136 901.8a8 8 0 008 8.2h60c4.4 0 7.9-3.5 8-7.8 2-77.2 33-149.5 87.8-204.3 56.7-56.7 132-87.9 212.2-87.9s155.5 31.2 212.2 87.9C779 752.7 810 825 812 902.2c.1 4.4 3.6 7.8 8 7.8h60a8 8 0 008-8.2c-1-47.8-10.9-94.3-29.5-138.2zM512 534c-45.9 0-89.1-17.9-121.6-50.4S340 407.9 340 362c0-45.9 17.9-89.1 50.4-121.6S466.1 190 512 190s89.1 17.9 121.6 50.4S684 316.1 684 362c0 45.9-17.9 89.1-50.4 121.6S557.9 534 512 534z',
  lock: 'M832 464h-68V240c0-70.7-57.3-128-128-128H388c-70.7 0-128 57.3-128 128v224h-68c-17.7 0-32 14.3-32 32v384c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V496c0-17.7-14.3-32-32-32zM332 240c0-30.9 25.1-56 56-56h248c30.9 0 56 25.1 56 56v224H332V240zm460 600H232V536h560v304zM484 701v53c0 4.4 3.6 8 8 8h40c4.4 0 8-3.6 8-8v-53a48.01 48.01 0 10-56 0z',
  error: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm165.4 618.2l-66-.3L512 563.4l-99.3 118.4-66.1.3c-4.4 0-8-3.5-8-8 0-1.9.7-3.7 1.9-5.2l130.1-155L340.5 359a8.32 8.32 0 01-1.9-5.2c0-4.4 3.6-8 8-8l66.1.3L512 464.6l99.3-118.4 66-.3c4.4 0 8 3.5 8 8 0 1.9-.7 3.7-1.9 5.2L553.5 514l130 155c1.2 1.5 1.9 3.3 1.9 5.2 0 4.4-3.6 8-8 8z',
} as const;

function Icon({ name, color }: { name: keyof typeof ICONS; color?: string }) {
  return (
    <svg viewBox="64 64 896 896" width="14" height="14" aria-hidden="true" focusable="false" style={color ? { fill: color, flex: 'none', marginTop: 4 } : undefined}>
      <path d={ICONS[name]} />
    </svg>
  );
}

/** antd's Button puts a space between two Chinese characters ("登 录"); the sign-in button reads the same. */
const spaced = (label: string) => (/^[\u4e00-\u9fa5]{2}$/.test(label) ? label.split('').join(' ') : label);

/**
 * §1 account sign-in. A refused or failed sign-in keeps what was typed and says why. A small controlled form drawn
 * without antd (src/app/plain.css), so the first load of /Login stays small: same labels, validation messages
 * (shown on submit, then as the field changes) and accessibility (labelled inputs, errors tied to their field).
 */
export default function LoginPage() {
  const t = useT();
  const [values, setValues] = useState<LoginForm>({ account: '', password: '' });
  const [invalid, setInvalid] = useState<Partial<Record<Field, true>>>({});
  const [busy, setBusy] = useState(false);
  const location = useLocation();
  // A message handed over by another sign-in path (third-party callback, token link) that could not finish.
  const handedOver = (location.state as { message?: unknown } | null)?.message;
  const [error, setError] = useState<string | null>(typeof handedOver === 'string' ? handedOver : null);
  const [demoAccounts, setDemoAccounts] = useState<DemoAccountInfo[]>([]);
  const complete = useCompleteSignIn();
  const inputs = { account: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  useEffect(() => {
    if (!config.mock) return;
    let live = true;
    void fetchDemoAccounts().then((r) => live && r.ok && setDemoAccounts(r.data));
    return () => {
      live = false;
    };
  }, []);

  const check = (v: LoginForm): Partial<Record<Field, true>> => ({
    ...(v.account.trim() ? {} : { account: true }),
    ...(v.password ? {} : { password: true }),
  });

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has been found wanting, it is checked again as it changes (antd Form's behaviour).
    if (invalid[field]) setInvalid((was) => ({ ...was, [field]: check(next)[field] }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const wrong = check(values);
    setInvalid(wrong);
    const first = (['account', 'password'] as const).find((f) => wrong[f]);
    if (first) {
      inputs[first].current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const r = await loginByAccount(values.account.trim(), values.password);
    setBusy(false);
    if (r.ok) complete(r.data);
    else setError(r.msg || t('auth.login.failed'));
  };

  const field = (name: Field, label: string, required: string, placeholder: string, extra: { type: string; autoComplete: string; autoFocus?: boolean }) => (
    <div className="plain-field">
      <label htmlFor={`login-${name}`}>{label}</label>
      <div className={invalid[name] ? 'plain-input invalid' : 'plain-input'}>
        <Icon name={name === 'account' ? 'user' : 'lock'} />
        <input
          ref={inputs[name]}
          id={`login-${name}`}
          name={name}
          value={values[name]}
          onChange={(e) => change(name, e.target.value)}
          placeholder={placeholder}
          maxLength={64}
          disabled={busy}
          aria-required="true"
          aria-invalid={invalid[name] ? true : undefined}
          aria-describedby={invalid[name] ? `login-${name}-error` : undefined}
          {...extra}
        />
      </div>
      {invalid[name] && (
        <div id={`login-${name}-error`} className="plain-error" role="alert">
          {required}
        </div>
      )}
    </div>
  );

  return (
    <PublicFrame title={t('auth.login.title')}>
      <p className="plain-secondary">{t('auth.login.subtitle')}</p>
      {error && (
        <div className="plain-alert" role="alert">
          <Icon name="error" color="#ff4d4f" />
          <span>{error}</span>
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        {field('account', t('auth.login.account'), t('auth.login.accountRequired'), t('auth.login.accountPlaceholder'), { type: 'text', autoComplete: 'username', autoFocus: true })}
        {field('password', t('auth.login.password'), t('auth.login.passwordRequired'), t('auth.login.passwordPlaceholder'), { type: 'password', autoComplete: 'current-password' })}
        <button type="submit" className="plain-button primary" disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="plain-spin" aria-hidden="true" />}
          {spaced(t('auth.login.submit'))}
        </button>
      </form>
      <p className="plain-secondary" style={{ marginTop: 16, fontSize: 12 }}>
        {/* Links inside a sentence are underlined: colour alone does not tell them apart (WCAG 1.4.1). */}
        {t('auth.login.agreement')}{' '}
        <Link to="/userAgreement" style={{ textDecoration: 'underline' }}>
          {t('public.agreement.title')}
        </Link>{' '}
        {t('auth.login.and')}{' '}
        <Link to="/userPrivacyPolicy" style={{ textDecoration: 'underline' }}>
          {t('public.privacy.title')}
        </Link>
      </p>
      {demoAccounts.length > 0 && (
        <section aria-label={t('auth.login.demoHint')} style={{ borderTop: '1px solid var(--plain-split)', paddingTop: 12 }}>
          <strong>{t('auth.login.demoHint')}</strong>
          <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
            {demoAccounts.map((a) => (
              <li key={a.account} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
                <code className="plain-code">{a.account}</code>
                <code className="plain-code">{a.password}</code>
                <span className="plain-secondary" title={a.description} style={{ flex: 1, margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {a.description}
                </span>
                <button
                  type="button"
                  className="plain-link-button"
                  onClick={() => {
                    setValues({ account: a.account, password: a.password });
                    setInvalid({});
                  }}
                  aria-label={`${t('auth.login.demoUse')} ${a.account}`}
                >
                  {t('auth.login.demoUse')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </PublicFrame>
  );
}
