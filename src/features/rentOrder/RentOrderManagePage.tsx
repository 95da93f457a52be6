/**
 * /RentOrderManage: the rental orders (declared in src/entities/order/rentOrder.ts), where a staff-created order
 * lands (§2, §4), with the button that starts the create-order flow.
 */
import '@/i18n/parts/entity';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { HasPermission } from '@/components/Permission';
import { rentOrder } from '@/entities/order/rentOrder';
import { useT } from '@/i18n/react';

export default function RentOrderManagePage() {
  const tr = useT();
  return (
    <EntityListPage
      schema={rentOrder}
      extra={
        <HasPermission codes={['rentOrder:create']}>
          <Link to="/createShortOrder">
            <Button type="primary" icon={<PlusOutlined />}>
              {tr('entity.createOrder')}
            </Button>
          </Link>
        </HasPermission>
      }
    />
  );
}
