/**
 * Custom process forms and business process settings ([H] /flowForm, /editFlowForm, /operationFlowConfig;
 * console-defined, docs/api.md §12). The lists are entities (src/entities/process); the field model is src/lib/formFields.
 */
import type { FormField } from '@/lib/formFields';
import { get, post, type ApiResult } from './http';

export const FORM_PATHS = {
  detail: '/api/bpm/form/detail',
  save: '/api/bpm/form/save',
  businessList: '/api/bpm/business-config/list',
  businessOptions: '/api/bpm/business-config/options',
} as const;

export interface BpmForm {
  id: number;
  name: string;
  /** common_status: 0 enabled, 1 disabled. */
  status: number;
  remark: string;
  fields: FormField[];
  createTime: string;
  updateTime: string;
}

export type SaveForm = Pick<BpmForm, 'name' | 'status' | 'remark' | 'fields'> & { id?: number };

export function fetchForm(id: number | string, signal?: AbortSignal): Promise<ApiResult<BpmForm>> {
  return get<BpmForm>(FORM_PATHS.detail, { id }, { signal });
}

/** Creates (no id) or replaces a form; the answer is the stored form. */
export function saveForm(form: SaveForm): Promise<ApiResult<BpmForm>> {
  return post<BpmForm>(FORM_PATHS.save, { ...form, fields: JSON.stringify(form.fields) });
}

export interface BusinessConfig {
  id: number;
  businessType: string;
  name: string;
  processKey: string;
  /** common_status: 0 enabled, 1 disabled. */
  status: number;
  remark: string;
}

/** The enabled setting of a business type, or null when there is none (unknown or disabled). */
export async function fetchEnabledBusiness(businessType: string): Promise<{ ok: true; config: BusinessConfig | null } | { ok: false; msg: string }> {
  const r = await get<{ total: number; result: BusinessConfig[] }>(FORM_PATHS.businessList, { businessType, status: 0, page: 1, pageSize: 10 });
  return r.ok ? { ok: true, config: r.data.result.find((c) => c.businessType === businessType) ?? null } : { ok: false, msg: r.msg };
}
