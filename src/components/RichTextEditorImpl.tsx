/**
 * The TinyMCE editor itself, bundled (no CDN, no request to any other host): the core, model, theme, icons and
 * the plugins used are imported here, the UI skin as CSS and the content styles inlined into the editing frame
 * (`skin: false, content_css: false`). This module is loaded lazily by ./RichTextEditor.
 *
 * TinyMCE's own menus are in English: its zh-CN language pack is not among the installed packages.
 *
 * Licence: TinyMCE 7+ is GPL-2.0-or-later unless a commercial key is used. The key is read from
 * VITE_TINYMCE_LICENSE_KEY at build time and defaults to 'gpl'.
 */
import 'tinymce/tinymce';
import 'tinymce/models/dom';
import 'tinymce/themes/silver';
import 'tinymce/icons/default';
import 'tinymce/plugins/autolink';
import 'tinymce/plugins/code';
import 'tinymce/plugins/fullscreen';
import 'tinymce/plugins/image';
import 'tinymce/plugins/link';
import 'tinymce/plugins/lists';
import 'tinymce/plugins/table';
import 'tinymce/skins/ui/oxide/skin.min.css';
import contentUiCss from 'tinymce/skins/ui/oxide/content.min.css?raw';
import contentCss from 'tinymce/skins/content/default/content.min.css?raw';
import { Editor } from '@tinymce/tinymce-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { RICH_TEXT_DEBOUNCE_MS, RICH_TEXT_HEIGHT, RichTextLoading, type RichTextEditorProps } from './RichTextEditor';

const LICENSE_KEY = (import.meta.env.VITE_TINYMCE_LICENSE_KEY as string | undefined) || 'gpl';

export default function RichTextEditorImpl({ value = '', onChange, disabled, placeholder, id }: RichTextEditorProps) {
  const [ready, setReady] = useState(false);
  const [html, setHtml] = useState(value);
  const emitted = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // A value set from outside (form reset, loaded record) replaces the editor's content.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setHtml(value);
    }
  }, [value]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const init = useMemo(
    () => ({
      height: RICH_TEXT_HEIGHT,
      menubar: false,
      branding: false,
      promotion: false,
      skin: false as const,
      content_css: false as const,
      content_style: `${contentUiCss}\n${contentCss}`,
      plugins: 'autolink code fullscreen image link lists table',
      toolbar: 'undo redo | blocks | bold italic underline forecolor | alignleft aligncenter alignright | bullist numlist | link image table | code fullscreen',
      placeholder,
      // Keep addresses as written (TinyMCE would otherwise make them relative to the console's page).
      convert_urls: false,
    }),
    [placeholder],
  );

  const pending = useRef(value);
  const emit = () => {
    timer.current = null;
    emitted.current = pending.current;
    onChangeRef.current?.(pending.current);
  };
  const onEditorChange = (next: string) => {
    setHtml(next);
    pending.current = next;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(emit, RICH_TEXT_DEBOUNCE_MS);
  };
  // Leaving the editor (a click on the dialog's OK, on save) hands over what was typed at once, not after the debounce:
  // the form must not check or send the text as it was a keystroke ago.
  const flush = () => {
    if (!timer.current) return;
    clearTimeout(timer.current);
    emit();
  };

  return (
    <div style={{ position: 'relative' }}>
      {!ready && (
        <div style={{ position: 'absolute', inset: 0, zIndex: 1, background: '#fff' }}>
          <RichTextLoading />
        </div>
      )}
      <Editor id={id} licenseKey={LICENSE_KEY} disabled={disabled} value={html} init={init} onEditorChange={onEditorChange} onBlur={flush} onInit={() => setReady(true)} />
    </div>
  );
}
