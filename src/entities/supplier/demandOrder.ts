/**
 * The demand orders dispatched to the signed-in supplier (§2 /supplierDemandOrder): the platform's records, its own
 * only. The supplier sends a vehicle and a driver for one dispatched to it: one of its own vehicles in service, then
 * one of its enabled drivers whose licence class may drive that vehicle (the drivers reload when the vehicle
 * changes); the order is then in service, showing the plate and the driver.
 */
import { bi as t } from '@/i18n';
import { createdRange, createTime, openRow } from '../common';
import { defineEntity, type EntityField } from '../define';
import { DEMAND_ORDER_FIELDS, SUPPLIER_DEMAND_WORK } from '../dispatch/demandOrder';
import { supplierName } from './fields';

/** The signed-in supplier's vehicles in service (label: the plate). */
export const SUPPLIER_CAR_OPTIONS = '/api/lingsan/supplier/car/options';
/** Its enabled drivers licensed for the vehicle `carId` (label: the name). */
export const SUPPLIER_DRIVER_OPTIONS = '/api/lingsan/supplier/driver/options';

export const supplierDemandOrder = defineEntity({
  id: 'supplierDemandOrder',
  title: t('需求订单', 'Demand orders'),
  rowKey: 'demandOrderId',
  base: '/api/lingsan/supplier/demandOrder',
  ops: { export: t('需求订单', 'Demand orders') },
  screens: { list: '/supplierDemandOrder', detail: '/supplierOrderDetail' },
  status: { field: 'demandOrderStatusCode', name: 'demandOrderStatusName' },
  work: SUPPLIER_DEMAND_WORK,
  fields: [...DEMAND_ORDER_FIELDS.map((f): EntityField => (f.name === 'supplierName' ? supplierName : f)), createTime, createdRange],
  search: { fields: ['demandOrderNo'], detail: ['companyName', 'cityName'] },
  links: [openRow('detail', t('详情', 'Details'), '/supplierOrderDetail')],
  transitions: [
    {
      key: 'sendVehicle', label: t('派车', 'Send vehicle'), permission: 'supplierDemandOrder:sendVehicle', from: [2], to: 3,
      refusal: t('该需求单不是已派单状态，不能派车', 'Only a demand dispatched to you can be sent a vehicle'),
      fields: [
        { name: 'carId', type: 'reference', optionsPath: SUPPLIER_CAR_OPTIONS, display: 'plate', label: t('车辆', 'Vehicle'), required: t('请选择车辆', 'Choose the vehicle') },
        {
          name: 'driverId', type: 'reference', optionsPath: SUPPLIER_DRIVER_OPTIONS, display: 'driverName', label: t('司机', 'Driver'), required: t('请选择司机', 'Choose the driver'),
          dependsOn: { field: 'carId', refusal: t('所选司机的准驾车型不能驾驶所选车辆', "The driver's licence class does not allow the chosen vehicle") },
        },
      ],
      done: t('派车成功', 'Vehicle sent'),
    },
  ],
});
