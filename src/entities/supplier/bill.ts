/** A supplier's ad-hoc bills (§2 /supplierScatteredBillSec) and a bill's orders (/scatterBillList). */
import { bi as t } from '@/i18n';
import { createdRange, createTime, openRow } from '../common';
import { defineEntity, type EnumOption } from '../define';
import { supplierName } from './fields';

export const BILL_STATUSES: readonly EnumOption[] = [
  { value: '1', label: t('待对账', 'Awaiting reconciliation') },
  { value: '2', label: t('已对账', 'Reconciled') },
  { value: '3', label: t('已结算', 'Settled') },
  // The provider rejected it on review (the same bill is the provider's expense bill: ../finance/expenseBill.ts).
  { value: '4', label: t('已驳回', 'Rejected') },
];

export const scatteredBill = defineEntity({
  id: 'supplierScatteredBillSec',
  title: t('零散账单', 'Ad-hoc bills'),
  rowKey: 'billId',
  base: '/api/lingsan/supplier/bill',
  ops: { export: t('零散账单', 'Ad-hoc bills') },
  summary: ['billAmount'],
  screens: { list: '/supplierScatteredBillSec', detail: '/scatterBillDetail' },
  // The order of the work (../urgency.ts): the bills awaiting reconciliation, the oldest first.
  work: { state: 'billStatus', open: ['1'], start: 'createTime' },
  fields: [
    { name: 'billNo', type: 'text', label: t('账单号', 'Bill no.'), filter: true, column: true },
    { name: 'billMonth', type: 'text', label: t('账单月份', 'Month'), column: true },
    { name: 'billStatus', type: 'enum', options: BILL_STATUSES, label: t('账单状态', 'Status'), filter: true, column: true },
    { name: 'orderCount', type: 'number', label: t('订单数', 'Orders'), column: true },
    { name: 'billAmount', type: 'money', label: t('账单金额（元）', 'Amount (CNY)'), column: true },
    supplierName,
    // What the provider's review and payment of the same bill say (its expense bill, ../finance/expenseBill.ts).
    { name: 'payableAmount', type: 'money', label: t('应付金额（元）', 'Payable (CNY)'), detail: true },
    { name: 'rejectReason', type: 'text', label: t('驳回原因', 'Reject reason'), detail: true, later: true },
    { name: 'payTime', type: 'datetime', label: t('结算时间', 'Settled at'), detail: true, later: true },
    createTime,
    createdRange,
  ],
  search: { fields: ['billNo'], detail: ['billMonth'] },
  links: [openRow('detail', t('详情', 'Details'), '/scatterBillDetail'), openRow('items', t('账单明细', 'Orders'), '/scatterBillList')],
});

/** A bill's orders (the supplier's platform ad-hoc orders), listed on /scatterBillList. */
export const supplierOrder = defineEntity({
  id: 'scatterBillList',
  title: t('零散账单明细', 'Ad-hoc bill items'),
  rowKey: 'orderId',
  base: '/api/lingsan/supplier/order',
  ops: { detail: false, export: t('零散账单明细', 'Ad-hoc bill items') },
  summary: ['orderAmount'],
  fields: [
    { name: 'orderNo', type: 'text', label: t('订单号', 'Order no.'), filter: true, column: true },
    { name: 'orderStatus', type: 'enum', dict: 'scattered_order_status', label: t('订单状态', 'Status'), filter: true, column: true },
    { name: 'customerName', type: 'text', label: t('客户', 'Customer'), column: true },
    { name: 'plate', type: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true },
    { name: 'driverName', type: 'text', label: t('司机', 'Driver'), column: true },
    { name: 'startTime', type: 'datetime', label: t('开始时间', 'Start'), column: true },
    { name: 'endTime', type: 'datetime', label: t('结束时间', 'End'), column: true },
    { name: 'orderAmount', type: 'money', label: t('订单金额（元）', 'Amount (CNY)'), column: true },
  ],
});
