/**
 * A demand bill (§2 /demandBill, /demandBillAddPage, /demandBillDetailPage): the bill the provider sends an enterprise
 * client (a company of type 4 in /companyList) for its finished demand orders (/scatterNeedOrder, state 4 已完成) whose
 * use ended in the billing month. Each line is the order as billed (its level's daily price × vehicles × use days,
 * frozen when the bill is made); the totals are `billTotals` (./totals), the function the add screen previews with.
 *
 * States: 1 待确认 → 2 已确认 (the client agreed) → 3 已开票 (invoice number) → 4 已结清; 1 or 2 → 9 已作废 (a reason).
 * An order is in one live (not voided) bill at most: the add screen offers only orders in none, the backend refuses
 * the others; voiding a bill frees its orders. Who did each step and when is kept on the bill.
 */
import { bi as t } from '@/i18n';
import { isWithinMillion } from '@/lib/validators';
import { createdRange, createTime, openById } from '../common';
import { defineEntity, type EnumOption } from '../define';
import { billLifecycle, confirmBill, voidBill } from './lifecycle';
import { TAX_RATES } from './totals';

export const DEMAND_BILL_BASE = '/api/lingsan/demandBill';
/** The enterprise clients (`[{ value: name, label }]`); the add screen's also say how many orders each has to bill. */
export const BILL_COMPANY_OPTIONS = `${DEMAND_BILL_BASE}/companyOptions`;
/** An enterprise's finished demand orders in no live bill (`?companyName=`, optional `billMonth`): the add screen's lines. */
export const BILLABLE_ORDERS = `${DEMAND_BILL_BASE}/billableOrders`;
/** POST the enterprise, month, chosen orders and amounts: creates the bill (answers it). */
export const CREATE_DEMAND_BILL = `${DEMAND_BILL_BASE}/create`;
/** POST `{ billId }`: the bill's lines as an xlsx file. */
export const EXPORT_DEMAND_BILL_LINES = `${DEMAND_BILL_BASE}/exportLines`;

export const DEMAND_BILL_PERMISSIONS = {
  add: 'demandBill:add',
  confirm: 'demandBill:confirm',
  invoice: 'demandBill:invoice',
  settle: 'demandBill:settle',
  void: 'demandBill:void',
  export: 'demandBill:export',
} as const;

export const TAX_RATE_OPTIONS: readonly EnumOption[] = TAX_RATES.map((r) => ({ value: String(r), label: t(`${r}%`, `${r}%`) }));

/** The longest remark a bill takes (the add screen's input stops there; the backend refuses longer). */
export const REMARK_MAX = 200;

/** The amount rules of a bill's adjustments (§5 amount, §9 cap): one list for the add screen and the backend. */
export const ADJUSTMENT_RULES = [isWithinMillion] as const;

export const demandBill = defineEntity({
  id: 'demandBill',
  title: t('需求账单', 'Demand bills'),
  rowKey: 'billId',
  base: DEMAND_BILL_BASE,
  ops: { export: t('需求账单', 'Demand bills') },
  exportPermission: DEMAND_BILL_PERMISSIONS.export,
  summary: ['orderAmount', 'payableAmount'],
  screens: { list: '/demandBill', detail: '/demandBillDetailPage' },
  status: { field: 'billStatus', name: 'billStatusName' },
  numbering: { field: 'billNo', prefix: 'XQZD', date: 'month', digits: 3 },
  sections: [
    { key: 'basic', title: t('账单信息', 'Bill') },
    { key: 'amounts', title: t('金额', 'Amounts') },
    { key: 'steps', title: t('处理记录', 'Steps') },
  ],
  fields: [
    { name: 'billNo', type: 'text', label: t('账单号', 'Bill no.'), computed: true, filter: true, column: true },
    { name: 'companyName', type: 'reference', optionsPath: BILL_COMPANY_OPTIONS, label: t('企业客户', 'Enterprise client'), filter: true, column: true, match: 'exact' },
    { name: 'billMonth', type: 'text', label: t('账单月份', 'Billing month'), filter: true, column: true, sortable: true },
    { name: 'billStatus', type: 'enum', dict: 'demand_bill_status', label: t('账单状态', 'Status'), filter: true, column: true },
    { name: 'orderCount', type: 'number', label: t('订单数', 'Orders'), column: true },
    { name: 'orderAmount', type: 'money', label: t('订单金额（元）', 'Orders (CNY)'), column: true, section: 'amounts' },
    { name: 'extraFeeAmount', type: 'money', label: t('其他费用（元）', 'Other fees (CNY)'), detail: true, section: 'amounts', validators: ADJUSTMENT_RULES },
    { name: 'discountAmount', type: 'money', label: t('优惠减免（元）', 'Discount (CNY)'), detail: true, section: 'amounts', validators: ADJUSTMENT_RULES },
    { name: 'netAmount', type: 'money', label: t('不含税金额（元）', 'Before tax (CNY)'), detail: true, section: 'amounts' },
    { name: 'taxRate', type: 'enum', options: TAX_RATE_OPTIONS, label: t('税率', 'Tax rate'), detail: true, section: 'amounts' },
    { name: 'taxAmount', type: 'money', label: t('税额（元）', 'Tax (CNY)'), detail: true, section: 'amounts' },
    { name: 'payableAmount', type: 'money', label: t('应付总额（元）', 'Payable (CNY)'), column: true, sortable: true },
    { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, later: true },
    { name: 'createBy', type: 'text', label: t('创建人', 'Created by'), detail: true, section: 'steps' },
    { name: 'confirmBy', type: 'text', label: t('确认人', 'Confirmed by'), detail: true, section: 'steps', later: true },
    { name: 'confirmTime', type: 'datetime', label: t('确认时间', 'Confirmed at'), detail: true, section: 'steps', later: true },
    { name: 'invoiceNo', type: 'text', label: t('发票号码', 'Invoice no.'), detail: true, section: 'steps', later: true },
    { name: 'invoiceBy', type: 'text', label: t('开票人', 'Invoiced by'), detail: true, section: 'steps', later: true },
    { name: 'invoiceTime', type: 'datetime', label: t('开票时间', 'Invoiced at'), detail: true, section: 'steps', later: true },
    { name: 'settleBy', type: 'text', label: t('结清操作人', 'Settled by'), detail: true, section: 'steps', later: true },
    { name: 'settleTime', type: 'datetime', label: t('结清时间', 'Settled at'), detail: true, section: 'steps', later: true },
    { name: 'voidBy', type: 'text', label: t('作废人', 'Voided by'), detail: true, section: 'steps', later: true },
    { name: 'voidTime', type: 'datetime', label: t('作废时间', 'Voided at'), detail: true, section: 'steps', later: true },
    { name: 'voidReason', type: 'text', label: t('作废原因', 'Void reason'), detail: true, section: 'steps', later: true },
    createTime,
    createdRange,
  ],
  children: [
    {
      name: 'lines', label: t('账单订单', 'Orders billed'), section: 'basic', summary: ['orderAmount'],
      fields: [
        { name: 'demandOrderNo', type: 'text', label: t('需求单号', 'Demand no.') },
        { name: 'cityName', type: 'text', label: t('用车城市', 'City') },
        { name: 'levelName', type: 'text', label: t('车型级别', 'Car level') },
        { name: 'plate', type: 'text', label: t('车牌号', 'Plate') },
        { name: 'driverName', type: 'text', label: t('司机', 'Driver') },
        { name: 'useStartTime', type: 'datetime', label: t('用车开始', 'Use from') },
        { name: 'useEndTime', type: 'datetime', label: t('用车结束', 'Use until') },
        { name: 'vehicleNum', type: 'number', label: t('用车数量', 'Vehicles') },
        { name: 'useDays', type: 'number', label: t('用车天数', 'Days') },
        { name: 'dailyPrice', type: 'money', label: t('日单价（元）', 'Daily price (CNY)') },
        { name: 'orderAmount', type: 'money', label: t('订单金额（元）', 'Amount (CNY)') },
      ],
    },
  ],
  search: { fields: ['billNo'], detail: ['companyName', 'billMonth'] },
  links: [openById('detail', t('详情', 'Details'), '/demandBillDetailPage', 'billId')],
  transitions: billLifecycle(DEMAND_BILL_PERMISSIONS, [
    confirmBill({ confirm: t('确认企业客户已核对该账单无误吗？', 'Has the client checked and agreed this bill?') }),
    {
      key: 'invoice', label: t('开票', 'Invoice'), from: [2], to: 3,
      refusal: t('该账单不是已确认状态，不能开票', 'Only a confirmed bill can be invoiced'),
      fields: [{ name: 'invoiceNo', type: 'text', label: t('发票号码', 'Invoice no.'), required: t('请填写发票号码', 'Enter the invoice number') }],
      done: t('已登记开票', 'Invoice recorded'),
    },
    {
      key: 'settle', label: t('结清', 'Settle'), from: [3], to: 4,
      refusal: t('该账单不是已开票状态，不能结清', 'Only an invoiced bill can be settled'),
      confirm: t('确认已收到该账单的全部款项吗？', 'Has the whole bill been paid?'),
      done: t('账单已结清', 'Bill settled'),
    },
    voidBill({
      refusal: t('已开票或已结清的账单不能作废', 'An invoiced or settled bill cannot be voided'),
      done: t('账单已作废，其订单可重新出账', 'Bill voided; its orders can be billed again'),
    }),
  ]),
});

/** A bill's state as stored: 1 awaiting confirmation, 2 confirmed, 3 invoiced, 4 settled, 9 void. */
export type DemandBillStatus = 1 | 2 | 3 | 4 | 9;
/** A voided bill holds no order: its orders can be billed again. */
export const VOID_BILL: DemandBillStatus = 9;
