import { SettingOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Table, Tooltip, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { isValidElement, useEffect, useMemo, useRef, useState, type ReactNode, type UIEvent } from 'react';
import { useT } from '@/i18n/react';
import { copyText } from '@/lib/clipboard';
import { arrangedKeys, cacheColumnSettings, cachedColumnSettings, COLUMNS_STORAGE_PREFIX, DEFAULT_COLUMN_SETTINGS, type ColumnSettings } from '@/lib/columnSettings';
import { ColumnSettingsEditor } from './ColumnSettingsEditor';
import { screenReady } from './screenReady';

/** §9 copy tooltip: 1 s. */
export const COPY_TOOLTIP_MS = 1000;
/** §9 load-more: within 2 px of the table's bottom. */
export const LOAD_MORE_PX = 2;
/** §9 tables max height where a screen asks for it. */
export const TABLE_MAX_HEIGHT = 240;
/** Local-storage key prefix of the column chooser, one entry per screen (src/lib/columnSettings). */
export { COLUMNS_STORAGE_PREFIX };

export type DataColumn<T> = ColumnType<T> & {
  /** Copy-on-click of this column's cells (default: on for data columns, off for columns without dataIndex). */
  copyable?: boolean;
};

export interface DataTableProps<T> extends Omit<TableProps<T>, 'columns'> {
  columns: DataColumn<T>[];
  /** The screen's name: shows the column chooser and remembers its choice in local storage under it. */
  columnsKey?: string;
  /**
   * The column settings (hidden, order, pinned at the left), held by the screen (`useColumnSettings(columnsKey)`: the
   * account's, kept by the backend; a saved view sets the hidden ones); without them the table keeps its own in this
   * browser (docs/architecture.md "Column settings").
   */
  columnSettings?: readonly [settings: ColumnSettings, update: (next: ColumnSettings | null) => void];
  /** Copy-on-click of cell text (default true). */
  copyable?: boolean;
  /** Called when the table body is scrolled to within 2 px of its bottom (needs a height: maxHeight or scroll.y). */
  onLoadMore?: () => void;
  /** Body height limit in px (§9: 240 where asked); the body scrolls inside it. */
  maxHeight?: number;
  /** The list's buttons (add, import, export…): on one row with the column chooser, at its left. */
  toolbar?: ReactNode;
}

export function columnKey<T>(column: DataColumn<T>, index: number): string {
  if (column.key !== undefined && column.key !== null) return String(column.key);
  const di = column.dataIndex;
  if (Array.isArray(di)) return di.join('.');
  if (di !== undefined && di !== null) return String(di);
  return `column-${index}`;
}

/** A table's own column settings, remembered in this browser (an unknown or corrupt entry shows every column). */
export function useLocalColumnSettings(storageKey: string | undefined) {
  const [settings, setSettings] = useState<ColumnSettings>(() => (storageKey ? cachedColumnSettings(storageKey) : DEFAULT_COLUMN_SETTINGS));
  const update = (next: ColumnSettings | null) => {
    const value = next ?? DEFAULT_COLUMN_SETTINGS;
    setSettings(value);
    if (storageKey) cacheColumnSettings(storageKey, value);
  };
  return [settings, update] as const;
}

/** A cell whose text is copied on click, with a "Copy succeeded" tooltip for 1 s. */
function CopyCell({ children }: { children: ReactNode }) {
  const t = useT();
  const ref = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const onClick = async (e: React.MouseEvent) => {
    // A link or button inside the cell keeps its own click.
    if ((e.target as HTMLElement).closest('a, button, input, [role="button"]')) return;
    const text = ref.current?.textContent?.trim();
    if (!text || !(await copyText(text))) return;
    setOpen(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), COPY_TOOLTIP_MS);
  };
  return (
    <Tooltip open={open} title={t('widgets.copy.done')}>
      <span ref={ref} onClick={onClick} style={{ cursor: 'copy' }}>
        {children}
      </span>
    </Tooltip>
  );
}

function withCopy<T>(column: DataColumn<T>): DataColumn<T> {
  const { render } = column;
  return {
    ...column,
    render: (value: unknown, record: T, index: number) => {
      const node: unknown = render ? render(value, record, index) : value;
      // A render giving cell props ({ children, props }) is left as it is.
      if (node !== null && typeof node === 'object' && !isValidElement(node) && !Array.isArray(node)) return node as ReactNode;
      return <CopyCell>{node as ReactNode}</CopyCell>;
    },
  };
}

function ColumnChooser<T>({ columns, settings, onChange }: { columns: DataColumn<T>[]; settings: ColumnSettings; onChange: (next: ColumnSettings | null) => void }) {
  const t = useT();
  const items = columns.map((c, i) => ({ key: columnKey(c, i), title: typeof c.title === 'function' ? columnKey(c, i) : (c.title ?? columnKey(c, i)) }));
  return (
    <Popover trigger="click" placement="bottomRight" title={t('widgets.columns.title')} content={<ColumnSettingsEditor columns={items} settings={settings} onChange={onChange} />}>
      {/* The toolbar's size: the list's buttons beside it share its row and its top. */}
      <Button icon={<SettingOutlined />}>
        {t('widgets.columns.button')}
      </Button>
    </Popover>
  );
}

/**
 * §2 table widget over antd Table: a column chooser remembered per screen, a horizontal scroll bar kept in
 * view (sticky), copy-on-click of cell text with a 1 s "Copy succeeded" tooltip, a load-more callback near the
 * bottom and an optional max height. Paging is the separate <Pager/> (so `pagination` is off by default).
 */
export function DataTable<T extends object>({
  columns,
  columnsKey,
  columnSettings,
  copyable = true,
  onLoadMore,
  maxHeight,
  scroll,
  sticky,
  onScroll,
  pagination = false,
  toolbar,
  size = 'middle',
  ...rest
}: DataTableProps<T>) {
  const own = useLocalColumnSettings(columnSettings ? undefined : columnsKey);
  const [settings, setSettings] = columnSettings ?? own;
  const atBottom = useRef(false);
  const box = useRef<HTMLDivElement>(null);

  // A scrolling table body must be reachable by keyboard (arrow keys scroll it once focused): WCAG 2.1.1.
  useEffect(() => {
    box.current?.querySelectorAll<HTMLElement>('.ant-table-body, .ant-table-content').forEach((el) => {
      if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
    });
  });

  // The settings' order, the pinned columns first and fixed at the left, the hidden ones left out.
  const shownColumns = useMemo(() => {
    const keys = columns.map(columnKey);
    const byKey = new Map(columns.map((c, i) => [keys[i]!, c]));
    return arrangedKeys(keys, settings)
      .filter((k) => !settings.hidden.includes(k))
      .map((k) => (settings.pinned.includes(k) ? { ...byKey.get(k)!, fixed: 'left' as const } : byKey.get(k)!))
      .map((c) => (copyable && c.copyable !== false && (c.copyable || c.dataIndex !== undefined) ? withCopy(c) : c));
  }, [columns, settings, copyable]);

  const handleScroll = (e: UIEvent<HTMLDivElement>) => {
    onScroll?.(e);
    if (!onLoadMore) return;
    const el = e.currentTarget;
    const near = el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MORE_PX;
    // Once per arrival at the bottom, not on every scroll event while there.
    if (near && !atBottom.current) onLoadMore();
    atBottom.current = near;
  };

  const y = maxHeight ?? scroll?.y;
  // Its first page drawn (rows or the empty state) once it is not loading: the screen's first content (./screenReady).
  const loading = rest.loading;
  const drawn = !(loading === true || (typeof loading === 'object' && loading.spinning !== false));
  return (
    <div ref={box} {...screenReady(drawn)}>
      {(columnsKey || toolbar) && (
        <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 8 }}>
          <div data-testid="table-toolbar">{toolbar}</div>
          {columnsKey && <ColumnChooser columns={columns} settings={settings} onChange={setSettings} />}
        </Flex>
      )}
      <Table<T>
        {...rest}
        // A back office's density: a wide list's essential columns fit 1366 px beside the actions ([Q] 4).
        size={size}
        columns={shownColumns}
        pagination={pagination}
        scroll={{ x: 'max-content', ...scroll, ...(y !== undefined ? { y } : {}) }}
        // A body with its own height keeps its scroll bar; a long page keeps the horizontal bar stuck to the bottom.
        sticky={sticky ?? (y === undefined ? { offsetScroll: 0 } : false)}
        onScroll={handleScroll}
      />
    </div>
  );
}
