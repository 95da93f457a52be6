/**
 * A platform ad-hoc order (§2 /scatterPlatformOrderList): an order served by a supplier; a dispatch the supplier
 * returned is dispatched again (重新派单: a dialog on its row or its detail), and a vehicle or driver change the
 * supplier asked for is confirmed on the list. /dispatchOrderBefore (§2 派单) is its detail, by its id, with the
 * 重新派单 dialog open when the order's dispatch was returned (docs/architecture.md "Step dialogs").
 */
import { bi as t } from '@/i18n';
import { createdRange, createTime, openById } from '../common';
import { defineEntity } from '../define';
import { SUPPLIER_OPTIONS } from './demandOrder';

export const scatteredOrder = defineEntity({
  id: 'scatterPlatformOrderList',
  title: t('平台零散订单', 'Platform ad-hoc orders'),
  rowKey: 'orderId',
  base: '/api/lingsan/scatteredOrder',
  ops: { export: t('平台零散订单', 'Platform ad-hoc orders') },
  summary: ['orderAmount'],
  screens: { list: '/scatterPlatformOrderList', detail: '/dispatchOrderBefore' },
  status: { field: 'orderStatus', name: 'orderStatusName' },
  // The order of the work (../urgency.ts), the nearest start first: the platform's while awaiting dispatch or returned
  // (overdue once its start has passed), and a vehicle or driver change to confirm whatever the order's state.
  work: { state: 'orderStatus', open: [1, 2], waiting: [1, 2], pending: 'todoVehicle', start: 'startTime' },
  fields: [
    { name: 'orderNo', type: 'text', label: t('订单号', 'Order no.'), filter: true, column: true },
    { name: 'orderStatus', type: 'enum', dict: 'scattered_order_status', label: t('订单状态', 'Status'), filter: true, column: true },
    { name: 'todoVehicle', type: 'enum', dict: 'true_false', label: t('换车/换司机待处理', 'Vehicle/driver change pending'), filter: true, column: true },
    { name: 'supplierName', type: 'text', label: t('供应商', 'Supplier'), column: true },
    { name: 'customerName', type: 'text', label: t('客户', 'Customer'), filter: true, column: true },
    { name: 'cityName', type: 'text', label: t('城市', 'City'), column: true },
    { name: 'plate', type: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true },
    { name: 'driverName', type: 'text', label: t('司机', 'Driver'), column: true },
    { name: 'startTime', type: 'datetime', label: t('开始时间', 'Start'), column: true },
    { name: 'endTime', type: 'datetime', label: t('结束时间', 'End'), column: true },
    { name: 'orderAmount', type: 'money', label: t('订单金额（元）', 'Amount (CNY)'), column: true, sortable: true },
    createTime,
    createdRange,
  ],
  search: { fields: ['orderNo'], detail: ['customerName', 'plate'] },
  // A returned order's row offers 重新派单 (its detail would open with that dialog); every other order's, its detail.
  links: [{ ...openById('detail', t('详情', 'Details'), '/dispatchOrderBefore', 'orderId'), when: (row) => row.orderStatus !== 2 }],
  transitions: [
    {
      key: 'redispatch', label: t('重新派单', 'Dispatch again'), permission: 'scatteredOrder:dispatch', from: [2], to: 3,
      refusal: t('该订单不是派单退回状态，不能重新派单', 'Only an order whose dispatch was returned can be dispatched again'),
      // The supplier that returned it, and the order another supplier is to serve.
      shows: ['supplierName', 'customerName', 'cityName', 'startTime', 'endTime', 'orderAmount'],
      fields: [{ name: 'supplierName', label: t('供应商', 'Supplier'), type: 'reference', optionsPath: SUPPLIER_OPTIONS, required: t('请选择供应商', 'Choose a supplier') }],
      done: t('派单成功', 'Dispatched'),
    },
    {
      key: 'confirmChange', label: t('确认换车/换司机', 'Confirm change'), permission: 'scatteredOrder:changeVehicle', field: 'todoVehicle', from: [true], to: false,
      refusal: t('该订单没有待处理的换车/换司机申请', 'This order has no pending vehicle/driver change'),
      confirm: t('确认该订单的换车/换司机申请吗？', 'Accept the vehicle/driver change of this order?'),
      done: t('已确认换车/换司机', 'Change confirmed'),
    },
  ],
});
