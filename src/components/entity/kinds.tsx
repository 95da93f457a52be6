/**
 * The field kinds' React half (docs/architecture.md "Field kinds"; the pure half — filter match, §5 rules, wire
 * conversion, samples — is src/entities/kinds.ts): for each kind, its input in filters and forms, the text of its
 * value in a table cell or a detail, and how a form value is made from a row's value and sent back. A kind not
 * listed uses `text`.
 */
import '@/i18n/parts/entity';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Switch, Tag, TimePicker, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadOptions, type RemoteOption } from '@/api/entity';
import { uploadFile } from '@/api/file';
import { pick, t as translate, type Lang } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { formatAmount } from '@/lib/format';
import { filterAmount, filterDecimal } from '@/lib/inputFilters';
import { notify } from '@/lib/notify';
import { sanitizeHtml } from '@/lib/sanitize';
import { attachmentOf } from '@/lib/validators';
import { optionsUrl, type EntityField, type EnumField, type FieldType, type MultiField, type ReferenceField, type TreeRefField } from '@/entities/define';
import { isYes } from '@/entities/kinds';
import { ImageUpload } from '../ImageUpload';
import { ShapeDrawView, ShapeMapView } from '../map';
import { parseShape } from '@/lib/geo';
import { parseDamageMarks } from '@/lib/damageMarks';
import { DamageMarksInput, DamageMarksView } from './DamageMarks';
import { ImageViewer } from '../ImageViewer';
import { PlateInput } from '../PlateInput';
import { RichTextEditor } from '../RichTextEditor';
import { SafeHtml } from '../SafeHtml';
import { DialogRowContext, EditingRowContext, FormFieldsContext } from './dependents';
import { type dictOptions, optionLabel, useCities, useEnumOptions, useStores } from './options';
import { TreeRefSelect } from './TreeRefSelect';
import { WIRE_DATE_TIME } from '@/lib/dates';

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
  /** The placeholder ("请输入…" / "请选择…"); undefined: the input's own (a date picker's "请选择日期"). */
  enter: string | undefined;
  choose: string | undefined;
  /** Not editable (a process form's readonly field): FieldInput disables whatever the kind draws. */
  disabled?: boolean;
  /** The most characters a free text takes (a dialog's reason, a process form's maxlength). */
  maxLength?: number;
  /** The least number a number kind takes: below 0, a minus sign may be typed (a process form's long). */
  min?: number;
  /** The display format of a date kind (a process form's date pattern); the kind's own by default. */
  format?: string;
}

type Dicts = ReadonlyMap<string, ReturnType<typeof dictOptions>>;

interface KindView {
  input(ctx: InputContext, props: InputProps): ReactNode;
  /** The text of a stored value ('' when empty). */
  text?(field: EntityField, value: unknown, lang: Lang, dicts: Dicts): string;
  /** What a table cell or a detail shows when it is more than text (a thumbnail, a link, sanitised HTML). */
  node?(value: unknown, where: 'cell' | 'detail'): ReactNode;
  /** Its cells are not copied on click (what they show is not text). */
  copyable?: false;
  /** The value a new row's form starts with (a switch: off). */
  initial?: unknown;
  /** The form's value of a stored value (a date picker holds a Dayjs, a select compares text). */
  toForm?(value: unknown): unknown;
  /** The value sent for a form value. */
  toWire?(value: unknown): unknown;
  align?: 'right';
  /** The type of the form's value when it is not text (a date picker's Dayjs): the required rule checks that type. */
  valueType?: 'object' | 'array' | 'boolean';
}

const DAY = 'YYYY-MM-DD';
const SECOND = WIRE_DATE_TIME;

function EnumSelect({ field, placeholder, multiple, ...rest }: { field: EnumField | MultiField; placeholder: string | undefined; multiple?: boolean } & InputProps) {
  const lang = useLang();
  const options = useEnumOptions(field, lang);
  return <Select allowClear showSearch mode={multiple ? 'multiple' : undefined} optionFilterProp="label" placeholder={placeholder} options={options} style={{ minWidth: 160 }} {...rest} />;
}

/** An input applying a §5 input filter to what is typed (the amount filter, the number filter). */
function FilteredInput({ filter, placeholder, value, onChange, id }: { filter: (text: string) => string; placeholder: string | undefined } & InputProps) {
  return (
    <Input
      allowClear
      inputMode="decimal"
      placeholder={placeholder}
      style={{ minWidth: 160 }}
      id={id}
      value={value === null || value === undefined ? '' : String(value as string | number)}
      onChange={(e) => onChange?.(filter(e.target.value))}
    />
  );
}

/** The two days of a date-range filter. */
function DateRangeInput(props: InputProps) {
  const t = useT();
  return <DatePicker.RangePicker placeholder={[t('entity.range.start'), t('entity.range.end')]} {...(props as object)} />;
}

/** A yes/no select (filters): the wire texts 'true' / 'false'. */
function YesNoSelect({ placeholder, ...rest }: { placeholder: string | undefined } & InputProps) {
  const t = useT();
  return (
    <Select
      allowClear
      placeholder={placeholder}
      style={{ minWidth: 120 }}
      options={[
        { value: 'true', label: t('entity.yes') },
        { value: 'false', label: t('entity.no') },
      ]}
      {...rest}
    />
  );
}


/** The §5 image upload (2 MB, no Chinese file name) holding one image's address. */
function SingleImageUpload({ value, onChange }: InputProps) {
  const url = typeof value === 'string' && value ? [value] : [];
  return <ImageUpload value={url} onChange={(urls) => onChange?.(urls[0] ?? '')} upload={(file) => uploadFile(file, 'image').then((r) => r.url)} />;
}

/** An attachment upload holding `{ name, url }`: the file shown as a link, replaced by a new upload, removable. */
function AttachmentUpload({ value, onChange, id }: InputProps) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const current = attachmentOf(value);
  return (
    <Upload
      maxCount={1}
      fileList={current ? [{ uid: current.url, name: current.name, url: current.url, status: 'done' }] : []}
      customRequest={({ file }) => {
        setUploading(true);
        uploadFile(file as File, 'file').then(
          (r) => {
            setUploading(false);
            onChange?.({ name: r.name, url: r.url });
          },
          (e: Error) => {
            setUploading(false);
            notify.error(e.message || t('entity.upload.failed'));
          },
        );
      }}
      onRemove={() => {
        onChange?.(undefined);
        return false;
      }}
    >
      <Button id={id} icon={<UploadOutlined />} loading={uploading}>
        {t('entity.upload.file')}
      </Button>
    </Upload>
  );
}

/** The text of rich-text HTML (sanitised first, then read as text: nothing in it runs). */
function htmlText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** How many characters of rich text a table cell shows. */
export const RICH_TEXT_CELL_CHARS = 30;

function CitySelect({ placeholder, ...rest }: { placeholder: string | undefined } & InputProps) {
  const cities = useCities();
  const lang = useLang();
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={placeholder}
      style={{ minWidth: 140 }}
      options={cities.map((c) => ({ value: String(c.cityId), label: (lang === 'en-US' && c.cityNameEn) || c.cityName }))}
      {...rest}
    />
  );
}

/** The stores of the city chosen in field `city` of the same form (the form clears this field when the city changes). */
function StoreSelect({ city, placeholder, ...rest }: { city: string; placeholder: string | undefined } & InputProps) {
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

/** The separator between an option that cannot be chosen and why. */
export const REFUSAL_SEPARATOR = ' — ';

/** An option as the select shows it: its label in the screen's language; one disabled, with its reason after it. */
function shownOption(o: RemoteOption, lang: Lang): { value: string; label: string; disabled?: boolean; title?: string } {
  const label = (lang === 'en-US' && o.labelEn) || o.label;
  if (!o.disabled) return { value: o.value, label };
  const why = (lang === 'en-US' && o.refusalEn) || o.refusal;
  const text = why ? `${label}${REFUSAL_SEPARATOR}${why}` : label;
  return { value: o.value, label: text, disabled: true, title: text };
}

/**
 * A reference's searchable select: its options asked from the backend when shown. A failed ask says so (in the
 * placeholder and the open list, with a link to ask again), and any click on the select while it has no options asks
 * again: antd may keep an empty list "open" across clicks, so re-asking cannot wait for an open-change.
 */
export function RemoteSelect({ path, placeholder, required, mode, kept, ...rest }: { path: string; placeholder: string | undefined; required?: boolean; mode?: 'multiple'; kept?: RemoteOption } & InputProps) {
  const t = useT();
  const lang = useLang();
  const [loaded, setOptions] = useState<RemoteOption[] | null>(null);
  const [failed, setFailed] = useState(false);
  // The edited row's own choice stays offered (named as the row names it) when it is no longer among the options; an
  // option with an English label shows it on the English screens; one that cannot be chosen, greyed with its reason.
  const options = useMemo(() => {
    const shown = loaded?.map((o) => shownOption(o, lang)) ?? null;
    return shown && kept && !shown.some((o) => String(o.value) === String(kept.value)) ? [...shown, kept] : shown;
  }, [loaded, kept, lang]);
  const [asks, setAsks] = useState(0);
  useEffect(() => {
    let live = true;
    // Asking again shows the loading state, not the last failure, until this answer is in.
    setOptions(null);
    setFailed(false);
    void loadOptions(path).then((r) => {
      if (!live) return;
      setFailed(!r.ok);
      setOptions(r.data ?? []);
    });
    return () => {
      live = false;
    };
  }, [path, asks]);
  const askAgain = () => loaded !== null && loaded.length === 0 && setAsks((n) => n + 1);
  return (
    <Select
      showSearch
      allowClear={!required}
      optionFilterProp="label"
      loading={options === null}
      placeholder={failed ? t('entity.optionsFailed') : placeholder}
      notFoundContent={failed ? <Button type="link" size="small" onClick={askAgain}>{t('entity.optionsFailed')}</Button> : undefined}
      options={options ?? []}
      style={{ minWidth: 160 }}
      onOpenChange={(open) => open && askAgain()}
      onClick={askAgain}
      mode={mode}
      {...rest}
    />
  );
}

/** A reference's select; in an edit form, keeping the stored row's choice (EditingRowContext). */
function ReferenceSelect({ field, filter, ...rest }: { field: ReferenceField; filter: boolean; placeholder: string | undefined; required?: boolean } & InputProps) {
  const row = useContext(EditingRowContext);
  const value = row?.[field.name];
  const kept = useMemo<RemoteOption | undefined>(() => {
    if (filter || value === undefined || value === null || value === '') return undefined;
    const label = field.display ? row?.[field.display] : undefined;
    return { value: String(value as string | number), label: typeof label === 'string' && label ? label : String(value as string | number) };
  }, [filter, value, field.display, row]);
  const dialogRow = useContext(DialogRowContext);
  return <RemoteSelect path={optionsUrl(field, undefined, dialogRow ?? undefined)} kept={kept} {...rest} />;
}

/**
 * A reference whose options depend on another field of the form (`dependsOn`): asked for that field's value, disabled
 * (saying what to choose first) until it has one; the form clears this field when it changes (./dependents).
 */
function DependentSelect({ field, placeholder, required, ...rest }: { field: ReferenceField; placeholder: string | undefined; required?: boolean } & InputProps) {
  const t = useT();
  const lang = useLang();
  const on = field.dependsOn!.field;
  const parent = Form.useWatch(on, Form.useFormInstance()) as unknown;
  const other = useContext(FormFieldsContext).find((f) => f.name === on);
  const dialogRow = useContext(DialogRowContext);
  if (parent === undefined || parent === null || parent === '') {
    return <Select disabled placeholder={t('entity.chooseFirst', { label: other ? pick(other.label, lang) : on })} style={{ minWidth: 160 }} id={rest.id} />;
  }
  return <RemoteSelect path={optionsUrl(field, parent, dialogRow ?? undefined)} placeholder={placeholder} required={required} {...rest} />;
}

const text: KindView = {
  input: ({ enter, maxLength }, props) => <Input allowClear placeholder={enter} maxLength={maxLength} style={{ minWidth: 160 }} {...(props as object)} />,
  toWire: (v) => (typeof v === 'string' ? v.trim() : v),
};

const asText = (v: unknown) => (v === null || v === undefined ? v : String(v));

const date = (format: string, showTime: boolean): KindView => ({
  // In a filter a datetime is chosen by its day (the backend matches the whole day).
  input: (ctx, props) => <DatePicker placeholder={ctx.choose} showTime={showTime && !ctx.filter} format={ctx.format ?? (ctx.filter ? DAY : format)} {...(props as object)} />,
  toForm: (v) => {
    if (typeof v !== 'string' || !v.trim()) return undefined;
    const d = dayjs(v.trim(), [SECOND, DAY]);
    return d.isValid() ? d : undefined;
  },
  toWire: (v) => (dayjs.isDayjs(v) ? (v as Dayjs).format(format) : v),
  valueType: 'object',
});

/** The number helper, keeping a leading minus sign where the field takes numbers below 0. */
const signedDecimal = (min: number | undefined) => (min !== undefined && min < 0 ? (v: string) => (v.trimStart().startsWith('-') ? '-' : '') + filterDecimal(v) : filterDecimal);

const number: KindView = {
  ...text,
  input: ({ enter, min }, props) => <FilteredInput filter={signedDecimal(min)} placeholder={enter} {...props} />,
  toForm: asText,
  align: 'right',
};
const filtered = (filter: (text: string) => string): KindView => ({ ...number, input: ({ enter }, props) => <FilteredInput filter={filter} placeholder={enter} {...props} /> });

const TIME = 'HH:mm';

export const KIND_VIEWS: Partial<Record<FieldType, KindView>> & { text: KindView } = {
  text,
  textarea: {
    ...text,
    input: ({ enter, filter, maxLength }, props) =>
      filter ? text.input({ enter } as InputContext, props) : <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={maxLength ?? 500} showCount placeholder={enter} {...(props as object)} />,
  },
  // §5 input filters while typing: the number helper (digits and one point, 2 decimals, 10 integer characters; a
  // percentage 3) and the amount filter (2 decimals, 7 integer characters). Whole numbers take the number helper
  // too, their rule refusing a fraction with its message: the spec's number filter (everything from a point or a
  // minus stripped, and a leading zero) applied while typing would make '12.5' read '125' and 0 impossible to enter.
  number,
  decimal: number,
  percent: filtered((v) => filterDecimal(v, { integerDigits: 3 })),
  money: { ...filtered(filterAmount), text: (_f, v) => formatAmount(v) },
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
    input: ({ field, choose, filter }, props) => {
      const f = field as ReferenceField;
      const required = !filter && !!field.required;
      return f.dependsOn ? <DependentSelect field={f} placeholder={choose} required={required} {...props} /> : <ReferenceSelect field={f} placeholder={choose} required={required} filter={!!filter} {...props} />;
    },
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
  // A filter only (query.ts sends its two days through the §9 search range helper).
  dateRange: { input: (_ctx, props) => <DateRangeInput {...props} /> },
  time: {
    input: ({ choose }, props) => <TimePicker placeholder={choose} format={TIME} needConfirm={false} {...(props as object)} />,
    toForm: (v) => {
      const d = typeof v === 'string' ? dayjs(v.trim(), TIME, true) : null;
      return d?.isValid() ? d : undefined;
    },
    toWire: (v) => (dayjs.isDayjs(v) ? (v as Dayjs).format(TIME) : v),
    valueType: 'object',
  },
  switch: {
    input: ({ choose, filter }, props) =>
      filter ? <YesNoSelect placeholder={choose} {...props} /> : <Switch id={props.id} checked={isYes(props.value)} onChange={(on) => props.onChange?.(on)} />,
    text: (_f, v, lang) => translate(isYes(v) ? 'entity.yes' : 'entity.no', undefined, lang),
    toForm: isYes,
    toWire: (v) => (v === undefined || v === null ? v : isYes(v)),
    valueType: 'boolean',
    initial: false,
  },
  multi: {
    // A filter names one value (the rows holding it); a form chooses several.
    input: ({ field, choose, filter }, props) => {
      const f = field as MultiField;
      // Records to choose from (an account's roles): asked like a reference's options.
      if (f.optionsPath) return <RemoteSelect path={f.optionsPath} placeholder={choose} mode={filter ? undefined : 'multiple'} {...props} />;
      return <EnumSelect field={f} placeholder={choose} multiple={!filter} {...props} />;
    },
    text: (field, value, lang, dicts) => {
      const f = field as MultiField;
      const options = f.options ? f.options.map((o) => ({ value: o.value, label: pick(o.label, lang) })) : (dicts.get(f.dict ?? '') ?? []);
      return String(value as string)
        .split(',')
        .filter(Boolean)
        .map((v) => optionLabel(options, v))
        .join('、');
    },
    toForm: (v) => (Array.isArray(v) ? v.map(String) : String(v as string).split(',').filter(Boolean)),
    toWire: (v) => (Array.isArray(v) ? v.join(',') : v),
    valueType: 'array',
  },
  image: {
    ...text,
    input: (ctx, props) => (ctx.filter ? text.input(ctx, props) : <SingleImageUpload {...props} />),
    node: (v, where) => (typeof v === 'string' ? <ImageViewer images={[v]} thumbnailWidth={where === 'cell' ? 48 : 96} /> : null),
    copyable: false,
  },
  file: {
    ...text,
    input: (ctx, props) => (ctx.filter ? text.input(ctx, props) : <AttachmentUpload {...props} />),
    text: (_f, v) => attachmentOf(v)?.name ?? '',
    node: (v) => {
      const file = attachmentOf(v);
      return file ? (
        <a href={file.url} download={file.name} target="_blank" rel="noopener noreferrer">
          <PaperClipOutlined /> {file.name}
        </a>
      ) : null;
    },
    toForm: (v) => attachmentOf(v) ?? undefined,
    toWire: (v) => v,
    valueType: 'object',
    copyable: false,
  },
  richText: {
    ...text,
    input: (ctx, props) => (ctx.filter ? text.input(ctx, props) : <RichTextEditor placeholder={ctx.enter} {...(props as object)} />),
    text: (_f, v) => {
      const plain = htmlText(String(v as string));
      return plain.length > RICH_TEXT_CELL_CHARS ? `${plain.slice(0, RICH_TEXT_CELL_CHARS)}…` : plain;
    },
    node: (v, where) => (where === 'detail' ? <SafeHtml html={String(v as string)} /> : undefined),
  },
};

/** A fence's shape (src/lib/geo.ts): drawn on the map in forms, shown on it in details, summarised in cells. */
KIND_VIEWS.geoShape = {
  input: (ctx, props) => (ctx.filter ? text.input(ctx, props) : <ShapeDrawView {...props} />),
  text: (_f, v, lang) => {
    const s = parseShape(v);
    if (!s) return '';
    const en = lang === 'en-US';
    if (s.kind === 'circle') return en ? `Circle, radius ${Math.round(s.radius ?? 0)} m` : `圆形，半径 ${Math.round(s.radius ?? 0)} 米`;
    return en ? `${s.kind === 'rectangle' ? 'Rectangle' : 'Polygon'}, ${s.ring.length} points` : `${s.kind === 'rectangle' ? '矩形' : '多边形'}，${s.ring.length} 个顶点`;
  },
  node: (v, where) => (where === 'detail' ? <ShapeMapView value={v} /> : undefined),
  copyable: false,
};

/** Damage marks on a car's outline (./DamageMarks): marked on the outline in forms and dialogs, shown on it in details. */
KIND_VIEWS.damageMarks = {
  input: (ctx, props) => (ctx.filter ? text.input(ctx, props) : <DamageMarksInput {...props} />),
  text: (_f, v, lang) => {
    const marks = parseDamageMarks(v);
    return marks ? translate('entity.damage.count', { n: marks.length }, lang) : String(v as string);
  },
  node: (v, where) => (where === 'detail' ? <DamageMarksView value={v} /> : undefined),
  copyable: false,
};

export function kindView(type: FieldType): KindView {
  return KIND_VIEWS[type] ?? text;
}

/** The text of a field's value in a row (table cells and detail screens); `display` names the row field shown. */
/** The row field a value is shown from: its English twin on the English screens when the row has it, else `display` or the field. */
function shownName(field: EntityField, row: Readonly<Record<string, unknown>>, lang: Lang): string {
  const en = lang === 'en-US' && field.displayEn ? row[field.displayEn] : undefined;
  return en !== undefined && en !== null && en !== '' ? field.displayEn! : (field.display ?? field.name);
}

export function valueText(field: EntityField, row: Readonly<Record<string, unknown>>, lang: Lang, dicts: Dicts): string {
  const shown = shownName(field, row, lang);
  const value = row[shown];
  if (value === null || value === undefined || value === '') return '';
  const view = kindView(field.type);
  if (view.text && shown === field.name) return view.text(field, value, lang, dicts);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * What a table cell (`cell`) or a detail (`detail`) shows of a field's value: its kind's node (a thumbnail, a link,
 * sanitised HTML) or its text ('' when empty).
 */
/** An expiry date's text with its warning: past → 已过期 (red), within `expires` days → N 天后到期 (orange). */
function expiryNode(text: string, expires: number, lang: Lang): ReactNode {
  const day = dayjs(text, DAY);
  if (!day.isValid()) return text;
  const left = day.startOf('day').diff(dayjs().startOf('day'), 'day');
  if (left > expires) return text;
  return (
    <span>
      {text}{' '}
      <Tag color={left < 0 ? 'error' : 'warning'} style={{ marginInlineEnd: 0 }}>
        {left < 0 ? translate('entity.expired', undefined, lang) : translate('entity.expiresIn', { days: left }, lang)}
      </Tag>
    </span>
  );
}

export function valueNode(field: EntityField, row: Readonly<Record<string, unknown>>, lang: Lang, dicts: Dicts, where: 'cell' | 'detail'): ReactNode {
  const shown = shownName(field, row, lang);
  const value = row[shown];
  if ((field.type === 'date' || field.type === 'datetime') && field.expires !== undefined && typeof value === 'string' && value) return expiryNode(value.slice(0, 10), field.expires, lang);
  // A flag a cell marks with its tag when on, and leaves empty when off (加急, 已超时).
  if (field.type === 'switch' && field.tag && where === 'cell') {
    return isYes(value) ? <Tag color={field.tag.color} style={{ marginInlineEnd: 0 }}>{pick(field.tag.label, lang)}</Tag> : '';
  }
  const view = kindView(field.type);
  if (view.node && shown === field.name && value !== null && value !== undefined && value !== '') {
    const node = view.node(value, where);
    if (node !== undefined) return node;
  }
  return valueText(field, row, lang, dicts);
}

/** The values a new row's form starts with (a switch off). */
export function newValues(fields: readonly EntityField[]): Record<string, unknown> {
  return Object.fromEntries(fields.flatMap((f) => (kindView(f.type).initial !== undefined ? [[f.name, kindView(f.type).initial]] : [])));
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
