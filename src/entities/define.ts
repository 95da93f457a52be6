/**
 * The entity declaration (docs/architecture.md "Entities"): a business entity is declared once — its base path and
 * row key, its fields (kind, bilingual label, required message, §5 validators, dictionary or options, how a filter
 * matches, where the field appears), its status transitions and its screens — and everything else is derived from
 * it: the generic list, detail and form screens (src/components/entity), the demo backend's endpoints and checks
 * (src/mocks/entities.ts), the entity sections of docs/api.md and the contract test over every entity
 * (tests/unit/entities/contract.test.ts).
 *
 * This layer imports only src/lib and src/i18n: the demo backend and the docs generator read it without React.
 * Rows travel as plain JSON objects; field names are the wire names.
 */
import type { Bilingual } from '@/i18n';
import { PAGE_SIZE } from '@/lib/paging';
import type { Validator } from '@/lib/validators';
import { KINDS, type KindName } from './kinds';
import { catalog } from './routes/catalog';
import type { DeclaredRow, LackedNames } from './row';
import { checkTree, type TreeDeclaration } from './tree';
import type { NumberPattern } from './numbering';
import type { FieldSample } from './sample';
import { dutyRefusal, type Duty } from './duties';
import type { WorkFields } from './urgency';

export type { KindName };

/** A value a status field takes (a status code, a flag). */
export type Scalar = string | number | boolean;

/** A fixed enum option (when no dictionary type serves the field). */
export interface EnumOption {
  value: string;
  label: Bilingual;
}

/**
 * How a list filter on this field matches a row (demo backend and docs/api.md):
 * `exact` the row's value as text equals the parameter; `contains` the row's value contains it; `prefix` the row's
 * value starts with it (§3 a booker's surname); `range` the date-range filter's begin/end bound the entity's
 * `timeField`; `member` the row's comma-joined values (a `multi` field) include the parameter; `atLeast` / `atMost`
 * the row's number is at least / at most the parameter (an amount range: two filters `of` one field).
 */
export type FilterMatch = 'exact' | 'contains' | 'prefix' | 'range' | 'member' | 'atLeast' | 'atMost';

interface FieldCommon {
  /** The wire field name: the row's field and the filter's parameter (unless the kind says otherwise). */
  name: string;
  label: Bilingual;
  /** Shown in the filter form. */
  filter?: boolean;
  /** How the filter matches (default: `contains` for free text kinds, `exact` for the others, `range` for dateRange). */
  match?: FilterMatch;
  /** The row field a filter compares with, when the parameter is not one (`bookingUserNamePrefix` → `bookingUserName`). */
  of?: string;
  /**
   * Shown as a table column. `essential: false`: hidden until the account shows it in the column chooser (a wide list
   * shows its essential columns at 1366 px without scrolling them under the actions: `defaultHiddenColumns`).
   */
  column?: boolean | { width?: number; essential?: false };
  /** Shown on the detail screen (default: when it is a column). */
  detail?: boolean;
  /** Edited by the add/edit forms, and taken by the save endpoint. */
  form?: boolean;
  /** §5 validators checked by the filter form, the forms and the demo backend (besides the kind's own). */
  validators?: readonly Validator[];
  /** On the add/edit form and the save endpoint: the message when left empty (absent = optional). */
  required?: Bilingual;
  /** The row field the column shows instead of `name` (e.g. a city name for a city id). */
  display?: string;
  /**
   * The row field holding the English text the English screens show instead (a change record's action name, stored in
   * both languages); where a row leaves it empty, the Chinese (`display`, else the value) is shown.
   */
  displayEn?: string;
  /** No two rows may have the same value: the save endpoint's refusal. */
  unique?: Bilingual;
  /** The detail tab and form card the field belongs to (a key of the entity's `sections`; default the first). */
  section?: string;
  /** The list can be sorted by this column (the backend sorts: `orderBy` = the field, `order` = asc | desc). */
  sortable?: boolean;
  /**
   * Filled by the backend (a document number, a total, a derived date, a count), never by a user: read-only — never a
   * form field nor a dialog's (defineEntity refuses both), ignored when a save sends it — and marked so in docs/api.md
   * (`computedFields`). A numbered entity's number is one; so is every declared field a backing computes when it
   * reads (`Backing.computed`: the contract test checks it).
   */
  computed?: true;
  /**
   * Set by a step after the record is made (a review's time, a cancel reason, who settled a bill), so a stored row may
   * lack it until then (the demo backend's `StoredRow` leaves it optional). Never `required`.
   */
  later?: true;
  /** A rule between this field and another of the same form or dialog (passengers not more than the seats). */
  checkWith?: Paired;
  /**
   * What the field holds, for seed data (./sample.ts `sampleRow`): its values, or a generator (a person's name, an
   * address); absent, the dictionary's or options' values, else the kind's sample.
   */
  sample?: FieldSample;
}

/**
 * A rule between two fields of one form (passengers ≤ seats, the end charge level ≥ the start's): `problem` is a pure
 * function of `src/entities/<area>` given both wire values (either may be empty: not judged); the form and the
 * dialog show its message under this field before sending (re-checked when `field` changes), and the demo backend's
 * handler refuses with the same function.
 */
export interface Paired {
  field: string;
  problem: (value: unknown, other: unknown) => Bilingual | null;
}

/** Free text and the formatted kinds: each checks its §5 format (kinds.ts). */
export interface TextField extends FieldCommon {
  type: 'text' | 'textarea' | 'plate' | 'mobile' | 'idNumber' | 'email';
}

/** Numbers: `number` a whole number ≥ 0, `decimal` any non-negative number, `percent` 0–100. */
export interface NumberField extends FieldCommon {
  type: 'number' | 'decimal' | 'percent';
}

/** §9 amount display in columns: thousands grouping and 2 decimals; §5 amount rule on the forms. */
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
  /** An expiry date: from this many days before it, cells and details warn (N 天后到期), and after it say 已过期. */
  expires?: number;
  after?: Later;
}

/**
 * A time or date that must come after another field's (a service's end after its start): the form and the backend
 * refuse an earlier or equal value with `message` when both are filled (`laterProblem`).
 */
export interface Later {
  field: string;
  message: Bilingual;
}

/**
 * A date range filter (§3 "beginTime and endTime, or begin/end plus a name"): sends `names` (default
 * beginTime/endTime) through the §9 search range helper ('… 00:00:00' / '… 23:59:59'). `name` only names
 * the form field; the range bounds the entity's `timeField`.
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

/**
 * A reference to another record (a vehicle's model, an order's vehicle): chosen in a searchable select fed by
 * `optionsPath` (answers `[{ value, label }]`), shown by the row's `display` field; the backend refuses an id
 * that is not among the options.
 */
export interface ReferenceField extends FieldCommon {
  type: 'reference';
  optionsPath: string;
  /**
   * Its options depend on another field of the same form (a vehicle → the drivers licensed for it): asked from
   * `optionsPath?<param>=<that field's value>` (`param` defaults to the field's name); the select is disabled until
   * that field has a value and cleared when it changes (filters, forms and dialogs alike); the backend refuses a
   * value not among the options for the value sent, with `refusal`.
   */
  dependsOn?: { field: string; param?: string; refusal: Bilingual };
  /**
   * Its options depend on the record a dialog acts on (the cars a pick-up may hand over: free over THIS order's
   * period): asked from `optionsPath?<rowParam>=<the row's value of field rowParam>`; the backend asks the options with
   * the stored row's value. An option may come `disabled` with its `refusal` (./define `ReferenceOption`).
   */
  rowParam?: string;
  /** The declared entity whose records it chooses, and the rule the chosen record must satisfy (see Refers). */
  refers?: Refers;
}

/**
 * A reference to the records of another declared entity (an annual inspection's vehicle), with one cross-record rule
 * (docs/architecture.md "Entities"): the demo backend serves `optionsPath` itself, when no backing does, from the rows
 * of the entity's collection (`value` its row key, `label` the field `label`), each option carrying the fields `reads`
 * of its record; `problem` — a pure function of `src/entities/<area>` over that record and the row as it would be
 * stored — refuses the choice: the form shows its message under the field before sending (re-checked when a field of
 * `with` changes), the backend's save and a transition's dialog refuse with the same function.
 */
export interface Refers {
  entity: AnySchema;
  label: string;
  reads: readonly string[];
  /** The other fields of the same form the rule reads (wire values; either may be empty). */
  with?: readonly string[];
  problem(record: Readonly<Record<string, unknown>>, row: Readonly<Record<string, unknown>>): Bilingual | null;
}

/**
 * A node of a tree entity (./tree: a department's parent, a staff member's department): chosen in a tree select fed
 * by the tree entity's `<base>/tree` (`tree.path`; nodes keyed by `id`, named by `tree.label`), shown by the row's
 * `display` field. `top` offers `0` as the tree's root ("top level": a tree's own parent field).
 */
export interface TreeRefField extends FieldCommon {
  type: 'treeRef';
  tree: { path: string; label: string };
  top?: Bilingual;
}

/** A yes/no flag (是/否): a switch on forms, a yes/no select in filters (see kinds.ts for its wire form). */
export interface SwitchField extends FieldCommon {
  type: 'switch';
  /** A flag a list's cell marks with a tag when on (加急, 已超时), and leaves empty when off, rather than 是/否. */
  tag?: { label: Bilingual; color: string };
}

/** Several values of a dictionary type or fixed options, comma-joined on the wire; shown by their labels joined with '、'. */
export interface MultiField extends FieldCommon {
  type: 'multi';
  dict?: string;
  options?: readonly EnumOption[];
  /**
   * Records to choose from (an account's roles), asked like a reference's (`[{ value, label }]`); the backend refuses
   * a value not among them and fills `display` with their labels joined by '、'.
   */
  optionsPath?: string;
}

/** A time of day, HH:mm. */
export interface TimeField extends FieldCommon {
  type: 'time';
  after?: Later;
}

/**
 * Uploads: `image` an image's address (§5 2 MB and no Chinese file name; a thumbnail opening the §9 viewer),
 * `file` an attachment `{ name, url }` (a download link). Both upload through POST /api/file/upload.
 */
export interface UploadField extends FieldCommon {
  type: 'image' | 'file';
}

/** HTML from the §2 rich-text editor; shown sanitised on details, as plain text in cells. */
export interface RichTextField extends FieldCommon {
  type: 'richText';
}

/**
 * A shape drawn on the map (a fence): a GeoJSON Feature (WGS-84) as text — the polygon, rectangle or circle's outline,
 * a circle's centre and radius in its properties (src/lib/geo.ts); drawn with terra-draw in forms, shown on a map in
 * details (docs/architecture.md "Maps").
 */
export interface ShapeField extends FieldCommon {
  type: 'geoShape';
}

/**
 * Damage marks on a car's top-view outline (a rental's condition at pick-up and return): a JSON text of marks
 * `[{ x, y, note }]` in percent of the outline (src/lib/damageMarks.ts); marked by clicking the outline in forms and
 * dialogs, each note edited in the list beside it; shown on the outline in details.
 */
export interface DamageMarksField extends FieldCommon {
  type: 'damageMarks';
}

export type EntityField =
  | TreeRefField | TextField | NumberField | MoneyField | EnumField | DateField | DateRangeField | CityField | StoreField | ReferenceField
  | SwitchField | MultiField | TimeField | UploadField | RichTextField | ShapeField | DamageMarksField;
export type FieldType = EntityField['type'];

/**
 * A field of an action's dialog (a reason, a supplier, a plate…): a declared field of the same vocabulary as the
 * entity's (its kind's input, §5 rules, wire conversion and the backend's checks), plus what only a dialog has.
 * Where a field shows (`filter`, `column`, `form`…) means nothing here.
 */
export type ActionField = EntityField & {
  /** Required only when another field of the dialog has this value (a reason when rejecting). */
  requiredWhen?: { field: string; value: string };
  /**
   * A rule against the record the dialog acts on (a repair's odometer out not below its odometer at entry): a pure
   * function of `src/entities/<area>` over the field's value and the row, shown under the field before sending; the
   * demo backend refuses with the same function.
   */
  checkRow?: (value: unknown, row: Readonly<Record<string, unknown>>) => Bilingual | null;
};

/** A line of a dialog's preview: what it names and its amount (§9: grouped, 2 decimals); a `total` line is bold. */
export interface PreviewLine {
  label: Bilingual;
  amount: number;
  total?: boolean;
}

/**
 * A dialog's preview (a cancellation's fee and refund, a return's bill): a pure function of `src/entities/<area>` over
 * the row, the dialog's values as they would be sent (wire values; empty while not typed) and "now" (a wall time,
 * `YYYY-MM-DD HH:mm:ss`: src/lib/clock.ts), drawn under the fields as a small table of amounts; null draws nothing.
 * The backend charges with the same functions, so what the dialog shows is what the step does.
 */
export type Preview = (row: Readonly<Record<string, unknown>>, values: Readonly<Record<string, unknown>>, now: string) => readonly PreviewLine[] | null;

/**
 * A status transition: the row's `field` (default: the entity's status field) moves from one of `from` to `to`,
 * with the dialog's fields stored on the row. The screen offers it only in those states (and to holders of
 * `permission`); the backend refuses it in any other state with `refusal`, checking the dialog's fields with the
 * same messages.
 */
export interface Transition {
  key: string;
  label: Bilingual;
  /** The status field this transition reads and writes (default: `status.field`). */
  field?: string;
  from: readonly Scalar[];
  /** The new state: a value, or the value of one of the dialog's fields mapped (an audit's pass or reject). */
  to?: Scalar | { by: string; map: Readonly<Record<string, Scalar>> };
  /** Further conditions on the row, as field → accepted values (all must hold). */
  also?: Readonly<Record<string, readonly Scalar[]>>;
  /** Other fields set by the transition (flags). */
  set?: Readonly<Record<string, Scalar>>;
  /** A field set to the time of the transition. */
  stamp?: string;
  /** The refusal when the row's state does not allow it. */
  refusal: Bilingual;
  permission?: string;
  danger?: boolean;
  /** The confirmation asked before calling (when there are no dialog fields). */
  confirm?: Bilingual;
  fields?: readonly ActionField[];
  /** The success message. */
  done?: Bilingual;
  /**
   * The step's §2 route (/AuditAdd): a deep link to it by the record's id, the record's detail with the step's dialog
   * open (docs/architecture.md "Step dialogs"). A path of the route catalogue whose parent is the entity's list, one step
   * per route; the route table draws it from here (`stepRoutes`), and the bench and the crawls open it with a record
   * the step allows.
   */
  route?: string;
  /** Also offered on the rows selected in the list (one call per row; each row allowed or refused on its own). */
  batch?: boolean;
  /** What the step will charge or give back, drawn under the dialog's fields (see Preview). */
  preview?: Preview;
  /**
   * The record's fields its dialog shows under the record's name: what the step reads before it is done (a sheet's
   * findings, the order a vehicle is sent for). Declared fields of the entity.
   */
  shows?: readonly string[];
  /** Separation of duties: not offered to, and refused for, the account that did one of these steps (./duties). */
  notBy?: Duty;
}

/**
 * Something a user does to a row: open another screen with it (a §2 row screen, a detail), or call an endpoint
 * (POST `{ [rowKey]: id, ...dialog fields }`) after a confirmation or a dialog; the list reloads after a success.
 * Transitions become actions (`when` from their states, `call` from the base path).
 */
export interface EntityAction<Row extends object = Record<string, unknown>> {
  key: string;
  label: Bilingual;
  /** Shown on rows for which this holds (all rows when absent). Method syntax: schemas of any row type mix. */
  when?(row: Row): boolean;
  danger?: boolean;
  /** The button permission it needs (§6; the login menu's button codes). */
  permission?: string;
  /** Not offered to the signed-in account on this row (a transition's separation of duties, ./duties). */
  refusedTo?(row: Row, userId: number): boolean;
  open?(row: Row, parent: string): string;
  /** Opens the record's detail in a drawer over the list (an entity whose detail has no route of its own). */
  drawer?: true;
  call?: string;
  /** The confirmation asked before calling (when there are no dialog fields). */
  confirm?: Bilingual;
  fields?: readonly ActionField[];
  /**
   * Lines the dialog takes besides its fields (a finished repair's cost lines): a line of inputs each, one to start
   * with, sent as a JSON array of their wire values; the preview reads them as arrays.
   */
  children?: readonly ChildRows[];
  /** The dialog's fields start with the row's values (an edit dialog). */
  prefill?: boolean;
  /** The success message. */
  done?: Bilingual;
  /** What the call will charge or give back, drawn under the dialog's fields (see Preview). */
  preview?: Preview;
  /** The record's fields the dialog shows under its name (a transition's `shows`). */
  shows?: readonly string[];
  /** Called at once on a click, with no dialog (an undoable step, as moving a row up); needs `call`, no `fields`. */
  immediate?: true;
  /**
   * The call answers a secret shown once (a new password): its dialog then shows the answer's `field` with a copy
   * button and `note` (it cannot be shown again), instead of closing with `done`.
   */
  secret?: { field: string; note: Bilingual };
  /** Offered on the record's detail screen too (beside its transitions): a call the record's screen needs (a password reset). */
  onDetail?: true;
  /** A step's §2 route, for a step with a dialog that is no transition (a repair's 登记开工): see Transition `route`. */
  route?: string;
}

export interface EntityEndpoints {
  /** The paged list: `{ total, result }` with `page` and `pageSize`. */
  list: {
    path: string;
    method?: 'get' | 'post';
    /** The specification's section defining the path (`§7`), for a path the console did not define. */
    spec?: string;
  };
  /** POST the current filter for an xlsx file (§7 export helper); `name` is the file name before its timestamp. */
  export?: { path: string; name: Bilingual };
  /** Where the detail screen gets a row: its own call, or the row itself passed as JSON. */
  detail?: { path: string } | { fromRow: true };
  /** POST the form's fields (and the row key when editing) to create or update a row. */
  save?: { path: string };
  /** A tree entity's nested rows (./tree): the list's filters → `[{ …row, children? }]`. */
  tree?: { path: string };
  /**
   * POST `{ rows: [...] }`, each row the form's fields as a save takes them: all saved, or none (each refused row's
   * index, field and message answered). Derived with a save (`ops.save`) unless `ops.import` is false (./sheet).
   */
  import?: { path: string };
}

/** The screens of an entity (paths of the route table; a detail/add/edit screen's route `parent` is `list`). */
export interface EntityScreens {
  list?: string;
  /** Other routes showing the same list to another audience (an enterprise's own departments): their permission opens its calls too. */
  alsoListed?: readonly string[];
  detail?: string;
  add?: string;
  edit?: string;
}

/** A tab of the detail screen and a card of the form: the fields whose `section` is its key. */
export interface Section {
  key: string;
  title: Bilingual;
}

/**
 * A list of related records on the detail screen (a vehicle's orders, its inspection sheets): the first rows of
 * another entity's list filtered for this record, with a link opening that list already filtered.
 */
export interface RelatedList {
  key: string;
  title: Bilingual;
  entity: AnySchema;
  /** The related list's filter for this record (its filter parameters, as its list screen's URL carries them). */
  filter(row: Readonly<Record<string, unknown>>): Record<string, string>;
}

/**
 * Child rows of a record (a vehicle's insurance policies, a bill's lines, an order's fees): an array of small rows
 * in the row's field `name` (the wire carries it as a JSON array), shown as a table on the detail (in `section`)
 * and, when `form`, edited as a table in the add/edit form; every child's fields are checked with the same rules
 * by the form and the backend.
 */
export interface ChildRows {
  name: string;
  label: Bilingual;
  /** The child's fields (their `required`, validators and kinds apply to each child row). */
  fields: readonly EntityField[];
  section?: string;
  form?: boolean;
  /** Number or money fields totalled under the table (§9, 2 decimals). */
  summary?: readonly string[];
  /** At most this many rows. */
  max?: number;
  /** At least one row: the refusal when none is sent (a finished repair's cost lines). */
  required?: Bilingual;
}

/**
 * Record search (docs/architecture.md "Record search"): the route search (Ctrl+K) finds the entity's records whose
 * `fields` contain the typed text (case-insensitive) and opens the found record's detail through the entity's
 * `detail` link — its detail screen, or, for an entity whose detail is a drawer over its list (`detailDrawer`), the
 * list with that record's drawer open. A hit shows the first field's value, then `detail`'s values joined (a
 * vehicle's model and store).
 */
export interface EntitySearch<Row extends object = Record<string, unknown>> {
  /** The fields searched; the first is the hit's label. */
  fields: readonly [Extract<keyof Row, string>, ...Extract<keyof Row, string>[]];
  /** The fields of the hit's secondary line. */
  detail?: readonly Extract<keyof Row, string>[];
}

/** What a declaration says (see `defineEntity`). */
export interface EntityDeclaration<Row extends object> {
  /** A stable id (column chooser memory, test ids, the demo backend's collection registry). */
  id: string;
  /** Fallback title when the screen has no route title. */
  title: Bilingual;
  /**
   * The base path of the generated endpoints: `<base>/list`, `<base>/detail`, `<base>/export`, `<base>/save`,
   * `<base>/<transition>`. Absent for an entity whose endpoints are bespoke (`endpoints`).
   */
  base?: string;
  /** Which generated endpoints exist (list always): detail (default true), export (its file name), save. */
  ops?: { detail?: boolean; export?: Bilingual | false; save?: boolean; import?: false };
  /** Bespoke endpoints (spec paths): used as they are instead of the base's. */
  endpoints?: Partial<EntityEndpoints>;
  fields: readonly EntityField[];
  rowKey: Extract<keyof Row, string>;
  /** The field the date-range filter bounds (default `createTime` when a dateRange filter is declared). */
  timeField?: string;
  /**
   * The status field and the field holding its label (kept in step by the backend from the field's dictionary or
   * options); `initial`: the state the backend's save gives a created row (a booking starts 待检验).
   */
  status?: { field: string; name?: string; initial?: Scalar };
  transitions?: readonly Transition[];
  screens?: EntityScreens;
  /**
   * Rows can be deleted (`POST <base>/delete` with the row key, after a confirmation): only in these states of the
   * status field when `from` is given (else `refusal`), by holders of `permission`.
   */
  remove?: { permission?: string; from?: readonly Scalar[]; refusal?: Bilingual };
  /**
   * Rows can be edited only in these states of the status field: the screens offer the `edit` link (and the detail's
   * edit button) only there (`editAllowed`), the backend's save refuses an update in any other state with `refusal`.
   * Absent: editable in every state.
   */
  edit?: { from: readonly Scalar[]; refusal: Bilingual };
  /**
   * The record's document number (a contract's HT20261127001): made by the backend on create from the pattern, the
   * date and the numbers taken (`nextNumber`, ./numbering), unique within the entity (a duplicate is refused).
   */
  numbering?: NumberPattern;
  /** Number or money columns totalled in the list's summary row (§9: the page's rows, 2 decimals). */
  summary?: readonly string[];
  /** The detail screen's tabs and the form's cards, in order (absent: one of each, untitled). */
  sections?: readonly Section[];
  /** Child rows held by the record (see ChildRows). */
  children?: readonly ChildRows[];
  /** Related lists shown as tabs of the detail screen, after the sections. */
  related?: readonly RelatedList[];
  /** §9 default 10. */
  pageSize?: number;
  /** The permission the list's "add" button needs (absent: whoever sees the list). */
  addPermission?: string;
  /** The permission the list's export needs (absent: whoever sees the list); the backend's export asks it too. */
  exportPermission?: string;
  /** Row actions that open screens (a detail, an edit), before the transitions' buttons. */
  links?: readonly EntityAction<Row>[];
  /** Row actions in full (when set, replaces links + transitions as the row's buttons, in this order). */
  actions?: readonly EntityAction<Row>[];
  /** The rows form a tree (./tree): `<base>/tree` answers them nested, and the backend keeps the tree sound. */
  tree?: TreeDeclaration;
  /** A toolbar button calling an endpoint with a dialog's fields and no row (an "add" dialog); the list reloads after. */
  create?: EntityAction<Row>;
  /** Found by the route search (Ctrl+K): needs a `detail` link to a detail screen, or a detail drawer over its list (see EntitySearch). */
  search?: EntitySearch<Row>;
  /**
   * The field naming a record in the change history (a vehicle's plate, an order's number); default the first text-like
   * filter field, else the row key (`recordLabelField`).
   */
  recordLabel?: string;
  /** The child rows (a `children` name) the list shows under a row expanded (a change record's field changes). */
  expand?: string;
  /**
   * The row fields a role's data scope filters by (docs/architecture.md "Access"): `company` the company's name (scope
   * 2: the account's company and those under it), `dept` the department's name (scope 3: the account's department and
   * those under it), `owner` the account or person it belongs to (scope 4: the account itself). A scope whose field is
   * not declared filters by the next wider one declared; an entity declaring none is not filtered.
   */
  dataScope?: { company?: string; dept?: string; owner?: string };
  /**
   * Work to be done in order (docs/architecture.md "Urgency order of the lists", ./urgency.ts): which fields the order
   * reads of a row (its state and the open states, urgency, start, due time). The backend's list answers in the order
   * of the work unless a column's sort is asked; the list marks the open rows urgent (加急) and overdue (逾期).
   */
  work?: WorkFields;
}

/** Carries a schema's row type (type-only: no value has it); read by `RowOf`. */
declare const rowType: unique symbol;
/** Carries the name of a schema's status label (type-only); read by `StatusLabelOf`. */
declare const statusLabelType: unique symbol;
/** Carries the names of the fields a stored row may lack (type-only); read by `LackedOf`. */
declare const lackedType: unique symbol;
/** Carries the name of a schema's row key (type-only); read by `KeyOf`. */
declare const keyType: unique symbol;

/** A declared entity: the declaration with its derived endpoints and actions filled in. */
export interface EntitySchema<Row extends object = object, StatusLabel extends string = string, Lacked extends string = string, Key extends string = string> extends Omit<EntityDeclaration<Row>, 'endpoints' | 'pageSize' | 'actions'> {
  /** Never set: the row type derived from the declaration (`RowOf<typeof vehicle>`, ./row). */
  readonly [rowType]?: Row;
  /** Never set: the status label's field name (`status.name`), which the backend fills (`StatusLabelOf`). */
  readonly [statusLabelType]?: StatusLabel;
  /** Never set: the fields a stored row may lack (`LackedOf`: later, computed but the number, optional on the form). */
  readonly [lackedType]?: Lacked;
  /** Never set: the row key's name (`rowKey`), which stored rows hold as a number (`KeyOf`). */
  readonly [keyType]?: Key;
  endpoints: EntityEndpoints;
  pageSize: number;
  actions?: readonly EntityAction<Row>[];
  transitions: readonly Transition[];
}

/** The status field a transition reads and writes. */
export function transitionField(schema: { status?: { field: string } }, tr: Transition): string {
  const field = tr.field ?? schema.status?.field;
  if (!field) throw new Error(`transition ${tr.key}: no status field`);
  return field;
}

/** Whether a row's state allows a transition: the one rule the screen and the backend both apply. */
export function transitionAllowed(schema: { status?: { field: string } }, tr: Transition, row: Readonly<Record<string, unknown>>): boolean {
  const holds = (field: string, values: readonly Scalar[]) => values.some((v) => row[field] === v || String(row[field]) === String(v));
  return holds(transitionField(schema, tr), tr.from) && Object.entries(tr.also ?? {}).every(([f, values]) => holds(f, values));
}

/** The transition's target state for what the dialog sent (undefined: the state does not change). */
export function transitionTarget(tr: Transition, values: Readonly<Record<string, unknown>>): Scalar | undefined {
  if (tr.to === undefined || typeof tr.to !== 'object') return tr.to;
  return tr.to.map[String(values[tr.to.by] ?? '')];
}

/** The row action of a transition: offered in its states, calling `<base>/<key>`. */
function transitionAction<Row extends object>(schema: { status?: { field: string }; base?: string }, tr: Transition): EntityAction<Row> {
  const when = (row: Row) => transitionAllowed(schema, tr, row as Record<string, unknown>);
  const refusedTo = tr.notBy && ((row: Row, userId: number) => dutyRefusal(tr.notBy, row as Record<string, unknown>, userId) !== null);
  return {
    key: tr.key, label: tr.label, when, refusedTo, permission: tr.permission, danger: tr.danger, done: tr.done,
    call: `${schema.base ?? ''}/${tr.key}`, confirm: tr.confirm, fields: tr.fields, preview: tr.preview, shows: tr.shows, route: tr.route,
  };
}

/** A step opened by a §2 route of its own (`route`): its row action's key, and whether a row's state allows it. */
export interface StepRoute {
  route: string;
  key: string;
  allowed(row: Readonly<Record<string, unknown>>): boolean;
}

/**
 * The steps of a declaration with a route of their own (docs/architecture.md "Step dialogs"): its transitions' (allowed
 * by `transitionAllowed`), then its row actions' (allowed by their `when`). What the route table draws at each route,
 * and the record the bench and the crawls open it with.
 */
export function stepRoutes(schema: Pick<EntityDeclaration<object>, 'status' | 'transitions' | 'links' | 'actions'>): StepRoute[] {
  const out = new Map<string, StepRoute>();
  for (const tr of schema.transitions ?? []) {
    if (tr.route && !out.has(tr.route)) out.set(tr.route, { route: tr.route, key: tr.key, allowed: (row) => transitionAllowed(schema, tr, row) });
  }
  for (const a of [...(schema.links ?? []), ...(schema.actions ?? [])]) {
    if (a.route && !out.has(a.route)) out.set(a.route, { route: a.route, key: a.key, allowed: (row) => a.when?.(row) ?? true });
  }
  return [...out.values()];
}

/**
 * A step's route must be a path of the route catalogue whose parent is the entity's list (the guard's permission, the
 * tab's way back), named by one step only, and the step a dialog (a call, not a screen to open).
 */
function checkStepRoutes<Row extends object>(where: string, decl: EntityDeclaration<Row>): void {
  const steps = [...(decl.transitions ?? []), ...(decl.links ?? []), ...(decl.actions ?? [])].filter((s) => s.route);
  const seen = new Map<string, string>();
  for (const s of steps) {
    const route = s.route!;
    const meta = catalog.find((r) => r.path === route);
    if (!meta) throw new Error(`${where}: step ${s.key}'s route ${route} is not in the route catalogue`);
    if (meta.parent !== decl.screens?.list) throw new Error(`${where}: step ${s.key}'s route ${route} has parent ${meta.parent ?? 'none'}, not the list ${decl.screens?.list ?? '(none)'}`);
    if ('open' in s && s.open) throw new Error(`${where}: step ${s.key} opens a screen; a route is a dialog's deep link`);
    const other = seen.get(route);
    if (other !== undefined && other !== s.key) throw new Error(`${where}: route ${route} is named by ${other} and ${s.key}`);
    seen.set(route, s.key);
  }
}

/** The key of the delete row action (and the last path segment of its call). */
export const DELETE_KEY = 'delete';

/** Whether a row's state allows deleting it (the one rule the screen and the backend both apply). */
export function removeAllowed(schema: { status?: { field: string }; remove?: EntityDeclaration<object>['remove'] }, row: Readonly<Record<string, unknown>>): boolean {
  const from = schema.remove?.from;
  if (!schema.remove) return false;
  if (!from) return true;
  const field = schema.status?.field;
  return !!field && from.some((v) => String(row[field]) === String(v));
}

/** Whether a row's state allows editing it (the `edit` slot; every state when absent): the one rule of the screen and the backend. */
export function editAllowed(schema: { status?: { field: string }; edit?: EntityDeclaration<object>['edit'] }, row: Readonly<Record<string, unknown>>): boolean {
  const edit = schema.edit;
  if (!edit) return true;
  const field = schema.status?.field;
  return !!field && edit.from.some((v) => String(row[field]) === String(v));
}

/** The key of the edit row action (a form screen's link, or an edit dialog). */
export const EDIT_KEY = 'edit';

/** The computed fields (filled by the backend, read-only). */
export const computedFields = (schema: AnySchema): EntityField[] => schema.fields.filter((f) => f.computed);

function deleteAction<Row extends object>(schema: EntityDeclaration<Row>): EntityAction<Row> {
  return {
    key: DELETE_KEY, label: { 'zh-CN': '删除', 'en-US': 'Delete' }, danger: true, permission: schema.remove?.permission,
    when: (row) => removeAllowed(schema, row as Record<string, unknown>),
    call: `${schema.base ?? ''}/${DELETE_KEY}`,
    confirm: { 'zh-CN': '删除后不可恢复，确定删除这条记录吗？', 'en-US': 'Deleting cannot be undone. Delete this record?' },
    done: { 'zh-CN': '删除成功', 'en-US': 'Deleted' },
  };
}

/** A transition's row action (its call, its permission, its done message), for a screen drawing its own form for it. */
export function transitionForm<Row extends object>(schema: EntitySchema<Row>, key: string): EntityAction<Row> {
  const tr = schema.transitions.find((x) => x.key === key);
  if (!tr) throw new Error(`${schema.id}: no transition ${key}`);
  return transitionAction<Row>(schema, tr);
}

export const DEFAULT_RANGE_NAMES = ['beginTime', 'endTime'] as const;

export function rangeNames(field: DateRangeField): readonly [string, string] {
  return field.names ?? DEFAULT_RANGE_NAMES;
}

/** How a filter on this field matches (its declaration, else its kind's default). */
export function filterMatch(field: EntityField): FilterMatch {
  return field.match ?? KINDS[field.type].match;
}

/** The row field a filter on this field compares with (its `of`, else its own name). */
export function filteredField(field: EntityField): string {
  return field.of ?? field.name;
}

/** The row type of a declared entity, derived from its declaration (./row: one property per field, typed by kind). */
export type RowOf<S extends AnySchema> = NonNullable<S[typeof rowType]>;

/** The status label's field of a declared entity (never: none): kept in step by the backend, so stored rows need not hold it. */
export type StatusLabelOf<S extends AnySchema> = Extract<NonNullable<S[typeof statusLabelType]>, keyof RowOf<S>>;

/** The fields a stored row of a declared entity may lack (./row `LackedNames`): set later, not stored, or left empty on the form. */
export type LackedOf<S extends AnySchema> = Extract<NonNullable<S[typeof lackedType]>, keyof RowOf<S>>;

/** The row key's name of a declared entity (`rowKey`). */
export type KeyOf<S extends AnySchema> = Extract<NonNullable<S[typeof keyType]>, keyof RowOf<S>>;

/** A dependent reference's field must be among the same form's fields (declared before it). */
function checkDependency(where: string, f: EntityField, fields: readonly EntityField[]): void {
  const on = f.type === 'reference' ? f.dependsOn?.field : undefined;
  if (on !== undefined && !fields.slice(0, fields.indexOf(f)).some((x) => x.name === on)) throw new Error(`${where}: reference ${f.name} depends on ${on}, not declared before it`);
}

/** A searched entity's fields are its own (or their display names), and its records open: on a detail screen, or in the drawer over its list. */
function checkSearch<Row extends object>(where: string, decl: EntityDeclaration<Row>, actions: readonly EntityAction<Row>[] | undefined): void {
  const names = new Set(decl.fields.flatMap((f) => (f.display ? [f.name, f.display] : [f.name])));
  for (const f of [...(decl.search?.fields ?? []), ...(decl.search?.detail ?? [])]) if (!names.has(f)) throw new Error(`${where}: search field ${f} is not declared`);
  const onScreen = !!decl.screens?.detail && !!actions?.some((a) => a.key === 'detail' && a.open);
  const inDrawer = !!decl.screens?.list && !!actions?.some((a) => a.key === 'detail' && a.drawer);
  if (!onScreen && !inDrawer) throw new Error(`${where}: a searched entity needs a detail screen and a detail link, or a detail drawer over its list`);
}

/** The fields the order of the work reads are declared fields (a misspelt one would leave every row unordered). */
function checkWork<Row extends object>(where: string, decl: EntityDeclaration<Row>): void {
  const w = decl.work;
  if (!w) return;
  const names = [w.state, w.start, w.pending, w.urgent, w.due?.field, w.overdueField].filter((n): n is string => n !== undefined);
  for (const name of names) if (!decl.fields.some((f) => f.name === name)) throw new Error(`${where}: work reads ${name}, which is not a declared field`);
}

/**
 * Declares an entity: derives its endpoints from the base path, its row actions from its links and transitions,
 * fills the defaults, and checks the declaration (unique field names, a store's city, transitions' fields).
 * The `const` type parameters keep the declared names and kinds, from which the row type is derived (`RowOf`).
 */
export function defineEntity<
  const Fs extends readonly EntityField[],
  const Key extends string,
  const Cs extends readonly ChildRows[] = readonly [],
  const StatusName extends string = never,
  const Num extends string = never,
  Row extends object = DeclaredRow<Fs, Key, Cs, StatusName>,
>(declaration: Omit<EntityDeclaration<NoInfer<Row>>, 'fields' | 'rowKey' | 'children' | 'status' | 'numbering'> & {
  fields: Fs; rowKey: Key; children?: Cs; status?: { field: string; name?: StatusName; initial?: Scalar }; numbering?: NumberPattern & { field: Num };
}): EntitySchema<Row, StatusName, LackedNames<Fs, Num>, Key> {
  // The row key is a property of the derived row (DeclaredRow adds it), which the compiler cannot see for a generic Row.
  const decl = declaration as unknown as EntityDeclaration<Row>;
  const where = `defineEntity(${decl.id})`;
  const seen = new Set<string>();
  for (const f of decl.fields) {
    if (seen.has(f.name)) throw new Error(`${where}: field ${f.name} declared twice`);
    seen.add(f.name);
    if (f.type === 'store' && !decl.fields.some((c) => c.name === f.city && c.type === 'city')) {
      throw new Error(`${where}: store field ${f.name} needs city field ${f.city}`);
    }
    checkDependency(where, f, decl.fields);
    if ('after' in f && f.after && !decl.fields.some((x) => x.name === f.after!.field && x.type === f.type)) throw new Error(`${where}: ${f.name} comes after ${f.after.field}, which is not a declared ${f.type} field`);
    if (f.type === 'enum' && !f.dict && !f.options) throw new Error(`${where}: ${f.type} field ${f.name} needs a dict or options`);
    if (f.type === 'multi' && !f.dict && !f.options && !f.optionsPath) throw new Error(`${where}: ${f.type} field ${f.name} needs a dict or options`);
    if (f.section && !decl.sections?.some((x) => x.key === f.section)) throw new Error(`${where}: field ${f.name} is in an undeclared section ${f.section}`);
    if (f.of && !decl.fields.some((x) => x.name === f.of)) throw new Error(`${where}: filter ${f.name} compares an undeclared field ${f.of}`);
    if (f.computed && (f.form || f.required)) throw new Error(`${where}: computed field ${f.name} cannot be a form field`);
    if (f.later && f.required) throw new Error(`${where}: field ${f.name} is set later and cannot be required`);
  }
  if (decl.edit && !decl.status) throw new Error(`${where}: edit states need a status field`);
  if (decl.numbering) {
    const f = decl.fields.find((x) => x.name === decl.numbering!.field);
    if (!f?.computed) throw new Error(`${where}: numbered field ${decl.numbering.field} must be declared computed (the backend fills it)`);
  }
  checkTree(where, decl);
  checkWork(where, decl);
  checkStepRoutes(where, decl);
  const transitions = decl.transitions ?? [];
  for (const tr of transitions) {
    if (!tr.field && !decl.status) throw new Error(`${where}: transition ${tr.key} needs a status field`);
    for (const f of tr.fields ?? []) checkDependency(`${where} transition ${tr.key}`, f, tr.fields ?? []);
    const unknown = tr.shows?.find((name) => !decl.fields.some((f) => f.name === name));
    if (unknown) throw new Error(`${where}: transition ${tr.key} shows ${unknown}, not a declared field`);
  }
  // A computed field is the backend's: no dialog writes it (a transition's or a row action's).
  for (const a of [...transitions, ...(decl.links ?? []), ...(decl.actions ?? [])]) {
    const written = a.fields?.find((f) => decl.fields.some((x) => x.name === f.name && x.computed));
    if (written) throw new Error(`${where}: ${a.key}'s dialog writes the computed field ${written.name}`);
  }
  const base = decl.base;
  const ops = decl.ops ?? {};
  const generated: Partial<EntityEndpoints> = base
    ? {
        list: { path: `${base}/list` },
        ...(ops.detail !== false ? { detail: { path: `${base}/detail` } } : {}),
        ...(ops.export ? { export: { path: `${base}/export`, name: ops.export } } : {}),
        ...(ops.save ? { save: { path: `${base}/save` } } : {}),
        ...(ops.save && ops.import !== false ? { import: { path: `${base}/import` } } : {}),
        ...(decl.tree ? { tree: { path: `${base}/tree` } } : {}),
      }
    : {};
  const endpoints = { ...generated, ...decl.endpoints } as EntityEndpoints;
  if (!endpoints.list) throw new Error(`${where}: no list endpoint (declare base or endpoints.list)`);
  if (decl.remove?.from && !decl.status) throw new Error(`${where}: deleting by state needs a status field`);
  for (const c of decl.children ?? []) {
    if (seen.has(c.name)) throw new Error(`${where}: child rows ${c.name} share a field's name`);
    if (c.section && !decl.sections?.some((x) => x.key === c.section)) throw new Error(`${where}: child rows ${c.name} are in an undeclared section ${c.section}`);
    for (const f of c.fields) if (f.type === 'dateRange' || f.type === 'store') throw new Error(`${where}: child rows ${c.name}: a ${f.type} field cannot be a child's`);
  }
  for (const f of Object.values(decl.dataScope ?? {})) if (!decl.fields.some((x) => x.name === f || x.display === f)) throw new Error(`${where}: data scope field ${f} is not declared`);
  if (decl.recordLabel && !decl.fields.some((f) => f.name === decl.recordLabel)) throw new Error(`${where}: recordLabel ${decl.recordLabel} is not a declared field`);
  if (decl.expand && !decl.children?.some((c) => c.name === decl.expand)) throw new Error(`${where}: expand ${decl.expand} names no declared child rows`);
  for (const name of decl.summary ?? []) {
    const f = decl.fields.find((x) => x.name === name);
    if (!f || !['money', 'number', 'decimal'].includes(f.type)) throw new Error(`${where}: summary field ${name} must be a declared number or money field`);
  }
  // The edit link is offered in the edit states only: its `when` is derived, never written by hand.
  const editLinks = (list: readonly EntityAction<Row>[] | undefined) => list?.map((a) => {
    if (a.key !== EDIT_KEY || !decl.edit) return a;
    if (a.when) throw new Error(`${where}: the edit link's states come from \`edit\`; drop its when`);
    return { ...a, when: (row: Row) => editAllowed(decl, row as Record<string, unknown>) };
  });
  const links = editLinks(decl.links);
  const derived = [...(links ?? []), ...transitions.map((tr) => transitionAction<Row>(decl, tr)), ...(decl.remove ? [deleteAction(decl)] : [])];
  const actions = editLinks(decl.actions) ?? (derived.length ? derived : undefined);
  if (decl.search) checkSearch(where, decl, actions);
  const timeField = decl.timeField ?? (decl.fields.some((f) => f.type === 'dateRange') ? 'createTime' : undefined);
  return { ...decl, links, endpoints, actions, transitions, timeField, pageSize: decl.pageSize ?? PAGE_SIZE };
}

/** The kinds whose value names a record by itself (a plate, a number, a name). */
const NAMING_KINDS: readonly FieldType[] = ['text', 'plate', 'mobile', 'idNumber', 'email'];

/** The field naming a record in the change history: the declared `recordLabel`, else the first text-like filter, else the row key. */
export function recordLabelField(schema: AnySchema): string {
  return schema.recordLabel ?? schema.fields.find((f) => f.filter && NAMING_KINDS.includes(f.type))?.name ?? schema.rowKey;
}

export const filterFields = (schema: AnySchema): EntityField[] => schema.fields.filter((f) => f.filter);
export const columnFields = (schema: AnySchema): EntityField[] => schema.fields.filter((f) => f.column);

/**
 * The keys of a list's columns, in their declared order: the column fields' names, then `actions` when rows have
 * actions (a tree's rows always do: adding a child, editing).
 */
export const listColumnKeys = (schema: AnySchema): string[] => [...columnFields(schema).map((f) => f.name), ...(schema.actions?.length || schema.tree ? ['actions'] : [])];
/** The columns a list hides until the account shows them (declared `column: { essential: false }`). */
export const defaultHiddenColumns = (schema: AnySchema): string[] =>
  columnFields(schema).flatMap((f) => (typeof f.column === 'object' && f.column.essential === false ? [f.name] : []));
export const detailFields = (schema: AnySchema): EntityField[] => schema.fields.filter((f) => f.detail ?? f.column);
export const formFields = (schema: AnySchema): EntityField[] => schema.fields.filter((f) => f.form);

/** The child rows of a section (`null`: the entity declares no sections, all of them). */
export function sectionChildren(schema: AnySchema, section: Section | null): ChildRows[] {
  const first = schema.sections?.[0]?.key;
  return (schema.children ?? []).filter((c) => section === null || (c.section ?? first) === section.key);
}

/** The fields of a section (`null`: the entity declares none, every field). */
export function sectionFields(schema: AnySchema, fields: readonly EntityField[], section: Section | null): EntityField[] {
  const first = schema.sections?.[0]?.key;
  return section === null ? [...fields] : fields.filter((f) => (f.section ?? first) === section.key);
}

/** Every validator a field's value must pass: its kind's own §5 rule, then the declared ones (forms and backend alike). */
export function fieldValidators(field: EntityField): readonly Validator[] {
  return [...KINDS[field.type].validators, ...(field.validators ?? [])];
}

/**
 * The refusal of a value not after the field's `after` field (wire values: HH:mm, YYYY-MM-DD and datetimes compare as
 * text), or null; nothing when either is empty. One rule for the form (fieldRules) and the backend (its save).
 */
export function laterProblem(field: EntityField, value: unknown, other: unknown): Bilingual | null {
  const after = 'after' in field ? field.after : undefined;
  if (!after || value === undefined || value === null || value === '' || other === undefined || other === null || other === '') return null;
  return String(value as string) > String(other as string) ? null : after.message;
}

/** The field another one depends on — a store's city, a dependent reference's — whose change clears it (one rule). */
export function dependencyOf(field: EntityField): string | undefined {
  return field.type === 'store' ? field.city : field.type === 'reference' ? field.dependsOn?.field : undefined;
}

/**
 * An option of a reference as its options path answers it. One that cannot be chosen says why: `disabled` with its
 * `refusal` (a car whose compulsory insurance has expired), shown greyed with the reason by the select and refused
 * with that text by the backend; `refusalEn` the English screens' text, when the backend has one.
 */
export interface ReferenceOption {
  value: string | number;
  label: string;
  labelEn?: string;
  disabled?: boolean;
  refusal?: string;
  refusalEn?: string;
}

const queryText = (v: unknown): string => (v === undefined || v === null ? '' : String(v as string | number));

/**
 * Where a reference's options are asked: its path, with the value of the field it depends on and, for a `rowParam`,
 * the value of the row the dialog acts on (screens and backend alike).
 */
export function optionsQuery(field: ReferenceField, parent: unknown, row?: Readonly<Record<string, unknown>>): Record<string, string> {
  const dep = field.dependsOn;
  return {
    ...(dep ? { [dep.param ?? dep.field]: queryText(parent) } : {}),
    ...(field.rowParam ? { [field.rowParam]: queryText(row?.[field.rowParam]) } : {}),
  };
}

/** The address of a reference's options for the value of the field it depends on (and the dialog's row). */
export function optionsUrl(field: ReferenceField, parent: unknown, row?: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams(optionsQuery(field, parent, row)).toString();
  return query ? `${field.optionsPath}?${query}` : field.optionsPath;
}

/** The refusal of a value outside a field's options (an enum's, a reference's, a city's): the backend's and the import's. */
export const optionRefusal = (label: Bilingual): Bilingual => ({ 'zh-CN': `${label['zh-CN']}的取值无效`, 'en-US': `${label['en-US']}: not one of the choices` });

/** The refusal of a store outside the chosen city: the backend's and the import's. */
export const STORE_OUTSIDE_CITY: Bilingual = { 'zh-CN': '所选门店不属于所选城市', 'en-US': 'The store is not in the chosen city' };

/** A schema of any row type, as the generic screens take it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the row type only checks the schema where it is declared; the screens handle rows as JSON
export type AnySchema = EntitySchema<any>;
