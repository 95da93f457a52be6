/**
 * Table columns of a schema: each column field with its label, enum values shown by their dictionary label, money
 * with §9 grouping and 2 decimals, and the row actions last.
 */
import type { ReactNode } from 'react';
import { pick, type Lang } from '@/i18n';
import { t } from '@/i18n';
import { formatAmount } from '@/lib/format';
import type { DataColumn } from '../DataTable';
import { dictOptions, optionLabel, useDicts } from './options';
import { columnFields, type AnySchema, type EntityField } from '@/entities/define';

type Row = Record<string, unknown>;

/** The text of a field's value in a row (table cells and detail screens). */
export function cellText(field: EntityField, row: Row, lang: Lang, dicts: ReadonlyMap<string, ReturnType<typeof dictOptions>>): string {
  const value = row[field.display ?? field.name];
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'money':
      return formatAmount(value);
    case 'enum': {
      if (field.display) return String(value);
      const options = field.options ? field.options.map((o) => ({ value: o.value, label: pick(o.label, lang) })) : (dicts.get(field.dict ?? '') ?? []);
      return optionLabel(options, value);
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** The dictionaries a set of fields needs, as options in the current language. */
export function useFieldDicts(fields: readonly EntityField[], lang: Lang): Map<string, ReturnType<typeof dictOptions>> {
  const loaded = useDicts(fields.flatMap((f) => (f.type === 'enum' && f.dict && !f.display ? [f.dict] : [])));
  return new Map([...loaded].map(([type, list]) => [type, dictOptions(list, lang)]));
}

export function useColumns(schema: AnySchema, lang: Lang, actions: (row: Row) => ReactNode, hidden: ReadonlySet<string>): DataColumn<Row>[] {
  const fields = columnFields(schema).filter((f) => !hidden.has(f.name));
  const dicts = useFieldDicts(fields, lang);
  const columns: DataColumn<Row>[] = fields.map((f) => ({
    key: f.name,
    title: pick(f.label, lang),
    dataIndex: f.display ?? f.name,
    width: typeof f.column === 'object' ? f.column.width : undefined,
    align: f.type === 'money' ? 'right' : undefined,
    render: (_: unknown, row: Row) => cellText(f, row, lang, dicts),
  }));
  if (schema.actions?.length) {
    columns.push({ key: 'actions', title: t('entity.actions', undefined, lang), fixed: 'right', copyable: false, render: (_: unknown, row: Row) => actions(row) });
  }
  return columns;
}
