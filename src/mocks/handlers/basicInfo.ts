/**
 * The basic information (entities/admin/basicInfo.ts): the car models are the seeded `models` the vehicles name (the
 * vehicle form offers the enabled ones, MODEL_OPTIONS), the colours and fuel types the collections of
 * src/mocks/seeds/basicInfo.ts. What is in use cannot be deleted; a rename (a model's make, level, seats and energy
 * too) carries over to the vehicles and records that use it; each row is listed with how many use it.
 */
import { bodyColor, carModel, fuelType, inUseRefusal, LEVEL_OPTIONS } from '@/entities/admin/basicInfo';
import { data } from '../db';
import type { Backing } from '../entities';
import { served } from '../served';

type Row = Record<string, unknown>;
const enabled = { status: 0, statusName: '开启' };

const modelUsers = (row: Readonly<Row>) => data().vehicles.filter((v) => String(v.modelId) === String(row.modelId));
const colorUsers = (row: Readonly<Row>) => data().vehicles.filter((v) => v.color === row.colorName);
const fuelUsers = (row: Readonly<Row>) => data().RefuelingList.filter((r) => r.fuelType === row.fuelTypeName);

const MODELS: Backing = {
  collection: 'models',
  options: { [LEVEL_OPTIONS]: () => data().levels.map((l) => ({ value: l.levelId, label: l.levelName })) },
  defaults: () => ({ ...enabled }),
  present: (row) => ({ ...row, usedCount: modelUsers(row).length }),
  inUse: (row) => {
    const n = modelUsers(row).length;
    return n ? inUseRefusal('车型', n, '辆车') : null;
  },
  // The vehicles of the model carry its name, make, level, seats and energy.
  saved: (after, before) => {
    if (!before) return;
    for (const v of modelUsers(after)) {
      Object.assign(v, { model: after.modelName, brand: after.brand, levelId: after.levelId, seats: after.seats, energyType: after.energyType });
    }
  },
};

const COLORS: Backing = {
  collection: 'BasicInfoColors',
  defaults: () => ({ ...enabled, remark: '' }),
  present: (row) => ({ ...row, usedCount: colorUsers(row).length }),
  inUse: (row) => {
    const n = colorUsers(row).length;
    return n ? inUseRefusal('颜色', n, '辆车') : null;
  },
  saved: (after, before) => {
    if (!before || before.colorName === after.colorName) return;
    for (const v of colorUsers(before)) v.color = String(after.colorName as string);
  },
};

const FUEL_TYPES: Backing = {
  collection: 'BasicInfoFuelTypes',
  defaults: () => ({ ...enabled, referencePrice: '', remark: '' }),
  present: (row) => ({ ...row, usedCount: fuelUsers(row).length }),
  inUse: (row) => {
    const n = fuelUsers(row).length;
    return n ? inUseRefusal('燃油类型', n, '条加油记录') : null;
  },
  saved: (after, before) => {
    if (!before || before.fuelTypeName === after.fuelTypeName) return;
    for (const r of fuelUsers(before)) r.fuelType = String(after.fuelTypeName as string);
  },
};

export const { entities: BASIC_INFO_ENTITIES, handlers: basicInfoHandlers } = served({
  models: [carModel, MODELS],
  colors: [bodyColor, COLORS],
  fuelTypes: [fuelType, FUEL_TYPES],
});
