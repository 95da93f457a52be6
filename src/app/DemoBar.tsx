import { Alert, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { resetDemoData } from '@/api/demo';
import { useT } from '@/i18n/react';
import { notify } from '@/lib/notify';

export interface DemoState {
  /** The build runs on the embedded demo backend. */
  enabled: boolean;
  /** Why the demo backend could not start, if it could not. */
  error: string | null;
}

/** A thin bar saying the console runs on demo data, with the reset action; or why the demo backend is down. */
export default function DemoBar({ demo }: { demo: DemoState }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  if (!demo.enabled) return null;
  if (demo.error) {
    return (
      <Alert
        type="error"
        showIcon
        banner
        title={t('demo.failed', { reason: demo.error })}
        description={t('demo.failedHint')}
      />
    );
  }
  const reset = async () => {
    setBusy(true);
    const r = await resetDemoData();
    setBusy(false);
    if (r.ok) {
      notify.success(t('demo.resetDone'));
      window.location.reload();
    }
  };
  return (
    <Alert
      type="info"
      banner
      showIcon
      title={t('demo.on')}
      action={
        <Popconfirm title={t('demo.reset')} description={t('demo.resetConfirm')} onConfirm={reset}>
          <Button size="small" loading={busy}>
            {t('demo.reset')}
          </Button>
        </Popconfirm>
      }
    />
  );
}
