/**
 * §3 dictionaries: value/label entries by type (user_type, common_status, pay_refund_order_status, the
 * console's own enumerations…), from GET /api/system/dict-data/list. Kept in the query cache (./query) for the
 * session: each type is asked once; a failed answer is not kept, so the next reader asks again.
 */
import { DICT_PATH } from '@/entities/dicts';
import { get, type ApiResult } from './http';

export { DICT_PATH };

export interface DictEntry {
  /** The value as text (a select's value, compared with a row's field as text). */
  value: string;
  label: string;
  /** Optional English label (console-defined); `label` is shown when absent. */
  labelEn?: string;
}

function isEntry(v: unknown): v is DictEntry {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return (typeof e.value === 'string' || typeof e.value === 'number') && typeof e.label === 'string';
}

/** The entries of a dictionary type (values normalised to text; malformed entries dropped). */
export async function loadDict(type: string, signal?: AbortSignal): Promise<ApiResult<DictEntry[]>> {
  const r = await get<unknown>(DICT_PATH, { type }, { signal });
  if (!r.ok) return { ok: false, code: r.code, msg: r.msg, data: null, handled: r.handled, body: null };
  const list = (Array.isArray(r.data) ? r.data.filter(isEntry) : []).map((e) => ({ ...e, value: String(e.value) }));
  return { ...r, data: list, body: { ...r.body, data: list } };
}
