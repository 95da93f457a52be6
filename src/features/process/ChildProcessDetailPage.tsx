import { Alert, Descriptions, Result, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useScreenMeta } from '@/components/screenMeta';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { deobfuscate } from '@/lib/obfuscate';

/**
 * /childProcessDetail: the free-access token link's target. Decodes the obfuscated `form` value (§2 Route guard);
 * a malformed value says so instead of crashing. The approval detail itself (viewer, history, actions) is not
 * built yet and says so (docs/routes.md).
 */
export default function ChildProcessDetailPage() {
  const t = useT();
  const lang = useLang();
  const meta = useScreenMeta();
  const [params] = useSearchParams();
  const raw = params.get('form');
  const form = raw === null ? null : deobfuscate(raw);
  return (
    <div style={{ padding: 24 }}>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {meta ? pick(meta.title, lang) : t('process.child.title')}
      </Typography.Title>
      {raw !== null && form === null ? (
        <Alert type="error" showIcon role="alert" title={t('process.child.badForm')} />
      ) : (
        form !== null && (
          <Descriptions bordered size="small" column={1} items={[{ key: 'form', label: t('process.child.formValue'), children: <span data-testid="child-form">{form}</span> }]} />
        )
      )}
      <Result status="info" title={t('shell.underConstruction')} subTitle={t('process.child.notBuilt')} />
    </div>
  );
}
