/** The supplier's entities (§2 supplier and provider screens): a supplier account sees its own rows only. */
export { supplierDemandOrder, SUPPLIER_CAR_OPTIONS, SUPPLIER_DRIVER_OPTIONS } from './demandOrder';
export { supplierDriver, licenceAllows, LICENSE_TYPES } from './supplierDriver';
export { car, ENERGY_TYPES, MILEAGE_CAP } from './car';
export { scatteredBill, supplierOrder, BILL_STATUSES } from './bill';
export { changeOrder } from './changeOrder';
export { supplierOrderSec, scatteredOrderSec } from './order';
export * from './changeRules';
