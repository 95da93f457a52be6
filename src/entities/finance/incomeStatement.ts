/**
 * An income bill's statement lines (§2 /izuIncomeBillAccountStatementDetailed, /izuIncomeBillCheck): the rental
 * orders the provider bills a partner for, one line each. The bill's amount is the sum of its lines (`billAmountOf`,
 * ./amounts). While the bill awaits the partner's confirmation (income_bill_status 120), the check marks a line 有异议
 * with a note and the amount the partner accepts (`dispute`), or withdraws it (`undispute`); a bill with a disputed
 * line cannot be confirmed, only rejected with its disputes (the income bill's own confirm and reject transitions).
 */
import { bi as t } from '@/i18n';
import { reasonField } from '../common';
import { defineEntity } from '../define';
import { DISPUTED } from './amounts';

/** The income bill's state in which its lines are checked: awaiting the partner's confirmation. */
export const AWAITING_PARTNER = 120;

/** The refusal of marking a line of a bill no longer awaiting the partner's confirmation. */
export const LINE_LOCKED = t('该账单不是待合作方确认状态，明细不能再核对', 'The bill no longer awaits the partner’s confirmation: its lines cannot be checked');

export const incomeBillLine = defineEntity({
  id: 'incomeBillLines',
  title: t('对账单明细', 'Statement lines'),
  rowKey: 'lineId',
  base: '/api/lingsan/incomeBill/line',
  ops: { detail: false, export: t('对账单明细', 'Statement lines') },
  summary: ['rentDays', 'amount'],
  pageSize: 20,
  screens: { list: '/izuIncomeBillAccountStatementDetailed' },
  status: { field: 'disputeStatus', name: 'disputeStatusName' },
  fields: [
    { name: 'billNo', type: 'text', label: t('账单号', 'Bill no.'), filter: true, match: 'exact', column: true },
    { name: 'orderNo', type: 'text', label: t('订单号', 'Order no.'), filter: true, column: true },
    { name: 'plate', type: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true },
    { name: 'model', type: 'text', label: t('车型', 'Model'), column: true },
    { name: 'startDate', type: 'date', label: t('开始日期', 'From'), column: true, sortable: true },
    { name: 'endDate', type: 'date', label: t('结束日期', 'To'), column: true },
    { name: 'rentDays', type: 'number', label: t('天数', 'Days'), column: true },
    { name: 'unitPrice', type: 'money', label: t('单价（元/天）', 'Daily price (CNY)'), column: true },
    { name: 'amount', type: 'money', label: t('金额（元）', 'Amount (CNY)'), column: true, sortable: true },
    { name: 'disputeStatus', type: 'enum', dict: 'bill_line_dispute', label: t('核对结果', 'Check'), filter: true, column: true },
    { name: 'adjustedAmount', type: 'money', label: t('核对金额（元）', 'Checked amount (CNY)'), column: true, later: true },
    { name: 'disputeNote', type: 'text', label: t('异议说明', 'Dispute note'), column: true, later: true },
  ],
  // The bill must await the partner's confirmation (AWAITING_PARTNER): the demo backend's guard, LINE_LOCKED its refusal.
  transitions: [
    {
      key: 'dispute', label: t('有异议', 'Dispute'), permission: 'incomeBill:confirm', from: [0], to: DISPUTED,
      refusal: t('该明细已标记异议', 'Only an agreed line can be disputed'),
      fields: [
        { name: 'adjustedAmount', type: 'money', label: t('核对金额（元）', 'Checked amount (CNY)'), required: t('请填写核对金额', 'Enter the checked amount') },
        reasonField('disputeNote', t('异议说明', 'Dispute note'), t('请填写异议说明', 'Enter the dispute note')),
      ],
      done: t('已标记异议', 'Line disputed'),
    },
    {
      key: 'undispute', label: t('撤销异议', 'Withdraw dispute'), permission: 'incomeBill:confirm', from: [DISPUTED], to: 0,
      refusal: t('该明细没有异议，无需撤销', 'Only a disputed line’s dispute can be withdrawn'),
      confirm: t('撤销该明细的异议吗？', 'Withdraw the dispute of this line?'),
      done: t('已撤销异议', 'Dispute withdrawn'),
    },
  ],
});
