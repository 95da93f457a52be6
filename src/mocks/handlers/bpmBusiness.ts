/**
 * Business process settings (§2 /operationFlowConfig; console-defined, docs/api.md §12): which deployed process
 * key handles a business type (refund approval, car purchase, contract…). List, detail, save (add or edit), enable
 * and disable; the deployed process keys and the enabled business types as options. Instances are started for a
 * business type through `/api/bpm/process-instance/create` (`businessType`, `businessKey`).
 */
import { FORM_PATHS } from '@/entities/bpm/wire';
import { businessConfig, PROCESS_KEY_OPTIONS } from '@/entities/process';
import { activeProcessKeys, latestActive } from '@/entities/process/rules';
import { data } from '../db';
import { declared, entityHandlers, type EntitySave } from '../entities';
import { endpoint } from '../respond';
import { formatWallTime, nowWall } from '../time';

/**
 * The setting's save: its rows are added and edited in a dialog of action fields (the declaration has no form), so
 * the rules are the dialog's required messages plus the two the backend alone knows (the code's pattern, a deployed key).
 */
const save: EntitySave = {
  fields: [
    { name: 'businessType', required: '请输入业务类型编码', check: (v) => (/^[A-Z][A-Z0-9_]*$/.test(v) ? null : '业务类型编码须以大写字母开头，只能包含大写字母、数字和下划线') },
    { name: 'name', required: '请输入业务名称' },
    { name: 'processKey', required: '请选择流程', check: (v) => (latestActive(data().bpmDefinitions, v) ? null : `流程（${v}）未部署或已挂起`) },
    { name: 'remark' },
  ],
  defaults: () => {
    const now = formatWallTime(nowWall());
    return { status: 0, remark: '', createTime: now, updateTime: now };
  },
  unique: { field: 'businessType', refusal: '该业务类型已配置' },
};

/** List, detail, export, enable and disable from the declaration (src/entities/process); the save above. */
export const BUSINESS_CONFIGS = declared(businessConfig, { collection: 'bpmBusinessConfigs', save });

export const bpmBusinessHandlers = [
  ...entityHandlers(BUSINESS_CONFIGS),
  endpoint('GET', FORM_PATHS.businessOptions, () =>
    data().bpmBusinessConfigs.filter((c) => c.status === 0).map((c) => ({ value: c.businessType, label: c.name })),
  ),
  endpoint('GET', PROCESS_KEY_OPTIONS, () => activeProcessKeys(data().bpmDefinitions)),
];
