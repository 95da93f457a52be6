/**
 * The simulated GPS feed of the demo backend (issue 23; docs/api.md "Vehicle positions"). Every vehicle with a bound
 * GPS terminal (the terminals of /Devices: `bindStatus` 1, type GPS) reports every REPORT_INTERVAL_S seconds while its
 * terminal is on-line: a vehicle on rent drives its circuit of the synthetic roads (./roads.ts), the others stand in
 * their bay at their store with the ignition off. An off-line terminal does not report: its last report is the one
 * of its `lastReportTime`, where the vehicle was then.
 *
 * Nothing is stored: a report is a function of the seed's records (vehicle, store, terminal, open rental order), the
 * vehicle's id and the wall time (`nowWall()`, which tests pin with `pinClock`). So a reload continues where the
 * vehicles were, the history of any period is derived the same way (trails), and two tabs see the same fleet.
 *
 * Motion like traffic (docs/architecture.md "The GPS feed"): the driving is cut into legs from one light to the next,
 * each of the same length and time for a vehicle (so the distance along the circuit is a closed form of the time:
 * no state), but each its own wait at the light, acceleration, braking and so cruising speed (`legOf`): the speed
 * climbs, cruises (above SPEEDING_KMH on some legs: a report then carries the speeding alarm), brakes to a stop and
 * waits, never periodic; the heading is the road's. The odometer only grows.
 */
import { DEVICE_GPS } from '@/entities/admin/device';
import {
  HISTORY_REFUSALS, monitorStateOf, REPORT_INTERVAL_S, SPEEDING_KMH, type AlarmFlag, type LatestPositions, type PositionHistory,
  type VehiclePosition,
} from '@/entities/monitor/positions';
import { nearestLandmark, placeText, type Landmark, type PlaceRef } from '@/entities/monitor/place';
import { periodRefusal } from '@/entities/monitor/trail';
import { data, seedDay } from '../db';
import { refuse } from '../errors';
import { operationStates, OPERATION } from '../fleet';
import type { Vehicle } from '../model';
import type { Device } from '../seeds/device';
import { formatWallTime, MINUTE, nowWall, parseWallTime } from '../time';
import { along, bayPosition, circuitOf, storePosition, unit, type LngLat } from './roads';

/** A vehicle the feed tracks: its terminal, whether it drives, who drives it. */
export interface Tracked {
  car: Pick<Vehicle, 'carId' | 'plate' | 'storeId' | 'storeName' | 'cityId' | 'cityName' | 'model' | 'mileage'>;
  device: Pick<Device, 'deviceId' | 'terminalNo' | 'onlineState' | 'lastReportTime' | 'bindTime'>;
  moving: boolean;
  driverName: string;
  driverPhone: string;
}

const INTERVAL_MS = REPORT_INTERVAL_S * 1000;
/** A cursor older than this gets every vehicle (the screen then also learns of terminals gone off-line or unbound). */
export const FULL_AFTER_MS = 60_000;

/** Bench-only: more vehicles and a faster cadence (bench/run.mjs `map`), set in the demo's local storage. */
interface FeedSize {
  fleet: number;
  intervalS: number;
}
export const FEED_SIZE_KEY = 'demo.gpsFeedSize';

function feedSize(): FeedSize | null {
  try {
    const raw = globalThis.localStorage?.getItem(FEED_SIZE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<FeedSize>;
    const fleet = Math.min(Math.max(Math.floor(Number(v.fleet) || 0), 0), 20_000);
    const intervalS = Math.min(Math.max(Math.floor(Number(v.intervalS) || REPORT_INTERVAL_S), 1), 60);
    return { fleet, intervalS };
  } catch {
    return null;
  }
}

function intervalMs(): number {
  return (feedSize()?.intervalS ?? REPORT_INTERVAL_S) * 1000 || INTERVAL_MS;
}

/** The vehicles with a bound GPS terminal, as the records stand now. */
export function trackedFleet(): Tracked[] {
  const d = data();
  const stateOf = operationStates();
  const renters = new Map(d.rentOrders.filter((o) => o.orderStatus === 20).map((o) => [String(o.carId), o]));
  const cars = new Map(d.vehicles.map((v) => [String(v.carId), v]));
  const out: Tracked[] = [];
  for (const dev of d.Devices) {
    if (dev.bindStatus !== 1 || Number(dev.deviceType) !== DEVICE_GPS || dev.carId === '') continue;
    const car = cars.get(String(dev.carId));
    if (!car) continue;
    const renter = renters.get(String(car.carId));
    const moving = stateOf(car) === OPERATION.rented || (renter !== undefined && Number(car.vehicleStatus) === 1);
    out.push({ car, device: dev, moving, driverName: moving ? (renter?.bookingUserName ?? '') : '', driverPhone: moving ? (renter?.bookingUserPhone ?? '') : '' });
  }
  const size = feedSize();
  if (size && size.fleet > out.length && out.length > 0) {
    // Bench-only copies of the real vehicles, all driving (ids far from the seed's).
    const real = out.length;
    for (let i = real; i < size.fleet; i += 1) {
      const src = out[i % real]!;
      out.push({
        ...src, moving: true,
        car: { ...src.car, carId: 900_000 + i, plate: `${src.car.plate.slice(0, 2)}B${String(i).padStart(5, '0')}` },
        device: { ...src.device, deviceId: 900_000 + i, terminalNo: `09${String(i).padStart(10, '0')}`, onlineState: 1 },
      });
    }
  }
  return out;
}

/** Circuits by store and vehicle (they depend on nothing else): computed once, asked every report. */
const circuits = new Map<string, ReturnType<typeof circuitOf>>();
function circuit(car: Tracked['car']): ReturnType<typeof circuitOf> {
  const key = `${car.cityId}:${car.storeId}:${car.carId}`;
  let c = circuits.get(key);
  if (!c) {
    if (circuits.size > 50_000) circuits.clear();
    c = circuitOf(car, car.carId);
    circuits.set(key, c);
  }
  return c;
}

/**
 * A driving vehicle's motion parameters (from its id alone). It drives in cycles of 35–55 minutes, the last 4–10 of
 * which it stands with the ignition off (a stop the trail screens mark); every `shift`-th cycle that stop is a long
 * break of 22–30 minutes (the driver's rest): after about 2–3 hours at the wheel for most drivers, after about 6–6½
 * hours for the long-haul ones (LONG_HAUL_SHARE of the vehicles, by id), whose time moving so passes the 4-hour fatigue
 * limit (./behaviour.ts; the waits at lights are not driving). `drive(ms)` is its time at the wheel until `ms`.
 */
export const LONG_HAUL_SHARE = 0.2;
export function isLongHaul(carId: number): boolean {
  return unit(carId, 16) < LONG_HAUL_SHARE;
}

/** The traffic model's bounds (m/s²): a leg's acceleration, its usual braking, an emergency stop's braking. */
export const TRAFFIC = { accel: [1.2, 2.5], brake: [1.5, 3], emergency: 6, emergencyShare: 0.1, greenShare: 0.3, maxWaitS: 120 } as const;

/** One leg of a drive: wait `w` s at a light, speed up at `a1` to `v` m/s, cruise, brake at `a2` to a stop at its end. */
interface Leg {
  w: number;
  a1: number;
  a2: number;
  v: number;
}

/**
 * Leg `k` of a vehicle's drive (`legS` seconds, `legM` metres, the same for each of its legs so that where a leg starts
 * is k·legM: no sum over the past). What differs from leg to leg, by the vehicle's and the leg's ids: the wait at the
 * light (none for a green one: TRAFFIC.greenShare), the acceleration, the braking (an emergency stop now and then), and so the
 * cruising speed — the one that covers the leg's metres in the time left (a trapezoid: legM = v·M − v²/2a1 − v²/2a2).
 */
function legOf(carId: number, k: number, legS: number, legM: number): Leg {
  const a1 = TRAFFIC.accel[0] + unit(carId, k, 23) * (TRAFFIC.accel[1] - TRAFFIC.accel[0]);
  const a2 = unit(carId, k, 24) < TRAFFIC.emergencyShare ? TRAFFIC.emergency : TRAFFIC.brake[0] + unit(carId, k, 25) * (TRAFFIC.brake[1] - TRAFFIC.brake[0]);
  const c = 1 / (2 * a1) + 1 / (2 * a2);
  // The longest wait that still leaves time to cover the leg (a vehicle never needs to race to make up for a light).
  const room = Math.max(0, legS - 1.25 * Math.sqrt(4 * c * legM));
  const w = unit(carId, k, 21) < TRAFFIC.greenShare ? 0 : unit(carId, k, 22) * Math.min(TRAFFIC.maxWaitS, room);
  const m = legS - w;
  const v = (m - Math.sqrt(Math.max(0, m * m - 4 * c * legM))) / (2 * c);
  return { w, a1, a2, v };
}

/** Metres covered and speed (m/s) `t` seconds into a leg of `legS` seconds. */
function inLeg(l: Leg, t: number, legS: number, legM: number): { x: number; speed: number } {
  if (t <= l.w) return { x: 0, speed: 0 };
  const u = t - l.w;
  const up = l.v / l.a1;
  const down = legS - l.w - l.v / l.a2;
  if (u < up) return { x: (l.a1 * u * u) / 2, speed: l.a1 * u };
  if (u < down) return { x: (l.v * up) / 2 + l.v * (u - up), speed: l.v };
  const r = legS - t;
  return { x: legM - (l.a2 * r * r) / 2, speed: l.a2 * r };
}

function motion(carId: number, circuitLength: number) {
  const v = 9 + unit(carId, 7) * 5; // m/s: the vehicle's mean speed over a leg, waits at lights included
  const legS = 150 + unit(carId, 19) * 150;
  const legM = v * legS;
  const phase = unit(carId, 9) * circuitLength;
  const cycle = Math.round(35 + unit(carId, 13) * 20) * MINUTE;
  const rest = Math.round(4 + unit(carId, 14) * 6) * MINUTE;
  const longRest = Math.round(22 + unit(carId, 17) * 8) * MINUTE;
  const stint = isLongHaul(carId) ? (360 + unit(carId, 18) * 40) * MINUTE : (120 + unit(carId, 18) * 60) * MINUTE;
  const shift = Math.max(2, Math.round(stint / (cycle - rest)));
  // Within a cycle the phase is the id's (as before the long breaks); which cycle of a shift is the long break, too.
  const offset = Math.floor(unit(carId, 15) * cycle) + Math.floor(unit(carId, 20) * shift) * cycle;
  const restOf = (n: number) => (((n % shift) + shift) % shift === shift - 1 ? longRest : rest);
  const drive = (ms: number) => {
    const k = ms + offset;
    const n = Math.floor(k / cycle);
    const before = n * (cycle - rest) - Math.floor(n / shift) * (longRest - rest);
    return before + Math.min(k - n * cycle, cycle - restOf(n));
  };
  const stopped = (ms: number) => {
    const k = ms + offset;
    const n = Math.floor(k / cycle);
    return k - n * cycle >= cycle - restOf(n);
  };
  const at = (ms: number) => {
    const d = drive(ms) / 1000;
    const k = Math.floor(d / legS);
    const here = inLeg(legOf(carId, k, legS, legM), d - k * legS, legS, legM);
    return { s: phase + k * legM + here.x, speed: here.speed };
  };
  return {
    s: (ms: number) => at(ms).s,
    stopped,
    speed: (ms: number) => (stopped(ms) ? 0 : at(ms).speed),
  };
}

/**
 * The landmarks a report is named after (entities/monitor/place.ts): the stores, in their district, and the enabled
 * common addresses, in the district their street address names.
 */
export function placesOf(): Landmark[] {
  const d = data();
  const districts = new Map(d.cities.map((c) => [c.cityId, c.areaList.map((a) => a.areaName)]));
  const districtOf = (cityId: number, address: string) => districts.get(cityId)?.find((name) => address.includes(name)) ?? '';
  return [
    ...d.stores.map((s) => {
      const [lng, lat] = storePosition(s);
      return { name: s.storeName, district: s.areaName, lng, lat };
    }),
    ...d.CommonAdderss.filter((a) => a.status === 0).map((a) => ({
      name: a.addressName, district: districtOf(Number(a.cityId), String(a.address)), lng: Number(a.longitude), lat: Number(a.latitude),
    })),
  ];
}

/** A position's place name (its nearest landmark) and its text as the backend stores it (Chinese; '' without landmarks). */
export function placeAt(places: readonly Landmark[], p: LngLat): { place: string; placeRef: PlaceRef | null } {
  const placeRef = nearestLandmark(p[0], p[1], places);
  return { place: placeRef ? placeText(placeRef, 'zh-CN') : '', placeRef };
}

/** The place text of a position (alarms and driving events store it). */
export function nearest(places: readonly Landmark[], p: LngLat): string {
  return placeAt(places, p).place;
}

/** A tracked vehicle's speed (km/h), ignition and odometer (km) at a wall time, as its reports carry them. */
export interface Kinematics {
  speed(ms: number): number;
  ignition(ms: number): boolean;
  mileage(ms: number): number;
}

/**
 * The motion of a tracked vehicle without its position: what `reportAt` reports of speed, ignition and odometer,
 * cheaper to ask at every report of a long period (the driving events of ./behaviour.ts).
 */
export function kinematicsOf(t: Tracked): Kinematics {
  const base = Number(t.car.mileage) || 0;
  if (!t.moving) return { speed: () => 0, ignition: () => false, mileage: () => Math.round(base * 10) / 10 };
  const m = motion(t.car.carId, circuit(t.car).length);
  const atSeed = m.s(seedDay());
  return {
    speed: (ms) => Math.round(m.speed(ms) * 3.6 * 10) / 10,
    ignition: (ms) => !m.stopped(ms),
    // The odometer is the record's at the seed's day and grows with the distance driven, before that day too (a
    // trail of an earlier period has its mileage), never below 0.
    mileage: (ms) => Math.round(Math.max(0, base + (m.s(ms) - atSeed) / 1000) * 10) / 10,
  };
}

/** The report of a tracked vehicle at a wall time (ms). */
export function reportAt(t: Tracked, ms: number, places: readonly Landmark[] = placesOf()): VehiclePosition {
  const { car } = t;
  let point: LngLat;
  let heading: number;
  const k = kinematicsOf(t);
  const speed = k.speed(ms);
  const ignition = k.ignition(ms);
  const mileage = k.mileage(ms);
  if (t.moving) {
    const c = circuit(car);
    const here = along(c, motion(car.carId, c.length).s(ms));
    point = here.point;
    heading = here.heading;
  } else {
    point = bayPosition(car, car.carId);
    heading = Math.floor(unit(car.carId, 11) * 360);
  }
  const alarms: AlarmFlag[] = [];
  if (speed > SPEEDING_KMH) alarms.push('speeding');
  if (unit(car.carId, 12) < 0.04) alarms.push('lowVoltage');
  const online = t.device.onlineState === 1;
  const base = {
    carId: car.carId, plate: car.plate, deviceId: t.device.deviceId, terminalNo: t.device.terminalNo,
    lng: Math.round(point[0] * 1e6) / 1e6, lat: Math.round(point[1] * 1e6) / 1e6, speed, heading, ignition,
    mileage, alarms, online, reportTime: formatWallTime(ms),
    driverName: t.driverName, driverPhone: t.driverPhone, model: car.model, cityId: car.cityId, cityName: car.cityName, storeName: car.storeName,
    ...placeAt(places, point),
  };
  return { ...base, state: monitorStateOf(base) };
}

/** The newest report tick of an on-line terminal at `now` (wall ms). */
export function latestTick(now: number = nowWall()): number {
  const step = intervalMs();
  return Math.floor(now / step) * step;
}

/** The time of a tracked vehicle's newest report at `now`: the last tick for an on-line terminal, else its last report. */
export function lastReportMs(t: Tracked, now: number, tick: number = latestTick(now)): number | null {
  if (t.device.onlineState === 1) return tick;
  return t.device.lastReportTime ? parseWallTime(t.device.lastReportTime) : null;
}

/** The newest reports (all, or those after `since`); the next cursor is now. */
export function latestPositions(since: number | null, now: number = nowWall()): LatestPositions {
  const full = since === null || !Number.isFinite(since) || since > now || now - since > FULL_AFTER_MS;
  const places = placesOf();
  const tick = latestTick(now);
  const positions: VehiclePosition[] = [];
  for (const t of trackedFleet()) {
    const at = lastReportMs(t, now, tick);
    if (at === null) continue;
    if (!full && at <= (since ?? 0)) continue;
    positions.push(reportAt(t, at, places));
  }
  return { cursor: now, interval: intervalMs(), full, positions };
}

/** One vehicle's reports from `start` to `end` (wall-time strings), every report interval, for trails. */
export function positionHistory(carId: unknown, start: string, end: string, now: number = nowWall()): PositionHistory {
  const zh = (b: { 'zh-CN': string }) => b['zh-CN'];
  if (carId === undefined || carId === null || carId === '') refuse(zh(HISTORY_REFUSALS.vehicle));
  // The §5 period rule the trail screens check before asking (one function, the same message).
  const wrong = periodRefusal(start, end);
  if (wrong) refuse(zh(wrong));
  const from = parseWallTime(start) ?? 0;
  const to = parseWallTime(end) ?? 0;
  const t = trackedFleet().find((x) => String(x.car.carId) === String(carId));
  if (!t) refuse(zh(HISTORY_REFUSALS.noTerminal));
  const tracked = t;
  const step = intervalMs();
  const bound = parseWallTime(tracked.device.bindTime) ?? -Infinity;
  const last = lastReportMs(tracked, now) ?? -Infinity;
  const places = placesOf();
  const points: VehiclePosition[] = [];
  for (let ms = Math.ceil(Math.max(from, bound) / step) * step; ms <= Math.min(to, last); ms += step) points.push(reportAt(tracked, ms, places));
  return { carId: tracked.car.carId, plate: tracked.car.plate, points };
}
