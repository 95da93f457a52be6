/**
 * What opens the route search (./RouteSearch), kept apart from the dialog so the shell can load the dialog only when
 * it is first opened: the opener registry, the Ctrl+K / ⌘K test and the header button.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
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

/** A header button opening the route search (its tooltip names the shortcut). */
export function RouteSearchButton({ type = 'text' }: { type?: 'text' | 'default' | 'link' }) {
  const t = useT();
  return (
    <Tooltip title={t('routeSearch.open')}>
      <Button type={type} icon={<SearchOutlined />} aria-label={t('routeSearch.open')} aria-keyshortcuts="Control+K Meta+K" onClick={openRouteSearch} />
    </Tooltip>
  );
}
