import { Alert, Button, Popconfirm, Space, Switch, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { fetchDemoFaults, resetDemoData, setDemoFaults } from '@/api/demo';
import { AntdConfig } from '@/components/antd/AntdRoot';
import { useT } from '@/i18n/react';
import { notify } from '@/lib/notify';

/** The demo bar's fault-injection switch: 30 % of calls fail, up to 1.5 s extra latency. */
const FAULT_RATE = 0.3;
const FAULT_LATENCY_MS = 1500;

export interface DemoState {
  /** The build runs on the embedded demo backend. */
  enabled: boolean;
  /** Why the demo backend could not start, if it could not. */
  error: string | null;
}

/** A thin bar saying the console runs on demo data, with the reset action; or why the demo backend is down. */
export default function DemoBar({ demo }: { demo: DemoState }) {
  return (
    <AntdConfig>
      <Bar demo={demo} />
    </AntdConfig>
  );
}

function Bar({ demo }: { demo: DemoState }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [faults, setFaults] = useState<boolean | null>(null);
  useEffect(() => {
    if (!demo.enabled || demo.error) return;
    void fetchDemoFaults().then((r) => r.ok && setFaults(r.data !== null));
  }, [demo.enabled, demo.error]);
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
        <Space>
          <Tooltip title={t('demo.faultsHint')}>
            {/* The state is written beside the switch (text inside antd's switch lacks contrast when off). */}
            <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: 12, cursor: 'pointer' }}>
              <Switch
                aria-describedby="demo-faults-hint"
                size="small"
                checked={!!faults}
                loading={faults === null}
                onChange={(on) => void setDemoFaults(on ? FAULT_RATE : 0, on ? FAULT_LATENCY_MS : 0).then((r) => r.ok && setFaults(r.data !== null))}
              />
              {faults ? t('demo.faultsOn') : t('demo.faultsOff')}
              <span id="demo-faults-hint" hidden>
                {t('demo.faultsHint')}
              </span>
            </label>
          </Tooltip>
          <Popconfirm title={t('demo.reset')} description={t('demo.resetConfirm')} onConfirm={reset}>
            <Button size="small" loading={busy}>
              {t('demo.reset')}
            </Button>
          </Popconfirm>
        </Space>
      }
    />
  );
}
