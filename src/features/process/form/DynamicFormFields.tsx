/**
 * A custom process form (§3 form fields) as a user fills it in: typed inputs (a whole number for long, a switch for
 * boolean, a date picker with the field's pattern for date, a select for enum, text otherwise), the constraints
 * applied (required, readonly, min/max, minlength/maxlength) through the rules of src/lib/formFields. Used by the
 * form editor's preview and by /processInstanceCreate.
 */
import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { pick } from '@/i18n';
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

function FieldInput({ field: f, ...rest }: { field: FormField; id?: string; value?: InputValue; onChange?: (v: InputValue) => void; checked?: boolean }) {
  const disabled = isReadonlyField(f);
  const num = (name: 'min' | 'max' | 'maxlength') => {
    const c = constraintOf(f, name);
    return c === undefined ? undefined : Number(c);
  };
  switch (f.type) {
    case 'long':
      return <InputNumber {...rest} value={rest.value as number | undefined} precision={0} min={num('min')} max={num('max')} disabled={disabled} style={{ width: 200 }} />;
    case 'boolean':
      return <Switch id={rest.id} checked={rest.checked} onChange={(c) => rest.onChange?.(c)} disabled={disabled} />;
    case 'date': {
      const pattern = patternOf(f);
      return <DatePicker {...rest} value={dayjs.isDayjs(rest.value) ? rest.value : null} format={pattern} showTime={/[Hhms]/.test(pattern)} disabled={disabled} />;
    }
    case 'enum':
      return <Select {...rest} value={rest.value as string | undefined} allowClear options={(f.values ?? []).map((v) => ({ value: v.id, label: v.name }))} disabled={disabled} style={{ width: '100%' }} />;
    default:
      return <Input {...rest} value={rest.value as string | undefined} onChange={(e) => rest.onChange?.(e.target.value)} maxLength={num('maxlength')} disabled={disabled} />;
  }
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
      valuePropName={f.type === 'boolean' ? 'checked' : 'value'}
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
      <FieldInput field={f} />
    </Form.Item>
  ));
}
