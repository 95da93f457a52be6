/**
 * The change history of the demo backend (docs/architecture.md "History"; src/entities/admin/changeLog.ts): every
 * successful save, transition and delete of a declared entity served by ./entities appends an entry — the entity,
 * the record (its key and its label field), the action, the signed-in account and its name, the time, and each
 * declared field whose stored value changed, before and after, as the screens show it (a dictionary's label, a
 * reference's or a city's name). A refused write records nothing. The entries are the `changeLog` collection,
 * newest first, served as the declared list `/api/changeLog/list`.
 */
import { CHANGE_ACTIONS, changeLog } from '@/entities/admin/changeLog';
import { recordLabelField, type AnySchema, type EntityField } from '@/entities/define';
import { dictLabel } from '@/entities/dicts';
import { isYes } from '@/entities/kinds';
import { commit, currentSession, registerCollection } from './db';
import type { StoredRow } from './model';
import { staffOf } from './users';
import { DAY, formatWallTime, HOUR, MINUTE, nowWall } from './time';

type Row = Record<string, unknown>;

/** One field's change, as the History tab and /DataRecordpage show it. */
export interface FieldChange {
  /** The field's wire name. */
  field: string;
  /** Its label (zh-CN). */
  label: string;
  before: string;
  after: string;
}

/** An entry of the change history: the declaration's row, with its field changes. */
export type ChangeEntry = StoredRow<typeof changeLog> & { logId: number; changes: FieldChange[] };

declare module './model' {
  interface DemoData {
    changeLog: ChangeEntry[];
  }
}

/** The entries kept: the oldest go beyond this, so the stored demo stays small. */
export const CHANGE_LOG_CAP = 2000;

const zh = (text: { 'zh-CN': string }) => text['zh-CN'];

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** Plain text of a value, short (rich text without its tags, an attachment by its name). */
function plain(v: unknown): string {
  if (isEmpty(v)) return '';
  if (typeof v === 'object') return typeof (v as Row).name === 'string' ? String((v as Row).name) : JSON.stringify(v);
  const text = String(v as string | number | boolean).replace(/<[^>]*>/g, '').trim();
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** A field's value in a row as the screens show it: a dictionary's or an option's label, a reference's name, 是/否. */
export function displayText(field: EntityField, row: Readonly<Row>): string {
  const v = row[field.name];
  if (isEmpty(v)) return '';
  if (field.display && !isEmpty(row[field.display])) return plain(row[field.display]);
  if (field.type === 'switch') return isYes(v) ? '是' : '否';
  if (field.type === 'enum' || field.type === 'multi') {
    const labelOf = (x: string) => (field.options ? field.options.find((o) => o.value === x)?.label['zh-CN'] : field.dict ? dictLabel(field.dict, x) : undefined) ?? x;
    return (field.type === 'multi' ? String(v as string).split(',') : [String(v as string | number)]).map(labelOf).join('、');
  }
  return plain(v);
}

const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/** The declared fields (and child rows) whose stored value differs between two states of a row. */
export function fieldChanges(schema: AnySchema, before: Readonly<Row>, after: Readonly<Row>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const f of schema.fields) {
    if (f.type === 'dateRange' || same(before[f.name], after[f.name])) continue;
    changes.push({ field: f.name, label: zh(f.label), before: displayText(f, before), after: displayText(f, after) });
  }
  for (const c of schema.children ?? []) {
    if (same(before[c.name], after[c.name])) continue;
    const count = (r: Readonly<Row>) => (Array.isArray(r[c.name]) ? `${(r[c.name] as unknown[]).length}条` : '');
    changes.push({ field: c.name, label: zh(c.label), before: count(before), after: count(after) });
  }
  return changes;
}

/** What was done: `create`, `update`, `delete` or a transition's (an action's) key. */
export type ChangeAction = keyof typeof CHANGE_ACTIONS | (string & {});

/** The name of an action: create/update/delete, or the transition's (row action's) label. */
function actionName(schema: AnySchema, action: ChangeAction): string {
  const fixed = (CHANGE_ACTIONS as Readonly<Record<string, { 'zh-CN': string }>>)[action];
  const declared = [...schema.transitions, ...(schema.actions ?? [])].find((a) => a.key === action);
  return fixed ? zh(fixed) : declared ? zh(declared.label) : action;
}

/**
 * Appends the entry of a successful write of a record: `before` the row as it was (undefined: created), `after` as
 * it is (undefined: deleted). Nothing is recorded for the change log itself.
 */
export function recordChange(schema: AnySchema, action: ChangeAction, before: Readonly<Row> | undefined, after: Readonly<Row> | undefined): void {
  recordChanges(schema, action, [{ before, after }]);
}

/** Appends the entries of several writes done together (an import's rows), in order, in one commit. */
export function recordChanges(schema: AnySchema, action: ChangeAction, writes: readonly { before: Readonly<Row> | undefined; after: Readonly<Row> | undefined }[]): void {
  if (schema.id === changeLog.id || !writes.length) return;
  const account = currentSession()?.account ?? '';
  const labelField = recordLabelField(schema);
  const time = formatWallTime(nowWall());
  const who = { operator: account, operatorName: account ? staffOf(account).nickname : '未登录' };
  const name = actionName(schema, action);
  // Only the newest are kept (CHANGE_LOG_CAP): a large import records its last rows.
  const entries: ChangeEntry[] = writes.slice(-CHANGE_LOG_CAP).map(({ before, after }) => {
    const row = after ?? before ?? {};
    return {
      logId: 0,
      entity: schema.id,
      entityTitle: zh(schema.title),
      recordId: plain(row[schema.rowKey]),
      recordLabel: plain(row[labelField]) || plain(row[schema.rowKey]),
      action,
      actionName: name,
      ...who,
      time,
      changes: after ? fieldChanges(schema, before ?? {}, after) : [],
    };
  });
  commit((d) => {
    const log = d.changeLog;
    let next = log[0]?.logId ?? 0;
    for (const e of entries) e.logId = ++next;
    log.unshift(...entries.reverse());
    if (log.length > CHANGE_LOG_CAP) log.length = CHANGE_LOG_CAP;
  });
}

/**
 * A few entries of the days before the seed's today, on seeded vehicles (so /DataRecordpage and their
 * History tabs are not empty on a first visit): deterministic, dated relative to today, newest first.
 */
registerCollection('changeLog', ({ today, get }) => {
  const vehicles = get('vehicles');
  const v = (i: number) => vehicles[i % vehicles.length]!;
  const who = (account: string) => ({ operator: account, operatorName: staffOf(account).nickname });
  const base = { entity: 'Vehicles', entityTitle: '车辆管理' };
  const vehicleEntry = (i: number, at: number, account: string, action: string, name: string, changes: FieldChange[]): Omit<ChangeEntry, 'logId'> => ({
    ...base, recordId: String(v(i).carId), recordLabel: v(i).plate, action, actionName: name, ...who(account), time: formatWallTime(at), changes,
  });
  const entries: Omit<ChangeEntry, 'logId'>[] = [
    vehicleEntry(0, today - 2 * HOUR, 'admin', 'update', '修改', [
      { field: 'mileage', label: '里程（km）', before: String(Math.max(0, v(0).mileage - 1280)), after: String(v(0).mileage) },
    ]),
    vehicleEntry(1, today - DAY + 3 * HOUR, 'zhaolei', 'update', '修改', [
      { field: 'color', label: '车身颜色', before: v(1).color === '珍珠白' ? '冰川银' : '珍珠白', after: v(1).color },
      { field: 'remark', label: '备注', before: '', after: '年度保养已完成' },
    ]),
    vehicleEntry(2, today - 2 * DAY + 25 * MINUTE, 'dispatcher', 'repair', '送修', [
      { field: 'vehicleStatus', label: '车辆状态', before: '可租', after: '维修中' },
      { field: 'repairReason', label: '送修原因', before: '', after: '左前轮胎磨损严重' },
    ]),
    vehicleEntry(2, today - 3 * DAY + 4 * HOUR, 'sunli', 'repaired', '维修完成', [
      { field: 'vehicleStatus', label: '车辆状态', before: '维修中', after: '可租' },
    ]),
    vehicleEntry(3, today - 5 * DAY + 2 * HOUR, 'admin', 'update', '修改', [
      { field: 'inspectionExpiry', label: '年检到期', before: `${Number(v(3).inspectionExpiry.slice(0, 4)) - 1}${v(3).inspectionExpiry.slice(4)}`, after: v(3).inspectionExpiry },
    ]),
  ];
  return entries.map((e, i) => ({ ...e, logId: entries.length - i }));
});
