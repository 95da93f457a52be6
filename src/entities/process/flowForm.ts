/** Custom process forms ([H] /flowForm): added and edited in the form editor (/editFlowForm), deleted after a confirmation. */
import { bi as t } from '@/i18n';
import { defineEntity } from '../define';
import { commonStatus } from './fields';
import { editFormHref } from './links';
import { FORM_PATHS } from '../bpm/wire';

export const flowForm = defineEntity({
  id: 'flowForm',
  title: t('流程表单', 'Process forms'),
  rowKey: 'id',
  base: '/api/bpm/form',
  ops: { export: t('流程表单', 'Process forms') },
  screens: { list: '/flowForm' },
  timeField: 'createTime',
  fields: [
    { name: 'id', type: 'number', label: t('编号', 'No.'), column: { width: 80 } },
    { name: 'name', type: 'text', label: t('表单名称', 'Form name'), filter: true, column: true },
    commonStatus,
    { name: 'remark', type: 'text', label: t('备注', 'Remark'), column: true },
    { name: 'createTime', type: 'datetime', label: t('创建时间', 'Created'), column: true },
  ],
  actions: [
    { key: 'edit', label: t('编辑', 'Edit'), open: (row) => editFormHref(row.id) },
    { key: 'delete', label: t('删除', 'Delete'), danger: true, call: FORM_PATHS.delete, confirm: t('确定删除该流程表单吗？删除后不能恢复。', 'Delete this form? This cannot be undone.'), done: t('删除成功', 'Deleted') },
  ],
});
