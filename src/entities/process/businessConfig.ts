/**
 * Business process settings ([H] /operationFlowConfig): which deployed process key handles which business type; added
 * and edited in a dialog, enabled and disabled on the list.
 */
import { bi as t } from '@/i18n';
import { defineEntity, type ActionField } from '../define';
import { commonStatus } from './fields';

const BASE = '/api/bpm/business-config';
/** The deployed process keys, as the dialog's choices. */
export const PROCESS_KEY_OPTIONS = '/api/bpm/definition/key-options';

const configFields = [
  { name: 'businessType', label: t('业务类型编码', 'Business type code'), type: 'text', required: t('请输入业务类型编码', 'Please enter the business type code') },
  { name: 'name', label: t('业务名称', 'Business name'), type: 'text', required: t('请输入业务名称', 'Please enter the business name') },
  { name: 'processKey', label: t('流程', 'Process'), type: 'reference', optionsPath: PROCESS_KEY_OPTIONS, required: t('请选择流程', 'Please choose a process') },
  { name: 'remark', label: t('备注', 'Remark'), type: 'textarea' },
] as const satisfies readonly ActionField[];

export const businessConfig = defineEntity({
  id: 'operationFlowConfig',
  title: t('业务流程配置', 'Business process settings'),
  rowKey: 'id',
  base: BASE,
  ops: { export: t('业务流程配置', 'Business process settings') },
  screens: { list: '/operationFlowConfig' },
  status: { field: 'status' },
  timeField: 'createTime',
  fields: [
    { name: 'businessType', type: 'text', label: t('业务类型编码', 'Business type code'), filter: true, column: true },
    { name: 'name', type: 'text', label: t('业务名称', 'Business name'), filter: true, column: true },
    { name: 'processKey', type: 'text', label: t('流程标识', 'Process key'), column: true },
    commonStatus,
    { name: 'remark', type: 'text', label: t('备注', 'Remark'), column: true },
    { name: 'updateTime', type: 'datetime', label: t('更新时间', 'Updated'), column: true },
  ],
  create: { key: 'add', label: t('新增配置', 'Add setting'), call: `${BASE}/save`, fields: configFields, done: t('保存成功', 'Saved') },
  links: [{ key: 'edit', label: t('编辑', 'Edit'), call: `${BASE}/save`, fields: configFields, prefill: true, done: t('保存成功', 'Saved') }],
  transitions: [
    {
      key: 'enable', label: t('启用', 'Enable'), from: [1], to: 0, stamp: 'updateTime', refusal: t('该配置已启用', 'This setting is enabled'),
      confirm: t('确定启用该业务流程配置吗？', 'Enable this setting?'), done: t('已启用', 'Enabled'),
    },
    {
      key: 'disable', label: t('停用', 'Disable'), danger: true, from: [0], to: 1, stamp: 'updateTime', refusal: t('该配置已停用', 'This setting is disabled'),
      confirm: t('确定停用该业务流程配置吗？停用后不能再发起该业务的流程。', 'Disable this setting? Its business can no longer start processes.'), done: t('已停用', 'Disabled'),
    },
  ],
});
