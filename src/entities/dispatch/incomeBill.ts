/** An income bill (§2 /izuIncomeBill): confirmed by the partner, or rejected with a reason. */
import { bi as t } from '@/i18n';
import { createdRange, createTime, reasonField } from '../common';
import { defineEntity } from '../define';
import { AWAITING_PARTNER, incomeBillLine } from '../finance/incomeStatement';

export const incomeBill = defineEntity({
  id: 'izuIncomeBill',
  title: t('收入账单', 'Income bills'),
  rowKey: 'billId',
  base: '/api/lingsan/incomeBill',
  ops: { export: t('收入账单', 'Income bills') },
  exportPermission: 'incomeBill:export',
  summary: ['billAmount'],
  screens: { list: '/izuIncomeBill', detail: '/izuIncomeBillDetailed' },
  status: { field: 'billStatus', name: 'billStatusName' },
  // The order of the work (../urgency.ts): the bills not yet confirmed (draft, in review, awaiting the partner), the oldest first.
  work: { state: 'billStatus', open: [100, 110, 120], start: 'createTime' },
  fields: [
    { name: 'billNo', type: 'text', label: t('账单号', 'Bill no.'), filter: true, column: true },
    { name: 'billStatus', type: 'enum', dict: 'income_bill_status', label: t('账单状态', 'Status'), filter: true, column: true },
    { name: 'partnerName', type: 'text', label: t('合作方', 'Partner'), filter: true, column: true },
    { name: 'billMonth', type: 'text', label: t('账单月份', 'Month'), filter: true, match: 'exact', column: true },
    { name: 'orderCount', type: 'number', label: t('订单数', 'Orders'), column: true },
    { name: 'billAmount', type: 'money', label: t('账单金额（元）', 'Amount (CNY)'), column: true, sortable: true },
    { name: 'confirmTime', type: 'datetime', label: t('确认时间', 'Confirmed at'), detail: true, later: true },
    { name: 'rejectReason', type: 'text', label: t('驳回原因', 'Reject reason'), detail: true, later: true },
    createTime,
    createdRange,
  ],
  search: { fields: ['billNo'], detail: ['partnerName', 'billMonth'] },
  links: [
    { key: 'detail', label: t('详情', 'Details'), open: (row, parent) => `/izuIncomeBillDetailed?${new URLSearchParams({ billId: String(row.billId), parent })}` },
    { key: 'statement', label: t('对账单', 'Statement'), open: (row, parent) => `/izuIncomeBillAccountStatementDetailed?${new URLSearchParams({ billId: String(row.billId), billNo: String(row.billNo), parent })}` },
    // The partner's check of its lines, while the bill awaits the partner's confirmation.
    {
      key: 'check', label: t('核对', 'Check'), permission: 'incomeBill:confirm', when: (row) => Number(row.billStatus) === AWAITING_PARTNER,
      open: (row, parent) => `/izuIncomeBillCheck?${new URLSearchParams({ billId: String(row.billId), billNo: String(row.billNo), parent })}`,
    },
  ],
  related: [{ key: 'lines', title: t('对账单明细', 'Statement lines'), entity: incomeBillLine, filter: (row) => ({ billNo: String(row.billNo) }) }],
  transitions: [
    {
      key: 'confirm', label: t('确认', 'Confirm'), permission: 'incomeBill:confirm', from: [120], to: 130, stamp: 'confirmTime', batch: true,
      refusal: t('该账单不是待合作方确认状态，不能确认', 'Only a bill awaiting the partner’s confirmation can be confirmed'),
      confirm: t('确认该账单无误吗？确认后将进入结算。', 'Confirm this bill? It then goes to settlement.'),
      done: t('账单已确认', 'Bill confirmed'),
    },
    {
      key: 'reject', label: t('驳回', 'Reject'), permission: 'incomeBill:confirm', danger: true, from: [120], to: 150,
      refusal: t('该账单不是待合作方确认状态，不能驳回', 'Only a bill awaiting the partner’s confirmation can be rejected'),
      fields: [reasonField('rejectReason', t('驳回原因', 'Reason'), t('请填写驳回原因', 'Enter the reason'))],
      done: t('账单已驳回', 'Bill rejected'),
    },
  ],
});
