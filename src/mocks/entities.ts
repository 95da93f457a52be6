/**
 * Generic entity endpoints of the demo backend (docs/architecture.md "Demo backend"): an entity declared in
 * src/entities plus where its rows live (`declared()`) gives a paged, filtered list, a detail, an xlsx export of the
 * current filter, a save checked with the form's own rules and messages, and its status transitions, allowed and
 * refused by the same rule the screen uses. Every path is documented in docs/api.md.
 *
 * List filtering (the same rule the dashboard counts use, so a list opened from a count shows those rows):
 * - a declared filter matches its row field (`of`, default its name) as declared: exactly as text, containing the
 *   parameter, starting with it, or (a `multi` field, match `member`) as one of the row's comma-joined values;
 * - any other parameter naming a field of the row matches that field exactly, as text (`todoVehicle=true` matches true);
 * - each declared date-range filter's begin/end names (default `beginTime` / `endTime`) bound the entity's
 *   `timeField` (a date alone covers the whole day);
 * - page, pageSize and unknown names are ignored.
 *
 * Only what the declaration has is served: its list (at `<base>/list` or its bespoke path), its detail and export when
 * declared, its save, and its transitions at `<base>/<key>`.
 */
import { HttpResponse, http, type HttpHandler } from 'msw';
import {
  DEFAULT_RANGE_NAMES, editAllowed, fieldValidators, laterProblem, optionRefusal, STORE_OUTSIDE_CITY, optionsQuery, filteredField, type ReferenceOption, filterFields, filterMatch, formFields, rangeNames, removeAllowed, transitionAllowed, transitionField, transitionTarget,
  type ActionField, type AnySchema, type ChildRows, type EntityField, type Refers, type Transition,
} from '@/entities/define';
import { EXPORT_TASK_THRESHOLD } from '@/entities/admin/exportTask';
import { exactMatches, KINDS, rangeTime } from '@/entities/kinds';
import { IMPORT_MAX_ROWS } from '@/entities/sheet';
import { AMOUNT_NUMBER_FORMAT } from '@/lib/format';
import { isMoneyValue } from '@/lib/money';
import type { Bilingual } from '@/i18n';
import { DICTIONARIES, dictLabel } from '@/entities/dicts';
import { nextNumber } from '@/entities/numbering';
import { ACTORS_FIELD, CREATE_STEP, dutyRefusal, keepsActors, withActor, type Duty } from '@/entities/duties';
import { inWorkOrder, workItemOf, type WorkItem } from '@/entities/urgency';
import { commit, currentSession, data, keepInStep, registerCollection } from './db';
import { ApiError, refusalText, refuse, refuseField, refuseIf, zh, type Refusal } from './errors';
import type { DemoData } from './model';
import { Params, readParams } from './params';
import { endpoint, envelope, paginate, type Method, type Resolver } from './respond';
import { recordChange, recordChanges } from './history';
import type { ChangeAction } from '@/entities/admin/changeLogRules';
import { formatWallTime, nowWall } from './time';
import { treeBackend, type TreeBackend } from './tree';
import { companyOf } from './users';
import { dataScopeTest, listPermissions, requirePermission } from './access';

type Row = Record<string, unknown>;
export type Collections = { [K in keyof DemoData]: DemoData[K] extends readonly object[] ? K : never }[keyof DemoData];

export interface EntityAction {
  /** The row may take this action only in these states (checked on the stored row, not the caller's copy). */
  allowed: (row: Row) => boolean;
  /** The refusal when it may not. */
  refusal: string;
  /** What else it needs (Backing.guards): a refusal while other records stand in its way, else null. */
  guard?: (row: Readonly<Row>) => string | null;
  /** Changes the stored row (params: what the screen sent, e.g. a reason or a supplier). */
  apply: (row: Row, params: Params) => void;
  /** A transition's separation of duties (../entities/duties): refused to the account that did an earlier step. */
  duty?: Duty;
}

/** A field the save endpoint takes, with its server-side check. */
export interface SaveField {
  name: string;
  /** Refusal when absent. */
  required?: string;
  /** A refusal when the value is not acceptable, else null. */
  check?: (value: string) => string | null;
  /** Stored as a number. */
  number?: boolean;
  /** The stored value of the text sent (a declared field's kind), instead of `number`. */
  parse?: (value: string) => unknown;
}

export interface EntitySave {
  fields: readonly SaveField[];
  /** The other fields of a new row (status, createTime…). */
  defaults: () => Row;
  /** The fields that follow from the row as it will be saved (display names…); refuses (throws) when values conflict. */
  complete?: (row: Readonly<Row>, existing?: Readonly<Row>) => Row;
  /** Fields whose value must be unique among the rows the caller can see, with the refusal. */
  unique?: { field: string; refusal: string } | readonly { field: string; refusal: string }[];
  /** What follows elsewhere from a saved row (the vehicles of a renamed model), in the same commit. */
  saved?: (after: Row, before: Readonly<Row> | undefined) => void;
}

/** A date-range filter's parameters (begin, end) and the refusal of an unreadable one. */
export interface RangeParams {
  names: readonly [string, string];
  refusal: string;
}

/** A row test for one call (asked once a call, after the session is known; it may refuse). */
export type RowTest = (row: Row) => boolean;

export interface EntityDef {
  collection: Collections;
  /** A derived collection's refresh (Backing.derive), run before its rows are read. */
  derive?: (p?: Params) => void;
  /** The endpoints served: the list always; detail, export and save only when the declaration has them. */
  paths: { list: string; detail?: string; export?: string; save?: string; import?: string };
  /** Where its actions are served: `<base>/<action>`. */
  base?: string;
  /** The row's id field, sent as a parameter of the same name to detail and actions. */
  id: string;
  /** Field bounded by the date ranges. */
  timeField?: string;
  /** The date-range filters bounding `timeField` (default: `beginTime` / `endTime`). */
  ranges?: readonly RangeParams[];
  /** The declared filters by parameter: the row field compared and how (others, naming a row field, match it exactly). */
  filters?: Readonly<Record<string, { field: string; match: 'exact' | 'contains' | 'prefix' | 'member' | 'atLeast' | 'atMost' }>>;
  /** Sheet and file label of the export. */
  exportName: string;
  actions?: Readonly<Record<string, EntityAction>>;
  /** `POST <paths.save>`: creates a row (no id sent) or updates the declared fields of one. */
  save?: EntitySave;
  /** A supplier sees only its own rows (the row's `supplierName` is the signed-in supplier's company). */
  supplierScoped?: boolean;
  /** `POST <base>/delete`: removes a row in a state that allows it and that nothing uses (`inUse`: the refusal, else null). */
  remove?: { allowed: (row: Row) => boolean; refusal: string; inUse?: (row: Row) => string | null };
  /** The fields the list sorts by (`orderBy`, `order` asc | desc). */
  sortable?: readonly string[];
  /** The list's order when no sort is asked: the order of the work (the declaration's `work`). */
  work?: (row: Row) => WorkItem;
  /** Which rows the signed-in account sees (its own tasks…), besides a supplier's scoping. */
  scope?: () => RowTest;
  /** Its rows are the caller's own: reading needs no list permission (see Backing). */
  personal?: true;
  /** The permission a read needs for its parameters, when not the list route's (see Backing). */
  readPermission?: (p: Params) => string | null | undefined;
  /** A listed row as answered (names joined from other records). */
  present?: (row: Row) => Row;
  /** A tree entity's (./tree): `<base>/tree`, its checks of saves, deletes and transitions, its rows' totals. */
  tree?: TreeBackend;
  /** The declaration it was derived from: its writes are recorded in the change history (./history). */
  schema?: AnySchema;
  /** Fields computed when the rows are read (see Backing). */
  computed?: () => (row: Row) => Row;
  /** Options the engine serves for its references to other declared entities (`refers`) that no backing serves. */
  referred?: Readonly<Record<string, Refers>>;
}

/** Where a declared entity's rows live and what the declaration cannot say (the rest comes from src/entities). */
export interface Backing {
  collection: Collections;
  /** A supplier sees only its own rows. */
  supplierScoped?: boolean;
  /** The other fields of a new row (its status…); `createTime` is set to now when the entity has one. */
  defaults?: () => Row;
  /** What a transition does besides what its declaration says (bespoke side effects), by transition key. */
  effects?: Readonly<Record<string, (row: Row, params: Params) => void>>;
  /**
   * What else a transition needs besides the row's state, by transition key: the refusal while other records stand in
   * its way (a city with open stores cannot be closed), or null. Checked before anything changes.
   */
  guards?: Readonly<Record<string, (row: Readonly<Row>) => Refusal>>;
  /**
   * The options of its reference fields (a form's or a dialog's), by their optionsPath (served there, and a saved id
   * must be one of them); a dependent reference's for the query naming the value it depends on (`optionsQuery`).
   */
  options?: Readonly<Record<string, (query: Readonly<Record<string, string>>) => readonly Option[]>>;
  /** Fields that follow from a saved row (a model's seats), besides the display names derived for every entity. */
  complete?: (row: Readonly<Row>) => Row;
  /** Which rows the signed-in account sees (a user's own tasks): see EntityDef. */
  scope?: () => RowTest;
  /**
   * The rows are the caller's own (its tasks, its exports): any signed-in account may read them, without its list
   * route's permission (docs/architecture.md "Access").
   */
  personal?: true;
  /**
   * The permission a read needs for these parameters, when it is not the list route's (a record's history: its own
   * entity's list); undefined: the list route's.
   */
  readPermission?: (p: Params) => string | null | undefined;
  /** A listed row as answered: see EntityDef. */
  present?: (row: Row) => Row;
  /** Row actions that are not status transitions (a model's deploy), served at `<base>/<key>` like them. */
  actions?: Readonly<Record<string, EntityAction>>;
  /**
   * A save the declaration does not describe (its rows are edited in a dialog of action fields, not a form), served
   * at `<base>/save`; a declared save (`ops.save`) is derived from the form fields instead.
   */
  save?: EntitySave;
  /**
   * What a transition refuses besides its states, by transition key (a rule across records: a vehicle holds one GPS
   * terminal): called with the stored row and the dialog's checked values, after the dialog's own checks and before
   * anything changes; it refuses by throwing (refuse / refuseField).
   */
  checks?: Readonly<Record<string, (row: Readonly<Row>, values: Readonly<Row>) => void>>;
  /**
   * Declared fields the backend computes when it reads, from other collections (a vehicle's operating state from its
   * orders and its GPS terminal): never stored, they are answered by the list, the detail and the export, and the
   * list filters and sorts by them as by stored fields — one function for every reader. Prepared once a call (its
   * indexes of the other collections), then asked for each row.
   */
  computed?: () => (row: Row) => Row;
  /**
   * A collection derived from others and the clock rather than stored by hand (fence alarms from the GPS feed): brings
   * it up to date; run before every read of its rows (list, detail, export, the contract test's reads). A list's or an
   * export's parameters are passed (a report's period: rows counted over it).
   */
  derive?: (p?: Params) => void;
  /**
   * A collection computed wholly from others (an alarm list from the GPS feed, a report's rows over the period asked):
   * its rows, stored in the collection before every read as `derive` does; the collection is registered empty (never
   * seeded). Instead of `derive`.
   */
  derived?: (p?: Params) => readonly object[];
  /** What follows elsewhere from a saved row (see EntitySave). */
  saved?: EntitySave['saved'];
  /** Why a row cannot be deleted although its state allows it (a model still used by vehicles), else null. */
  inUse?: (row: Readonly<Row>) => Refusal;
}

/**
 * An option of a reference field (`record`: the fields of the chosen record a `refers` rule reads); one `disabled`
 * is refused with its `refusal` (../entities/define `ReferenceOption`).
 */
export interface Option extends ReferenceOption {
  record?: Row;
}

/** The stored record a `refers` reference names (any, whoever sees it: the rule judges the record itself). */
function referredRecord(refers: Refers, value: unknown): Row | undefined {
  const def = registry.get(refers.entity.id);
  if (!def) throw new Error(`${refers.entity.id}: referred to, but not served by the demo backend`);
  return (data()[def.collection] as unknown as Row[]).find((r) => String(r[refers.entity.rowKey] as string) === String(value as string));
}

/** A `refers` reference's options: the referred entity's rows the account sees, each with the fields its rule reads. */
function referredOptions(refers: Refers): Option[] {
  const def = registry.get(refers.entity.id);
  if (!def) throw new Error(`${refers.entity.id}: referred to, but not served by the demo backend`);
  return rowsOf(def).map((r) => ({
    value: r[refers.entity.rowKey] as string | number,
    label: String(r[refers.label] as string),
    record: Object.fromEntries(refers.reads.map((f) => [f, r[f]])),
  }));
}


/** The options a value of an enum or select must be one of (null: any, as when they are asked from the backend). */
function allowedValues(field: EntityField | ActionField): readonly string[] | null {
  const options = 'options' in field ? field.options : undefined;
  if (options) return options.map((o) => o.value);
  const dict = 'dict' in field ? field.dict : undefined;
  return dict ? (DICTIONARIES[dict] ?? []).map((e) => e.value) : null;
}

/** The refusal of a value outside a field's options. */
export const notAnOption = (label: Bilingual) => zh(optionRefusal(label));

/** The backend's check of one declared value: the same validators as the form, then the options (each of a multi's). */
function checkValue(field: EntityField | ActionField, validators: readonly { check: (v: unknown) => { 'zh-CN': string } | null }[], value: string): string | null {
  for (const v of validators) {
    const problem = v.check(value);
    if (problem) return zh(problem);
  }
  const allowed = allowedValues(field);
  const values = 'type' in field && field.type === 'multi' ? value.split(',') : [value];
  return allowed && !values.every((v) => allowed.includes(v)) ? notAnOption(field.label) : null;
}

/** A declared field as the backend takes it — a form's or a dialog's: every rule of its kind, its kind's conversion. */
export function declaredField(f: EntityField | ActionField): SaveField {
  return {
    name: f.name,
    required: f.required && zh(f.required),
    check: (v: string) => checkValue(f, fieldValidators(f), v),
    parse: (v: string) => KINDS[f.type].fromWire(v),
  };
}

/** The save endpoint's fields of a declaration: its form fields, with their kind's conversion and every rule. */
export function saveFields(schema: AnySchema): SaveField[] {
  return formFields(schema).map(declaredField);
}

/** The refusal of a child row's value: the child rows' label, the row's number and the form's message. */
export const childRefusal = (label: { 'zh-CN': string }, index: number, message: string) => `${zh(label)}第${index + 1}行：${message}`;

/** Child rows sent as a JSON array, each checked with its fields' rules (the form's, per cell). */
export function readChildren(c: ChildRows, text: string): { rows: Row[] } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: `${zh(c.label)}格式错误` };
  }
  if (!Array.isArray(parsed) || parsed.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) return { problem: `${zh(c.label)}格式错误` };
  if (c.required && parsed.length === 0) return { problem: zh(c.required) };
  if (c.max !== undefined && parsed.length > c.max) return { problem: `${zh(c.label)}最多${c.max}行` };
  const rows: Row[] = [];
  for (const [i, raw] of (parsed as Row[]).entries()) {
    const row: Row = {};
    for (const f of c.fields) {
      const v = raw[f.name];
      const text = v === undefined || v === null ? '' : String(v).trim();
      if (text === '') {
        if (f.required) return { problem: childRefusal(c.label, i, zh(f.required)) };
        continue;
      }
      const problem = checkValue(f, fieldValidators(f), text);
      if (problem) return { problem: childRefusal(c.label, i, problem) };
      row[f.name] = KINDS[f.type].fromWire(text);
    }
    rows.push(row);
  }
  return { rows };
}

/** Child rows as a save or a dialog takes them: a JSON array, each row checked by its fields' rules (`readChildren`). */
export function childRowsField(c: ChildRows): SaveField {
  return {
    name: c.name,
    required: c.required && zh(c.required),
    check: (v) => {
      const r = readChildren(c, v);
      return 'problem' in r ? r.problem : null;
    },
    parse: (v) => {
      const r = readChildren(c, v);
      return 'rows' in r ? r.rows : [];
    },
  };
}

/** Whether a dialog field must be filled in, given what else was sent. */
function dialogRequired(f: ActionField, p: Params): boolean {
  if (!f.required) return false;
  return !f.requiredWhen || p.str(f.requiredWhen.field) === f.requiredWhen.value;
}

/**
 * A dialog's values as the backend takes them — a transition's, or a row action's served by a backing: each field
 * required as the dialog asks (`requiredWhen`), checked by its kind's rules and options as a save checks a form's, and
 * converted; child rows (a finished repair's cost lines) each checked by their fields' rules. Refuses the first that fails.
 */
export function dialogValues(fields: readonly ActionField[], p: Params, children: readonly ChildRows[] = []): Row {
  const taken = [...fields.map((f) => ({ ...declaredField(f), required: dialogRequired(f, p) ? zh(f.required!) : undefined })), ...children.map(childRowsField)];
  return savedValues(taken, p).values;
}

/** Stores a dialog's fields on the row (a field not sent is stored empty), but `except` (the one mapped to a state). */
function storeDialog(row: Row, fields: readonly ActionField[], values: Readonly<Row>, except?: string | null): void {
  for (const f of fields) if (f.name !== except) row[f.name] = values[f.name] ?? '';
}

/**
 * A row action of the declaration served by a backing (a step's dialog that is not a state's transition):
 * offered and allowed by the declared action's `when`, its dialog taken as a transition's (`dialogValues`, with its
 * child rows), its fields' `checkRow` and `check` refusing before anything changes, the dialog's fields stored on the row, then `apply` (what
 * else the step changes).
 */
export function dialogAction(
  action: { when?: (row: Row) => boolean; fields?: readonly ActionField[]; children?: readonly ChildRows[] },
  o: { refusal: Bilingual; check?: (row: Readonly<Row>, values: Readonly<Row>) => void; apply?: (row: Row, values: Readonly<Row>) => void },
): EntityAction {
  const fields = action.fields ?? [];
  return {
    allowed: (row) => action.when?.(row) ?? true,
    refusal: zh(o.refusal),
    apply: (row, p) => {
      const values = dialogValues(fields, p, action.children);
      // A field's rule against the row (its declared `checkRow`, the dialog's too).
      for (const f of fields) if (f.checkRow) refuseIf(f.checkRow(values[f.name], row), f.name);
      o.check?.(row, values);
      storeDialog(row, fields, values);
      o.apply?.(row, values);
    },
  };
}

/**
 * A transition as the backend runs it: the declared states, the dialog's checks (its fields' kinds' rules, as a
 * save checks a form's, and a reference among its options), the new state and its label.
 */
function transitionAction(
  schema: AnySchema, tr: Transition, complete: (fields: readonly EntityField[], row: Readonly<Row>) => Row, effect?: (row: Row, params: Params) => void,
  check?: (row: Readonly<Row>, values: Readonly<Row>) => void,
): EntityAction {
  const field = transitionField(schema, tr);
  return {
    allowed: (row) => transitionAllowed(schema, tr, row),
    refusal: zh(tr.refusal),
    duty: tr.notBy,
    apply: (row, p) => {
      const fields = tr.fields ?? [];
      // Required only as the dialog asks (a reason when rejecting); then the same check as a save's.
      const values = dialogValues(fields, p);
      const names = complete(fields, { ...row, ...values });
      const to = transitionTarget(tr, values);
      if (typeof tr.to === 'object' && to === undefined) refuse(notAnOption(tr.fields?.find((f) => f.name === (tr.to as { by: string }).by)?.label ?? tr.label));
      check?.(row, values);
      storeDialog(row, fields, values, typeof tr.to === 'object' ? tr.to.by : null);
      Object.assign(row, names);
      // Its label follows in the commit (statusLabelKeeper).
      if (to !== undefined) row[field] = to;
      if (tr.stamp) row[tr.stamp] = formatWallTime(nowWall());
      Object.assign(row, tr.set);
      effect?.(row, p);
    },
  };
}

const registry = new Map<string, EntityDef>();

/** The backend of a declared entity, by its id (the contract test asks every declared entity for one). */
export function backendOf(id: string): EntityDef | undefined {
  return registry.get(id);
}

/** The backend of a declared entity its handler module declares before any call (an error when there is none). */
export function declaredBackend(id: string): EntityDef {
  const def = registry.get(id);
  if (!def) throw new Error(`no backend declared for ${id}`);
  return def;
}

/** The backend of a declared entity (see the header comment), and the endpoints of its reference fields' options. */
export function declared(schema: AnySchema, backing: Backing): EntityDef {
  const def = derive(schema, backing);
  registry.set(schema.id, def);
  if (backing.derived) registerCollection(backing.collection, () => []);
  const keep = statusLabelKeeper(schema);
  if (keep) keepInStep(backing.collection, keep);
  return def;
}

/**
 * What keeps a declaration's status label (`status.name`) in step with its status field's dictionary: run by the
 * store on every row of the collection whenever a commit writes it and when its seed is made (./db `keepInStep`), so
 * no handler, effect or seed sets a label by hand. Null: the entity has no label to keep.
 */
export function statusLabelKeeper(schema: AnySchema): ((row: Row) => void) | null {
  const status = schema.status;
  const field = status && schema.fields.find((f) => f.name === status.field);
  const name = status?.name;
  if (!name || field?.type !== 'enum' || (!field.dict && !field.options)) return null;
  const { dict, options } = field;
  // A dictionary's label, or a declared option's (an entity's own states need no dictionary).
  const labelOf = (v: unknown) => (dict ? dictLabel(dict, v) : options?.find((o) => o.value === String(v as string))?.label['zh-CN']);
  return (row) => {
    const label = labelOf(row[status.field]) ?? '';
    if (row[name] !== label) row[name] = label;
  };
}

/** The numbers taken by an entity's records (every record, whoever sees it: a number is unique within its kind). */
function takenNumbers(def: EntityDef): unknown[] {
  const field = def.schema?.numbering?.field;
  return field ? (data()[def.collection] as unknown as Row[]).map((r) => r[field]) : [];
}

/**
 * The next document number of a numbered entity (its `numbering`, ../entities/numbering `nextNumber`) for a date (default
 * today): what its create fills, and what a bespoke handler making its records calls (a demand bill of a month).
 */
export function nextDocumentNumber(schema: AnySchema, date: string = formatWallTime(nowWall()), also: readonly unknown[] = []): string {
  const def = registry.get(schema.id);
  const pattern = schema.numbering;
  if (!def || !pattern) throw new Error(`${schema.id}: not a numbered entity served by the demo backend`);
  return nextNumber(pattern, date, [...takenNumbers(def), ...also]);
}

/** The refusal of a number another record of the kind holds. */
const DUPLICATE_NUMBER = (label: string, no: string) => `${label}${no}已存在，不能重复`;

/** The handlers of a declared entity: its endpoints and its reference fields' options. */
export function declaredHandlers(def: EntityDef, backing: Pick<Backing, 'options'>): HttpHandler[] {
  return [...entityHandlers(def), ...Object.entries(backing.options ?? {}).map(([path, options]) => endpoint('GET', path, (p) => options(Object.fromEntries(p.entries()))))];
}

const unchanged = (before: Readonly<Row>, after: Readonly<Row>, name: string) =>
  before[name] !== undefined && before[name] !== null && before[name] !== '' && String(before[name] as string) === String(after[name] as string);

/**
 * What every declared entity's save — and a transition, from its dialog's fields — derives from its fields
 * (docs/architecture.md "Demo backend"): a reference's id
 * must be one of its options and its display field takes the option's label; a city must exist and a store must be
 * in the chosen city, their display fields taking their names.
 */
export function completeFields(backing: Backing): (fields: readonly EntityField[], row: Readonly<Row>, existing?: Readonly<Row>) => Row {
  return (fields, row, existing) => {
    const out: Row = {};
    for (const f of fields) {
      const v = row[f.name];
      if (v === undefined || v === null || v === '') continue;
      // An edit keeping a stored reference (and what it depends on) keeps it, though no longer offered (a colour
      // disabled since): only a new choice must be among the options (the form offers the kept one too).
      // A reference's cross-record rule (`refers`) judges the record chosen, kept or new, with the row as it would be stored.
      const referred = f.type === 'reference' && f.refers;
      const problem = referred && referred.problem(referredRecord(referred, v) ?? {}, row);
      if (problem) refuseField(f.name, zh(problem));
      if (f.type === 'reference' && existing && unchanged(existing, row, f.name) && (!f.dependsOn || unchanged(existing, row, f.dependsOn.field))) {
        if (f.display) out[f.display] = existing[f.display];
        continue;
      }
      if (f.type === 'reference') {
        // A dependent reference: among the options for the value it depends on (a driver licensed for the vehicle),
        // and for the row's value its options depend on (`rowParam`: the free cars of this order).
        const options = backing.options?.[f.optionsPath] ?? (f.refers ? () => referredOptions(f.refers!) : undefined);
        const option = options?.(optionsQuery(f, row[f.dependsOn?.field ?? ''], row)).find((o) => String(o.value) === String(v));
        if (!option) refuseField(f.name, f.dependsOn ? zh(f.dependsOn.refusal) : notAnOption(f.label));
        // An option offered but not to be chosen says why (a car whose compulsory insurance has expired).
        if (option.disabled) refuseField(f.name, option.refusal ?? notAnOption(f.label));
        if (f.display) out[f.display] = option.label;
      } else if (f.type === 'multi' && f.optionsPath) {
        // Records chosen (an account's roles): each among the options, their labels joined as the display.
        const options = backing.options?.[f.optionsPath]?.({}) ?? [];
        const chosen = String(v as string).split(',').filter(Boolean).map((one) => options.find((o) => String(o.value) === one));
        if (chosen.some((o) => !o)) refuseField(f.name, notAnOption(f.label));
        if (f.display) out[f.display] = chosen.map((o) => o!.label).join('、');
      } else if (f.type === 'treeRef') {
        // A node of the tree served at its path (0: the top level, when the field offers it).
        if (f.top && String(v) === '0') {
          if (f.display) out[f.display] = '';
          continue;
        }
        const node = [...registry.values()].find((d) => d.tree?.path === f.tree.path)?.collection;
        const found = node && (data()[node] as unknown as Row[]).find((r) => String(r.id) === String(v));
        if (!found) refuseField(f.name, notAnOption(f.label));
        if (f.display) out[f.display] = found[f.tree.label];
      } else if (f.type === 'city') {
        const city = data().cities.find((c) => String(c.cityId) === String(v));
        if (!city) refuseField(f.name, notAnOption(f.label));
        if (f.display) out[f.display] = city.cityName;
      } else if (f.type === 'store') {
        const store = data().stores.find((s) => String(s.storeId) === String(v));
        if (!store) refuseField(f.name, notAnOption(f.label));
        if (String(store.cityId) !== String(row[f.city])) refuseField(f.name, STORE_NOT_IN_CITY);
        if (f.display) out[f.display] = store.storeName;
      }
    }
    return out;
  };
}

/** The refusal of a store outside the chosen city. */
export const STORE_NOT_IN_CITY = zh(STORE_OUTSIDE_CITY);

/** A backing's guard as an action asks it: the refusal's Chinese text, or null. */
const guardOf = (guard: ((row: Readonly<Row>) => Refusal) | undefined) => guard && ((row: Readonly<Row>) => refusalText(guard(row)));

/** The backend of a declaration, not registered nor served (declared() does both; a test may serve it its own way). */
export function derive(schema: AnySchema, backing: Backing): EntityDef {
  const served = schema.transitions.length > 0 || backing.actions !== undefined || backing.save !== undefined;
  if (served && !schema.base) throw new Error(`${schema.id}: transitions, actions and a save are served at <base>/<key>: declare a base path`);
  // A computed field is the backend's (define.ts): a backing's own save does not take it either.
  const taken = backing.save?.fields.find((f) => schema.fields.some((x) => x.name === f.name && x.computed));
  if (taken) throw new Error(`${schema.id}: the backing's save takes the computed field ${taken.name}`);
  const { list, detail, export: exp, save: declaredSave } = schema.endpoints;
  const hasCreateTime = schema.fields.some((f) => f.name === 'createTime');
  // An entity with an update time has it stamped by every save of its form (a created row's too).
  const stamped = (): Row => (schema.fields.some((f) => f.name === 'updateTime') ? { updateTime: formatWallTime(nowWall()) } : {});
  const unique = formFields(schema).flatMap((f) => (f.unique ? [{ field: f.name, refusal: zh(f.unique) }] : []));
  const ranges = filterFields(schema).flatMap((f) => (f.type === 'dateRange' ? [{ names: rangeNames(f), refusal: `${zh(f.label)}格式错误` }] : []));
  const tree = schema.tree && treeBackend(schema, schema.tree, () => data()[backing.collection] as unknown as Row[]);
  const completeOf = completeFields(backing);
  const complete = (row: Readonly<Row>, existing?: Readonly<Row>): Row => {
    for (const f of formFields(schema)) {
      const later = 'after' in f && f.after ? laterProblem(f, row[f.name], row[f.after.field]) : null;
      if (later) refuseField(f.name, zh(later));
    }
    const out = completeOf(formFields(schema), row, existing);
    return { ...out, ...backing.complete?.({ ...row, ...out }), ...stamped() };
  };
  const save: EntitySave | undefined = declaredSave
    ? {
        fields: [...saveFields(schema), ...(schema.children ?? []).filter((c) => c.form).map(childRowsField)],
        defaults: () => ({
          ...(hasCreateTime ? { createTime: formatWallTime(nowWall()) } : {}),
          ...(schema.status?.initial !== undefined ? { [schema.status.field]: schema.status.initial } : {}),
          ...backing.defaults?.(),
        }),
        unique,
        complete: tree ? (row, existing) => (tree.checkSave(row), complete(row, existing)) : complete,
        saved: backing.saved,
      }
    : backing.save;
  return {
    schema,
    tree,
    collection: backing.collection,
    derive: backing.derived ? (p) => Object.assign(data(), { [backing.collection]: backing.derived!(p) }) && undefined : backing.derive,
    paths: {
      list: list.path,
      detail: detail && 'path' in detail ? detail.path : undefined,
      export: exp?.path,
      save: declaredSave?.path ?? (backing.save ? `${schema.base}/save` : undefined),
      import: schema.endpoints.import?.path,
    },
    base: schema.base,
    id: schema.rowKey,
    timeField: schema.timeField,
    ranges,
    filters: Object.fromEntries(
      filterFields(schema).flatMap((f) => {
        const match = filterMatch(f);
        return match === 'range' ? [] : [[f.name, { field: filteredField(f), match }]];
      }),
    ),
    exportName: zh(exp?.name ?? schema.title),
    supplierScoped: backing.supplierScoped,
    remove: schema.remove ? { allowed: (row) => removeAllowed(schema, row), refusal: zh(schema.remove.refusal ?? { 'zh-CN': '该记录当前的状态不能删除' }), inUse: backing.inUse && ((row) => refusalText(backing.inUse!(row))) } : undefined,
    sortable: schema.fields.filter((f) => f.sortable).map((f) => f.name),
    work: schema.work && ((row) => workItemOf(schema.work!, row)),
    scope: backing.scope,
    personal: backing.personal,
    readPermission: backing.readPermission,
    present: backing.present,
    actions: { ...Object.fromEntries(schema.transitions.map((tr) => [tr.key, { ...transitionAction(schema, tr, completeOf, backing.effects?.[tr.key], backing.checks?.[tr.key]), guard: guardOf(backing.guards?.[tr.key]) }])), ...backing.actions },
    save,
    computed: backing.computed,
    referred: Object.fromEntries(
      [...schema.fields, ...schema.transitions.flatMap((tr) => tr.fields ?? [])].flatMap((f) =>
        f.type === 'reference' && f.refers && !backing.options?.[f.optionsPath] ? [[f.optionsPath, f.refers]] : [],
      ),
    ),
  };
}

function allRows(def: EntityDef, p?: Params): Row[] {
  def.derive?.(p);
  return data()[def.collection] as unknown as Row[];
}

/** The rows the signed-in account may see (what its lists, detail, save and actions work on). */
export function rowsOf(def: EntityDef, p?: Params): Row[] {
  const own = def.supplierScoped ? supplierCompany() : null;
  const rows = own === null ? allRows(def, p) : allRows(def, p).filter((r) => r.supplierName === own);
  const visible = def.scope?.();
  // Over a copy: a scope may read other collections, and a read may record a change (an unpaid order lapsing when
  // its rows are read) — into this very collection when it is the change log, which must not move under the filter.
  return visible ? [...rows].filter(visible) : rows;
}

/**
 * The rows the signed-in account's data scope lets it read and act on (./access `dataScopeTest`): what lists, details,
 * exports and transitions work on. Unique values are checked over `rowsOf` (a plate is unique in the whole fleet).
 */
export function scopedRows(def: EntityDef, p?: Params): Row[] {
  const rows = rowsOf(def, p);
  const test = dataScopeTest(def.schema);
  return test ? rows.filter(test) : rows;
}

/** The signed-in supplier's company name (its account's company); null for every other audience (they see all suppliers). */
function supplierCompany(): string | null {
  const session = currentSession();
  if (session?.audience !== 'supplier') return null;
  const own = data().sysAccounts.find((a) => a.userName === session.account);
  if (own) return own.companyName;
  const company = companyOf(session.audience);
  return company.companyName ?? company.providerName ?? null;
}

/** The values a save sends, checked and converted (refuses the first that fails), and the fields it clears. */
export function savedValues(fields: readonly SaveField[], p: Params): { values: Row; cleared: string[] } {
  const values: Row = {};
  const cleared: string[] = [];
  for (const f of fields) {
    const v = p.str(f.name);
    if (v === undefined) {
      if (f.required) refuseField(f.name, f.required);
      // Sent empty: an edit clears the field (absent: left as it is).
      if (p.sent(f.name)) cleared.push(f.name);
      continue;
    }
    const problem = f.check?.(v);
    if (problem) refuseField(f.name, problem);
    values[f.name] = f.parse ? f.parse(v) : f.number ? Number(v) : v;
  }
  return { values, cleared };
}

/** The next id of a collection (one more than the highest). */
function nextId(def: EntityDef, rows: readonly Row[]): number {
  return rows.reduce((max, r) => Math.max(max, Number(r[def.id]) || 0), 0) + 1;
}

/**
 * A new row of checked values: the save's defaults, its id, its document number (a numbered entity's: `also` the
 * numbers given to rows not stored yet, an import's earlier rows), and a supplier's company for a supplier's own rows.
 */
function newRow(def: EntityDef, save: EntitySave, values: Row, id: number, also: readonly unknown[] = []): Row {
  const own = supplierCompany();
  const pattern = def.schema?.numbering;
  const numbered = pattern && def.schema ? { [pattern.field]: nextDocumentNumber(def.schema, undefined, also) } : {};
  return { ...save.defaults(), ...values, ...numbered, [def.id]: id, ...(def.supplierScoped && own ? { supplierName: own } : {}), ...actorOf(def, CREATE_STEP, {}) };
}

/**
 * Who did `step` on a record, as the row's `actors` after it (../entities/duties), for a declaration that keeps them
 * (one of its transitions separates duties); nothing for any other, or when no account is signed in.
 */
function actorOf(def: EntityDef, step: string, row: Readonly<Row>): Row {
  const userId = currentSession()?.userId;
  if (!def.schema || !keepsActors(def.schema) || userId === undefined) return {};
  return { [ACTORS_FIELD]: withActor(row, step, userId) };
}

/** A refused row of an import: its index in the batch, the field refused (when one is) and the message. */
export interface ImportRefusal {
  index: number;
  field: string | null;
  msg: string;
}

/** The rows checked between two yields to the page (the demo backend shares the page's thread). */
const IMPORT_SLICE = 500;

/**
 * `POST <base>/import` (docs/api.md "Import"): `{ rows: [...] }`, each row checked as a new row's save (the form's
 * rules, the options, the unique fields against the stored rows and the batch's earlier rows), all of them before
 * anything is written: all saved, or none — then every refused row is answered (`data.refused`). The work yields to
 * the page between slices: the demo backend runs in the page's thread, which must stay responsive.
 */
async function importRows(def: EntityDef, save: EntitySave, request: Request): Promise<{ count: number }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    refuse('导入的数据格式错误');
  }
  const sent = typeof body === 'object' && body !== null ? (body as { rows?: unknown }).rows : undefined;
  if (!Array.isArray(sent) || sent.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) refuse('导入的数据格式错误');
  if (sent.length === 0) refuse('没有可导入的数据');
  if (sent.length > IMPORT_MAX_ROWS) refuse(`一次最多导入${IMPORT_MAX_ROWS}行`);
  const visible = rowsOf(def);
  const uniques = [save.unique ?? []].flat().map((u) => ({ ...u, values: new Set(visible.flatMap((r) => (r[u.field] === undefined || r[u.field] === '' ? [] : [String(r[u.field] as string)]))) }));
  const checked: Row[] = [];
  const refused: ImportRefusal[] = [];
  for (const [index, raw] of (sent as Record<string, unknown>[]).entries()) {
    if (index > 0 && index % IMPORT_SLICE === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    try {
      const p = new Params(new Map(Object.entries(raw).map(([k, v]) => [k, v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v as string | number | boolean)])));
      const { values } = savedValues(save.fields, p);
      for (const u of uniques) if (values[u.field] !== undefined && u.values.has(String(values[u.field] as string))) refuseField(u.field, u.refusal);
      Object.assign(values, save.complete?.(values));
      // A tree's earlier rows of the batch are siblings already: saved in turn, the second of two namesakes is refused.
      def.tree?.checkSave(values, checked);
      for (const u of uniques) if (values[u.field] !== undefined) u.values.add(String(values[u.field] as string));
      checked.push(values);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      refused.push({ index, field: e.field ?? null, msg: e.message });
    }
  }
  if (refused.length) throw new ApiError(1, `${refused.length}行未通过检查，未导入任何数据`, { refused });
  const created = commit((d) => {
    const rows = d[def.collection] as unknown as Row[];
    let id = nextId(def, rows);
    const numbers: unknown[] = [];
    const made = checked.map((values) => {
      const row = newRow(def, save, values, id++, numbers);
      if (def.schema?.numbering) numbers.push(row[def.schema.numbering.field]);
      return row;
    });
    // Newest first, as saving them one after another would leave them: the file's last row on top.
    rows.unshift(...[...made].reverse());
    return made;
  });
  if (def.schema) recordChanges(def.schema, 'import', created.map((after) => ({ before: undefined, after })));
  return { count: created.length };
}

/** Saves a row from a save's parameters (its fields' rules, unique values, `complete`), recorded in the history: what `<base>/save` does. */
export function saveRow(def: EntityDef, save: EntitySave, p: Params): Row {
  const { values, cleared } = savedValues(save.fields, p);
  const id = p.str(def.id);
  const existing = id === undefined ? undefined : scopedRows(def).find((r) => String(r[def.id]) === id);
  if (id !== undefined && !existing) refuse('记录不存在或已被删除');
  // Edited only in its edit states (the declaration's `edit`, the screen's edit link's states).
  const edit = def.schema?.edit;
  if (existing && edit && !editAllowed(def.schema!, existing)) refuse(zh(edit.refusal));
  for (const { field, refusal } of [save.unique ?? []].flat()) {
    if (rowsOf(def).some((r) => r !== existing && values[field] !== undefined && r[field] === values[field])) refuseField(field, refusal);
  }
  // What follows from the values (a city's name, a model's seats), or a refusal when they do not fit together — on
  // the row as it will be saved (the fields an edit clears, cleared).
  Object.assign(values, save.complete?.({ ...existing, ...Object.fromEntries(cleared.map((name) => [name, ''])), ...values }, existing));
  const before = existing && { ...existing };
  const saved = commit((d) => {
    if (existing) {
      const row = Object.assign(existing, Object.fromEntries(cleared.map((name) => [name, ''])), values);
      save.saved?.(row, before);
      return row;
    }
    const rows = d[def.collection] as unknown as Row[];
    const row = newRow(def, save, values, nextId(def, rows));
    refuseDuplicateNumber(def, row);
    rows.unshift(row);
    save.saved?.(row, undefined);
    return row;
  });
  if (def.schema) recordChange(def.schema, before ? 'update' : 'create', before, saved);
  return saved;
}

/**
 * Stores a row a bespoke handler made (a bill of chosen orders): the next id, newest first, recorded in the history;
 * `alongside` changes, in the same commit, what goes with it (the orders it posts).
 */
export function insertRow(def: EntityDef, values: Row, alongside?: (d: DemoData, row: Row) => void): Row {
  const row = commit((d) => {
    const rows = d[def.collection] as unknown as Row[];
    const made = { [def.id]: nextId(def, rows), ...values };
    rows.unshift(made);
    alongside?.(d, made);
    return made;
  });
  if (def.schema) recordChange(def.schema, 'create', undefined, row);
  return row;
}

/**
 * A bespoke save of a declared entity's record (a process model, a custom form: endpoints of their own): `changes`
 * applied to the stored row when there is one, else the row `created` makes with the next id put first; recorded in
 * the change history as an update or a create. Answers the stored row.
 */
export function saveRecord<R extends object>(def: EntityDef, existing: R | undefined, changes: Partial<R>, created: (id: number) => R): R {
  const before = existing && { ...existing };
  const saved = commit((d) => {
    if (existing) return Object.assign(existing, changes);
    const rows = d[def.collection] as unknown as R[];
    const row = created(nextId(def, rows as unknown as Row[]));
    rows.unshift(row);
    return row;
  });
  if (def.schema) recordChange(def.schema, before ? 'update' : 'create', before as Row | undefined, saved as unknown as Row);
  return saved;
}

/**
 * A bespoke change of a stored record of a declared entity (a photo added, a password reset, a menu entry moved):
 * `change` run in one commit, the record's change recorded in its history under `action`. Answers what `change` answers.
 */
export function changeRecord<R extends object, T>(schema: AnySchema, action: ChangeAction, row: R, change: (row: R) => T): T {
  const before = { ...row } as unknown as Row;
  const out = commit(() => change(row));
  recordChange(schema, action, before, row as unknown as Row);
  return out;
}

/**
 * A bespoke call of a declared entity (a bill made from chosen orders, a policy's photo): allowed as its generated
 * endpoints are (docs/architecture.md "Access") — the entity's list route's permission, and `code`, its button's,
 * when given (403 else) — then `resolve` answers.
 */
export function entityCall(method: Method, path: string, schema: AnySchema, code: string | null, resolve: Resolver): HttpHandler {
  return endpoint(method, path, (p, request) => (requirePermission(listPermissions(schema)), requirePermission(code), resolve(p, request)));
}

/** Refuses a row whose document number another record of its kind holds (a number is unique within its kind). */
export function refuseDuplicateNumber(def: EntityDef, row: Readonly<Row>): void {
  const field = def.schema?.numbering?.field;
  const no = field && row[field];
  if (!field || typeof no !== 'string' || no === '') return;
  const label = def.schema!.fields.find((f) => f.name === field)!.label;
  if ((data()[def.collection] as unknown as Row[]).some((r) => r !== row && r[field] === no)) refuse(DUPLICATE_NUMBER(zh(label), no));
}

function bound(p: Params, name: string, endOfDay: boolean, refusal: string): string | undefined {
  const ms = p.time(name, endOfDay);
  return ms === undefined ? undefined : formatWallTime(ms ?? refuse(refusal));
}

/** The date ranges of an entity with no date-range filter declared: `beginTime` / `endTime`. */
const DEFAULT_RANGES: readonly RangeParams[] = [{ names: DEFAULT_RANGE_NAMES, refusal: '时间格式错误' }];

/** A row's value as the filters compare it (an attachment by its JSON text). */
const filterText = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v as string | number | boolean));

/** Rows as they are read: with their computed fields (copies), or the stored rows themselves when none are computed. */
export function readRows(def: EntityDef, rows: readonly Row[]): Row[] {
  const of = def.computed?.();
  return of ? rows.map((r) => ({ ...r, ...of(r) })) : [...rows];
}

/** The rows matching the list parameters (see the header comment), as they are read (their computed fields). */
export function filterRows(def: EntityDef, p: Params): Row[] {
  return matchRows(def, readRows(def, scopedRows(def, p)), p);
}

/** The given rows that match the list parameters. */
export function matchRows(def: EntityDef, rows: readonly Row[], p: Params): Row[] {
  const sample = rows[0] ?? {};
  const declaredFilters = def.filters ?? {};
  const ranges = def.timeField ? (def.ranges?.length ? def.ranges : DEFAULT_RANGES) : [];
  // The range names bound timeField, even where a row has a field of that name (an order's endTime).
  const skip = new Set([...(def.timeField ? [def.timeField] : []), ...ranges.flatMap((r) => r.names)]);
  const filters = p.entries().flatMap(([k, v]) => {
    if (skip.has(k)) return [];
    const declared = declaredFilters[k];
    if (declared) return [{ field: declared.field, match: declared.match, v }];
    return k in sample ? [{ field: k, match: 'exact' as const, v }] : [];
  });
  const bounds = ranges.map(({ names: [begin, end], refusal }) => [bound(p, begin, false, refusal), bound(p, end, true, refusal)] as const);
  return rows.filter((row) => {
    for (const { field, match, v } of filters) {
      const value = filterText(row[field]);
      if (match === 'atLeast' || match === 'atMost') {
        // An amount bound: compared as numbers (a bound that is not one matches nothing).
        const [n, bound] = [Number(value), Number(v)];
        if (value === '' || !Number.isFinite(n) || !Number.isFinite(bound) || (match === 'atLeast' ? n < bound : n > bound)) return false;
        continue;
      }
      if (match === 'contains' ? !value.includes(v) : match === 'prefix' ? !value.startsWith(v) : match === 'member' ? !value.split(',').includes(v) : !exactMatches(value, v)) return false;
    }
    if (def.timeField) {
      const time = rangeTime(String(row[def.timeField] ?? ''));
      for (const [start, end] of bounds) {
        if (start !== undefined && time < start) return false;
        if (end !== undefined && time > end) return false;
      }
    }
    return true;
  });
}

/**
 * The rows in the order the list asks for (`orderBy` a sortable field, `order` asc or desc); else in the order of
 * the work for an entity declaring one (`inWorkOrder`), as stored otherwise.
 */
function sortRows(def: EntityDef, rows: Row[], p: Params): Row[] {
  const by = p.str('orderBy');
  if (!by || !def.sortable?.includes(by)) return def.work ? inWorkOrder(rows, def.work) : rows;
  const dir = p.str('order') === 'desc' ? -1 : 1;
  const value = (r: Row) => r[by];
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
    return String(x ?? '').localeCompare(String(y ?? ''), 'zh-CN') * dir;
  });
}

/** A page of the matching rows in the order asked for, each as the entity answers it. */
export function listPage(def: EntityDef, p: Params) {
  const { total, result } = paginate(sortRows(def, filterRows(def, p), p), p);
  return { total, result: result.map((r) => viewRow(def, presented(def, r))) };
}

function findRow(def: EntityDef, p: Params): Row {
  const id = p.required(def.id, `缺少参数 ${def.id}`);
  const row = scopedRows(def).find((r) => String(r[def.id]) === id);
  if (!row) refuse('记录不存在或已被删除');
  return row;
}

/** What makes an export of more than EXPORT_TASK_THRESHOLD rows a task (handlers/exportTask.ts): its id and what to tell. */
type LongExport = (def: EntityDef, params: Params) => { taskId: number; msg: string };
let longExport: LongExport | null = null;

/** Registers what a list's long export becomes (the export tasks' handlers do, when they are served). */
export function onLongExport(start: LongExport): void {
  longExport = start;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An xlsx workbook of the rows (one sheet, the row fields as columns). xlsx is loaded on the first export, so the
 * demo backend starts (and the first screen shows) without it. The `amounts` columns (a schema's money fields:
 * `amountNames`) are numeric cells shown grouped with 2 decimals (§9, AMOUNT_NUMBER_FORMAT).
 */
export async function workbook(rows: readonly Row[], sheet: string, amounts: readonly string[] = []): Promise<ArrayBuffer> {
  const { utils, write } = await import('xlsx');
  const book = utils.book_new();
  const cells = utils.json_to_sheet(rows as Row[]);
  const range = utils.decode_range(cells['!ref'] ?? 'A1');
  for (let c = range.s.c; c <= range.e.c; c++) {
    if (!amounts.includes(String(cells[utils.encode_cell({ r: 0, c })]?.v))) continue;
    for (let r = 1; r <= range.e.r; r++) {
      const cell = cells[utils.encode_cell({ r, c })];
      if (!cell || !isMoneyValue(cell.v) || cell.v === '' || cell.v === null) continue;
      Object.assign(cell, { t: 'n', v: Number(cell.v), z: AMOUNT_NUMBER_FORMAT });
    }
  }
  utils.book_append_sheet(book, cells, sheet.slice(0, 31));
  return write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

/** The money fields of a schema: the columns an export writes as amounts (`workbook`). */
export const amountNames = (schema: AnySchema | undefined): string[] => (schema?.fields ?? []).filter((f) => f.type === 'money').map((f) => f.name);

/** The rows as an xlsx file answer (an endpoint's resolver may return it: respond.ts); `amounts` as in `workbook`. */
export async function xlsxFile(rows: readonly Row[], sheet: string, headers: Readonly<Record<string, string>> = {}, amounts: readonly string[] = []): Promise<Response> {
  return new HttpResponse(await workbook(rows, sheet, amounts), { headers: { 'Content-Type': XLSX_MIME, ...headers } });
}

/**
 * A POST answering one sheet as xlsx (§7 export helper: a report's table, a bill's lines): `sheet` reads the call's
 * parameters and gives the rows and the sheet's name, or refuses — an empty table included — answered as JSON.
 */
export function xlsxEndpoint(path: string, sheet: (p: Params) => { rows: readonly Row[]; name: string }): HttpHandler {
  return endpoint('POST', path, (p) => {
    const { rows, name } = sheet(p);
    if (rows.length === 0) refuse('没有符合条件的数据可导出');
    return xlsxFile(rows, name);
  });
}

/** A row as a list or a detail answers it: with what the backing's `present` joins. */
const presented = (def: EntityDef, row: Row): Row => (def.present ? def.present(row) : row);

/** A stored row as the answers show it (a tree node with its totals). */
const viewRow = (def: EntityDef, row: Row): Row => (def.tree ? def.tree.view(row) : row);

/** The codes an entity's calls need: its list route's, and its buttons' (adding, editing, deleting, each transition). */
function accessOf(def: EntityDef): { list: readonly string[] | null; add?: string; edit?: string; remove?: string; actions: Record<string, string | undefined> } {
  const schema = def.schema;
  if (!schema) return { list: null, actions: {} };
  const edit = (schema.actions ?? []).find((a) => a.key === 'edit')?.permission;
  return {
    list: def.personal ? null : listPermissions(schema),
    add: schema.addPermission ?? schema.create?.permission,
    edit,
    remove: schema.remove?.permission,
    // A call's code: a transition's, or a row action's served by the backing (a model's deploy).
    actions: Object.fromEntries([...(schema.actions ?? []).filter((a) => a.call), ...schema.transitions].map((a) => [a.key, a.permission])),
  };
}

/** The endpoints of an entity: only those it has (a list always; detail, export and save when declared; a tree's). */
export function entityHandlers(def: EntityDef): HttpHandler[] {
  const { list, detail, export: exp, save: savePath, import: importPath } = def.paths;
  // docs/architecture.md "Access": every call needs the list route's permission, a write its button's too (403 else).
  const access = accessOf(def);
  const reads = (p?: Params) => {
    const asked = p && def.readPermission?.(p);
    requirePermission(asked === undefined ? access.list : asked);
  };
  const writes = (code: string | undefined) => (reads(), requirePermission(code));
  const handlers: HttpHandler[] = [endpoint('ANY', list, (p) => (reads(p), listPage(def, p)))];
  // A detail answers the row as its list does: its computed fields, and what `present` joins (a company's stores and counts).
  if (detail) handlers.push(endpoint('ANY', detail, (p) => (reads(), viewRow(def, presented(def, readRows(def, [findRow(def, p)])[0]!)))));
  if (exp) {
    // §7 export helper: a binary xlsx of the filtered rows, or a JSON refusal.
    handlers.push(
      http.post(`*${exp}`, async ({ request }) => {
        try {
          writes(def.schema?.exportPermission);
          const params = await readParams(request);
          const rows = filterRows(def, params);
          if (rows.length === 0) refuse('没有符合条件的数据可导出');
          // Too many rows to wait for: a task of /DataExportpage (handlers/exportTask.ts) makes the file instead.
          if (rows.length > EXPORT_TASK_THRESHOLD && longExport && def.schema) {
            const { msg, taskId } = longExport(def, params);
            return HttpResponse.json(envelope(0, msg, { taskId }));
          }
          return await xlsxFile(rows, def.exportName, {}, amountNames(def.schema));
        } catch (e) {
          if (e instanceof ApiError) return HttpResponse.json(envelope(e.code, e.message, null));
          throw e;
        }
      }),
    );
  }
  const tree = def.tree;
  if (tree) handlers.push(endpoint('ANY', tree.path, (p) => (reads(), tree.nested(filterRows(def, p)))));
  const save = def.save;
  // The saved row answered as a list answers it (`present`: never what only the backend knows, an account's password).
  if (save && savePath) handlers.push(endpoint('POST', savePath, (p) => (writes(p.str(def.id) === undefined ? access.add : access.edit), presented(def, saveRow(def, save, p)))));
  if (save && importPath) handlers.push(endpoint('POST', importPath, (_p, request) => (writes(access.add), importRows(def, save, request)), { ownBody: true }));
  // A reference to another declared entity's records (`refers`) that no backing serves: its options, from those records.
  for (const [path, refers] of Object.entries(def.referred ?? {})) handlers.push(endpoint('GET', path, () => (reads(), referredOptions(refers))));
  const remove = def.remove;
  if (remove) {
    handlers.push(
      endpoint('POST', `${def.base ?? ''}/delete`, (p) => {
        writes(access.remove);
        const row = findRow(def, p);
        if (!remove.allowed(row)) refuse(remove.refusal);
        const used = remove.inUse?.(row);
        if (used) refuse(used);
        def.tree?.checkDelete(row);
        commit((d) => {
          const rows = d[def.collection] as unknown as Row[];
          rows.splice(rows.indexOf(row), 1);
        });
        if (def.schema) recordChange(def.schema, 'delete', row, undefined);
        return null;
      }),
    );
  }
  for (const [name, action] of Object.entries(def.actions ?? {})) {
    handlers.push(
      endpoint('POST', `${def.base ?? ''}/${name}`, (p) => {
        writes(access.actions[name]);
        const row = findRow(def, p);
        if (!action.allowed(row)) refuse(action.refusal);
        const notYours = dutyRefusal(action.duty, row, currentSession()?.userId);
        if (notYours) refuse(zh(notYours));
        const blocked = action.guard?.(row);
        if (blocked) refuse(blocked);
        def.tree?.checkTransition(name, row);
        const before = { ...row };
        commit(() => {
          action.apply(row, p);
          Object.assign(row, actorOf(def, name, row));
        });
        if (def.schema) recordChange(def.schema, name, before, row);
        return row;
      }),
    );
  }
  return handlers;
}

/** Puts `row` in `rows` in place of the one with the same `key`, or at the end when there is none. */
export function upsert<T>(rows: T[], key: keyof T, row: T): void {
  const at = rows.findIndex((r) => r[key] === row[key]);
  if (at >= 0) rows[at] = row;
  else rows.push(row);
}

/** The signed-in account's name (what its own rows are kept under: per-account settings, export tasks); refused without a session. */
export function accountOf(): string {
  const session = currentSession();
  if (!session) refuse('请先登录');
  return session.account;
}

/** A parameter holding a JSON list of strings (absent or empty: none); anything else is refused with `refusal`. */
export function stringListOf(p: Params, name: string, refusal: string): string[] {
  const raw = p.str(name);
  if (raw === undefined || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    refuse(refusal);
  }
  if (!Array.isArray(parsed) || !parsed.every((x) => typeof x === 'string')) refuse(refusal);
  return parsed as string[];
}

/** A row kept per account: its owner (never answered) besides. */
export type Owned<T> = T & { account: string };

/** The collections of per-account rows (their rows hold the owner's `account`). */
type OwnedCollections = { [K in Collections]: DemoData[K] extends readonly { account: string }[] ? K : never }[Collections];

/**
 * A per-account keyed store (saved views, column settings: docs/architecture.md "Saved views"): a collection of rows
 * each kept under its owner's account, registered empty (nothing is seeded); every call works on the signed-in
 * account's rows only, and answers them without their owner. `where` picks the rows of one key (a list's).
 */
export function ownStore<K extends OwnedCollections>(collection: K) {
  type T = DemoData[K][number];
  type Answered = Omit<T, 'account'>;
  registerCollection(collection, () => [] as unknown as DemoData[K]);
  const answered = (row: T): Answered => {
    const { account: _account, ...rest } = row;
    return rest;
  };
  const ownRows = (d: DemoData, account: string, where: (row: T) => boolean) => (d[collection] as T[]).filter((r) => r.account === account && where(r));
  return {
    /** The account's rows `where` picks, as answered. */
    list: (where: (row: T) => boolean = () => true): Answered[] => ownRows(data(), accountOf(), where).map(answered),
    /**
     * Saves `values` (stamped with the time) in one commit: onto the row `pick` chooses among the account's rows that
     * `where` keeps (it may refuse, or change the others: a new default clears the old), else as a new row, numbered
     * in `idField` from the store's sequence when it has one. Answers the saved row.
     */
    put(where: (row: T) => boolean, pick: (own: T[]) => T | undefined, values: Partial<Answered>, idField?: keyof T & string): Answered {
      const account = accountOf();
      return commit((d) => {
        const existing = pick(ownRows(d, account, where));
        const stamped = { ...values, updateTime: formatWallTime(nowWall()) };
        if (existing) return answered(Object.assign(existing, stamped));
        if (idField) d.sequence.entity += 1;
        const row = { ...(idField ? { [idField]: d.sequence.entity } : {}), account, ...stamped } as unknown as T;
        (d[collection] as T[]).push(row);
        return answered(row);
      });
    },
    /** Removes the account's row `where` picks; refused with `missing` when there is none (else nothing happens). */
    drop(where: (row: T) => boolean, missing?: string): null {
      const account = accountOf();
      return commit((d) => {
        const rows = d[collection] as T[];
        const index = rows.findIndex((r) => r.account === account && where(r));
        if (index >= 0) rows.splice(index, 1);
        else if (missing) refuse(missing);
        return null;
      });
    },
  };
}

/**
 * A handler module's declared entities, each with where its rows live (`declared`), served together: each one's
 * endpoints and its reference fields' options (`declaredHandlers`), in the order given (docs/architecture.md "Demo
 * backend"). An options path several of them share (the suppliers' names of ./handlers/dispatch.ts) is served once,
 * with the first that names it; each still checks its saved values among them.
 */
export function served<K extends string>(table: Readonly<Record<K, readonly [AnySchema, Backing]>>): { entities: Record<K, EntityDef>; handlers: HttpHandler[] } {
  const entities = {} as Record<K, EntityDef>;
  const handlers: HttpHandler[] = [];
  const servedOptions = new Set<string>();
  for (const [key, [schema, backing]] of Object.entries(table) as [K, readonly [AnySchema, Backing]][]) {
    entities[key] = declared(schema, backing);
    const options = Object.entries(backing.options ?? {}).filter(([path]) => !servedOptions.has(path));
    for (const [path] of options) servedOptions.add(path);
    handlers.push(...declaredHandlers(entities[key], { options: Object.fromEntries(options) }));
  }
  return { entities, handlers };
}
