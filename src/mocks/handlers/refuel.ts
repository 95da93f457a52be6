/**
 * The refuelling records (entities/admin/refuel.ts) on the seeded fleet: a record names a petrol vehicle by plate and a
 * fuel type of the basic information; the backend computes the amount (exact decimals) and the consumption since the
 * vehicle's previous record, refuses a record that does not follow that one (the rule the form checks, `refuelProblems`)
 * and an edit of a confirmed record; confirming a record brings the vehicle's mileage up to its odometer reading.
 */
import { FUEL_TYPE_OPTIONS, previousRefuel, refuel, REFUEL_CONFIRMED, REFUEL_PENDING, REFUEL_VEHICLE_OPTIONS, refuelAmount, refuelConsumption, refuelProblems } from '@/entities/admin/refuel';
import { data } from '../db';
import { declared, declaredHandlers, type Backing } from '../entities';
import { refuse, refuseProblem } from '../errors';
import { compactDate, nowWall } from '../time';

const records = () => data().RefuelingList;

/** The refusal of an edit of a confirmed record (the screen offers no edit for one). */
export const CONFIRMED_NOT_EDITABLE = '已确认的加油记录不能修改';

export const REFUEL: Backing = {
  collection: 'RefuelingList',
  options: {
    [REFUEL_VEHICLE_OPTIONS]: () => data().vehicles.filter((v) => v.energyType === 1).map((v) => ({ value: v.plate, label: `${v.plate} ${v.model}` })),
    [FUEL_TYPE_OPTIONS]: () =>
      data().BasicInfoFuelTypes.filter((f) => f.status === 0).toSorted((a, b) => a.sort - b.sort).map((f) => ({ value: f.fuelTypeName, label: f.fuelTypeName })),
  },
  defaults: () => {
    const next = records().reduce((max, r) => Math.max(max, r.refuelId), 0) + 1;
    return { refuelNo: `JY${compactDate(nowWall())}${String(next).padStart(5, '0')}`, refuelStatus: REFUEL_PENDING, receiptImage: '', remark: '' };
  },
  complete: (row) => {
    const id = row.refuelId === undefined || row.refuelId === '' ? undefined : Number(row.refuelId);
    if (id !== undefined && records().find((r) => r.refuelId === id)?.refuelStatus === REFUEL_CONFIRMED) refuse(CONFIRMED_NOT_EDITABLE);
    const plate = String(row.plate as string);
    const odometer = Number(row.odometer);
    const previous = previousRefuel(records(), plate, id);
    refuseProblem(refuelProblems({ refuelTime: String(row.refuelTime as string), odometer }, previous)[0]);
    const litres = row.litres as number;
    return {
      model: data().vehicles.find((v) => v.plate === plate)?.model ?? '',
      amount: Number(refuelAmount(litres, row.unitPrice as number)),
      previousOdometer: previous?.odometer,
      consumption: refuelConsumption(litres, odometer, previous?.odometer) ?? '',
    };
  },
  effects: {
    // The vehicle has been driven at least that far.
    confirm: (row) => {
      const vehicle = data().vehicles.find((v) => v.plate === row.plate);
      const odometer = Number(row.odometer);
      if (vehicle && vehicle.mileage < odometer) vehicle.mileage = odometer;
    },
  },
};

export const REFUEL_ENTITY = declared(refuel, REFUEL);
export const refuelHandlers = declaredHandlers(REFUEL_ENTITY, REFUEL);
