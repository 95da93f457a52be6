/**
 * The process designer's rules (pure; docs/architecture.md "Approvals"): what a saved model must be (§4 key pattern,
 * a name, BPMN 2.0 XML whose process id is its key, a key of one model only, §5), a deployment's version number, what
 * a deployed diagram must be ([Q] 8: every user task names who works on it), and when a custom form may be saved,
 * deleted or bound. They take the rows they read; the demo backend passes its collections.
 */
import { bi, type Bilingual } from '@/i18n';
import { FORM_MESSAGES, formFieldProblems, type FormField } from '@/lib/formFields';
import { isProcessKey } from '@/lib/validators';
import type { BpmDefinition, BpmForm, BpmModel } from './wire';

/** The id of the first process of a BPMN XML text (null when there is none). */
export function processId(xml: string): string | null {
  return /<(?:\w+:)?process\b[^>]*\bid="([^"]+)"/.exec(xml)?.[1] ?? null;
}

/**
 * Why a model cannot be saved with this key, name and diagram (null: it can); `isNew`: a new model, whose key must
 * not be another model's (a saved model keeps its key).
 */
export function modelSaveProblem(models: readonly Pick<BpmModel, 'key'>[], save: { key: string; name: string; bpmnXml: string }, isNew: boolean): Bilingual | null {
  const { key, name, bpmnXml } = save;
  if (!isProcessKey(key)) return bi('流程标识只能以字母或下划线开头，由字母、数字、-、_、.、$ 组成', 'The process key must start with a letter or underscore and contain only letters, digits, -, _, . and $');
  if (!name) return bi('流程名称不能为空', 'The process name is required');
  if (!/<(?:\w+:)?definitions\b/.test(bpmnXml)) return bi('流程图不是有效的 BPMN 2.0 XML', 'The diagram is not valid BPMN 2.0 XML');
  const pid = processId(bpmnXml);
  if (pid !== null && pid !== key) return bi(`流程图的流程标识（${pid}）与模型标识（${key}）不一致`, `The diagram's process id (${pid}) differs from the model key (${key})`);
  if (isNew && models.some((m) => m.key === key)) return bi('该流程标识已被其他模型使用', 'This process key is used by another model');
  return null;
}

/** Whether a model has a diagram to deploy. */
export const deployable = (model: { bpmnXml?: unknown }): boolean => typeof model.bpmnXml === 'string' && model.bpmnXml.includes('<');

/** The version a new deployment of a key gets: one after its latest definition's (1 for the first). */
export function nextVersion(definitions: readonly Pick<BpmDefinition, 'key' | 'version'>[], key: string): number {
  return Math.max(0, ...definitions.filter((d) => d.key === key).map((d) => d.version)) + 1;
}

/** A deployment of a model's current diagram: the definition `id`, its `version`, deployed at `time`, with the model's form. */
export function deploymentOf(model: BpmModel, id: number, version: number, time: string): BpmDefinition {
  const { key, name, bpmnXml, formId } = model;
  return { id, modelId: model.id, key, name, version, bpmnXml, suspensionState: 1, deployTime: time, formId };
}

/** The next deployment of a model's current diagram among the definitions: the next id, the next version of its key, at `time`. */
export function nextDeployment(definitions: readonly Pick<BpmDefinition, 'id' | 'key' | 'version'>[], model: BpmModel, time: string): BpmDefinition {
  return deploymentOf(model, Math.max(0, ...definitions.map((d) => d.id)) + 1, nextVersion(definitions, model.key), time);
}

/** Why a form cannot be deleted (null: it can): a model bound to it, named. */
export function formDeleteProblem(models: readonly Pick<BpmModel, 'formId' | 'name'>[], formId: number): Bilingual | null {
  const bound = models.find((m) => m.formId === formId);
  return bound ? bi(`该表单已绑定流程模型「${bound.name}」，请先解除绑定`, `This form is bound to the process model "${bound.name}"; unbind it first`) : null;
}

/** Why a form cannot be bound to a model (null: it can): a disabled one. */
export function bindFormProblem(form: Pick<BpmForm, 'status'>): Bilingual | null {
  return form.status === 0 ? null : bi('该表单已停用，不能绑定', 'This form is disabled and cannot be bound');
}

/**
 * Why a custom form cannot be saved with this name and these fields (null: it can): at least one field, each field by
 * the editor's rules (the first problem, with the field's place), a name no other form has (`id`: the form saved, if stored).
 */
export function formSaveProblem(forms: readonly Pick<BpmForm, 'id' | 'name'>[], save: { id: number | undefined; name: string; fields: readonly FormField[] }): Bilingual | null {
  if (save.fields.length === 0) return FORM_MESSAGES.noFields;
  const problem = formFieldProblems(save.fields)[0];
  if (problem) return bi(`第${problem.index + 1}个字段：${problem.message['zh-CN']}`, `Field ${problem.index + 1}: ${problem.message['en-US']}`);
  return forms.some((f) => f.id !== save.id && f.name === save.name) ? bi('表单名称已存在', 'A form of this name exists already') : null;
}

/** Who works on a user task, as the engine reads it ([Q] 8): an assignee, candidate users or candidate groups. */
export interface TaskPerformers {
  assignee?: unknown;
  candidateUsers?: unknown;
  candidateGroups?: unknown;
}

/** Whether a user task names someone to work on it: an assignee or candidates (an expression counts). */
export function hasPerformer(task: TaskPerformers): boolean {
  return [task.assignee, task.candidateUsers, task.candidateGroups].some((v) => typeof v === 'string' && v.trim() !== '');
}

/** The refusal of a user task that names no one (the designer's linter and the deploy check say the same). */
export function noPerformerProblem(taskName: string): Bilingual {
  return bi(`用户任务「${taskName}」未指定处理用户、候选用户或候选分组`, `The user task "${taskName}" has no assignee, candidate users or candidate groups`);
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (s: string) => s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);/gi, (_, e: string) => XML_ENTITIES[e] ?? String.fromCodePoint(Number(e.slice(1).replace(/^x/i, '0x'))));

/**
 * The user tasks of a BPMN XML text that name no one to work on them (id and name, in document order): no assignee,
 * candidate users or candidate groups attribute in any extension prefix (camunda:, flowable:, activiti:), and no
 * BPMN performer (potentialOwner, humanPerformer) inside.
 */
export function unassignedUserTasks(xml: string): { id: string; name: string }[] {
  const out: { id: string; name: string }[] = [];
  for (const m of xml.matchAll(/<((?:[\w.-]+:)?)userTask\b([^>]*?)(\/?)>/g)) {
    const [whole, prefix = '', attrs = '', selfClosed = ''] = m;
    const performers: TaskPerformers = {};
    for (const a of attrs.matchAll(/\s(?:[\w.-]+:)?(assignee|candidateUsers|candidateGroups)="([^"]*)"/g)) performers[a[1] as keyof TaskPerformers] = unescapeXml(a[2]!);
    const end = selfClosed ? -1 : xml.indexOf(`</${prefix}userTask>`, m.index + whole.length);
    const body = end < 0 ? '' : xml.slice(m.index + whole.length, end);
    if (hasPerformer(performers) || /<(?:[\w.-]+:)?(?:potentialOwner|humanPerformer)\b/.test(body)) continue;
    const id = /\sid="([^"]*)"/.exec(attrs)?.[1] ?? '';
    out.push({ id, name: unescapeXml(/\sname="([^"]*)"/.exec(attrs)?.[1] ?? '') });
  }
  return out;
}

/** Why a model's diagram cannot be deployed (null: it can): its first user task that names no one. */
export function deployProblem(bpmnXml: string): Bilingual | null {
  const task = unassignedUserTasks(bpmnXml)[0];
  return task ? noPerformerProblem(task.name || task.id) : null;
}
