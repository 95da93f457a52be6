/**
 * The refund detail list (§2 /refundDetailList, §3 refund filter and enumerations, §7
 * /api/refundBill/refundDetailList.json): the date range goes out as tradeStartDate/tradeEndDate through the §9
 * search range helper and bounds the trade time; pick-up and return stores reload when their city changes (§4).
 * §3's booker filter is a prefix of the booker's name (a surname).
 *
 * Refunds are made by the rental orders' steps (a paid order cancelled, an order settled, a violation deposit
 * released): each 处理中 (30) when made, then 成功 (31) or 失败 (32) by ./refundRules; a failed one is retried
 * (console-defined call /api/refundBill/retry).
 */
import { bi as t } from '@/i18n';
import { defineEntity } from '../define';
import { REFUND_NUMBERING, REFUND_STATUS, RETRY_CHANNEL, payTypeOf } from './refundRules';

export const refund = defineEntity({
  id: 'refundDetailList',
  title: t('退款明细', 'Refund details'),
  rowKey: 'refundId',
  base: '/api/refundBill',
  ops: { detail: false },
  numbering: REFUND_NUMBERING,
  exportPermission: 'refund:export',
  endpoints: { list: { path: '/api/refundBill/refundDetailList.json', spec: '§7' } },
  screens: { list: '/refundDetailList' },
  timeField: 'tradeTime',
  fields: [
    { name: 'orderNo', type: 'text', match: 'exact', label: t('订单号', 'Order no.'), filter: true, column: true },
    { name: 'bookingUserNamePrefix', type: 'text', match: 'prefix', of: 'bookingUserName', label: t('预订人姓氏', 'Booker name starts with'), filter: true },
    { name: 'bookingUserName', type: 'text', label: t('预订人', 'Booker'), column: true },
    { name: 'bookingUserPhone', type: 'text', match: 'exact', label: t('预订人手机号', 'Booker phone'), filter: true, column: true },
    { name: 'times', type: 'dateRange', names: ['tradeStartDate', 'tradeEndDate'], label: t('交易时间', 'Trade date'), filter: true },
    { name: 'tradeTime', type: 'text', label: t('交易时间', 'Trade time'), column: true },
    { name: 'bookingGaincarCityId', type: 'city', label: t('取车城市', 'Pick-up city'), filter: true },
    { name: 'bookingGaincarStoreId', type: 'store', city: 'bookingGaincarCityId', label: t('取车门店', 'Pick-up store'), filter: true },
    { name: 'bookingBackcarCityId', type: 'city', label: t('还车城市', 'Return city'), filter: true },
    { name: 'bookingBackcarStoreId', type: 'store', city: 'bookingBackcarCityId', label: t('还车门店', 'Return store'), filter: true },
    { name: 'bookingGaincarCityName', type: 'text', label: t('取车城市', 'Pick-up city'), column: true },
    { name: 'bookingGaincarStoreName', type: 'text', label: t('取车门店', 'Pick-up store'), column: true },
    { name: 'bookingBackcarCityName', type: 'text', label: t('还车城市', 'Return city'), column: true },
    { name: 'bookingBackcarStoreName', type: 'text', label: t('还车门店', 'Return store'), column: true },
    { name: 'payStatus', type: 'enum', dict: 'refund_trade_status', label: t('交易状态', 'Trade status'), filter: true },
    { name: 'tradeStatus', type: 'enum', dict: 'refund_trade_status', label: t('交易状态', 'Trade status'), column: true },
    { name: 'payChannel', type: 'enum', dict: 'pay_method', label: t('支付方式', 'Pay method'), filter: true },
    { name: 'payMethod', type: 'enum', dict: 'pay_method', label: t('支付方式', 'Pay method'), column: true },
    { name: 'payType', type: 'enum', dict: 'pay_type', label: t('支付类型', 'Pay type'), filter: true, column: true },
    { name: 'orderAmount', type: 'money', label: t('订单金额（元）', 'Order amount (CNY)'), column: true },
    { name: 'refundAmount', type: 'money', label: t('退款金额（元）', 'Refund (CNY)'), column: true },
    { name: 'billNo', type: 'text', match: 'exact', label: t('账单号', 'Bill no.'), filter: true, column: true, computed: true },
    { name: 'serialNo', type: 'text', match: 'exact', label: t('流水号', 'Serial no.'), filter: true, column: true },
    { name: 'thirdDealNo', type: 'text', match: 'exact', label: t('第三方交易号', 'Third-party deal no.'), filter: true, column: true },
    { name: 'refundReason', type: 'text', label: t('退款原因', 'Reason'), column: true },
  ],
  transitions: [
    {
      key: 'retry', label: t('重新退款', 'Retry'), permission: 'refund:retry', field: 'tradeStatus', from: [REFUND_STATUS.failed], to: REFUND_STATUS.processing,
      // Retried to the customer's balance (the channel that failed cannot take money back), from now on.
      set: { payStatus: REFUND_STATUS.processing, payChannel: RETRY_CHANNEL, payMethod: RETRY_CHANNEL, payType: payTypeOf(RETRY_CHANNEL) }, stamp: 'tradeTime',
      refusal: t('只有退款失败的记录可以重新退款', 'Only a failed refund can be retried'),
      confirm: t('原支付渠道退款失败，确定退至客户余额吗？', 'The original channel refused the refund. Refund to the customer\'s balance?'),
      done: t('已重新发起退款', 'Refund retried'),
    },
  ],
});
