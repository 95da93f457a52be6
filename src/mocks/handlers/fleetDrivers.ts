/**
 * The company's own drivers and their trips (entities/admin/fleetDriver.ts, trip.ts; seeds in ../seeds/drivers.ts), served
 * from their declarations: a driver's company is the branch of its city, its usual vehicle one of the fleet's; the
 * trip filters offer the drivers and the vehicles.
 */
import { DRIVER_CAR_OPTIONS, fleetDriver } from '@/entities/admin/fleetDriver';
import { TRIP_CAR_OPTIONS, TRIP_DRIVER_OPTIONS, trip } from '@/entities/admin/trip';
import type { Backing } from '../entities';
import { served } from '../entities';
import { driverChoices, plateChoices } from '../fleet';
import { branchOf } from '@/entities/admin/fleetRules';

const DRIVERS: Backing = {
  collection: 'Drivers',
  options: { [DRIVER_CAR_OPTIONS]: plateChoices },
  defaults: () => ({ status: 1, statusName: '在岗', leaveReason: '', remark: '', team: '', companyName: '' }),
  complete: (row) => (row.cityName ? { companyName: branchOf(row.cityName) } : {}),
};

const TRIPS: Backing = {
  collection: 'TripDetail',
  options: { [TRIP_DRIVER_OPTIONS]: driverChoices, [TRIP_CAR_OPTIONS]: plateChoices },
};

export const { handlers: driverHandlers } = served({ drivers: [fleetDriver, DRIVERS], trips: [trip, TRIPS] });
