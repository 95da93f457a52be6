/**
 * DESIGN "Screens for business entities": an area declares an entity once — its fields (wire names, types,
 * bilingual labels, enum options or a dictionary type, §5 validators) and where each appears (filter, column,
 * detail, form), its endpoints, row key and page size — and the generic screens render it.
 * Nothing here knows a business: the schemas live in their areas (features/refund, features/dispatch…).
 * Rows travel as plain JSON objects; field names are the wire names.
 */
import type { Bilingual } from '@/i18n';
import { PAGE_SIZE } from '@/lib/paging';
import type { Validator } from '@/lib/validators';

/** A fixed enum option (when no dictionary type serves the field). */
export interface EnumOption {
  value: string;
  label: Bilingual;
}

interface FieldCommon {
  /** The wire field name: the row's field and the filter's parameter (unless the type says otherwise). */
  name: string;
  label: Bilingual;
  /** Shown in the filter form. */
  filter?: boolean;
  /** Shown as a table column. */
  column?: boolean | { width?: number };
  /** Shown on the detail screen (later step). */
  detail?: boolean;
  /** Edited by the add/edit forms (later step). */
  form?: boolean;
  /** §5 validators (src/lib/validators) checked on the filter form and the forms. */
  validators?: readonly Validator[];
  /** On the add/edit form: the message when left empty (absent = optional). */
  required?: Bilingual;
  /** The row field the column shows instead of `name` (e.g. a city name for a city id). */
  display?: string;
}

export interface TextField extends FieldCommon {
  type: 'text' | 'number';
}

/** §9 amount display in columns: thousands grouping and 2 decimals. */
export interface MoneyField extends FieldCommon {
  type: 'money';
}

/** Enum values as text; labels from a dictionary type (§3) or fixed options. */
export interface EnumField extends FieldCommon {
  type: 'enum';
  dict?: string;
  options?: readonly EnumOption[];
}

/** A date (filter sends YYYY-MM-DD) or a date and time shown as it comes. */
export interface DateField extends FieldCommon {
  type: 'date' | 'datetime';
}

/**
 * A date range filter (§3 "beginTime and endTime, or begin/end plus a name"): sends `names` (default
 * beginTime/endTime) through the §9 search range helper ('… 00:00:00' / '… 23:59:59'). `name` only names
 * the form field.
 */
export interface DateRangeField extends FieldCommon {
  type: 'dateRange';
  names?: readonly [start: string, end: string];
}

/** A city id chosen from the opened cities (§7 getDredgeCityDicList). */
export interface CityField extends FieldCommon {
  type: 'city';
}

/** A store id chosen from the stores of the city in field `city` (cleared and reloaded when it changes). */
export interface StoreField extends FieldCommon {
  type: 'store';
  city: string;
}

export type EntityField = TextField | MoneyField | EnumField | DateField | DateRangeField | CityField | StoreField;
export type FieldType = EntityField['type'];

/** A field of an action's dialog (a reason, a supplier, a plate…). */
export interface ActionField {
  name: string;
  label: Bilingual;
  kind: 'text' | 'textarea' | 'select';
  /** The message when left empty; absent = optional. */
  required?: Bilingual;
  /** A select's options (fixed)… */
  options?: readonly EnumOption[];
  /** …or asked from this path (answer `[{ value, label }]`). */
  optionsPath?: string;
  validators?: readonly Validator[];
}

/**
 * Something a user does to a row: open another screen with it (a §2 row screen, a detail), or call an endpoint
 * (POST `{ [rowKey]: id, ...dialog fields }`) after a confirmation or a dialog; the list reloads after a success.
 */
export interface EntityAction<Row extends object = Record<string, unknown>> {
  key: string;
  label: Bilingual;
  /** Shown on rows for which this holds (all rows when absent). Method syntax: schemas of any row type mix. */
  when?(row: Row): boolean;
  danger?: boolean;
  /** The button permission it needs (§6; the login menu's button codes). */
  permission?: string;
  open?(row: Row, parent: string): string;
  call?: string;
  /** The confirmation asked before calling (when there are no dialog fields). */
  confirm?: Bilingual;
  fields?: readonly ActionField[];
  /** The dialog's fields start with the row's values (an edit dialog). */
  prefill?: boolean;
  /** The success message. */
  done?: Bilingual;
}

export interface EntityEndpoints {
  /** The paged list: `{ total, result }` with `page` and `pageSize`. */
  list: { path: string; method?: 'get' | 'post' };
  /** POST the current filter for an xlsx file (§7 export helper); `name` is the file name before its timestamp. */
  export?: { path: string; name: Bilingual };
  /** Where the detail screen gets a row: its own call, or the row itself passed as JSON. */
  detail?: { path: string } | { fromRow: true };
  /** POST the form's fields (and the row key when editing) to create or update a row. */
  save?: { path: string };
}

export interface EntitySchema<Row extends object = object> {
  /** A stable id (column chooser memory, test ids). */
  id: string;
  /** Fallback title when the screen has no route title. */
  title: Bilingual;
  fields: readonly EntityField[];
  endpoints: EntityEndpoints;
  rowKey: Extract<keyof Row, string>;
  /** §9 default 10. */
  pageSize: number;
  /** Row actions, in the order of their buttons (the first `open` one is also the row's "detail"). */
  actions?: readonly EntityAction<Row>[];
  /** A toolbar button calling an endpoint with a dialog's fields and no row (an "add" dialog); the list reloads after. */
  create?: EntityAction<Row>;
}

export type EntityDefinition<Row extends object> = Omit<EntitySchema<Row>, 'pageSize'> & { pageSize?: number };

/** Declares an entity; fills the defaults and checks field names are unique. */
export function defineEntity<Row extends object>(def: EntityDefinition<Row>): EntitySchema<Row> {
  const seen = new Set<string>();
  for (const f of def.fields) {
    if (seen.has(f.name)) throw new Error(`defineEntity(${def.id}): field ${f.name} declared twice`);
    seen.add(f.name);
    if (f.type === 'store' && !def.fields.some((c) => c.name === f.city && c.type === 'city')) {
      throw new Error(`defineEntity(${def.id}): store field ${f.name} needs city field ${f.city}`);
    }
  }
  return { ...def, pageSize: def.pageSize ?? PAGE_SIZE };
}

export const DEFAULT_RANGE_NAMES = ['beginTime', 'endTime'] as const;

export function rangeNames(field: DateRangeField): readonly [string, string] {
  return field.names ?? DEFAULT_RANGE_NAMES;
}

export const filterFields = (schema: AnySchema): EntityField[] => schema.fields.filter((f) => f.filter);
export const columnFields = (schema: AnySchema): EntityField[] => schema.fields.filter((f) => f.column);
export const detailFields = (schema: AnySchema): EntityField[] => schema.fields.filter((f) => f.detail ?? f.column);
export const formFields = (schema: AnySchema): EntityField[] => schema.fields.filter((f) => f.form);

/** A schema of any row type, as the generic screens take it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the row type only checks the schema where it is declared; the screens handle rows as JSON
export type AnySchema = EntitySchema<any>;
