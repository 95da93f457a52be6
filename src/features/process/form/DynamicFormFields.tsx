/**
 * A custom process form (§3 form fields) as a user fills it in: each field drawn by the input of an entity field kind
 * (the one vocabulary of fields, src/components/entity/kinds.tsx: a number for long, a switch for boolean, a date
 * picker with the field's pattern for date, an enum select for enum, text otherwise), the constraints applied
 * (required, readonly, min/max, minlength/maxlength) through the rules of src/lib/formFields. Used by the form
 * editor's preview and by /processInstanceCreate.
 */
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { FieldInput, type InputExtras } from '@/components/entity/FieldInput';
import type { EntityField } from '@/entities/define';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { constraintOf, DEFAULT_DATE_PATTERN, defaultOf, fieldValueProblem, isReadonlyField, isRequiredField, type FormField, type FormValue } from '@/lib/formFields';

dayjs.extend(customParseFormat);

/** What the inputs hold: numbers, booleans, texts and dayjs dates. */
export type InputValue = FormValue | Dayjs | null | undefined;

const patternOf = (f: FormField) => f.datePattern || DEFAULT_DATE_PATTERN;

/** An input's value as the instance variable it becomes (dates formatted with their pattern). */
function toVariable(f: FormField, v: InputValue): FormValue | undefined {
  if (v === null || v === undefined || v === '') return f.type === 'boolean' ? false : undefined;
  if (dayjs.isDayjs(v)) return v.format(patternOf(f));
  // The number kind's input holds text (its §5 input helper): a long's variable is a number.
  if (f.type === 'long' && typeof v === 'string') return Number(v);
  return v;
}

/** The inputs' starting values: each field's default (a date parsed with its pattern). */
export function initialFormValues(fields: readonly FormField[]): Record<string, InputValue> {
  const out: Record<string, InputValue> = {};
  for (const f of fields) {
    const dv = defaultOf(f);
    if (dv === undefined) continue;
    if (f.type === 'date') {
      const d = dayjs(String(dv), patternOf(f), true);
      if (d.isValid()) out[f.id] = d;
    } else out[f.id] = dv;
  }
  return out;
}

/** The filled-in values as instance variables (empty ones left out; an untouched switch is false). */
export function formVariables(fields: readonly FormField[], values: Readonly<Record<string, InputValue>> | undefined): Record<string, FormValue> {
  const out: Record<string, FormValue> = {};
  for (const f of fields) {
    const v = toVariable(f, values?.[f.id]);
    if (v !== undefined) out[f.id] = v;
  }
  return out;
}

/**
 * A form field as a declared field of the entity field vocabulary, so that it is drawn by that kind's input: long a
 * number, boolean a switch, enum an enum of the field's values, date a date or a datetime by its pattern, string and
 * custom text.
 */
export function entityFieldOf(f: FormField): EntityField {
  const label = f.label || f.id;
  const common = { name: f.id, label: bi(label, label) };
  switch (f.type) {
    case 'long':
      return { ...common, type: 'number' };
    case 'boolean':
      return { ...common, type: 'switch' };
    case 'enum':
      return { ...common, type: 'enum', options: (f.values ?? []).map((v) => ({ value: v.id, label: bi(v.name, v.name) })) };
    case 'date':
      return { ...common, type: /[Hhms]/.test(patternOf(f)) ? 'datetime' : 'date' };
    default:
      return { ...common, type: 'text' };
  }
}

/** What a form field's constraints and pattern add to its kind's input (no placeholders: the inputs' own). */
function extrasOf(f: FormField): InputExtras {
  const num = (name: 'min' | 'maxlength') => {
    const c = constraintOf(f, name);
    return c === undefined ? undefined : Number(c);
  };
  return {
    enter: undefined,
    choose: undefined,
    disabled: isReadonlyField(f),
    maxLength: num('maxlength'),
    // A long without a minimum may be negative.
    min: f.type === 'long' ? (num('min') ?? Number.NEGATIVE_INFINITY) : undefined,
    format: f.type === 'date' ? patternOf(f) : undefined,
  };
}

/** The Form.Items of a custom form's fields, named `[...prefix, field.id]`. */
export function DynamicFormFields({ fields, prefix = [] }: { fields: readonly FormField[]; prefix?: readonly string[] }) {
  const lang = useLang();
  return fields.map((f, i) => (
    <Form.Item
      key={`${i}-${f.id}`}
      name={[...prefix, f.id]}
      label={f.label || f.id}
      required={isRequiredField(f) && !isReadonlyField(f)}
      extra={f.type === 'custom' && f.customType ? f.customType : undefined}
      rules={[
        {
          validator: (_rule, v: InputValue) => {
            const problem = isReadonlyField(f) ? null : fieldValueProblem(f, toVariable(f, v));
            return problem ? Promise.reject(new Error(pick(problem, lang))) : Promise.resolve();
          },
        },
      ]}
    >
      <FieldInput field={entityFieldOf(f)} label={f.label || f.id} extras={extrasOf(f)} />
    </Form.Item>
  ));
}
