/**
 * What an entry of the change history says (docs/architecture.md "History"; ./changeLog.ts), pure: which declared
 * fields (and child-row lists) of a record changed, each value as the screens show it in both languages (a
 * dictionary's or an option's label, a reference's name as stored, 是/否), and the action's name. The demo backend
 * (src/mocks/history.ts) stamps who and when and stores the entry; its seed writes its entries with `fieldChange`.
 */
import type { Bilingual, Lang } from '@/i18n';
import { CHANGE_ACTIONS } from './changeLog';
import { recordLabelField, type AnySchema, type EntityField } from '../define';
import { DICTIONARIES } from '../dicts';
import { isYes } from '../kinds';
import { damageMarksSummary } from '@/lib/damageMarks';

type Row = Record<string, unknown>;

/** One field's change, as the History tab and /DataRecordpage show it (a row of the entry's `changes`). */
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

/** What was done: `create`, `update`, `delete` or a transition's (an action's) key. */
export type ChangeAction = keyof typeof CHANGE_ACTIONS | (string & {});

const zh = (text: Bilingual) => text['zh-CN'];
const en = (text: Bilingual) => text['en-US'];
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** Plain text of a value, short (rich text without its tags, an attachment by its name). */
export function plainText(v: unknown): string {
  if (isEmpty(v)) return '';
  if (typeof v === 'object') return typeof (v as Row).name === 'string' ? String((v as Row).name) : JSON.stringify(v);
  const text = String(v as string | number | boolean).replace(/<[^>]*>/g, '').trim();
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** A dictionary value's label in a language (the Chinese one where the entry has no English). */
export function dictText(dict: string, value: string, lang: Lang): string | undefined {
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
  if (field.display && !isEmpty(row[field.display])) return plainText(row[field.display]);
  if (field.type === 'switch') return isYes(v) ? (lang === 'en-US' ? 'Yes' : '是') : lang === 'en-US' ? 'No' : '否';
  if (field.type === 'damageMarks') return plainText(damageMarksSummary(v, lang));
  if (field.type === 'enum' || field.type === 'multi') {
    const labelOf = (x: string) => (field.options ? field.options.find((o) => o.value === x)?.label[lang] : field.dict ? dictText(field.dict, x, lang) : undefined) ?? x;
    return (field.type === 'multi' ? String(v as string).split(',') : [String(v as string | number)]).map(labelOf).join(lang === 'en-US' ? ', ' : '、');
  }
  return plainText(v);
}

/** A change of a field (or a child list): its labels, and the values' English texts where they differ. */
export function fieldChange(field: string, label: Bilingual, before: Bilingual, after: Bilingual): FieldChange {
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
    changes.push(fieldChange(f.name, f.label, both((l) => displayText(f, before, l)), both((l) => displayText(f, after, l))));
  }
  for (const c of schema.children ?? []) {
    if (same(before[c.name], after[c.name])) continue;
    const count = (r: Readonly<Row>): Bilingual => {
      const n = Array.isArray(r[c.name]) ? (r[c.name] as unknown[]).length : undefined;
      return n === undefined ? { 'zh-CN': '', 'en-US': '' } : { 'zh-CN': `${n}条`, 'en-US': n === 1 ? '1 row' : `${n} rows` };
    };
    changes.push(fieldChange(c.name, c.label, count(before), count(after)));
  }
  return changes;
}

/** The name of an action in both languages: create/update/delete and the other fixed ones, or the transition's (row action's) label. */
export function actionName(schema: AnySchema, action: ChangeAction): Bilingual {
  const fixed = (CHANGE_ACTIONS as Readonly<Record<string, Bilingual>>)[action];
  const declared = [...schema.transitions, ...(schema.actions ?? [])].find((a) => a.key === action);
  return fixed ?? declared?.label ?? { 'zh-CN': action, 'en-US': action };
}

/** What an entry says of a write (all but who, when and its number): the entity, the record, the action, the changes. */
export interface ChangeText {
  entity: string;
  entityTitle: string;
  entityTitleEn: string;
  recordId: string;
  recordLabel: string;
  action: ChangeAction;
  actionName: string;
  actionNameEn: string;
  changes: FieldChange[];
}

/**
 * The entry of a write of a record: `before` the row as it was (undefined: created), `after` as it is (undefined:
 * deleted); the record is named by its key and its label field (`recordLabel`, else its key).
 */
export function changeText(schema: AnySchema, action: ChangeAction, before: Readonly<Row> | undefined, after: Readonly<Row> | undefined): ChangeText {
  const row = after ?? before ?? {};
  const name = actionName(schema, action);
  const labelField = recordLabelField(schema);
  return {
    entity: schema.id, entityTitle: zh(schema.title), entityTitleEn: en(schema.title),
    recordId: plainText(row[schema.rowKey]), recordLabel: plainText(row[labelField]) || plainText(row[schema.rowKey]),
    action, actionName: zh(name), actionNameEn: en(name),
    changes: after ? fieldChanges(schema, before ?? {}, after) : [],
  };
}
