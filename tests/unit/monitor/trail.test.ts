/**
 * The trail maths (src/entities/monitor/trail.ts): stops, speeding segments, mileage, driving time, trips, the
 * position at a playback time, the §5 period rule and the simplified line — on hand-made reports every 10 s.
 */
import { describe, expect, it } from 'vitest';
import { HISTORY_REFUSALS, type VehiclePosition } from '@/entities/monitor/positions';
import {
  bandRuns, findSpeeding, findStops, mileageKm, periodRefusal, positionAt, summarize, toTrail, tripsOf, wallText,
} from '@/entities/monitor/trail';

const T0 = Date.UTC(2026, 0, 5, 8, 0, 0);
/** Reports every 10 s: speed per report; the vehicle moves 1e-4° east per report while its speed is above 0. */
function reports(speeds: number[], ignitionOffWhenStill = true): VehiclePosition[] {
  let lng = 116.4;
  let mileage = 1000;
  return speeds.map((speed, i) => {
    if (i > 0 && speeds[i - 1]! > 0) {
      lng += 1e-4;
      mileage += (speeds[i - 1]! * 10) / 3600;
    }
    return {
      carId: 1, plate: '京A12345', deviceId: 1, terminalNo: 't', lng, lat: 39.9, speed, heading: 90,
      ignition: !(ignitionOffWhenStill && speed === 0), mileage: Math.round(mileage * 1000) / 1000, alarms: speed > 80 ? ['speeding'] : [],
      online: true, reportTime: wallText(T0 + i * 10_000), state: speed > 0 ? 'moving' : 'idle', driverName: '', driverPhone: '', model: '',
      cityId: 1, cityName: '', storeName: '', place: speed === 0 ? '朝阳门店' : '',
    };
  });
}
const run = (n: number, speed: number) => Array.from({ length: n }, () => speed);

describe('trail maths', () => {
  it('finds stops of at least N minutes, with their duration, and ignores shorter ones', () => {
    // 2 min driving, a 5-min stop (30 reports), 1 min driving, a 1-min pause, 1 min driving.
    const trail = toTrail(reports([...run(12, 40), ...run(30, 0), ...run(6, 50), ...run(6, 0), ...run(6, 50)]));
    const stops = findStops(trail, 3);
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({ from: 12, to: 41, duration: 300_000, place: '朝阳门店', ignitionOff: true });
    expect(findStops(trail, 1)).toHaveLength(2);
    expect(findStops(trail, 10)).toHaveLength(0);
  });

  it('counts speed 0 with the ignition on as a stop too', () => {
    const trail = toTrail(reports([...run(6, 30), ...run(24, 0), ...run(6, 30)], false));
    expect(findStops(trail, 3)[0]).toMatchObject({ duration: 240_000, ignitionOff: false });
  });

  it('marks speeding segments (above 80 km/h) with their maximum', () => {
    const trail = toTrail(reports([...run(5, 60), 85, 92, 88, ...run(5, 70), 81, ...run(2, 60)]));
    const s = findSpeeding(trail);
    expect(s.map((x) => [x.from, x.to, x.maxSpeed, x.duration])).toEqual([[5, 7, 92, 30_000], [13, 13, 81, 10_000]]);
  });

  it('sums mileage from the odometer, driving time and speeds', () => {
    const trail = toTrail(reports([...run(36, 60), ...run(30, 0), ...run(36, 30)]));
    // 36 reports at 60 km/h then a stop: 36 intervals of 10 s at 60 km/h = 6 km; 35 at 30 km/h after the stop ≈ 2.9 km.
    const sum = summarize(trail, 3);
    expect(mileageKm(trail, 0, 36)).toBe(6);
    expect(sum.mileage).toBeCloseTo(8.9, 1);
    expect(sum.driving).toBe((36 + 35) * 10_000);
    expect(sum.maxSpeed).toBe(60);
    expect(sum.avgSpeed).toBeCloseTo(sum.mileage / ((71 * 10) / 3600), 0);
    expect(sum.stops).toHaveLength(1);
  });

  it('splits a period into trips at its stops', () => {
    const trail = toTrail(reports([...run(36, 60), ...run(30, 0), ...run(36, 30)]));
    const trips = tripsOf(trail, 3);
    expect(trips).toHaveLength(2);
    expect(trips[0]).toMatchObject({ from: 0, to: 36, mileage: 6, duration: 360_000, endPlace: '朝阳门店' });
    expect(trips[1]).toMatchObject({ from: 65, to: 101, startPlace: '朝阳门店' });
  });

  it('interpolates the position at a time between two reports and clamps outside the trail', () => {
    const trail = toTrail(reports([40, 60, 60]));
    const mid = positionAt(trail, T0 + 2_500)!;
    expect(mid.index).toBe(0);
    expect(mid.lng).toBeCloseTo(116.4 + 0.25e-4, 9);
    expect(mid.speed).toBeCloseTo(45, 6);
    expect(positionAt(trail, T0 - 5_000)).toMatchObject({ index: 0, lng: 116.4 });
    expect(positionAt(trail, T0 + 99_000)).toMatchObject({ index: 2, lng: trail[2]!.lng });
    expect(positionAt([], T0)).toBeNull();
  });

  it('refuses a period without both ends, ending before it starts, or longer than 7 days', () => {
    expect(periodRefusal('2026-01-05 08:00:00', '2026-01-12 08:00:00')).toBeNull();
    expect(periodRefusal('2026-01-05 08:00:00', '2026-01-12 08:00:01')).toEqual(HISTORY_REFUSALS.span);
    expect(periodRefusal('2026-01-05 08:00:00', '2026-01-05 08:00:00')).toEqual(HISTORY_REFUSALS.order);
    expect(periodRefusal('', '2026-01-05 08:00:00')).toEqual(HISTORY_REFUSALS.period);
    expect(HISTORY_REFUSALS.span['zh-CN']).toBe('查询时间段不能超过7天');
  });

  it('draws runs of one speed band that join, dropping points within the tolerance', () => {
    const trail = toTrail(reports([...run(10, 20), ...run(10, 90)]));
    const exact = bandRuns(trail, 0);
    expect(exact.map((r) => r.band)).toEqual(['slow', 'speeding']);
    expect(exact[0]!.coords.at(-1)).toEqual(exact[1]!.coords[0]);
    const simple = bandRuns(trail, 30); // 1e-4° ≈ 8.5 m: about every fourth point kept, the ends always
    expect(simple[0]!.coords.length).toBeLessThan(exact[0]!.coords.length);
    expect(simple[1]!.coords.at(-1)).toEqual([trail[19]!.lng, trail[19]!.lat]);
  });
});
