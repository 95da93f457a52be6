/**
 * Generic entity endpoints of the demo backend (docs/architecture.md "Demo backend"): an entity declared in
 * src/entities plus where its rows live (`declared()`) gives a paged, filtered list, a detail, an xlsx export of the
 * current filter, a save checked with the form's own rules and messages, and its status transitions, allowed and
 * refused by the same rule the screen uses. Every path is documented in docs/api.md.
 *
 * List filtering (the same rule the dashboard counts use, so a list opened from a count shows those rows):
 * - a parameter naming a field of the row matches that field exactly, as text (`todoVehicle=true` matches true);
 * - a parameter named in `like` (a declared filter whose match is `contains`) matches when the row's field contains it;
 * - `beginTime` / `endTime` bound the entity's `timeField` (a date alone covers the whole day);
 * - page, pageSize and unknown names are ignored.
 *
 * Entities not yet declared in src/entities (the process and designer lists) still describe their backend here
 * directly (`EntityDef`); they move to declarations with their screens.
 */
import { HttpResponse, http, type HttpHandler } from 'msw';
import {
  fieldValidators, filterFields, filterMatch, formFields, removeAllowed, transitionAllowed, transitionField, transitionTarget,
  type ActionField, type AnySchema, type EntityField, type Transition,
} from '@/entities/define';
import { KINDS } from '@/entities/kinds';
import { DICTIONARIES, dictLabel } from '@/entities/dicts';
import { commit, currentSession, data } from './db';
import { ApiError, refuse } from './errors';
import type { DemoData } from './model';
import { readParams, type Params } from './params';
import { endpoint, envelope, paginate } from './respond';
import { formatWallTime, nowWall, parseWallTime } from './time';
import { treeBackend, type TreeBackend } from './tree';
import { companyOf } from './users';

type Row = Record<string, unknown>;
type Collections = { [K in keyof DemoData]: DemoData[K] extends readonly object[] ? K : never }[keyof DemoData];

export interface EntityAction {
  /** The row may take this action only in these states (checked on the stored row, not the caller's copy). */
  allowed: (row: Row) => boolean;
  /** The refusal when it may not. */
  refusal: string;
  /** Changes the stored row (params: what the screen sent, e.g. a reason or a supplier). */
  apply: (row: Row, params: Params) => void;
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
  complete?: (row: Readonly<Row>) => Row;
  /** Fields whose value must be unique among the rows the caller can see, with the refusal. */
  unique?: { field: string; refusal: string } | readonly { field: string; refusal: string }[];
}

export interface EntityDef {
  collection: Collections;
  /** Base path: `<base>/list`, `<base>/detail`, `<base>/export`, `<base>/<action>`. */
  base: string;
  /** The row's id field, sent as a parameter of the same name to detail and actions. */
  id: string;
  /** Field bounded by beginTime/endTime. */
  timeField?: string;
  /** Filters matching by "contains" instead of equality. */
  like?: readonly string[];
  /** Sheet and file label of the export. */
  exportName: string;
  actions?: Readonly<Record<string, EntityAction>>;
  /** `POST <base>/save`: creates a row (no id sent) or updates the declared fields of one. */
  save?: EntitySave;
  /** A supplier sees only its own rows (the row's `supplierName` is the signed-in supplier's company). */
  supplierScoped?: boolean;
  /** `POST <base>/delete`: removes a row in a state that allows it. */
  remove?: { allowed: (row: Row) => boolean; refusal: string };
  /** The fields the list sorts by (`orderBy`, `order` asc | desc). */
  sortable?: readonly string[];
  /** A tree entity's (./tree): `<base>/tree`, its checks of saves, deletes and transitions, its rows' totals. */
  tree?: TreeBackend;
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
  /** The options of its reference fields, by their optionsPath (served there, and a saved id must be one of them). */
  options?: Readonly<Record<string, () => readonly Option[]>>;
  /** Fields that follow from a saved row (a model's seats), besides the display names derived for every entity. */
  complete?: (row: Readonly<Row>) => Row;
}

/** An option of a reference field. */
export interface Option {
  value: string | number;
  label: string;
}

const zh = (text: { 'zh-CN': string }) => text['zh-CN'];

/** The options a value of an enum or select must be one of (null: any, as when they are asked from the backend). */
function allowedValues(field: EntityField | ActionField): readonly string[] | null {
  const options = 'options' in field ? field.options : undefined;
  if (options) return options.map((o) => o.value);
  const dict = 'dict' in field ? field.dict : undefined;
  return dict ? (DICTIONARIES[dict] ?? []).map((e) => e.value) : null;
}

/** The refusal of a value outside a field's options. */
export const notAnOption = (label: { 'zh-CN': string }) => `${zh(label)}的取值无效`;

/** The backend's check of one declared value: the same validators as the form, then the options. */
function checkValue(field: EntityField | ActionField, validators: readonly { check: (v: unknown) => { 'zh-CN': string } | null }[], value: string): string | null {
  for (const v of validators) {
    const problem = v.check(value);
    if (problem) return zh(problem);
  }
  const allowed = allowedValues(field);
  return allowed && !allowed.includes(value) ? notAnOption(field.label) : null;
}

/** The save endpoint's fields of a declaration: its form fields, with their kind's conversion and every rule. */
function saveFields(schema: AnySchema): SaveField[] {
  return formFields(schema).map((f) => ({
    name: f.name,
    required: f.required && zh(f.required),
    check: (v: string) => checkValue(f, fieldValidators(f), v),
    parse: (v: string) => KINDS[f.type].fromWire(v),
  }));
}

/** Whether a dialog field must be filled in, given what else was sent. */
function dialogRequired(f: ActionField, p: Params): boolean {
  if (!f.required) return false;
  return !f.requiredWhen || p.str(f.requiredWhen.field) === f.requiredWhen.value;
}

/** A transition as the backend runs it: the declared states, the dialog's checks, the new state and its label. */
function transitionAction(schema: AnySchema, tr: Transition, effect?: (row: Row, params: Params) => void): EntityAction {
  const field = transitionField(schema, tr);
  const statusDict = schema.fields.find((f) => f.name === field && f.type === 'enum');
  const nameField = schema.status?.field === field ? schema.status.name : undefined;
  return {
    allowed: (row) => transitionAllowed(schema, tr, row),
    refusal: zh(tr.refusal),
    apply: (row, p) => {
      const values: Row = {};
      for (const f of tr.fields ?? []) {
        const v = p.str(f.name);
        if (v === undefined) {
          if (dialogRequired(f, p)) refuse(zh(f.required!));
          continue;
        }
        const problem = checkValue(f, f.validators ?? [], v);
        if (problem) refuse(problem);
        values[f.name] = v;
      }
      const to = transitionTarget(tr, values);
      if (typeof tr.to === 'object' && to === undefined) refuse(notAnOption(tr.fields?.find((f) => f.name === (tr.to as { by: string }).by)?.label ?? tr.label));
      const by = typeof tr.to === 'object' ? tr.to.by : null;
      for (const f of tr.fields ?? []) if (f.name !== by) row[f.name] = values[f.name] ?? '';
      if (to !== undefined) {
        row[field] = to;
        if (nameField) row[nameField] = (statusDict?.type === 'enum' && statusDict.dict ? dictLabel(statusDict.dict, to) : undefined) ?? '';
      }
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

/** The backend of a declared entity (see the header comment), and the endpoints of its reference fields' options. */
export function declared(schema: AnySchema, backing: Backing): EntityDef {
  const def = derive(schema, backing);
  registry.set(schema.id, def);
  return def;
}

/** The handlers of a declared entity: its endpoints and its reference fields' options. */
export function declaredHandlers(def: EntityDef, backing: Pick<Backing, 'options'>): HttpHandler[] {
  return [...entityHandlers(def), ...Object.entries(backing.options ?? {}).map(([path, options]) => endpoint('GET', path, () => options()))];
}

/**
 * What every declared entity's save derives from its fields (docs/architecture.md "Demo backend"): a reference's id
 * must be one of its options and its display field takes the option's label; a city must exist and a store must be
 * in the chosen city, their display fields taking their names.
 */
function completeFields(schema: AnySchema, backing: Backing): (row: Readonly<Row>) => Row {
  return (row) => {
    const out: Row = {};
    for (const f of schema.fields) {
      const v = row[f.name];
      if (!f.form || v === undefined || v === null || v === '') continue;
      if (f.type === 'reference') {
        const option = backing.options?.[f.optionsPath]?.().find((o) => String(o.value) === String(v));
        if (!option) refuse(notAnOption(f.label));
        if (f.display) out[f.display] = option.label;
      } else if (f.type === 'treeRef') {
        // A node of the tree served at its path (0: the top level, when the field offers it).
        if (f.top && String(v) === '0') {
          if (f.display) out[f.display] = '';
          continue;
        }
        const node = [...registry.values()].find((d) => d.tree?.path === f.tree.path)?.collection;
        const found = node && (data()[node] as unknown as Row[]).find((r) => String(r.id) === String(v));
        if (!found) refuse(notAnOption(f.label));
        if (f.display) out[f.display] = found[f.tree.label];
      } else if (f.type === 'city') {
        const city = data().cities.find((c) => String(c.cityId) === String(v));
        if (!city) refuse(notAnOption(f.label));
        if (f.display) out[f.display] = city.cityName;
      } else if (f.type === 'store') {
        const store = data().stores.find((s) => String(s.storeId) === String(v));
        if (!store) refuse(notAnOption(f.label));
        if (String(store.cityId) !== String(row[f.city])) refuse(STORE_NOT_IN_CITY);
        if (f.display) out[f.display] = store.storeName;
      }
    }
    return { ...out, ...backing.complete?.({ ...row, ...out }) };
  };
}

/** The refusal of a store outside the chosen city. */
export const STORE_NOT_IN_CITY = '所选门店不属于所选城市';

function derive(schema: AnySchema, backing: Backing): EntityDef {
  if (!schema.base) throw new Error(`${schema.id}: a declared entity served by the demo backend needs a base path`);
  const hasCreateTime = schema.fields.some((f) => f.name === 'createTime');
  const unique = formFields(schema).flatMap((f) => (f.unique ? [{ field: f.name, refusal: zh(f.unique) }] : []));
  const tree = schema.tree && treeBackend(schema, schema.tree, () => data()[backing.collection] as unknown as Row[]);
  const complete = completeFields(schema, backing);
  return {
    tree,
    collection: backing.collection,
    base: schema.base,
    id: schema.rowKey,
    timeField: schema.timeField,
    like: filterFields(schema).filter((f) => filterMatch(f) === 'contains').map((f) => f.name),
    exportName: zh(schema.endpoints.export?.name ?? schema.title),
    supplierScoped: backing.supplierScoped,
    remove: schema.remove ? { allowed: (row) => removeAllowed(schema, row), refusal: zh(schema.remove.refusal ?? { 'zh-CN': '该记录当前的状态不能删除' }) } : undefined,
    sortable: schema.fields.filter((f) => f.sortable).map((f) => f.name),
    actions: Object.fromEntries(schema.transitions.map((tr) => [tr.key, transitionAction(schema, tr, backing.effects?.[tr.key])])),
    save: schema.endpoints.save
      ? {
          fields: saveFields(schema),
          defaults: () => ({ ...(hasCreateTime ? { createTime: formatWallTime(nowWall()) } : {}), ...backing.defaults?.() }),
          unique,
          complete: tree ? (row) => (tree.checkSave(row), complete(row)) : complete,
        }
      : undefined,
  };
}

function allRows(def: EntityDef): Row[] {
  return data()[def.collection] as unknown as Row[];
}

/** The rows the signed-in account may see. */
function rowsOf(def: EntityDef): Row[] {
  const own = def.supplierScoped ? supplierCompany() : null;
  return own === null ? allRows(def) : allRows(def).filter((r) => r.supplierName === own);
}

/** The signed-in supplier's company name; null for every other audience (they see all suppliers). */
function supplierCompany(): string | null {
  const session = currentSession();
  if (session?.audience !== 'supplier') return null;
  const company = companyOf(session.audience);
  return company.companyName ?? company.providerName ?? null;
}

function saveRow(def: EntityDef, save: EntitySave, p: Params): Row {
  const values: Row = {};
  const cleared: string[] = [];
  for (const f of save.fields) {
    const v = p.str(f.name);
    if (v === undefined) {
      if (f.required) refuse(f.required);
      // Sent empty: an edit clears the field (absent: left as it is).
      if (p.sent(f.name)) cleared.push(f.name);
      continue;
    }
    const problem = f.check?.(v);
    if (problem) refuse(problem);
    values[f.name] = f.parse ? f.parse(v) : f.number ? Number(v) : v;
  }
  const id = p.str(def.id);
  const existing = id === undefined ? undefined : rowsOf(def).find((r) => String(r[def.id]) === id);
  if (id !== undefined && !existing) refuse('记录不存在或已被删除');
  for (const { field, refusal } of [save.unique ?? []].flat()) {
    if (rowsOf(def).some((r) => r !== existing && values[field] !== undefined && r[field] === values[field])) refuse(refusal);
  }
  // What follows from the values (a city's name, a model's seats), or a refusal when they do not fit together.
  Object.assign(values, save.complete?.({ ...existing, ...values }));
  return commit((d) => {
    if (existing) return Object.assign(existing, Object.fromEntries(cleared.map((name) => [name, ''])), values);
    const rows = d[def.collection] as unknown as Row[];
    const nextId = Math.max(0, ...rows.map((r) => Number(r[def.id]) || 0)) + 1;
    const own = supplierCompany();
    const row: Row = { ...save.defaults(), ...values, [def.id]: nextId, ...(def.supplierScoped && own ? { supplierName: own } : {}) };
    rows.unshift(row);
    return row;
  });
}

function bound(p: Params, name: string, endOfDay: boolean): string | undefined {
  const v = p.str(name);
  if (v === undefined) return undefined;
  const ms = parseWallTime(v, endOfDay);
  if (ms === null) refuse('时间格式错误');
  return formatWallTime(ms);
}

/** The rows matching the list parameters (see the header comment). */
export function filterRows(def: EntityDef, p: Params): Row[] {
  const rows = rowsOf(def);
  const sample = rows[0] ?? {};
  const like = new Set(def.like ?? []);
  // beginTime/endTime are the range of timeField, even where a row has a field of that name (an order's endTime).
  const range = new Set(def.timeField ? [def.timeField, 'beginTime', 'endTime'] : []);
  const filters = p.entries().filter(([k]) => k in sample && !range.has(k));
  const start = def.timeField ? bound(p, 'beginTime', false) : undefined;
  const end = def.timeField ? bound(p, 'endTime', true) : undefined;
  return rows.filter((row) => {
    for (const [k, v] of filters) {
      const field = String(row[k] ?? '');
      if (like.has(k) ? !field.includes(v) : field !== v) return false;
    }
    if (def.timeField) {
      const time = String(row[def.timeField] ?? '');
      if (start !== undefined && time < start) return false;
      if (end !== undefined && time > end) return false;
    }
    return true;
  });
}

/** The rows in the order the list asks for (`orderBy` a sortable field, `order` asc or desc); as stored otherwise. */
function sortRows(def: EntityDef, rows: Row[], p: Params): Row[] {
  const by = p.str('orderBy');
  if (!by || !def.sortable?.includes(by)) return rows;
  const dir = p.str('order') === 'desc' ? -1 : 1;
  const value = (r: Row) => r[by];
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
    return String(x ?? '').localeCompare(String(y ?? ''), 'zh-CN') * dir;
  });
}

function findRow(def: EntityDef, p: Params): Row {
  const id = p.required(def.id, `缺少参数 ${def.id}`);
  const row = rowsOf(def).find((r) => String(r[def.id]) === id);
  if (!row) refuse('记录不存在或已被删除');
  return row;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An xlsx workbook of the rows (one sheet, the row fields as columns). xlsx is loaded on the first export, so the
 * demo backend starts (and the first screen shows) without it.
 */
export async function workbook(rows: readonly Row[], sheet: string): Promise<ArrayBuffer> {
  const { utils, write } = await import('xlsx');
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.json_to_sheet(rows as Row[]), sheet.slice(0, 31));
  return write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

/** A stored row as the answers show it (a tree node with its totals). */
const viewRow = (def: EntityDef, row: Row): Row => (def.tree ? def.tree.view(row) : row);
const viewPage = (def: EntityDef, page: { total: number; result: Row[] }) => (def.tree ? { ...page, result: page.result.map((r) => viewRow(def, r)) } : page);

export function entityHandlers(def: EntityDef): HttpHandler[] {
  const handlers: HttpHandler[] = [
    endpoint('ANY', `${def.base}/list`, (p) => viewPage(def, paginate(sortRows(def, filterRows(def, p), p), p))),
    endpoint('ANY', `${def.base}/detail`, (p) => viewRow(def, findRow(def, p))),
    // §7 export helper: a binary xlsx of the filtered rows, or a JSON refusal.
    http.post(`*${def.base}/export`, async ({ request }) => {
      try {
        const rows = filterRows(def, await readParams(request));
        if (rows.length === 0) refuse('没有符合条件的数据可导出');
        return new HttpResponse(await workbook(rows, def.exportName), { headers: { 'Content-Type': XLSX_MIME } });
      } catch (e) {
        if (e instanceof ApiError) return HttpResponse.json(envelope(e.code, e.message, null));
        throw e;
      }
    }),
  ];
  const tree = def.tree;
  if (tree) handlers.push(endpoint('ANY', tree.path, (p) => tree.nested(filterRows(def, p))));
  const save = def.save;
  if (save) handlers.push(endpoint('POST', `${def.base}/save`, (p) => saveRow(def, save, p)));
  const remove = def.remove;
  if (remove) {
    handlers.push(
      endpoint('POST', `${def.base}/delete`, (p) => {
        const row = findRow(def, p);
        if (!remove.allowed(row)) refuse(remove.refusal);
        def.tree?.checkDelete(row);
        commit((d) => {
          const rows = d[def.collection] as unknown as Row[];
          rows.splice(rows.indexOf(row), 1);
        });
        return null;
      }),
    );
  }
  for (const [name, action] of Object.entries(def.actions ?? {})) {
    handlers.push(
      endpoint('POST', `${def.base}/${name}`, (p) => {
        const row = findRow(def, p);
        if (!action.allowed(row)) refuse(action.refusal);
        def.tree?.checkTransition(name, row);
        return commit(() => {
          action.apply(row, p);
          return row;
        });
      }),
    );
  }
  return handlers;
}
