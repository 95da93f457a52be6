/**
 * Device alarms derived from the GPS feed and the terminals (issue 23 item 6; entities/monitor/alarm.ts). Like the
 * positions (./feed.ts) and the fence alarms (./fenceAlarms.ts) nothing is stored: the alarms are a function of the
 * seed's records (terminals, vehicles, open rentals), the vehicles' ids and the wall clock (`nowWall`, pinned by
 * tests with `pinClock`), so a reload, a second tab and every report see the same alarms.
 *
 * - **Off-line** (设备掉线): a terminal that stopped reporting. An off-line terminal (/Devices `onlineState` 0) is in
 *   an open episode from its last report (`lastReportTime`) to now. Besides, on about one day in twenty a terminal
 *   dropped out for 8 minutes to 2 hours and came back: an episode from the report before the gap to the first after.
 * - **Main power cut** (断电) and **removal** (拆除): a handful of terminals (about one in seven: loose wiring, vehicles
 *   parked where terminals get pulled) raise them, a few a week in the fleet: on each day up to two power cuts
 *   (lasting 3–45 minutes, still open while the cut lasts) and sometimes one removal (an instant).
 *
 * Every alarm is at a reported moment (a report tick the terminal was bound and reporting at), where the feed puts
 * its vehicle then (`reportAt`), within the last DEVICE_ALARM_DAYS days.
 */
import { HISTORY_MAX_DAYS, REPORT_INTERVAL_S } from '@/entities/monitor/positions';
import { data } from '../db';
import { DAY, formatWallTime, MINUTE, nowWall, parseWallTime } from '../time';
import { lastReportMs, latestTick, placesOf, reportAt, trackedFleet, type Tracked } from './feed';
import { unit } from './roads';
import type { ReportPeriod } from '@/entities/monitor/alarmRules';

/** How far back device alarms are derived (days): the longest period a report asks for. */
export const DEVICE_ALARM_DAYS = HISTORY_MAX_DAYS;

export type DeviceAlarmKind = 'offline' | 'powerCut' | 'removal';

export interface DeviceAlarmRow {
  alarmId: string;
  alarmKind: DeviceAlarmKind;
  carId: string;
  plate: string;
  terminalNo: string;
  companyName: string;
  driverName: string;
  /** When it began: an off-line episode's last report, a power cut's, a removal's moment. */
  startTime: string;
  /** When it ended (the terminal back, the power restored); '' while it lasts; a removal's own moment. */
  endTime: string;
  /** Minutes from start to end, or to now while it lasts (one decimal). */
  duration: number;
  speed: number;
  lng: number;
  lat: number;
  place: string;
}

const STEP = REPORT_INTERVAL_S * 1000;
/** The share of terminal-days with a recovered off-line episode. */
const OFFLINE_RATE = 0.05;
/** The share of terminals prone to power cuts and removals. */
const PRONE_RATE = 0.15;

/** Whether a terminal raises power-cut and removal alarms at all (a handful of the fleet). */
export function proneToPowerAlarms(carId: number): boolean {
  return unit(carId, 71) < PRONE_RATE;
}

const tickOf = (ms: number) => Math.floor(ms / STEP) * STEP;
const minutes = (ms: number) => Math.round(ms / MINUTE * 10) / 10;

/** Every device alarm begun in the window ending now (or still open), newest first. */
export function deviceAlarms(now: number = nowWall()): DeviceAlarmRow[] {
  const to = latestTick(now);
  const from = to - DEVICE_ALARM_DAYS * DAY;
  // The seed's vehicles only (the bench's copies raise nothing), in id order: the same choice on every call.
  const fleet = trackedFleet().filter((t) => t.car.carId < 900_000).toSorted((a, b) => a.car.carId - b.car.carId);
  const companies = new Map(data().vehicles.map((v) => [String(v.carId), v.companyName]));
  const places = placesOf();
  const rows: DeviceAlarmRow[] = [];
  const raise = (t: Tracked, kind: DeviceAlarmKind, start: number, end: number | null) => {
    const r = reportAt(t, start, places);
    rows.push({
      alarmId: `${kind}-${t.car.carId}-${start}`, alarmKind: kind, carId: String(t.car.carId), plate: t.car.plate, terminalNo: t.device.terminalNo,
      companyName: companies.get(String(t.car.carId)) ?? '', driverName: r.driverName, startTime: formatWallTime(start), endTime: end === null ? '' : formatWallTime(end),
      duration: minutes((end ?? now) - start), speed: r.speed, lng: r.lng, lat: r.lat, place: r.place,
    });
  };
  const firstDay = Math.floor(from / DAY);
  const lastDay = Math.floor(to / DAY);
  for (const t of fleet) {
    const last = lastReportMs(t, now, to);
    if (last === null) continue;
    const bound = parseWallTime(t.device.bindTime) ?? -Infinity;
    // A moment the terminal reported at: bound, and not after its last report.
    const reported = (ms: number) => ms >= bound && ms <= last && ms >= from;
    const id = t.car.carId;
    if (t.device.onlineState !== 1) raise(t, 'offline', last, null);
    for (let day = firstDay; day <= lastDay; day += 1) {
      if (unit(id, day, 41) < OFFLINE_RATE) {
        const start = tickOf(day * DAY + unit(id, day, 42) * DAY);
        const end = start + Math.round(8 + unit(id, day, 43) * 112) * MINUTE;
        // Came back (its next report) before its last report: a closed episode.
        if (reported(start) && end <= last) raise(t, 'offline', start, end);
      }
    }
  }
  const prone = fleet.filter((t) => proneToPowerAlarms(t.car.carId));
  if (prone.length > 0) {
    for (let day = firstDay; day <= lastDay; day += 1) {
      const events: [DeviceAlarmKind, number][] = [[ 'powerCut', 0 ], [ 'powerCut', 1 ], [ 'removal', 2 ]];
      for (const [kind, slot] of events) {
        if (unit(day, slot, 51) >= (kind === 'removal' ? 0.25 : 0.3)) continue;
        const t = prone[Math.floor(unit(day, slot, 52) * prone.length)]!;
        const last = lastReportMs(t, now, to) ?? -Infinity;
        const bound = parseWallTime(t.device.bindTime) ?? -Infinity;
        const start = tickOf(day * DAY + unit(day, slot, 53) * DAY);
        if (start < from || start < bound || start > last) continue;
        if (kind === 'removal') {
          raise(t, kind, start, start);
          continue;
        }
        const end = start + Math.round(3 + unit(day, slot, 54) * 42) * MINUTE;
        raise(t, kind, start, end <= to ? end : null);
      }
    }
  }
  return rows.sort((a, b) => (a.startTime < b.startTime ? 1 : a.startTime > b.startTime ? -1 : a.alarmId.localeCompare(b.alarmId)));
}

let memo: { key: string; rows: DeviceAlarmRow[] } | null = null;

/** The alarms as the lists read them: recomputed when a report is due or the terminals or the fleet changed. */
export function currentDeviceAlarms(): DeviceAlarmRow[] {
  const d = data();
  const key = `${latestTick()}|${d.Devices.map((x) => `${x.deviceId}:${x.carId}:${x.bindStatus}:${x.onlineState}:${x.lastReportTime}`).join(',')}|${d.vehicles.length}|${d.rentOrders.length}`;
  if (memo?.key !== key) memo = { key, rows: deviceAlarms() };
  return memo.rows;
}

/** One vehicle's row of a report: the vehicle, and its counts over the period. */
interface VehicleTotals {
  carId: string;
  plate: string;
  terminalNo: string;
  companyName: string;
  firstTime: string;
  lastTime: string;
  periodStart: string;
  periodEnd: string;
}

/** The alarms of the kinds given begun in the period, grouped per vehicle (newest alarm first in each). */
function perVehicle(alarms: readonly DeviceAlarmRow[], kinds: readonly DeviceAlarmKind[], p: ReportPeriod): Map<string, DeviceAlarmRow[]> {
  const start = formatWallTime(p.from);
  const end = formatWallTime(p.to);
  const by = new Map<string, DeviceAlarmRow[]>();
  for (const a of alarms) {
    if (!kinds.includes(a.alarmKind) || a.startTime < start || a.startTime > end) continue;
    const list = by.get(a.carId) ?? [];
    list.push(a);
    by.set(a.carId, list);
  }
  return by;
}

function totals(list: readonly DeviceAlarmRow[], p: ReportPeriod): VehicleTotals {
  const times = list.map((a) => a.startTime).sort();
  const a = list[0]!;
  return { carId: a.carId, plate: a.plate, terminalNo: a.terminalNo, companyName: a.companyName, firstTime: times[0]!, lastTime: times.at(-1)!, periodStart: p.startDay, periodEnd: p.endDay };
}

/** /DeviceDropReport: per vehicle, its off-line episodes begun in the period and their minutes within it. */
export function offlineReportRows(alarms: readonly DeviceAlarmRow[], p: ReportPeriod, now: number = nowWall()) {
  return [...perVehicle(alarms, ['offline'], p).values()].map((list) => {
    const inPeriod = list.reduce((sum, a) => {
      const s = parseWallTime(a.startTime) ?? 0;
      const e = a.endTime ? (parseWallTime(a.endTime) ?? s) : now;
      return sum + Math.max(0, Math.min(e, p.to) - s);
    }, 0);
    return { ...totals(list, p), offlineCount: list.length, offlineMinutes: minutes(inPeriod) };
  }).sort((a, b) => b.offlineCount - a.offlineCount || b.offlineMinutes - a.offlineMinutes || a.plate.localeCompare(b.plate));
}

/** /PowerOffReport: per vehicle, its power cuts and removals begun in the period. */
export function powerReportRows(alarms: readonly DeviceAlarmRow[], p: ReportPeriod) {
  return [...perVehicle(alarms, ['powerCut', 'removal'], p).values()].map((list) => {
    const powerCutCount = list.filter((a) => a.alarmKind === 'powerCut').length;
    return { ...totals(list, p), powerCutCount, removalCount: list.length - powerCutCount, alarmCount: list.length };
  }).sort((a, b) => b.alarmCount - a.alarmCount || a.plate.localeCompare(b.plate));
}
