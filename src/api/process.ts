/**
 * Approval calls ([H]; console-defined, docs/api.md §10): an instance's detail with its diagram, its tasks, starting
 * an instance, approving, rejecting and cancelling. The lists are entities (src/entities/process).
 */
import type { FormField } from '@/lib/formFields';
import { BPM_PATHS, type BpmDefinition } from './bpm';
import { PROCESS_PATHS } from '@/entities/process/wire';
import { get, post, type ApiResult } from './http';

export { PROCESS_PATHS };

export interface Person {
  nickname: string;
  deptName: string;
}

export interface InstanceActivity {
  key: string;
  type: string;
  taskId: string | null;
  startTime: string;
  endTime: string | null;
}

export interface ProcessInstance {
  id: string;
  name: string;
  definitionId: number;
  processDefinitionKey: string;
  processDefinitionName: string;
  processDefinitionVersion: number;
  startAccount: string;
  startUser: Person;
  status: number;
  result: number;
  createTime: string;
  endTime: string | null;
  variables: Record<string, string | number | boolean>;
  activities: InstanceActivity[];
  bpmnXml: string;
  /** The signed-in user's open task in this instance (approve / reject), if any. */
  myTaskId: string | null;
  /** The signed-in user started it and it is still running. */
  canCancel: boolean;
  /** The custom form it was started with (its fields at start time), else null. */
  form: { id: number; name: string; fields: FormField[] } | null;
  /** A sub-process: the instance whose call activity started it. */
  parentInstanceId: string | null;
  parentInstanceName: string | null;
  /** The sub-processes its call activities started. */
  children: { id: string; name: string; status: number; result: number }[];
  /** A business process: its business type (code and name) and business key. */
  businessType: string | null;
  businessName: string | null;
  businessKey: string | null;
}

export interface ProcessTask {
  id: string;
  instanceId: string;
  name: string;
  definitionKey: string;
  assignee: string;
  assigneeUser: Person;
  result: number;
  reason: string;
  createTime: string;
  endTime: string | null;
}

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
