/**
 * A vehicle change order (§2 /changeCarOrder, /changeCarOrderDetail): a supplier asks to replace the vehicle or the
 * driver of one of its platform ad-hoc orders (dispatched or in service) with another of its vehicles in service and
 * one of its enabled drivers licensed for it (the send-vehicle dialog's choices). The platform audits it: approving
 * puts the new plate and driver on the order, rejecting (with a reason) leaves the order as it was; either way the
 * order's `todoVehicle` flag — set while the change order awaits its audit — is cleared. An order has at most one
 * change order awaiting audit. The platform list's "confirm change" (/scatterPlatformOrderList) approves the order's
 * pending change order: one rule (src/mocks/handlers/changeOrders.ts).
 */
import { bi as t } from '@/i18n';
import { atMostChars, isEmojiFree, isNotOnlySpaces } from '@/lib/validators';
import { openById } from '../common';
import { defineEntity } from '../define';
import { supplierName } from './fields';

/** A change's reason and a rejection's: free text, not only spaces, no emoji, at most 200 characters. */
export const REASON_RULES = [isNotOnlySpaces, isEmojiFree, atMostChars(200)];

export const changeOrder = defineEntity({
  id: 'changeCarOrder',
  title: t('换车单', 'Vehicle change orders'),
  rowKey: 'changeOrderId',
  base: '/api/lingsan/changeOrder',
  ops: { export: t('换车单', 'Vehicle change orders') },
  screens: { list: '/changeCarOrder', detail: '/changeCarOrderDetail' },
  status: { field: 'changeStatus', name: 'changeStatusName' },
  timeField: 'applyTime',
  // The order of the work (../urgency.ts): the changes awaiting audit, the oldest application first.
  work: { state: 'changeStatus', open: [1], start: 'applyTime' },
  sections: [
    { key: 'basic', title: t('换车信息', 'Change') },
    { key: 'audit', title: t('审核', 'Audit') },
  ],
  fields: [
    { name: 'changeOrderNo', type: 'text', label: t('换车单号', 'Change order no.'), filter: true, column: true },
    { name: 'orderNo', type: 'text', label: t('订单号', 'Order no.'), filter: true, column: true },
    { name: 'changeStatus', type: 'enum', dict: 'change_order_status', label: t('审核状态', 'Status'), filter: true, column: true },
    { name: 'changeType', type: 'enum', dict: 'change_order_type', label: t('变更类型', 'Change'), filter: true, column: true },
    supplierName,
    { name: 'customerName', type: 'text', label: t('客户', 'Customer'), column: true, detail: true },
    { name: 'oldPlate', type: 'plate', label: t('原车牌号', 'Old plate'), filter: true, column: true },
    { name: 'oldDriverName', type: 'text', label: t('原司机', 'Old driver'), column: true },
    { name: 'newPlate', type: 'plate', label: t('新车牌号', 'New plate'), filter: true, column: true },
    { name: 'newDriverName', type: 'text', label: t('新司机', 'New driver'), column: true },
    { name: 'changeReason', type: 'textarea', label: t('换车原因', 'Reason'), detail: true },
    { name: 'applicantName', type: 'text', label: t('申请人', 'Applicant'), detail: true },
    { name: 'applyTime', type: 'datetime', label: t('申请时间', 'Applied'), column: true, sortable: true },
    { name: 'applyRange', type: 'dateRange', label: t('申请时间', 'Applied'), filter: true },
    { name: 'auditorName', type: 'text', label: t('审核人', 'Auditor'), section: 'audit', detail: true, later: true },
    { name: 'auditTime', type: 'datetime', label: t('审核时间', 'Audited'), section: 'audit', column: true, later: true },
    { name: 'rejectReason', type: 'textarea', label: t('驳回原因', 'Rejection reason'), section: 'audit', detail: true, later: true },
  ],
  recordLabel: 'changeOrderNo',
  search: { fields: ['changeOrderNo', 'orderNo'], detail: ['oldPlate', 'newPlate'] },
  links: [openById('detail', t('详情', 'Details'), '/changeCarOrderDetail', 'changeOrderId')],
  transitions: [
    {
      key: 'approve', label: t('通过', 'Approve'), permission: 'changeCarOrder:audit', from: [1], to: 2, stamp: 'auditTime',
      refusal: t('该换车单不是待审核状态，不能审核', 'Only a change order awaiting audit can be audited'),
      confirm: t('通过后订单将换为新的车辆和司机，确定通过吗？', 'The order will take the new vehicle and driver. Approve?'),
      done: t('换车单已通过', 'Change order approved'),
    },
    {
      key: 'reject', label: t('驳回', 'Reject'), permission: 'changeCarOrder:audit', danger: true, from: [1], to: 3, stamp: 'auditTime',
      refusal: t('该换车单不是待审核状态，不能审核', 'Only a change order awaiting audit can be audited'),
      fields: [
        {
          name: 'rejectReason', type: 'textarea', label: t('驳回原因', 'Rejection reason'), required: t('请填写驳回原因', 'Enter the reason'),
          validators: REASON_RULES,
        },
      ],
      done: t('换车单已驳回', 'Change order rejected'),
    },
  ],
});
