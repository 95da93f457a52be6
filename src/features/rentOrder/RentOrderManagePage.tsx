/**
 * /RentOrderManage: the rental orders, where a staff-created order lands (§2, §4). Console-defined list call
 * /api/backOrder/rentOrderList.json (docs/api.md).
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { defineEntity } from '@/entities/define';
import { bi } from '@/i18n';
import { useT } from '@/i18n/react';
import { ORDER_PROD_TYPE_OPTIONS, PAY_METHOD_OPTIONS } from './options';

const t = bi;

export const rentOrderSchema = defineEntity<Record<string, unknown>>({
  id: 'RentOrderManage',
  title: t('短租订单', 'Rental orders'),
  rowKey: 'orderNo',
  endpoints: { list: { path: '/api/backOrder/rentOrderList.json' } },
  fields: [
    { name: 'orderNo', type: 'text', label: t('订单号', 'Order no.'), filter: true, column: true },
    { name: 'orderStatus', type: 'enum', dict: 'rent_order_status', label: t('订单状态', 'Status'), filter: true, column: true },
    { name: 'orderProdType', type: 'enum', options: ORDER_PROD_TYPE_OPTIONS, label: t('产品类型', 'Product'), column: true },
    { name: 'bookingUserName', type: 'text', label: t('预订人', 'Booker'), column: true },
    { name: 'bookingUserPhone', type: 'text', label: t('预订人手机号', 'Booker phone'), filter: true, column: true },
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

export default function RentOrderManagePage() {
  const tr = useT();
  return (
    <EntityListPage
      schema={rentOrderSchema}
      extra={
        <Link to="/createShortOrder">
          <Button type="primary" icon={<PlusOutlined />}>
            {tr('entity.createOrder')}
          </Button>
        </Link>
      }
    />
  );
}
