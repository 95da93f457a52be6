/**
 * Device alarms, the alarm reports and the operator's alarm list (issue 23 item 6; entities/monitor/alarm.ts). The
 * alarms are derived (../gps/deviceAlarms.ts, ../gps/fenceAlarms.ts) and brought up to the feed's now before every
 * read (`derive`); the reports count them over the list's period (the trail screens' period rule, `periodRefusal`:
 * the same refusal). The only stored part is an alarm's handling (`alarmHandling`, keyed by the derived alarm's id),
 * joined to every list that shows the alarm. The rules (the period, the fence report, the joined list) are the
 * domain's (src/entities/monitor/alarmRules.ts): this module passes the derived alarms and the stored handling.
 */
import { fenceReport, offlineAlarm, offlineReport, powerAlarm, powerReport, sopAlarm, POWER_ALARM_KINDS } from '@/entities/monitor/alarm';
import { fenceReportRows, handlingOf, reportPeriod as reportPeriodOf, sopAlarmRows, type AlarmHandling, type FenceReportRow, type Handled, type ReportPeriod, type SopAlarmRow } from '@/entities/monitor/alarmRules';
import { currentSession, data, registerCollection } from '../db';
import type { Backing } from '../entities';
import { refuse } from '../errors';
import { currentDeviceAlarms, offlineReportRows, powerReportRows, type DeviceAlarmRow } from '../gps/deviceAlarms';
import { currentFenceAlarms } from '../gps/fenceAlarms';
import type { Params } from '../params';
import { nowWall, parseWallTime } from '../time';
import { staffOf } from '../users';
import { served } from '../served';

type DeviceAlarmListRow = DeviceAlarmRow & Handled;
type ReportRow = Record<string, string | number>;

declare module '../model' {
  interface DemoData {
    alarmHandling: AlarmHandling[];
    DeviceDropReportDetail: DeviceAlarmListRow[];
    PowerOffReportDetail: DeviceAlarmListRow[];
    DeviceDropReport: ReportRow[];
    PowerOffReport: ReportRow[];
    FenceReport: FenceReportRow[];
    sopAlarmList: SopAlarmRow[];
  }
}

registerCollection('alarmHandling', () => []);

/** The device alarms of some kinds, each with its handling. */
const withHandling = (kinds: readonly string[]): DeviceAlarmListRow[] => {
  const handled = handlingOf(data().alarmHandling);
  return currentDeviceAlarms().filter((a) => kinds.includes(a.alarmKind)).map((a) => ({ ...a, ...handled(a.alarmId) }));
};

/** A report's period from the list's parameters (the domain's rule), refused as the trails refuse it. */
export function reportPeriod(p?: Params, now: number = nowWall()): ReportPeriod {
  const end = (name: string, endOfDay: boolean) => {
    const v = p?.str(name);
    return v === undefined ? undefined : parseWallTime(v, endOfDay);
  };
  const period = reportPeriodOf(end('startTime', false), end('endTime', true), now);
  if ('refusal' in period) refuse(period.refusal['zh-CN']);
  return period;
}

/** The list's rows as last derived, and from what: kept while nothing they follow from changed (a row read is the row acted on). */
let sopMemo: { fences: unknown; devices: unknown; handling: string; rows: SopAlarmRow[] } | null = null;

const SOP_ALARMS: Backing = {
  collection: 'sopAlarmList',
  derived: () => {
    const d = data();
    const fences = currentFenceAlarms();
    const devices = currentDeviceAlarms();
    const handling = JSON.stringify(d.alarmHandling);
    if (!sopMemo || sopMemo.fences !== fences || sopMemo.devices !== devices || sopMemo.handling !== handling) sopMemo = { fences, devices, handling, rows: sopAlarmRows(fences, devices, d.alarmHandling) };
    return sopMemo.rows;
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
  offlineAlarms: [offlineAlarm, { collection: 'DeviceDropReportDetail', derived: () => withHandling(['offline']) }],
  powerAlarms: [powerAlarm, { collection: 'PowerOffReportDetail', derived: () => withHandling(POWER_ALARM_KINDS) }],
  offlineReport: [offlineReport, { collection: 'DeviceDropReport', derived: (p) => offlineReportRows(currentDeviceAlarms(), reportPeriod(p)) }],
  powerReport: [powerReport, { collection: 'PowerOffReport', derived: (p) => powerReportRows(currentDeviceAlarms(), reportPeriod(p)) }],
  fenceReport: [fenceReport, { collection: 'FenceReport', derived: (p) => fenceReportRows(currentFenceAlarms(), reportPeriod(p)) }],
  sopAlarms: [sopAlarm, SOP_ALARMS],
});
