/**
 * The change history of the demo backend (docs/architecture.md "History"; src/entities/admin/changeLog.ts): every
 * successful save, transition and delete of a declared entity served by ./entities appends an entry — the entity,
 * the record (its key and its label field), the action, the signed-in account and its name, the time, and each
 * declared field whose stored value changed, before and after, as the screens show it (a dictionary's label, a
 * reference's or a city's name). A refused write records nothing. The entries are the `changeLog` collection,
 * newest first, served as the declared list `/api/changeLog/list`. What the entry names is stored in both languages:
 * the entity's title, the action's name, each field's label and a value's text where it differs in English (a
 * dictionary's label, 是/否); an older entry without the English texts shows its Chinese ones.
 */
import { CHANGE_ACTIONS, changeLog } from '@/entities/admin/changeLog';
import { vehicle } from '@/entities/admin/vehicle';
import { recordLabelField, type AnySchema, type EntityField } from '@/entities/define';
import { DICTIONARIES } from '@/entities/dicts';
import type { Bilingual, Lang } from '@/i18n';
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
  /** Its label (zh-CN), and in English (absent in an entry stored before English was). */
  label: string;
  labelEn?: string;
  before: string;
  after: string;
  /** The values' English texts, where they differ from the Chinese (a dictionary's label, Yes/No). */
  beforeEn?: string;
  afterEn?: string;
}

/** An entry of the change history: the declaration's row, with its field changes and its names in English. */
export type ChangeEntry = StoredRow<typeof changeLog> & { logId: number; changes: FieldChange[]; entityTitleEn?: string; actionNameEn?: string };

declare module './model' {
  interface DemoData {
    changeLog: ChangeEntry[];
  }
}

/** The entries kept: the oldest go beyond this, so the stored demo stays small. */
export const CHANGE_LOG_CAP = 2000;

const zh = (text: { 'zh-CN': string }) => text['zh-CN'];
const en = (text: Bilingual) => text['en-US'];

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** Plain text of a value, short (rich text without its tags, an attachment by its name). */
function plain(v: unknown): string {
  if (isEmpty(v)) return '';
  if (typeof v === 'object') return typeof (v as Row).name === 'string' ? String((v as Row).name) : JSON.stringify(v);
  const text = String(v as string | number | boolean).replace(/<[^>]*>/g, '').trim();
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** A dictionary value's label in a language (the Chinese one where the entry has no English). */
function dictText(dict: string, value: string, lang: Lang): string | undefined {
  const entry = DICTIONARIES[dict]?.find((e) => e.value === value);
  return entry && (lang === 'en-US' ? (entry.labelEn ?? entry.label) : entry.label);
}

/**
 * A field's value in a row as the screens show it, in a language (Chinese by default): a dictionary's or an option's
 * label, a reference's name (as stored), 是/否.
 */
export function displayText(field: EntityField, row: Readonly<Row>, lang: Lang = 'zh-CN'): string {
  const v = row[field.name];
  if (isEmpty(v)) return '';
  if (field.display && !isEmpty(row[field.display])) return plain(row[field.display]);
  if (field.type === 'switch') return isYes(v) ? (lang === 'en-US' ? 'Yes' : '是') : lang === 'en-US' ? 'No' : '否';
  if (field.type === 'enum' || field.type === 'multi') {
    const labelOf = (x: string) => (field.options ? field.options.find((o) => o.value === x)?.label[lang] : field.dict ? dictText(field.dict, x, lang) : undefined) ?? x;
    return (field.type === 'multi' ? String(v as string).split(',') : [String(v as string | number)]).map(labelOf).join(lang === 'en-US' ? ', ' : '、');
  }
  return plain(v);
}

/** A change of a field (or a child list): its labels, and the values' English texts where they differ. */
function change(field: string, label: Bilingual, before: Bilingual, after: Bilingual): FieldChange {
  return {
    field, label: zh(label), labelEn: en(label), before: zh(before), after: zh(after),
    ...(en(before) !== zh(before) ? { beforeEn: en(before) } : {}),
    ...(en(after) !== zh(after) ? { afterEn: en(after) } : {}),
  };
}

const both = (text: (lang: Lang) => string): Bilingual => ({ 'zh-CN': text('zh-CN'), 'en-US': text('en-US') });

const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/** The declared fields (and child rows) whose stored value differs between two states of a row. */
export function fieldChanges(schema: AnySchema, before: Readonly<Row>, after: Readonly<Row>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const f of schema.fields) {
    if (f.type === 'dateRange' || same(before[f.name], after[f.name])) continue;
    changes.push(change(f.name, f.label, both((l) => displayText(f, before, l)), both((l) => displayText(f, after, l))));
  }
  for (const c of schema.children ?? []) {
    if (same(before[c.name], after[c.name])) continue;
    const count = (r: Readonly<Row>): Bilingual => {
      const n = Array.isArray(r[c.name]) ? (r[c.name] as unknown[]).length : undefined;
      return n === undefined ? { 'zh-CN': '', 'en-US': '' } : { 'zh-CN': `${n}条`, 'en-US': n === 1 ? '1 row' : `${n} rows` };
    };
    changes.push(change(c.name, c.label, count(before), count(after)));
  }
  return changes;
}

/** What was done: `create`, `update`, `delete` or a transition's (an action's) key. */
export type ChangeAction = keyof typeof CHANGE_ACTIONS | (string & {});

/** The name of an action in both languages: create/update/delete and the other fixed ones, or the transition's (row action's) label. */
function actionName(schema: AnySchema, action: ChangeAction): Bilingual {
  const fixed = (CHANGE_ACTIONS as Readonly<Record<string, Bilingual>>)[action];
  const declared = [...schema.transitions, ...(schema.actions ?? [])].find((a) => a.key === action);
  return fixed ?? declared?.label ?? { 'zh-CN': action, 'en-US': action };
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
      entityTitleEn: en(schema.title),
      recordId: plain(row[schema.rowKey]),
      recordLabel: plain(row[labelField]) || plain(row[schema.rowKey]),
      action,
      actionName: zh(name),
      actionNameEn: en(name),
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
  const base = { entity: vehicle.id, entityTitle: zh(vehicle.title), entityTitleEn: en(vehicle.title) };
  const label = (name: string) => vehicle.fields.find((f) => f.name === name)!.label;
  const same = (text: string): Bilingual => ({ 'zh-CN': text, 'en-US': text });
  const status = (value: number): Bilingual => ({ 'zh-CN': dictText('vehicle_status', String(value), 'zh-CN')!, 'en-US': dictText('vehicle_status', String(value), 'en-US')! });
  const vehicleEntry = (i: number, at: number, account: string, action: ChangeAction, changes: FieldChange[]): Omit<ChangeEntry, 'logId'> => {
    const name = actionName(vehicle, action);
    return { ...base, recordId: String(v(i).carId), recordLabel: v(i).plate, action, actionName: zh(name), actionNameEn: en(name), ...who(account), time: formatWallTime(at), changes };
  };
  const entries: Omit<ChangeEntry, 'logId'>[] = [
    vehicleEntry(0, today - 2 * HOUR, 'admin', 'update', [
      change('mileage', label('mileage'), same(String(Math.max(0, v(0).mileage - 1280))), same(String(v(0).mileage))),
    ]),
    vehicleEntry(1, today - DAY + 3 * HOUR, 'zhaolei', 'update', [
      change('color', label('color'), same(v(1).color === '珍珠白' ? '冰川银' : '珍珠白'), same(v(1).color)),
      change('remark', label('remark'), same(''), same('年度保养已完成')),
    ]),
    vehicleEntry(2, today - 2 * DAY + 25 * MINUTE, 'dispatcher', 'repair', [
      change('vehicleStatus', label('vehicleStatus'), status(1), status(2)),
      change('repairReason', label('repairReason'), same(''), same('左前轮胎磨损严重')),
    ]),
    vehicleEntry(2, today - 3 * DAY + 4 * HOUR, 'sunli', 'repaired', [
      change('vehicleStatus', label('vehicleStatus'), status(2), status(1)),
    ]),
    vehicleEntry(3, today - 5 * DAY + 2 * HOUR, 'admin', 'update', [
      change('inspectionExpiry', label('inspectionExpiry'), same(`${Number(v(3).inspectionExpiry.slice(0, 4)) - 1}${v(3).inspectionExpiry.slice(4)}`), same(v(3).inspectionExpiry)),
    ]),
  ];
  return entries.map((e, i) => ({ ...e, logId: entries.length - i }));
});
