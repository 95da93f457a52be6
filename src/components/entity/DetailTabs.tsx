/**
 * The body of a record's detail screen (docs/architecture.md "Screens"): one tab per declared section with its
 * fields, then one per related list (a vehicle's orders, its inspection sheets) showing the first rows of that
 * entity's list filtered for this record and a link opening the list itself, already filtered. Without sections
 * or related lists, the fields alone.
 */
import { Alert, Flex, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchPage } from '@/api/entity';
import { CANCELLED } from '@/api/http';
import { pick, t as translate } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { columnFields, detailFields, sectionFields, type AnySchema, type RelatedList, type Section } from '@/entities/define';
import { useActiveEffect } from '../paneActivity';
import { useFieldDicts } from './columns';
import { valueNode } from './kinds';
import { RowDescriptions } from './RowScreen';

type Row = Record<string, unknown>;

/** How many related rows a tab shows before "view all". */
export const RELATED_ROWS = 5;

function RelatedTable({ related, row }: { related: RelatedList; row: Row }) {
  const t = useT();
  const lang = useLang();
  const entity = related.entity;
  const filter = related.filter(row);
  const key = JSON.stringify(filter);
  const [state, setState] = useState<{ key: string; rows: Row[]; total: number; error: string | null } | null>(null);
  useActiveEffect(() => {
    const ac = new AbortController();
    void fetchPage<Row>(entity.endpoints.list.path, { ...filter, page: 1, pageSize: RELATED_ROWS }, entity.endpoints.list.method, ac.signal).then((r) => {
      if (ac.signal.aborted || r.code === CANCELLED) return;
      setState(r.ok ? { key, rows: r.data.result, total: r.data.total, error: null } : { key, rows: [], total: 0, error: r.msg || t('entity.loadFailed') });
    });
    return () => ac.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the filter's text
  }, [key, entity]);
  const fields = columnFields(entity);
  const dicts = useFieldDicts(fields, lang);
  const current = state?.key === key ? state : null;
  const listPath = entity.screens?.list;
  return (
    <Flex vertical gap={8}>
      {current?.error && <Alert type="error" showIcon title={t('entity.related.failed', { msg: current.error })} />}
      <Table<Row>
        size="small"
        pagination={false}
        loading={!current}
        rowKey={(r) => String(r[entity.rowKey])}
        dataSource={current?.rows ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('entity.related.none') }}
        columns={fields.map((f) => ({ key: f.name, title: pick(f.label, lang), render: (_: unknown, r: Row) => valueNode(f, r, lang, dicts, 'cell') }))}
      />
      {listPath && current && current.total > 0 && (
        <Typography.Text>
          <Link to={`${listPath}?${new URLSearchParams(filter)}`}>{t('entity.related.all', { total: current.total })}</Link>
        </Typography.Text>
      )}
    </Flex>
  );
}

export function DetailTabs({ schema, row }: { schema: AnySchema; row: Row }) {
  const lang = useLang();
  const sections = schema.sections ?? [];
  const related = schema.related ?? [];
  if (!sections.length && !related.length) return <RowDescriptions schema={schema} row={row} />;
  const fields = detailFields(schema);
  const items = [
    ...(sections.length ? sections : [{ key: 'basic', title: null }]).map((s) => ({
      key: s.key,
      label: s.title ? pick(s.title, lang) : translate('entity.detail.basic', undefined, lang),
      children: <RowDescriptions schema={schema} row={row} fields={s.title ? sectionFields(schema, fields, s as Section) : fields} />,
    })),
    ...related.map((r) => ({ key: `related-${r.key}`, label: pick(r.title, lang), children: <RelatedTable related={r} row={row} /> })),
  ];
  return <Tabs items={items} destroyOnHidden />;
}
