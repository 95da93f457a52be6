/**
 * The enterprise's vehicle requests (entities/business/applyVehicle.ts): /ModifyPrice is the declared price change
 * on the request passed with the link (its agreed price and a reason, only while awaiting dispatch or assigned — the
 * backend refuses it otherwise with the same words). The other screens are the declaration's generic ones.
 */
import '@/i18n/parts/entity';
import { RowScreen } from '@/components/entity/RowScreen';
import { transitionForm } from '@/entities/define';
import { applyVehicle } from '@/entities/business/applyVehicle';

const modifyPrice = transitionForm(applyVehicle, 'modifyPrice');

/** /ModifyPrice: the request's agreed price and the reason for changing it. */
export function ModifyPricePage() {
  return <RowScreen schema={applyVehicle} defaultParent="/ApplyVehicleList" action={modifyPrice} />;
}
