/**
 * Custom process forms and business process settings ([H] /flowForm, /editFlowForm, /operationFlowConfig;
 * console-defined, docs/api.md §12). The lists are entities (src/entities/process); the field model is src/lib/formFields; the wire shapes and paths src/entities/bpm/wire.ts.
 */
import { FORM_PATHS, type BpmForm, type BusinessConfig, type SaveForm } from '@/entities/bpm/wire';
import { get, post, type ApiResult } from './http';

export { FORM_PATHS };
export type { BpmForm, BusinessConfig, SaveForm };

export function fetchForm(id: number | string, signal?: AbortSignal): Promise<ApiResult<BpmForm>> {
  return get<BpmForm>(FORM_PATHS.detail, { id }, { signal });
}

/** Creates (no id) or replaces a form; the answer is the stored form. */
export function saveForm(form: SaveForm): Promise<ApiResult<BpmForm>> {
  return post<BpmForm>(FORM_PATHS.save, { ...form, fields: JSON.stringify(form.fields) });
}

/** The enabled setting of a business type, or null when there is none (unknown or disabled). */
export async function fetchEnabledBusiness(businessType: string): Promise<{ ok: true; config: BusinessConfig | null } | { ok: false; msg: string }> {
  const r = await get<{ total: number; result: BusinessConfig[] }>(FORM_PATHS.businessList, { businessType, status: 0, page: 1, pageSize: 10 });
  return r.ok ? { ok: true, config: r.data.result.find((c) => c.businessType === businessType) ?? null } : { ok: false, msg: r.msg };
}
