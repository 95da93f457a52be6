/**
 * The alarm rules (docs/architecture.md "Alarms"; ./alarm.ts), pure: a report's period (the last HISTORY_MAX_DAYS
 * days by default, else the trail screens' period rule), the fence report's counts per fence and vehicle, and
 * /sopAlarmList's rows — every fence and device alarm of the fleet, newest first, joined to its handling (the only
 * stored part of an alarm, kept by the alarm's id). The demo backend (src/mocks/handlers/monitor.ts) passes the alarms
 * it derived from the GPS feed and the stored handling.
 */
import type { Bilingual } from '@/i18n';
import { ALARM_OPEN, type AlarmKindCode } from './alarm';
import { HISTORY_MAX_DAYS } from './positions';
import { periodRefusal, wallText } from './trail';

const DAY_MS = 24 * 3_600_000;

/** How an alarm was handled (an open alarm: ALARM_OPEN and empty texts). */
export interface Handled {
  handleState: number;
  handleNote: string;
  handledBy: string;
  handleTime: string;
}

/** An alarm's handling as stored, under the alarm's id. */
export type AlarmHandling = Handled & { alarmId: string };

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

/** What the rules read of a fence alarm (1 entered, 2 left). */
export interface FenceAlarmFacts {
  alarmId: string;
  alarmKind: number;
  alarmTime: string;
  carId: string;
  plate: string;
  companyName: string;
  fenceId: string;
  fenceName: string;
  place: string;
  lng: number;
  lat: number;
}

/** What the rules read of a device alarm (an off-line episode, a power cut, a removal). */
export interface DeviceAlarmFacts {
  alarmId: string;
  alarmKind: 'offline' | 'powerCut' | 'removal';
  startTime: string;
  endTime: string;
  carId: string;
  plate: string;
  companyName: string;
  terminalNo: string;
  place: string;
  lng: number;
  lat: number;
}

/** A report's period: its two wall times (ms read as UTC), the day texts a row carries for its links. */
export interface ReportPeriod {
  from: number;
  to: number;
  startDay: string;
  endDay: string;
}

const periodOf = (from: number, to: number): ReportPeriod => ({ from, to, startDay: wallText(from).slice(0, 10), endDay: wallText(to).slice(0, 10) });

/**
 * A report's period from the list's two ends (ms; undefined: not given, null: unreadable): the last HISTORY_MAX_DAYS
 * days up to the end of `now`'s day when neither is given, else the two ends, refused as the trails refuse them.
 */
export function reportPeriod(from: number | null | undefined, to: number | null | undefined, now: number): ReportPeriod | { refusal: Bilingual } {
  if (from === undefined && to === undefined) {
    const end = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS - 1000;
    return periodOf(end + 1000 - HISTORY_MAX_DAYS * DAY_MS, end);
  }
  const wrong = periodRefusal(from == null ? '' : wallText(from), to == null ? '' : wallText(to));
  return wrong ? { refusal: wrong } : periodOf(from!, to!);
}

/** A row of /FenceReport: a fence and a vehicle, its entries and exits in the period, the first and the last. */
export interface FenceReportRow {
  rowId: string;
  fenceId: string;
  fenceName: string;
  carId: string;
  plate: string;
  companyName: string;
  entryCount: number;
  exitCount: number;
  firstTime: string;
  lastTime: string;
  periodStart: string;
  periodEnd: string;
}

/** /FenceReport: per fence and vehicle, the entries and exits of the period, the latest first. */
export function fenceReportRows(alarms: readonly FenceAlarmFacts[], p: ReportPeriod): FenceReportRow[] {
  const start = wallText(p.from);
  const end = wallText(p.to);
  const by = new Map<string, FenceReportRow>();
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
  return [...by.values()].sort((a, b) => (a.lastTime < b.lastTime ? 1 : a.lastTime > b.lastTime ? -1 : a.rowId.localeCompare(b.rowId)));
}

/** The handling of each alarm by its id (open when none is stored). */
export function handlingOf(handling: readonly AlarmHandling[]): (alarmId: string) => Handled {
  const by = new Map(handling.map((h) => [h.alarmId, h]));
  return (id) => {
    const h = by.get(id);
    return h ? { handleState: h.handleState, handleNote: h.handleNote, handledBy: h.handledBy, handleTime: h.handleTime } : { handleState: ALARM_OPEN, handleNote: '', handledBy: '', handleTime: '' };
  };
}

/** Every alarm of the fleet as /sopAlarmList lists it, newest first, with its handling. */
export function sopAlarmRows(fenceAlarms: readonly FenceAlarmFacts[], deviceAlarms: readonly DeviceAlarmFacts[], handling: readonly AlarmHandling[]): SopAlarmRow[] {
  const handled = handlingOf(handling);
  const fences = fenceAlarms.map((a): SopAlarmRow => ({
    alarmId: `fence-${a.alarmId}`, alarmKind: a.alarmKind === 1 ? 'fenceIn' : 'fenceOut', alarmTime: a.alarmTime, endTime: '', carId: a.carId, plate: a.plate,
    companyName: a.companyName, subject: a.fenceName, subjectId: a.fenceId, place: a.place, lng: a.lng, lat: a.lat, ...handled(`fence-${a.alarmId}`),
  }));
  const devices = deviceAlarms.map((a): SopAlarmRow => ({
    alarmId: a.alarmId, alarmKind: a.alarmKind, alarmTime: a.startTime, endTime: a.alarmKind === 'removal' ? '' : a.endTime, carId: a.carId, plate: a.plate,
    companyName: a.companyName, subject: a.terminalNo, subjectId: a.terminalNo, place: a.place, lng: a.lng, lat: a.lat, ...handled(a.alarmId),
  }));
  return [...fences, ...devices].sort((a, b) => (a.alarmTime < b.alarmTime ? 1 : a.alarmTime > b.alarmTime ? -1 : a.alarmId.localeCompare(b.alarmId)));
}
