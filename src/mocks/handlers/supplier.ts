/**
 * Supplier screens (§2 supplier and provider screens, row-as-JSON screens): a supplier's demand orders, its
 * ad-hoc drivers and vehicles (with add and edit) and its ad-hoc bills, from the declarations in
 * src/entities/supplier. A supplier account sees only its own rows; provider staff see every supplier's.
 */
import { car, driver, scatteredBill, supplierDemandOrder, supplierOrder } from '@/entities/supplier';
import { declared, entityHandlers } from '../entities';

export const SUPPLIER_ENTITIES = {
  supplierDemandOrders: declared(supplierDemandOrder, { collection: 'demandOrders', supplierScoped: true }),
  scatteredDrivers: declared(driver, { collection: 'scatteredDrivers', supplierScoped: true, defaults: () => ({ status: 0, remark: '', supplierName: '' }) }),
  scatteredCars: declared(car, { collection: 'scatteredCars', supplierScoped: true, defaults: () => ({ mileage: 0, status: 0, supplierName: '' }) }),
  scatteredBills: declared(scatteredBill, { collection: 'scatteredBills', supplierScoped: true }),
  /** A bill's orders: the supplier's platform ad-hoc orders. */
  supplierOrders: declared(supplierOrder, { collection: 'scatteredOrders', supplierScoped: true }),
};

export const supplierHandlers = Object.values(SUPPLIER_ENTITIES).flatMap((def) => entityHandlers(def));
