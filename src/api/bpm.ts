/**
 * Process designer calls (§2 /design, /flowModel, /definition; console-defined, documented in docs/api.md §9):
 * a model's detail and save, deploy, and a deployed definition's detail (with its XML). The lists go through the
 * entity screens (src/entities/bpm).
 */
import { get, post, type ApiResult } from './http';

export const BPM_PATHS = {
  modelDetail: '/api/bpm/model/detail',
  modelSave: '/api/bpm/model/save',
  modelDeploy: '/api/bpm/model/deploy',
  definitionList: '/api/bpm/definition/list',
  definitionDetail: '/api/bpm/definition/detail',
} as const;

export interface BpmModel {
  id: number;
  key: string;
  name: string;
  description: string;
  bpmnXml: string;
  deployStatus: number;
  version: number;
  formId: number | null;
  createTime: string;
  updateTime: string;
}

export interface BpmDefinition {
  id: number;
  modelId: number;
  key: string;
  name: string;
  version: number;
  bpmnXml: string;
  suspensionState: number;
  deployTime: string;
  /** The custom form its instances are started with (/flowForm), null for the generic start form. */
  formId: number | null;
}

export interface SaveModel {
  /** Absent for a new model. */
  id?: number;
  key: string;
  name: string;
  description?: string;
  bpmnXml: string;
}

export function fetchModel(id: number | string, signal?: AbortSignal): Promise<ApiResult<BpmModel>> {
  return get<BpmModel>(BPM_PATHS.modelDetail, { id }, { signal });
}

/** Creates (no id) or updates a model; the answer is the stored model. */
export function saveModel(model: SaveModel): Promise<ApiResult<BpmModel>> {
  return post<BpmModel>(BPM_PATHS.modelSave, { ...model });
}

export function deployModel(id: number): Promise<ApiResult<BpmModel>> {
  return post<BpmModel>(BPM_PATHS.modelDeploy, { id });
}

export function fetchDefinition(id: number | string, signal?: AbortSignal): Promise<ApiResult<BpmDefinition>> {
  return get<BpmDefinition>(BPM_PATHS.definitionDetail, { id }, { signal });
}
