/**
 * §3 / §5 custom process forms ([H] /flowForm, /editFlowForm): the form field model and its rules, written once
 * for the editor, the start form and the demo backend.
 *
 * A field: id (a process-key-like identifier, unique in its form: it becomes the instance variable's name), type
 * (long, string, boolean, date, enum, or custom with a free type name), label, defaultValue, datePattern (date
 * only), enum values {id, name} (enum only), properties {id, value} and constraints {name, config}.
 * Messages are { 'zh-CN', 'en-US' } pairs (lib imports nothing of the app).
 */
import { isProcessKey, type LangText } from './validators';

export const FIELD_TYPES = ['long', 'string', 'boolean', 'date', 'enum', 'custom'] as const;
export type FormFieldType = (typeof FIELD_TYPES)[number];

/** The constraints the start form applies (others are refused: nothing would enforce them). */
export const CONSTRAINT_NAMES = ['required', 'readonly', 'minlength', 'maxlength', 'min', 'max'] as const;
export type ConstraintName = (typeof CONSTRAINT_NAMES)[number];
/** Constraints whose config is a number. */
const NUMERIC_CONSTRAINTS: ReadonlySet<string> = new Set(['minlength', 'maxlength', 'min', 'max']);

export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD';

export interface FormFieldOption {
  id: string;
  name: string;
}

export interface FormFieldProperty {
  id: string;
  value: string;
}

export interface FormFieldConstraint {
  name: string;
  config: string;
}

export interface FormField {
  id: string;
  type: FormFieldType;
  /** The free type name of a custom field. */
  customType?: string;
  label: string;
  defaultValue?: string;
  /** Date fields only (dayjs tokens, e.g. YYYY-MM-DD HH:mm). */
  datePattern?: string;
  /** Enum fields only. */
  values?: FormFieldOption[];
  properties: FormFieldProperty[];
  constraints: FormFieldConstraint[];
}

/** A value of a started form, as instance variables hold it. */
export type FormValue = string | number | boolean;

/** Where a problem is: the field's index and which of its parts (the editor shows it there). */
export interface FormFieldProblem {
  index: number;
  part: 'id' | 'label' | 'customType' | 'values' | 'properties' | 'constraints' | 'defaultValue';
  message: LangText;
}

const text = (zh: string, en: string): LangText => ({ 'zh-CN': zh, 'en-US': en });

export const FORM_MESSAGES = {
  nameRequired: text('请输入表单名称', 'Please enter the form name'),
  noFields: text('请至少添加一个字段', 'Please add at least one field'),
  idRequired: text('请输入字段编号', 'Please enter the field id'),
  idPattern: text('字段编号须以字母或下划线开头，只能包含字母、数字及 - _ . $', 'A field id must start with a letter or underscore and contain only letters, digits and - _ . $'),
  idDuplicate: text('字段编号不能重复', 'Field ids must be unique in the form'),
  labelRequired: text('请输入字段名称', 'Please enter the field label'),
  typeInvalid: text('字段类型无效', 'Unknown field type'),
  customTypeRequired: text('请输入自定义类型名称', 'Please enter the custom type name'),
  valuesRequired: text('请至少添加一个枚举值', 'Please add at least one enum value'),
  valueIncomplete: text('枚举值的编号和名称不能为空', 'Every enum value needs an id and a name'),
  valueDuplicate: text('枚举值编号不能重复', 'Enum value ids must be unique'),
  propertyIncomplete: text('属性编号不能为空', 'Every property needs an id'),
  propertyDuplicate: text('属性编号不能重复', 'Property ids must be unique'),
  constraintUnknown: text('不支持的约束', 'Unsupported constraint'),
  constraintDuplicate: text('约束不能重复', 'A constraint can be set once only'),
  constraintNumber: text('该约束的配置须为不小于0的数字', 'This constraint needs a number of at least 0 as its config'),
  defaultLong: text('默认值须为整数', 'The default value must be a whole number'),
  defaultBoolean: text('默认值须为 true 或 false', 'The default value must be true or false'),
  defaultEnum: text('默认值须为枚举值之一的编号', 'The default value must be the id of one of the enum values'),
} as const;

const isText = (v: unknown): v is string => typeof v === 'string';
const isPairList = (v: unknown, a: string, b: string) =>
  v === undefined || (Array.isArray(v) && v.every((x) => typeof x === 'object' && x !== null && isText((x as Record<string, unknown>)[a]) && isText((x as Record<string, unknown>)[b] ?? '')));

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/**
 * The form fields a call carries (a JSON array of §3 form fields; an absent part empty, a null one absent), shape-checked
 * and normalized; null when the text is not such an array (the demo backend refuses it).
 */
export function readFormFields(json: string): FormField[] | null {
  const list = parsed(json);
  const ok =
    Array.isArray(list) &&
    list.every((f: unknown) => {
      if (typeof f !== 'object' || f === null) return false;
      const r = f as Record<string, unknown>;
      return (
        isText(r.id) && isText(r.label) && (FIELD_TYPES as readonly unknown[]).includes(r.type) &&
        [r.customType, r.defaultValue, r.datePattern].every((x) => x === undefined || x === null || isText(x)) &&
        isPairList(r.values ?? undefined, 'id', 'name') && isPairList(r.properties ?? [], 'id', 'value') && isPairList(r.constraints ?? [], 'name', 'config')
      );
    });
  if (!ok) return null;
  return (list as Record<string, unknown>[]).map((r) =>
    normalizeField({
      ...(r as unknown as FormField),
      customType: (r.customType as string | null) ?? undefined,
      defaultValue: (r.defaultValue as string | null) ?? undefined,
      datePattern: (r.datePattern as string | null) ?? undefined,
      properties: (r.properties as FormField['properties'] | undefined) ?? [],
      constraints: ((r.constraints as FormField['constraints'] | undefined) ?? []).map((c) => ({ name: c.name, config: c.config ?? '' })),
    }),
  );
}

/**
 * A started form's values a call carries (a JSON object: texts, numbers and booleans as they are, another value as its
 * JSON text, null left out); null when the text is not a JSON object.
 */
export function readFormValues(json: string): Record<string, FormValue> | null {
  const object = parsed(json);
  if (!object || typeof object !== 'object' || Array.isArray(object)) return null;
  const out: Record<string, FormValue> = {};
  for (const [k, v] of Object.entries(object)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
    else if (v !== null && v !== undefined) out[k] = JSON.stringify(v);
  }
  return out;
}

/** The field as stored: parts that do not belong to its type dropped, texts trimmed. */
export function normalizeField(f: FormField): FormField {
  const out: FormField = {
    id: f.id.trim(),
    type: f.type,
    label: f.label.trim(),
    properties: f.properties.map((p) => ({ id: p.id.trim(), value: p.value })),
    constraints: f.constraints.map((c) => ({ name: c.name.trim(), config: (c.config ?? '').trim() })),
  };
  if (f.defaultValue !== undefined && f.defaultValue.trim() !== '') out.defaultValue = f.defaultValue.trim();
  if (f.type === 'custom') out.customType = (f.customType ?? '').trim();
  if (f.type === 'date') out.datePattern = f.datePattern?.trim() || DEFAULT_DATE_PATTERN;
  if (f.type === 'enum') out.values = (f.values ?? []).map((v) => ({ id: v.id.trim(), name: v.name.trim() }));
  return out;
}

function duplicates(ids: readonly string[]): boolean {
  return new Set(ids).size !== ids.length;
}

/** Everything wrong with one (normalized) field, ids of the other fields aside. */
function fieldProblems(f: FormField, index: number): FormFieldProblem[] {
  const out: FormFieldProblem[] = [];
  const add = (part: FormFieldProblem['part'], message: LangText) => out.push({ index, part, message });
  if (!f.id) add('id', FORM_MESSAGES.idRequired);
  else if (!isProcessKey(f.id)) add('id', FORM_MESSAGES.idPattern);
  if (!f.label) add('label', FORM_MESSAGES.labelRequired);
  if (!(FIELD_TYPES as readonly string[]).includes(f.type)) add('id', FORM_MESSAGES.typeInvalid);
  if (f.type === 'custom' && !f.customType) add('customType', FORM_MESSAGES.customTypeRequired);
  if (f.type === 'enum') {
    const values = f.values ?? [];
    if (values.length === 0) add('values', FORM_MESSAGES.valuesRequired);
    else if (values.some((v) => !v.id || !v.name)) add('values', FORM_MESSAGES.valueIncomplete);
    else if (duplicates(values.map((v) => v.id))) add('values', FORM_MESSAGES.valueDuplicate);
  }
  if (f.properties.some((p) => !p.id)) add('properties', FORM_MESSAGES.propertyIncomplete);
  else if (duplicates(f.properties.map((p) => p.id))) add('properties', FORM_MESSAGES.propertyDuplicate);
  if (f.constraints.some((c) => !(CONSTRAINT_NAMES as readonly string[]).includes(c.name))) add('constraints', FORM_MESSAGES.constraintUnknown);
  else if (duplicates(f.constraints.map((c) => c.name))) add('constraints', FORM_MESSAGES.constraintDuplicate);
  else if (f.constraints.some((c) => NUMERIC_CONSTRAINTS.has(c.name) && !/^\d+(\.\d+)?$/.test(c.config))) add('constraints', FORM_MESSAGES.constraintNumber);
  const dv = f.defaultValue;
  if (dv !== undefined) {
    if (f.type === 'long' && !/^-?\d+$/.test(dv)) add('defaultValue', FORM_MESSAGES.defaultLong);
    if (f.type === 'boolean' && dv !== 'true' && dv !== 'false') add('defaultValue', FORM_MESSAGES.defaultBoolean);
    if (f.type === 'enum' && !(f.values ?? []).some((v) => v.id === dv)) add('defaultValue', FORM_MESSAGES.defaultEnum);
  }
  return out;
}

/** Every problem of a form's fields (normalized first); a repeated id is reported on each later occurrence. */
export function formFieldProblems(fields: readonly FormField[]): FormFieldProblem[] {
  const seen = new Set<string>();
  return fields.flatMap((raw, index) => {
    const f = normalizeField(raw);
    const own = fieldProblems(f, index);
    if (f.id && seen.has(f.id) && !own.some((p) => p.part === 'id')) own.unshift({ index, part: 'id', message: FORM_MESSAGES.idDuplicate });
    seen.add(f.id);
    return own;
  });
}

/** The config of a constraint of the field, or undefined when it has none of that name. */
export function constraintOf(f: FormField, name: ConstraintName): string | undefined {
  return f.constraints.find((c) => c.name === name)?.config;
}

const hasConstraint = (f: FormField, name: ConstraintName) => constraintOf(f, name) !== undefined;
export const isRequiredField = (f: FormField) => hasConstraint(f, 'required');
export const isReadonlyField = (f: FormField) => hasConstraint(f, 'readonly');

/** The field's default as a form value of its type (undefined when it has none). */
export function defaultOf(f: FormField): FormValue | undefined {
  const dv = f.defaultValue;
  if (dv === undefined || dv === '') return undefined;
  if (f.type === 'long') return Number.isFinite(Number(dv)) ? Number(dv) : undefined;
  if (f.type === 'boolean') return dv === 'true';
  return dv;
}

const numberOf = (v: string | undefined) => (v === undefined ? undefined : Number(v));

/**
 * What is wrong with a filled-in value of the field (null when acceptable): required, the type (a whole number for
 * long, true/false for boolean, one of the values for enum), min/max for long, minlength/maxlength for text.
 * A readonly field takes its default and is not checked.
 */
export function fieldValueProblem(f: FormField, value: unknown): LangText | null {
  const empty = value === undefined || value === null || value === '';
  if (empty) return isRequiredField(f) && !isReadonlyField(f) ? text(`请填写${f.label}`, `Please fill in ${f.label}`) : null;
  if (f.type === 'long') {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(n)) return text(`${f.label}须为整数`, `${f.label} must be a whole number`);
    const min = numberOf(constraintOf(f, 'min'));
    const max = numberOf(constraintOf(f, 'max'));
    if (min !== undefined && n < min) return text(`${f.label}不能小于${min}`, `${f.label} cannot be less than ${min}`);
    if (max !== undefined && n > max) return text(`${f.label}不能大于${max}`, `${f.label} cannot be more than ${max}`);
    return null;
  }
  if (f.type === 'boolean') return typeof value === 'boolean' || value === 'true' || value === 'false' ? null : text(`${f.label}须为是或否`, `${f.label} must be yes or no`);
  if (f.type === 'enum') return (f.values ?? []).some((v) => v.id === String(value)) ? null : text(`${f.label}的取值无效`, `${f.label} has an unknown value`);
  const s = String(value);
  const minLength = numberOf(constraintOf(f, 'minlength'));
  const maxLength = numberOf(constraintOf(f, 'maxlength'));
  if (minLength !== undefined && s.length < minLength) return text(`${f.label}至少${minLength}个字符`, `${f.label} needs at least ${minLength} characters`);
  if (maxLength !== undefined && s.length > maxLength) return text(`${f.label}最多${maxLength}个字符`, `${f.label} takes at most ${maxLength} characters`);
  return null;
}

/** An empty field of the given type, as the editor adds it. */
export function newField(id: string, type: FormFieldType = 'string'): FormField {
  return { id, type, label: '', properties: [], constraints: [], ...(type === 'enum' ? { values: [] } : {}) };
}
