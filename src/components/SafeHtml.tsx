import { useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from '@/lib/sanitize';

export interface SafeHtmlProps {
  /** HTML from the rich-text editor or the server; sanitised (DOMPurify) before it is shown. */
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
}

/** Shows rich-text HTML safely: scripts, event handlers and javascript: links are removed first. */
export function SafeHtml({ html, className, style }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
