/**
 * /ChargeList (充电记录): the charging record of each of the fleet's electric vehicles — how often, how much energy and
 * money, its last session and station — with the vehicle's sessions (the charging orders) in its detail. A summary per
 * vehicle rather than a second list of sessions: the sessions themselves are /ChargeOrder, filterable by plate, and a
 * kWh/100 km consumption would need odometer readings the charging piles do not report.
 */
import { bi as t } from '@/i18n';
import { detailDrawer } from '../common';
import { defineEntity } from '../define';
import { chargeOrder } from './order';

export const vehicleCharging = defineEntity({
  id: 'ChargeList',
  title: t('充电记录', 'Charging records'),
  rowKey: 'carId',
  base: '/api/charging/vehicle',
  ops: { export: t('充电记录', 'Charging records') },
  screens: { list: '/ChargeList' },
  summary: ['chargeCount', 'kwh', 'totalAmount'],
  fields: [
    { name: 'plate', type: 'text', label: t('车牌号', 'Plate'), filter: true, column: true },
    { name: 'model', type: 'text', label: t('车型', 'Model'), column: true },
    { name: 'companyName', type: 'text', label: t('所属公司', 'Company'), filter: true, column: true },
    { name: 'cityName', type: 'text', label: t('所在城市', 'City'), filter: true, column: true },
    { name: 'chargeCount', type: 'number', computed: true, label: t('充电次数', 'Sessions'), column: true, sortable: true },
    { name: 'kwh', type: 'decimal', computed: true, label: t('累计充电量（kWh）', 'Energy (kWh)'), column: true, sortable: true },
    { name: 'electricityFee', type: 'money', computed: true, label: t('电费（元）', 'Electricity (CNY)'), column: true },
    { name: 'serviceFee', type: 'money', computed: true, label: t('服务费（元）', 'Service fee (CNY)'), column: true },
    { name: 'totalAmount', type: 'money', computed: true, label: t('合计（元）', 'Total (CNY)'), column: true, sortable: true },
    { name: 'lastChargeTime', type: 'datetime', computed: true, label: t('最近充电', 'Last charged'), column: { width: 170 }, sortable: true },
    { name: 'lastStationName', type: 'text', computed: true, label: t('最近充电站', 'Last station'), column: true },
  ],
  related: [{ key: 'orders', title: t('充电订单', 'Charging orders'), entity: chargeOrder, filter: (row) => ({ plate: String(row.plate as string) }) }],
  links: [detailDrawer],
});
