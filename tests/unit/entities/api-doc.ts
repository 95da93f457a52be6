/**
 * Renders the generated parts of docs/api.md from the declarations (src/entities): the endpoints of every declared
 * entity — list, detail, export, save and transitions, as the screens call them and the demo backend
 * (src/mocks/entities.ts) serves them — and the dictionaries (src/entities/dicts.ts). Each part stands
 * between `<!-- generated:<name>:start -->` and `<!-- generated:<name>:end -->` in docs/api.md; apiDoc.test.ts fails
 * when one is out of date. Regenerate them with `UPDATE_API_DOC=1 npx vitest run tests/unit/entities/apiDoc.test.ts`.
 *
 * Pure: it reads the declarations only; what the backend adds (a supplier's scoping, the refusal of a value outside
 * a field's options) is passed in by the test from the demo backend.
 */
import type { Bilingual } from '@/i18n';
import {
  DEFAULT_RANGE_NAMES, fieldValidators, filteredField, filterFields, filterMatch, formFields, rangeNames, transitionField,
  type ActionField, type AnySchema, type ChildRows, type EntityField, type EnumOption, type Scalar, type Transition,
} from '@/entities/define';
import type { DictEntry } from '@/entities/dicts';
import { KINDS } from '@/entities/kinds';
import { importColumns, IMPORT_MAX_ROWS } from '@/entities/sheet';
import { CHILDREN, TOP, TREE_ID, treeRefusals } from '@/entities/tree';

export const REGENERATE = 'UPDATE_API_DOC=1 npx vitest run tests/unit/entities/apiDoc.test.ts';

export interface ApiDocOptions {
  /** Notes per entity id, printed under its heading (what the backend adds to the declaration). */
  notes?: Readonly<Record<string, readonly string[]>>;
  /** The backend's refusal of a value outside a field's options or dictionary, by the field's label. */
  notAnOption: (label: Bilingual) => string;
}

type Dictionaries = Readonly<Record<string, readonly DictEntry[]>>;

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const zh = (text: Bilingual) => text['zh-CN'];
const both = (text: Bilingual) => (text['zh-CN'] === text['en-US'] ? text['zh-CN'] : `${text['zh-CN']} / ${text['en-US']}`);
const quoted = (text: Bilingual) => code(zh(text));
const list = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const table = (head: readonly string[], rows: readonly (readonly string[])[]) => [
  `| ${head.join(' | ')} |`,
  `|${head.map(() => '---').join('|')}|`,
  ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
];

const entryText = (e: DictEntry) => (e.labelEn && e.labelEn !== e.label ? `${e.label} / ${e.labelEn}` : e.label);
const optionsText = (options: readonly EnumOption[]) => options.map((o) => `${code(o.value)} ${both(o.label)}`).join(', ');

/** What values a field or dialog field takes (a dictionary, fixed options, options asked from a path). */
function valuesText(field: EntityField | ActionField): string {
  if ('dict' in field && field.dict) return `dictionary ${code(field.dict)} (§8)`;
  if ('options' in field && field.options) return optionsText(field.options);
  if (field.type === 'reference' && field.dependsOn) {
    const { field: on, param = on } = field.dependsOn;
    return `a \`value\` of GET ${code(`${field.optionsPath}?${param}=<${on}>`)} (the options for the ${code(on)} sent)`;
  }
  // Options for the record the dialog acts on (the free cars of this order); one answered disabled is refused with its refusal.
  if (field.type === 'reference' && field.rowParam) {
    return `a \`value\` of GET ${code(`${field.optionsPath}?${field.rowParam}=<the row's ${field.rowParam}>`)} (the options for this record; one answered \`disabled\` is refused with its \`refusal\`)`;
  }
  if ('optionsPath' in field && field.optionsPath) return `a \`value\` of GET ${code(field.optionsPath)}`;
  if ('tree' in field && field.tree) return `an ${code(TREE_ID)} of GET ${code(field.tree.path)}${field.top ? `, or ${code(String(TOP))} (${both(field.top)})` : ''}`;
  return '';
}

/** "One of" a field's values, for its refusal of any other. */
const oneOf = (field: EntityField | ActionField) => ('dict' in field && field.dict ? `a value of ${valuesText(field)}` : `one of ${valuesText(field)}`);

/** A state value with its label from the field's dictionary or options (a state without a label is a declaration error). */
function stateText(schema: AnySchema, dicts: Dictionaries, fieldName: string, value: Scalar): string {
  const field = schema.fields.find((f) => f.name === fieldName);
  if (field?.type !== 'enum') return code(String(value));
  const entry = field.dict ? dicts[field.dict]?.find((e) => e.value === String(value)) : undefined;
  const option = field.options?.find((o) => o.value === String(value));
  const label = entry ? entryText(entry) : option && both(option.label);
  if (!label) throw new Error(`api-doc: ${schema.id}.${fieldName} has no label for the state ${String(value)}`);
  return `${code(String(value))} (${label})`;
}

/** Where the screens show a field (the detail fields only when the entity has a detail screen). */
const shownOn = (schema: AnySchema, f: EntityField) =>
  [f.column && 'list', schema.screens?.detail && (f.detail ?? f.column) && 'detail', f.form && 'form', f.filter && 'filter'].filter((x): x is string => typeof x === 'string').join(', ');

/** A computed field (define.ts `computed`): filled by the backend — a numbered entity's number by its pattern. */
function computedText(schema: AnySchema, f: EntityField): string {
  if (!f.computed) return '';
  const n = schema.numbering;
  if (n?.field !== f.name) return 'computed by the backend (read-only: ignored when a save sends it)';
  const date = n.date === 'day' ? 'YYYYMMDD' : 'YYYYMM';
  return `computed: the document number given on create, ${code(`${n.prefix}${date}`)} and ${n.digits} digits one above the highest of that date (unique in the kind; a duplicate is refused)`;
}

/** The row's fields: the declared ones, the row key, the status label and what transitions store. */
function rowRows(schema: AnySchema): string[][] {
  // A date range and a filter comparing another field (`of`) are parameters, not row fields.
  const declared = schema.fields.filter((f) => f.type !== 'dateRange' && !f.of);
  const names = new Set(declared.map((f) => f.name));
  const rows: string[][] = [];
  const takers = [schema.endpoints.detail && 'path' in schema.endpoints.detail && 'detail', schema.endpoints.save && 'save (editing)', schema.transitions.length > 0 && 'the transitions']
    .filter((x): x is string => typeof x === 'string');
  if (!names.has(schema.rowKey)) rows.push([code(schema.rowKey), 'row key (an integer in the demo data)', '', takers.length ? `the row's key, taken by ${list(takers)}` : 'the row\'s key', '']);
  for (const f of declared) rows.push([code(f.name), KINDS[f.type].wire, both(f.label), [valuesText(f), computedText(schema, f)].filter(Boolean).join('; '), shownOn(schema, f)]);
  const status = schema.status;
  if (status?.name && !names.has(status.name)) {
    const dict = schema.fields.find((f) => f.name === status.field && f.type === 'enum');
    const of = dict && 'dict' in dict && dict.dict ? ` in dictionary ${code(dict.dict)}` : '';
    rows.push([code(status.name), 'string', '', `the label of ${code(status.field)}${of}; the transitions keep it in step`, '']);
    names.add(status.name);
  }
  for (const tr of schema.transitions) {
    for (const name of storedBy(tr)) {
      if (names.has(name)) continue;
      names.add(name);
      rows.push([code(name), 'string', '', `stored by ${code(tr.key)}`, '']);
    }
  }
  return rows;
}

/** The fields a transition writes besides its state: the dialog's (but the one mapped to the state), the stamp, the set flags. */
function storedBy(tr: Transition): string[] {
  const by = typeof tr.to === 'object' ? tr.to.by : null;
  const names = (tr.fields ?? []).flatMap((f) => (f.type === 'reference' && f.display ? [f.display] : []));
  return [...(tr.fields ?? []).map((f) => f.name).filter((n) => n !== by), ...names, ...(tr.stamp ? [tr.stamp] : []), ...Object.keys(tr.set ?? {})];
}

function listSection(schema: AnySchema): string[] {
  const { list: endpoint } = schema.endpoints;
  const method = endpoint.method ? endpoint.method.toUpperCase() : 'GET or POST';
  const params: string[][] = [
    [code('page'), 'integer', 'page number', `from 1 (default 1)`],
    [code('pageSize'), 'integer', 'rows a page', `default 10; the screen sends ${schema.pageSize}`],
  ];
  for (const f of filterFields(schema)) {
    if (f.type === 'dateRange') {
      const [start, end] = rangeNames(f);
      const time = schema.fields.find((x) => x.name === schema.timeField);
      const timeLabel = time ? ` (${both(time.label)})` : '';
      params.push([`${code(start)}, ${code(end)}`, KINDS[f.type].wire, both(f.label),
        `bound ${code(schema.timeField ?? '')}${timeLabel}: ≥ ${code(start)}, ≤ ${code(end)}; the screen sends \`YYYY-MM-DD 00:00:00\` and \`YYYY-MM-DD 23:59:59\``]);
      continue;
    }
    const values = valuesText(f);
    // The row field compared, when the parameter is not one: "prefix of `bookingUserName`".
    const of = filteredField(f) === f.name ? '' : ` of ${code(filteredField(f))}`;
    const match = `${filterMatch(f) === 'member' ? 'one of the row\'s comma-joined values' : filterMatch(f)}${of}`;
    params.push([code(f.name), `${KINDS[f.type].wire}${values ? ` — ${values}` : ''}`, both(f.label), match]);
  }
  if (schema.timeField && !filterFields(schema).some((f) => f.type === 'dateRange')) {
    const [start, end] = DEFAULT_RANGE_NAMES;
    params.push([`${code(start)}, ${code(end)}`, KINDS.dateRange.wire, '(not on the screen)', `bound ${code(schema.timeField)}: ≥ ${code(start)}, ≤ ${code(end)}`]);
  }
  const sortable = schema.fields.filter((f) => f.sortable);
  if (sortable.length) {
    params.push([code('orderBy'), 'string', 'sort column', `one of ${sortable.map((f) => code(f.name)).join(', ')}; rows in stored order otherwise`]);
    params.push([code('order'), '`asc` or `desc`', 'sort direction', 'default `asc`']);
  }
  return [
    `#### ${method} ${endpoint.path} — ${endpoint.spec ? `spec ${endpoint.spec}` : 'console-defined'}`,
    '',
    'Parameters (the screen\'s filter form; empty ones are not sent):',
    '',
    ...table(['Parameter', 'Type', 'Filter', 'Matches'], params),
    '',
  ];
}

function detailSection(schema: AnySchema): string[] {
  const detail = schema.endpoints.detail;
  if (!detail) return [];
  if (!('path' in detail)) return ['The detail screen shows the row it was opened with (no call).', ''];
  return [`#### GET or POST ${detail.path} — console-defined`, '', `${code(schema.rowKey)} → the row (the fields above).`, ''];
}

function exportSection(schema: AnySchema): string[] {
  const exp = schema.endpoints.export;
  if (!exp) return [];
  return [
    `#### POST ${exp.path} — console-defined`,
    '',
    `The list's filter parameters (as for ${code(schema.endpoints.list.path)}, without \`page\` and \`pageSize\`) → an xlsx of every matching row`,
    `(see "Binary answers"). The §7 export helper saves it as ${code(`${zh(exp.name)}<YYYYMMDDHHmmss>.xlsx`)} (en-US ${code(`${exp.name['en-US']}<YYYYMMDDHHmmss>.xlsx`)}).`,
    '',
  ];
}

/** A declared field's rules as the backend checks them (a form's, a child's, a dialog's): its kind's and its options. */
function rulesText(f: EntityField | ActionField, opts: ApiDocOptions): string {
  const values = valuesText(f);
  const refusal = f.type === 'reference' && f.dependsOn ? zh(f.dependsOn.refusal) : opts.notAnOption(f.label);
  return [...fieldValidators(f).map((v) => code(zh(v.message))), ...(values ? [`${oneOf(f)}, else ${code(refusal)}`] : [])].join('; ');
}

function saveSection(schema: AnySchema, opts: ApiDocOptions): string[] {
  const save = schema.endpoints.save;
  if (!save) return [];
  const rows = formFields(schema).map((f) => {
    return [code(f.name), KINDS[f.type].wire, both(f.label), f.required ? quoted(f.required) : 'optional', rulesText(f, opts), f.unique ? quoted(f.unique) : ''];
  });
  return [
    `#### POST ${save.path} — console-defined`,
    '',
    `JSON of the add/edit form's fields. Without ${code(schema.rowKey)} a row is created; with ${code(schema.rowKey)} that row is updated:`,
    'a field sent empty (`null`) is cleared, a field not sent is left as it is. Answers the stored row. The form checks',
    'the same rules first, with the same messages; the backend refuses the first field that breaks one (nothing is stored):',
    ...(schema.edit
      ? [schema.edit.from.length === 0
          ? `An update is always refused (a row is never changed once created): ${quoted(schema.edit.refusal)}.`
          : `An update is refused unless ${code(schema.status?.field ?? '')} is ${list(schema.edit.from.map((v) => code(String(v))))}: ${quoted(schema.edit.refusal)}.`]
      : []),
    '',
    ...table(['Field', 'Type', 'Label', 'Required (refusal when empty)', 'Rules (refusal)', 'Unique (refusal)'], rows),
    '',
    ...(schema.children ?? []).filter((c) => c.form).flatMap((c) => childSection(c, opts)),
  ];
}

/** The import of the save's rows in a batch (docs/api.md "Import"): all saved or none. */
function importSection(schema: AnySchema): string[] {
  const path = schema.endpoints.import?.path;
  const save = schema.endpoints.save;
  if (!path || !save) return [];
  const columns = importColumns(schema).map((f) => code(f.name));
  return [
    `#### POST ${path} — console-defined`,
    '',
    `JSON \`{ rows: [...] }\`, each row the fields of a new row as ${code(save.path)} takes them (no ${code(schema.rowKey)}), at most`,
    `${IMPORT_MAX_ROWS}. Every row is checked as that save checks it — and a unique field against the stored rows and the batch's`,
    'earlier rows — before anything is stored: all rows are saved (answers `{ count }`), or none: code 1, msg',
    '`<n>行未通过检查，未导入任何数据`, `data.refused` `[{ index, field, msg }]` for every refused row (its index in `rows`, the',
    'field refused or null, the refusal). Each saved row is a change-history entry `import`. The import dialog\'s sheet',
    `has the columns ${list(columns)} (see "POST <base>/import" under "Other calls").`,
    '',
  ];
}

/** A record's child rows as the save takes them: a JSON array, each child checked by its fields' rules. */
function childSection(c: ChildRows, opts: ApiDocOptions): string[] {
  const rows = c.fields.map((f) => {
    return [code(f.name), KINDS[f.type].wire, both(f.label), f.required ? quoted(f.required) : 'optional', rulesText(f, opts)];
  });
  return [
    `${code(c.name)} (${both(c.label)}) is a JSON array of objects${c.required ? `, at least one (else ${quoted(c.required)})` : ''}${c.max !== undefined ? `, at most ${c.max} (else ${code(`${zh(c.label)}最多${c.max}行`)})` : ''};`,
    `sent, it replaces the record's list. A child that breaks a rule is refused as ${code(`${zh(c.label)}第N行：<refusal>`)}:`,
    '',
    ...table(['Child field', 'Type', 'Label', 'Required (refusal when empty)', 'Rules (refusal)'], rows),
    '',
  ];
}

function dialogRows(tr: Transition, opts: ApiDocOptions): string[][] {
  return (tr.fields ?? []).map((f) => {
    const required = !f.required ? 'optional' : f.requiredWhen ? `when ${code(f.requiredWhen.field)} is ${code(f.requiredWhen.value)}: ${quoted(f.required)}` : quoted(f.required);
    return [code(f.name), KINDS[f.type].wire, both(f.label), required, rulesText(f, opts)];
  });
}

function transitionSection(schema: AnySchema, tr: Transition, dicts: Dictionaries, opts: ApiDocOptions): string[] {
  const field = transitionField(schema, tr);
  const state = (name: string, values: readonly Scalar[]) => `${code(name)} is ${values.map((v) => stateText(schema, dicts, name, v)).join(' or ')}`;
  const conditions = [state(field, tr.from), ...Object.entries(tr.also ?? {}).map(([name, values]) => state(name, values))];
  const nameField = schema.status?.field === field ? schema.status.name : undefined;
  const label = nameField ? `; ${code(nameField)} follows with the new state's label` : '';
  let to: string;
  if (tr.to === undefined) to = `The state (${code(field)}) does not change.`;
  else if (typeof tr.to === 'object') {
    const by = tr.to.by;
    const byField = tr.fields?.find((f) => f.name === by);
    const cases = Object.entries(tr.to.map).map(([value, target]) => `${stateText(schema, dicts, field, target)} when ${code(by)} is ${code(value)}`);
    to = `Moves ${code(field)} to ${list(cases)}${label}; another ${code(by)} is refused with ${code(opts.notAnOption(byField?.label ?? tr.label))}.`;
  } else to = `Moves ${code(field)} to ${stateText(schema, dicts, field, tr.to)}${label}.`;
  const stored = (tr.fields ?? []).map((f) => f.name).filter((n) => typeof tr.to !== 'object' || n !== tr.to.by);
  const named = (tr.fields ?? []).flatMap((f) => (f.type === 'reference' && f.display ? [`${code(f.display)} (the label of the chosen ${code(f.name)})`] : []));
  const writes = [
    ...(stored.length ? [`stores ${list(stored.map(code))} on the row (empty when not sent)`] : []),
    ...(named.length ? [`sets ${list(named)}`] : []),
    ...Object.entries(tr.set ?? {}).map(([name, value]) => `sets ${code(name)} to ${stateText(schema, dicts, name, value)}`),
    ...(tr.stamp ? [`sets ${code(tr.stamp)} to the time of the call`] : []),
  ];
  const where = `${tr.fields?.length ? 'a row button of the list, with a dialog' : 'a row button of the list, after a confirmation'}${tr.route ? `, opened on the record by its route ${code(tr.route)} too` : ''}`;
  const out = [
    `#### POST ${schema.base ?? ''}/${tr.key} — console-defined`,
    '',
    `${both(tr.label)}: ${where}${tr.permission ? `; button permission ${code(tr.permission)}` : ''}. JSON ${code(`{ ${[schema.rowKey, ...(tr.fields ?? []).map((f) => f.name)].join(', ')} }`)}; answers the changed row.`,
    '',
    `- Allowed when ${conditions.join(' and ')}; otherwise refused with ${quoted(tr.refusal)} (nothing changes).`,
    `- ${to}`,
    ...(writes.length ? [`- Also ${list(writes)}.`] : []),
  ];
  if (tr.fields?.length) out.push('', ...table(['Dialog field', 'Type', 'Label', 'Required (refusal when empty)', 'Values and rules (refusal)'], dialogRows(tr, opts)));
  out.push('');
  return out;
}

function entitySection(schema: AnySchema, dicts: Dictionaries, opts: ApiDocOptions): string[] {
  const s = schema.screens ?? {};
  const screens = (['list', 'detail', 'add', 'edit'] as const).flatMap((k) => (s[k] ? [`${k} ${code(s[k])}`] : []));
  const notes = opts.notes?.[schema.id] ?? [];
  return [
    `### ${both(schema.title)}`,
    '',
    `${schema.base ? `Base ${code(schema.base)}` : 'Its own paths'}, row key ${code(schema.rowKey)}. Screens: ${screens.length ? screens.join(', ') : 'none of its own'}.`,
    ...notes.map((n) => `${n}`),
    '',
    ...listSection(schema),
    'Rows (`data: { total, result }`):',
    '',
    ...table(['Field', 'Type', 'Label', 'Values', 'Shown on'], rowRows(schema)),
    '',
    ...detailSection(schema),
    ...treeSection(schema),
    ...exportSection(schema),
    ...saveSection(schema, opts),
    ...importSection(schema),
    ...schema.transitions.flatMap((tr) => transitionSection(schema, tr, dicts, opts)),
    ...deleteSection(schema, dicts),
  ];
}

/** A tree entity's nested answer and the rules that keep its tree sound (src/entities/tree.ts, src/mocks/tree.ts). */
function treeSection(schema: AnySchema): string[] {
  const tree = schema.tree;
  const path = schema.endpoints.tree?.path;
  if (!tree || !path) return [];
  const r = treeRefusals(tree);
  const fill = (text: Bilingual) => code(zh(text));
  const field = (name: string) => code(name);
  const inUse = tree.inUse && schema.status ? tree.inUse.map((v) => code(String(v))).join(' or ') : null;
  const counts = tree.counts ?? [];
  return [
    `#### GET or POST ${path} — console-defined`,
    '',
    `§3 tree data: the list's filter parameters (as for ${code(schema.endpoints.list.path)}, without paging) → the matching rows nested:`,
    `each row with ${code(CHILDREN)} (its matching children; absent on a leaf), siblings ordered by ${field(tree.order ?? TREE_ID)} then ${code(TREE_ID)}.`,
    `A row whose parent does not match (or whose ${field(tree.parent)} is ${code(String(TOP))}, the top level) is a root.`,
    ...counts.map((c) => `${field(c.total)} is added to every row of every answer (list, detail, tree): its ${field(c.own)} plus all its descendants'.`),
    '',
    'The tree is kept sound (each refusal leaves everything as it was; `{…}` is filled in):',
    '',
    `- save: a ${field(tree.parent)} that is not ${code(String(TOP))} must be an existing row, else ${fill(r.noParent)}; not the row itself nor one of its descendants, else ${fill(r.cycle)};`,
    `  no other child of the same parent may have the same ${field(tree.label)}, else ${fill(r.duplicate)}` +
      (inUse ? `; a row in use (${code(schema.status!.field)} ${inUse}; a new row is) cannot be under a parent that is not, else ${fill(r.underDisabled)}.` : '.'),
    ...(schema.remove
      ? [`- delete: refused while the row has children, with ${fill(r.hasChildren)}${counts.map((c) => `, and while its ${field(c.own)} is not 0, with ${fill(c.blocksDelete)}`).join('')}.`]
      : []),
    ...(inUse
      ? [`- a transition taking a row out of use is refused while a child is in use, with ${fill(r.childrenInUse)}; one putting it back in use while its parent is not, with ${fill(r.parentNotInUse)}.`]
      : []),
    '',
  ];
}

function deleteSection(schema: AnySchema, dicts: Dictionaries): string[] {
  const remove = schema.remove;
  if (!remove) return [];
  const field = schema.status?.field;
  const states = remove.from && field ? remove.from.map((v) => stateText(schema, dicts, field, v)).join(', ') : 'any';
  return [
    `#### POST ${schema.base ?? ''}/delete — console-defined`,
    '',
    `Deletes the row ${code(schema.rowKey)} (the screen asks for a confirmation first; button permission ${code(remove.permission ?? '—')}).`,
    `Allowed when ${field ? code(field) : 'the row'} is ${states}; otherwise refused with ${code(remove.refusal ? zh(remove.refusal) : '该记录当前的状态不能删除')}. Answers \`data: null\`.`,
    '',
  ];
}

const generatedBy = (what: string) => [
  `<!-- Generated from ${what} by tests/unit/entities/api-doc.ts; do not edit by hand.`,
  `     Regenerate: ${REGENERATE} -->`,
  '',
];

/** The entity sections: the given declared entities, in declaration order, their headings from `level` (3: ###). */
export function renderEntities(entities: readonly AnySchema[], dicts: Dictionaries, opts: ApiDocOptions, level = 3): string {
  const out = [...generatedBy('the declarations in src/entities')];
  for (const schema of entities) out.push(...entitySection(schema, dicts, opts).map((line) => (/^#{3,} /.test(line) ? line.slice(3 - level) : line)));
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}

/** The file of one area's entity sections (docs/api/<area>.md), whole: a title, a link back, the sections. */
export function renderArea(area: string, entities: readonly AnySchema[], dicts: Dictionaries, opts: ApiDocOptions): string {
  const head = [
    `# API contract: the ${code(area)} entities`,
    '',
    `The endpoints of the entities declared in ${code(`src/entities/${area}/`)}, generated from their declarations. Conventions, the`,
    'error catalogue, the dictionaries and every hand-written call are in [the API contract](../api.md).',
    '',
  ];
  return `${head.join('\n')}\n${renderEntities(entities, dicts, opts, 2)}`;
}

/** The index of the areas' files in docs/api.md: each area with its entities, linked. */
export function renderAreaIndex(areas: ReadonlyMap<string, readonly AnySchema[]>): string {
  const rows = [...areas].map(([area, entities]) => [`[${area}](api/${area}.md)`, entities.map((e) => `${both(e.title)} (${code(e.id)})`).join(', ')]);
  return `${[...generatedBy('the declarations in src/entities'), ...table(['Area (`src/entities/<area>/`)', 'Entities'], rows)].join('\n')}\n`;
}

/** The dictionary table of §8. */
export function renderDictionaries(dicts: Dictionaries): string {
  const rows = Object.entries(dicts).map(([type, entries]) => [code(type), entries.map((e) => `${e.value} ${entryText(e)}`).join(', ')]);
  return `${[...generatedBy('src/entities/dicts.ts'), ...table(['`type`', 'Entries (value label / English label)'], rows)].join('\n')}\n`;
}

/** The record search's table (GET /api/search): each entity declaring `search`, its searched and shown fields. */
export function renderSearch(entities: readonly AnySchema[]): string {
  const label = (schema: AnySchema, name: string) => {
    const field = schema.fields.find((f) => f.name === name || f.display === name);
    return field ? `${code(name)} ${zh(field.label)}` : code(name);
  };
  const rows = entities.flatMap((schema) =>
    schema.search
      ? [[both(schema.title), code(schema.id), schema.search.fields.map((f: string) => label(schema, f)).join(', '), (schema.search.detail ?? []).map((f: string) => label(schema, f)).join(', '), code(schema.screens?.detail ?? '')]]
      : [],
  );
  return `${[...generatedBy('the declarations in src/entities (`search`)'), ...table(['Entity', '`entity`', 'Searched (the first is `label`)', '`detail` shows', 'Detail screen'], rows)].join('\n')}\n`;
}

/** The document with the text between `<!-- generated:<name>:start -->` and `<!-- generated:<name>:end -->` replaced. */
export function replaceGenerated(doc: string, name: string, body: string): string {
  const start = `<!-- generated:${name}:start -->\n`;
  const end = `<!-- generated:${name}:end -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/api.md: no "${start.trim()}" … "${end}" block`);
  return `${doc.slice(0, from + start.length)}${body}${doc.slice(to)}`;
}
