/**
 * A charging order (§2 /ChargeOrder + /ChargeOrderDetail, the fleet's view; /SopChargingOrder +
 * /SopChargingOrderDetail, the operator side's view of the same records): one charging session of one of our electric
 * vehicles (energy type 新能源) at an operator's station — the driver, the pile (快充/慢充 and its number), start and
 * end (end after start, at most 24 h), the energy (kWh), the battery level at start and end (§5 percentage, end not
 * below start), and the fees (`chargeFees`: kWh × the station's electricity price + kWh × the operator's service rate,
 * exact). An order is 未入账 until posted into a charging bill (/SopChargingIntoBill), then 已入账 with the bill's
 * number; voiding the bill frees it. Only an un-posted order can be edited or deleted.
 */
import { bi as t } from '@/i18n';
import { isAmount, isEmojiFree, isNotOnlySpaces, numberRange } from '@/lib/validators';
import { createdRange, createTime, openById, saveDialogs } from '../common';
import { defineEntity, type EntityField, type EntityAction } from '../define';
import { END_NOT_AFTER_START, KWH_CAP, socProblem } from './fees';

export const ORDER_BASE = '/api/charging/order';
export const SOP_ORDER_BASE = '/api/sop/chargingOrder';
/** The fleet's electric vehicles `[{ value: plate, label: 'plate model' }]`. */
export const EV_OPTIONS = `${ORDER_BASE}/vehicleOptions`;
/** The drivers on duty `[{ value: driverName, label }]`. */
export const CHARGE_DRIVER_OPTIONS = `${ORDER_BASE}/driverOptions`;
/** The enabled operators' stations `[{ value: stationId, label: 'operator · station' }]`. */
export const STATION_OPTIONS = `${ORDER_BASE}/stationOptions`;
export const CHARGE_ORDER_PERMISSION = 'chargeOrder:edit';

export const ORDER_UNPOSTED = 1;
export const ORDER_POSTED = 2;
export const ORDER_STATUS = [
  { value: String(ORDER_UNPOSTED), label: t('未入账', 'Not posted') },
  { value: String(ORDER_POSTED), label: t('已入账', 'Posted') },
] as const;
export const PILE_TYPES = [
  { value: '1', label: t('快充', 'Fast') },
  { value: '2', label: t('慢充', 'Slow') },
] as const;

export const ORDER_FIELDS = [
  { name: 'orderNo', type: 'text', label: t('充电单号', 'Order no.'), filter: true, column: { width: 180 }, computed: true },
  { name: 'plate', type: 'reference', optionsPath: EV_OPTIONS, label: t('车牌号', 'Plate'), filter: true, column: true, form: true, required: t('请选择车辆', 'Choose the vehicle') },
  { name: 'model', type: 'text', label: t('车型', 'Model'), column: true },
  { name: 'companyName', type: 'text', label: t('所属公司', 'Company'), filter: true, detail: true },
  { name: 'driverName', type: 'reference', optionsPath: CHARGE_DRIVER_OPTIONS, label: t('司机', 'Driver'), filter: true, column: true, form: true, required: t('请选择司机', 'Choose the driver') },
  { name: 'operatorName', type: 'text', label: t('电站运营商', 'Operator'), filter: true, column: true },
  { name: 'stationId', type: 'reference', optionsPath: STATION_OPTIONS, display: 'stationName', label: t('充电站', 'Station'), column: true, form: true, required: t('请选择充电站', 'Choose the station') },
  { name: 'cityName', type: 'text', label: t('城市', 'City'), filter: true, column: true },
  { name: 'pileType', type: 'enum', options: PILE_TYPES, label: t('充电方式', 'Pile'), filter: true, column: true, form: true, required: t('请选择充电方式', 'Choose fast or slow') },
  { name: 'pileNo', type: 'text', label: t('桩编号', 'Pile no.'), detail: true, form: true, required: t('请填写桩编号', 'Enter the pile number'), validators: [isNotOnlySpaces, isEmojiFree] },
  { name: 'startTime', type: 'datetime', label: t('开始时间', 'Start'), column: { width: 170 }, sortable: true, form: true, required: t('请选择开始时间', 'Choose the start') },
  { name: 'endTime', type: 'datetime', label: t('结束时间', 'End'), column: { width: 170 }, form: true, required: t('请选择结束时间', 'Choose the end'), after: { field: 'startTime', message: END_NOT_AFTER_START } },
  { name: 'chargeRange', type: 'dateRange', label: t('开始时间', 'Start'), filter: true },
  {
    name: 'kwh', type: 'decimal', label: t('充电量（kWh）', 'Energy (kWh)'), column: true, sortable: true, form: true, required: t('请填写充电量', 'Enter the energy'),
    validators: [isAmount, numberRange({ min: 0, max: KWH_CAP, minInclusive: false })],
  },
  { name: 'startSoc', type: 'percent', label: t('开始电量（%）', 'Start level (%)'), detail: true, form: true, required: t('请填写开始电量', 'Enter the start level') },
  { name: 'endSoc', type: 'percent', label: t('结束电量（%）', 'End level (%)'), detail: true, form: true, required: t('请填写结束电量', 'Enter the end level'), checkWith: { field: 'startSoc', problem: socProblem } },
  { name: 'electricityPrice', type: 'money', label: t('电价（元/kWh）', 'Electricity (CNY/kWh)'), detail: true },
  { name: 'serviceRate', type: 'money', label: t('服务费单价（元/kWh）', 'Service rate (CNY/kWh)'), detail: true },
  { name: 'electricityFee', type: 'money', label: t('电费（元）', 'Electricity (CNY)'), column: true },
  { name: 'serviceFee', type: 'money', label: t('服务费（元）', 'Service fee (CNY)'), column: true },
  { name: 'totalAmount', type: 'money', label: t('合计（元）', 'Total (CNY)'), column: true, sortable: true },
  { name: 'orderStatus', type: 'enum', options: ORDER_STATUS, label: t('入账状态', 'Posting'), filter: true, column: true },
  { name: 'billNo', type: 'text', label: t('账单号', 'Bill no.'), filter: true, detail: true },
  { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] },
  createTime,
  createdRange,
] as const satisfies readonly EntityField[];

const DIALOGS = saveDialogs({ save: `${ORDER_BASE}/save`, fields: ORDER_FIELDS, add: t('新增充电订单', 'Add charging order'), permission: CHARGE_ORDER_PERMISSION });

const common = {
  fields: ORDER_FIELDS,
  timeField: 'startTime',
  status: { field: 'orderStatus', initial: ORDER_UNPOSTED },
  summary: ['kwh', 'electricityFee', 'serviceFee', 'totalAmount'],
  sections: [
    { key: 'basic', title: t('充电信息', 'Session') },
  ],
};

/** The fleet's view: its vehicles' sessions, entered, corrected and deleted until posted. */
export const chargeOrder = defineEntity({
  ...common,
  rowKey: 'orderId',
  id: 'ChargeOrder',
  title: t('充电订单', 'Charging orders'),
  base: ORDER_BASE,
  ops: { export: t('充电订单', 'Charging orders'), save: true, import: false },
  screens: { list: '/ChargeOrder', detail: '/ChargeOrderDetail' },
  recordLabel: 'orderNo',
  remove: { permission: CHARGE_ORDER_PERMISSION, from: [ORDER_UNPOSTED], refusal: t('已入账的充电订单不能删除', 'A posted charging order cannot be deleted') },
  // Corrected until posted (the screen offers no edit for a posted one); the number is the backend's.
  edit: { from: [ORDER_UNPOSTED], refusal: t('已入账的充电订单不能修改', 'A posted charging order cannot be changed') },
  numbering: { field: 'orderNo', prefix: 'CD', date: 'day', digits: 5 },
  create: DIALOGS.create,
  search: { fields: ['orderNo', 'plate'], detail: ['stationName', 'startTime'] },
  links: [openById('detail', t('详情', 'Details'), '/ChargeOrderDetail', 'orderId'), DIALOGS.edit as EntityAction<Record<string, unknown>>],
});

/** The operator side's view of the same sessions (read-only: they are entered by the fleet). */
export const sopChargingOrder = defineEntity({
  ...common,
  rowKey: 'orderId',
  id: 'SopChargingOrder',
  title: t('充电订单', 'Charging orders'),
  base: SOP_ORDER_BASE,
  ops: { export: t('充电订单', 'Charging orders') },
  screens: { list: '/SopChargingOrder', detail: '/SopChargingOrderDetail' },
  recordLabel: 'orderNo',
  links: [openById('detail', t('详情', 'Details'), '/SopChargingOrderDetail', 'orderId')],
});
