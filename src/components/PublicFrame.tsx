import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/LanguageSwitch';

/**
 * Frame of the public pages, drawn without antd (src/app/plain.css): a centred card with a title and the
 * language switch. The sign-in page uses it as is; PublicPage adds antd and the ways back.
 */
export function PublicFrame({ title, children, wide = false }: { title?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className="plain-page">
      <div className={wide ? 'plain-card wide' : 'plain-card'}>
        <div className="plain-card-head">
          {title ? <h1>{title}</h1> : <span />}
          <LanguageSwitch />
        </div>
        <div className="plain-card-body">{children}</div>
      </div>
    </div>
  );
}
