import { EntityListPage } from '@/components/entity/EntityListPage';
import { refund } from '@/entities/order/refund';

/** §2 Refund detail list. */
export default function RefundDetailListPage() {
  return <EntityListPage schema={refund} />;
}
