import { Typography } from 'antd';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { LEGAL_UPDATED, privacyPolicy, userAgreement, type LegalSection } from './legalTexts';
import { PublicPage } from '@/components/PublicPage';

function Legal({ title, sections }: { title: string; sections: LegalSection[] }) {
  const lang = useLang();
  const t = useT();
  return (
    <PublicPage title={title} wide>
      <Typography.Paragraph type="secondary">{t('public.updated', { date: LEGAL_UPDATED })}</Typography.Paragraph>
      {sections.map((s) => (
        <section key={s.heading['en-US']}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {pick(s.heading, lang)}
          </Typography.Title>
          <Typography.Paragraph>{pick(s.body, lang)}</Typography.Paragraph>
        </section>
      ))}
    </PublicPage>
  );
}

export function UserAgreementPage() {
  const t = useT();
  return <Legal title={t('public.agreement.title')} sections={userAgreement} />;
}

export function PrivacyPolicyPage() {
  const t = useT();
  return <Legal title={t('public.privacy.title')} sections={privacyPolicy} />;
}
