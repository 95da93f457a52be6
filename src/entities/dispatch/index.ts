/** The dispatcher's to-do lists (§2 dashboard targets, §4 status codes). */
export { demandOrder, DEMAND_ORDER_FIELDS, SUPPLIER_OPTIONS } from './demandOrder';
export { scatteredOrder } from './scatteredOrder';
export { checkSheet } from './checkSheet';
export { incomeBill } from './incomeBill';
export { branchOrder } from './branchOrder';
