/**
 * Table columns of a schema: each column field with its label and its kind's cell (enum values by their
 * dictionary label, money with §9 grouping and 2 decimals, an image's thumbnail…), the marks of the work after the
 * first (an entity declaring `work`: docs/architecture.md "Urgency order of the lists"), and the row actions last.
 */
import '@/i18n/parts/entity';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { pick, type Lang } from '@/i18n';
import { t } from '@/i18n';
import type { DataColumn } from '../DataTable';
import { kindView, valueNode } from './kinds';
import { dictOptions, useDicts } from './options';
import type { Sort } from './query';
import { columnFields, type AnySchema, type EntityField } from '@/entities/define';
import { mayBeOverdue, workMarks, type WorkFields } from '@/entities/urgency';
import { nowWallText } from '@/lib/clock';

type Row = Record<string, unknown>;

/** What a table cell shows of a field's value in a row: its kind's text, or its node (a thumbnail, a link; ./kinds). */
export const cellText = (field: EntityField, row: Row, lang: Lang, dicts: ReadonlyMap<string, ReturnType<typeof dictOptions>>): ReactNode => valueNode(field, row, lang, dicts, 'cell');

/** The dictionaries a set of fields needs, as options in the current language. */
export function useFieldDicts(fields: readonly EntityField[], lang: Lang): Map<string, ReturnType<typeof dictOptions>> {
  const loaded = useDicts(fields.flatMap((f) => ((f.type === 'enum' || f.type === 'multi') && f.dict && !f.display ? [f.dict] : [])));
  return new Map([...loaded].map(([type, list]) => [type, dictOptions(list, lang)]));
}

export function useColumns(schema: AnySchema, lang: Lang, actions: (row: Row) => ReactNode, hidden: ReadonlySet<string>, sort: Sort | null = null): DataColumn<Row>[] {
  const fields = columnFields(schema).filter((f) => !hidden.has(f.name));
  const dicts = useFieldDicts(fields, lang);
  const columns: DataColumn<Row>[] = fields.map((f) => ({
    key: f.name,
    title: pick(f.label, lang),
    dataIndex: f.display ?? f.name,
    width: typeof f.column === 'object' ? f.column.width : undefined,
    copyable: kindView(f.type).copyable,
    align: kindView(f.type).align,
    render: (_: unknown, row: Row) => cellText(f, row, lang, dicts),
    // Sorted by the backend: the column shows the order the URL asks for.
    ...(f.sortable ? { sorter: true, sortOrder: sort?.by === f.name ? (sort.dir === 'desc' ? ('descend' as const) : ('ascend' as const)) : null } : {}),
  }));
  const marks = marksColumn(schema, lang);
  if (marks) columns.splice(Math.min(1, columns.length), 0, marks);
  if (schema.actions?.length) {
    // Pinned at the right, one line as wide as its links (a list's are compact: two and 更多, ./ActionButtons).
    columns.push({
      key: 'actions',
      title: t('entity.actions', undefined, lang),
      fixed: 'right',
      copyable: false,
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_: unknown, row: Row) => actions(row),
    });
  }
  return columns;
}

/**
 * The marks of the work (src/entities/urgency.ts `workMarks`, the rule the backend orders by): 加急 on an open urgent
 * row, 逾期 on an overdue one, judged at the console's "now". A mark the list already shows in a column of its own (an
 * urgent switch with a tag, the backend's overdue field: the dispatch centre) is left out; no column when both are.
 */
function marksColumn(schema: AnySchema, lang: Lang): DataColumn<Row> | null {
  const work: WorkFields | undefined = schema.work;
  if (!work) return null;
  const shown = (name: string | undefined) => name !== undefined && columnFields(schema).some((f) => f.name === name && (('tag' in f && !!f.tag) || f.name === work.overdueField));
  const urgent = work.urgent !== undefined && !shown(work.urgent);
  const overdue = mayBeOverdue(work) && !shown(work.overdueField);
  if (!urgent && !overdue) return null;
  return {
    key: 'workMarks',
    title: t('entity.work.marks', undefined, lang),
    width: 110,
    copyable: false,
    render: (_: unknown, row: Row) => {
      const mark = workMarks(work, row, nowWallText());
      return (
        <>
          {urgent && mark.urgent && <Tag color="red">{t('entity.work.urgent', undefined, lang)}</Tag>}
          {overdue && mark.overdue && <Tag color="orange">{t('entity.work.overdue', undefined, lang)}</Tag>}
        </>
      );
    },
  };
}
