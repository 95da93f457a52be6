/**
 * The process designer's backend (§2 /design, /flowModel, /definition; console-defined, docs/api.md §9):
 * process models (list, detail, save, deploy) and the deployed definitions (list, detail with the XML).
 * Saving checks what a process engine would: a key (§4 pattern), a name and parseable BPMN 2.0 XML whose process
 * id is the key; a key belongs to one model only, and a saved model's key does not change (§5).
 */
import { definition, model } from '@/entities/bpm';
import { BPM_PATHS } from '@/entities/bpm/wire';
import { requirePermission } from '../access';
import { commit, data } from '../db';
import { refuse } from '../errors';
import { declared, entityHandlers, type EntityAction } from '../entities';
import type { BpmModel } from '../model';
import { endpoint } from '../respond';
import { recordChange } from '../history';
import { formatWallTime, nowWall } from '../time';

/** §4: letters, digits, - _ . $, starting with a letter or underscore. */
const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_\-.$]*$/;

/** Deploys the model's current XML as the next version of its definition (a row action, not a status transition). */
const deploy: EntityAction = {
  allowed: (row) => typeof row.bpmnXml === 'string' && row.bpmnXml.includes('<'), refusal: '流程模型没有流程图，不能部署',
  apply: (row) => {
    const m = row as unknown as BpmModel;
    const defs = data().bpmDefinitions;
    const version = Math.max(0, ...defs.filter((d) => d.key === m.key).map((d) => d.version)) + 1;
    defs.unshift({
      id: Math.max(0, ...defs.map((d) => d.id)) + 1, modelId: m.id, key: m.key, name: m.name, version,
      bpmnXml: m.bpmnXml, suspensionState: 1, deployTime: formatWallTime(nowWall()), formId: m.formId,
    });
    m.version = version;
    m.deployStatus = 1;
  },
};

/** Models and definitions: list, detail and export from their declarations (src/entities/bpm); a model's deploy. */
export const BPM_ENTITIES = {
  models: declared(model, { collection: 'bpmModels', actions: { deploy } }),
  definitions: declared(definition, { collection: 'bpmDefinitions' }),
};

/** The id of the first process of a BPMN XML text (null when there is none). */
function processId(xml: string): string | null {
  return /<(?:\w+:)?process\b[^>]*\bid="([^"]+)"/.exec(xml)?.[1] ?? null;
}

export const bpmHandlers = [
  ...Object.values(BPM_ENTITIES).flatMap((def) => entityHandlers(def)),
  endpoint('POST', BPM_PATHS.modelSave, (p) => {
    // §5: the model list's code (the designer is its child screen) and the save button's.
    requirePermission('flowModel');
    requirePermission('bpm:model:save');
    const id = p.num('id');
    const existing = id === undefined ? undefined : data().bpmModels.find((m) => m.id === id);
    if (id !== undefined && !existing) refuse('流程模型不存在或已被删除');
    const key = existing ? existing.key : p.required('key', '流程标识不能为空');
    if (!KEY_PATTERN.test(key)) refuse('流程标识只能以字母或下划线开头，由字母、数字、-、_、.、$ 组成');
    const name = p.required('name', '流程名称不能为空').trim();
    if (!name) refuse('流程名称不能为空');
    const bpmnXml = p.required('bpmnXml', '流程图不能为空');
    if (!/<(?:\w+:)?definitions\b/.test(bpmnXml)) refuse('流程图不是有效的 BPMN 2.0 XML');
    const pid = processId(bpmnXml);
    if (pid !== null && pid !== key) refuse(`流程图的流程标识（${pid}）与模型标识（${key}）不一致`);
    if (!existing && data().bpmModels.some((m) => m.key === key)) refuse('该流程标识已被其他模型使用');
    const now = formatWallTime(nowWall());
    const description = p.str('description');
    const before = existing && { ...existing };
    const saved = commit((d) => {
      if (existing) return Object.assign(existing, { name, bpmnXml, updateTime: now, ...(description !== undefined ? { description } : {}) });
      const row: BpmModel = {
        id: Math.max(0, ...d.bpmModels.map((m) => m.id)) + 1, key, name, description: description ?? '', bpmnXml,
        deployStatus: 0, version: 0, formId: null, createTime: now, updateTime: now,
      };
      d.bpmModels.unshift(row);
      return row;
    });
    recordChange(model, before ? 'update' : 'create', before as Record<string, unknown> | undefined, saved as unknown as Record<string, unknown>);
    return saved;
  }),
];
