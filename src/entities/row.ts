/**
 * The row type of a declaration (docs/architecture.md "Entities"): `RowOf<typeof vehicle>` is derived from the
 * declared fields, so a row is not written again by hand (the demo backend's collections and seed factories use it).
 *
 * - one property per declared field name, typed by its kind: text-like kinds (text, textarea, plate, mobile,
 *   idNumber, email, image, richText, date, datetime, time, multi) `string`; number, decimal, money, percent, city,
 *   store `number`; switch `boolean`; file `Attachment`; reference and treeRef `string | number` (numeric ids travel
 *   as numbers); enum: the union of its option values as stored (kinds.ts: '1' is stored as 1, 'true' as true) when
 *   the options are literal, a dictionary's codes as stored (dicts.ts DictCode: `1 | 2`; `boolean` for true_false), else
 *   `string | number`;
 * - a field that is not `required` is an optional property; dateRange fields are filters only (no property);
 * - the `display` field a field names (a city's name, a reference's label) is a `string`, optional as its field;
 * - the status's label field (`status.name`) an optional `string`; the row key a required `string | number`;
 * - child rows (`children`) an optional array of their own derived rows;
 * - a filter comparing another field (`of`: an amount range's bounds) is no property.
 *
 * A declaration whose field names are not literal (built at run time) derives `Record<string, unknown>`.
 * Narrower types the backend knows (a status's codes) are added by intersection where the rows are stored.
 */
import type { DictCode, DictType } from './dicts';
import type { Attachment } from './kinds';

/** What this file reads of a field (structurally: define.ts's EntityField fits). */
interface FieldShape {
  name: string;
  type: string;
  required?: unknown;
  display?: string;
  dict?: string;
  options?: readonly { value: string }[];
}

interface ChildShape {
  name: string;
  fields: readonly FieldShape[];
}

type TextKind = 'text' | 'textarea' | 'plate' | 'mobile' | 'idNumber' | 'email' | 'image' | 'richText' | 'geoShape' | 'damageMarks' | 'date' | 'datetime' | 'time' | 'multi';
type NumberKind = 'number' | 'decimal' | 'money' | 'percent' | 'city' | 'store';

/** An option's value as the backend stores it (kinds.ts `enum.fromWire`): whole numbers as numbers, true/false as booleans. */
type Stored<V extends string> = string extends V ? string | number : V extends `${infer N extends number}` ? N : V extends 'true' | 'false' ? boolean : V;

type EnumValue<F> = F extends { options: readonly { value: infer V extends string }[] }
  ? Stored<V>
  : F extends { dict: infer D extends DictType } ? Stored<DictCode<D>> : string | number;

/** The value type of a field of this kind. */
export type FieldValue<F extends FieldShape> = F['type'] extends TextKind ? string
  : F['type'] extends NumberKind ? number
  : F['type'] extends 'switch' ? boolean
  : F['type'] extends 'file' ? Attachment
  : F['type'] extends 'reference' | 'treeRef' ? string | number
  : F['type'] extends 'enum' ? EnumValue<F>
  : unknown;

type IsRequired<F> = F extends { required: object } ? true : false;
/** The fields a row holds (a dateRange field, and one comparing another field `of`, are filters only). */
type RowField<F extends FieldShape> = F extends { type: 'dateRange' } | { of: string } ? never : F;

/**
 * Whether a stored row may lack the field: one a later step sets (`later`: a review's time, a cancel reason), one not
 * stored (`computed`, but the document number `Num`, given on create), one the form may leave empty (optional).
 */
type MayLack<F, Num extends string> = F extends { later: true } ? true
  : F extends { computed: true } ? (F extends { name: Num } ? false : true)
  : F extends { form: true } ? (IsRequired<F> extends true ? false : true)
  : false;

/** The fields (and their display fields) a stored row may lack (see MayLack): the demo backend's `StoredRow` leaves them optional. */
export type LackedNames<Fs extends readonly FieldShape[], Num extends string> = Fs[number] extends infer F
  ? F extends FieldShape ? (MayLack<F, Num> extends true ? F['name'] | (F extends { display: infer D extends string } ? D : never) : never) : never
  : never;

type FieldProps<F extends FieldShape> =
  & { [P in RowField<F> as IsRequired<P> extends true ? P['name'] : never]: FieldValue<P> }
  & { [P in RowField<F> as IsRequired<P> extends true ? never : P['name']]?: FieldValue<P> }
  & { [P in F as P extends { display: infer D extends string } ? (IsRequired<P> extends true ? D : never) : never]: string }
  & { [P in F as P extends { display: infer D extends string } ? (IsRequired<P> extends true ? never : D) : never]?: string };

/** The row of a list of declared fields (a child row's, or the record's own fields). */
export type FieldsRow<Fs extends readonly FieldShape[]> = string extends Fs[number]['name'] ? Record<string, unknown> : Flat<FieldProps<Fs[number]>>;

/** The row of a declaration: its fields, the row key, the status's label and the child rows. */
export type DeclaredRow<Fs extends readonly FieldShape[], Key extends string, Cs extends readonly ChildShape[], StatusName extends string> =
  string extends Fs[number]['name'] ? Record<string, unknown>
  : Flat<
    & FieldProps<Fs[number]>
    & { [K in Key]: string | number }
    & { [N in StatusName]?: string }
    & { [C in Cs[number] as C['name']]?: FieldsRow<C['fields']>[] }
  >;

/** One object type rather than an intersection (readable hovers and errors). */
type Flat<T> = { [K in keyof T]: T[K] } & {};
