/**
 * Custom process forms (§2 /flowForm, /editFlowForm; §3 Form field; console-defined, docs/api.md §12): list,
 * detail, save (the fields checked by the rules the editor uses, src/lib/formFields), delete, the enabled forms
 * as options, and binding a form to a process model (its deployed versions are bound with it).
 */
import { model } from '@/entities/bpm';
import { bindFormProblem, formDeleteProblem } from '@/entities/bpm/rules';
import { BPM_PATHS, FORM_PATHS } from '@/entities/bpm/wire';
import { flowForm } from '@/entities/process';
import { FORM_MESSAGES, formFieldProblems, readFormFields } from '@/lib/formFields';
import { requirePermission } from '../access';
import { commit, data } from '../db';
import { found, refuse, refuseIf } from '../errors';
import { declared, entityHandlers, saveRecord } from '../entities';
import type { BpmForm } from '../model';
import type { Params } from '../params';
import { endpoint } from '../respond';
import { recordChange } from '../history';
import { formatWallTime, nowWall } from '../time';

/** List, detail and export from the declaration (src/entities/process); save and delete are bespoke (below). */
export const FORMS = declared(flowForm, { collection: 'bpmForms' });

function formOf(id: number | undefined): BpmForm {
  return found(data().bpmForms.find((f) => f.id === id), '流程表单不存在或已被删除');
}

function save(p: Params): BpmForm {
  const id = p.num('id');
  const existing = id === undefined ? undefined : formOf(id);
  const name = p.required('name', FORM_MESSAGES.nameRequired['zh-CN']);
  const status = p.num('status') ?? 0;
  if (status !== 0 && status !== 1) refuse('表单状态无效');
  const fields = readFormFields(p.str('fields') ?? '[]') ?? refuse('表单字段格式错误');
  if (fields.length === 0) refuse(FORM_MESSAGES.noFields['zh-CN']);
  const problem = formFieldProblems(fields)[0];
  if (problem) refuse(`第${problem.index + 1}个字段：${problem.message['zh-CN']}`);
  if (data().bpmForms.some((f) => f !== existing && f.name === name)) refuse('表单名称已存在');
  const remark = p.str('remark') ?? '';
  const now = formatWallTime(nowWall());
  return saveRecord(FORMS, existing, { name, status, remark, fields, updateTime: now }, (id): BpmForm => ({ id, name, status, remark, fields, createTime: now, updateTime: now }));
}

export const bpmFormHandlers = [
  ...entityHandlers(FORMS),
  endpoint('POST', FORM_PATHS.save, save),
  endpoint('POST', FORM_PATHS.delete, (p) => {
    const form = formOf(p.num('id'));
    refuseIf(formDeleteProblem(data().bpmModels, form.id));
    commit((d) => {
      d.bpmForms = d.bpmForms.filter((f) => f.id !== form.id);
    });
    recordChange(flowForm, 'delete', form as unknown as Record<string, unknown>, undefined);
    return true;
  }),
  endpoint('GET', FORM_PATHS.options, () => data().bpmForms.filter((f) => f.status === 0).map((f) => ({ value: String(f.id), label: f.name }))),
  endpoint('POST', BPM_PATHS.bindForm, (p) => {
    // §5: the model list's code and the bind button's (src/entities/bpm/model.ts).
    requirePermission('flowModel');
    requirePermission('bpm:model:bindForm');
    const bound = found(data().bpmModels.find((m) => m.id === p.num('id')), '流程模型不存在或已被删除');
    const formId = p.num('formId');
    refuseIf(formId === undefined ? null : bindFormProblem(formOf(formId)));
    const before = { ...bound };
    const saved = commit((d) => {
      bound.formId = formId ?? null;
      for (const def of d.bpmDefinitions) if (def.modelId === bound.id) def.formId = bound.formId;
      return bound;
    });
    recordChange(model, 'bindForm', before as unknown as Record<string, unknown>, saved as unknown as Record<string, unknown>);
    return saved;
  }),
];
