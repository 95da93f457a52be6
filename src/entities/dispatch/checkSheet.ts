/**
 * An inspection sheet (§2 /checkSheet): reviewed (审核: a dialog on its row or its detail), passed or rejected with a
 * reason. Its detail (/checkSheetDetail) loads it by its id; /checkSheetAudit opens it by its id with the review's
 * dialog open (docs/architecture.md "Step dialogs").
 */
import { bi as t } from '@/i18n';
import { createdRange, createTime, openById } from '../common';
import { defineEntity } from '../define';
import { int } from '../kinds';

export const checkSheet = defineEntity({
  id: 'checkSheet',
  title: t('验车单审核', 'Inspection sheet reviews'),
  rowKey: 'checkSheetId',
  base: '/api/lingsan/checkSheet',
  ops: { export: t('验车单', 'Inspection sheets') },
  screens: { list: '/checkSheet', detail: '/checkSheetDetail' },
  status: { field: 'auditStatus', name: 'auditStatusName' },
  // The order of the work (../urgency.ts): the sheets pending review, the oldest first.
  work: { state: 'auditStatus', open: [1], start: 'createTime' },
  fields: [
    { name: 'checkSheetNo', type: 'text', label: t('验车单号', 'Sheet no.'), filter: true, column: true },
    { name: 'auditStatus', type: 'enum', dict: 'check_sheet_audit_status', label: t('审核状态', 'Review status'), filter: true, column: true },
    { name: 'checkType', type: 'enum', dict: 'check_sheet_type', label: t('验车类型', 'Check type'), filter: true, column: true },
    { name: 'orderNo', type: 'text', label: t('订单号', 'Order no.'), filter: true, column: true },
    { name: 'plate', type: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true },
    { name: 'supplierName', type: 'text', label: t('供应商', 'Supplier'), column: true },
    { name: 'mileage', type: 'number', label: t('里程（km）', 'Mileage (km)'), column: true, sample: (random) => int(random, 3000, 98_000) },
    { name: 'auditRemark', type: 'text', label: t('审核意见', 'Remark'), detail: true, later: true },
    { name: 'auditTime', type: 'datetime', label: t('审核时间', 'Reviewed at'), detail: true, later: true },
    createTime,
    createdRange,
  ],
  search: { fields: ['checkSheetNo'], detail: ['plate', 'supplierName'] },
  links: [openById('detail', t('详情', 'Details'), '/checkSheetDetail', 'checkSheetId')],
  transitions: [
    {
      key: 'audit', label: t('审核', 'Review'), permission: 'checkSheet:audit', from: [1], to: { by: 'auditResult', map: { pass: 2, reject: 3 } }, stamp: 'auditTime',
      refusal: t('该验车单不是待审核状态，不能审核', 'Only a sheet pending review can be reviewed'),
      route: '/checkSheetAudit',
      // What the reviewer judges: the sheet's findings.
      shows: ['checkType', 'plate', 'mileage', 'supplierName', 'orderNo'],
      fields: [
        {
          name: 'auditResult', label: t('审核结果', 'Result'), type: 'enum', required: t('请选择审核结果', 'Choose a result'),
          options: [{ value: 'pass', label: t('通过', 'Approve') }, { value: 'reject', label: t('驳回', 'Reject') }],
        },
        { name: 'auditRemark', label: t('审核意见', 'Remark'), type: 'textarea', requiredWhen: { field: 'auditResult', value: 'reject' }, required: t('请填写驳回原因', 'Enter the reason for rejecting') },
      ],
      done: t('审核完成', 'Review saved'),
    },
  ],
});
