/**
 * The platform's ad-hoc orders as their supplier and the provider's order desk see them: the same records as
 * /scatterPlatformOrderList (the `scatteredOrders` collection), not copies.
 *
 * - `supplierOrderSec` (§2 /supplierOrderSec): the signed-in supplier's own orders and its actions on them — start the
 *   service (the time and the odometer reading at hand-over), finish it (the time and the reading at return: after the
 *   start, not below it), and ask for a vehicle or driver change (a change order, src/entities/supplier/changeOrder.ts,
 *   audited by the platform). Its detail (a drawer: the route table has no detail screen for it) shows the order's
 *   vehicle, driver, service readings, the bill it is in and its change orders.
 * - `scatteredOrderSec` (§2 /scatteredOrderSec, /scatteredOrderSecDetailed): the provider's order desk, read-only —
 *   the dispatching and the change confirmation stay on /scatterPlatformOrderList. It differs by being the detail-rich
 *   view: filters by supplier, city and period, and a detail screen of its own with the customer side, the service
 *   readings, the bill and the change orders, and the record's history.
 */
import { bi as t } from '@/i18n';
import { numberRange } from '@/lib/validators';
import { createdRange, createTime, detailDrawer, openById } from '../common';
import { defineEntity, type ActionField, type EntityField } from '../define';
import { changeOrder, REASON_RULES } from './changeOrder';
import { MILEAGE_CAP } from './car';
import { SUPPLIER_CAR_OPTIONS, SUPPLIER_DRIVER_OPTIONS } from './demandOrder';
import { supplierName } from './fields';
import type { WorkFields } from '../urgency';

const SECTIONS = [
  { key: 'basic', title: t('订单信息', 'Order') },
  { key: 'vehicle', title: t('车辆与司机', 'Vehicle and driver') },
  { key: 'service', title: t('服务记录', 'Service') },
];

/** The order's fields on both screens (the supplier's filter of its name finds its own rows only). */
const orderFields = (supplier: EntityField): EntityField[] => [
  { name: 'orderNo', type: 'text', label: t('订单号', 'Order no.'), filter: true, column: true },
  { name: 'orderStatus', type: 'enum', dict: 'scattered_order_status', label: t('订单状态', 'Status'), filter: true, column: true },
  { name: 'todoVehicle', type: 'enum', dict: 'true_false', label: t('换车待审核', 'Change awaiting audit'), filter: true, column: true },
  supplier,
  { name: 'customerName', type: 'text', label: t('客户', 'Customer'), filter: true, column: true },
  { name: 'cityName', type: 'text', label: t('城市', 'City'), filter: true, column: true },
  { name: 'startTime', type: 'datetime', label: t('用车开始', 'Use from'), column: true, sortable: true },
  { name: 'endTime', type: 'datetime', label: t('用车结束', 'Use until'), column: true },
  { name: 'orderAmount', type: 'money', label: t('订单金额（元）', 'Amount (CNY)'), column: true, sortable: true },
  { name: 'billNo', type: 'text', label: t('所属账单', 'Bill'), column: true, detail: true },
  { name: 'plate', type: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true, section: 'vehicle' },
  { name: 'brandModel', type: 'text', label: t('品牌车型', 'Make and model'), detail: true, section: 'vehicle' },
  { name: 'driverName', type: 'text', label: t('司机', 'Driver'), column: true, section: 'vehicle' },
  { name: 'driverMobile', type: 'mobile', label: t('司机手机号', "Driver's mobile"), detail: true, section: 'vehicle' },
  { name: 'serviceStartTime', type: 'datetime', label: t('开始服务时间', 'Service started'), detail: true, section: 'service' },
  { name: 'startMileage', type: 'number', label: t('开始里程（km）', 'Start odometer (km)'), detail: true, section: 'service' },
  { name: 'serviceEndTime', type: 'datetime', label: t('结束服务时间', 'Service finished'), detail: true, section: 'service' },
  { name: 'endMileage', type: 'number', label: t('结束里程（km）', 'End odometer (km)'), detail: true, section: 'service' },
  { name: 'serviceMileage', type: 'number', label: t('服务里程（km）', 'Distance (km)'), detail: true, section: 'service' },
  createTime,
  createdRange,
];

const odometer = (name: string, label: ReturnType<typeof t>, required: ReturnType<typeof t>): ActionField => ({
  name, type: 'number', label, required, validators: [numberRange({ min: 0, max: MILEAGE_CAP })],
});

/** The order's change orders, newest first (a related list of both details). */
const changeOrders = { key: 'changes', title: t('换车单', 'Vehicle change orders'), entity: changeOrder, filter: (row: Readonly<Record<string, unknown>>) => ({ orderNo: String(row.orderNo ?? '') }) };

/** Refused while a change order of the order awaits audit (the order's vehicle and driver may still change). */
export const CHANGE_PENDING = t('该订单有待审核的换车单，请等待审核结果', 'A change order of this order awaits audit: wait for its result');
/** A finish not after the start, an end reading below the start's. */
export const END_NOT_AFTER_START = t('结束服务时间必须晚于开始服务时间', 'The service must finish after it started');
/** A service recorded as starting or finishing later than now. */
export const START_IN_FUTURE = t('开始服务时间不能晚于当前时间', 'The service cannot start later than now');
export const END_IN_FUTURE = t('结束服务时间不能晚于当前时间', 'The service cannot finish later than now');
export const END_MILEAGE_BELOW_START = t('结束里程不能小于开始里程', 'The end odometer reading cannot be below the start reading');
/** A change that changes nothing, a vehicle of another supplier. */
export const CHANGE_NOTHING = t('新车辆和新司机与订单当前的相同，无需换车', 'The new vehicle and driver are the ones the order has');
export const CHANGE_OTHER_SUPPLIER = t('所选车辆不属于该订单的供应商', "The vehicle is not the order's supplier's");

/**
 * The order of a supplier's work on an ad-hoc order (docs/architecture.md "Urgency order of the lists";
 * scattered_order_status), the nearest start first: dispatched to it, waiting for its service to start (overdue once
 * its start has passed); in service, overdue once its end has passed.
 */
export const SCATTERED_ORDER_WORK: WorkFields = { state: 'orderStatus', open: [3, 4], waiting: [3], start: 'startTime', due: { field: 'endTime', states: [4] } };

export const supplierOrderSec = defineEntity({
  id: 'supplierOrderSec',
  title: t('供应商订单', 'Supplier orders'),
  rowKey: 'orderId',
  base: '/api/lingsan/supplier/serviceOrder',
  ops: { export: t('供应商订单', 'Supplier orders') },
  summary: ['orderAmount'],
  screens: { list: '/supplierOrderSec' },
  status: { field: 'orderStatus', name: 'orderStatusName' },
  work: SCATTERED_ORDER_WORK,
  sections: SECTIONS,
  fields: orderFields(supplierName),
  recordLabel: 'orderNo',
  links: [detailDrawer],
  related: [changeOrders],
  transitions: [
    {
      key: 'startService', label: t('开始服务', 'Start service'), permission: 'supplierOrder:service', from: [3], to: 4,
      refusal: t('只有已派单的订单可以开始服务', 'Only a dispatched order can start its service'),
      fields: [
        { name: 'serviceStartTime', type: 'datetime', label: t('开始服务时间', 'Service started'), required: t('请选择开始服务时间', 'Choose when the service started') },
        odometer('startMileage', t('开始里程（km）', 'Start odometer (km)'), t('请填写开始里程', 'Enter the start odometer reading')),
      ],
      done: t('已开始服务', 'Service started'),
    },
    {
      key: 'finishService', label: t('结束服务', 'Finish service'), permission: 'supplierOrder:service', from: [4], to: 5,
      refusal: t('只有服务中的订单可以结束服务', 'Only an order in service can finish'),
      fields: [
        { name: 'serviceEndTime', type: 'datetime', label: t('结束服务时间', 'Service finished'), required: t('请选择结束服务时间', 'Choose when the service finished') },
        odometer('endMileage', t('结束里程（km）', 'End odometer (km)'), t('请填写结束里程', 'Enter the end odometer reading')),
      ],
      done: t('已结束服务', 'Service finished'),
    },
    {
      key: 'applyChange', label: t('申请换车', 'Ask for a change'), permission: 'supplierOrder:changeVehicle', from: [3, 4], also: { todoVehicle: [false] }, set: { todoVehicle: true },
      refusal: t('该订单已有待审核的换车单，或不是已派单、服务中的订单，不能申请换车', 'The order has a change awaiting audit, or is not dispatched or in service'),
      fields: [
        { name: 'newCarId', type: 'reference', optionsPath: SUPPLIER_CAR_OPTIONS, display: 'newPlate', label: t('新车辆', 'New vehicle'), required: t('请选择新车辆', 'Choose the new vehicle') },
        {
          name: 'newDriverId', type: 'reference', optionsPath: SUPPLIER_DRIVER_OPTIONS, display: 'newDriverName', label: t('新司机', 'New driver'), required: t('请选择新司机', 'Choose the new driver'),
          dependsOn: { field: 'newCarId', param: 'carId', refusal: t('所选司机的准驾车型不能驾驶所选车辆', "The driver's licence class does not allow the chosen vehicle") },
        },
        { name: 'changeReason', type: 'textarea', label: t('换车原因', 'Reason'), required: t('请填写换车原因', 'Enter the reason'), validators: REASON_RULES },
      ],
      done: t('换车申请已提交，等待平台审核', 'Change asked for: the platform will audit it'),
    },
  ],
});

export const scatteredOrderSec = defineEntity({
  id: 'scatteredOrderSec',
  title: t('零散订单', 'Ad-hoc orders'),
  rowKey: 'orderId',
  base: '/api/lingsan/customerOrder',
  ops: { export: t('零散订单', 'Ad-hoc orders') },
  summary: ['orderAmount'],
  screens: { list: '/scatteredOrderSec', detail: '/scatteredOrderSecDetailed' },
  status: { field: 'orderStatus', name: 'orderStatusName' },
  sections: SECTIONS,
  fields: orderFields({ ...supplierName, detail: true }),
  recordLabel: 'orderNo',
  search: { fields: ['orderNo'], detail: ['customerName', 'plate'] },
  links: [openById('detail', t('详情', 'Details'), '/scatteredOrderSecDetailed', 'orderId')],
  related: [changeOrders],
});
