/**
 * Fence alarms derived from the GPS feed (issue 23 item 5; entities/monitor/fenceAlarm.ts). Like the positions
 * (./feed.ts) nothing is stored by hand: the alarms are a function of the fences, the feed and the wall clock. For
 * every enabled fence and every vehicle bound to it that the feed tracks, the reports from when the fence was last
 * saved (or the window's start) to now are walked report by report; a report inside the fence after one outside is
 * an entry, the reverse an exit, raised when the fence's alarm type asks for it and the report falls on its active
 * days and hours. So a fence drawn across a road a vehicle drives raises its alarm at the first report past the edge.
 */
import { parseShape, insideShape, type FenceShape } from '@/lib/geo';
import { data } from '../db';
import type { Fence } from '../seeds/fence';
import { formatWallTime, HOUR, nowWall, parseWallTime } from '../time';
import { latestTick, nearest, placesOf, reportAt, trackedFleet, type Tracked } from './feed';
import { REPORT_INTERVAL_S } from '@/entities/monitor/positions';

/** How far back alarms are derived (hours). */
export const ALARM_WINDOW_HOURS = 24;

export interface FenceAlarmRow {
  alarmId: string;
  alarmTime: string;
  carId: string;
  plate: string;
  driverName: string;
  fenceId: string;
  fenceName: string;
  companyName: string;
  /** 1 entered, 2 left. */
  alarmKind: number;
  speed: number;
  lng: number;
  lat: number;
  place: string;
}

/** Whether a wall time (ms) falls on a fence's active days (ISO 1–7) and between its start and end (HH:mm, inclusive). */
export function fenceActiveAt(f: Pick<Fence, 'activeDays' | 'startTime' | 'endTime'>, ms: number): boolean {
  const text = formatWallTime(ms); // YYYY-MM-DD HH:mm:ss, the console's wall time
  const day = new Date(`${text.slice(0, 10)}T00:00:00Z`).getUTCDay() || 7;
  if (!String(f.activeDays).split(',').includes(String(day))) return false;
  const hm = text.slice(11, 16);
  return hm >= f.startTime && hm <= f.endTime;
}

/** The alarms of one vehicle crossing one fence between two wall times (ms), report by report. */
export function crossings(f: Fence, shape: FenceShape, t: Tracked, from: number, to: number, step: number = REPORT_INTERVAL_S * 1000): FenceAlarmRow[] {
  const out: FenceAlarmRow[] = [];
  const start = Math.ceil(from / step) * step;
  let before: boolean | null = null;
  for (let ms = start; ms <= to; ms += step) {
    const r = reportAt(t, ms, []);
    const inside = insideShape(shape, [r.lng, r.lat]);
    if (before !== null && inside !== before) {
      const kind = inside ? 1 : 2;
      if ((f.alarmType === 3 || f.alarmType === kind) && fenceActiveAt(f, ms)) {
        out.push({
          alarmId: `${f.fenceId}-${t.car.carId}-${ms}`, alarmTime: r.reportTime, carId: String(t.car.carId), plate: t.car.plate, driverName: t.driverName,
          fenceId: String(f.fenceId), fenceName: f.fenceName, companyName: String(f.companyName), alarmKind: kind, speed: r.speed, lng: r.lng, lat: r.lat, place: '',
        });
      }
    }
    before = inside;
  }
  return out;
}

/** Every fence alarm of the window ending now, newest first. */
export function fenceAlarms(now: number = nowWall()): FenceAlarmRow[] {
  const to = latestTick(now);
  const windowStart = to - ALARM_WINDOW_HOURS * HOUR;
  const fleet = new Map(trackedFleet().filter((t) => t.device.onlineState === 1).map((t) => [String(t.car.carId), t]));
  const rows: FenceAlarmRow[] = [];
  for (const f of data().electronicfencepage) {
    if (f.status !== 0) continue;
    const shape = parseShape(f.shape);
    if (!shape) continue;
    const since = Math.max(windowStart, parseWallTime(f.updateTime) ?? windowStart);
    for (const c of f.cars) {
      const t = fleet.get(String(c.carId));
      if (t?.moving) rows.push(...crossings(f, shape, t, since, to));
    }
  }
  const places = placesOf();
  for (const r of rows) r.place = nearest(places, [r.lng, r.lat]);
  return rows.sort((a, b) => (a.alarmTime < b.alarmTime ? 1 : a.alarmTime > b.alarmTime ? -1 : a.alarmId.localeCompare(b.alarmId)));
}

let memo: { key: string; rows: FenceAlarmRow[] } | null = null;

/** The alarms as the list reads them: recomputed when a report is due or a fence or the fleet changed. */
export function currentFenceAlarms(): FenceAlarmRow[] {
  const d = data();
  const key = `${latestTick()}|${JSON.stringify(d.electronicfencepage.map((f) => [f.fenceId, f.status, f.updateTime, f.shape.length, f.cars.length, f.alarmType, f.activeDays, f.startTime, f.endTime]))}|${d.Devices.length}|${d.rentOrders.length}`;
  if (memo?.key !== key) memo = { key, rows: fenceAlarms() };
  return memo.rows;
}
