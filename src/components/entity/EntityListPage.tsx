/**
 * The list screen of a schema (DESIGN "Screens for business entities"): the filter form, read from and written to
 * the URL query (dashboard links and shared URLs work, the browser's back goes to the previous filter), query and
 * reset with the §9 double-click guard (1500 ms), the paged table ([D] data table and pager, 10 a page from page
 * 1), row actions, and export of the applied filter to xlsx.
 *
 * §4 list behaviour: a search goes to page 1; changing page reloads; reset clears the filter and reloads; a failed
 * call empties the table and says why. A kept-alive tab keeps what was typed into the filter, and reloads its rows
 * when shown again.
 */
import { DownloadOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Space, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { exportRows, fetchPage } from '@/api/entity';
import { CANCELLED, writeCount } from '@/api/http';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { QUERY_RESET_GUARD_MS } from '@/lib/timing';
import { summarySum, withLabelSuffix } from '@/lib/format';
import { AppForm } from '../AppForm';
import { useActiveEffect } from '../paneActivity';
import { DataTable } from '../DataTable';
import { Pager } from '../Pager';
import { useScreenMeta } from '../screenMeta';
import { useClickGuard } from '../useClickGuard';
import { formRule } from '../formRules';
import { ActionButtons, ActionDialog, CreateButton, type OpenedAction } from './ActionButtons';
import { useColumns } from './columns';
import { useClearDependents } from './dependents';
import { FieldInput } from './FieldInput';
import { useHiddenFields } from './options';
import { usePageCode } from './RowScreen';
import { canonical, ORDER_BY_PARAM, ORDER_PARAM, pageFromQuery, payloadFromQuery, queryFromValues, sortFromQuery, valuesFromQuery, PAGE_PARAM, type FilterValues } from './query';
import { BatchButtons, batchActions } from './BatchActions';
import { filterFields, rangeNames, type AnySchema } from '@/entities/define';

type Row = Record<string, unknown>;

export interface EntityListPageProps {
  schema: AnySchema;
  /** Buttons beside export (an "add" button…). */
  extra?: ReactNode;
  /** Filters always sent, not shown (a bill's orders: its supplier). */
  fixed?: Readonly<Record<string, string>>;
  /** Inside another screen: no heading of its own. */
  embedded?: boolean;
}

interface Loaded {
  rows: Row[];
  total: number;
  error: string | null;
}

/** The applied filter without the page: when it changes, the form shows it. */
function filterKey(query: URLSearchParams): string {
  const q = new URLSearchParams(query);
  q.delete(PAGE_PARAM);
  return canonical(q);
}

/** How long the rows of a list stay fresh when its kept-alive tab is shown again (a later visit reloads them). */
export const LIST_STALE_MS = 30_000;

export function EntityListPage({ schema, extra, fixed, embedded }: EntityListPageProps) {
  const t = useT();
  const lang = useLang();
  const meta = useScreenMeta();
  const [query, setQuery] = useSearchParams();
  const [form] = Form.useForm<FilterValues>();
  const [loaded, setLoaded] = useState<Loaded>({ rows: [], total: 0, error: null });
  const [loading, setLoading] = useState(true);
  const [exporting, setExporting] = useState(false);
  const [reloads, setReloads] = useState(0);
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

  // What the rows on screen were loaded for, and when: a kept-alive tab shown again (this Effect runs again) keeps
  // rows younger than LIST_STALE_MS instead of loading and re-drawing the same page (DESIGN "Keep-alive tabs": a
  // cache with a sensible stale time, not a bare mount Effect), unless something may have been saved since (a form
  // of this list, a dialog, another screen): then it loads again.
  const fresh = useRef<{ for: unknown[]; at: number } | null>(null);
  useActiveEffect(() => {
    const wanted = [key, reloads, schema, fixedKey, writeCount()];
    const last = fresh.current;
    if (last && Date.now() - last.at < LIST_STALE_MS && last.for.every((v, i) => v === wanted[i])) return;
    const ac = new AbortController();
    setLoading(true);
    const payload = { ...payloadFromQuery(schema, query), ...fixed, page, pageSize: schema.pageSize };
    void fetchPage<Row>(schema.endpoints.list.path, payload, schema.endpoints.list.method, ac.signal).then((r) => {
      if (ac.signal.aborted || r.code === CANCELLED) return;
      if (r.ok) setLoaded({ rows: r.data.result, total: r.data.total, error: null });
      else setLoaded({ rows: [], total: 0, error: r.msg || t('entity.loadFailed') });
      setLoading(false);
      fresh.current = r.ok ? { for: wanted, at: Date.now() } : null;
    });
    return () => ac.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's canonical key and the reload counter say when to load
  }, [key, reloads, schema, fixedKey]);

  const search = useClickGuard(() => {
    void form.validateFields().then(
      (values) => {
        const next = withOthers(queryFromValues(schema, values));
        shownFilter.current = filterKey(next);
        if (canonical(next) === key) setReloads((n) => n + 1);
        else setQuery(next);
      },
      () => {},
    );
  }, QUERY_RESET_GUARD_MS);

  const reset = useClickGuard(() => {
    form.resetFields();
    const next = withOthers(new URLSearchParams());
    shownFilter.current = filterKey(next);
    if (canonical(next) === key) setReloads((n) => n + 1);
    else setQuery(next);
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
    setQuery(q);
  };

  const parent = `${meta?.path ?? ''}${query.size ? `?${query.toString()}` : ''}`;
  // The open row action's dialog lives here, not in its row: it survives the row leaving the table (a reload).
  const [opened, setOpened] = useState<OpenedAction | null>(null);
  const sort = sortFromQuery(schema, query);
  const columns = useColumns(schema, lang, (row) => <ActionButtons schema={schema} row={row} parent={parent} onOpen={setOpened} />, hidden, sort);

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

  // Rows selected for a batch action (kept across pages by key; cleared after a batch).
  const batchable = batchActions(schema).length > 0;
  const [selected, setSelected] = useState<Row[]>([]);
  const summaryFields = (schema.summary ?? []).flatMap((name) => schema.fields.filter((f) => f.name === name && !hidden.has(f.name)));

  // §4: choosing a new city clears its store (the store list reloads for the new city).
  const onValuesChange = useClearDependents(schema, form);

  return (
    <div>
      {!embedded && (
        <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
          {title}
        </Typography.Title>
      )}
      {filters.length > 0 && (
        <AppForm<FilterValues> form={form} name={`${schema.id}-filter`} layout="inline" onValuesChange={onValuesChange} onFinish={search} style={{ rowGap: 12, marginBottom: 16 }} aria-label={t('entity.filter')}>
          {filters.map((f) => {
            const label = pick(f.label, lang);
            return (
              <Form.Item key={f.name} name={f.name} label={label} rules={(f.validators ?? []).map((v) => formRule(v, lang))}>
                <FieldInput field={f} label={label} filter />
              </Form.Item>
            );
          })}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('entity.search')}
              </Button>
              <Button onClick={reset} icon={<ReloadOutlined />}>
                {t('entity.reset')}
              </Button>
            </Space>
          </Form.Item>
        </AppForm>
      )}
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }} gap={8}>
        <Space>
          <CreateButton schema={schema} onDone={() => setReloads((n) => n + 1)} />
          {extra}
          {batchable && (
            <BatchButtons
              schema={schema}
              selected={selected}
              onDone={() => {
                setSelected([]);
                setReloads((n) => n + 1);
              }}
            />
          )}
          {schema.endpoints.export && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCurrent}>
              {t('entity.export')}
            </Button>
          )}
        </Space>
      </Flex>
      {loaded.error && <Alert type="error" showIcon style={{ marginBottom: 8 }} title={t('entity.loadFailedWith', { msg: loaded.error })} />}
      <DataTable<Row>
        columnsKey={schema.id}
        rowKey={(row) => String(row[schema.rowKey])}
        columns={columns}
        dataSource={loaded.rows}
        loading={loading}
        locale={{ emptyText: loaded.error ? t('entity.emptyFailed') : t('entity.empty') }}
        onChange={(_pagination, _filters, sorter) => onSort(sorter)}
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
      {opened && <ActionDialog schema={schema} action={opened.action} row={opened.row} onClose={() => setOpened(null)} onDone={() => setReloads((n) => n + 1)} />}
    </div>
  );
}
