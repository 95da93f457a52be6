/** Process models (§2 /flowModel): created and edited in the designer (/design), deployed, bound to a custom form. */
import { bi as t } from '@/i18n';
import { defineEntity } from '../define';
import { designHref } from './links';
import { BPM_PATHS, FORM_PATHS } from './wire';

export const model = defineEntity({
  id: 'flowModel',
  title: t('流程模型', 'Process models'),
  rowKey: 'id',
  base: '/api/bpm/model',
  ops: { export: t('流程模型', 'Process models') },
  screens: { list: '/flowModel' },
  timeField: 'updateTime',
  fields: [
    { name: 'key', type: 'text', label: t('流程标识', 'Process key'), filter: true, column: true },
    { name: 'name', type: 'text', label: t('流程名称', 'Process name'), filter: true, column: true },
    { name: 'description', type: 'text', label: t('流程描述', 'Description'), column: true },
    {
      name: 'deployStatus', type: 'enum', label: t('部署状态', 'Deployment'), filter: true, column: true,
      options: [
        { value: '0', label: t('未部署', 'Not deployed') },
        { value: '1', label: t('已部署', 'Deployed') },
      ],
    },
    { name: 'version', type: 'number', label: t('最新部署版本', 'Deployed version'), column: true },
    { name: 'updateTime', type: 'text', label: t('更新时间', 'Updated'), column: true },
  ],
  actions: [
    { key: 'design', label: t('设计流程', 'Design'), open: (row) => designHref(String(row.id)) },
    {
      key: 'deploy', label: t('发布流程', 'Deploy'), call: '/api/bpm/model/deploy', permission: 'bpm:model:deploy',
      confirm: t('确定发布该流程模型吗？发布后将生成新版本的流程定义。', 'Deploy this model? A new version of its definition is created.'),
      done: t('发布成功', 'Deployed'),
    },
    {
      // [H] the custom form the model's instances are started with (its deployed versions too); cleared = none.
      key: 'bindForm', label: t('绑定表单', 'Bind form'), call: BPM_PATHS.bindForm, permission: 'bpm:model:bindForm', prefill: true, done: t('表单绑定已保存', 'Form binding saved'),
      fields: [{ name: 'formId', label: t('流程表单', 'Process form'), type: 'reference', optionsPath: FORM_PATHS.options }],
    },
  ],
});
