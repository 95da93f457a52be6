/**
 * The approval lists ([H], §2 process and tasks routes) declared for the entity screens: my instances, all
 * instances, instances copied to me, my to-do and done tasks. Each row opens the instance's detail.
 */
import { FORM_PATHS } from '@/api/bpmForm';
import { PROCESS_PATHS } from '@/api/process';
import { defineEntity, type ActionField, type EntityField } from '@/entities/define';
import { bi } from '@/i18n';

type Row = Record<string, unknown>;

export const DETAIL_PATH = '/processInstanceDetail';
export const CREATE_PATH = '/processInstanceCreate';
export const FLOW_FORM_PATH = '/flowForm';
export const EDIT_FLOW_FORM_PATH = '/editFlowForm';

/** The form editor: a form's (with `formId`) or a new one. */
export const editFormHref = (formId?: unknown) => (formId === undefined ? EDIT_FLOW_FORM_PATH : `${EDIT_FLOW_FORM_PATH}?formId=${encodeURIComponent(String(formId))}`);

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

/** Sub-processes: instances a call activity of another instance started; each opens itself or its parent. */
export const childInstanceSchema = defineEntity<Row>({
  id: 'childProcessList',
  title: bi('子流程', 'Sub-processes'),
  rowKey: 'id',
  endpoints: { list: { path: PROCESS_PATHS.childInstances, method: 'get' } },
  fields: [
    ...instanceFields,
    starterColumn,
    { name: 'parentInstanceId', type: 'text', label: bi('父流程编号', 'Parent process no.'), filter: true, column: true },
    { name: 'parentInstanceName', type: 'text', label: bi('父流程', 'Parent process'), column: true },
  ],
  actions: [openDetail, { key: 'parent', label: bi('父流程', 'Parent process'), when: (row) => !!row.parentInstanceId, open: (row: Row, parent: string) => detailHref(row.parentInstanceId, parent) }],
});

/** Approvals started by people of the signed-in user's department. */
export const deptInstanceSchema = defineEntity<Row>({
  id: 'DepartmentApprovalList',
  title: bi('部门审批', 'Department approvals'),
  rowKey: 'id',
  endpoints: { list: { path: PROCESS_PATHS.deptInstances, method: 'get' } },
  fields: [...instanceFields, starterColumn, { name: 'deptName', type: 'text', label: bi('发起部门', 'Department'), column: true }],
  actions: [openDetail],
});

const status = (name: string, label = bi('状态', 'Status')): EntityField => ({ name, type: 'enum', dict: 'common_status', label, filter: true, column: true });

/** Custom process forms: added and edited in the form editor, deleted after a confirmation. */
export const flowFormSchema = defineEntity<Row>({
  id: 'flowForm',
  title: bi('流程表单', 'Process forms'),
  rowKey: 'id',
  endpoints: { list: { path: FORM_PATHS.list, method: 'get' } },
  fields: [
    { name: 'id', type: 'number', label: bi('编号', 'No.'), column: { width: 80 } },
    { name: 'name', type: 'text', label: bi('表单名称', 'Form name'), filter: true, column: true },
    status('status'),
    { name: 'remark', type: 'text', label: bi('备注', 'Remark'), column: true },
    { name: 'createTime', type: 'datetime', label: bi('创建时间', 'Created'), column: true },
  ],
  actions: [
    { key: 'edit', label: bi('编辑', 'Edit'), open: (row: Row) => editFormHref(row.id) },
    { key: 'delete', label: bi('删除', 'Delete'), danger: true, call: FORM_PATHS.remove, confirm: bi('确定删除该流程表单吗？删除后不能恢复。', 'Delete this form? This cannot be undone.'), done: bi('删除成功', 'Deleted') },
  ],
});

const configFields = [
  { name: 'businessType', label: bi('业务类型编码', 'Business type code'), kind: 'text', required: bi('请输入业务类型编码', 'Please enter the business type code') },
  { name: 'name', label: bi('业务名称', 'Business name'), kind: 'text', required: bi('请输入业务名称', 'Please enter the business name') },
  { name: 'processKey', label: bi('流程', 'Process'), kind: 'select', optionsPath: FORM_PATHS.processKeyOptions, required: bi('请选择流程', 'Please choose a process') },
  { name: 'remark', label: bi('备注', 'Remark'), kind: 'textarea' },
] as const satisfies readonly ActionField[];

/** Business process settings: which deployed process key handles which business type. */
export const businessConfigSchema = defineEntity<Row>({
  id: 'operationFlowConfig',
  title: bi('业务流程配置', 'Business process settings'),
  rowKey: 'id',
  endpoints: { list: { path: FORM_PATHS.businessList, method: 'get' } },
  fields: [
    { name: 'businessType', type: 'text', label: bi('业务类型编码', 'Business type code'), filter: true, column: true },
    { name: 'name', type: 'text', label: bi('业务名称', 'Business name'), filter: true, column: true },
    { name: 'processKey', type: 'text', label: bi('流程标识', 'Process key'), column: true },
    status('status'),
    { name: 'remark', type: 'text', label: bi('备注', 'Remark'), column: true },
    { name: 'updateTime', type: 'datetime', label: bi('更新时间', 'Updated'), column: true },
  ],
  create: { key: 'add', label: bi('新增配置', 'Add setting'), call: FORM_PATHS.businessSave, fields: configFields, done: bi('保存成功', 'Saved') },
  actions: [
    { key: 'edit', label: bi('编辑', 'Edit'), call: FORM_PATHS.businessSave, fields: configFields, prefill: true, done: bi('保存成功', 'Saved') },
    { key: 'enable', label: bi('启用', 'Enable'), when: (row) => row.status === 1, call: FORM_PATHS.businessEnable, confirm: bi('确定启用该业务流程配置吗？', 'Enable this setting?'), done: bi('已启用', 'Enabled') },
    { key: 'disable', label: bi('停用', 'Disable'), danger: true, when: (row) => row.status === 0, call: FORM_PATHS.businessDisable, confirm: bi('确定停用该业务流程配置吗？停用后不能再发起该业务的流程。', 'Disable this setting? Its business can no longer start processes.'), done: bi('已停用', 'Disabled') },
  ],
});

/** Business processes: instances started for a configured business type, with their business key. */
export const businessInstanceSchema = defineEntity<Row>({
  id: 'operationFlow',
  title: bi('业务流程', 'Business processes'),
  rowKey: 'id',
  endpoints: { list: { path: PROCESS_PATHS.businessInstances, method: 'get' } },
  fields: [
    { name: 'businessType', type: 'text', label: bi('业务类型编码', 'Business type code'), filter: true },
    { name: 'businessName', type: 'text', label: bi('业务类型', 'Business type'), column: true },
    { name: 'businessKey', type: 'text', label: bi('业务单号', 'Business key'), filter: true, column: true },
    ...instanceFields,
    starterColumn,
  ],
  actions: [openDetail],
});
