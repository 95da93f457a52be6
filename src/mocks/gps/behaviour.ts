/**
 * Driving events derived from the simulated GPS feed (issue 23 item 6; docs/architecture.md "Driving behaviour and
 * fuel reports"): like the feed itself, a pure function of the seed's records and the wall time — nothing is stored,
 * so a period's events are the same however often, and from whichever screen, they are asked for.
 *
 * A vehicle's reports (every REPORT_INTERVAL_S seconds, ./feed.ts `reportAt`) are walked in time order:
 * - harsh braking / acceleration: the speed change between two successive reports over the time between them beyond
 *   HARSH_BRAKE_MS2 / HARSH_ACCEL_MS2 (the feed's driving is smooth, under 1 m/s²; a stop or a start within one report
 *   interval from or to a brisk speed is beyond);
 * - speeding: a stretch of reports above SPEEDING_KMH lasting at least SPEEDING_MIN_S, one event per stretch (at its
 *   start, with its highest speed);
 * - fatigue: driving (ignition on, moving) adding up to more than FATIGUE_HOURS without a stop (speed 0) of at least
 *   BREAK_MINUTES, one event per such stretch, when it passes the limit. The walk starts LOOKBACK_MS before the period
 *   so a stretch begun earlier is counted whole. The feed's drivers take a long break every 2–3 hours, its long-haul
 *   drivers (`isLongHaul`) only every 4½–5 hours: those are the fatigue events.
 * The mileage of a period and of each day is the odometer's growth between the reports.
 */
import {
  BREAK_MINUTES, FATIGUE_HOURS, HARSH_ACCEL_MS2, HARSH_BRAKE_MS2, SPEEDING_MIN_S, type BehaviourEvent, type BehaviourKind,
} from '@/entities/monitor/behaviour';
import { REPORT_INTERVAL_S, SPEEDING_KMH } from '@/entities/monitor/positions';
import { formatWallTime, HOUR, MINUTE, nowWall, parseWallTime } from '../time';
import { kinematicsOf, lastReportMs, placeAt, placesOf, reportAt, type Tracked } from './feed';

const STEP = REPORT_INTERVAL_S * 1000;
/** How far before a period the walk starts (a fatigue stretch begun before it; the feed's longest stint is ~5 h). */
export const LOOKBACK_MS = 8 * HOUR;

/** What a walk of one vehicle over a period finds. */
export interface VehicleWalk {
  events: BehaviourEvent[];
  /** km driven in the period (the odometer's growth), one decimal. */
  mileage: number;
  /** km driven per wall day (`YYYY-MM-DD`) of the period, one decimal; days without reports are absent. */
  byDay: Map<string, number>;
}

interface Sample {
  speed: number;
  ignition: boolean;
  mileage: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The driving events and mileage of a tracked vehicle between `from` and `to` (wall ms, both included), as its
 * terminal reported them: from its binding, up to its last report (an off-line terminal's) and never after `now`.
 */
export function walkVehicle(t: Tracked, from: number, to: number, now: number = nowWall(), places = placesOf()): VehicleWalk {
  const walk: VehicleWalk = { events: [], mileage: 0, byDay: new Map() };
  if (!t.moving) return walk; // A parked vehicle stands in its bay: no driving, no events, no mileage.
  const bound = parseWallTime(t.device.bindTime) ?? -Infinity;
  const last = Math.min(lastReportMs(t, now) ?? -Infinity, now, to);
  const first = Math.max(from - LOOKBACK_MS, bound);
  if (last < from || first > last) return walk;

  const k = kinematicsOf(t);
  const raise = (kind: BehaviourKind, ms: number, speed: number, value: number) => {
    const r = reportAt(t, ms, []);
    walk.events.push({
      eventId: `${kind}-${t.car.carId}-${ms}`, carId: t.car.carId, plate: t.car.plate, driver: t.driverName, kind,
      time: r.reportTime, speed, value, lng: r.lng, lat: r.lat, ...placeAt(places, [r.lng, r.lat]),
    });
  };

  let prev: Sample | null = null;
  let prevMs = 0;
  // Speeding: the open stretch's first time, its last time above the limit, its highest speed.
  let over: { ms: number; lastMs: number; max: number } | null = null;
  const closeOver = () => {
    if (over && over.ms >= from && over.lastMs - over.ms >= SPEEDING_MIN_S * 1000) raise('speeding', over.ms, over.max, (over.lastMs - over.ms) / 1000);
    over = null;
  };
  // Fatigue: driving time since the last break, since when the vehicle stands, whether this stretch was raised.
  let driven = 0;
  let stillSince: number | null = null;
  let fatigued = false;

  for (let ms = Math.ceil(first / STEP) * STEP; ms <= last; ms += STEP) {
    const r: Sample = { speed: k.speed(ms), ignition: k.ignition(ms), mileage: k.mileage(ms) };
    const inPeriod = ms >= from;
    if (prev) {
      const dt = (ms - prevMs) / 1000;
      const change = (r.speed - prev.speed) / 3.6 / dt;
      if (inPeriod && change <= -HARSH_BRAKE_MS2) raise('harshBrake', ms, prev.speed, round1(-change));
      if (inPeriod && change >= HARSH_ACCEL_MS2) raise('harshAccel', ms, r.speed, round1(change));
      if (prevMs >= from) {
        const km = r.mileage - prev.mileage;
        if (km > 0) {
          const day = formatWallTime(ms - 1).slice(0, 10); // the driving up to midnight is the day's that ends then
          walk.byDay.set(day, (walk.byDay.get(day) ?? 0) + km);
        }
      }
      if (prev.ignition && prev.speed > 0 && r.speed > 0) driven += ms - prevMs;
    }
    if (r.speed > SPEEDING_KMH) {
      if (over) {
        over.lastMs = ms;
        over.max = Math.max(over.max, r.speed);
      } else {
        over = { ms, lastMs: ms, max: r.speed };
      }
    } else {
      closeOver();
    }
    if (r.speed > 0) {
      stillSince = null;
    } else {
      stillSince ??= ms;
      if (ms - stillSince >= BREAK_MINUTES * MINUTE) {
        driven = 0;
        fatigued = false;
      }
    }
    if (!fatigued && driven > FATIGUE_HOURS * HOUR) {
      fatigued = true;
      if (inPeriod) raise('fatigue', ms, r.speed, Math.round(driven / MINUTE));
    }
    prev = r;
    prevMs = ms;
  }
  closeOver();
  // The period's mileage is the sum of its days' (each rounded to 0.1 km), so a report's columns add up.
  let sum = 0;
  for (const [day, km] of walk.byDay) {
    walk.byDay.set(day, round1(km));
    sum += round1(km) * 10;
  }
  walk.mileage = Math.round(sum) / 10;
  walk.events.sort((a, b) => a.time.localeCompare(b.time) || a.kind.localeCompare(b.kind));
  return walk;
}
