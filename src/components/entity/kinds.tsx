/**
 * The field kinds' React half (docs/architecture.md "Field kinds"; the pure half — filter match, §5 rules, wire
 * conversion, samples — is src/entities/kinds.ts): for each kind, its input in filters and forms, the text of its
 * value in a table cell or a detail, and how a form value is made from a row's value and sent back. A kind not
 * listed uses `text`.
 */
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { fetchOptions, type RemoteOption } from '@/api/entity';
import { pick, type Lang } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { formatAmount } from '@/lib/format';
import type { EntityField, EnumField, FieldType, ReferenceField, TreeRefField } from '@/entities/define';
import { PlateInput } from '../PlateInput';
import { type dictOptions, optionLabel, useCities, useEnumOptions, useStores } from './options';
import { TreeRefSelect } from './TreeRefSelect';

/** What Form.Item passes to an input. */
export interface InputProps {
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
}

export interface InputContext {
  field: EntityField;
  label: string;
  /** In a filter form (free text search) rather than an add/edit form (the exact value). */
  filter: boolean;
  /** The placeholder ("请输入…" / "请选择…"). */
  enter: string;
  choose: string;
}

type Dicts = ReadonlyMap<string, ReturnType<typeof dictOptions>>;

interface KindView {
  input(ctx: InputContext, props: InputProps): ReactNode;
  /** The text of a stored value ('' when empty). */
  text?(field: EntityField, value: unknown, lang: Lang, dicts: Dicts): string;
  /** The form's value of a stored value (a date picker holds a Dayjs, a select compares text). */
  toForm?(value: unknown): unknown;
  /** The value sent for a form value. */
  toWire?(value: unknown): unknown;
  align?: 'right';
  /** The type of the form's value when it is not text (a date picker's Dayjs): the required rule checks that type. */
  valueType?: 'object';
}

const DAY = 'YYYY-MM-DD';
const SECOND = 'YYYY-MM-DD HH:mm:ss';

function EnumSelect({ field, placeholder, ...rest }: { field: EnumField; placeholder: string } & InputProps) {
  const lang = useLang();
  const options = useEnumOptions(field, lang);
  return <Select allowClear showSearch optionFilterProp="label" placeholder={placeholder} options={options} style={{ minWidth: 160 }} {...rest} />;
}

function CitySelect({ placeholder, ...rest }: { placeholder: string } & InputProps) {
  const cities = useCities();
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={placeholder}
      style={{ minWidth: 140 }}
      options={cities.map((c) => ({ value: String(c.cityId), label: c.cityName }))}
      {...rest}
    />
  );
}

/** The stores of the city chosen in field `city` of the same form (the form clears this field when the city changes). */
function StoreSelect({ city, placeholder, ...rest }: { city: string; placeholder: string } & InputProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const cityId = Form.useWatch(city, form) as string | undefined;
  const { stores, loading } = useStores(cityId);
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      loading={loading}
      disabled={!cityId}
      placeholder={cityId ? placeholder : t('entity.chooseCityFirst')}
      style={{ minWidth: 160 }}
      options={stores.map((s) => ({ value: String(s.storeId), label: s.storeName }))}
      {...rest}
    />
  );
}

/**
 * A reference's searchable select: its options asked from the backend when shown, and asked again when opened while
 * empty (the first ask failed), so a failed load is never a dead end.
 */
export function RemoteSelect({ path, placeholder, required, ...rest }: { path: string; placeholder: string; required?: boolean } & InputProps) {
  const [options, setOptions] = useState<RemoteOption[] | null>(null);
  const [asks, setAsks] = useState(0);
  useEffect(() => {
    let live = true;
    setOptions(null);
    void fetchOptions(path).then((list) => live && setOptions(list));
    return () => {
      live = false;
    };
  }, [path, asks]);
  return (
    <Select
      showSearch
      allowClear={!required}
      optionFilterProp="label"
      loading={options === null}
      placeholder={placeholder}
      options={options ?? []}
      style={{ minWidth: 160 }}
      onOpenChange={(open) => open && options?.length === 0 && setAsks((n) => n + 1)}
      {...rest}
    />
  );
}

const text: KindView = {
  input: ({ enter }, props) => <Input allowClear placeholder={enter} style={{ minWidth: 160 }} {...(props as object)} />,
  toWire: (v) => (typeof v === 'string' ? v.trim() : v),
};

const asText = (v: unknown) => (v === null || v === undefined ? v : String(v));

const date = (format: string, showTime: boolean): KindView => ({
  input: ({ choose }, props) => <DatePicker placeholder={choose} showTime={showTime} format={format} {...(props as object)} />,
  toForm: (v) => {
    if (typeof v !== 'string' || !v.trim()) return undefined;
    const d = dayjs(v.trim(), [SECOND, DAY]);
    return d.isValid() ? d : undefined;
  },
  toWire: (v) => (dayjs.isDayjs(v) ? (v as Dayjs).format(format) : v),
  valueType: 'object',
});

const number: KindView = { ...text, toForm: asText, align: 'right' };

export const KIND_VIEWS: Partial<Record<FieldType, KindView>> & { text: KindView } = {
  text,
  textarea: {
    ...text,
    input: ({ enter, filter }, props) =>
      filter ? text.input({ enter } as InputContext, props) : <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} showCount placeholder={enter} {...(props as object)} />,
  },
  number,
  decimal: number,
  percent: number,
  money: { ...number, text: (_f, v) => formatAmount(v) },
  plate: {
    ...text,
    // §2 the province picker on forms; a filter searches any part of a plate.
    input: (ctx, props) => (ctx.filter ? text.input(ctx, props) : <PlateInput placeholder={ctx.enter} {...(props as object)} />),
  },
  enum: {
    input: ({ field, choose }, props) => <EnumSelect field={field as EnumField} placeholder={choose} {...props} />,
    text: (field, value, lang, dicts) => {
      const f = field as EnumField;
      if (f.display) return String(value);
      const options = f.options ? f.options.map((o) => ({ value: o.value, label: pick(o.label, lang) })) : (dicts.get(f.dict ?? '') ?? []);
      return optionLabel(options, value);
    },
    toForm: asText,
  },
  reference: {
    input: ({ field, choose, filter }, props) => <RemoteSelect path={(field as ReferenceField).optionsPath} placeholder={choose} required={!filter && !!field.required} {...props} />,
    toForm: asText,
  },
  // A node of a tree (its name shown by the row's `display` field).
  treeRef: {
    input: ({ field, choose, filter }, props) => <TreeRefSelect field={field as TreeRefField} placeholder={choose} required={!filter && !!field.required} {...props} />,
    toForm: asText,
  },
  city: { input: ({ choose }, props) => <CitySelect placeholder={choose} {...props} />, toForm: asText },
  store: { input: ({ field, choose }, props) => <StoreSelect city={(field as Extract<EntityField, { type: 'store' }>).city} placeholder={choose} {...props} />, toForm: asText },
  date: date(DAY, false),
  datetime: date(SECOND, true),
};

export function kindView(type: FieldType): KindView {
  return KIND_VIEWS[type] ?? text;
}

/** The text of a field's value in a row (table cells and detail screens); `display` names the row field shown. */
export function valueText(field: EntityField, row: Readonly<Record<string, unknown>>, lang: Lang, dicts: Dicts): string {
  const value = row[field.display ?? field.name];
  if (value === null || value === undefined || value === '') return '';
  const view = kindView(field.type);
  if (view.text && !field.display) return view.text(field, value, lang, dicts);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A row's values as its form holds them. */
export function formValues(fields: readonly EntityField[], row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of fields) {
    const v = row[f.name];
    if (v === null || v === undefined) continue;
    const toForm = kindView(f.type).toForm;
    values[f.name] = toForm ? toForm(v) : v;
  }
  return values;
}

/** A form's values as they are sent (dates as text, text trimmed). */
export function wireValues(fields: readonly EntityField[], values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const f of fields) {
    if (!(f.name in values)) continue;
    const toWire = kindView(f.type).toWire;
    out[f.name] = toWire ? toWire(values[f.name]) : values[f.name];
  }
  return out;
}
