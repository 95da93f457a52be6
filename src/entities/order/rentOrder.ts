/**
 * The rental orders (§2 /RentOrderManage), where a staff-created order lands (§2, §4); console-defined list call
 * /api/backOrder/rentOrderList.json. The create-order flow (features/rentOrder) makes them.
 */
import { bi as t } from '@/i18n';
import { defineEntity, type EnumOption } from '../define';

/** §3 payment methods. */
export const PAY_METHOD_OPTIONS = [
  { value: 'online_fully_pay', label: t('线上全额支付', 'Online, in full') },
  { value: 'online_partly_yufu_pay', label: t('线上预付', 'Online, prepaid') },
  { value: 'goto_store_pay', label: t('到店支付', 'Pay at store') },
] as const satisfies readonly EnumOption[];

/** §3 order product types. */
export const ORDER_PROD_TYPE_OPTIONS = [
  { value: 'D', label: t('日租', 'Daily') },
  { value: 'G', label: t('工作日套餐', 'Workday package') },
  { value: 'W', label: t('周租', 'Weekly') },
  { value: 'M', label: t('月租', 'Monthly') },
] as const satisfies readonly EnumOption[];

export const rentOrder = defineEntity({
  id: 'RentOrderManage',
  title: t('短租订单', 'Rental orders'),
  rowKey: 'orderNo',
  exportPermission: 'rentOrder:export',
  endpoints: { list: { path: '/api/backOrder/rentOrderList.json' } },
  screens: { list: '/RentOrderManage' },
  fields: [
    { name: 'orderNo', type: 'text', match: 'exact', label: t('订单号', 'Order no.'), filter: true, column: true },
    { name: 'orderStatus', type: 'enum', dict: 'rent_order_status', label: t('订单状态', 'Status'), filter: true, column: true },
    { name: 'orderProdType', type: 'enum', options: ORDER_PROD_TYPE_OPTIONS, label: t('产品类型', 'Product'), column: true },
    { name: 'bookingUserName', type: 'text', label: t('预订人', 'Booker'), column: true },
    { name: 'bookingUserPhone', type: 'text', match: 'exact', label: t('预订人手机号', 'Booker phone'), filter: true, column: true },
    { name: 'plate', type: 'text', label: t('车牌号', 'Plate'), column: true },
    { name: 'levelName', type: 'text', label: t('车型级别', 'Car level'), column: true },
    { name: 'modelName', type: 'text', label: t('车型', 'Model'), column: true },
    { name: 'bookingGaincarStoreName', type: 'text', label: t('取车门店', 'Pick-up store'), column: true },
    { name: 'bookingBackcarStoreName', type: 'text', label: t('还车门店', 'Return store'), column: true },
    { name: 'bookingGaincarTime', type: 'text', label: t('取车时间', 'Pick-up time'), column: true },
    { name: 'bookingBackcarTime', type: 'text', label: t('还车时间', 'Return time'), column: true },
    { name: 'dayCount', type: 'number', label: t('租期（天）', 'Days'), column: true },
    { name: 'payMethodCode', type: 'enum', options: PAY_METHOD_OPTIONS, label: t('支付方式', 'Payment'), column: true },
    { name: 'orderTotalAmt', type: 'money', label: t('订单总额（元）', 'Total (CNY)'), column: true },
    { name: 'couponDeductAmt', type: 'money', label: t('优惠（元）', 'Coupon (CNY)'), column: true },
    { name: 'orderPayAmt', type: 'money', label: t('实付（元）', 'To pay (CNY)'), column: true },
    { name: 'createTime', type: 'text', label: t('下单时间', 'Created'), column: true },
    { name: 'createdBy', type: 'text', label: t('下单人', 'Created by'), column: true },
  ],
});
