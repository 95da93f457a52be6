/** Deployed process definitions (§2 /definition): each opens its read-only diagram. */
import { bi as t } from '@/i18n';
import { defineEntity } from '../define';
import { DEFINITION_PATH, DIAGRAM_PARAM } from './links';

export const definition = defineEntity({
  id: 'definition',
  title: t('流程定义', 'Process definitions'),
  rowKey: 'id',
  base: '/api/bpm/definition',
  ops: { export: t('流程定义', 'Process definitions') },
  screens: { list: DEFINITION_PATH },
  timeField: 'deployTime',
  fields: [
    { name: 'key', type: 'text', label: t('流程标识', 'Process key'), filter: true, column: true },
    { name: 'name', type: 'text', label: t('流程名称', 'Process name'), filter: true, column: true },
    { name: 'version', type: 'number', label: t('版本', 'Version'), column: true },
    {
      name: 'suspensionState', type: 'enum', label: t('状态', 'State'), column: true,
      options: [
        { value: '1', label: t('激活', 'Active') },
        { value: '2', label: t('挂起', 'Suspended') },
      ],
    },
    { name: 'deployTime', type: 'text', label: t('部署时间', 'Deployed'), column: true },
  ],
  actions: [{ key: 'diagram', label: t('流程图', 'Diagram'), open: (row) => `${DEFINITION_PATH}?${DIAGRAM_PARAM}=${encodeURIComponent(String(row.id))}` }],
});
