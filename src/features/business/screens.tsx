/**
 * The enterprise's vehicle requests (entities/business/applyVehicle.ts): the price change (修改价格) is a dialog on the
 * request, its row or its detail drawer, showing the price before and after; /ModifyPrice opens the request by its id
 * with that dialog open (components/entity/StepScreen). The other screens are the declaration's generic ones.
 */
import '@/i18n/parts/entity';
import { StepScreen } from '@/components/entity/StepScreen';
import { applyVehicle } from '@/entities/business/applyVehicle';

/** /ModifyPrice: the request (by id) with the price change's dialog open (its agreed price and a reason). */
export const ModifyPricePage = () => <StepScreen schema={applyVehicle} step="modifyPrice" defaultParent="/ApplyVehicleList" />;
