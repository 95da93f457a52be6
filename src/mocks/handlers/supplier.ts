/**
 * Supplier screens (§2 supplier and provider screens, row-as-JSON screens): a supplier's demand orders (and the
 * vehicle and driver it sends for one), its ad-hoc drivers and vehicles (with add and edit) and its ad-hoc bills,
 * from the declarations in src/entities/supplier. A supplier account sees only its own rows; provider staff see
 * every supplier's.
 */
import { car, supplierDriver, scatteredBill, supplierDemandOrder, supplierOrder } from '@/entities/supplier';
import { served } from '../entities';
import { SUPPLIER_VEHICLE_CHOICES } from '../supplierChoices';

export const { handlers: supplierHandlers } = served({
  supplierDemandOrders: [supplierDemandOrder, { collection: 'demandOrders', supplierScoped: true, options: SUPPLIER_VEHICLE_CHOICES }],
  scatteredDrivers: [supplierDriver, { collection: 'scatteredDrivers', supplierScoped: true, defaults: () => ({ status: 0, remark: '', supplierName: '' }) }],
  scatteredCars: [car, { collection: 'scatteredCars', supplierScoped: true, defaults: () => ({ mileage: 0, status: 0, supplierName: '' }) }],
  scatteredBills: [scatteredBill, { collection: 'scatteredBills', supplierScoped: true }],
  /** A bill's orders: the supplier's platform ad-hoc orders. */
  supplierOrders: [supplierOrder, { collection: 'scatteredOrders', supplierScoped: true }],
});
