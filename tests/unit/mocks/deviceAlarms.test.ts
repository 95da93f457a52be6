/**
 * Device alarms derived from the feed and the terminals (src/mocks/gps/deviceAlarms.ts) on a pinned clock: an
 * off-line terminal's open episode from its last report; power cuts and removals on their vehicle's path at that
 * moment, a few a week; the reports' counts per vehicle add up to the alarms of the period (GET …/list), the
 * period refused as the trails refuse it; the fence report counts a fence's crossings as its detail lists them; handling an alarm on /sopAlarmList is stored and refused twice.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_REFUSALS } from '@/entities/monitor/positions';
import { data, seedDay } from '@/mocks/db';
import { reportAt, trackedFleet } from '@/mocks/gps/feed';
import { deviceAlarms, DEVICE_ALARM_DAYS } from '@/mocks/gps/deviceAlarms';
import '@/mocks/handlers';
import { circleRing, shapeText } from '@/lib/geo';
import { DAY, formatWallTime, HOUR, MINUTE, parseWallTime, pinClock } from '@/mocks/time';
import { call, ok } from './api';

const NOW = seedDay() + 15 * HOUR;

beforeEach(async () => {
  pinClock(NOW);
  await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
});
afterEach(() => pinClock(null));

interface Page<T> {
  total: number;
  result: T[];
}

const list = <T,>(path: string, params: Record<string, string | number> = {}) => ok<Page<T>>(path, { method: 'GET', params: { page: 1, pageSize: 1000, ...params } });

describe('device alarms', () => {
  it('an off-line terminal is in an open episode from its last report, where its vehicle was then', () => {
    const off = trackedFleet().find((t) => t.device.onlineState === 0 && t.device.lastReportTime)!;
    expect(off).toBeDefined();
    const mine = deviceAlarms(NOW).filter((a) => a.alarmKind === 'offline' && a.carId === String(off.car.carId) && a.endTime === '');
    expect(mine).toHaveLength(1);
    const [episode] = mine;
    const last = parseWallTime(off.device.lastReportTime)!;
    expect(episode!.startTime).toBe(off.device.lastReportTime);
    expect(episode!.duration).toBeCloseTo((NOW - last) / 60_000, 1);
    const seen = reportAt(off, last);
    expect([episode!.lng, episode!.lat]).toEqual([seen.lng, seen.lat]);
    // An on-line terminal has no open episode.
    const on = trackedFleet().find((t) => t.device.onlineState === 1)!;
    expect(deviceAlarms(NOW).some((a) => a.carId === String(on.car.carId) && a.alarmKind === 'offline' && a.endTime === '')).toBe(false);
  });

  it('raises a few power cuts and removals a week, each on its vehicle\'s path at that moment, the same on every call', () => {
    const alarms = deviceAlarms(NOW);
    const power = alarms.filter((a) => a.alarmKind === 'powerCut' || a.alarmKind === 'removal');
    const weeks = DEVICE_ALARM_DAYS / 7;
    expect(power.length / weeks).toBeGreaterThanOrEqual(1);
    expect(power.length / weeks).toBeLessThanOrEqual(15);
    const removal = alarms.find((a) => a.alarmKind === 'removal') ?? power[0]!;
    const t = trackedFleet().find((x) => String(x.car.carId) === removal.carId)!;
    const at = reportAt(t, parseWallTime(removal.startTime)!);
    expect([removal.lng, removal.lat]).toEqual([at.lng, at.lat]);
    expect(removal.plate).toBe(t.car.plate);
    // Only a handful of terminals raise them.
    expect(new Set(power.map((a) => a.carId)).size).toBeLessThan(trackedFleet().length / 3);
    expect(deviceAlarms(NOW)).toEqual(alarms);
    for (const a of alarms) expect(parseWallTime(a.startTime)!).toBeLessThanOrEqual(NOW);
  });

  it('the reports count each vehicle\'s alarms of the period, adding up to the alarm lists', async () => {
    const startTime = `${new Date(NOW - 3 * DAY).toISOString().slice(0, 10)} 00:00:00`;
    const endTime = `${new Date(NOW).toISOString().slice(0, 10)} 23:59:59`;
    const period = { startTime, endTime };
    const report = await list<{ carId: string; powerCutCount: number; removalCount: number; alarmCount: number; periodStart: string; periodEnd: string }>('/api/deviceAlarm/powerReport/list', period);
    const alarms = await list<{ carId: string; alarmKind: string }>('/api/deviceAlarm/power/list', { beginTime: startTime, finishTime: endTime });
    expect(report.result.reduce((s, r) => s + r.alarmCount, 0)).toBe(alarms.total);
    expect(report.total).toBeGreaterThan(0);
    const first = report.result[0]!;
    expect(first.powerCutCount + first.removalCount).toBe(first.alarmCount);
    const his = await list<{ alarmKind: string }>('/api/deviceAlarm/power/list', { carId: first.carId, beginTime: startTime, finishTime: endTime });
    expect(his.total).toBe(first.alarmCount);
    expect(his.result.filter((a) => a.alarmKind === 'removal')).toHaveLength(first.removalCount);
    expect([first.periodStart, first.periodEnd]).toEqual([startTime.slice(0, 10), endTime.slice(0, 10)]);

    const drops = await list<{ carId: string; offlineCount: number }>('/api/deviceAlarm/offlineReport/list', period);
    const episodes = await list<{ carId: string }>('/api/deviceAlarm/offline/list', { beginTime: startTime, finishTime: endTime });
    expect(drops.result.reduce((s, r) => s + r.offlineCount, 0)).toBe(episodes.total);
    const off = data().Devices.find((d) => d.onlineState === 0 && d.bindStatus === 1 && d.deviceType === 1 && d.lastReportTime >= startTime)!;
    expect(drops.result.find((r) => String(r.carId) === String(off.carId))?.offlineCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses a period longer than the trails allow, with their message', async () => {
    const answer = await call('/api/deviceAlarm/offlineReport/list', { method: 'GET', params: { startTime: '2026-01-01 00:00:00', endTime: '2026-01-20 23:59:59', page: 1, pageSize: 10 } });
    expect(answer.code).not.toBe(0);
    expect(answer.msg).toBe(HISTORY_REFUSALS.span['zh-CN']);
  });
});

describe('the alarm list (/sopAlarmList)', () => {
  it('lists device and fence alarms; handling one stores its note under its id, and a second handling is refused', async () => {
    type Row = { alarmId: string; alarmKind: string; handleState: number; handleNote: string; handledBy: string };
    const open = await list<Row>('/api/alarm/list', { handleState: 0 });
    expect(open.total).toBeGreaterThan(0);
    const target = open.result.find((r) => r.alarmKind === 'removal' || r.alarmKind === 'powerCut') ?? open.result[0]!;
    const missing = await call('/api/alarm/handle', { params: { alarmId: target.alarmId } });
    expect(missing.msg).toBe('请填写处理说明');
    await ok('/api/alarm/handle', { params: { alarmId: target.alarmId, handleNote: '已联系司机，终端线束松动，已约维修' } });
    expect(data().alarmHandling.map((h) => h.alarmId)).toContain(target.alarmId);
    const after = await list<Row>('/api/alarm/list', { handleState: 0 });
    expect(after.total).toBe(open.total - 1);
    const handled = await list<Row>('/api/alarm/list', { handleState: 1 });
    const row = handled.result.find((r) => r.alarmId === target.alarmId)!;
    expect(row.handleNote).toBe('已联系司机，终端线束松动，已约维修');
    expect(row.handledBy).not.toBe('');
    const again = await call('/api/alarm/handle', { params: { alarmId: target.alarmId, handleNote: '再次处理' } });
    expect(again.msg).toBe('该告警已处理');
    // The device alarm's own list shows it handled too (one handling, every list).
    if (target.alarmKind !== 'offline' && !target.alarmId.startsWith('fence-')) {
      const power = await list<Row>('/api/deviceAlarm/power/list', { handleState: 1 });
      expect(power.result.map((r) => r.alarmId)).toContain(target.alarmId);
    }
  });
});

describe('the fence report (/FenceReport)', () => {
  it('counts each fence\'s entries and exits per vehicle in the period, as its detail lists them', async () => {
    const car = trackedFleet().find((t) => t.moving && t.device.onlineState === 1)!;
    const at = reportAt(car, NOW - 20 * MINUTE);
    const center: [number, number] = [at.lng, at.lat];
    const f = data().electronicfencepage[0]!;
    Object.assign(f, {
      status: 0, alarmType: 3, activeDays: '1,2,3,4,5,6,7', startTime: '00:00', endTime: '23:59', updateTime: formatWallTime(NOW - 2 * HOUR),
      cars: [{ carId: car.car.carId, plate: car.car.plate }], shape: shapeText({ kind: 'circle', center, radius: 300, ring: circleRing(center, 300) }),
    });
    const period = { startTime: `${formatWallTime(NOW - DAY).slice(0, 10)} 00:00:00`, endTime: `${formatWallTime(NOW).slice(0, 10)} 23:59:59` };
    type Row = { fenceId: string; carId: string; plate: string; entryCount: number; exitCount: number };
    const report = await list<Row>('/api/fenceAlarm/report/list', { ...period, fenceId: String(f.fenceId) });
    expect(report.total).toBe(1);
    const row = report.result[0]!;
    expect(row.plate).toBe(car.car.plate);
    expect(row.entryCount).toBeGreaterThan(0);
    const alarms = await list<{ alarmKind: number }>('/api/fenceAlarm/list', { ...period, fenceId: String(f.fenceId), plate: car.car.plate });
    expect(alarms.total).toBe(row.entryCount + row.exitCount);
    expect(alarms.result.filter((a) => a.alarmKind === 1)).toHaveLength(row.entryCount);
  });
});
