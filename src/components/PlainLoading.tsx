import { t } from '@/i18n';

/** "Loading…" drawn without antd (src/app/plain.css): where antd may not be loaded yet. */
export function PlainLoading() {
  return (
    <div className="plain-loading" role="status">
      <span className="plain-spin" aria-hidden="true" />
      {t('guard.loading')}
    </div>
  );
}
