/**
 * Spreadsheet reading and writing for the import (docs/architecture.md "Import"), with the `xlsx` package: the first
 * sheet of an .xlsx/.xls/.csv file as rows of cells, and a workbook written from plain rows — with drop-down lists
 * (data validations) where a column's values are a list, which SheetJS's community build does not write: they are
 * added to the sheet's XML in the written zip. It knows nothing of entities: the dialog decides what the sheets hold.
 *
 * Runs in a worker (./sheet.worker.ts) so a 10,000-row file never blocks the page; where there is no worker (jsdom)
 * ./runJob.ts calls it directly.
 */
import { CFB, read, utils, write, type WorkBook } from 'xlsx';

/** A drop-down list on a column: the sheet rows it covers and the cells holding its values (a range of another sheet). */
export interface ColumnList {
  /** 0-based column index. */
  column: number;
  /** The last sheet row it covers (the first is 2, under the header). */
  lastRow: number;
  /** The sheet holding the values and their column letter and count (rows 2…count+1). */
  source: { sheet: string; column: number; count: number };
}

export interface SheetSpec {
  name: string;
  rows: readonly (readonly (string | number)[])[];
  hidden?: boolean;
  /** Column widths in characters. */
  widths?: readonly number[];
  lists?: readonly ColumnList[];
}

export type SheetJob = { kind: 'parse'; bytes: ArrayBuffer; name: string } | { kind: 'write'; sheets: readonly SheetSpec[] };
export type SheetJobResult = { kind: 'parse'; rows: unknown[][] } | { kind: 'write'; bytes: ArrayBuffer };

/** A CSV's text: UTF-8 (with or without its byte-order mark), else GB18030 as Chinese spreadsheet software saves it. */
function csvText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** The first sheet's rows, each an array of its cells (numbers as numbers, text as text; a CSV's cells all text). */
export function parseSheet(bytes: ArrayBuffer, name: string): unknown[][] {
  const csv = /\.csv$/i.test(name);
  // A CSV's cells stay text (raw): a plate, a mobile or an id number is never read as a number.
  const book = csv ? read(csvText(bytes), { type: 'string', raw: true, dense: true }) : read(new Uint8Array(bytes), { type: 'array', dense: true });
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet) return [];
  return utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true });
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const colName = (index: number) => utils.encode_col(index);

/** The sheet's `<dataValidations>` element for its lists. */
function validationsXml(lists: readonly ColumnList[]): string {
  const items = lists.map(({ column, lastRow, source }) => {
    const col = colName(column);
    const from = `$${colName(source.column)}$2`;
    const to = `$${colName(source.column)}$${source.count + 1}`;
    const ref = `'${source.sheet.replace(/'/g, "''")}'!${from}:${to}`;
    return `<dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="${col}2:${col}${lastRow}"><formula1>${xml(ref)}</formula1></dataValidation>`;
  });
  return `<dataValidations count="${items.length}">${items.join('')}</dataValidations>`;
}

/** Adds the lists to the written workbook's sheets: after `</sheetData>` (and merged cells), where the schema places them. */
function withLists(bytes: ArrayBuffer, sheets: readonly SheetSpec[]): ArrayBuffer {
  if (!sheets.some((s) => s.lists?.length)) return bytes;
  const zip = CFB.read(new Uint8Array(bytes), { type: 'array' }) as { FileIndex: { content: Uint8Array; size: number }[] };
  for (const [i, spec] of sheets.entries()) {
    if (!spec.lists?.length) continue;
    const entry = CFB.find(zip, `/xl/worksheets/sheet${i + 1}.xml`) as { content: Uint8Array; size: number } | null;
    if (!entry) throw new Error(`sheet ${i + 1} not written`);
    const text = new TextDecoder().decode(entry.content);
    const at = text.includes('</mergeCells>') ? text.indexOf('</mergeCells>') + '</mergeCells>'.length : text.indexOf('</sheetData>') + '</sheetData>'.length;
    const content = new TextEncoder().encode(`${text.slice(0, at)}${validationsXml(spec.lists)}${text.slice(at)}`);
    entry.content = content;
    entry.size = content.length;
  }
  const out = CFB.write(zip, { fileType: 'zip', type: 'array' }) as ArrayLike<number>;
  return Uint8Array.from(out).buffer;
}

/** An .xlsx workbook of the sheets. */
export function writeBook(sheets: readonly SheetSpec[]): ArrayBuffer {
  const book: WorkBook = utils.book_new();
  for (const spec of sheets) {
    const sheet = utils.aoa_to_sheet(spec.rows.map((r) => [...r]));
    if (spec.widths) sheet['!cols'] = spec.widths.map((wch) => ({ wch }));
    utils.book_append_sheet(book, sheet, spec.name.slice(0, 31));
  }
  book.Workbook = { Sheets: sheets.map((s) => ({ Hidden: s.hidden ? 1 : 0 })) };
  return withLists(write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer, sheets);
}

/** Runs a job (the worker's message, or a direct call where there is no worker). */
export function runSheetJob(job: SheetJob): SheetJobResult {
  return job.kind === 'parse' ? { kind: 'parse', rows: parseSheet(job.bytes, job.name) } : { kind: 'write', bytes: writeBook(job.sheets) };
}
