/**
 * Fence alarms derived from the GPS feed (src/mocks/gps/fenceAlarms.ts) on a pinned clock: a fence across a rented
 * vehicle's road raises entry/exit alarms at the reports where it crosses, the same at the same time; a disabled fence
 * and hours outside the active ones raise none; the fence's detail lists them (GET /api/fenceAlarm/list).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { circleRing, insideShape, parseShape, shapeText } from '@/lib/geo';
import { data, seedDay } from '@/mocks/db';
import { reportAt, trackedFleet } from '@/mocks/gps/feed';
import { fenceActiveAt, fenceAlarms } from '@/mocks/gps/fenceAlarms';
import '@/mocks/handlers';
import { formatWallTime, HOUR, MINUTE, pinClock } from '@/mocks/time';
import { ok } from './api';

const NOW = seedDay() + 3 * HOUR;

beforeEach(async () => {
  pinClock(NOW);
  await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
});
afterEach(() => pinClock(null));

describe('fence alarms', () => {
  it('raises entry and exit where a driving vehicle crosses a fence drawn across its road, deterministically', async () => {
    const car = trackedFleet().find((t) => t.moving && t.device.onlineState === 1)!;
    expect(car).toBeDefined();
    // A 300 m circle round where the vehicle was 20 minutes ago: it passed through it.
    const at = reportAt(car, NOW - 20 * MINUTE);
    const center: [number, number] = [at.lng, at.lat];
    const f = data().electronicfencepage[0]!;
    Object.assign(f, {
      status: 0, alarmType: 3, activeDays: '1,2,3,4,5,6,7', startTime: '00:00', endTime: '23:59', updateTime: formatWallTime(NOW - HOUR),
      cars: [{ carId: car.car.carId, plate: car.car.plate }], shape: shapeText({ kind: 'circle', center, radius: 300, ring: circleRing(center, 300) }),
    });
    const mine = fenceAlarms(NOW).filter((a) => a.fenceId === String(f.fenceId));
    expect(mine.map((a) => a.alarmKind)).toContain(1);
    expect(mine.map((a) => a.alarmKind)).toContain(2);
    const shape = parseShape(f.shape)!;
    for (const a of mine) expect(insideShape(shape, [a.lng, a.lat])).toBe(a.alarmKind === 1);
    expect(fenceAlarms(NOW).filter((a) => a.fenceId === String(f.fenceId))).toEqual(mine);
    const listed = await ok<{ total: number; result: { plate: string }[] }>('/api/fenceAlarm/list', { method: 'GET', params: { fenceId: String(f.fenceId), page: 1, pageSize: 50 } });
    expect(listed.total).toBe(mine.length);
    expect(listed.result[0]!.plate).toBe(car.car.plate);

    f.status = 1;
    expect(fenceAlarms(NOW).filter((a) => a.fenceId === String(f.fenceId))).toEqual([]);
  });

  it('watches only on the active days and hours', () => {
    const monday9 = Date.UTC(2026, 10, 23, 9, 0) - 8 * HOUR; // 09:00 Beijing, a Monday
    const f = { activeDays: '1,2,3,4,5', startTime: '08:00', endTime: '20:00' };
    expect(fenceActiveAt(f, monday9)).toBe(formatWallTime(monday9).slice(11, 16) === '09:00');
    expect(fenceActiveAt({ ...f, startTime: '10:00' }, monday9)).toBe(false);
    expect(fenceActiveAt({ ...f, activeDays: '6,7' }, monday9)).toBe(false);
  });
});
