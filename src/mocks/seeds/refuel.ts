/**
 * The refuelling records (entities/admin/refuel.ts): a history for about a third of the fleet's petrol vehicles —
 * every one to three weeks over the last five months, odometers rising to the vehicle's present mileage, litres as the
 * car's level burns them, at the fuel's price of the day; the latest record of some vehicles is still to be confirmed.
 */
import { refuel, refuelAmount, refuelConsumption, REFUEL_CONFIRMED, REFUEL_PENDING } from '@/entities/admin/refuel';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { compactDate, DAY, formatWallTime, HOUR } from '../time';
import { FUELS } from './basicInfo';
import { fieldsOf, ROADS } from './rng';

/** A record as stored: a vehicle's first has no previous reading; a pending one no confirmation time. */
export type Refuel = StoredRow<typeof refuel> & { plate: string; fuelType: string; refuelStatus: 0 | 1 };

declare module '../model' {
  interface DemoData { RefuelingList: Refuel[] }
}

/** Litres per 100 km by car level (economy … luxury), as a range. */
const BURN: Readonly<Record<number, readonly [number, number]>> = { 1: [6.2, 7.6], 2: [7, 8.8], 3: [8, 10], 4: [9.5, 11.5], 5: [9, 11.5] };
const BRANDS = ['中国石化', '中国石油', '壳牌', '中海油'];
const price = (name: string) => FUELS.find(([n]) => n === name)?.[2] ?? 7.62;

registerCollection(refuel.id as 'RefuelingList', ({ rng, today, get }) => {
  const petrol = get('vehicles').filter((v) => v.energyType === 1);
  const rows: Refuel[] = [];
  petrol.forEach((v, index) => {
    if (index % 3 !== 0) return;
    const fuel = v.levelId >= 4 ? '95#汽油' : rng.chance(0.15) ? '95#汽油' : '92#汽油';
    const [low, high] = BURN[v.levelId] ?? [7, 9];
    const stations = [0, 1].map(() => `${rng.pick(BRANDS)}${v.cityName}${rng.pick(ROADS)}加油站`);
    // Walk back from the present: the last refuelling a few days ago, at (about) the vehicle's mileage.
    const count = rng.int(4, 9);
    const steps: { time: number; odometer: number }[] = [];
    let time = today - rng.int(1, 9) * DAY - rng.int(0, 10) * HOUR;
    let odometer = v.mileage - rng.int(0, 150);
    for (let i = 0; i < count && odometer > 800; i += 1) {
      steps.unshift({ time, odometer });
      time -= rng.int(7, 21) * DAY + rng.int(-5, 5) * HOUR;
      odometer -= rng.int(260, 620);
    }
    const pendingLast = rng.chance(0.35);
    steps.forEach(({ time: at, odometer: reading }, i) => {
      const prev = steps[i - 1]?.odometer;
      const burn = low + rng.float() * (high - low);
      const litres = prev === undefined ? rng.int(3000, 5200) / 100 : Math.round(((reading - prev) * burn) / 100 * 100) / 100;
      const unitPrice = Math.round((price(fuel) + rng.int(-12, 12) / 100) * 100) / 100;
      const pending = pendingLast && i === steps.length - 1;
      const refuelTime = formatWallTime(at);
      const refuelId = 1 + rows.length;
      rows.push({
        refuelId, refuelNo: `JY${compactDate(at)}${String(refuelId).padStart(5, '0')}`,
        ...fieldsOf(v, 'plate', 'model'), refuelTime, fuelType: fuel,
        litres, unitPrice, amount: Number(refuelAmount(litres, unitPrice)),
        odometer: reading, ...(prev === undefined ? {} : { previousOdometer: prev }), consumption: refuelConsumption(litres, reading, prev) ?? '',
        station: rng.pick(stations), refuelStatus: pending ? REFUEL_PENDING : REFUEL_CONFIRMED,
        ...(pending ? {} : { confirmTime: formatWallTime(at + rng.int(2, 30) * HOUR) }),
        receiptImage: '', remark: '', createTime: formatWallTime(at + rng.int(10, 90) * 60_000),
      });
    });
  });
  // Newest first, as the list shows them; the newest was entered this morning and is still to be confirmed.
  const sorted = rows.sort((a, b) => b.refuelTime.localeCompare(a.refuelTime));
  const newest = sorted[0];
  if (newest) {
    newest.refuelStatus = REFUEL_PENDING;
    delete newest.confirmTime;
  }
  return sorted;
});
