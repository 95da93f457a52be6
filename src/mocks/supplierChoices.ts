/**
 * The suppliers' names (the dispatch dialogs', /DispatchCenter's designate and the expense bills' choices), served
 * once by ./handlers/dispatch.ts and checked by every save that names a supplier — and the send-vehicle dialog's choices (a supplier's demand order, ./handlers/supplier.ts) and a change order's new
 * vehicle and driver (./handlers/changeOrders.ts): one module both handlers import, since handlers do not import each
 * other. The supplier's vehicles and drivers are read through their declared backends (handlers/supplier.ts declares
 * them), from the engine's registry.
 */
import { car, supplierDriver, licenceAllows, SUPPLIER_CAR_OPTIONS, SUPPLIER_DRIVER_OPTIONS } from '@/entities/supplier';
import { SUPPLIER_OPTIONS } from '@/entities/dispatch/demandOrder';
import { declaredBackend, rowsOf, type Backing } from './entities';
import { SUPPLIERS } from './seeds/company';

/** The suppliers a demand, platform order or vehicle request can be dispatched to. */
export const SUPPLIER_NAME_CHOICES: NonNullable<Backing['options']> = { [SUPPLIER_OPTIONS]: () => SUPPLIERS.map((name) => ({ value: name, label: name })) };

/** Enabled (0, common_status). */
const inService = (row: Readonly<Record<string, unknown>>) => row.status === 0;

/**
 * The supplier's vehicles in service; for one of them, the same supplier's enabled drivers whose licence class may
 * drive it (none without a vehicle).
 */
export const SUPPLIER_VEHICLE_CHOICES: NonNullable<Backing['options']> = {
  [SUPPLIER_CAR_OPTIONS]: () => rowsOf(declaredBackend(car.id)).filter(inService).map((c) => ({ value: Number(c.carId), label: String(c.plate) })),
  [SUPPLIER_DRIVER_OPTIONS]: ({ carId }) => {
    const vehicle = rowsOf(declaredBackend(car.id)).find((c) => String(c.carId) === carId && inService(c));
    if (!vehicle) return [];
    return rowsOf(declaredBackend(supplierDriver.id))
      .filter((d) => inService(d) && d.supplierName === vehicle.supplierName && licenceAllows(String(d.licenseType), Number(vehicle.seats)))
      .map((d) => ({ value: Number(d.driverId), label: String(d.driverName) }));
  },
};
