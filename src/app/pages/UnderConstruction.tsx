import { Result } from 'antd';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { useScreenMeta } from '@/components/screenMeta';

/** The screen of a route whose content is not built yet: its title and a plain notice (docs/routes.md lists them). */
export default function UnderConstruction() {
  const t = useT();
  const lang = useLang();
  const meta = useScreenMeta();
  const title = meta ? pick(meta.title, lang) : '';
  return (
    <div>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{title}</h1>
      <Result status="info" title={t('shell.underConstruction')} subTitle={t('shell.underConstructionText', { title })} />
    </div>
  );
}
