/**
 * Spreadsheet import, its pure half (docs/architecture.md "Import"): which of a declaration's form fields a sheet
 * carries (its columns), their bilingual headers, how a cell's text becomes the wire value the save takes (a
 * dictionary's label its value, a city's name its id, 2026/3/5 → 2026-03-05), and the check of every row with the
 * same rules as the form and the demo backend (`fieldValidators`, the required message, the options, uniqueness
 * within the file). The worker reading the file (src/components/entity/import) and the tests use it; the demo
 * backend's batch endpoint (`<base>/import`) checks each row again as a save.
 *
 * The options a cell is matched against (dictionaries, cities, stores, referenced records) come from the backend and
 * are passed in (`Lookups`): this module asks nothing.
 */
import type { Bilingual } from '@/i18n';
import { fieldValidators, formFields, optionRefusal, STORE_OUTSIDE_CITY, type AnySchema, type EntityField } from './define';

/** At most this many data rows in one file (a larger one is refused before anything is checked). */
export const IMPORT_MAX_ROWS = 10_000;

/** The kinds a cell can hold: not an upload, not rich text, not a range; a dependent reference neither (its options vary by row). */
const CELL_KINDS: ReadonlySet<EntityField['type']> = new Set([
  'text', 'textarea', 'plate', 'mobile', 'idNumber', 'email', 'number', 'decimal', 'percent', 'money', 'enum', 'multi', 'switch', 'date', 'datetime',
  'time', 'city', 'store', 'reference', 'treeRef',
]);

const isCellField = (f: EntityField) => CELL_KINDS.has(f.type) && !(f.type === 'reference' && f.dependsOn);

/** The columns of the entity's sheet: its form fields a cell can hold, in the form's order. */
export function importColumns(schema: AnySchema): EntityField[] {
  return formFields(schema).filter(isCellField);
}

/**
 * Whether the entity's list offers import: it has a save endpoint and an import endpoint, and every required form
 * field is a column (a required photo cannot come from a sheet).
 */
export function importable(schema: AnySchema): boolean {
  return !!schema.endpoints.save && !!schema.endpoints.import && formFields(schema).every((f) => !f.required || isCellField(f));
}

/** A column's header: both languages, a required one marked with `*` (`*车牌号 / Plate`). */
export function headerText(field: EntityField): string {
  const { 'zh-CN': zh, 'en-US': en } = field.label;
  return `${field.required ? '*' : ''}${zh === en ? zh : `${zh} / ${en}`}`;
}

const squash = (text: string) => text.replace(/^\s*\*/, '').replace(/\s+/g, '').toLowerCase();

/**
 * The field of each header cell (null: a column the entity does not take, ignored): a header matches a column by its
 * bilingual header, either language's label or the wire name, `*` and spaces aside. `missing`: the required columns
 * the sheet lacks (the file is refused).
 */
export function readHeader(columns: readonly EntityField[], header: readonly string[]): { fields: (EntityField | null)[]; missing: EntityField[] } {
  const names = new Map<string, EntityField>();
  for (const f of columns) for (const n of [headerText(f), f.label['zh-CN'], f.label['en-US'], f.name]) names.set(squash(n), f);
  const fields = header.map((h) => names.get(squash(h)) ?? null);
  const taken = new Set(fields);
  // A column named twice: the first is read.
  const seen = new Set<EntityField>();
  for (const [i, f] of fields.entries()) {
    if (!f) continue;
    if (seen.has(f)) fields[i] = null;
    seen.add(f);
  }
  return { fields, missing: columns.filter((f) => f.required && !taken.has(f)) };
}

/** A choice a cell may name: its wire value, the texts that name it (labels in both languages), its parent (a store's city). */
export interface SheetOption {
  value: string;
  labels: readonly string[];
  parent?: string;
  /** What the template's drop-down list offers for it (default its first label): a tree node's full path. */
  shown?: string;
}

/** The choices of the option-bearing columns, by field name (enum, multi, city, store, reference, treeRef). */
export type Lookups = Readonly<Record<string, readonly SheetOption[]>>;

/** What is wrong with a row: the field (null: the whole row) and the message, in both languages. */
export interface RowProblem {
  field: string | null;
  label: Bilingual | null;
  message: Bilingual;
}

/**
 * A checked row: its number in the sheet (the header is row 1), its cells' texts by field (as the report shows them),
 * the wire values read, and its problems (none: it passes).
 */
export interface CheckedRow {
  rowNo: number;
  texts: Record<string, string>;
  values: Record<string, string>;
  problems: RowProblem[];
}

const YES = new Set(['是', 'y', 'yes', 'true', '1', '√']);
const NO = new Set(['否', 'n', 'no', 'false', '0', '×']);

const pad = (n: number | string) => String(n).padStart(2, '0');

/** The days from 1899-12-30 (a spreadsheet's serial date, 1900 system) as YYYY-MM-DD [HH:mm:ss]. */
function serialDate(serial: number, withTime: boolean): string {
  const at = new Date(Math.round((serial - 25_569) * 86_400) * 1000);
  const day = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  return withTime ? `${day} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}` : day;
}

const DAY_TEXT = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[\sT]+(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

/**
 * A date cell as the wire carries it: YYYY-MM-DD (with HH:mm:ss for a datetime), read from 2026-3-5, 2026/3/5,
 * 2026.3.5, 2026年3月5日 or a serial number; anything else is left as typed (the kind's rule then refuses it).
 */
function dateText(text: string, withTime: boolean): string {
  if (/^\d+(?:\.\d+)?$/.test(text) && Number(text) > 59 && Number(text) < 2_958_466) return serialDate(Number(text), withTime);
  const m = DAY_TEXT.exec(text);
  if (!m) return text;
  const day = `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}`;
  if (!withTime) return m[4] === undefined ? day : text;
  return `${day} ${pad(m[4] ?? '0')}:${pad(m[5] ?? '0')}:${pad(m[6] ?? '0')}`;
}

const labelMatch = (option: SheetOption, text: string) => option.value === text || option.labels.some((l) => l.toLowerCase() === text.toLowerCase());

/** The options of a field a cell may name (a store's: those of the row's city). */
function choicesOf(field: EntityField, lookups: Lookups): readonly SheetOption[] {
  return lookups[field.name] ?? [];
}

type Read = { value: string } | { problem: Bilingual };

/** The refusal of a name several choices share. */
const ambiguous = (field: EntityField, text: string): Bilingual => ({
  'zh-CN': `${field.label['zh-CN']}「${text}」有多个同名项，请填写下拉列表中的完整名称`,
  'en-US': `${field.label['en-US']} "${text}" names several choices: use the full name from the drop-down list`,
});

/** A cell's text as the wire value of its field, or why it cannot be one (before the kind's rules). */
function readCell(field: EntityField, text: string, row: Readonly<Record<string, string>>, lookups: Lookups): Read {
  switch (field.type) {
    case 'plate':
      return { value: text.toUpperCase().replace(/\s+/g, '') };
    case 'number':
    case 'decimal':
    case 'money':
    case 'percent':
      // Thousands separators as a sheet may show them (12,000).
      return { value: /^-?[\d,]+(?:\.\d+)?$/.test(text) ? text.replace(/,/g, '') : text };
    case 'switch': {
      const t = text.toLowerCase();
      return { value: YES.has(t) ? 'true' : NO.has(t) ? 'false' : text };
    }
    case 'date':
    case 'datetime':
      return { value: dateText(text, field.type === 'datetime') };
    case 'multi': {
      const values: string[] = [];
      for (const part of text.split(/[,，、;；]/).map((p) => p.trim()).filter(Boolean)) {
        const found = choicesOf(field, lookups).find((o) => labelMatch(o, part));
        if (!found) return { problem: optionRefusal(field.label) };
        values.push(found.value);
      }
      return { value: values.join(',') };
    }
    case 'store': {
      const named = choicesOf(field, lookups).filter((o) => labelMatch(o, text));
      if (!named.length) return { problem: optionRefusal(field.label) };
      const inCity = named.find((o) => o.parent === row[field.city]);
      return inCity ? { value: inCity.value } : { problem: STORE_OUTSIDE_CITY };
    }
    case 'enum':
    case 'city':
    case 'reference':
    case 'treeRef': {
      const found = choicesOf(field, lookups).filter((o) => labelMatch(o, text));
      // A name that several choices share (two departments called 前台服务组 under different branches) names none.
      if (new Set(found.map((o) => o.value)).size > 1) return { problem: ambiguous(field, text) };
      return found[0] ? { value: found[0].value } : { problem: optionRefusal(field.label) };
    }
    case 'time': {
      // A time typed in a spreadsheet arrives as a fraction of a day (09:30 → 0.3958…).
      const fraction = /^0(?:\.\d+)?$/.test(text) ? Number(text) : NaN;
      if (Number.isNaN(fraction)) return { value: text };
      const minutes = Math.round(fraction * 24 * 60);
      return { value: `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}` };
    }
    default:
      return { value: text };
  }
}

/** A cell of the sheet as text (a number as written, a boolean as 是/否 would read). */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : `${cell.getFullYear()}-${pad(cell.getMonth() + 1)}-${pad(cell.getDate())}`;
  return typeof cell === 'string' ? cell.trim() : '';
}

/** A data row of the sheet: its number in the sheet (the header is row 1) and its cells, in the header's order. */
export interface SheetRow {
  rowNo: number;
  cells: readonly unknown[];
}

/**
 * Checks rows of the sheet: every column's cell read as its wire value, then the required message, the kind's and
 * the declared rules (the form's and the backend's), and the unique fields unique within the file. `fields`: the
 * field of each header cell (`readHeader`). `seen` keeps the unique values met so far across calls (rows are
 * checked in slices).
 */
export function checkRows(
  fields: readonly (EntityField | null)[],
  columns: readonly EntityField[],
  rows: readonly SheetRow[],
  lookups: Lookups,
  seen: Map<string, Map<string, number>>,
): CheckedRow[] {
  const at = new Map(fields.flatMap((f, i) => (f ? [[f.name, i] as const] : [])));
  return rows.map(({ rowNo, cells }) => {
    const texts: Record<string, string> = {};
    for (const f of columns) {
      const index = at.get(f.name);
      texts[f.name] = index === undefined ? '' : cellText(cells[index]);
    }
    const values: Record<string, string> = {};
    const problems: RowProblem[] = [];
    const fail = (f: EntityField, message: Bilingual) => problems.push({ field: f.name, label: f.label, message });
    // In the form's order: a store reads its city's value, read before it.
    for (const f of columns) {
      const text = texts[f.name] ?? '';
      if (text === '') {
        if (f.required) fail(f, f.required);
        continue;
      }
      const read = readCell(f, text, values, lookups);
      if ('problem' in read) {
        fail(f, read.problem);
        continue;
      }
      const problem = fieldValidators(f).map((v) => v.check(read.value)).find((p) => p !== null);
      if (problem) {
        fail(f, problem);
        continue;
      }
      values[f.name] = read.value;
    }
    for (const f of columns) {
      const value = values[f.name];
      if (!f.unique || value === undefined) continue;
      const met = seen.get(f.name) ?? new Map<string, number>();
      seen.set(f.name, met);
      const first = met.get(value);
      if (first === undefined) met.set(value, rowNo);
      else fail(f, { 'zh-CN': `${f.unique['zh-CN']}（与第${first}行相同）`, 'en-US': `${f.unique['en-US']} (same as row ${first})` });
    }
    return { rowNo, texts, values, problems };
  });
}

/** Whether a sheet row has no cell filled in (skipped: a spreadsheet's trailing blank rows). */
export const isBlankRow = (cells: readonly unknown[]): boolean => cells.every((c) => cellText(c) === '');
