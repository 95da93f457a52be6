/**
 * What opens the route search (./RouteSearch), kept apart from the dialog so the shell can load the dialog only when
 * it is first opened: the opener registry, the Ctrl+K / ⌘K test and the header button.
 */
import { SearchOutlined } from '@ant-design/icons';
import { useT } from '@/i18n/react';

const openers = new Set<() => void>();

/** Registers what opens a mounted route search; returns its removal. */
export function registerOpener(open: () => void): () => void {
  openers.add(open);
  return () => {
    openers.delete(open);
  };
}

/** Opens the route search (every mounted RouteSearch; normally the shell mounts one). */
export function openRouteSearch(): void {
  openers.forEach((open) => open());
}

/** Ctrl+K, or ⌘K on macOS. */
export function isSearchHotkey(e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
}

/**
 * A header button opening the route search, drawn without antd (src/app/plain.css, antd's text icon button): the
 * shell's frame is painted before antd is loaded. The shell gives it its tooltip (naming the shortcut).
 */
export function RouteSearchButton() {
  const t = useT();
  return (
    <button type="button" className="plain-icon-button" aria-label={t('routeSearch.open')} aria-keyshortcuts="Control+K Meta+K" onClick={openRouteSearch}>
      <SearchOutlined />
    </button>
  );
}
