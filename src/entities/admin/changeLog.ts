/**
 * The change history (§2 /DataRecordpage 数据记录; docs/architecture.md "History"): the demo backend records every
 * save, transition and delete of a declared entity — who, when, which record, and each changed field's value before
 * and after, as the screens show it. Read-only: its list filters by operator, entity, record and time, and a row
 * expands to its field changes; every detail screen's History tab lists one record's entries from the same list.
 * An entry names the entity, the action and the fields in both languages (`displayEn`: the English screens show the
 * English texts; an entry stored before them shows its Chinese ones).
 */
import { bi as t } from '@/i18n';
import { defineEntity } from '../define';

/** The options of the entity filter: every declared entity, by its title (`[{ value: entity id, label }]`). */
export const CHANGE_LOG_ENTITIES = '/api/changeLog/entities';

/** The actions every entity has besides its transitions (a transition's entry names its key and label). */
export const CHANGE_ACTIONS = {
  create: t('新增', 'Create'),
  update: t('修改', 'Update'),
  delete: t('删除', 'Delete'),
  import: t('导入', 'Import'),
  // A vehicle moved by its transfer (/VehicleAllocation): sent off, received at the target store.
  allocationDispatch: t('调拨发车', 'Transfer: sent off'),
  allocationReceive: t('调拨接收', 'Transfer: received'),
  // A vehicle moved by its maintenance work order (/MaintenanceList): into repair, accepted back.
  maintenanceStart: t('维保送修', 'Maintenance: sent to repair'),
  maintenanceAccept: t('维保验收', 'Maintenance: accepted'),
  // Writes of bespoke endpoints (docs/architecture.md "History"): an order placed by the create-order flow, a process
  // instance started, approved, rejected or cancelled, one's own password changed.
  placeOrder: t('下单', 'Order placed'),
  processStart: t('发起流程', 'Process started'),
  processApprove: t('审批通过', 'Task approved'),
  processReject: t('审批驳回', 'Task rejected'),
  processCancel: t('取消流程', 'Process cancelled'),
  changePassword: t('修改密码', 'Password changed'),
} as const;

export const changeLog = defineEntity({
  id: 'changeLog',
  title: t('数据记录', 'Data records'),
  rowKey: 'logId',
  base: '/api/changeLog',
  ops: { detail: false },
  screens: { list: '/DataRecordpage' },
  timeField: 'time',
  expand: 'changes',
  fields: [
    { name: 'time', type: 'datetime', label: t('操作时间', 'Time'), column: { width: 170 }, sortable: true },
    { name: 'timeRange', type: 'dateRange', label: t('操作时间', 'Time'), filter: true },
    { name: 'operatorName', type: 'text', label: t('操作人', 'Operator'), filter: true, column: true },
    { name: 'operator', type: 'text', label: t('操作账号', 'Account'), column: true },
    { name: 'entity', type: 'reference', optionsPath: CHANGE_LOG_ENTITIES, display: 'entityTitle', displayEn: 'entityTitleEn', label: t('业务对象', 'Entity'), filter: true, column: true },
    { name: 'recordLabel', type: 'text', label: t('记录', 'Record'), filter: true, column: true },
    { name: 'recordId', type: 'text', label: t('记录编号', 'Record ID'), column: true },
    { name: 'action', type: 'text', label: t('操作代码', 'Action code'), detail: true },
    { name: 'actionName', type: 'text', displayEn: 'actionNameEn', label: t('操作', 'Action'), column: true },
  ],
  children: [
    {
      name: 'changes', label: t('变更内容', 'Changes'),
      fields: [
        { name: 'label', type: 'text', displayEn: 'labelEn', label: t('字段', 'Field') },
        { name: 'before', type: 'text', displayEn: 'beforeEn', label: t('原值', 'Before') },
        { name: 'after', type: 'text', displayEn: 'afterEn', label: t('新值', 'After') },
      ],
    },
  ],
});
