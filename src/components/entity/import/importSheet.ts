/**
 * What the import dialog does besides drawing (docs/architecture.md "Import"): asks the backend for the choices a
 * cell may name (dictionaries, cities and their stores, referenced records, tree nodes), checks a parsed sheet in
 * slices on the page's thread with the pure rules of src/entities/sheet (yielding between slices, reporting
 * progress), and lays out the template and the report as sheets for ./sheetIo to write.
 */
import { loadDict } from '@/api/dict';
import { fetchTree, loadOptions, type Payload } from '@/api/entity';
import { fetchCities, fetchStores } from '@/api/region';
import { bi, pick, type Bilingual, type Lang } from '@/i18n';
import { fieldValidators, type EntityField } from '@/entities/define';
import { checkRows, headerText, IMPORT_MAX_ROWS, isBlankRow, readHeader, type CheckedRow, type Lookups, type RowProblem, type SheetOption, type SheetRow } from '@/entities/sheet';
import { CHILDREN, TOP, TREE_ID } from '@/entities/tree';
import type { SheetSpec } from './sheetIo';

type Row = Record<string, unknown>;

/** Why a lookup could not be loaded (the dialog shows it; nothing is checked). */
export class LookupError extends Error {}

async function ok<T>(r: Promise<{ ok: boolean; data: T | null; msg: string }>): Promise<T> {
  const answer = await r;
  if (!answer.ok || answer.data === null) throw new LookupError(answer.msg);
  return answer.data;
}

const options = (entries: readonly { value: string | number; label: string; labelEn?: string }[]): SheetOption[] =>
  entries.map((e) => ({ value: String(e.value), labels: e.labelEn ? [e.label, e.labelEn] : [e.label] }));

/** A tree's nodes: each named by its name or its full path (`总部/北京分公司/前台服务组`), the list offering the path. */
function treeOptions(rows: readonly Row[], label: string, above = ''): SheetOption[] {
  return rows.flatMap((r) => {
    const name = String(r[label] ?? '');
    const path = above ? `${above}/${name}` : name;
    return [{ value: String(r[TREE_ID] as string | number), labels: [name, path], shown: path }, ...treeOptions((r[CHILDREN] as Row[] | undefined) ?? [], label, path)];
  });
}

/** The choices of one column (undefined: its cells are free text). */
async function lookupOf(f: EntityField): Promise<SheetOption[] | undefined> {
  switch (f.type) {
    case 'enum':
    case 'multi':
      if (f.options) return f.options.map((o) => ({ value: o.value, labels: [o.label['zh-CN'], o.label['en-US']] }));
      return f.dict ? options(await ok(loadDict(f.dict))) : [];
    case 'city':
      return (await ok(fetchCities())).map((c) => ({ value: String(c.cityId), labels: [c.cityName] }));
    case 'store': {
      const cities = await ok(fetchCities());
      const stores = await Promise.all(cities.map((c) => ok(fetchStores(c.cityId))));
      return stores.flat().map((s) => ({ value: String(s.storeId), labels: [s.storeName], parent: String(s.cityId) }));
    }
    case 'reference':
      return options(await ok(loadOptions(f.optionsPath, { quiet: true })));
    case 'treeRef': {
      const nodes = treeOptions(await ok(fetchTree<Row>(f.tree.path, {} as Payload)), f.tree.label);
      return f.top ? [{ value: String(TOP), labels: [f.top['zh-CN'], f.top['en-US']] }, ...nodes] : nodes;
    }
    default:
      return undefined;
  }
}

/** The choices of every option-bearing column, asked together; a LookupError when one cannot be had. */
export async function loadLookups(columns: readonly EntityField[]): Promise<Lookups> {
  const entries = await Promise.all(columns.map(async (f) => [f.name, await lookupOf(f)] as const));
  return Object.fromEntries(entries.flatMap(([name, list]) => (list ? [[name, list]] : [])));
}

/** What the whole file gets refused for (nothing is checked then). */
export const FILE_EMPTY = bi('文件中没有数据行', 'The file has no data rows');
export const FILE_TOO_LONG = bi(`一次最多导入${IMPORT_MAX_ROWS}行，请拆分文件`, `At most ${IMPORT_MAX_ROWS} rows at a time: split the file`);
export const missingColumns = (fields: readonly EntityField[]): Bilingual =>
  bi(`缺少必填列：${fields.map((f) => f.label['zh-CN']).join('、')}。请使用下载的模板`, `Required columns missing: ${fields.map((f) => f.label['en-US']).join(', ')}. Use the downloaded template`);

/** Rows checked between two yields to the page (each slice stays well under a long task). */
const SLICE = 250;

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export type CheckOutcome = { rows: CheckedRow[] } | { refused: Bilingual };

/** Checks a parsed sheet (its first row the header) in slices, telling `progress(done, total)` after each. */
export async function checkSheet(columns: readonly EntityField[], sheet: readonly (readonly unknown[])[], lookups: Lookups, progress: (done: number, total: number) => void): Promise<CheckOutcome> {
  const [header = [], ...body] = sheet;
  const { fields, missing } = readHeader(columns, header.map((c) => String(c ?? '').trim()));
  if (missing.length) return { refused: missingColumns(missing) };
  const rows: SheetRow[] = body.flatMap((cells, i) => (isBlankRow(cells) ? [] : [{ rowNo: i + 2, cells }]));
  if (!rows.length) return { refused: FILE_EMPTY };
  if (rows.length > IMPORT_MAX_ROWS) return { refused: FILE_TOO_LONG };
  const seen = new Map<string, Map<string, number>>();
  const checked: CheckedRow[] = [];
  for (let at = 0; at < rows.length; at += SLICE) {
    checked.push(...checkRows(fields, columns, rows.slice(at, at + SLICE), lookups, seen));
    progress(Math.min(at + SLICE, rows.length), rows.length);
    await yieldToPage();
  }
  return { rows: checked };
}

/** A problem as one line: the field's label and the message (the message alone when it names the field already). */
export function problemText(p: RowProblem, lang: Lang): string {
  const message = pick(p.message, lang);
  const label = p.label ? pick(p.label, lang) : '';
  return !label || message.includes(label) ? message : `${label}：${message}`;
}

/**
 * What a column holds, for the template's instructions: a field whose rule has a shape says it as the form does (the
 * validator's `hint`: plate, mobile, identity number); the other kinds by what they take.
 */
function formatHint(f: EntityField): Bilingual {
  const shaped = fieldValidators(f).find((v) => v.hint)?.hint;
  if (shaped) return f.type === 'idNumber' ? bi(`${shaped['zh-CN']}（请设为文本格式）`, `${shaped['en-US']} (format the cells as text)`) : shaped;
  switch (f.type) {
    case 'email':
      return bi('电子邮箱', 'E-mail address');
    case 'number':
      return bi('不小于 0 的整数', 'Whole number, 0 or more');
    case 'decimal':
      return bi('不小于 0 的数字', 'Number, 0 or more');
    case 'money':
      return bi('金额，大于 0，最多两位小数', 'Amount above 0, at most 2 decimals');
    case 'percent':
      return bi('0–100 的数字', 'Number from 0 to 100');
    case 'date':
      return bi('日期，如 2026-03-05', 'Date, e.g. 2026-03-05');
    case 'datetime':
      return bi('日期时间，如 2026-03-05 09:30:00', 'Date and time, e.g. 2026-03-05 09:30:00');
    case 'time':
      return bi('时间，如 09:30', 'Time, e.g. 09:30');
    case 'switch':
      return bi('是 或 否', 'Yes or no (是 / 否)');
    case 'multi':
      return bi('可多选，用顿号或逗号分隔', 'Several allowed, separated by commas');
    case 'enum':
    case 'city':
    case 'store':
    case 'reference':
    case 'treeRef':
      return bi('从下拉列表选择', 'Choose from the drop-down list');
    default:
      return bi('文本', 'Text');
  }
}

/** The template's drop-down lists cover this many rows under the header. */
const LIST_ROWS = IMPORT_MAX_ROWS;

const listLabels = (list: readonly SheetOption[], lang: Lang) => [...new Set(list.map((o) => o.shown ?? (lang === 'en-US' ? (o.labels[1] ?? o.labels[0]) : o.labels[0]) ?? o.value))];

/**
 * The template: the data sheet (one column per importable form field, bilingual headers, drop-down lists of the
 * choices), the instructions (each column's format, whether required, its choices), and the hidden sheet the lists
 * read their values from.
 */
export function templateSheets(columns: readonly EntityField[], lookups: Lookups, lang: Lang): SheetSpec[] {
  const names = { data: pick(bi('导入数据', 'Data'), lang), help: pick(bi('填写说明', 'Instructions'), lang), lists: pick(bi('选项', 'Choices'), lang) };
  const yes = pick(bi('是', 'Yes'), lang);
  const listed = columns.flatMap((f, column) => {
    const values = f.type === 'switch' ? [yes, pick(bi('否', 'No'), lang)] : lookups[f.name] && f.type !== 'multi' ? listLabels(lookups[f.name]!, lang) : [];
    return values.length ? [{ f, column, values }] : [];
  });
  const listRows = Math.max(0, ...listed.map((l) => l.values.length));
  return [
    {
      name: names.data,
      rows: [columns.map(headerText)],
      widths: columns.map((f) => Math.max(14, headerText(f).length + 6)),
      lists: listed.map(({ column, values }, i) => ({ column, lastRow: LIST_ROWS + 1, source: { sheet: names.lists, column: i, count: values.length } })),
    },
    {
      name: names.help,
      rows: [
        [pick(bi('列', 'Column'), lang), pick(bi('必填', 'Required'), lang), pick(bi('格式', 'Format'), lang), pick(bi('可选值', 'Choices'), lang)],
        ...columns.map((f) => [
          headerText(f),
          f.required ? yes : '',
          pick(formatHint(f), lang),
          lookups[f.name] ? listLabels(lookups[f.name]!, lang).slice(0, 50).join('、') : '',
        ]),
        [],
        [pick(bi(`每个文件最多 ${IMPORT_MAX_ROWS} 行；第一行是表头，请勿修改。带 * 的列必填。`, `At most ${IMPORT_MAX_ROWS} rows per file; the first row is the header: keep it. Columns marked * are required.`), lang)],
      ],
      widths: [28, 8, 36, 60],
    },
    {
      name: names.lists,
      hidden: true,
      rows: [listed.map((l) => pick(l.f.label, lang)), ...Array.from({ length: listRows }, (_, r) => listed.map((l) => l.values[r] ?? ''))],
    },
  ];
}

export const REPORT_ROW = bi('原行号', 'Row');
export const REPORT_PROBLEMS = bi('错误信息', 'Problems');

/**
 * The report: every row as read, its sheet row number first and its problems last (empty for a row that passes).
 * Its header is the template's, so the corrected report can be imported again (the extra columns are ignored).
 */
export function reportSheets(columns: readonly EntityField[], rows: readonly CheckedRow[], lang: Lang): SheetSpec[] {
  return [
    {
      name: pick(bi('检查报告', 'Report'), lang),
      rows: [
        [pick(REPORT_ROW, lang), ...columns.map(headerText), pick(REPORT_PROBLEMS, lang)],
        ...rows.map((r) => [r.rowNo, ...columns.map((f) => r.texts[f.name] ?? ''), r.problems.map((p) => problemText(p, lang)).join('；')]),
      ],
      widths: [8, ...columns.map((f) => Math.max(14, headerText(f).length + 6)), 60],
    },
  ];
}
