/**
 * The process designer's backend (§2 /design, /flowModel, /definition; console-defined, docs/api.md §9):
 * process models (list, detail, save, deploy) and the deployed definitions (list, detail with the XML).
 * Saving checks what a process engine would: a key (§4 pattern), a name and parseable BPMN 2.0 XML whose process
 * id is the key; a key belongs to one model only, and a saved model's key does not change (§5).
 */
import { definition, model } from '@/entities/bpm';
import { deployable, deployProblem, modelSaveProblem, nextDeployment } from '@/entities/bpm/rules';
import { BPM_PATHS } from '@/entities/bpm/wire';
import { requirePermission } from '../access';
import { data } from '../db';
import { found, refusalText, refuseIf } from '../errors';
import { declared, entityHandlers, saveRecord, type EntityAction } from '../entities';
import type { BpmModel } from '../model';
import { endpoint } from '../respond';
import { formatWallTime, nowWall } from '../time';

/**
 * Deploys the model's current XML as the next version of its definition (a row action, not a status transition);
 * refused while a user task names no one to work on it ([Q] 8, as the designer's linter).
 */
const deploy: EntityAction = {
  allowed: deployable, refusal: '流程模型没有流程图，不能部署',
  guard: (row) => refusalText(deployProblem(String(row.bpmnXml))),
  apply: (row) => {
    const deployed = nextDeployment(data().bpmDefinitions, row as unknown as BpmModel, formatWallTime(nowWall()));
    data().bpmDefinitions.unshift(deployed);
    Object.assign(row, { version: deployed.version, deployStatus: 1 });
  },
};

/** Models and definitions: list, detail and export from their declarations (src/entities/bpm); a model's deploy. */
export const BPM_ENTITIES = {
  models: declared(model, { collection: 'bpmModels', actions: { deploy } }),
  definitions: declared(definition, { collection: 'bpmDefinitions' }),
};

export const bpmHandlers = [
  ...Object.values(BPM_ENTITIES).flatMap((def) => entityHandlers(def)),
  endpoint('POST', BPM_PATHS.modelSave, (p) => {
    // §5: the model list's code (the designer is its child screen) and the save button's.
    requirePermission('flowModel');
    requirePermission('bpm:model:save');
    const id = p.num('id');
    const existing = id === undefined ? undefined : found(data().bpmModels.find((m) => m.id === id), '流程模型不存在或已被删除');
    const key = existing ? existing.key : p.required('key', '流程标识不能为空');
    const name = p.required('name', '流程名称不能为空').trim();
    const bpmnXml = p.required('bpmnXml', '流程图不能为空');
    refuseIf(modelSaveProblem(data().bpmModels, { key, name, bpmnXml }, !existing));
    const now = formatWallTime(nowWall());
    const description = p.str('description');
    return saveRecord(BPM_ENTITIES.models, existing, { name, bpmnXml, updateTime: now, ...(description !== undefined ? { description } : {}) }, (newId): BpmModel => ({
      id: newId, key, name, description: description ?? '', bpmnXml, deployStatus: 0, version: 0, formId: null, createTime: now, updateTime: now,
    }));
  }),
];
