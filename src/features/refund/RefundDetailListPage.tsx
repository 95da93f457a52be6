import { EntityListPage } from '@/components/entity/EntityListPage';
import { refundSchema } from './schema';

/** §2 Refund detail list. */
export default function RefundDetailListPage() {
  return <EntityListPage schema={refundSchema} />;
}
