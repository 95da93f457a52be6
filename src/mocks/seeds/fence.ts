/**
 * The electronic fences (entities/monitor/fence.ts): in each of the first opened cities with tracked vehicles, a
 * circle across the city's ring road (its vehicles on rent drive through it: entry and exit alarms), a rectangle
 * round the city centre that warns on leaving, and a disabled polygon kept for the record. Bound to the vehicles of
 * that city that carry a GPS terminal (the feed's vehicles, src/mocks/gps).
 */
import { DEVICE_GPS } from '@/entities/admin/device';
import { fence, FENCE_DISABLED, FENCE_ENABLED } from '@/entities/monitor/fence';
import { circleRing, shapeText, type LngLat } from '@/lib/geo';
import { registerCollection } from '../db';
import { circuitOf } from '../gps/roads';
import type { StoredRow } from '../model';
import { DAY, formatWallTime } from '../time';

export type Fence = StoredRow<typeof fence> & { updateTime: string };

declare module '../model' {
  interface DemoData { electronicfencepage: Fence[] }
}

const ALL_DAYS = '1,2,3,4,5,6,7';

registerCollection(fence.id as 'electronicfencepage', ({ rng, today, get }) => {
  const cars = new Map(get('vehicles').map((v) => [String(v.carId), v]));
  const byCity = new Map<number, { carId: number; plate: string; storeId: number; cityName: string; companyName: string }[]>();
  for (const d of get('Devices')) {
    if (d.bindStatus !== 1 || Number(d.deviceType) !== DEVICE_GPS || d.carId === '') continue;
    const car = cars.get(String(d.carId));
    if (!car) continue;
    const list = byCity.get(car.cityId) ?? [];
    list.push({ carId: car.carId, plate: car.plate, storeId: car.storeId, cityName: car.cityName, companyName: car.companyName });
    byCity.set(car.cityId, list);
  }
  const rows: Fence[] = [];
  let id = 7001;
  for (const [cityId, list] of [...byCity.entries()].slice(0, 4)) {
    const first = list[0]!;
    const circuit = circuitOf({ storeId: first.storeId, cityId }, first.carId);
    const [ax, ay] = circuit.points[3]!;
    const [hx, hy] = circuit.points[0]!;
    const across: LngLat = [ax, ay];
    const home: LngLat = [hx, hy];
    const boundCars = list.map((c) => ({ carId: c.carId, plate: c.plate }));
    const created = today - rng.int(20, 200) * DAY;
    const base = { companyName: first.companyName, remark: '', createTime: formatWallTime(created), updateTime: formatWallTime(created) };
    const radius = 600;
    rows.push({
      ...base, fenceId: id++, fenceName: `${first.cityName}环路监测区`, shapeType: 'circle', radius,
      shape: shapeText({ kind: 'circle', center: across, radius, ring: circleRing(across, radius) }),
      alarmType: 3, activeDays: ALL_DAYS, startTime: '00:00', endTime: '23:59', cars: boundCars, carCount: boundCars.length, status: FENCE_ENABLED,
    });
    const d = 0.05;
    const rect: LngLat[] = [[home[0] - d, home[1] - d], [home[0] + d, home[1] - d], [home[0] + d, home[1] + d], [home[0] - d, home[1] + d]];
    rows.push({
      ...base, fenceId: id++, fenceName: `${first.cityName}市区运营范围`, shapeType: 'rectangle', radius: 0, shape: shapeText({ kind: 'rectangle', ring: rect }),
      alarmType: 2, activeDays: '1,2,3,4,5', startTime: '08:00', endTime: '20:00', cars: boundCars.slice(0, 3), carCount: Math.min(3, boundCars.length), status: FENCE_ENABLED,
    });
    const tri: LngLat[] = [[home[0], home[1] + 0.01], [home[0] + 0.012, home[1] - 0.008], [home[0] - 0.012, home[1] - 0.008]];
    rows.push({
      ...base, fenceId: id++, fenceName: `${first.cityName}门店停车区（旧）`, shapeType: 'polygon', radius: 0, shape: shapeText({ kind: 'polygon', ring: tri }),
      alarmType: 1, activeDays: ALL_DAYS, startTime: '00:00', endTime: '23:59', cars: boundCars.slice(0, 1), carCount: 1, status: FENCE_DISABLED, remark: '门店搬迁后停用',
    });
  }
  return rows;
});
