/**
 * The company's own drivers and their trips (entities/admin/fleetDriver.ts, trip.ts; seeds in ../seeds/drivers.ts), served
 * from their declarations: a driver's company is the branch of its city, its usual vehicle one of the fleet's; the
 * trip filters offer the drivers and the vehicles.
 */
import { DRIVER_CAR_OPTIONS, fleetDriver } from '@/entities/admin/fleetDriver';
import { TRIP_CAR_OPTIONS, TRIP_DRIVER_OPTIONS, trip } from '@/entities/admin/trip';
import { data } from '../db';
import { declared, declaredHandlers, type Backing } from '../entities';
import { branchOf } from '@/entities/admin/fleetRules';

const carOptions = () => data().vehicles.map((v) => ({ value: v.carId, label: v.plate }));

const DRIVERS: Backing = {
  collection: 'Drivers',
  options: { [DRIVER_CAR_OPTIONS]: carOptions },
  defaults: () => ({ status: 1, statusName: '在岗', leaveReason: '', remark: '', team: '', companyName: '' }),
  complete: (row) => (row.cityName ? { companyName: branchOf(row.cityName) } : {}),
};

const TRIPS: Backing = {
  collection: 'TripDetail',
  options: {
    [TRIP_DRIVER_OPTIONS]: () => data().Drivers.map((d) => ({ value: d.driverId, label: d.driverName })),
    [TRIP_CAR_OPTIONS]: carOptions,
  },
};

export const DRIVER_ENTITIES = {
  drivers: declared(fleetDriver, DRIVERS),
  trips: declared(trip, TRIPS),
};

export const driverHandlers = [...declaredHandlers(DRIVER_ENTITIES.drivers, DRIVERS), ...declaredHandlers(DRIVER_ENTITIES.trips, TRIPS)];
