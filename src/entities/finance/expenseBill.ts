/**
 * Expense bills (§2 /izuExpenseBill, /expenseBillDetailed, /expenseBillDetailes): what the provider pays its
 * suppliers for the vehicles and drivers they sent.
 *
 * One domain: an expense bill IS a supplier's ad-hoc bill (/supplierScatteredBillSec, ../supplier/bill.ts) seen from
 * the provider — the same records (the demo backend's `scatteredBills` collection), not a copy to keep in step. The
 * supplier sees its own bills with its own words for the same states (待对账 = 待审核, 已对账 = 已审核, 已结算 =
 * 已付款, 已驳回); the provider reviews, deducts and pays them here. A bill's amount is the sum of its order lines
 * (`billAmountOf`), its payable the amount less its deductions (`payableOf`), one function each for the seed, the
 * backend and the screens.
 */
import { bi as t } from '@/i18n';
import { createdRange, createTime, openById, reasonField } from '../common';
import { defineEntity, type EnumOption } from '../define';
import { SUPPLIER_OPTIONS } from '../dispatch/demandOrder';

/** The provider's words for the supplier bill's states (dictionary expense_bill_status; ../supplier/bill.ts BILL_STATUSES: same codes). */
export const EXPENSE_BILL_STATUS_DICT = 'expense_bill_status';

/** The bands of the amount-range filter (payable, yuan): value → [from, to). */
export const AMOUNT_BANDS: readonly (EnumOption & { from: number; to: number })[] = [
  { value: '1', label: t('1万元以下', 'Under 10,000'), from: 0, to: 10_000 },
  { value: '2', label: t('1万–5万元', '10,000–50,000'), from: 10_000, to: 50_000 },
  { value: '3', label: t('5万–10万元', '50,000–100,000'), from: 50_000, to: 100_000 },
  { value: '4', label: t('10万元及以上', '100,000 and over'), from: 100_000, to: Number.POSITIVE_INFINITY },
];

/** The band of a payable amount. */
export function amountBandOf(amount: number): string {
  return AMOUNT_BANDS.find((b) => amount >= b.from && amount < b.to)?.value ?? '1';
}

export const DEDUCTION_TYPES: readonly EnumOption[] = [
  { value: '违章罚款', label: t('违章罚款', 'Traffic fine') },
  { value: '车辆损伤', label: t('车辆损伤', 'Vehicle damage') },
  { value: '服务投诉', label: t('服务投诉', 'Service complaint') },
  { value: '迟到扣款', label: t('迟到扣款', 'Late arrival') },
];

/** An expense bill's order lines (/expenseBillDetailes): the supplier's orders the bill charges for. */
export const expenseBillLine = defineEntity({
  id: 'expenseBillLines',
  title: t('支出账单明细', 'Expense bill items'),
  rowKey: 'lineId',
  base: '/api/lingsan/expenseBill/line',
  ops: { detail: false, export: t('支出账单明细', 'Expense bill items') },
  summary: ['rentDays', 'amount'],
  pageSize: 20,
  screens: { list: '/expenseBillDetailes' },
  fields: [
    { name: 'billNo', type: 'text', label: t('账单号', 'Bill no.'), filter: true, match: 'exact', column: true },
    { name: 'orderNo', type: 'text', label: t('订单号', 'Order no.'), filter: true, column: true },
    { name: 'plate', type: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true },
    { name: 'brandModel', type: 'text', label: t('车型', 'Model'), column: true },
    { name: 'driverName', type: 'text', label: t('司机', 'Driver'), filter: true, column: true },
    { name: 'startDate', type: 'date', label: t('开始日期', 'From'), column: true, sortable: true },
    { name: 'endDate', type: 'date', label: t('结束日期', 'To'), column: true },
    { name: 'rentDays', type: 'number', label: t('天数', 'Days'), column: true },
    { name: 'unitPrice', type: 'money', label: t('单价（元/天）', 'Daily price (CNY)'), column: true },
    { name: 'amount', type: 'money', label: t('金额（元）', 'Amount (CNY)'), column: true, sortable: true },
    { name: 'supplierName', type: 'text', label: t('供应商', 'Supplier'), column: true },
  ],
});

export const expenseBill = defineEntity({
  id: 'izuExpenseBill',
  title: t('支出账单', 'Expense bills'),
  rowKey: 'billId',
  base: '/api/lingsan/expenseBill',
  ops: { export: t('支出账单', 'Expense bills') },
  exportPermission: 'expenseBill:export',
  summary: ['orderCount', 'billAmount', 'deductionAmount', 'payableAmount'],
  screens: { list: '/izuExpenseBill', detail: '/expenseBillDetailed' },
  status: { field: 'billStatus', name: 'billStatusName' },
  sections: [
    { key: 'basic', title: t('账单信息', 'Bill') },
    { key: 'amounts', title: t('金额与扣款', 'Amounts and deductions') },
    { key: 'payment', title: t('审核与付款', 'Review and payment') },
  ],
  fields: [
    { name: 'billNo', type: 'text', label: t('账单号', 'Bill no.'), filter: true, column: true },
    // Chosen among the suppliers (the dispatch dialogs' choices), matched exactly.
    { name: 'supplierName', type: 'reference', optionsPath: SUPPLIER_OPTIONS, label: t('供应商', 'Supplier'), filter: true, column: true },
    { name: 'billMonth', type: 'text', label: t('账单月份', 'Month'), filter: true, match: 'exact', column: true, sortable: true },
    { name: 'billStatus', type: 'enum', dict: EXPENSE_BILL_STATUS_DICT, label: t('账单状态', 'Status'), filter: true, column: true },
    { name: 'amountRange', type: 'enum', computed: true, options: AMOUNT_BANDS, label: t('应付金额区间', 'Payable range'), filter: true },
    { name: 'orderCount', type: 'number', label: t('订单数', 'Orders'), column: true },
    { name: 'billAmount', type: 'money', label: t('账单金额（元）', 'Amount (CNY)'), section: 'amounts', column: true, sortable: true },
    { name: 'deductionAmount', type: 'money', label: t('扣款金额（元）', 'Deductions (CNY)'), section: 'amounts', column: true },
    { name: 'payableAmount', type: 'money', label: t('应付金额（元）', 'Payable (CNY)'), section: 'amounts', column: true, sortable: true },
    { name: 'auditTime', type: 'datetime', label: t('审核时间', 'Reviewed at'), section: 'payment', detail: true, later: true },
    { name: 'rejectReason', type: 'text', label: t('驳回原因', 'Reject reason'), section: 'payment', detail: true, later: true },
    { name: 'payNo', type: 'text', label: t('付款流水号', 'Payment reference'), section: 'payment', detail: true, later: true },
    { name: 'payTime', type: 'datetime', label: t('付款时间', 'Paid at'), section: 'payment', detail: true, later: true },
    createTime,
    createdRange,
  ],
  children: [
    {
      name: 'deductions', label: t('扣款明细', 'Deductions'), section: 'amounts', summary: ['amount'],
      fields: [
        { name: 'deductionType', type: 'enum', options: DEDUCTION_TYPES, label: t('扣款类型', 'Kind'), column: true },
        { name: 'plate', type: 'plate', label: t('车牌号', 'Plate'), column: true },
        { name: 'amount', type: 'money', label: t('扣款金额（元）', 'Amount (CNY)'), column: true },
        { name: 'remark', type: 'text', label: t('说明', 'Note'), column: true },
      ],
    },
  ],
  related: [{ key: 'lines', title: t('订单明细', 'Order lines'), entity: expenseBillLine, filter: (row) => ({ billNo: String(row.billNo) }) }],
  search: { fields: ['billNo'], detail: ['supplierName', 'billMonth'] },
  links: [
    openById('detail', t('详情', 'Details'), '/expenseBillDetailed', 'billId'),
    { key: 'items', label: t('明细', 'Items'), open: (row, parent) => `/expenseBillDetailes?${new URLSearchParams({ billNo: String(row.billNo), ...(parent ? { parent } : {}) })}` },
  ],
  transitions: [
    {
      key: 'approve', label: t('审核通过', 'Approve'), permission: 'expenseBill:audit', from: [1], to: 2, stamp: 'auditTime', batch: true,
      refusal: t('该账单不是待审核状态，不能审核', 'Only a bill awaiting review can be approved'),
      confirm: t('确认审核通过该支出账单吗？通过后将进入付款。', 'Approve this expense bill? It then goes to payment.'),
      done: t('账单已审核', 'Bill approved'),
    },
    {
      key: 'reject', label: t('驳回', 'Reject'), permission: 'expenseBill:audit', danger: true, from: [1], to: 4,
      refusal: t('该账单不是待审核状态，不能驳回', 'Only a bill awaiting review can be rejected'),
      fields: [reasonField('rejectReason', t('驳回原因', 'Reason'), t('请填写驳回原因', 'Enter the reason'))],
      done: t('账单已驳回', 'Bill rejected'),
    },
    {
      key: 'pay', label: t('付款', 'Pay'), permission: 'expenseBill:pay', from: [2], to: 3, stamp: 'payTime',
      refusal: t('该账单不是已审核状态，不能付款', 'Only an approved bill can be paid'),
      confirm: t('确认已向供应商支付该账单的应付金额吗？', 'Confirm the payable amount was paid to the supplier?'),
      fields: [{ name: 'payNo', type: 'text', label: t('付款流水号', 'Payment reference'), required: t('请填写付款流水号', 'Enter the payment reference') }],
      done: t('账单已付款', 'Bill paid'),
    },
  ],
});
