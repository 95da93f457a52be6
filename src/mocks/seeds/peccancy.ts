/**
 * Traffic violations (entities/admin/peccancy.ts) of the last 90 days: most while a trip had the vehicle (so the
 * driver is found, src/entities/admin/responsibility.ts `responsibility`), some when none did (the vehicle parked, or before the trip records
 * begin); the codes a city fleet gets most (parking, speeding, lines and signs), the older ones mostly handled, a few
 * appealed; evidence photos drawn as the camera's frame with the plate and time.
 */
import { peccancyOf, type peccancy } from '@/entities/admin/peccancy';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { responsibility } from '@/entities/admin/responsibility';
import { DAY, HOUR, formatWallTime } from '../time';
import { numberedByTime, stampedPhoto, fieldsOf } from './rng';

/** A violation as stored (peccancy_status: 1 unhandled, 2 in hand, 3 handled, 4 under appeal, 5 appeal upheld). */
export type Peccancy = StoredRow<typeof peccancy>;

declare module '../model' {
  interface DemoData { PeccancyList: Peccancy[] }
}

const ROADS = ['人民路', '解放大道', '中山路', '建设大街', '长江路', '滨河路', '学府路', '机场高速辅路', '环城东路', '新华路', '迎宾大道'];
/** Codes weighted as a rental fleet gets them: parking and speeding most. */
const CODE_WEIGHTS: readonly (readonly [string, number])[] = [['1039', 26], ['1352', 18], ['1636', 6], ['1345', 14], ['1344', 10], ['1625', 8], ['1357', 7], ['1223', 5], ['1240', 6]];

/** A camera frame (SVG data address): the plate and time stamped as the enforcement camera prints them. */
const cameraFrame = (plate: string, time: string, shade: string) =>
  stampedPhoto('<rect x="110" y="90" width="100" height="60" rx="8" fill="#d9d9d9"/><rect x="130" y="130" width="60" height="14" fill="#1677ff"/>', plate, time, shade);

registerCollection('PeccancyList', ({ rng, today, get }) => {
  // Trips ended before the morning of the seed's day: a violation is recorded after it happened, never ahead of the clock.
  const trips = get('TripDetail').filter((r) => r.status === 2 && r.endTime <= formatWallTime(today - 3 * HOUR));
  const cities = new Map(get('cities').map((c) => [c.cityId, c.cityName]));
  const fleet = get('vehicles').filter((v) => cities.has(v.cityId) && v.vehicleStatus !== 3);
  const allTrips = get('TripDetail');
  const totalWeight = CODE_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  const pickCode = () => {
    let n = rng.int(1, totalWeight);
    for (const [code, w] of CODE_WEIGHTS) if ((n -= w) <= 0) return code;
    return '1039';
  };
  const rows: Peccancy[] = [];
  for (let i = 0; i < 320; i += 1) {
    // Three in four while a trip had the vehicle (a moment inside that trip); else parked overnight or before the
    // trip records (90 days back): mostly no trip covers it.
    const { carId, at } = rng.vehicleMoment(trips, 0.75, fleet, 90, [-9, 14]);
    const car = fleet.find((v) => v.carId === carId) ?? get('vehicles').find((v) => v.carId === carId)!;
    const time = formatWallTime(at);
    const code = peccancyOf(pickCode())!;
    const ageDays = (today - at) / DAY;
    // Older violations are mostly settled; the last fortnight's mostly not yet.
    const roll = rng.float();
    const status: Peccancy['status'] = ageDays > 14
      ? roll < 0.68 ? 3 : roll < 0.78 ? 2 : roll < 0.86 ? 1 : roll < 0.93 ? 5 : 4
      : roll < 0.6 ? 1 : roll < 0.85 ? 2 : roll < 0.95 ? 3 : 4;
    const recorded = Math.min(today, at + rng.int(1, 7) * DAY + rng.int(0, 8) * HOUR);
    const cityName = String(cities.get(car.cityId) ?? car.cityName);
    const photo = cameraFrame(car.plate, time, rng.pick(['#3a3a3a', '#2f3b4a', '#44403c']));
    rows.push({
      peccancyId: 0, peccancyNo: '', ...fieldsOf(car, 'carId', 'plate'), peccancyTime: time, cityId: car.cityId, cityName, place: rng.roadSpot(cityName, ROADS),
      peccancyCode: code.code, ...fieldsOf(code, 'description', 'points', 'fine'), status,
      ...responsibility(allTrips, car.carId, time),
      evidencePhoto: photo,
      ...(rng.chance(0.5) ? { evidencePhoto2: cameraFrame(car.plate, formatWallTime(at + 2000), '#2b2b2b') } : {}),
      remark: code.code === '1039' && rng.chance(0.3) ? '客户还车前临时停放' : '',
      ...(status === 3 ? { handleWay: rng.pick(['1', '1', '2', '3'] as const), handleTime: formatWallTime(Math.min(today, recorded + rng.int(1, 10) * DAY)) } : {}),
      ...(status === 4 || status === 5 ? { appealReason: rng.pick(['车辆当时已由租车客户使用', '现场有交警指挥通行', '照片车牌模糊，非本车']), appealTime: formatWallTime(Math.min(today, recorded + rng.int(1, 5) * DAY)) } : {}),
      ...(status === 5 ? { appealResult: '申诉成功，违章撤销' } : {}),
      createTime: formatWallTime(recorded),
    });
  }
  return numberedByTime(rows, (r) => r.peccancyTime, (r, i, date) => Object.assign(r, { peccancyId: 70001 + i, peccancyNo: `WZ${date}${String(i + 1).padStart(4, '0')}` }));
});
