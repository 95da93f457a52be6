/**
 * Field and link declarations that many entities share (docs/architecture.md "Entities"): the creation time as a
 * column and as a date-range filter, a yes/no flag, the link to a row screen.
 */
import { bi, type Bilingual } from '@/i18n';
import { rowHref } from '@/lib/rowQuery';
import type { ActionField, EntityAction, EntityField } from './define';

export type Row = Record<string, unknown>;

export const createdRange: EntityField = { name: 'createRange', type: 'dateRange', label: bi('创建时间', 'Created'), filter: true };
export const createTime: EntityField = { name: 'createTime', type: 'datetime', label: bi('创建时间', 'Created'), column: true, sortable: true };

/** A 1/0 flag filtered and shown by the yes_no dictionary. */
export const yesNo = (name: string, label: Bilingual): EntityField => ({ name, type: 'enum', dict: 'yes_no', label, filter: true, detail: true });

/** A link opening a §2 row screen with the row (JSON in the `row` query). */
export const openRow = (key: string, label: Bilingual, path: string): EntityAction<Row> => ({ key, label, open: (row, parent) => rowHref(path, row, parent) });

/** A link opening a screen that loads the record by its id (`/VehiclesDetail?carId=20001&parent=…`). */
export const openById = (key: string, label: Bilingual, path: string, rowKey: string): EntityAction<Row> => ({
  key, label, open: (row, parent) => `${path}?${new URLSearchParams({ [rowKey]: String(row[rowKey]), ...(parent ? { parent } : {}) })}`,
});

/** The usual "details" link. */
export const detailLink = (path: string): EntityAction<Row> => openRow('detail', bi('详情', 'Details'), path);

/** A required reason typed in a dialog (cancel, reject…). */
export const reasonField = (name: string, label: Bilingual, required: Bilingual): ActionField => ({ name, label, type: 'textarea', required });
