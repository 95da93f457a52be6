/**
 * Driving events derived from the simulated GPS feed (src/mocks/gps/behaviour.ts; issue 23 item 6), on a pinned demo
 * clock, checked against the very reports the trail screens draw (the history call): a harsh brake wherever the
 * speed drops fast between two reports, one speeding event per stretch above the limit, fatigue only past 4 hours of
 * driving without a 20-minute break, and none of it for a parked vehicle.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BREAK_MINUTES, FATIGUE_HOURS, HARSH_ACCEL_MS2, HARSH_BRAKE_MS2, SPEEDING_MIN_S } from '@/entities/monitor/behaviour';
import { SPEEDING_KMH, type VehiclePosition } from '@/entities/monitor/positions';
import { toTrail } from '@/entities/monitor/trail';
import { seedDay } from '@/mocks/db';
import { walkVehicle } from '@/mocks/gps/behaviour';
import { isLongHaul, positionHistory, trackedFleet } from '@/mocks/gps/feed';
import '@/mocks/handlers';
import { formatWallTime, HOUR, MINUTE, pinClock } from '@/mocks/time';

const NOW = seedDay() + 10 * HOUR + 3_000;
const FROM = NOW - 24 * HOUR;

beforeEach(() => pinClock(NOW));
afterEach(() => pinClock(null));

const driving = () => trackedFleet().filter((t) => t.moving && t.device.onlineState === 1);
const history = (carId: number, from: number, to: number): VehiclePosition[] => positionHistory(carId, formatWallTime(from), formatWallTime(to)).points;

describe('driving events from the GPS feed', () => {
  it('raises a harsh brake where the speed drops fast between two reports, and a harsh start where it climbs fast', () => {
    const t = driving()[0]!;
    const walk = walkVehicle(t, FROM, NOW);
    const trail = toTrail(history(t.car.carId, FROM, NOW));
    const brakes: string[] = [];
    const starts: string[] = [];
    for (let i = 1; i < trail.length; i += 1) {
      const [a, b] = [trail[i - 1]!, trail[i]!];
      const change = (b.speed - a.speed) / 3.6 / ((b.t - a.t) / 1000);
      if (change <= -HARSH_BRAKE_MS2) brakes.push(b.reportTime);
      if (change >= HARSH_ACCEL_MS2) starts.push(b.reportTime);
    }
    expect(brakes.length).toBeGreaterThan(0);
    expect(walk.events.filter((e) => e.kind === 'harshBrake').map((e) => e.time)).toEqual(brakes);
    expect(walk.events.filter((e) => e.kind === 'harshAccel').map((e) => e.time)).toEqual(starts);
    // Each brake: the speed before, a deceleration of at least the threshold, where the report says, by the renter.
    const brake = walk.events.find((e) => e.kind === 'harshBrake')!;
    const at = trail.find((p) => p.reportTime === brake.time)!;
    const before = trail[trail.indexOf(at) - 1]!;
    expect(brake).toMatchObject({ carId: t.car.carId, plate: t.car.plate, driver: t.driverName, speed: before.speed, lng: at.lng, lat: at.lat });
    expect(brake.driver).not.toBe('');
    expect(brake.value).toBeGreaterThanOrEqual(HARSH_BRAKE_MS2);
    expect(before.speed - at.speed).toBeGreaterThan(HARSH_BRAKE_MS2 * 3.6 * 10 - 0.1);
  });

  it('raises one speeding event per stretch above the limit lasting a minute or more, at its start with its highest speed', () => {
    const t = driving().find((x) => walkVehicle(x, FROM, NOW).events.some((e) => e.kind === 'speeding'))!;
    expect(t).toBeDefined();
    const trail = toTrail(history(t.car.carId, FROM, NOW));
    const stretches: { time: string; max: number }[] = [];
    type Open = { time: string; t: number; last: number; max: number };
    let open = null as Open | null;
    for (const p of [...trail, null]) {
      if (p && p.speed > SPEEDING_KMH) {
        open = open ? { ...open, last: p.t, max: Math.max(open.max, p.speed) } : { time: p.reportTime, t: p.t, last: p.t, max: p.speed };
      } else if (open) {
        if (open.last - open.t >= SPEEDING_MIN_S * 1000) stretches.push({ time: open.time, max: open.max });
        open = null;
      }
    }
    const events = walkVehicle(t, FROM, NOW).events.filter((e) => e.kind === 'speeding');
    expect(events.map((e) => ({ time: e.time, max: e.speed }))).toEqual(stretches);
    // Shorter dips above the limit are not events: there are more reports above it than stretches.
    expect(trail.filter((p) => p.speed > SPEEDING_KMH).length).toBeGreaterThan(events.length);
  });

  it('raises fatigue only past 4 hours of driving without a 20-minute break, once per stretch', () => {
    const longHaul = driving().filter((x) => isLongHaul(x.car.carId));
    const others = driving().filter((x) => !isLongHaul(x.car.carId));
    expect(longHaul.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    for (const t of others) expect(walkVehicle(t, FROM, NOW).events.filter((e) => e.kind === 'fatigue')).toEqual([]);
    const t = longHaul[0]!;
    const fatigue = walkVehicle(t, FROM, NOW).events.filter((e) => e.kind === 'fatigue');
    expect(fatigue.length).toBeGreaterThan(0);
    // Walk the reports: driving time since the last stop of 20 minutes or more, at each event.
    const trail = toTrail(history(t.car.carId, FROM - 8 * HOUR, NOW));
    let driven = 0;
    let still: number | null = null;
    const since = new Map<string, number>();
    for (let i = 1; i < trail.length; i += 1) {
      const [a, b] = [trail[i - 1]!, trail[i]!];
      if (a.ignition && a.speed > 0 && b.speed > 0) driven += b.t - a.t;
      if (b.speed > 0) still = null;
      else {
        still ??= b.t;
        if (b.t - still >= BREAK_MINUTES * MINUTE) driven = 0;
      }
      since.set(b.reportTime, driven);
    }
    for (const e of fatigue) {
      expect(since.get(e.time)!).toBeGreaterThan(FATIGUE_HOURS * HOUR);
      expect(e.value).toBeGreaterThanOrEqual(FATIGUE_HOURS * 60);
    }
    // One per stretch: a break of 20 minutes lies between two fatigue events.
    for (let i = 1; i < fatigue.length; i += 1) {
      const between = trail.filter((p) => p.reportTime > fatigue[i - 1]!.time && p.reportTime < fatigue[i]!.time);
      const longest = between.reduce((acc, p) => (p.speed === 0 ? { run: acc.run + 1, max: Math.max(acc.max, acc.run + 1) } : { run: 0, max: acc.max }), { run: 0, max: 0 }).max;
      expect(longest * 10).toBeGreaterThanOrEqual(BREAK_MINUTES * 60);
    }
  });

  it('is the same at the same time, and nothing for a vehicle parked in its bay', () => {
    const t = driving()[1]!;
    expect(walkVehicle(t, FROM, NOW)).toEqual(walkVehicle(t, FROM, NOW));
    const parked = trackedFleet().find((x) => !x.moving)!;
    expect(walkVehicle(parked, FROM, NOW)).toEqual({ events: [], mileage: 0, byDay: new Map() });
  });
});
