/**
 * Calls of the schema-driven entity screens (DESIGN "Screens for business entities"): a paged list
 * (`{ total, result }` with page and pageSize), a detail, an action on a row, and the xlsx export of the current
 * filter through the §7 export helper. Paths come from each entity's schema.
 */
import { t } from '@/i18n';
import { notify } from '@/lib/notify';
import { BAD_ANSWER, exportFile, get, post, type ApiResult } from './http';
import { FIELD_VISIBILITY_PATH, type FieldVisibility } from '@/entities/system/wire';

export interface PageResult<T> {
  total: number;
  result: T[];
}

/** Call parameters; `null` is sent (an edit clearing a field), `undefined` is left out. */
export type Payload = Record<string, string | number | boolean | null | undefined>;

function isPage(v: unknown): v is PageResult<unknown> {
  return typeof v === 'object' && v !== null && Array.isArray((v as PageResult<unknown>).result);
}

/** A page of rows. An answer without a result list is a failure (the table is emptied and says why). */
export async function fetchPage<T>(path: string, payload: Payload, method: 'get' | 'post' = 'get', signal?: AbortSignal): Promise<ApiResult<PageResult<T>>> {
  const r = method === 'post' ? await post<unknown>(path, payload, { signal }) : await get<unknown>(path, payload, { signal });
  if (!r.ok) return { ...r, data: null, body: null };
  if (!isPage(r.data)) return { ok: false, code: BAD_ANSWER, msg: t('http.badAnswer'), data: null, handled: false, body: null };
  const total = Number(r.data.total);
  const page: PageResult<T> = { total: Number.isFinite(total) ? total : r.data.result.length, result: r.data.result as T[] };
  return { ...r, data: page, body: { ...r.body, data: page } };
}

/** A tree entity's nested rows (§3 tree data: `[{ id, parentId, …, children? }]`). An answer that is not a list is a failure. */
export async function fetchTree<T>(path: string, payload: Payload, signal?: AbortSignal): Promise<ApiResult<T[]>> {
  const r = await get<unknown>(path, payload, { signal });
  if (!r.ok) return { ...r, data: null, body: null };
  if (!Array.isArray(r.data)) return { ok: false, code: BAD_ANSWER, msg: t('http.badAnswer'), data: null, handled: false, body: null };
  const data = r.data as T[];
  return { ...r, data, body: { ...r.body, data } };
}

/** One row by its id parameter. */
export function fetchOne<T>(path: string, params: Payload, signal?: AbortSignal, quiet = false): Promise<ApiResult<T>> {
  return get<T>(path, params, { signal, quiet });
}

/** An action on a row (POST, JSON): the answer is the changed row. `quiet`: the caller reports a refusal itself. */
export function runAction<T>(path: string, payload: Payload, opts: { quiet?: boolean } = {}): Promise<ApiResult<T>> {
  return post<T>(path, payload, opts);
}

/** A row the backend refused in an import: its index in the rows sent, the field refused (when one is), the message. */
export interface ImportRefusal {
  index: number;
  field: string | null;
  msg: string;
}

/** The rows a refused import answered (`data.refused`; malformed entries dropped). */
function refusalsOf(data: unknown): ImportRefusal[] {
  const list = typeof data === 'object' && data !== null ? (data as { refused?: unknown }).refused : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((r: unknown) => {
    if (typeof r !== 'object' || r === null) return [];
    const { index, field, msg } = r as Record<string, unknown>;
    return typeof index === 'number' && typeof msg === 'string' ? [{ index, field: typeof field === 'string' ? field : null, msg }] : [];
  });
}

/**
 * An import (docs/api.md "Import"): the rows, each as a save takes it, all saved or none. Quiet: the dialog reports
 * the outcome — the count saved, or the rows refused (`refused`, empty when the whole call failed: `msg` says why).
 */
export async function importRows(path: string, rows: readonly Readonly<Record<string, string>>[]): Promise<ApiResult<{ count: number }> & { refused: ImportRefusal[] }> {
  const r = await post<{ count: number }>(path, { rows }, { quiet: true });
  return { ...r, refused: r.ok ? [] : refusalsOf(r.data) };
}

/**
 * §7 export helper with the list's current filter: `<name><YYYYMMDDHHmmss>.xlsx`. More rows than a file is made for
 * at once (docs/api.md "Export tasks") answer JSON code 0 instead: the export runs as a task of /DataExportpage, and
 * its message (how many rows, where to download them) is shown.
 */
export function exportRows(path: string, payload: Payload, name: string): Promise<boolean> {
  return exportFile(path, payload, name, (body) => {
    if (body.code === 0) notify.info(body.msg);
    else if (body.msg) notify.error(body.msg);
  });
}

export interface RemoteOption {
  value: string;
  label: string;
  /** The fields of the option's record a cross-record rule reads (a `refers` reference's options carry them). */
  record?: Record<string, unknown>;
  /** The English label, when the backend has one (the English screens show it). */
  labelEn?: string;
  /** Offered but not to be chosen, saying why (`refusal`, `refusalEn` in English): shown greyed with the reason. */
  disabled?: boolean;
  refusal?: string;
  refusalEn?: string;
}

/**
 * The options of a select asked from the backend (`[{ value, label, labelEn?, record? }]`; malformed entries dropped), or the
 * failure.
 */
export async function loadOptions(path: string, opts: { quiet?: boolean } = {}): Promise<ApiResult<RemoteOption[]>> {
  const r = await get<unknown>(path, undefined, opts);
  if (!r.ok) return { ...r, data: null, body: null };
  if (!Array.isArray(r.data)) return { ok: false, code: BAD_ANSWER, msg: t('http.badAnswer'), data: null, handled: false, body: null };
  const options = r.data.flatMap((o: unknown) => {
    if (typeof o !== 'object' || o === null) return [];
    const { value, label, labelEn, record, disabled, refusal, refusalEn } = o as Record<string, unknown>;
    if ((typeof value !== 'string' && typeof value !== 'number') || typeof label !== 'string') return [];
    const option: RemoteOption = { value: String(value), label };
    if (typeof labelEn === 'string' && labelEn) option.labelEn = labelEn;
    if (disabled === true) option.disabled = true;
    if (typeof refusal === 'string' && refusal) option.refusal = refusal;
    if (typeof refusalEn === 'string' && refusalEn) option.refusalEn = refusalEn;
    if (typeof record === 'object' && record !== null) option.record = record as Record<string, unknown>;
    return [option];
  });
  return { ...r, data: options, body: { ...r.body, data: options } };
}

/** The options of a select ([] when they cannot be had: the select is simply empty). */
export async function fetchOptions(path: string): Promise<RemoteOption[]> {
  return (await loadOptions(path)).data ?? [];
}

export { FIELD_VISIBILITY_PATH };
export type { FieldVisibility };

/** The fields a page hides (a failure is the call's: the screen then hides nothing). */
export async function fetchHiddenFields(pageCode: string, signal?: AbortSignal): Promise<ApiResult<ReadonlySet<string>>> {
  const r = await get<unknown>(FIELD_VISIBILITY_PATH, { pageCode }, { signal });
  if (!r.ok) return { ...r, data: null, body: null };
  if (!Array.isArray(r.data)) return { ok: false, code: BAD_ANSWER, msg: t('http.badAnswer'), data: null, handled: false, body: null };
  const entries = r.data.filter((e): e is FieldVisibility => typeof e === 'object' && e !== null && typeof (e as FieldVisibility).fieldName === 'string');
  const hidden: ReadonlySet<string> = new Set(entries.filter((e) => Number(e.isShow) !== 1).map((e) => e.fieldName));
  return { ...r, data: hidden, body: { ...r.body, data: hidden } };
}
