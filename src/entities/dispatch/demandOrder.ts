/**
 * A demand order (§2 /scatterNeedOrder, the dashboard's "demand orders to dispatch"): an enterprise asks for
 * vehicles; the dispatcher dispatches it to a supplier or cancels it. The supplier's own list
 * (entities/supplier/supplierDemandOrder.ts) shows the same records.
 */
import { bi as t } from '@/i18n';
import { createdRange, createTime, detailLink, reasonField } from '../common';
import { defineEntity, type EntityField } from '../define';
import { SAMPLES } from '../sample';
import type { WorkFields } from '../urgency';

export const SUPPLIER_OPTIONS = '/api/lingsan/supplier/options';

/** A demand order's own fields, shared by the platform's list and the supplier's. */
export const DEMAND_ORDER_FIELDS = [
  { name: 'demandOrderNo', type: 'text', label: t('需求单号', 'Demand no.'), filter: true, column: true },
  { name: 'demandOrderStatusCode', type: 'enum', dict: 'demand_order_status', label: t('需求单状态', 'Status'), filter: true, column: true },
  { name: 'companyName', type: 'text', label: t('用车企业', 'Enterprise'), filter: true, column: true },
  { name: 'cityName', type: 'text', label: t('用车城市', 'City'), column: true },
  { name: 'levelName', type: 'text', label: t('车型级别', 'Car level'), column: true },
  { name: 'vehicleNum', type: 'number', label: t('用车数量', 'Vehicles'), column: true, sample: [1, 2, 3, 4, 5, 6, 8, 10, 12] },
  { name: 'useStartTime', type: 'datetime', label: t('用车开始', 'Use from'), column: true },
  { name: 'useEndTime', type: 'datetime', label: t('用车结束', 'Use until'), column: true },
  { name: 'contactName', type: 'text', label: t('联系人', 'Contact'), column: true, sample: SAMPLES.personName },
  { name: 'contactPhone', type: 'mobile', label: t('联系电话', 'Phone'), column: true },
  { name: 'supplierName', type: 'text', label: t('派单供应商', 'Supplier'), detail: true },
  // What the supplier sent (its vehicle and driver: entities/supplier/demandOrder.ts "sendVehicle").
  { name: 'plate', type: 'plate', label: t('车牌号', 'Plate'), column: true },
  { name: 'driverName', type: 'text', label: t('司机', 'Driver'), column: true },
] as const satisfies readonly EntityField[];

/**
 * The order of a demand order's work (docs/architecture.md "Urgency order of the lists"), the nearest use first: the
 * dispatcher's while awaiting dispatch (overdue once its use has begun); the supplier's while dispatched to it (waiting
 * for its vehicle, overdue alike) and in service (`SUPPLIER_DEMAND_WORK`).
 */
export const DEMAND_ORDER_WORK: WorkFields = { state: 'demandOrderStatusCode', open: [1], waiting: [1], start: 'useStartTime' };
export const SUPPLIER_DEMAND_WORK: WorkFields = { ...DEMAND_ORDER_WORK, open: [2, 3], waiting: [2] };

export const demandOrder = defineEntity({
  id: 'scatterNeedOrder',
  title: t('需求派单', 'Demand dispatch'),
  rowKey: 'demandOrderId',
  base: '/api/lingsan/demandOrder',
  ops: { export: t('需求订单', 'Demand orders') },
  screens: { list: '/scatterNeedOrder', detail: '/demandInfo' },
  status: { field: 'demandOrderStatusCode', name: 'demandOrderStatusName' },
  work: DEMAND_ORDER_WORK,
  fields: [
    ...DEMAND_ORDER_FIELDS,
    { name: 'dispatchTime', type: 'datetime', label: t('派单时间', 'Dispatched at'), detail: true, later: true },
    { name: 'cancelReason', type: 'text', label: t('取消原因', 'Cancel reason'), detail: true, later: true },
    createTime,
    createdRange,
  ],
  search: { fields: ['demandOrderNo'], detail: ['companyName', 'cityName'] },
  links: [detailLink('/demandInfo')],
  transitions: [
    {
      key: 'dispatch', label: t('派单', 'Dispatch'), permission: 'demandOrder:dispatch', from: [1], to: 2, stamp: 'dispatchTime',
      refusal: t('该需求单不是待派单状态，不能派单', 'Only a demand awaiting dispatch can be dispatched'),
      fields: [
        { name: 'supplierName', label: t('供应商', 'Supplier'), type: 'reference', optionsPath: SUPPLIER_OPTIONS, required: t('请选择供应商', 'Choose a supplier') },
        { name: 'dispatchRemark', label: t('派单备注', 'Remark'), type: 'textarea' },
      ],
      done: t('派单成功', 'Dispatched'),
    },
    {
      key: 'cancel', label: t('取消需求', 'Cancel demand'), permission: 'demandOrder:dispatch', danger: true, from: [1], to: 5,
      refusal: t('该需求单不是待派单状态，不能取消', 'Only a demand awaiting dispatch can be cancelled'),
      fields: [reasonField('cancelReason', t('取消原因', 'Reason'), t('请填写取消原因', 'Enter the reason'))],
      done: t('需求单已取消', 'Demand cancelled'),
    },
  ],
});
