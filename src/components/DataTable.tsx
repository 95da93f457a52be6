import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Table, Tooltip, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { isValidElement, useEffect, useMemo, useRef, useState, type ReactNode, type UIEvent } from 'react';
import { useT } from '@/i18n/react';
import { copyText } from '@/lib/clipboard';
import { readJson, writeJson } from '@/lib/storage';

/** §9 copy tooltip: 1 s. */
export const COPY_TOOLTIP_MS = 1000;
/** §9 load-more: within 2 px of the table's bottom. */
export const LOAD_MORE_PX = 2;
/** §9 tables max height where a screen asks for it. */
export const TABLE_MAX_HEIGHT = 240;
/** Local-storage key prefix of the column chooser, one entry per screen. */
export const COLUMNS_STORAGE_PREFIX = 'TABLE_COLUMNS:';

export type DataColumn<T> = ColumnType<T> & {
  /** Copy-on-click of this column's cells (default: on for data columns, off for columns without dataIndex). */
  copyable?: boolean;
};

export interface DataTableProps<T> extends Omit<TableProps<T>, 'columns'> {
  columns: DataColumn<T>[];
  /** The screen's name: shows the column chooser and remembers its choice in local storage under it. */
  columnsKey?: string;
  /**
   * The hidden columns, held by the screen (`useHiddenColumns(columnsKey)`: a saved view sets them); without them the
   * table holds its own.
   */
  hiddenColumns?: readonly [hidden: string[], update: (next: string[]) => void];
  /** Copy-on-click of cell text (default true). */
  copyable?: boolean;
  /** Called when the table body is scrolled to within 2 px of its bottom (needs a height: maxHeight or scroll.y). */
  onLoadMore?: () => void;
  /** Body height limit in px (§9: 240 where asked); the body scrolls inside it. */
  maxHeight?: number;
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export function columnKey<T>(column: DataColumn<T>, index: number): string {
  if (column.key !== undefined && column.key !== null) return String(column.key);
  const di = column.dataIndex;
  if (Array.isArray(di)) return di.join('.');
  if (di !== undefined && di !== null) return String(di);
  return `column-${index}`;
}

/** The hidden columns of a screen, remembered in local storage (an unknown or corrupt entry shows every column). */
export function useHiddenColumns(storageKey: string | undefined) {
  const [hidden, setHidden] = useState<string[]>(() => (storageKey ? readJson('local', COLUMNS_STORAGE_PREFIX + storageKey, isStringArray, []) : []));
  const update = (next: string[]) => {
    setHidden(next);
    if (storageKey) writeJson('local', COLUMNS_STORAGE_PREFIX + storageKey, next);
  };
  return [hidden, update] as const;
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

function ColumnChooser<T>({ columns, hidden, onChange }: { columns: DataColumn<T>[]; hidden: string[]; onChange: (hidden: string[]) => void }) {
  const t = useT();
  const keys = columns.map(columnKey);
  const shown = keys.filter((k) => !hidden.includes(k));
  const content = (
    <Flex vertical gap={8}>
      <Checkbox.Group
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        value={shown}
        onChange={(values) => onChange(keys.filter((k) => !values.includes(k)))}
        options={columns.map((c, i) => ({ value: keys[i], label: typeof c.title === 'function' ? keys[i] : (c.title ?? keys[i]) }))}
      />
      <Button size="small" onClick={() => onChange([])}>
        {t('widgets.columns.reset')}
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('widgets.columns.title')} content={content}>
      <Button icon={<SettingOutlined />} size="small">
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
  hiddenColumns,
  copyable = true,
  onLoadMore,
  maxHeight,
  scroll,
  sticky,
  onScroll,
  pagination = false,
  ...rest
}: DataTableProps<T>) {
  const own = useHiddenColumns(hiddenColumns ? undefined : columnsKey);
  const [hidden, setHidden] = hiddenColumns ?? own;
  const atBottom = useRef(false);
  const box = useRef<HTMLDivElement>(null);

  // A scrolling table body must be reachable by keyboard (arrow keys scroll it once focused): WCAG 2.1.1.
  useEffect(() => {
    box.current?.querySelectorAll<HTMLElement>('.ant-table-body, .ant-table-content').forEach((el) => {
      if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
    });
  });

  const shownColumns = useMemo(
    () =>
      columns
        .filter((c, i) => !hidden.includes(columnKey(c, i)))
        .map((c) => (copyable && c.copyable !== false && (c.copyable || c.dataIndex !== undefined) ? withCopy(c) : c)),
    [columns, hidden, copyable],
  );

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
  return (
    <div ref={box}>
      {columnsKey && (
        <Flex justify="end" style={{ marginBottom: 8 }}>
          <ColumnChooser columns={columns} hidden={hidden} onChange={setHidden} />
        </Flex>
      )}
      <Table<T>
        {...rest}
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
