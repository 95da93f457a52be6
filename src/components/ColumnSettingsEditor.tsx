/**
 * The editor of a list's column settings (src/lib/columnSettings.ts): each column shown or hidden, moved up or down,
 * pinned at the left or not, and a reset to the default — the list's column chooser (DataTable) and
 * /userTabulateConfigDeal draw this same editor on the same settings. What the rule refuses (hiding the last column,
 * pinning a fourth) is not offered: its control is disabled and says why.
 */
import { ArrowDownOutlined, ArrowUpOutlined, PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { ACTIONS_COLUMN, arrangedKeys, COLUMNS_ACTIONS_FIXED, COLUMNS_ALL_HIDDEN, COLUMNS_PINNED_MAX, PINNED_MAX, type ColumnSettings } from '@/lib/columnSettings';

const TEXT = {
  up: bi('上移', 'Move up'),
  down: bi('下移', 'Move down'),
  pin: bi('固定在左侧', 'Pin at the left'),
  unpin: bi('取消固定', 'Unpin'),
  reset: bi('恢复默认', 'Restore default'),
  pinned: bi('已固定', 'Pinned'),
} as const;

export interface ColumnItem {
  key: string;
  title: ReactNode;
}

export interface ColumnSettingsEditorProps {
  /** The list's columns, in their declared order. */
  columns: readonly ColumnItem[];
  settings: ColumnSettings;
  /** A change; null restores the default. */
  onChange: (next: ColumnSettings | null) => void;
}

export function ColumnSettingsEditor({ columns, settings, onChange }: ColumnSettingsEditorProps) {
  const lang = useLang();
  const keys = columns.map((c) => c.key);
  const titleOf = new Map(columns.map((c) => [c.key, c.title]));
  const arranged = arrangedKeys(keys, settings);
  const data = arranged.filter((k) => k !== ACTIONS_COLUMN);
  const shownCount = keys.filter((k) => !settings.hidden.includes(k)).length;
  const pinned = settings.pinned.filter((k) => keys.includes(k));

  /** The order with `key` moved one place (pinned columns move among the pinned, the others among the others). */
  const move = (key: string, step: -1 | 1) => {
    const group = pinned.includes(key) ? pinned : data.filter((k) => !pinned.includes(k));
    const at = group.indexOf(key);
    const other = group[at + step];
    if (other === undefined) return;
    const swap = (list: readonly string[]) => list.map((k) => (k === key ? other : k === other ? key : k));
    onChange({ ...settings, order: swap(data), pinned: pinned.includes(key) ? swap(pinned) : pinned });
  };
  const toggleShown = (key: string, shown: boolean) =>
    onChange({ ...settings, order: data, hidden: shown ? settings.hidden.filter((k) => k !== key) : [...settings.hidden, key], pinned: shown ? pinned : pinned.filter((k) => k !== key) });
  const togglePin = (key: string) => onChange({ ...settings, order: data, pinned: pinned.includes(key) ? pinned.filter((k) => k !== key) : [...pinned, key] });

  return (
    <Flex vertical gap={4} style={{ minWidth: 260 }}>
      {arranged.map((key) => {
        const shown = !settings.hidden.includes(key);
        const isActions = key === ACTIONS_COLUMN;
        const isPinned = pinned.includes(key);
        const group = isPinned ? pinned : data.filter((k) => !pinned.includes(k));
        const at = group.indexOf(key);
        const last = shown && shownCount === 1;
        const pinBlocked = !isPinned && pinned.length >= PINNED_MAX;
        const title = titleOf.get(key) ?? key;
        const name = typeof title === 'string' ? title : key;
        return (
          <Flex key={key} align="center" gap={4} data-column={key}>
            <Tooltip title={last ? pick(COLUMNS_ALL_HIDDEN, lang) : undefined}>
              <Checkbox checked={shown} disabled={last} onChange={(e) => toggleShown(key, e.target.checked)} style={{ flex: 1 }}>
                {title}
              </Checkbox>
            </Tooltip>
            {isActions ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {pick(COLUMNS_ACTIONS_FIXED, lang)}
              </Typography.Text>
            ) : (
              <>
                <Tooltip title={pinBlocked ? pick(COLUMNS_PINNED_MAX, lang) : pick(isPinned ? TEXT.unpin : TEXT.pin, lang)}>
                  <Button
                    size="small"
                    type="text"
                    aria-label={`${pick(isPinned ? TEXT.unpin : TEXT.pin, lang)} ${name}`}
                    aria-pressed={isPinned}
                    disabled={!shown || pinBlocked}
                    icon={isPinned ? <PushpinFilled /> : <PushpinOutlined />}
                    onClick={() => togglePin(key)}
                  />
                </Tooltip>
                <Button size="small" type="text" aria-label={`${pick(TEXT.up, lang)} ${name}`} disabled={at <= 0} icon={<ArrowUpOutlined />} onClick={() => move(key, -1)} />
                <Button size="small" type="text" aria-label={`${pick(TEXT.down, lang)} ${name}`} disabled={at < 0 || at >= group.length - 1} icon={<ArrowDownOutlined />} onClick={() => move(key, 1)} />
              </>
            )}
          </Flex>
        );
      })}
      <Button size="small" onClick={() => onChange(null)} style={{ marginTop: 4 }}>
        {pick(TEXT.reset, lang)}
      </Button>
    </Flex>
  );
}
