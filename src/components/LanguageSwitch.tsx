import { useId } from 'react';
import { LANGS, setLang, type Lang } from '@/i18n';
import { useLang, useT } from '@/i18n/react';

const LABELS: Record<Lang, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/**
 * zh-CN / en-US switch; the choice is remembered (local storage) and antd's locale follows. Drawn without antd
 * (src/app/plain.css, antd Segmented's look): it is on the sign-in page, which loads no antd.
 */
export function LanguageSwitch() {
  const lang = useLang();
  const t = useT();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t('app.language')} className="plain-segmented">
      {LANGS.map((l) => (
        // Each language named in itself, marked as such (WCAG 3.1.2: the language of a part).
        <label key={l} lang={l}>
          <input type="radio" name={name} value={l} checked={lang === l} onChange={() => setLang(l)} />
          {LABELS[l]}
        </label>
      ))}
    </div>
  );
}
