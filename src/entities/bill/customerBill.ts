/**
 * Customer bills (§2 /customerBillSec, /customerBillDetailed, /customerBillDetailes): an enterprise client's monthly
 * statement (a company of type 4 in /companyList: the "customer" of the platform's ad-hoc orders, /scatterPlatformOrderList
 * `customerName`). A bill covers the client's ad-hoc orders completed in the month; its line items are each order's
 * use fee and the fees added at settlement (tolls, parking, overtime, extra distance), each a row of
 * `customerBillItem`. The bill's total is the sum of its items; payments received are recorded against it (never
 * above the balance, `paymentProblem` in ./totals) and move it 待收款 → 部分收款 → 已结清.
 */
import { bi as t } from '@/i18n';
import { isWithinMillion } from '@/lib/validators';
import { createdRange, createTime, openById } from '../common';
import { defineEntity, type EnumOption } from '../define';

export const CUSTOMER_BILL_BASE = '/api/lingsan/customerBill';
/** The enterprise clients a customer bill may be for (`[{ value: name, label }]`). */
export const CUSTOMER_OPTIONS = `${CUSTOMER_BILL_BASE}/customerOptions`;

export const CUSTOMER_BILL_PERMISSIONS = { payment: 'customerBill:payment', export: 'customerBill:export' } as const;

/** How a client paid. */
export const PAY_METHOD_OPTIONS: readonly EnumOption[] = [
  { value: '1', label: t('银行转账', 'Bank transfer') },
  { value: '2', label: t('承兑汇票', 'Bank acceptance bill') },
  { value: '3', label: t('现金', 'Cash') },
  { value: '4', label: t('其他', 'Other') },
];

/** A bill's state: 1 awaiting payment, 2 partly paid, 3 settled (the balance is 0). */
export type CustomerBillStatus = 1 | 2 | 3;

export const customerBill = defineEntity({
  id: 'customerBillSec',
  title: t('客户账单', 'Customer bills'),
  rowKey: 'billId',
  base: CUSTOMER_BILL_BASE,
  ops: { export: t('客户账单', 'Customer bills') },
  exportPermission: CUSTOMER_BILL_PERMISSIONS.export,
  summary: ['totalAmount', 'receivedAmount', 'balanceAmount'],
  screens: { list: '/customerBillSec', detail: '/customerBillDetailed' },
  status: { field: 'billStatus', name: 'billStatusName' },
  // The order of the work (../urgency.ts): the bills not settled, the oldest first; overdue past their due date.
  work: { state: 'billStatus', open: [1, 2], start: 'createTime', due: { field: 'dueDate', states: [1, 2] } },
  sections: [
    { key: 'basic', title: t('账单信息', 'Bill') },
    { key: 'payments', title: t('收款记录', 'Payments received') },
  ],
  fields: [
    { name: 'billNo', type: 'text', label: t('账单号', 'Bill no.'), filter: true, column: true },
    { name: 'customerName', type: 'reference', optionsPath: CUSTOMER_OPTIONS, label: t('客户', 'Customer'), filter: true, column: true, match: 'exact' },
    { name: 'billMonth', type: 'text', label: t('账单月份', 'Billing month'), filter: true, column: true, sortable: true },
    { name: 'billStatus', type: 'enum', dict: 'customer_bill_status', label: t('账单状态', 'Status'), filter: true, column: true },
    { name: 'orderCount', type: 'number', label: t('订单数', 'Orders'), column: true },
    { name: 'itemCount', type: 'number', label: t('明细条数', 'Items'), detail: true },
    { name: 'totalAmount', type: 'money', label: t('账单金额（元）', 'Amount (CNY)'), column: true, sortable: true },
    { name: 'receivedAmount', type: 'money', label: t('已收金额（元）', 'Received (CNY)'), column: true },
    { name: 'balanceAmount', type: 'money', label: t('未收余额（元）', 'Balance (CNY)'), column: true, sortable: true },
    { name: 'minAmount', type: 'money', label: t('账单金额不低于', 'Amount at least'), filter: true, match: 'atLeast', of: 'totalAmount' },
    { name: 'maxAmount', type: 'money', label: t('账单金额不高于', 'Amount at most'), filter: true, match: 'atMost', of: 'totalAmount' },
    { name: 'dueDate', type: 'date', label: t('付款截止日', 'Due date'), detail: true },
    { name: 'settleTime', type: 'datetime', label: t('结清时间', 'Settled at'), detail: true, later: true },
    createTime,
    createdRange,
  ],
  children: [
    {
      name: 'payments', label: t('收款记录', 'Payments received'), section: 'payments', summary: ['payAmount'],
      fields: [
        { name: 'payTime', type: 'datetime', label: t('收款时间', 'Received at') },
        { name: 'payAmount', type: 'money', label: t('收款金额（元）', 'Amount (CNY)') },
        { name: 'payMethodName', type: 'text', label: t('收款方式', 'Method') },
        { name: 'payerAccount', type: 'text', label: t('付款账户', 'Paid from') },
        { name: 'recordBy', type: 'text', label: t('登记人', 'Recorded by') },
        { name: 'payRemark', type: 'text', label: t('备注', 'Remark') },
      ],
    },
  ],
  search: { fields: ['billNo'], detail: ['customerName', 'billMonth'] },
  links: [
    openById('detail', t('详情', 'Details'), '/customerBillDetailed', 'billId'),
    openById('items', t('账单明细', 'Items'), '/customerBillDetailes', 'billId'),
  ],
  transitions: [
    {
      key: 'payment', label: t('登记收款', 'Record a payment'), permission: CUSTOMER_BILL_PERMISSIONS.payment, from: [1, 2],
      refusal: t('该账单已结清，不能再登记收款', 'The bill is settled: no more payments can be recorded'),
      fields: [
        { name: 'payAmount', type: 'money', label: t('收款金额（元）', 'Amount (CNY)'), required: t('请填写收款金额', 'Enter the amount received'), validators: [isWithinMillion] },
        { name: 'payMethod', type: 'enum', options: PAY_METHOD_OPTIONS, label: t('收款方式', 'Method'), required: t('请选择收款方式', 'Choose the method') },
        { name: 'payerAccount', type: 'text', label: t('付款账户', 'Paid from') },
        { name: 'payRemark', type: 'textarea', label: t('备注', 'Remark') },
      ],
      done: t('收款已登记', 'Payment recorded'),
    },
  ],
});

/** A bill's line: an order's use fee or a fee added at settlement (customer_bill_fee_type). */
export const customerBillItem = defineEntity({
  id: 'customerBillDetailes',
  title: t('客户账单明细', 'Customer bill items'),
  rowKey: 'itemId',
  base: `${CUSTOMER_BILL_BASE}/item`,
  ops: { detail: false, export: t('客户账单明细', 'Customer bill items') },
  exportPermission: CUSTOMER_BILL_PERMISSIONS.export,
  summary: ['amount'],
  screens: { list: '/customerBillDetailes' },
  fields: [
    { name: 'orderNo', type: 'text', label: t('订单号', 'Order no.'), filter: true, column: true },
    { name: 'feeType', type: 'enum', dict: 'customer_bill_fee_type', label: t('费用类型', 'Fee type'), filter: true, column: true },
    { name: 'billNo', type: 'text', label: t('账单号', 'Bill no.'), column: true },
    { name: 'customerName', type: 'text', label: t('客户', 'Customer'), column: true },
    { name: 'cityName', type: 'text', label: t('用车城市', 'City'), column: true },
    { name: 'plate', type: 'text', label: t('车牌号', 'Plate'), column: true },
    { name: 'occurTime', type: 'datetime', label: t('发生时间', 'Incurred at'), column: true, sortable: true },
    { name: 'amount', type: 'money', label: t('金额（元）', 'Amount (CNY)'), column: true, sortable: true },
    { name: 'itemRemark', type: 'text', label: t('说明', 'Note'), column: true },
  ],
});
