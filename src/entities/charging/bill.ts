/**
 * A charging bill (§2 /SopChargingBill, posted on /SopChargingIntoBill; /ChargeBill the fleet's view of the same
 * bills): what we owe one power station operator for one month's charging orders (by their start), made of chosen
 * un-posted orders; its amounts are the orders' sums (exact). An order is in one live bill at most — posting refuses an
 * order already posted — and voiding a bill frees its orders (未入账 again).
 *
 * States: 1 待确认 → 2 已确认 (the operator agreed) → 3 已结算 (paid); 1 or 2 → 9 已作废 (a reason).
 */
import { bi as t } from '@/i18n';
import { billLifecycle, confirmBill, voidBill } from '../bill/lifecycle';
import { createdRange, createTime, detailDrawer } from '../common';
import { defineEntity, type EntityField } from '../define';
import { OPERATOR_OPTIONS } from './operator';

export const BILL_BASE = '/api/charging/bill';
export const FLEET_BILL_BASE = '/api/charging/fleetBill';
/** GET `?operatorName=&billMonth=`: the un-posted orders (all operators and months when not given). */
export const POSTABLE_ORDERS = `${BILL_BASE}/postableOrders`;
/** POST `{ operatorName, billMonth, orderNos }`: creates the bill (answers it). */
export const POST_INTO_BILL = `${BILL_BASE}/post`;

export const CHARGING_BILL_PERMISSIONS = { post: 'chargingBill:post', confirm: 'chargingBill:confirm', settle: 'chargingBill:settle', void: 'chargingBill:void' } as const;

export type ChargingBillStatus = 1 | 2 | 3 | 9;
export const BILL_VOID: ChargingBillStatus = 9;
export const BILL_STATUS = [
  { value: '1', label: t('待确认', 'To confirm') },
  { value: '2', label: t('已确认', 'Confirmed') },
  { value: '3', label: t('已结算', 'Settled') },
  { value: '9', label: t('已作废', 'Void') },
] as const;

const BILL_FIELDS = [
  { name: 'billNo', type: 'text', label: t('账单号', 'Bill no.'), computed: true, filter: true, column: { width: 170 } },
  { name: 'operatorName', type: 'reference', optionsPath: OPERATOR_OPTIONS, label: t('电站运营商', 'Operator'), filter: true, column: true, match: 'exact' },
  { name: 'billMonth', type: 'text', label: t('账单月份', 'Month'), filter: true, column: true, sortable: true },
  { name: 'billStatus', type: 'enum', options: BILL_STATUS, label: t('账单状态', 'Status'), filter: true, column: true },
  { name: 'orderCount', type: 'number', label: t('订单数', 'Orders'), column: true },
  { name: 'kwh', type: 'decimal', label: t('充电量（kWh）', 'Energy (kWh)'), column: true },
  { name: 'electricityFee', type: 'money', label: t('电费（元）', 'Electricity (CNY)'), column: true },
  { name: 'serviceFee', type: 'money', label: t('服务费（元）', 'Service fee (CNY)'), column: true },
  { name: 'totalAmount', type: 'money', label: t('账单金额（元）', 'Amount (CNY)'), column: true, sortable: true },
  { name: 'createBy', type: 'text', label: t('入账人', 'Posted by'), detail: true },
  { name: 'confirmTime', type: 'datetime', label: t('确认时间', 'Confirmed at'), detail: true, later: true },
  { name: 'settleTime', type: 'datetime', label: t('结算时间', 'Settled at'), detail: true, later: true },
  { name: 'voidTime', type: 'datetime', label: t('作废时间', 'Voided at'), detail: true, later: true },
  { name: 'voidReason', type: 'text', label: t('作废原因', 'Void reason'), detail: true, later: true },
  createTime,
  createdRange,
] as const satisfies readonly EntityField[];

const LINES = [
  {
    name: 'lines', label: t('账单订单', 'Orders'), summary: ['kwh', 'totalAmount'],
    fields: [
      { name: 'orderNo', type: 'text', label: t('充电单号', 'Order no.') },
      { name: 'plate', type: 'text', label: t('车牌号', 'Plate') },
      { name: 'stationName', type: 'text', label: t('充电站', 'Station') },
      { name: 'startTime', type: 'datetime', label: t('开始时间', 'Start') },
      { name: 'kwh', type: 'decimal', label: t('充电量（kWh）', 'Energy (kWh)') },
      { name: 'electricityFee', type: 'money', label: t('电费（元）', 'Electricity (CNY)') },
      { name: 'serviceFee', type: 'money', label: t('服务费（元）', 'Service fee (CNY)') },
      { name: 'totalAmount', type: 'money', label: t('合计（元）', 'Total (CNY)') },
    ],
  },
] as const;

/** The operator side's bills: posted on /SopChargingIntoBill, confirmed, settled or voided here. */
export const chargingBill = defineEntity({
  id: 'SopChargingBill',
  title: t('充电账单', 'Charging bills'),
  rowKey: 'billId',
  base: BILL_BASE,
  ops: { export: t('充电账单', 'Charging bills') },
  screens: { list: '/SopChargingBill' },
  // The charging bills are found once, here (/ChargeBill lists the same bills).
  search: { fields: ['billNo'], detail: ['operatorName', 'billMonth'] },
  addPermission: CHARGING_BILL_PERMISSIONS.post,
  status: { field: 'billStatus' },
  numbering: { field: 'billNo', prefix: 'CDZD', date: 'month', digits: 3 },
  summary: ['kwh', 'totalAmount'],
  recordLabel: 'billNo',
  fields: BILL_FIELDS,
  children: LINES,
  links: [detailDrawer],
  transitions: billLifecycle(CHARGING_BILL_PERMISSIONS, [
    confirmBill({ label: t('确认', 'Confirm'), confirm: t('确认运营商已核对该账单无误吗？', 'Has the operator checked and agreed this bill?') }),
    {
      key: 'settle', label: t('结算', 'Settle'), from: [2], to: 3,
      refusal: t('该账单不是已确认状态，不能结算', 'Only a confirmed bill can be settled'),
      confirm: t('确认已向运营商支付该账单的全部款项吗？', 'Has the whole bill been paid to the operator?'),
      done: t('账单已结算', 'Bill settled'),
    },
    voidBill({ refusal: t('已结算的账单不能作废', 'A settled bill cannot be voided'), done: t('账单已作废，其订单可重新入账', 'Bill voided; its orders can be posted again') }),
  ]),
});

/** The fleet's view of the same bills (read-only: what its charging cost per operator and month). */
export const chargeBill = defineEntity({
  id: 'ChargeBill',
  title: t('充电账单', 'Charging bills'),
  rowKey: 'billId',
  base: FLEET_BILL_BASE,
  ops: { export: t('充电账单', 'Charging bills') },
  screens: { list: '/ChargeBill' },
  status: { field: 'billStatus' },
  summary: ['kwh', 'totalAmount'],
  recordLabel: 'billNo',
  fields: BILL_FIELDS,
  children: LINES,
  links: [detailDrawer],
});
