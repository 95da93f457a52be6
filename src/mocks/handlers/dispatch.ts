/**
 * The dispatcher's to-do lists (§2 dashboard targets): their endpoints and status transitions come from the
 * declarations in src/entities/dispatch (docs/api.md lists them). Each transition changes the stored row, so the
 * dashboard counts move with it.
 */
import { branchOrder, checkSheet, demandOrder, incomeBill, scatteredOrder } from '@/entities/dispatch';
import { declared, entityHandlers } from '../entities';
import { endpoint } from '../respond';
import { SUPPLIERS } from '../seed';

export const DISPATCH_ENTITIES = {
  demandOrders: declared(demandOrder, { collection: 'demandOrders' }),
  scatteredOrders: declared(scatteredOrder, { collection: 'scatteredOrders' }),
  checkSheets: declared(checkSheet, { collection: 'checkSheets' }),
  incomeBills: declared(incomeBill, { collection: 'incomeBills' }),
  branchOrders: declared(branchOrder, { collection: 'branchOrders' }),
};

export const dispatchHandlers = [
  ...Object.values(DISPATCH_ENTITIES).flatMap((def) => entityHandlers(def)),
  // The suppliers a demand or platform order can be dispatched to.
  endpoint('GET', '/api/lingsan/supplier/options', () => SUPPLIERS.map((name) => ({ value: name, label: name }))),
];
