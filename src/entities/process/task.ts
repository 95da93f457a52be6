/** The signed-in user's approval tasks ([H], §2 tasks routes): to do and done; each opens its instance's detail. */
import { bi as t } from '@/i18n';
import type { Row } from '../common';
import { defineEntity, type EntityAction, type EntityField } from '../define';
import { detailHref } from './links';

const taskFields: readonly EntityField[] = [
  { name: 'name', type: 'text', label: t('任务名称', 'Task'), filter: true, column: true },
  { name: 'processInstanceName', type: 'text', label: t('所属流程', 'Process'), filter: true, column: true },
  { name: 'instanceId', type: 'text', label: t('流程编号', 'Process no.'), column: true },
  { name: 'createRange', type: 'dateRange', label: t('创建时间', 'Created'), filter: true },
  { name: 'createTime', type: 'datetime', label: t('创建时间', 'Created'), column: true },
];

const openTask: EntityAction<Row> = { key: 'handle', label: t('办理', 'Handle'), open: (row, parent) => detailHref(row.instanceId, parent) };

export const todoTask = defineEntity({
  id: 'todoTasks',
  title: t('待办任务', 'To-do tasks'),
  rowKey: 'id',
  endpoints: { list: { path: '/api/bpm/task/todo-page', method: 'get' } },
  screens: { list: '/todoTasks' },
  fields: taskFields,
  // Every task listed is still to do: the one waiting longest first (docs/architecture.md "Urgency order of the lists").
  work: { start: 'createTime' },
  actions: [openTask],
});

export const doneTask = defineEntity({
  id: 'doneTasks',
  title: t('已办任务', 'Completed tasks'),
  rowKey: 'id',
  endpoints: { list: { path: '/api/bpm/task/done-page', method: 'get' } },
  screens: { list: '/doneTasks' },
  fields: [
    ...taskFields,
    { name: 'result', type: 'enum', dict: 'bpm_process_instance_result', label: t('审批结果', 'Result'), filter: true, column: true },
    { name: 'reason', type: 'text', label: t('审批建议', 'Comment'), column: true },
    { name: 'endTime', type: 'datetime', label: t('办理时间', 'Handled'), column: true },
  ],
  actions: [{ ...openTask, label: t('详情', 'Details') }],
});
