/**
 * The approval lists of process instances ([H], §2 process routes): my instances, all instances, instances copied to
 * me, sub-processes, my department's and the business processes. They list the same records, each seen its own way
 * (the demo backend scopes "my", "copied" and "department" to the signed-in account); each row opens the instance's
 * detail (/processInstanceDetail).
 */
import { bi as t, type Bilingual } from '@/i18n';
import type { Row } from '../common';
import { defineEntity, type EntityAction, type EntityField } from '../define';
import { detailHref } from './links';

const INSTANCE_LISTS = '/api/bpm/process-instance';

const instanceFields: readonly EntityField[] = [
  { name: 'id', type: 'text', label: t('流程编号', 'Process no.'), filter: true, column: true },
  { name: 'name', type: 'text', label: t('流程名称', 'Process'), filter: true, column: true },
  { name: 'processDefinitionKey', type: 'text', label: t('流程标识', 'Process key'), column: true },
  { name: 'status', type: 'enum', dict: 'bpm_process_instance_status', label: t('状态', 'Status'), filter: true, column: true },
  { name: 'result', type: 'enum', dict: 'bpm_process_instance_result', label: t('结果', 'Result'), filter: true, column: true },
  { name: 'createRange', type: 'dateRange', label: t('发起时间', 'Started'), filter: true },
  { name: 'createTime', type: 'datetime', label: t('发起时间', 'Started'), column: true },
  { name: 'endTime', type: 'datetime', label: t('结束时间', 'Ended'), column: true },
];

const starterColumn: EntityField = { name: 'startUserName', type: 'text', label: t('发起人', 'Started by'), column: true };

const openDetail: EntityAction<Row> = { key: 'detail', label: t('详情', 'Details'), open: (row, parent) => detailHref(row.id, parent) };

/** An instance list: its id (and route), title, list call (GET `/api/bpm/process-instance/<page>`) and fields. */
const instanceList = (id: string, title: Bilingual, page: string, fields: readonly EntityField[], actions: readonly EntityAction<Row>[] = [openDetail]) =>
  defineEntity({
    id,
    title,
    rowKey: 'id',
    endpoints: { list: { path: `${INSTANCE_LISTS}/${page}`, method: 'get' } },
    screens: { list: `/${id}` },
    fields,
    actions,
  });

export const myInstance = instanceList('processInstance', t('我的流程', 'My processes'), 'my-page', instanceFields);
export const allInstance = instanceList('AllProcessList', t('全部流程', 'All processes'), 'all-page', [...instanceFields, starterColumn]);
export const copiedInstance = instanceList('CopyToMeList', t('抄送我的', 'Copied to me'), 'copy-page', [...instanceFields, starterColumn]);

/** Sub-processes: instances a call activity of another instance started; each opens itself or its parent. */
export const childInstance = instanceList(
  'childProcessList', t('子流程', 'Sub-processes'), 'child-page',
  [
    ...instanceFields,
    starterColumn,
    { name: 'parentInstanceId', type: 'text', match: 'exact', label: t('父流程编号', 'Parent process no.'), filter: true, column: true },
    { name: 'parentInstanceName', type: 'text', label: t('父流程', 'Parent process'), column: true },
  ],
  [openDetail, { key: 'parent', label: t('父流程', 'Parent process'), when: (row) => !!row.parentInstanceId, open: (row, parent) => detailHref(row.parentInstanceId, parent) }],
);

/** Approvals started by people of the signed-in user's department. */
export const deptInstance = instanceList('DepartmentApprovalList', t('部门审批', 'Department approvals'), 'dept-page', [
  ...instanceFields,
  starterColumn,
  { name: 'deptName', type: 'text', label: t('发起部门', 'Department'), column: true },
]);

/** Business processes: instances started for a configured business type, with their business key. */
export const businessInstance = instanceList('operationFlow', t('业务流程', 'Business processes'), 'business-page', [
  { name: 'businessType', type: 'text', match: 'exact', label: t('业务类型编码', 'Business type code'), filter: true },
  { name: 'businessName', type: 'text', label: t('业务类型', 'Business type'), column: true },
  { name: 'businessKey', type: 'text', label: t('业务单号', 'Business key'), filter: true, column: true },
  ...instanceFields,
  starterColumn,
]);
