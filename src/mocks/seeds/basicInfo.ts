/**
 * The basic information's colours and fuel types (entities/admin/basicInfo.ts; the car models are the seeded
 * `models`, src/mocks/seed.ts): the fleet's body colours, each vehicle's among them, and the fuels the refuelling
 * records name, with a recent reference price per litre.
 */
import { bodyColor, fuelType } from '@/entities/admin/basicInfo';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { COLORS } from './fleet';
import { DAY } from '../time';
import { day, onOff } from './rng';

/** A colour as stored (common_status: 0 enabled, 1 disabled); how many vehicles use it is counted when listed. */
export type BodyColor = StoredRow<typeof bodyColor>;
/** A fuel type as stored; how many records use it is counted when listed. */
export type FuelType = StoredRow<typeof fuelType>;

declare module '../model' {
  interface DemoData { BasicInfoColors: BodyColor[]; BasicInfoFuelTypes: FuelType[] }
}

/** The fuels, their English names, reference price (CNY/L) and whether they are offered; the petrol cars take 92# or 95#. */
export const FUELS: readonly [name: string, nameEn: string, price: number, enabled: boolean][] = [
  ['92#汽油', 'Petrol 92', 7.62, true],
  ['95#汽油', 'Petrol 95', 8.11, true],
  ['98#汽油', 'Petrol 98', 8.98, true],
  ['0#柴油', 'Diesel 0', 7.29, true],
  ['E92乙醇汽油', 'E92 ethanol petrol', 7.45, false],
];

/** The colours' English names. */
const COLORS_EN: Readonly<Record<string, string>> = {
  珍珠白: 'Pearl white', 曜石黑: 'Obsidian black', 星空灰: 'Starry grey', 冰川银: 'Glacier silver', 宝石蓝: 'Sapphire blue', 熔岩红: 'Lava red',
  香槟金: 'Champagne gold', 墨玉绿: 'Jade green',
};

registerCollection(bodyColor.id as 'BasicInfoColors', () =>
  // The fleet's colours (every vehicle's is one of them) and, added last (listed first), two no vehicle has yet.
  [...COLORS, '香槟金', '墨玉绿']
    .map((colorName, i) => ({
      colorId: 1 + i, colorName, colorNameEn: COLORS_EN[colorName] ?? '', sort: (i + 1) * 10, ...onOff(true), remark: i >= COLORS.length ? '新车型可选颜色' : '',
    }))
    .reverse(),
);

registerCollection(fuelType.id as 'BasicInfoFuelTypes', ({ today }) =>
  FUELS.map(([fuelTypeName, fuelTypeNameEn, referencePrice, enabled], i) => ({
    fuelTypeId: 1 + i, fuelTypeName, fuelTypeNameEn, referencePrice, sort: (i + 1) * 10, ...onOff(enabled),
    remark: enabled ? `参考价更新于${day(today - 7 * DAY)}` : '国六标准切换后不再使用',
  }))
    // The newest first, as a list shows rows added one after another.
    .reverse(),
);
