/**
 * The wire shapes and paths of the process designer and of custom process forms (§2 /design, /flowModel, /definition;
 * [H] /flowForm, /editFlowForm, /operationFlowConfig; docs/api.md §9, §12) and of process instances and their tasks
 * (§3 activityData, taskData), declared once: the console's client (src/api/bpm.ts, src/api/bpmForm.ts, src/api/process.ts)
 * and the demo backend (src/mocks) both import them.
 */
import type { FormField } from '@/lib/formFields';

export const BPM_PATHS = {
  modelDetail: '/api/bpm/model/detail',
  modelSave: '/api/bpm/model/save',
  bindForm: '/api/bpm/model/bind-form',
  modelDeploy: '/api/bpm/model/deploy',
  definitionList: '/api/bpm/definition/list',
  definitionDetail: '/api/bpm/definition/detail',
} as const;

/** A process model of the designer (§2 /flowModel): its key, name and latest BPMN 2.0 XML. */
export interface BpmModel {
  id: number;
  key: string;
  name: string;
  description: string;
  bpmnXml: string;
  /** 0 never deployed, 1 deployed (the latest save may be newer than the deployment). */
  deployStatus: number;
  /** The version of the latest deployment (0 when never deployed). */
  version: number;
  /** The custom form (/flowForm) its instances are started with; null: the generic start form. */
  formId: number | null;
  createTime: string;
  updateTime: string;
}

/** A deployed process definition (§2 /definition): a frozen copy of a model's XML. */
export interface BpmDefinition {
  id: number;
  modelId: number;
  key: string;
  name: string;
  version: number;
  bpmnXml: string;
  /** 1 active, 2 suspended (Camunda's suspension states). */
  suspensionState: number;
  deployTime: string;
  /** The model's custom form (binding a form to a model binds its deployed versions too); null: the generic start form. */
  formId: number | null;
}

/** What the designer saves: a model without what the backend keeps. */
export interface SaveModel {
  /** Absent for a new model. */
  id?: number;
  key: string;
  name: string;
  description?: string;
  bpmnXml: string;
}

export const FORM_PATHS = {
  detail: '/api/bpm/form/detail',
  save: '/api/bpm/form/save',
  delete: '/api/bpm/form/delete',
  options: '/api/bpm/form/options',
  businessList: '/api/bpm/business-config/list',
  businessOptions: '/api/bpm/business-config/options',
} as const;

/** A custom process form (§3 Form, /flowForm). */
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

/** A business process setting (/operationFlowConfig): which deployed process key handles a business type. */
export interface BusinessConfig {
  id: number;
  businessType: string;
  name: string;
  processKey: string;
  /** common_status: 0 enabled, 1 disabled. */
  status: number;
  remark: string;
}

/** Who started an instance or holds a task (§3 startUser / assigneeUser). */
export interface BpmPerson {
  nickname: string;
  deptName: string;
}

/** One element an instance reached (§3 activityData). */
export interface BpmActivity {
  key: string;
  /** bpmn local type: userTask, exclusiveGateway, endEvent… */
  type: string;
  taskId: string | null;
  /** A call activity: the child instance it started. */
  calledInstanceId?: string;
  startTime: string;
  endTime: string | null;
}

/**
 * A process instance walking a deployed definition (§2 /processInstance), as the demo backend stores it; the console's
 * detail (src/api/process.ts `ProcessInstance`) is it with what the answer adds.
 */
export interface BpmInstance {
  id: string;
  name: string;
  definitionId: number;
  processDefinitionKey: string;
  startAccount: string;
  startUser: BpmPerson;
  /** 1 running, 2 finished (dictionary bpm_process_instance_status). */
  status: number;
  /** §4: 1 processing, 2 approved, 3 rejected, 4 cancelled (bpm_process_instance_result). */
  result: number;
  createTime: string;
  endTime: string | null;
  /** The start form's values; also the variables conditions and assignee expressions read. */
  variables: Record<string, string | number | boolean>;
  activities: BpmActivity[];
  /** Accounts the instance is copied to (§2 /CopyToMeList). */
  copyTo: string[];
  /** The instance whose call activity started this one (§2 /childProcessList), else null. */
  parentInstanceId: string | null;
  /** The custom form it was started with: a copy of its fields at start time, so later edits do not change it. */
  form: { id: number; name: string; fields: FormField[] } | null;
  /** Started for a configured business type (/operationFlow): its code and the business record's key. */
  businessType: string | null;
  businessKey: string | null;
}

/** A user task of an instance (§3 taskData), as stored and answered. */
export interface BpmTask {
  id: string;
  instanceId: string;
  processInstanceName: string;
  name: string;
  definitionKey: string;
  assignee: string;
  assigneeUser: BpmPerson;
  /** §4 result, as the instance's. */
  result: number;
  reason: string;
  createTime: string;
  endTime: string | null;
}
