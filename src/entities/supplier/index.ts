/** The supplier's entities (§2 supplier and provider screens): a supplier account sees its own rows only. */
export { supplierDemandOrder, SUPPLIER_CAR_OPTIONS, SUPPLIER_DRIVER_OPTIONS } from './demandOrder';
export { driver, licenceAllows, LICENSE_TYPES } from './driver';
export { car, ENERGY_TYPES, MILEAGE_CAP } from './car';
export { scatteredBill, supplierOrder, BILL_STATUSES } from './bill';
export { changeOrder } from './changeOrder';
export { supplierOrderSec, scatteredOrderSec } from './order';
export * from './changeRules';
