/**
 * Accidents (entities/insurance/accident.ts) of the last 180 days: most while a trip had the vehicle (so the driver is
 * found, src/entities/admin/responsibility.ts `responsibility`), the rest parked or between trips; scrapes and rear-end collisions mostly, a
 * few with injuries. Each claims on a policy of its vehicle live at the time (its commercial one, else its compulsory
 * one), and the older ones are further along the claim: reported, assessed, closed with the final loss and the amount
 * the insurer paid (less the deductible share a liable driver's own damage carries).
 */
import { CLAIM_STATE, type accident } from '@/entities/insurance/accident';
import { POLICY_TYPE, policyCovers } from '@/entities/insurance/policy';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { responsibility } from '@/entities/admin/responsibility';
import { DAY, HOUR, formatWallTime } from '../time';
import { numberedByTime, stampedPhoto, fieldsOf } from './rng';

/** An accident as stored (claimState 1 not reported, 2 reported, 3 being assessed, 4 closed; responsibility 1–5). */
export type Accident = StoredRow<typeof accident> & { carId: number };

declare module '../model' {
  interface DemoData { AccidentInfoList: Accident[] }
}

const ROADS = ['人民路', '解放大道', '中山路', '建设大街', '长江路', '滨河路', '学府路', '环城东路', '新华路', '迎宾大道'];
const WHAT = [
  ['等红灯时被后车追尾，后保险杠受损', '2'],
  ['倒车入库时刮碰立柱，右后门凹陷', '1'],
  ['变道时与相邻车道车辆剐蹭，左前翼子板受损', '3'],
  ['路口转弯未让直行车辆，前保险杠与大灯受损', '1'],
  ['雨天路滑追尾前车，前部受损，对方一人轻伤', '1'],
  ['停放时被其他车辆碰撞，对方驶离后经监控找到', '5'],
  ['小区内低速刮碰电动车，对方一人擦伤', '2'],
] as const;

/** A scene photo (SVG data address): two cars and the time stamped. */
const scene = (plate: string, time: string, shade: string) =>
  stampedPhoto('<rect x="40" y="100" width="110" height="50" rx="10" fill="#d9d9d9"/><rect x="160" y="90" width="110" height="55" rx="10" fill="#8c8c8c" transform="rotate(-8 215 117)"/>', plate, time, shade);

registerCollection('AccidentInfoList', ({ rng, today, get }) => {
  const trips = get('TripDetail').filter((r) => r.status === 2 && r.endTime <= formatWallTime(today - 3 * HOUR));
  const allTrips = get('TripDetail');
  const cities = new Map(get('cities').map((c) => [c.cityId, c.cityName]));
  const fleet = get('vehicles').filter((v) => cities.has(v.cityId));
  const policies = get('InsuranceList').filter((p) => p.insuranceType !== POLICY_TYPE.nonMotor);
  const rows: Accident[] = [];
  for (let i = 0; i < 60; i += 1) {
    const { carId, at } = rng.vehicleMoment(trips, 0.7, fleet, 180, [-8, 10]);
    const car = fleet.find((v) => v.carId === carId) ?? get('vehicles').find((v) => v.carId === carId)!;
    const time = formatWallTime(at);
    const [description, liability] = rng.pick(WHAT);
    const injured = description.includes('伤') ? 1 : 0;
    const estimated = rng.int(8, 180) * 100 + rng.int(0, 99);
    const live = policies.filter((p) => p.carId === car.carId && policyCovers(p, time)).sort((a, b) => b.insuranceType - a.insuranceType)[0];
    const age = (today - at) / DAY;
    const roll = rng.float();
    // No live policy: nothing to claim on, not reported.
    const state: Accident['claimState'] = !live ? 1 : age > 45 ? (roll < 0.8 ? 4 : 3) : age > 10 ? (roll < 0.3 ? 4 : roll < 0.7 ? 3 : 2) : roll < 0.5 ? 1 : 2;
    const cityName = String(cities.get(car.cityId) ?? car.cityName);
    const reported = at + rng.int(1, 6) * HOUR;
    const final = Math.round(estimated * (0.8 + rng.float() * 0.4) * 100) / 100;
    rows.push({
      accidentId: 0, accidentNo: '', ...fieldsOf(car, 'carId', 'plate'), accidentTime: time, cityId: car.cityId, cityName, place: rng.roadSpot(cityName, ROADS),
      description, responsibility: liability, injuredCount: injured, estimatedLoss: estimated, claimState: state,
      ...responsibility(allTrips, car.carId, time),
      scenePhoto: scene(car.plate, time, rng.pick(['#3a3a3a', '#2f3b4a', '#44403c'])),
      ...(live ? fieldsOf(live, 'policyId', 'policyNo') : {}),
      ...(state >= CLAIM_STATE.reported ? { claimNo: `BA${time.slice(0, 10).replace(/-/g, '')}${rng.digits(6)}`, reportTime: formatWallTime(reported) } : {}),
      ...(state >= CLAIM_STATE.assessing ? { assessTime: formatWallTime(reported + rng.int(1, 3) * DAY) } : {}),
      ...(state === CLAIM_STATE.closed
        ? { finalLoss: final, claimAmount: Math.round(final * (liability === '5' ? 1 : 0.9) * 100) / 100, closeTime: formatWallTime(Math.min(today, reported + rng.int(10, 40) * DAY)) }
        : {}),
      createTime: formatWallTime(Math.min(today, at + rng.int(1, 20) * HOUR)),
    });
  }
  return numberedByTime(rows, (r) => r.accidentTime, (r, i, date) => Object.assign(r, { accidentId: 80001 + i, accidentNo: `SG${date}${String(i + 1).padStart(4, '0')}` }));
});
