/**
 * Field and link declarations that many entities share (docs/architecture.md "Entities"): the creation time as a
 * column and as a date-range filter, a yes/no flag, the link to a row screen.
 */
import { bi, type Bilingual } from '@/i18n';
import { rowHref } from '@/lib/rowQuery';
import type { ActionField, EntityAction, EntityField } from './define';

export type Row = Record<string, unknown>;

// Shared fields keep their literal names and kinds (`as const satisfies`): the row type is derived from them (./row).
export const createdRange = { name: 'createRange', type: 'dateRange', label: bi('创建时间', 'Created'), filter: true } as const satisfies EntityField;
export const createTime = { name: 'createTime', type: 'datetime', label: bi('创建时间', 'Created'), column: true, sortable: true } as const satisfies EntityField;

/** A 1/0 flag filtered and shown by the yes_no dictionary. */
export const yesNo = <const N extends string>(name: N, label: Bilingual) => ({ name, type: 'enum', dict: 'yes_no', label, filter: true, detail: true }) as const satisfies EntityField;

/** A link opening a §2 row screen with the row (JSON in the `row` query). */
export const openRow = (key: string, label: Bilingual, path: string): EntityAction<Row> => ({ key, label, open: (row, parent) => rowHref(path, row, parent) });

/** A link opening a screen that loads the record by its id (`/VehiclesDetail?carId=20001&parent=…`). */
export const openById = (key: string, label: Bilingual, path: string, rowKey: string): EntityAction<Row> => ({
  key, label, open: (row, parent) => `${path}?${new URLSearchParams({ [rowKey]: String(row[rowKey]), ...(parent ? { parent } : {}) })}`,
});

/** The usual "details" link. */
export const detailLink = (path: string): EntityAction<Row> => openRow('detail', bi('详情', 'Details'), path);

/** A required reason typed in a dialog (cancel, reject…). */
export const reasonField = (name: string, label: Bilingual, required: Bilingual): ActionField => ({ name, label, kind: 'textarea', required });
