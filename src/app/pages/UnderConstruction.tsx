import { Result } from 'antd';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { useScreenMeta } from '@/components/screenMeta';
import { findRoute } from '../routes/table';

/**
 * The screen of a route whose content is not built yet: its title and a plain notice, or why it is left unbuilt when
 * the route table says (docs/routes.md lists them).
 */
export default function UnderConstruction() {
  const t = useT();
  const lang = useLang();
  const meta = useScreenMeta();
  const title = meta ? pick(meta.title, lang) : '';
  // A screen deliberately left unbuilt says why (the route table's `unbuilt`).
  const unbuilt = meta ? findRoute(meta.path)?.unbuilt : undefined;
  return (
    <div>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{title}</h1>
      <Result status="info" title={t('shell.underConstruction')} subTitle={unbuilt ? pick(unbuilt, lang) : t('shell.underConstructionText', { title })} />
    </div>
  );
}
