/** The supplier's entities (§2 supplier and provider screens): a supplier account sees its own rows only. */
export { supplierDemandOrder } from './demandOrder';
export { driver, LICENSE_TYPES } from './driver';
export { car, ENERGY_TYPES, MILEAGE_CAP } from './car';
export { scatteredBill, supplierOrder, BILL_STATUSES } from './bill';
