/**
 * Field and link declarations that many entities share (docs/architecture.md "Entities"): the creation time as a
 * column and as a date-range filter, a yes/no flag, the link to a row screen, the disable/enable pair of transitions.
 */
import { bi, type Bilingual } from '@/i18n';
import { rowHref } from '@/lib/rowQuery';
import type { ActionField, EntityAction, EntityField, Scalar, Transition } from './define';

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

/** The record's detail in a drawer over its list (an entity whose detail has no route: its sections, related lists, history). */
export const detailDrawer: EntityAction<Row> = { key: 'detail', label: bi('详情', 'Details'), drawer: true };

/** A required reason typed in a dialog (cancel, reject…). */
export const reasonField = (name: string, label: Bilingual, required: Bilingual): ActionField => ({ name, label, type: 'textarea', required });

/** What one of the disable/enable pair says: its button (default 停用 Disable / 启用 Enable) and its messages. */
export interface OnOffText {
  label?: Bilingual;
  refusal: Bilingual;
  confirm: Bilingual;
  done: Bilingual;
}

/** The varying parts of a disable/enable pair (a company, a department, a vehicle taken out of service). */
export interface OnOff {
  permission: string;
  /** The state enabling returns to, and the disabled state. */
  enabled: Scalar;
  disabled: Scalar;
  /** The states disabling starts from (default: only `enabled`; a vehicle in repair can be taken out of service too). */
  disableFrom?: readonly Scalar[];
  /** Both are also offered on the rows selected in the list. */
  batch?: boolean;
  /** The row's time field both set to now (a province's update time). */
  stamp?: string;
  disable: OnOffText;
  enable: OnOffText;
}

/** The disable (danger) and enable transitions of an entity's status field, in that order. */
export function disableEnable(o: OnOff): [Transition, Transition] {
  const batch = { ...(o.batch ? { batch: true } : {}), ...(o.stamp ? { stamp: o.stamp } : {}) };
  return [
    {
      key: 'disable', label: o.disable.label ?? bi('停用', 'Disable'), permission: o.permission, danger: true, from: o.disableFrom ?? [o.enabled], to: o.disabled, ...batch,
      refusal: o.disable.refusal, confirm: o.disable.confirm, done: o.disable.done,
    },
    {
      key: 'enable', label: o.enable.label ?? bi('启用', 'Enable'), permission: o.permission, from: [o.disabled], to: o.enabled, ...batch,
      refusal: o.enable.refusal, confirm: o.enable.confirm, done: o.enable.done,
    },
  ];
}

/**
 * Adding and editing in dialogs (an entity whose form has no route of its own): the toolbar's `create` and the row's
 * `edit`, both posting the declared form fields to the save — its rules on both sides.
 */
export function saveDialogs(o: { save: string; fields: readonly EntityField[]; add: Bilingual; permission: string }): { create: EntityAction<Row>; edit: EntityAction<Row> } {
  const fields = o.fields.filter((f) => f.form);
  const common = { permission: o.permission, call: o.save, fields, done: bi('保存成功', 'Saved') };
  return { create: { key: 'add', label: o.add, ...common }, edit: { key: 'edit', label: bi('编辑', 'Edit'), ...common, prefill: true } };
}
