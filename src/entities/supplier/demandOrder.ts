/** The demand orders dispatched to the signed-in supplier (§2 /supplierDemandOrder): the platform's records, its own only. */
import { bi as t } from '@/i18n';
import { createdRange, createTime, openRow } from '../common';
import { defineEntity, type EntityField } from '../define';
import { DEMAND_ORDER_FIELDS } from '../dispatch/demandOrder';
import { supplierName } from './fields';

export const supplierDemandOrder = defineEntity({
  id: 'supplierDemandOrder',
  title: t('需求订单', 'Demand orders'),
  rowKey: 'demandOrderId',
  base: '/api/lingsan/supplier/demandOrder',
  ops: { export: t('需求订单', 'Demand orders') },
  screens: { list: '/supplierDemandOrder', detail: '/supplierOrderDetail' },
  fields: [...DEMAND_ORDER_FIELDS.map((f): EntityField => (f.name === 'supplierName' ? supplierName : f)), createTime, createdRange],
  links: [openRow('detail', t('详情', 'Details'), '/supplierOrderDetail')],
});
