/**
 * Business process settings (§2 /operationFlowConfig; console-defined, docs/api.md §12): which deployed process
 * key handles a business type (refund approval, car purchase, contract…). List, detail, save (add or edit), enable
 * and disable; the deployed process keys and the enabled business types as options. Instances are started for a
 * business type through `/api/bpm/process-instance/create` (`businessType`, `businessKey`).
 */
import { data } from '../db';
import { entityHandlers, type EntityDef } from '../entities';
import { endpoint } from '../respond';
import { formatWallTime, nowWall } from '../time';

const isDeployed = (key: string) => data().bpmDefinitions.some((d) => d.key === key && d.suspensionState === 1);

export const BUSINESS_CONFIGS: EntityDef = {
  collection: 'bpmBusinessConfigs', base: '/api/bpm/business-config', id: 'id', timeField: 'createTime', like: ['name', 'businessType'], exportName: '业务流程配置',
  save: {
    fields: [
      { name: 'businessType', required: '请输入业务类型编码', check: (v) => (/^[A-Z][A-Z0-9_]*$/.test(v) ? null : '业务类型编码须以大写字母开头，只能包含大写字母、数字和下划线') },
      { name: 'name', required: '请输入业务名称' },
      { name: 'processKey', required: '请选择流程', check: (v) => (isDeployed(v) ? null : `流程（${v}）未部署或已挂起`) },
      { name: 'remark' },
    ],
    defaults: () => {
      const now = formatWallTime(nowWall());
      return { status: 0, remark: '', createTime: now, updateTime: now };
    },
    unique: { field: 'businessType', refusal: '该业务类型已配置' },
  },
  actions: {
    enable: { allowed: (row) => row.status === 1, refusal: '该配置已启用', apply: (row) => Object.assign(row, { status: 0, updateTime: formatWallTime(nowWall()) }) },
    disable: { allowed: (row) => row.status === 0, refusal: '该配置已停用', apply: (row) => Object.assign(row, { status: 1, updateTime: formatWallTime(nowWall()) }) },
  },
};

export const bpmBusinessHandlers = [
  ...entityHandlers(BUSINESS_CONFIGS),
  endpoint('GET', '/api/bpm/business-config/options', () =>
    data().bpmBusinessConfigs.filter((c) => c.status === 0).map((c) => ({ value: c.businessType, label: c.name })),
  ),
  endpoint('GET', '/api/bpm/definition/key-options', () => {
    const active = data().bpmDefinitions.filter((d) => d.suspensionState === 1);
    return [...new Map(active.map((d) => [d.key, { value: d.key, label: `${d.name}（${d.key}）` }])).values()];
  }),
];
