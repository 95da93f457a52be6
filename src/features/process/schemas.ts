/**
 * The approval lists ([H], §2 process and tasks routes) declared for the entity screens: my instances, all
 * instances, instances copied to me, my to-do and done tasks. Each row opens the instance's detail.
 */
import { PROCESS_PATHS } from '@/api/process';
import { defineEntity, type EntityField } from '@/components/entity/schema';
import { bi } from '@/i18n';

type Row = Record<string, unknown>;

export const DETAIL_PATH = '/processInstanceDetail';
export const CREATE_PATH = '/processInstanceCreate';

/** The detail of an instance, coming back to `parent`. */
export const detailHref = (id: unknown, parent: string) => `${DETAIL_PATH}?id=${encodeURIComponent(String(id))}&parent=${encodeURIComponent(parent)}`;

const instanceFields: readonly EntityField[] = [
  { name: 'id', type: 'text', label: bi('流程编号', 'Process no.'), filter: true, column: true },
  { name: 'name', type: 'text', label: bi('流程名称', 'Process'), filter: true, column: true },
  { name: 'processDefinitionKey', type: 'text', label: bi('流程标识', 'Process key'), column: true },
  { name: 'status', type: 'enum', dict: 'bpm_process_instance_status', label: bi('状态', 'Status'), filter: true, column: true },
  { name: 'result', type: 'enum', dict: 'bpm_process_instance_result', label: bi('结果', 'Result'), filter: true, column: true },
  { name: 'createRange', type: 'dateRange', label: bi('发起时间', 'Started'), filter: true },
  { name: 'createTime', type: 'datetime', label: bi('发起时间', 'Started'), column: true },
  { name: 'endTime', type: 'datetime', label: bi('结束时间', 'Ended'), column: true },
];

const starterColumn: EntityField = { name: 'startUserName', type: 'text', label: bi('发起人', 'Started by'), column: true };

const openDetail = { key: 'detail', label: bi('详情', 'Details'), open: (row: Row, parent: string) => detailHref(row.id, parent) };

export const myInstanceSchema = defineEntity<Row>({
  id: 'processInstance',
  title: bi('我的流程', 'My processes'),
  rowKey: 'id',
  endpoints: { list: { path: PROCESS_PATHS.myInstances, method: 'get' } },
  fields: instanceFields,
  actions: [openDetail],
});

export const allInstanceSchema = defineEntity<Row>({
  id: 'AllProcessList',
  title: bi('全部流程', 'All processes'),
  rowKey: 'id',
  endpoints: { list: { path: PROCESS_PATHS.allInstances, method: 'get' } },
  fields: [...instanceFields, starterColumn],
  actions: [openDetail],
});

export const copiedInstanceSchema = defineEntity<Row>({
  id: 'CopyToMeList',
  title: bi('抄送我的', 'Copied to me'),
  rowKey: 'id',
  endpoints: { list: { path: PROCESS_PATHS.copiedInstances, method: 'get' } },
  fields: [...instanceFields, starterColumn],
  actions: [openDetail],
});

const taskFields: readonly EntityField[] = [
  { name: 'name', type: 'text', label: bi('任务名称', 'Task'), filter: true, column: true },
  { name: 'processInstanceName', type: 'text', label: bi('所属流程', 'Process'), filter: true, column: true },
  { name: 'instanceId', type: 'text', label: bi('流程编号', 'Process no.'), column: true },
  { name: 'createRange', type: 'dateRange', label: bi('创建时间', 'Created'), filter: true },
  { name: 'createTime', type: 'datetime', label: bi('创建时间', 'Created'), column: true },
];

const openTask = { key: 'handle', label: bi('办理', 'Handle'), open: (row: Row, parent: string) => detailHref(row.instanceId, parent) };

export const todoTaskSchema = defineEntity<Row>({
  id: 'todoTasks',
  title: bi('待办任务', 'To-do tasks'),
  rowKey: 'id',
  endpoints: { list: { path: PROCESS_PATHS.todo, method: 'get' } },
  fields: taskFields,
  actions: [openTask],
});

export const doneTaskSchema = defineEntity<Row>({
  id: 'doneTasks',
  title: bi('已办任务', 'Completed tasks'),
  rowKey: 'id',
  endpoints: { list: { path: PROCESS_PATHS.done, method: 'get' } },
  fields: [
    ...taskFields,
    { name: 'result', type: 'enum', dict: 'bpm_process_instance_result', label: bi('审批结果', 'Result'), filter: true, column: true },
    { name: 'reason', type: 'text', label: bi('审批建议', 'Comment'), column: true },
    { name: 'endTime', type: 'datetime', label: bi('办理时间', 'Handled'), column: true },
  ],
  actions: [{ ...openTask, label: bi('详情', 'Details') }],
});
