/**
 * Process designer calls (§2 /design, /flowModel, /definition; console-defined, documented in docs/api.md §9):
 * a model's detail and save, deploy, and a deployed definition's detail (with its XML). The lists go through the
 * entity screens (src/entities/bpm). The wire shapes and paths: src/entities/bpm/wire.ts.
 */
import { BPM_PATHS, type BpmDefinition, type BpmModel, type SaveModel } from '@/entities/bpm/wire';
import { get, post, type ApiResult } from './http';

export { BPM_PATHS };
export type { BpmDefinition, BpmModel, SaveModel };

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
