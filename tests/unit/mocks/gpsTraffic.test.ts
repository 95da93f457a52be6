/**
 * The GPS feed drives like traffic (src/mocks/gps/feed.ts; docs/architecture.md "The GPS feed"): over a day of a
 * driving vehicle's reports the speed is not a periodic wave, it stops at lights (ignition on, speed 0) as well as for
 * the driver's breaks (ignition off), it never changes faster than a car can between two reports, and the heading is
 * the road's: the direction from one report to the next. Deterministic: the same period gives the same reports.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_INTERVAL_S, type VehiclePosition } from '@/entities/monitor/positions';
import { seedDay } from '@/mocks/db';
import { positionHistory, TRAFFIC, trackedFleet } from '@/mocks/gps/feed';
import { bearing, distanceM } from '@/mocks/gps/roads';
import '@/mocks/handlers';
import { formatWallTime, HOUR, pinClock } from '@/mocks/time';

const NOW = seedDay() + 10 * HOUR;
beforeEach(() => pinClock(NOW));
afterEach(() => pinClock(null));

const driving = () => trackedFleet().filter((t) => t.moving && t.device.onlineState === 1);
const day = (carId: number): VehiclePosition[] => positionHistory(carId, formatWallTime(NOW - 24 * HOUR), formatWallTime(NOW)).points;

/** The correlation of a series with itself shifted by `lag` reports. */
function autocorrelation(xs: readonly number[], lag: number): number {
  const n = xs.length - lag;
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i += 1) den += (xs[i]! - mean) ** 2;
  for (let i = 0; i < n; i += 1) num += (xs[i]! - mean) * (xs[i + lag]! - mean);
  return num / den;
}

describe('GPS feed like traffic', () => {
  const cars = () => driving().slice(0, 4);

  it('is the same for the same period', () => {
    const t = cars()[0]!;
    expect(day(t.car.carId)).toEqual(day(t.car.carId));
  });

  it('has speeds that do not repeat: no lag of 1–60 minutes at which the speed series matches itself', () => {
    for (const t of cars()) {
      const speeds = day(t.car.carId).map((p) => p.speed);
      expect(speeds.length).toBeGreaterThan(1000);
      let best = -1;
      for (let lag = 6; lag <= 360; lag += 1) best = Math.max(best, autocorrelation(speeds, lag));
      // A sine wave (the feed before) correlates at ~1 with itself one period on; traffic does not.
      expect(best).toBeLessThan(0.6);
      // Many different cruising speeds, not one shape repeated.
      expect(new Set(speeds.map((v) => Math.round(v / 5))).size).toBeGreaterThan(8);
    }
  });

  it('stops at lights with the ignition on (speed 0) between drives, besides the breaks with the ignition off', () => {
    for (const t of cars()) {
      const points = day(t.car.carId);
      const atLights = points.filter((p) => p.ignition && p.speed === 0);
      const breaks = points.filter((p) => !p.ignition);
      expect(atLights.length).toBeGreaterThan(20);
      expect(breaks.length).toBeGreaterThan(0);
      expect(breaks.every((p) => p.speed === 0)).toBe(true);
      // A light is a short wait: no run of ignition-on, speed-0 reports longer than the longest wait.
      let run = 0;
      for (const p of points) {
        run = p.ignition && p.speed === 0 ? run + 1 : 0;
        expect(run * REPORT_INTERVAL_S).toBeLessThanOrEqual(TRAFFIC.maxWaitS + REPORT_INTERVAL_S);
      }
    }
  });

  it('speeds up and slows down within what a car can do between two reports (up to 3 m/s², braking up to an emergency stop)', () => {
    for (const t of cars()) {
      const points = day(t.car.carId);
      let gentle = 0;
      for (let i = 1; i < points.length; i += 1) {
        const change = (points[i]!.speed - points[i - 1]!.speed) / 3.6 / REPORT_INTERVAL_S;
        // Averaged over the 10 s between two reports: speeding up below 3 m/s²; slowing down no harder than the model's
        // emergency stop (TRAFFIC.emergency, 6 m/s², now and then: on 2026-11-30 one averaged 3.6 m/s² over 10 s).
        if (change > 0) expect(change).toBeLessThan(3);
        else expect(-change).toBeLessThanOrEqual(TRAFFIC.emergency);
        if (change !== 0 && Math.abs(change) < TRAFFIC.accel[1]) gentle += 1;
      }
      // Mostly gradual: many reports part-way up to speed or down to a stop.
      expect(gentle).toBeGreaterThan(100);
    }
  });

  it('heads along the road: the heading is the direction from one report to the next', () => {
    for (const t of cars()) {
      const points = day(t.car.carId);
      let checked = 0;
      let along = 0;
      for (let i = 1; i < points.length; i += 1) {
        const [a, b] = [points[i - 1]!, points[i]!];
        if (distanceM([a.lng, a.lat], [b.lng, b.lat]) < 50) continue;
        checked += 1;
        const moved = bearing([a.lng, a.lat], [b.lng, b.lat]);
        const diff = Math.abs(((b.heading - moved + 540) % 360) - 180);
        if (diff < 10) along += 1;
      }
      expect(checked).toBeGreaterThan(500);
      // Except where the road turns between two reports.
      expect(along / checked).toBeGreaterThan(0.8);
    }
  });
});
