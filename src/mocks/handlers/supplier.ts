/**
 * Supplier screens (§2 supplier and provider screens, row-as-JSON screens): a supplier's demand orders (and the
 * vehicle and driver it sends for one), its ad-hoc drivers and vehicles (with add and edit) and its ad-hoc bills,
 * from the declarations in src/entities/supplier. A supplier account sees only its own rows; provider staff see
 * every supplier's.
 */
import { car, supplierDriver, scatteredBill, supplierDemandOrder, supplierOrder } from '@/entities/supplier';
import { declared, declaredHandlers, entityHandlers, type Backing } from '../entities';
import { SUPPLIER_VEHICLE_CHOICES } from '../supplierChoices';

const scatteredDrivers = declared(supplierDriver, { collection: 'scatteredDrivers', supplierScoped: true, defaults: () => ({ status: 0, remark: '', supplierName: '' }) });
const scatteredCars = declared(car, { collection: 'scatteredCars', supplierScoped: true, defaults: () => ({ mileage: 0, status: 0, supplierName: '' }) });

const DEMAND_ORDER_BACKING: Backing = {
  collection: 'demandOrders',
  supplierScoped: true,
  options: SUPPLIER_VEHICLE_CHOICES,
};

export const SUPPLIER_ENTITIES = {
  supplierDemandOrders: declared(supplierDemandOrder, DEMAND_ORDER_BACKING),
  scatteredDrivers,
  scatteredCars,
  scatteredBills: declared(scatteredBill, { collection: 'scatteredBills', supplierScoped: true }),
  /** A bill's orders: the supplier's platform ad-hoc orders. */
  supplierOrders: declared(supplierOrder, { collection: 'scatteredOrders', supplierScoped: true }),
};

export const supplierHandlers = [
  ...declaredHandlers(SUPPLIER_ENTITIES.supplierDemandOrders, DEMAND_ORDER_BACKING),
  ...Object.values(SUPPLIER_ENTITIES)
    .filter((def) => def !== SUPPLIER_ENTITIES.supplierDemandOrders)
    .flatMap((def) => entityHandlers(def)),
];
