/**
 * The body of a record's detail screen (docs/architecture.md "Screens"): one tab per declared section with its
 * fields (without sections, one of every field), then one per related list (a vehicle's orders, its inspection
 * sheets) showing the first rows of that entity's list filtered for this record and a link opening the list itself,
 * already filtered, and last the record's change history (./HistoryTab).
 */
import '@/i18n/parts/entity';
import { Alert, Flex, Table, Tabs, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { pick, t as translate } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { columnFields, detailFields, sectionChildren, sectionFields, type AnySchema, type RelatedList, type Section } from '@/entities/define';
import { usePermission } from '../Permission';
import { ChildTable } from './ChildRows';
import { HistoryTab } from './HistoryTab';
import { useFieldDicts } from './columns';
import { useEntityPage } from './data';
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
  // The related entity's own list query (./data): cached, and loaded again after a write like any list.
  const rows = useEntityPage(entity, { ...filter, page: 1, pageSize: RELATED_ROWS });
  const current = rows.isPending ? null : rows.isError ? { rows: [] as Row[], total: 0, error: rows.error.message || t('entity.loadFailed') } : { rows: rows.data.result, total: rows.data.total, error: null };
  const fields = columnFields(entity);
  const dicts = useFieldDicts(fields, lang);
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
  const sections: (Section | null)[] = schema.sections?.length ? [...schema.sections] : [null];
  const related = schema.related ?? [];
  const { can } = usePermission();
  const fields = detailFields(schema);
  const items = [
    // Without declared sections, one tab of every field.
    ...sections.map((s) => ({
      key: s?.key ?? 'basic',
      label: s ? pick(s.title, lang) : translate('entity.detail.basic', undefined, lang),
      children: (
        <>
          <RowDescriptions schema={schema} row={row} fields={s ? sectionFields(schema, fields, s) : fields} />
          {sectionChildren(schema, s).map((c) => (
            <ChildTable key={c.name} child={c} row={row} />
          ))}
        </>
      ),
    })),
    // A related list only for holders of its list's permission (docs/architecture.md "Access": its call needs it).
    ...related
      .filter((r) => !r.entity.screens?.list || can([r.entity.screens.list.slice(1)]))
      .map((r) => ({ key: `related-${r.key}`, label: pick(r.title, lang), children: <RelatedTable related={r} row={row} /> })),
    // Last, every record's change history.
    { key: 'history', label: translate('entity.history.tab', undefined, lang), children: <HistoryTab schema={schema} row={row} /> },
  ];
  return <Tabs items={items} destroyOnHidden />;
}
