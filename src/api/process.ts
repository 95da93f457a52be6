/**
 * Approval calls ([H]; console-defined, docs/api.md §10): an instance's detail with its diagram, its tasks, starting
 * an instance, approving, rejecting and cancelling. The lists are entities (src/entities/process).
 */
import type { BpmInstance, BpmTask } from '@/entities/bpm/wire';
import { BPM_PATHS, type BpmDefinition } from './bpm';
import { PROCESS_PATHS } from '@/entities/process/wire';
import { get, post, type ApiResult } from './http';

export { PROCESS_PATHS };

/** Who started an instance or holds a task; one element an instance reached (src/entities/bpm/wire.ts). */
export type { BpmPerson as Person, BpmActivity as InstanceActivity } from '@/entities/bpm/wire';

/** An instance's detail: the instance as stored (src/entities/bpm/wire.ts), without its copy list, with what the answer adds. */
export type ProcessInstance = Omit<BpmInstance, 'copyTo'> & {
  processDefinitionName: string;
  processDefinitionVersion: number;
  bpmnXml: string;
  /** The signed-in user's open task in this instance (approve / reject), if any. */
  myTaskId: string | null;
  /** The signed-in user started it and it is still running. */
  canCancel: boolean;
  parentInstanceName: string | null;
  /** The sub-processes its call activities started. */
  children: { id: string; name: string; status: number; result: number }[];
  /** A business process: its business type's name. */
  businessName: string | null;
};

/** A task of an instance, as stored and answered (src/entities/bpm/wire.ts). */
export type ProcessTask = BpmTask;

export function fetchInstance(id: string, signal?: AbortSignal): Promise<ApiResult<ProcessInstance>> {
  return get<ProcessInstance>(PROCESS_PATHS.instance, { id }, { signal });
}

export function fetchInstanceTasks(processInstanceId: string, signal?: AbortSignal): Promise<ApiResult<ProcessTask[]>> {
  return get<ProcessTask[]>(PROCESS_PATHS.tasksOf, { processInstanceId }, { signal });
}

/** Deployed definitions that can be started (the first 100). */
export function fetchStartableDefinitions(): Promise<ApiResult<{ total: number; result: BpmDefinition[] }>> {
  return get<{ total: number; result: BpmDefinition[] }>(BPM_PATHS.definitionList, { suspensionState: 1, page: 1, pageSize: 100 });
}

/** A business process's type and key (/operationFlow). */
export interface BusinessStart {
  businessType: string;
  businessKey: string;
}

export function startInstance(processDefinitionId: number, variables: Record<string, string | number | boolean>, copyTo: readonly string[] = [], business?: BusinessStart): Promise<ApiResult<{ id: string }>> {
  return post<{ id: string }>(PROCESS_PATHS.create, { processDefinitionId, variables: JSON.stringify(variables), copyTo: copyTo.join(',') || undefined, ...business }, { form: true });
}

export function approveTask(id: string, reason: string): Promise<ApiResult<boolean>> {
  return post<boolean>(PROCESS_PATHS.approve, { id, reason }, { form: true });
}

export function rejectTask(id: string, reason: string): Promise<ApiResult<boolean>> {
  return post<boolean>(PROCESS_PATHS.reject, { id, reason }, { form: true });
}

export function cancelInstance(id: string, reason: string): Promise<ApiResult<boolean>> {
  return post<boolean>(PROCESS_PATHS.cancel, { id, reason }, { form: true });
}
