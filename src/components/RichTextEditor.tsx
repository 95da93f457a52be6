import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useT } from '@/i18n/react';

/** §9 rich-text editor height and change debounce. */
export const RICH_TEXT_HEIGHT = 300;
export const RICH_TEXT_DEBOUNCE_MS = 250;

export interface RichTextEditorProps {
  /** HTML. Show it elsewhere only through <SafeHtml/> (sanitised). */
  value?: string;
  /** Called with the HTML 250 ms after the last change. */
  onChange?: (html: string) => void;
  disabled?: boolean;
  placeholder?: string;
  /** Set by Form.Item. */
  id?: string;
}

/** §8 the loading notice while the rich-text resources load. */
export function RichTextLoading() {
  const t = useT();
  return (
    <div role="status" style={{ height: RICH_TEXT_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8, border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Spin size="small" />
      <span>{t('widgets.richText.loading')}</span>
    </div>
  );
}

// TinyMCE (≈ 400 KB gz with its skin) is in its own chunk: only a screen that shows an editor loads it.
const Editor = lazy(() => import('./RichTextEditorImpl'));

/** §2 rich-text editor wrapper: TinyMCE, self-hosted (nothing fetched from a CDN), loaded on first use. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextLoading />}>
      <Editor {...props} />
    </Suspense>
  );
}
