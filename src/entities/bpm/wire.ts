/**
 * The wire shapes and paths of the process designer and of custom process forms (§2 /design, /flowModel, /definition;
 * [H] /flowForm, /editFlowForm, /operationFlowConfig; docs/api.md §9, §12), declared once: the console's client
 * (src/api/bpm.ts, src/api/bpmForm.ts) and the demo backend (src/mocks) both import them.
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
