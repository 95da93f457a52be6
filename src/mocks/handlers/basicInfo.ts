/**
 * The basic information (entities/admin/basicInfo.ts): the car models are the seeded `models` the vehicles name (the
 * vehicle form offers the enabled ones, MODEL_OPTIONS), the colours and fuel types the collections of
 * src/mocks/seeds/basicInfo.ts. What is in use cannot be deleted; a rename (a model's make, level, seats and energy
 * too) carries over to the vehicles and records that use it; each row is listed with how many use it.
 */
import { bodyColor, carModel, fuelType, inUseRefusal, LEVEL_OPTIONS } from '@/entities/admin/basicInfo';
import { data } from '../db';
import type { Backing } from '../entities';
import { served } from '../entities';

type Row = Record<string, unknown>;

/** A list of the basic information: the records using a row, the words of its in-use refusal, what a save carries over. */
interface Kept {
  collection: Backing['collection'];
  defaults: Row;
  users: (row: Readonly<Row>) => object[];
  noun: string;
  unit: string;
  carry: (after: Row) => Row;
  /** Carried over only when this field changed (a rename); every edit when absent (a model's make, level, seats…). */
  name?: string;
}

const kept = ({ collection, defaults, users, noun, unit, carry, name }: Kept): Backing => ({
  collection,
  defaults: () => ({ status: 0, statusName: '开启', ...defaults }),
  present: (row) => ({ ...row, usedCount: users(row).length }),
  inUse: (row) => {
    const n = users(row).length;
    return n ? inUseRefusal(noun, n, unit) : null;
  },
  saved: (after, before) => {
    if (!before || (name !== undefined && before[name] === after[name])) return;
    for (const user of users(before)) Object.assign(user, carry(after));
  },
});

export const { entities: BASIC_INFO_ENTITIES, handlers: basicInfoHandlers } = served({
  models: [carModel, {
    ...kept({
      collection: 'models', defaults: {}, users: (row) => data().vehicles.filter((v) => String(v.modelId) === String(row.modelId)), noun: '车型', unit: '辆车',
      carry: (m) => ({ model: m.modelName, brand: m.brand, levelId: m.levelId, seats: m.seats, energyType: m.energyType }),
    }),
    options: { [LEVEL_OPTIONS]: () => data().levels.map((l) => ({ value: l.levelId, label: l.levelName, ...(l.levelNameEn ? { labelEn: l.levelNameEn } : {}) })) },
  }],
  colors: [bodyColor, kept({
    collection: 'BasicInfoColors', defaults: { colorNameEn: '', remark: '' }, users: (row) => data().vehicles.filter((v) => v.color === row.colorName), noun: '颜色', unit: '辆车',
    carry: (c) => ({ color: String(c.colorName as string) }), name: 'colorName',
  })],
  fuelTypes: [fuelType, kept({
    collection: 'BasicInfoFuelTypes', defaults: { fuelTypeNameEn: '', referencePrice: '', remark: '' }, users: (row) => data().RefuelingList.filter((r) => r.fuelType === row.fuelTypeName),
    noun: '燃油类型', unit: '条加油记录', carry: (f) => ({ fuelType: String(f.fuelTypeName as string) }), name: 'fuelTypeName',
  })],
});
