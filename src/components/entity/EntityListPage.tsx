/**
 * The list screen of a schema (DESIGN "Screens for business entities"): the filter form, read from and written to
 * the URL query (dashboard links and shared URLs work, the browser's back goes to the previous filter), query and
 * reset with the §9 double-click guard (1500 ms), the paged table ([D] data table and pager, 10 a page from page
 * 1), row actions, and export of the applied filter to xlsx.
 *
 * A declaration's `expand` child rows show under a row expanded (a nested table: a change record's field changes).
 *
 * §4 list behaviour: a search goes to page 1; changing page reloads; reset clears the filter and reloads; a failed
 * call empties the table and says why. A kept-alive tab keeps what was typed into the filter, and shows its rows at
 * once when shown again: loaded again only when stale or written meanwhile (./data, the query cache).
 */
import '@/i18n/parts/entity';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { exportRows, type Payload } from '@/api/entity';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { QUERY_RESET_GUARD_MS } from '@/lib/timing';
import { summarySum, withLabelSuffix } from '@/lib/format';
import type { SavedView } from '@/api/views';
import { viewQuery } from '@/lib/savedViews';
import { DataTable } from '../DataTable';
import { Pager } from '../Pager';
import { usePermission } from '../Permission';
import { useScreenMeta } from '../screenMeta';
import { useClickGuard } from '../useClickGuard';
import { ActionButtons, CreateButton, OpenedActionView, useRowActions, type OpenedAction, type StepViews } from './ActionButtons';
import { ChildTable } from './ChildRows';
import { DetailDrawer } from './DetailDrawer';
import { useColumns } from './columns';
import { useColumnSettings, useEntityPage, useReloadPage, useSavedViews } from './data';
import { useClearDependents } from './dependents';
import { FilterForm } from './FilterForm';
import { ImportButton } from './import/ImportButton';
import { SavedViews } from './SavedViews';
import { useHiddenFields } from './options';
import { usePageCode } from './RowScreen';
import { canonical, ORDER_BY_PARAM, ORDER_PARAM, pageFromQuery, payloadFromQuery, queryFromValues, sortFromQuery, valuesFromQuery, PAGE_PARAM, type FilterValues } from './query';
import { BatchButtons, batchActions } from './BatchActions';
import { defaultHiddenColumns, filterFields, listColumnKeys, rangeNames, type AnySchema } from '@/entities/define';
import { declaredColumnSettings } from '@/lib/columnSettings';
import { OPEN_RECORD_PARAM } from '@/entities/search';

type Row = Record<string, unknown>;

export interface EntityListPageProps {
  schema: AnySchema;
  /** Buttons beside export (an "add" button…). */
  extra?: ReactNode;
  /** Filters always sent, not shown (a bill's orders: its supplier). */
  fixed?: Readonly<Record<string, string>>;
  /** Inside another screen: no heading of its own. */
  embedded?: boolean;
  /** Shown between the heading and the filters (a list's counts by state). */
  banner?: ReactNode;
  /** The screen's own dialogs or drawers for some row actions (a policy's 完善: ./ActionButtons `StepViews`). */
  steps?: StepViews;
}

/** The applied filter without the page: when it changes, the form shows it. */
function filterKey(query: URLSearchParams): string {
  const q = new URLSearchParams(query);
  q.delete(PAGE_PARAM);
  return canonical(q);
}

export function EntityListPage({ schema, extra, fixed, embedded, banner, steps }: EntityListPageProps) {
  const t = useT();
  const lang = useLang();
  const meta = useScreenMeta();
  const [query, setQuery] = useSearchParams();
  const [form] = Form.useForm<FilterValues>();
  const [exporting, setExporting] = useState(false);
  const { can } = usePermission();
  const title = meta ? pick(meta.title, lang) : pick(schema.title, lang);
  const page = pageFromQuery(query);
  const key = canonical(query);
  // §3 menu visibility entries hide fields from the filter and the table.
  const hidden = useHiddenFields(usePageCode(schema));
  const filters = filterFields(schema).filter((f) => !hidden.has(f.name));
  const fixedKey = JSON.stringify(fixed ?? {});

  /** The query of new filter values, keeping what the screen's address holds besides filters (a row screen's row). */
  const withOthers = (next: URLSearchParams): URLSearchParams => {
    const own = new Set([PAGE_PARAM, ...filters.flatMap((f) => (f.type === 'dateRange' ? rangeNames(f) : [f.name]))]);
    for (const [k, v] of query) if (!own.has(k)) next.append(k, v);
    return next;
  };

  // The form shows the applied filter when the URL brings a new one (a dashboard link, back/forward), but never
  // overwrites what the user is typing when the tab is merely shown again.
  const shownFilter = useRef<string | null>(null);
  const appliedFilter = filterKey(query);
  useEffect(() => {
    if (shownFilter.current === appliedFilter) return;
    shownFilter.current = appliedFilter;
    form.resetFields();
    form.setFieldsValue(valuesFromQuery(schema, query));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the applied filter only
  }, [appliedFilter]);

  // The rows of the applied filter and page, from the query cache (./data): a kept-alive tab shown again shows them
  // at once, and loads again only when they are stale or something was written meanwhile (a form of this list, a
  // dialog, another screen). A search, a reset or a page asked for always loads (§4), however fresh the rows held.
  const payloadOf = (q: URLSearchParams): Payload => ({ ...payloadFromQuery(schema, q), ...fixed, page: pageFromQuery(q), pageSize: schema.pageSize });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's canonical key says when the payload changes
  const payload = useMemo(() => payloadOf(query), [key, schema, fixedKey]);
  const rows = useEntityPage(schema, payload);
  const reload = useReloadPage(schema);
  const loaded = rows.isError ? { rows: [] as Row[], total: 0, error: rows.error.message || t('entity.loadFailed') } : { rows: rows.data?.result ?? [], total: rows.data?.total ?? 0, error: null };
  const loading = rows.isFetching || rows.isPending;
  /** Shows the rows of another query (a search, a reset, a page), loaded afresh. */
  const load = (next: URLSearchParams) => {
    reload(payloadOf(next));
    if (canonical(next) !== key) setQuery(next);
  };

  // A filter refused by its rules reopens the guard: the corrected query's click is not swallowed.
  const search = useClickGuard(
    () =>
      form.validateFields().then(
        (values) => {
          const next = withOthers(queryFromValues(schema, values));
          shownFilter.current = filterKey(next);
          load(next);
          return true;
        },
        () => false,
      ),
    QUERY_RESET_GUARD_MS,
  );

  const reset = useClickGuard(() => {
    form.resetFields();
    const next = withOthers(new URLSearchParams());
    shownFilter.current = filterKey(next);
    load(next);
  }, QUERY_RESET_GUARD_MS);

  const exportCurrent = useClickGuard(() => {
    const target = schema.endpoints.export;
    if (!target) return;
    setExporting(true);
    void exportRows(target.path, { ...payloadFromQuery(schema, query), ...fixed }, pick(target.name, lang)).finally(() => setExporting(false));
  });

  const goTo = (next: number) => {
    const q = new URLSearchParams(query);
    if (next > 1) q.set(PAGE_PARAM, String(next));
    else q.delete(PAGE_PARAM);
    load(q);
  };

  const parent = `${meta?.path ?? ''}${query.size ? `?${query.toString()}` : ''}`;
  // The open row action's dialog lives here, not in its row: it survives the row leaving the table (a reload).
  const [opened, setOpened] = useState<OpenedAction | null>(null);
  const sort = sortFromQuery(schema, query);
  const columns = useColumns(schema, lang, (row) => <ActionButtons schema={schema} row={row} parent={parent} onOpen={setOpened} compact />, hidden, sort);
  const openRow = useOpenRow(schema, parent, setOpened);
  const closeOpened = useOpenedRecord(schema, embedded, setOpened);

  // A column's sort goes to the URL (shared links keep it) and back to page 1.
  const onSort = (sorter: unknown) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as { columnKey?: unknown; order?: 'ascend' | 'descend' | null } | undefined;
    const q = new URLSearchParams(query);
    q.delete(PAGE_PARAM);
    if (s?.order && typeof s.columnKey === 'string') {
      q.set(ORDER_BY_PARAM, s.columnKey);
      q.set(ORDER_PARAM, s.order === 'descend' ? 'desc' : 'asc');
    } else {
      q.delete(ORDER_BY_PARAM);
      q.delete(ORDER_PARAM);
    }
    setQuery(q);
  };

  // Saved views (docs/architecture.md "Saved views"): a view keeps the list's filters and sort (its own part of the
  // query) and the hidden columns. Not on a list embedded in another screen, whose address is that screen's.
  const declared = useMemo(() => declaredColumnSettings(defaultHiddenColumns(schema)), [schema]);
  const columnSettings = useColumnSettings(schema.id, declared);
  const viewOwn = new Set([ORDER_BY_PARAM, ORDER_PARAM, ...filters.flatMap((f) => (f.type === 'dateRange' ? rangeNames(f) : [f.name]))]);
  const currentView = { query: viewQuery(new URLSearchParams([...query].filter(([k]) => viewOwn.has(k))), PAGE_PARAM), hiddenColumns: columnSettings[0].hidden };
  const applyView = (view: SavedView) => {
    const next = new URLSearchParams(view.query);
    for (const [k, v] of query) if (!viewOwn.has(k) && k !== PAGE_PARAM) next.append(k, v);
    // The view's hidden columns become the account's column settings (one mechanism); columns since removed are dropped.
    const [settings, setSettings] = columnSettings;
    const hidden = view.hiddenColumns.filter((k) => listColumnKeys(schema).includes(k));
    if (settings.hidden.join() !== hidden.join()) setSettings({ ...settings, hidden, pinned: settings.pinned.filter((k) => !hidden.includes(k)) });
    load(next);
  };
  // Opened with no query at all: the account's default view, once (never over a query typed or a link followed).
  const views = useSavedViews(schema.id, !embedded);
  const openedBare = useRef(query.size === 0);
  useEffect(() => {
    if (embedded || !openedBare.current || !views.data) return;
    openedBare.current = false;
    const preferred = views.data.find((v) => v.isDefault);
    if (preferred && query.size === 0) applyView(preferred);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the views first arrive
  }, [views.data]);

  // Rows selected for a batch action (kept across pages by key; cleared after a batch).
  const batchable = batchActions(schema).length > 0;
  const [selected, setSelected] = useState<Row[]>([]);
  const summaryFields = (schema.summary ?? []).flatMap((name) => schema.fields.filter((f) => f.name === name && !hidden.has(f.name)));

  // Declared child rows shown under a row expanded (a change record's field changes).
  const expanded = schema.children?.find((c) => c.name === schema.expand);

  // §4: choosing a new city clears its store (the store list reloads for the new city); so for a dependent reference.
  const onValuesChange = useClearDependents(schema.fields, form);

  // The list's buttons, on one row with the column chooser (DataTable's toolbar).
  const toolbar = (
    <Space>
      <CreateButton schema={schema} />
      {extra}
      {!embedded && <ImportButton schema={schema} title={title} />}
      {batchable && (
        <BatchButtons
          schema={schema}
          selected={selected}
          onDone={() => setSelected([])}
        />
      )}
      {!embedded && <SavedViews screen={schema.id} path={meta?.path} current={currentView} onApply={applyView} />}
      {schema.endpoints.export && (!schema.exportPermission || can([schema.exportPermission])) && (
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCurrent}>
          {t('entity.export')}
        </Button>
      )}
    </Space>
  );

  return (
    <div>
      {!embedded && (
        <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
          {title}
        </Typography.Title>
      )}
      {banner}
      <FilterForm schema={schema} form={form} fields={filters} onSearch={search} onReset={reset} onValuesChange={onValuesChange} />
      {loaded.error && <Alert type="error" showIcon style={{ marginBottom: 8 }} title={t('entity.loadFailedWith', { msg: loaded.error })} />}
      <DataTable<Row>
        columnsKey={schema.id}
        columnSettings={columnSettings}
        toolbar={toolbar}
        rowKey={(row) => String(row[schema.rowKey])}
        columns={columns}
        dataSource={loaded.rows}
        loading={loading}
        locale={{ emptyText: loaded.error ? t('entity.emptyFailed') : t('entity.empty') }}
        onChange={(_pagination, _filters, sorter) => onSort(sorter)}
        onRow={(row) => openRow(row)}
        expandable={expanded ? { expandedRowRender: (row) => <ChildTable child={expanded} row={row} /> } : undefined}
        rowSelection={
          batchable
            ? {
                selectedRowKeys: selected.map((r) => String(r[schema.rowKey])),
                preserveSelectedRowKeys: true,
                onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
              }
            : undefined
        }
      />
      {summaryFields.length > 0 && loaded.rows.length > 0 && (
        // §9 summary: the page's totals, exact to 2 decimals.
        <Flex gap={24} wrap style={{ padding: '8px 0' }} role="status" aria-label={t('entity.summary')}>
          <Typography.Text strong>{t('entity.summary')}</Typography.Text>
          {summaryFields.map((f) => (
            <Typography.Text key={f.name}>
              {withLabelSuffix(pick(f.label, lang))}
              {summarySum(loaded.rows, (r) => r[f.name])}
            </Typography.Text>
          ))}
        </Flex>
      )}
      <Pager total={loaded.total} pageNum={page} pageSize={schema.pageSize} onCurrentChange={goTo} />
      {opened &&
        (opened.action.drawer ? (
          <DetailDrawer schema={schema} row={opened.row} parent={parent} onClose={closeOpened} />
        ) : (
          <OpenedActionView schema={schema} opened={opened} steps={steps} onClose={() => setOpened(null)} />
        ))}
    </div>
  );
}

/**
 * A record named by the address (`?open=<row key>`, OPEN_RECORD_PARAM: the record search's hit of an entity whose
 * detail is a drawer) opens in its drawer over the list, loaded by its key; closing it leaves the address without it.
 * Answers what closes the opened drawer or dialog.
 */
function useOpenedRecord(schema: AnySchema, embedded: boolean | undefined, setOpened: (opened: OpenedAction | null) => void) {
  const [query, setQuery] = useSearchParams();
  const key = embedded ? null : query.get(OPEN_RECORD_PARAM);
  useEffect(() => {
    const drawer = (schema.actions ?? schema.links ?? []).find((a) => a.key === 'detail' && a.drawer);
    if (key && drawer) setOpened({ action: drawer, row: { [schema.rowKey]: key } });
  }, [key, schema, setOpened]);
  return () => {
    setOpened(null);
    if (!key) return;
    const next = new URLSearchParams(query);
    next.delete(OPEN_RECORD_PARAM);
    setQuery(next, { replace: true });
  };
}

/** What a click inside a row does itself (a link, a button, a check box, a select, an expander): it does not open the row. */
const OWN_CLICK = 'a, button, input, label, textarea, [role="button"], [role="checkbox"], .ant-select, .ant-table-row-expand-icon';

/**
 * A row opens its record's detail (the row's `detail` action: a screen or the drawer) on a click that is not on a
 * control of its own nor the end of a text selection (a copied cell), and on Enter when the row has the focus.
 */
function useOpenRow(schema: AnySchema, parent: string, setOpened: (opened: OpenedAction) => void) {
  const navigate = useNavigate();
  const actionsOf = useRowActions(schema);
  return (row: Row) => {
    const detail = actionsOf(row).find((a) => a.key === 'detail' && (a.open || a.drawer));
    if (!detail) return {};
    const open = () => (detail.drawer ? setOpened({ action: detail, row }) : navigate(detail.open!(row, parent)));
    return {
      tabIndex: 0,
      style: { cursor: 'pointer' },
      onClick: (e: React.MouseEvent) => {
        // A click in a popup of the row (its 更多 menu, drawn outside the table) reaches the row through React's tree.
        if (!e.currentTarget.contains(e.target as Node)) return;
        if ((e.target as HTMLElement).closest(OWN_CLICK) || window.getSelection()?.toString()) return;
        open();
      },
      onKeyDown: (e: React.KeyboardEvent) => {
        if (e.key === 'Enter' && e.target === e.currentTarget) open();
      },
    };
  };
}
