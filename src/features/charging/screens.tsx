/** EV charging (entities/charging): the operator side's bill list (with the posting screen's button) and the posting screen. */
import '@/i18n/parts/entity';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { AddLink } from '@/components/entity/screens';
import { CHARGING_BILL_PERMISSIONS, chargingBill } from '@/entities/charging';

export { ChargingIntoBillPage } from './IntoBillPage';

export const ChargingBillListPage = () => <EntityListPage schema={chargingBill} extra={<AddLink to="/SopChargingIntoBill" permission={CHARGING_BILL_PERMISSIONS.post} />} />;
