/**
 * Every declared entity, for what reads them all: the demo backend's registry check, the docs/api.md generator and
 * the contract test. Screens import the one entity they show (entities/<area>/<entity>), never this list, so a
 * screen's code does not grow with the number of entities.
 */
import { department, vehicle } from './admin';
import type { AnySchema } from './define';
import { branchOrder, checkSheet, demandOrder, incomeBill, scatteredOrder } from './dispatch';
import { car, driver, scatteredBill, supplierDemandOrder, supplierOrder } from './supplier';

export const ENTITIES: readonly AnySchema[] = [
  demandOrder, scatteredOrder, checkSheet, incomeBill, branchOrder,
  supplierDemandOrder, driver, car, scatteredBill, supplierOrder,
  vehicle,
  department,
];
