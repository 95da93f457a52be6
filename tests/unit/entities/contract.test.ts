/**
 * The contract test (docs/architecture.md "Contract test"): for every declared entity, the screen and the demo
 * backend agree on what the declaration says. Its time grows with the entities' fields and transitions (each a few
 * calls to the in-process backend), not with rendering: the screens' use of the declaration (rules, row actions)
 * is read from the same functions the screens call.
 *
 * - the list pages (`{ total, result }`, page and pageSize) and honours each declared filter as declared (on the
 *   rows the signed-in admin sees, with the fields the backend computes when it reads them: a list of one's own tasks shows the admin's; a list the seed gives fewer than four
 *   of them gets copies of its own rows under new keys, so that paging has a second page);
 * - every required form field is refused when missing, and every form field's kind rule refuses a bad value, with
 *   the form's message; a seeded row saved back unchanged is accepted (the seed obeys the rules);
 * - every transition is offered by the screen exactly in the states the backend allows it, is refused elsewhere
 *   with its refusal, refuses a missing required dialog field with the dialog's message, and moves the state;
 * - the route table's `parent` of each detail, add, edit and transition screen is the entity's list;
 * - an entity declaring `search` (docs/architecture.md "Record search"): each searched and shown field is declared,
 *   and `GET /api/search` finds a row by its own value of each searched field, opening the entity's detail screen;
 * - a tree entity (src/entities/tree.ts): `<base>/tree` nests every row once with its subtree totals, and the save,
 *   delete and transitions keep the tree sound with the tree's refusals (a missing parent, a cycle, a twin name,
 *   children or members left, a node in use under one that is not). Its transitions and delete are tried on a node
 *   the tree's rules let through (a leaf under nodes in use, without members), the generic checks being the same.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { findRoute } from '@/app/routes/table';
import { fieldRules } from '@/components/entity/rules';
import { computedFields, DELETE_KEY, EDIT_KEY, editAllowed, fieldValidators, filteredField, optionsUrl, filterFields, filterMatch, formFields, rangeNames, stepRoutes, transitionAllowed, transitionField, transitionTarget, type AnySchema, type EntityField, type Scalar, type Transition } from '@/entities/define';
import { DICTIONARIES } from '@/entities/dicts';
import { SAMPLE_IMAGE } from '@/entities/kinds';
import { ENTITIES } from '@/entities';
import { detailLinkOf, OPEN_RECORD_PARAM, SEARCH_MAX_LIMIT, SEARCH_MIN_LENGTH, SEARCH_PATH, type RecordHit } from '@/entities/search';
import { numberHead, numberOf } from '@/entities/numbering';
import { CHILDREN, fill, flatten, treeRefusals, TREE_ID } from '@/entities/tree';
import { commit, data } from '@/mocks/db';
import { formatWallTime, nowWall } from '@/mocks/time';
import { backendOf, childRefusal, nextDocumentNumber, notAnOption, readRows, refuseDuplicateNumber, rowsOf as visibleRows } from '@/mocks/entities';
import type { DemoData } from '@/mocks/model';
import '@/mocks/handlers';
import { call, ok } from '../mocks/api';

type Row = Record<string, unknown>;
type Page = { total: number; result: Row[] };

const zh = (text: { 'zh-CN': string }) => text['zh-CN'];

function backend(schema: AnySchema) {
  const def = backendOf(schema.id);
  if (!def) throw new Error(`${schema.id}: declared but the demo backend does not serve it (mocks: declared())`);
  return def;
}

/** The rows the signed-in account sees in the entity's list (the backend's scoping of its collection). */
function rowsOf(schema: AnySchema): Row[] {
  return visibleRows(backend(schema));
}

/** Paging is checked with pages of 3: a list showing fewer than 4 rows gets copies of its rows, under new keys. */
function enoughRows(schema: AnySchema): void {
  const shown = rowsOf(schema);
  if (shown.length === 0 || shown.length > 3) return;
  const key = schema.rowKey;
  commit((d) => {
    const stored = d[backend(schema).collection as keyof DemoData] as unknown as Row[];
    const top = Math.max(0, ...stored.map((r) => Number(r[key]) || 0));
    for (let n = 1; shown.length + n <= 4; n++) {
      const copy = shown[(n - 1) % shown.length]!;
      stored.push({ ...copy, [key]: typeof copy[key] === 'number' ? top + n : `${String(copy[key])}-${n}` });
    }
  });
}

const list = (schema: AnySchema, params: Record<string, string | number>) => ok<Page>(schema.endpoints.list.path, { method: 'GET', params: { pageSize: 1000, ...params } });

/** A value of this field's kind that its rules refuse (null: the kind refuses nothing by format). */
function badValue(field: EntityField): string | null {
  switch (field.type) {
    case 'plate':
    case 'mobile':
    case 'idNumber':
    case 'email':
      return '12';
    case 'number':
      return '1.5';
    case 'decimal':
    case 'money':
      return 'abc';
    case 'percent':
      return '101';
    case 'time':
      return '25:00';
    case 'switch':
      return 'maybe';
    case 'image':
    case 'file':
      return 'not-an-address';
    case 'damageMarks':
      return '[{"x":120,"y":20}]';
    case 'enum':
      return '__not_an_option__';
    default:
      return null;
  }
}

/**
 * The message the add/edit form shows for a value: its own antd rules (fieldRules, what EntityFormPage uses) run as
 * antd runs them, first refusal wins. A select cannot produce a value outside its options: that one is the backend's.
 */
async function formMessage(field: EntityField, value: string | undefined): Promise<string | null> {
  for (const r of fieldRules(field, 'zh-CN')) {
    const rule = typeof r === 'function' ? r({ getFieldValue: () => undefined } as never) : r;
    if (rule.required && (value === undefined || value.trim() === '')) return String(rule.message);
    if (rule.validator) {
      try {
        await rule.validator(rule as never, value, () => {});
      } catch (e) {
        return (e as Error).message;
      }
    }
  }
  return null;
}

/** What the backend must answer for a value: the form's message, or, for an enum, its options. */
async function expectedRefusal(field: EntityField, value: string): Promise<string | null> {
  const shown = await formMessage(field, value);
  if (shown) return shown;
  if (field.type === 'enum' || field.type === 'multi') {
    const allowed = field.options ? field.options.map((o) => o.value) : (DICTIONARIES[field.dict ?? ''] ?? []).map((e) => e.value);
    const values = field.type === 'multi' ? value.split(',') : [value];
    if (!values.every((v) => allowed.includes(v))) return notAnOption(field.label);
  }
  return null;
}

/** A row's form values as the form sends them (text). */
function formPayload(schema: AnySchema, row: Row): Record<string, string> {
  return Object.fromEntries(formFields(schema).flatMap((f) => (row[f.name] === undefined || row[f.name] === null || row[f.name] === '' ? [] : [[f.name, String(row[f.name])]])));
}

/** A date a year on (`YYYY-MM-DD`). */
const yearOn = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;

/**
 * Form values for a new record, to try in turn until the save's rules across records let them through: each seeded
 * row's; then with its readings high and its dates a year on (an odometer that only rises, a renewal after the lease it
 * extends; pairs of dates keep their order); then each option of its first reference (a vehicle with no open work
 * order), what depends on it its first option.
 */
async function* newRecordPayloads(schema: AnySchema): AsyncGenerator<Record<string, string>> {
  const seeded = rowsOf(schema).map((r) => formPayload(schema, r));
  const fields = formFields(schema);
  const later = (p: Record<string, string>) => ({
    ...p, ...Object.fromEntries(fields.flatMap((f) => (f.type === 'number' ? [[f.name, '999999']] : f.type === 'date' && p[f.name] ? [[f.name, yearOn(p[f.name]!)]] : []))),
  });
  yield* seeded;
  yield* seeded.map(later);
  const ref = fields.find((f) => f.type === 'reference' && !f.dependsOn);
  if (ref?.type !== 'reference') return;
  const options = await ok<{ value: string | number }[]>(optionsUrl(ref, undefined), { method: 'GET' });
  for (const [i, option] of options.entries()) {
    const payload: Record<string, string> = { ...later(seeded[i % seeded.length]!), [ref.name]: String(option.value) };
    for (const f of fields) {
      if (f.type !== 'reference' || f.dependsOn?.field !== ref.name) continue;
      const first = (await ok<{ value: string | number }[]>(optionsUrl(f, option.value), { method: 'GET' }))[0];
      if (first) payload[f.name] = String(first.value);
    }
    yield payload;
  }
}

/** Sets fields of a stored row (to put it in a state a transition needs). */
function setRow(schema: AnySchema, row: Row, values: Row): void {
  commit(() => Object.assign(row, values));
  expect(rowsOf(schema)).toContain(row);
}

/** The states of a status field: its dictionary's entries, or its declared options (an entity's own states). */
function statesOf(schema: AnySchema, name: string): { value: string }[] {
  const field = schema.fields.find((f) => f.name === name);
  if (field?.type !== 'enum') return [];
  return field.dict ? (DICTIONARIES[field.dict] ?? []) : [...(field.options ?? [])];
}

/** A value of the status field outside `from` (a dictionary's or an option's value when there is one, else a sentinel). */
function otherState(schema: AnySchema, tr: Transition): Scalar {
  const values: Scalar[] = statesOf(schema, transitionField(schema, tr)).map((e) => (/^-?\d+$/.test(e.value) ? Number(e.value) : e.value));
  return values.find((v) => !tr.from.some((f) => String(f) === String(v))) ?? '__other__';
}

/**
 * Dialog values that pass: an enum's first option (its dictionary's first), a reference's first option that may be
 * chosen as its path answers (for the value it depends on, and for the row: `rowParam`), a city and a store of it, a
 * plate, a text.
 */
async function dialogValues(tr: Transition, row?: Row): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const f of tr.fields ?? []) {
    if (f.type === 'enum' && f.options) values[f.name] = f.options[0]!.value;
    else if (f.type === 'enum' && f.dict) values[f.name] = DICTIONARIES[f.dict]![0]!.value;
    // A dependent reference: among the options for the value chosen for the field it depends on (a driver for the
    // vehicle) and for the row (`rowParam`: the free cars of this order); the first that may be chosen.
    else if (f.type === 'reference') values[f.name] = String((await ok<{ value: string | number; disabled?: boolean }[]>(optionsUrl(f, values[f.dependsOn?.field ?? ''], row), { method: 'GET' })).find((o) => !o.disabled)!.value);
    // A city and a store of it: the first open store's.
    else if (f.type === 'city' || f.type === 'store') {
      const store = data().stores.find((s) => s.storeStatus === 1)!;
      values[f.name] = String(f.type === 'city' ? store.cityId : store.storeId);
    }
    else if (f.type === 'percent') values[f.name] = '50';
    else if (f.type === 'switch') values[f.name] = 'true';
    else if (f.type === 'image') values[f.name] = SAMPLE_IMAGE;
    else if (f.type === 'plate') values[f.name] = '京A12345';
    // A time recorded now (a service's finish: after its start).
    else if (f.type === 'datetime') values[f.name] = formatWallTime(nowWall());
    else if (f.type === 'date') values[f.name] = '2026-01-01';
    // A reading or a count: high enough for a rule across records (an odometer that only rises), within its own range.
    else if (f.type === 'number') values[f.name] = ['999999', '1'].find((v) => fieldValidators(f).every((x) => !x.check(v)))!;
    // An amount: small enough for a rule against the row's own amounts (a payment not above the balance).
    else if (f.type === 'money' || f.type === 'decimal') values[f.name] = '1';
    // Damage marks on the car's outline: one mark with its note.
    else if (f.type === 'damageMarks') values[f.name] = '[{"x":30,"y":20,"note":"合同测试"}]';
    else values[f.name] = '合同测试';
  }
  return values;
}

/**
 * The row the transitions and delete are tried on: the first row no transition's guard holds back (a city without
 * open stores or available vehicles: the guards' refusals have their own tests), or for a tree a leaf whose ancestors
 * are in use, its members moved out (what the tree's own rules require; they are checked by the tree's tests below).
 */
function sampleRow(schema: AnySchema): Row {
  const rows = rowsOf(schema);
  const tree = schema.tree;
  // Guards of transitions, and what holds a row back from deletion (a role still held by accounts).
  const def = backendOf(schema.id);
  const guards = [...Object.values(def?.actions ?? {}).flatMap((a) => (a.guard ? [a.guard] : [])), ...(def?.remove?.inUse ? [def.remove.inUse] : [])];
  if (!tree) return rows.find((r) => guards.every((g) => g(r) === null)) ?? rows[0]!;
  const byId = new Map(rows.map((r) => [String(r[TREE_ID]), r]));
  const inUse = (r: Row) => !tree.inUse || tree.inUse.some((v) => String(v) === String(r[schema.status!.field]));
  const ancestorsInUse = (r: Row): boolean => {
    const parent = byId.get(String(r[tree.parent]));
    return !parent || (inUse(parent) && ancestorsInUse(parent));
  };
  const leaf = rows.find((r) => !rows.some((c) => String(c[tree.parent]) === String(r[TREE_ID])) && ancestorsInUse(r));
  if (!leaf) throw new Error(`${schema.id}: no seeded leaf under nodes in use`);
  setRow(schema, leaf, Object.fromEntries((tree.counts ?? []).map((c) => [c.own, 0])));
  return leaf;
}

beforeEach(async () => {
  await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
});

describe.each(ENTITIES.map((schema) => [schema.id, schema] as const))('entity %s', (_id, schema) => {
  beforeEach(() => enoughRows(schema));

  it('is served by the demo backend; its list pages', async () => {
    backend(schema);
    const all = rowsOf(schema);
    expect(all.length, 'seeded rows').toBeGreaterThan(3);
    const first = await list(schema, { page: 1, pageSize: 3 });
    const second = await list(schema, { page: 2, pageSize: 3 });
    expect(first.total).toBe(all.length);
    expect(first.result).toHaveLength(3);
    const ids = (page: Page) => page.result.map((r) => r[schema.rowKey]);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
  });

  it.each(filterFields(schema).map((f) => [f.name, f] as const))('honours its filter %s as declared', async (_name, field) => {
    // As the list reads them: with the fields the backend computes (a vehicle's operating state).
    const rows = readRows(backend(schema), rowsOf(schema));
    if (field.type === 'dateRange') {
      const time = String(rows[0]![schema.timeField!]);
      const [begin, end] = rangeNames(field);
      const day = time.slice(0, 10);
      const page = await list(schema, { [begin]: `${day} 00:00:00`, [end]: `${day} 23:59:59` });
      expect(page.result.map((r) => r[schema.rowKey])).toContain(rows[0]![schema.rowKey]);
      for (const r of page.result) expect(String(r[schema.timeField!]).slice(0, 10)).toBe(day);
      return;
    }
    // The row field the filter compares (a prefix filter names the field it is a prefix of).
    const of = filteredField(field);
    const row = rows.find((r) => r[of] !== undefined && r[of] !== null && r[of] !== '');
    expect(row, `a seeded row with ${of}`).toBeDefined();
    const full = String(row![of]);
    const contains = filterMatch(field) === 'contains';
    const prefix = filterMatch(field) === 'prefix';
    const member = filterMatch(field) === 'member';
    const sent = member ? full.split(',')[0]! : contains && full.length > 2 ? full.slice(1, -1) : prefix && full.length > 1 ? full.slice(0, -1) : full;
    const page = await list(schema, { [field.name]: sent });
    expect(page.result.map((r) => r[schema.rowKey])).toContain(row![schema.rowKey]);
    for (const r of page.result) {
      if (filterMatch(field) === 'atLeast') expect(Number(r[of])).toBeGreaterThanOrEqual(Number(sent));
      else if (filterMatch(field) === 'atMost') expect(Number(r[of])).toBeLessThanOrEqual(Number(sent));
      else if (member) expect(String(r[of]).split(',')).toContain(sent);
      else if (contains) expect(String(r[of])).toContain(sent);
      else if (prefix) expect(String(r[of]).startsWith(sent), `${String(r[of])} starts with ${sent}`).toBe(true);
      else expect(String(r[of])).toBe(sent);
    }
  });

  const save = schema.endpoints.save;
  if (save) {
    it('saves a seeded row back unchanged (the seed obeys the rules)', async () => {
      // The first row in a state that may be edited (a passed inspection is not: its edit is refused, rightly).
      const row = rowsOf(schema).find((r) => editAllowed(schema, r));
      // None only when the entity is edited in no state (a vehicle request is never changed once submitted).
      if (!row) return void expect(schema.edit?.from).toEqual([]);
      await ok(save.path, { params: { ...formPayload(schema, row), [schema.rowKey]: String(row[schema.rowKey]) } });
    });

    it.each(formFields(schema).map((f) => [f.name, f] as const))('refuses %s as the form does: missing when required, a bad value of its kind', async (_name, field) => {
      const row = rowsOf(schema)[0]!;
      const { [field.name]: _, ...without } = formPayload(schema, row);
      const missing = await call(save.path, { params: without });
      const shownWhenMissing = await formMessage(field, undefined);
      if (shownWhenMissing) expect(missing).toMatchObject({ code: 1, msg: shownWhenMissing });
      expect(shownWhenMissing === null, `${field.name}: the form requires it exactly when declared required`).toBe(!field.required);
      const bad = badValue(field);
      if (bad !== null) {
        const expected = await expectedRefusal(field, bad);
        expect(expected, `${field.name}: its rules refuse ${bad}`).not.toBeNull();
        expect(await call(save.path, { params: { ...formPayload(schema, row), [schema.rowKey]: String(row[schema.rowKey]), [field.name]: bad } })).toMatchObject({ code: 1, msg: expected });
      }
    });
  }

  const edit = schema.edit;
  if (edit) {
    it('edit states: the edit is offered exactly where the backend allows it — accepted in each edit state, refused elsewhere with its refusal', async () => {
      const link = (schema.actions ?? []).find((a) => a.key === EDIT_KEY);
      // Declared or a backing's own: the engine's save (saveRow) is what checks the edit states.
      const savePath = backend(schema).paths.save;
      expect(savePath, 'an entity with edit states is saved by the engine').toBeDefined();
      // A row that may be edited as seeded: its other values pass the save's rules (an inspection booked in its window).
      const row = rowsOf(schema).find((r) => editAllowed(schema, r)) ?? rowsOf(schema)[0]!;
      const field = schema.status!.field;
      const others = statesOf(schema, field).filter((e) => !edit.from.some((v) => String(v) === e.value));
      expect(others.length, 'a state outside the edit states').toBeGreaterThan(0);
      const payload = { ...formPayload(schema, row), [schema.rowKey]: String(row[schema.rowKey]) };
      for (const other of others) {
        setRow(schema, row, { [field]: /^-?\d+$/.test(other.value) ? Number(other.value) : other.value });
        if (link) expect(link.when?.(row) ?? true, `offered in ${other.value}`).toBe(false);
        expect(await call(savePath!, { params: payload })).toMatchObject({ code: 1, msg: zh(edit.refusal) });
      }
      for (const state of edit.from) {
        setRow(schema, row, { [field]: state });
        if (link) expect(link.when?.(row) ?? true, `offered in ${String(state)}`).toBe(true);
        const saved = await ok<Row>(savePath!, { params: payload });
        expect(String(saved[schema.rowKey]), `saved in ${String(state)}`).toBe(String(row[schema.rowKey]));
      }
    });
  }

  it('computed fields: declared computed where the backend computes them when it reads; never a form field, nor taken from a save', async () => {
    const def = backend(schema);
    const computed = computedFields(schema).map((f) => f.name);
    const stored = rowsOf(schema).find((r) => editAllowed(schema, r)) ?? rowsOf(schema)[0]!;
    // A declared field the backing computes when it reads, not stored on the row, is declared computed (docs/api.md says so).
    const read = def.computed?.()(stored) ?? {};
    for (const name of Object.keys(read)) if (schema.fields.some((f) => f.name === name && f.type !== 'dateRange' && !f.of) && !(name in stored)) expect(computed, `${name} is computed when read`).toContain(name);
    expect(formFields(schema).filter((f) => computed.includes(f.name))).toEqual([]);
    if (!def.paths.save || !def.save || computed.length === 0) return;
    // Sent with a save: ignored (the row's own values stay, or what the backend fills).
    const sent = '__sent__';
    const saved = await ok<Row>(def.paths.save, { params: { ...formPayload(schema, stored), [schema.rowKey]: String(stored[schema.rowKey]), ...Object.fromEntries(computed.map((name) => [name, sent])) } });
    for (const name of computed) expect(saved[name], name).not.toBe(sent);
    for (const name of computed) expect(stored[name], name).not.toBe(sent);
  });

  const numbering = schema.numbering;
  if (numbering) {
    it('numbering: two new records take the next numbers of the pattern, unique in the kind; a number another record holds is refused', async () => {
      const def = backend(schema);
      const field = numbering.field;
      const today = formatWallTime(nowWall());
      const shape = new RegExp(`^${numberHead(numbering, today)}\\d{${numbering.digits},}$`);
      const stored = () => (data()[def.collection] as unknown as Row[]);
      const expected = nextDocumentNumber(schema);
      const made: Row[] = [];
      if (def.paths.save) {
        // Created by the engine's save: a seeded row's form values sent as a new record (the first two its rules across
        // records let through: a contract whose vehicles are in no other live lease, a vehicle with no open work order).
        for await (const payload of newRecordPayloads(schema)) {
          const answer = await call(def.paths.save, { params: payload });
          if (answer.code === 0) made.push(answer.data as Row);
          if (made.length === 2) break;
        }
      } else {
        // Made by a bespoke creator (a demand bill of a month): it calls the engine's nextDocumentNumber, as here.
        for (const _ of [1, 2]) {
          const row = { ...rowsOf(schema)[0]!, [schema.rowKey]: -1 - made.length, [field]: nextDocumentNumber(schema) };
          commit(() => void stored().unshift(row));
          made.push(row);
        }
      }
      expect(made.length, 'two records created').toBe(2);
      const [first, second] = made.map((r) => String(r[field]));
      expect(first).toBe(expected);
      expect(first).toMatch(shape);
      expect(second).toBe(numberOf(numbering, today, Number(first!.slice(numberHead(numbering, today).length)) + 1));
      expect(stored().filter((r) => r[field] === first || r[field] === second)).toHaveLength(2);
      // A number is unique within its kind: a record holding another's number is refused (refuseDuplicateNumber, the
      // engine's check on every create).
      const twin = { ...made[0]!, [schema.rowKey]: -99 };
      expect(() => refuseDuplicateNumber(def, twin)).toThrow(`${zh(schema.fields.find((f) => f.name === field)!.label)}${first}已存在，不能重复`);
      expect(() => refuseDuplicateNumber(def, { ...twin, [field]: nextDocumentNumber(schema) })).not.toThrow();
      // The rows made are taken away again (the later tests read the seeded rows first).
      const keys = new Set(made.map((r) => String(r[schema.rowKey])));
      commit(() => {
        const rows = stored();
        for (let i = rows.length - 1; i >= 0; i--) if (keys.has(String(rows[i]![schema.rowKey])) && (rows[i]![field] === first || rows[i]![field] === second)) rows.splice(i, 1);
      });
    });
  }

  it.each((schema.children ?? []).filter((c) => c.form && save).map((c) => [c.name, c] as const))('child rows %s: each child is refused as the form refuses it, and saved as sent', async (_name, child) => {
    const row = rowsOf(schema)[0]!;
    const base = { ...formPayload(schema, row), [schema.rowKey]: String(row[schema.rowKey]) };
    const seeded = row[child.name] as Row[];
    expect(seeded.length, 'seeded child rows').toBeGreaterThan(0);
    const children = seeded.map((c) => Object.fromEntries(Object.entries(c).map(([k, v]) => [k, String(v)])));
    for (const f of child.fields) {
      const shown = await formMessage(f, undefined);
      if (!shown) continue;
      const { [f.name]: _, ...without } = children[0]!;
      expect(await call(save!.path, { params: { ...base, [child.name]: JSON.stringify([without]) } as never })).toMatchObject({ code: 1, msg: childRefusal(child.label, 0, shown) });
    }
    const saved = await ok<Row>(save!.path, { params: { ...base, [child.name]: JSON.stringify(children) } as never });
    expect(saved[child.name]).toEqual(seeded);
  });

  it.each(schema.transitions.map((tr) => [tr.key, tr] as const))('transition %s: offered and allowed alike, refused alike, moves the state', async (_key, tr) => {
    const action = (schema.actions ?? []).find((a) => a.key === tr.key);
    expect(action, 'the screen offers it as a row action').toBeDefined();
    if (tr.permission) expect(action!.permission).toBe(tr.permission);
    const path = `${schema.base}/${tr.key}`;
    const row = sampleRow(schema);
    const id = { [schema.rowKey]: String(row[schema.rowKey]) };
    const field = transitionField(schema, tr);

    // Not in one of its states: not offered, and refused.
    setRow(schema, row, { [field]: otherState(schema, tr) });
    expect(action!.when?.(row) ?? true).toBe(false);
    expect(await call(path, { params: { ...id, ...(await dialogValues(tr, row)) } })).toMatchObject({ code: 1, msg: zh(tr.refusal) });

    // In it: offered; a missing required dialog field is refused with the dialog's message; then it moves.
    const ready = { [field]: tr.from[0]!, ...Object.fromEntries(Object.entries(tr.also ?? {}).map(([f, values]) => [f, values[0]!])) };
    setRow(schema, row, ready);
    expect(transitionAllowed(schema, tr, row)).toBe(true);
    expect(action!.when?.(row) ?? true).toBe(true);
    const values = await dialogValues(tr, row);
    for (const f of tr.fields ?? []) {
      if (!f.required || f.requiredWhen) continue;
      const { [f.name]: _, ...without } = values;
      expect(await call(path, { params: { ...id, ...without } })).toMatchObject({ code: 1, msg: zh(f.required) });
    }
    // A dialog field's bad value of its kind is refused with the dialog form's own message (the same rules as a form's).
    for (const f of tr.fields ?? []) {
      const bad = badValue(f);
      if (bad === null) continue;
      expect(await call(path, { params: { ...id, ...values, [f.name]: bad } })).toMatchObject({ code: 1, msg: await expectedRefusal(f, bad) });
    }
    const moved = await ok<Row>(path, { params: { ...id, ...values } });
    const to = transitionTarget(tr, values);
    if (to !== undefined) expect(String(moved[field])).toBe(String(to));
    for (const [f, v] of Object.entries(tr.set ?? {})) expect(moved[f]).toBe(v);
    if (to !== undefined && schema.status?.name && schema.status.field === field) {
      const dict = schema.fields.find((f) => f.name === field);
      // The dictionary's label, or the declared option's (an entity's own states: statusLabelKeeper keeps either).
      const label = dict?.type !== 'enum' ? undefined : dict.dict ? DICTIONARIES[dict.dict]?.find((e) => e.value === String(to))?.label : dict.options?.find((o) => o.value === String(to))?.label['zh-CN'];
      expect(moved[schema.status.name]).toBe(label);
    }
  });

  it.each(schema.fields.filter((f) => f.sortable).map((f) => [f.name, f] as const))('sorts by %s both ways, as the column asks', async (_name, field) => {
    const values = (page: Page) => page.result.map((r) => r[field.name]);
    const compare = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? ''), 'zh-CN'));
    const asc = values(await list(schema, { orderBy: field.name, order: 'asc' }));
    const desc = values(await list(schema, { orderBy: field.name, order: 'desc' }));
    expect(asc).toEqual([...asc].sort(compare));
    expect(desc).toEqual([...desc].sort((a, b) => compare(b, a)));
  });

  const remove = schema.remove;
  if (remove) {
    it('deletes a row only in the states the screen offers it, after which it is gone', async () => {
      const action = (schema.actions ?? []).find((a) => a.key === DELETE_KEY);
      expect(action, 'the screen offers delete as a row action').toBeDefined();
      expect(action!.permission).toBe(remove.permission);
      const row = sampleRow(schema);
      const id = { [schema.rowKey]: String(row[schema.rowKey]) };
      const path = `${schema.base}/${DELETE_KEY}`;
      if (remove.from) {
        const field = schema.status!.field;
        const other = statesOf(schema, field).find((e) => !remove.from!.some((v) => String(v) === e.value));
        setRow(schema, row, { [field]: other ? Number(other.value) : '__other__' });
        expect(action!.when!(row)).toBe(false);
        expect(await call(path, { params: id })).toMatchObject({ code: 1, msg: zh(remove.refusal ?? { 'zh-CN': '该记录当前的状态不能删除' }) });
        setRow(schema, row, { [field]: remove.from[0]! });
      }
      expect(action!.when?.(row) ?? true).toBe(true);
      await ok(path, { params: id });
      expect(rowsOf(schema)).not.toContain(row);
      expect(await call(schema.endpoints.detail && 'path' in schema.endpoints.detail ? schema.endpoints.detail.path : `${schema.base}/detail`, { method: 'GET', params: id })).toMatchObject({ code: 1, msg: '记录不存在或已被删除' });
    });
  }

  it.each((schema.related ?? []).map((r) => [r.key, r] as const))('related list %s filters by declared filters of its entity, so "view all" opens it filtered', (_key, related) => {
    const row = rowsOf(schema)[0]!;
    // A date range travels as its two bounds (beginTime/endTime), as its list's URL carries it.
    const filters = new Set(filterFields(related.entity).flatMap((f) => (f.type === 'dateRange' ? [f.name, ...rangeNames(f)] : [f.name])));
    for (const name of Object.keys(related.filter(row))) expect(filters, `${related.entity.id} filter ${name}`).toContain(name);
    expect(related.entity.screens?.list, `${related.entity.id} has a list screen to open`).toBeDefined();
  });

  it('its screens are in the route table with the list (or a route listing it too) as their parent', () => {
    const { list: listPath, alsoListed = [], ...others } = schema.screens ?? {};
    const screens = [...Object.values(others), ...stepRoutes(schema).map((s) => s.route)];
    if (listPath) expect(findRoute(listPath), listPath).toBeDefined();
    for (const path of alsoListed) expect(findRoute(path), path).toBeDefined();
    for (const path of screens) {
      expect(findRoute(path), path).toBeDefined();
      if (listPath) expect([listPath, ...alsoListed], `${path}'s parent`).toContain(findRoute(path)?.parent);
    }
  });

  const search = schema.search;
  if (search) {
    // A hit opens the detail screen, or (an entity whose detail is a drawer) the list with the record's drawer open.
    const drawer = !!detailLinkOf(schema)?.drawer;
    it('record search: its searched and shown fields are declared, its detail screen (or drawer over its list) opens from a hit', () => {
      const names = new Set(schema.fields.flatMap((f) => (f.display ? [f.name, f.display] : [f.name])));
      for (const f of [...search.fields, ...(search.detail ?? [])]) expect(names, `search field ${f}`).toContain(f);
      if (drawer) expect(schema.screens?.list).toBeDefined();
      else {
        expect(schema.screens?.detail).toBeDefined();
        expect(detailLinkOf(schema)?.open).toBeDefined();
      }
    });

    it.each(search.fields.map((f) => [f] as const))('record search finds a row by its own %s', async (field) => {
      const rows = rowsOf(schema);
      const text = (r: Row) => (typeof r[field] === 'string' || typeof r[field] === 'number' ? String(r[field]).toLowerCase() : '');
      const link = detailLinkOf(schema)!;
      // A row the search can show (its detail offered) whose value not too many rows contain (the per-entity limit).
      const row = rows.find((r) => text(r).length >= SEARCH_MIN_LENGTH && (!link.when || link.when(r)) && rows.filter((o) => text(o).includes(text(r))).length <= SEARCH_MAX_LIMIT);
      expect(row, `a row with a ${field}`).toBeDefined();
      const hits = await ok<RecordHit[]>(SEARCH_PATH, { method: 'GET', params: { keyword: text(row!).toUpperCase(), limit: SEARCH_MAX_LIMIT } });
      const hit = hits.find((h) => h.entity === schema.id && h.key === String(row![schema.rowKey]));
      expect(hit, `${field} ${text(row!)} found`).toBeDefined();
      expect(hit!.label).toBe(String(row![search.fields[0]]));
      if (drawer) expect(hit!.path).toBe(`${schema.screens?.list}?${OPEN_RECORD_PARAM}=${String(row![schema.rowKey])}`);
      else expect(hit!.path.split('?')[0]).toBe(schema.screens?.detail);
    });
  }

  const tree = schema.tree;
  if (tree) {
    const refusals = treeRefusals(tree);
    const treePath = schema.endpoints.tree!.path;
    const statusField = schema.status?.field ?? '';
    const inUse = (r: Row) => !tree.inUse || tree.inUse.some((v) => String(v) === String(r[statusField]));
    const idOf = (r: Row) => String(r[TREE_ID]);
    const kids = (r: Row) => (r[CHILDREN] as Row[] | undefined) ?? [];
    const childrenOf = (r: Row) => rowsOf(schema).filter((c) => String(c[tree.parent]) === idOf(r));
    const withChildren = () => rowsOf(schema).find((r) => childrenOf(r).length > 0 && childrenOf(childrenOf(r)[0]!).length > 0)!;
    const saveAs = (r: Row, values: Row) => call(schema.endpoints.save!.path, { params: { ...formPayload(schema, { ...r, ...values }), [TREE_ID]: idOf(r) } });

    it('tree: answers every row once, nested under its parent, siblings in order, with subtree totals', async () => {
      const nodes = await ok<Row[]>(treePath, { method: 'GET' });
      const all = flatten(nodes);
      expect(all.map(idOf).sort()).toEqual(rowsOf(schema).map(idOf).sort());
      for (const root of nodes) expect(String(root[tree.parent])).toBe('0');
      for (const node of all) {
        for (const child of kids(node)) expect(String(child[tree.parent])).toBe(idOf(node));
        const order = kids(node).map((c) => Number(c[tree.order ?? TREE_ID]));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        for (const c of tree.counts ?? []) {
          expect(node[c.total]).toBe(Number(node[c.own]) + kids(node).reduce((sum, k) => sum + Number(k[c.total]), 0));
        }
      }
      // The list's filters narrow the tree: the matching nodes only.
      const name = String(rowsOf(schema).at(-1)![tree.label]);
      const found = flatten(await ok<Row[]>(treePath, { method: 'GET', params: { [tree.label]: name } }));
      expect(found.length).toBeGreaterThan(0);
      for (const node of found) expect(String(node[tree.label])).toContain(name);
    });

    it('tree: a save refuses a parent that does not exist, a cycle and a twin name; a move is answered with its new parent', async () => {
      const parent = withChildren();
      const child = childrenOf(parent)[0]!;
      const grandchild = childrenOf(child)[0]!;
      const zhOf = (text: Parameters<typeof fill>[0], vars: Record<string, string> = {}) => zh(fill(text, vars));
      expect(await saveAs(child, { [tree.parent]: 999_999 })).toMatchObject({ code: 1, msg: zhOf(refusals.noParent) });
      expect(await saveAs(child, { [tree.parent]: child[TREE_ID] })).toMatchObject({ code: 1, msg: zhOf(refusals.cycle) });
      expect(await saveAs(parent, { [tree.parent]: grandchild[TREE_ID] })).toMatchObject({ code: 1, msg: zhOf(refusals.cycle) });
      const sibling = childrenOf(parent)[1]!;
      const twin = String(sibling[tree.label]);
      expect(await saveAs(child, { [tree.label]: twin })).toMatchObject({ code: 1, msg: zhOf(refusals.duplicate, { name: twin }) });
      const { [TREE_ID]: _, ...fresh } = child;
      expect(await call(schema.endpoints.save!.path, { params: formPayload(schema, { ...fresh, [tree.parent]: parent[TREE_ID] }) })).toMatchObject({ code: 1, msg: zhOf(refusals.duplicate, { name: String(child[tree.label]) }) });
      // Moved under its sibling: accepted, answered with the new parent's name where the field shows it.
      const moved = await ok<Row>(schema.endpoints.save!.path, { params: { ...formPayload(schema, { ...grandchild, [tree.parent]: sibling[TREE_ID] }), [TREE_ID]: idOf(grandchild) } });
      expect(String(moved[tree.parent])).toBe(idOf(sibling));
      const display = schema.fields.find((f) => f.name === tree.parent)?.display;
      if (display) expect(moved[display]).toBe(sibling[tree.label]);
      expect(flatten(await ok<Row[]>(treePath, { method: 'GET' })).find((n) => idOf(n) === idOf(sibling))![CHILDREN]).toEqual(expect.arrayContaining([expect.objectContaining({ [TREE_ID]: grandchild[TREE_ID] })]));
    });

    if (schema.remove) {
      it('tree: a delete is refused while the node has children, then while it has members', async () => {
        const path = `${schema.base}/${DELETE_KEY}`;
        const parent = withChildren();
        expect(await call(path, { params: { [TREE_ID]: idOf(parent) } })).toMatchObject({ code: 1, msg: zh(fill(refusals.hasChildren, { n: childrenOf(parent).length })) });
        const count = tree.counts?.[0];
        if (count) {
          const leaf = rowsOf(schema).find((r) => childrenOf(r).length === 0)!;
          setRow(schema, leaf, { [count.own]: 3 });
          expect(await call(path, { params: { [TREE_ID]: idOf(leaf) } })).toMatchObject({ code: 1, msg: zh(fill(count.blocksDelete, { n: 3 })) });
          expect(rowsOf(schema)).toContain(leaf);
        }
      });
    }

    if (tree.inUse) {
      const outOfUse = schema.transitions.find((tr) => tr.to !== undefined && typeof tr.to !== 'object' && !tree.inUse!.some((v) => String(v) === String(tr.to)));
      const intoUse = schema.transitions.find((tr) => tr.to !== undefined && typeof tr.to !== 'object' && tree.inUse!.some((v) => String(v) === String(tr.to)));
      it('tree: a node in use stays under one in use (taking one out of use, putting it back, adding under it)', async () => {
        const parent = rowsOf(schema).find((r) => inUse(r) && childrenOf(r).some(inUse))!;
        const busy = childrenOf(parent).filter(inUse);
        if (outOfUse) {
          expect(await call(`${schema.base}/${outOfUse.key}`, { params: { [TREE_ID]: idOf(parent) } })).toMatchObject({
            code: 1, msg: zh(fill(refusals.childrenInUse, { names: busy.map((r) => String(r[tree.label])).join('、') })),
          });
        }
        const notInUse = outOfUse && typeof outOfUse.to !== 'object' ? outOfUse.to! : '__other__';
        setRow(schema, parent, { [statusField]: notInUse });
        const child = busy[0]!;
        setRow(schema, child, { [statusField]: notInUse });
        if (intoUse) {
          expect(await call(`${schema.base}/${intoUse.key}`, { params: { [TREE_ID]: idOf(child) } })).toMatchObject({
            code: 1, msg: zh(fill(refusals.parentNotInUse, { name: String(parent[tree.label]) })),
          });
        }
        const { [TREE_ID]: _, ...fresh } = child;
        expect(await call(schema.endpoints.save!.path, { params: formPayload(schema, { ...fresh, [tree.label]: '合同测试新节点', [tree.parent]: parent[TREE_ID] }) })).toMatchObject({
          code: 1, msg: zh(fill(refusals.underDisabled, { name: String(parent[tree.label]) })),
        });
      });
    }
  }
});
