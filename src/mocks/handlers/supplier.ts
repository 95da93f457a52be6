/**
 * Supplier screens (§2 supplier and provider screens, row-as-JSON screens): a supplier's demand orders (and the
 * vehicle and driver it sends for one), its ad-hoc drivers and vehicles (with add and edit) and its ad-hoc bills,
 * from the declarations in src/entities/supplier. A supplier account sees only its own rows; provider staff see
 * every supplier's.
 */
import { car, driver, licenceAllows, scatteredBill, supplierDemandOrder, supplierOrder, SUPPLIER_CAR_OPTIONS, SUPPLIER_DRIVER_OPTIONS } from '@/entities/supplier';
import { declared, declaredHandlers, entityHandlers, rowsOf, type Backing } from '../entities';

const scatteredDrivers = declared(driver, { collection: 'scatteredDrivers', supplierScoped: true, defaults: () => ({ status: 0, remark: '', supplierName: '' }) });
const scatteredCars = declared(car, { collection: 'scatteredCars', supplierScoped: true, defaults: () => ({ mileage: 0, status: 0, supplierName: '' }) });

/** Enabled (0, common_status). */
const inService = (row: Readonly<Record<string, unknown>>) => row.status === 0;

/**
 * The send-vehicle dialog's choices: the supplier's vehicles in service; for one of them, the same supplier's enabled
 * drivers whose licence class may drive it (none without a vehicle). A change order's new vehicle and driver are
 * chosen from the same (./changeOrders.ts).
 */
export const SUPPLIER_VEHICLE_CHOICES: NonNullable<Backing['options']> = {
  [SUPPLIER_CAR_OPTIONS]: () => rowsOf(scatteredCars).filter(inService).map((c) => ({ value: Number(c.carId), label: String(c.plate) })),
  [SUPPLIER_DRIVER_OPTIONS]: ({ carId }) => {
    const vehicle = rowsOf(scatteredCars).find((c) => String(c.carId) === carId && inService(c));
    if (!vehicle) return [];
    return rowsOf(scatteredDrivers)
      .filter((d) => inService(d) && d.supplierName === vehicle.supplierName && licenceAllows(String(d.licenseType), Number(vehicle.seats)))
      .map((d) => ({ value: Number(d.driverId), label: String(d.driverName) }));
  },
};

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
