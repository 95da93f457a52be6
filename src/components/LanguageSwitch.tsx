import { Segmented } from 'antd';
import { LANGS, setLang, type Lang } from '@/i18n';
import { useLang, useT } from '@/i18n/react';

const LABELS: Record<Lang, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/** zh-CN / en-US switch; the choice is remembered (local storage) and antd's locale follows. */
export function LanguageSwitch() {
  const lang = useLang();
  const t = useT();
  return (
    <Segmented<Lang>
      size="small"
      aria-label={t('app.language')}
      value={lang}
      onChange={setLang}
      options={LANGS.map((l) => ({ value: l, label: LABELS[l] }))}
    />
  );
}
