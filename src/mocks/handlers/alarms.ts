/**
 * Device alarms, the alarm reports and the operator's alarm list (issue 23 item 6; entities/monitor/alarm.ts). The
 * alarms are derived (../gps/deviceAlarms.ts, ../gps/fenceAlarms.ts) and brought up to the feed's now before every
 * read (`derive`); the reports count them over the list's period (the trail screens' period rule, `periodRefusal`:
 * the same refusal). The only stored part is an alarm's handling (`alarmHandling`, keyed by the derived alarm's id),
 * joined to every list that shows the alarm.
 */
import { fenceReport, offlineAlarm, offlineReport, powerAlarm, powerReport, sopAlarm, ALARM_OPEN, type AlarmKindCode } from '@/entities/monitor/alarm';
import { periodRefusal } from '@/entities/monitor/trail';
import { currentSession, data, registerCollection } from '../db';
import type { Backing } from '../entities';
import { refuse } from '../errors';
import { currentDeviceAlarms, DEVICE_ALARM_DAYS, offlineReportRows, powerReportRows, type DeviceAlarmRow, type ReportPeriod } from '../gps/deviceAlarms';
import { currentFenceAlarms, type FenceAlarmRow } from '../gps/fenceAlarms';
import type { Params } from '../params';
import { DAY, formatWallTime, nowWall, parseWallTime } from '../time';
import { staffOf } from '../users';
import { served } from '../served';

/** An alarm's handling: the only stored part of an alarm. */
export interface AlarmHandling {
  alarmId: string;
  handleState: number;
  handleNote: string;
  handledBy: string;
  handleTime: string;
}

interface Handled {
  handleState: number;
  handleNote: string;
  handledBy: string;
  handleTime: string;
}

type DeviceAlarmListRow = DeviceAlarmRow & Handled;
type ReportRow = Record<string, string | number>;

/** A row of /sopAlarmList: any alarm, its vehicle, what it concerns (a fence, a terminal), its handling. */
export interface SopAlarmRow extends Handled {
  alarmId: string;
  alarmKind: AlarmKindCode;
  alarmTime: string;
  endTime: string;
  carId: string;
  plate: string;
  companyName: string;
  subject: string;
  subjectId: string;
  place: string;
  lng: number;
  lat: number;
}

declare module '../model' {
  interface DemoData {
    alarmHandling: AlarmHandling[];
    DeviceDropReportDetail: DeviceAlarmListRow[];
    PowerOffReportDetail: DeviceAlarmListRow[];
    DeviceDropReport: ReportRow[];
    PowerOffReport: ReportRow[];
    FenceReport: ReportRow[];
    sopAlarmList: SopAlarmRow[];
  }
}

registerCollection('alarmHandling', () => []);
// Derived, never seeded: filled before each read (below).
for (const id of [offlineAlarm.id, powerAlarm.id, offlineReport.id, powerReport.id, fenceReport.id, sopAlarm.id]) registerCollection(id as 'sopAlarmList', () => []);

const OPEN: Handled = { handleState: ALARM_OPEN, handleNote: '', handledBy: '', handleTime: '' };

function handlingOf(): (alarmId: string) => Handled {
  const by = new Map(data().alarmHandling.map((h) => [h.alarmId, h]));
  return (id) => {
    const h = by.get(id);
    return h ? { handleState: h.handleState, handleNote: h.handleNote, handledBy: h.handledBy, handleTime: h.handleTime } : OPEN;
  };
}

const withHandling = (kinds: readonly string[]) => (): DeviceAlarmListRow[] => {
  const handled = handlingOf();
  return currentDeviceAlarms().filter((a) => kinds.includes(a.alarmKind)).map((a) => ({ ...a, ...handled(a.alarmId) }));
};

/** A report's period from the list's parameters (the last DEVICE_ALARM_DAYS days by default), refused as the trails refuse it. */
export function reportPeriod(p?: Params, now: number = nowWall()): ReportPeriod {
  const start = p?.str('startTime');
  const end = p?.str('endTime');
  if (start === undefined && end === undefined) {
    const to = parseWallTime(formatWallTime(now).slice(0, 10), true) ?? now;
    const from = to + 1000 - DEVICE_ALARM_DAYS * DAY;
    return { from, to, startDay: formatWallTime(from).slice(0, 10), endDay: formatWallTime(to).slice(0, 10) };
  }
  const from = start === undefined ? null : parseWallTime(start);
  const to = end === undefined ? null : parseWallTime(end, true);
  const wrong = periodRefusal(from === null ? '' : formatWallTime(from), to === null ? '' : formatWallTime(to));
  if (wrong) refuse(wrong['zh-CN']);
  return { from: from!, to: to!, startDay: formatWallTime(from!).slice(0, 10), endDay: formatWallTime(to!).slice(0, 10) };
}

const OFFLINE_ALARMS: Backing = {
  collection: 'DeviceDropReportDetail',
  derive: () => {
    data().DeviceDropReportDetail = withHandling(['offline'])();
  },
};

const POWER_ALARMS: Backing = {
  collection: 'PowerOffReportDetail',
  derive: () => {
    data().PowerOffReportDetail = withHandling(['powerCut', 'removal'])();
  },
};

const OFFLINE_REPORT: Backing = {
  collection: 'DeviceDropReport',
  derive: (p) => {
    data().DeviceDropReport = offlineReportRows(currentDeviceAlarms(), reportPeriod(p));
  },
};

const POWER_REPORT: Backing = {
  collection: 'PowerOffReport',
  derive: (p) => {
    data().PowerOffReport = powerReportRows(currentDeviceAlarms(), reportPeriod(p));
  },
};

/** /FenceReport: per fence and vehicle, the entries and exits of the period (the fence alarms, derived over their window). */
export function fenceReportRows(alarms: readonly FenceAlarmRow[], p: ReportPeriod): ReportRow[] {
  const start = formatWallTime(p.from);
  const end = formatWallTime(p.to);
  const by = new Map<string, ReportRow & { entryCount: number; exitCount: number; firstTime: string; lastTime: string }>();
  for (const a of alarms) {
    if (a.alarmTime < start || a.alarmTime > end) continue;
    const key = `${a.fenceId}-${a.carId}`;
    const row = by.get(key) ?? {
      rowId: key, fenceId: a.fenceId, fenceName: a.fenceName, carId: a.carId, plate: a.plate, companyName: a.companyName,
      entryCount: 0, exitCount: 0, firstTime: a.alarmTime, lastTime: a.alarmTime, periodStart: p.startDay, periodEnd: p.endDay,
    };
    if (a.alarmKind === 1) row.entryCount += 1;
    else row.exitCount += 1;
    if (a.alarmTime < row.firstTime) row.firstTime = a.alarmTime;
    if (a.alarmTime > row.lastTime) row.lastTime = a.alarmTime;
    by.set(key, row);
  }
  return [...by.values()].sort((a, b) => (a.lastTime < b.lastTime ? 1 : a.lastTime > b.lastTime ? -1 : String(a.rowId).localeCompare(String(b.rowId))));
}

const FENCE_REPORT: Backing = {
  collection: 'FenceReport',
  derive: (p) => {
    data().FenceReport = fenceReportRows(currentFenceAlarms(), reportPeriod(p));
  },
};

/** Every alarm of the fleet as /sopAlarmList lists it, newest first, with its handling. */
export function sopAlarmRows(): SopAlarmRow[] {
  const handled = handlingOf();
  const fences: SopAlarmRow[] = currentFenceAlarms().map((a) => ({
    alarmId: `fence-${a.alarmId}`, alarmKind: a.alarmKind === 1 ? 'fenceIn' : 'fenceOut', alarmTime: a.alarmTime, endTime: '', carId: a.carId, plate: a.plate,
    companyName: a.companyName, subject: a.fenceName, subjectId: a.fenceId, place: a.place, lng: a.lng, lat: a.lat, ...handled(`fence-${a.alarmId}`),
  }));
  const devices: SopAlarmRow[] = currentDeviceAlarms().map((a) => ({
    alarmId: a.alarmId, alarmKind: a.alarmKind, alarmTime: a.startTime, endTime: a.alarmKind === 'removal' ? '' : a.endTime, carId: a.carId, plate: a.plate,
    companyName: a.companyName, subject: a.terminalNo, subjectId: a.terminalNo, place: a.place, lng: a.lng, lat: a.lat, ...handled(a.alarmId),
  }));
  return [...fences, ...devices].sort((a, b) => (a.alarmTime < b.alarmTime ? 1 : a.alarmTime > b.alarmTime ? -1 : a.alarmId.localeCompare(b.alarmId)));
}

/** The list's rows as last derived, and from what: kept while nothing they follow from changed (a row read is the row acted on). */
let sopMemo: { fences: unknown; devices: unknown; handling: string; rows: SopAlarmRow[] } | null = null;

const SOP_ALARMS: Backing = {
  collection: 'sopAlarmList',
  derive: () => {
    const d = data();
    const fences = currentFenceAlarms();
    const devices = currentDeviceAlarms();
    const handling = JSON.stringify(d.alarmHandling);
    if (sopMemo && sopMemo.fences === fences && sopMemo.devices === devices && sopMemo.handling === handling && d.sopAlarmList === sopMemo.rows) return;
    sopMemo = { fences, devices, handling, rows: sopAlarmRows() };
    d.sopAlarmList = sopMemo.rows;
  },
  effects: {
    // The handling is stored under the alarm's id: the derived row is rebuilt from it at the next read.
    handle: (row) => {
      const account = currentSession()?.account ?? '';
      const h: AlarmHandling = {
        alarmId: String(row.alarmId), handleState: Number(row.handleState), handleNote: String(row.handleNote ?? ''),
        handledBy: account ? staffOf(account).nickname : '', handleTime: String(row.handleTime ?? ''),
      };
      row.handledBy = h.handledBy;
      const list = data().alarmHandling;
      const at = list.findIndex((x) => x.alarmId === h.alarmId);
      if (at >= 0) list[at] = h;
      else list.push(h);
    },
  },
};

export const { entities: ALARM_ENTITIES, handlers: alarmHandlers } = served({
  offlineAlarms: [offlineAlarm, OFFLINE_ALARMS],
  powerAlarms: [powerAlarm, POWER_ALARMS],
  offlineReport: [offlineReport, OFFLINE_REPORT],
  powerReport: [powerReport, POWER_REPORT],
  fenceReport: [fenceReport, FENCE_REPORT],
  sopAlarms: [sopAlarm, SOP_ALARMS],
});
