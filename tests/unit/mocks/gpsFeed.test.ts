/**
 * The simulated GPS feed (src/mocks/gps, docs/api.md "Vehicle positions"), through its endpoints as the monitoring
 * screens call them, on a pinned demo clock: the same time gives the same reports; vehicles on rent advance along
 * the synthetic roads; off-line terminals do not report; the cursor answers only newer reports; the history of a
 * period is the reports every interval; the terminal list's last report agrees with the feed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_REFUSALS, REPORT_INTERVAL_S, type LatestPositions, type PositionHistory, type VehiclePosition } from '@/entities/monitor/positions';
import { summarize, toTrail, tripsOf } from '@/entities/monitor/trail';
import { data, seedDay } from '@/mocks/db';
import { distanceM, roadNetwork } from '@/mocks/gps/roads';
import '@/mocks/handlers';
import { formatWallTime, MINUTE, pinClock } from '@/mocks/time';
import { call, ok } from './api';

const NOW = seedDay() + 2 * 60 * MINUTE + 3_000; // 11:00:03 of the seed's day
const latest = (since?: number) => ok<LatestPositions>('/api/monitor/positions/latest', { method: 'GET', params: since === undefined ? {} : { since } });
const byId = (r: LatestPositions) => new Map(r.positions.map((p) => [p.carId, p]));

beforeEach(async () => {
  pinClock(NOW);
  await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
});
afterEach(() => pinClock(null));

describe('simulated GPS feed', () => {
  it('reports every vehicle with a bound GPS terminal, the same at the same time', async () => {
    const gps = data().Devices.filter((d) => d.bindStatus === 1 && d.deviceType === 1);
    const first = await latest();
    expect(first.full).toBe(true);
    expect(first.positions).toHaveLength(gps.length);
    expect(new Set(first.positions.map((p) => p.carId))).toEqual(new Set(gps.map((d) => d.carId)));
    expect(await latest()).toEqual(first);
  });

  it('moves the rented vehicles along the synthetic roads and keeps the others in their bay', async () => {
    // The feed's drivers take breaks (ignition off) at times that follow the wall clock, so which of them drive over a
    // given minute depends on the day the seed is made: take the first minute of the morning in which at least
    // three drive throughout (the feed is a function of the records and the clock, so the search is deterministic).
    const rented = new Set(data().rentOrders.filter((o) => o.orderStatus === 20).map((o) => String(o.carId)));
    let before = new Map<number, VehiclePosition>();
    let after = new Map<number, VehiclePosition>();
    let moving: VehiclePosition[] = [];
    for (let minute = 0; minute < 180 && moving.length < 3; minute += 1) {
      pinClock(NOW + minute * 60_000);
      before = byId(await latest());
      pinClock(NOW + (minute + 1) * 60_000);
      after = byId(await latest());
      // Moving at both reports: a car with its ignition on may be standing at a light (speed 0) at either.
      moving = [...before.values()].filter((p) => p.online && p.ignition && p.speed > 0 && (after.get(p.carId)?.speed ?? 0) > 0);
    }
    const parked = [...before.values()].filter((p) => p.online && !rented.has(String(p.carId)));
    expect(moving.length).toBeGreaterThanOrEqual(3);
    expect(parked.length).toBeGreaterThan(10);
    // Only vehicles on rent drive.
    for (const p of [...before.values()].filter((x) => x.ignition)) expect(rented.has(String(p.carId))).toBe(true);
    const roads = roadNetwork(data().stores, [...new Set(data().vehicles.map((v) => v.cityId))]).features.map((f) => f.geometry.coordinates);
    for (const p of moving) {
      const q = after.get(p.carId)!;
      // A minute later it is elsewhere, further on its odometer, and on a road (within 5 m of a segment of the network).
      expect(distanceM([p.lng, p.lat], [q.lng, q.lat])).toBeGreaterThan(50);
      expect(q.mileage).toBeGreaterThan(p.mileage);
      expect(q.speed).toBeGreaterThan(0);
      expect(['moving', 'alarm']).toContain(q.state);
      expect(nearestSegmentM(roads, [q.lng, q.lat])).toBeLessThan(5);
    }
    for (const p of parked) {
      const q = after.get(p.carId)!;
      expect([q.lng, q.lat, q.speed]).toEqual([p.lng, p.lat, 0]);
    }
  });

  it('does not report for an off-line terminal: its last report stays that of its last report time', async () => {
    const offline = data().Devices.filter((d) => d.bindStatus === 1 && d.deviceType === 1 && d.onlineState === 0);
    expect(offline.length).toBeGreaterThan(0);
    const all = byId(await latest());
    for (const d of offline) {
      const p = all.get(d.carId as number)!;
      expect(p).toMatchObject({ online: false, state: 'offline', reportTime: d.lastReportTime });
    }
    const cursor = (await latest()).cursor;
    pinClock(NOW + REPORT_INTERVAL_S * 1000);
    const newer = await latest(cursor);
    expect(newer.full).toBe(false);
    expect(newer.positions.length).toBeGreaterThan(0);
    expect(newer.positions.every((p: VehiclePosition) => p.online)).toBe(true);
    expect(newer.positions.some((p) => offline.some((d) => d.carId === p.carId))).toBe(false);
  });

  it('answers nothing new within a report interval, and everything again for a cursor older than a minute', async () => {
    const { cursor } = await latest();
    expect((await latest(cursor)).positions).toEqual([]);
    pinClock(NOW + 2 * MINUTE);
    expect((await latest(cursor)).full).toBe(true);
  });

  it('answers the history of a period every report interval, refusing periods over 7 days (§5: the trail screens say so)', async () => {
    const car = (await latest()).positions.find((p) => p.online && p.ignition)!;
    const start = formatWallTime(NOW - 10 * MINUTE);
    const end = formatWallTime(NOW);
    const h = await ok<PositionHistory>('/api/monitor/positions/history', { method: 'GET', params: { carId: car.carId, start, end } });
    expect(h.points.length).toBe((10 * 60) / REPORT_INTERVAL_S);
    expect(h.points.at(-1)).toEqual({ ...car });
    const tooLong = await call('/api/monitor/positions/history', { method: 'GET', params: { carId: car.carId, start: formatWallTime(NOW - 7 * 24 * 60 * MINUTE - 1000), end } });
    expect(tooLong.msg).toBe(HISTORY_REFUSALS.span['zh-CN']);
    const backwards = await call('/api/monitor/positions/history', { method: 'GET', params: { carId: car.carId, start: end, end: start } });
    expect(backwards.msg).toBe(HISTORY_REFUSALS.order['zh-CN']);
  });

  it('stops a driving vehicle now and then: ignition off, speed 0, in the same place, the odometer still', async () => {
    const car = (await latest()).positions.find((p) => p.online && p.driverName !== '')!;
    const h = await ok<PositionHistory>('/api/monitor/positions/history', { method: 'GET', params: { carId: car.carId, start: formatWallTime(NOW - 2 * 60 * MINUTE), end: formatWallTime(NOW) } });
    const parked = h.points.filter((p) => !p.ignition);
    expect(parked.length).toBeGreaterThan(0);
    expect(parked.every((p) => p.speed === 0 && p.state !== 'moving')).toBe(true);
    expect(h.points.filter((p) => p.ignition).length).toBeGreaterThan(parked.length);
    for (let i = 1; i < h.points.length; i += 1) {
      const [a, b] = [h.points[i - 1]!, h.points[i]!];
      expect(b.mileage).toBeGreaterThanOrEqual(a.mileage);
      if (!a.ignition && !b.ignition) expect([b.lng, b.lat, b.mileage]).toEqual([a.lng, a.lat, a.mileage]);
    }
  });

  it('counts the mileage of a period across the seed\'s day, the same for the period as for its trips', async () => {
    const car = (await latest()).positions.find((p) => p.online && p.driverName !== '')!;
    const h = await ok<PositionHistory>('/api/monitor/positions/history', { method: 'GET', params: { carId: car.carId, start: formatWallTime(NOW - 4 * 60 * MINUTE), end: formatWallTime(NOW) } }); // across the seed's day (NOW - 2 h)
    const trail = toTrail(h.points);
    const whole = summarize(trail).mileage;
    expect(whole).toBeGreaterThan(20);
    const trips = tripsOf(trail).reduce((sum, x) => sum + x.mileage, 0);
    expect(Math.abs(trips - whole)).toBeLessThan(0.5);
  });

  it('keeps the terminal list in step: an on-line terminal last reported at the feed\'s newest report', async () => {
    const page = await ok<{ result: Record<string, unknown>[] }>('/api/device/list', { method: 'GET', params: { pageSize: 1000, onlineState: 1, bindStatus: 1 } });
    const reports = byId(await latest());
    const gps = page.result.filter((d) => d.deviceType === 1);
    expect(gps.length).toBeGreaterThan(0);
    for (const d of gps) expect(d.lastReportTime).toBe(reports.get(d.carId as number)!.reportTime);
  });
});

/** The distance in metres from a point to the nearest segment of the lines. */
function nearestSegmentM(lines: number[][][], p: [number, number]): number {
  let best = Infinity;
  for (const line of lines) {
    for (let i = 1; i < line.length; i += 1) {
      const [a, b] = [line[i - 1]!, line[i]!];
      const dx = b[0]! - a[0]!;
      const dy = b[1]! - a[1]!;
      const f = Math.max(0, Math.min(1, ((p[0] - a[0]!) * dx + (p[1] - a[1]!) * dy) / (dx * dx + dy * dy || 1)));
      best = Math.min(best, distanceM([a[0]! + dx * f, a[1]! + dy * f], p));
    }
  }
  return best;
}
