/**
 * The refuelling records (entities/admin/refuel.ts) on the seeded fleet: a record names a petrol vehicle by plate and a
 * fuel type of the basic information; the backend computes the amount (exact decimals) and the consumption since the
 * vehicle's previous record, refuses a record that does not follow that one (the rule the form checks, `refuelProblems`)
 * and (the declaration's `edit`) an edit of a confirmed record; confirming a record brings the vehicle's mileage up to its odometer reading.
 */
import { FUEL_TYPE_OPTIONS, previousRefuel, refuel, REFUEL_VEHICLE_OPTIONS, refuelAmount, refuelConsumption, refuelProblems } from '@/entities/admin/refuel';
import { data } from '../db';
import type { Backing } from '../entities';
import { refuseProblem } from '../errors';
import { served } from '../entities';
import { vehicleByPlate } from '../fleet';

const REFUEL: Backing = {
  collection: 'RefuelingList',
  options: {
    [REFUEL_VEHICLE_OPTIONS]: () => data().vehicles.filter((v) => v.energyType === 1).map((v) => ({ value: v.plate, label: `${v.plate} ${v.model}` })),
    [FUEL_TYPE_OPTIONS]: () =>
      data().BasicInfoFuelTypes.filter((f) => f.status === 0).toSorted((a, b) => a.sort - b.sort).map((f) => ({ value: f.fuelTypeName, label: f.fuelTypeName, ...(f.fuelTypeNameEn ? { labelEn: f.fuelTypeNameEn } : {}) })),
  },
  defaults: () => ({ receiptImage: '', remark: '' }),
  complete: (row) => {
    const id = row.refuelId === undefined || row.refuelId === '' ? undefined : Number(row.refuelId);
    const plate = String(row.plate as string);
    const odometer = Number(row.odometer);
    const previous = previousRefuel(data().RefuelingList, plate, id);
    refuseProblem(refuelProblems({ refuelTime: String(row.refuelTime as string), odometer }, previous)[0]);
    const litres = row.litres as number;
    return {
      model: vehicleByPlate(plate)?.model ?? '',
      amount: Number(refuelAmount(litres, row.unitPrice as number)),
      previousOdometer: previous?.odometer,
      consumption: refuelConsumption(litres, odometer, previous?.odometer) ?? '',
    };
  },
  effects: {
    // The vehicle has been driven at least that far.
    confirm: (row) => {
      const vehicle = vehicleByPlate(row.plate);
      const odometer = Number(row.odometer);
      if (vehicle && vehicle.mileage < odometer) vehicle.mileage = odometer;
    },
  },
};

export const { handlers: refuelHandlers } = served({ refuel: [refuel, REFUEL] });
