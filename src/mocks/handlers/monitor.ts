/**
 * Vehicle monitoring (issue 23; docs/api.md "Vehicle positions"): the simulated GPS feed's positions, fences and alarms.
 * - Positions: the newest reports of the feed (../gps/feed.ts) by polling with a cursor, one vehicle's reports over a
 *   period (trails), and the synthetic roads the demo's basemap draws.
 * - Electronic fences and their alarms (entities/monitor/fence.ts, fenceAlarm.ts): fences are served from their
 *   declaration (the §5 shape rule is the `geoShape` kind's validator: the form's); a save derives the shape type and
 *   radius from the drawn shape and stamps the time alarms are derived from. Fence alarms are derived from the feed
 *   (../gps/fenceAlarms.ts), brought up to the feed's now before each read of its rows (`derive`).
 * - Device alarms, the alarm reports and the operator's alarm list (entities/monitor/alarm.ts): derived
 *   (../gps/deviceAlarms.ts) and brought up to the feed's now before every read; the reports count them over the
 *   list's period (the trail screens' period rule, `periodRefusal`: the same refusal). The only stored part is an
 *   alarm's handling (`alarmHandling`, keyed by the derived alarm's id), joined to every list that shows the alarm.
 *   The rules (the period, the fence report, the joined list) are the domain's (src/entities/monitor/alarmRules.ts).
 */
import { fenceReport, offlineAlarm, offlineReport, powerAlarm, powerReport, sopAlarm, POWER_ALARM_KINDS } from '@/entities/monitor/alarm';
import { fenceReportRows, handlingOf, reportPeriod as reportPeriodOf, sopAlarmRows, type AlarmHandling, type FenceReportRow, type Handled, type ReportPeriod, type SopAlarmRow } from '@/entities/monitor/alarmRules';
import { fence, FENCE_COMPANY_OPTIONS, FENCE_VEHICLE_OPTIONS } from '@/entities/monitor/fence';
import { fenceAlarm } from '@/entities/monitor/fenceAlarm';
import { DEMO_ROADS, POSITIONS_HISTORY, POSITIONS_LATEST } from '@/entities/monitor/positions';
import { parseShape } from '@/lib/geo';
import { currentSession, data, registerCollection } from '../db';
import { type Backing, served, upsert } from '../entities';
import { refuse } from '../errors';
import { companyChoices } from '../fleet';
import { currentDeviceAlarms, offlineReportRows, powerReportRows, type DeviceAlarmRow } from '../gps/deviceAlarms';
import { latestPositions, positionHistory, trackedFleet } from '../gps/feed';
import { currentFenceAlarms, type FenceAlarmRow } from '../gps/fenceAlarms';
import { roadNetwork } from '../gps/roads';
import type { Params } from '../params';
import { endpoint } from '../respond';
import { formatWallTime, nowWall } from '../time';
import { staffOf } from '../users';

type DeviceAlarmListRow = DeviceAlarmRow & Handled;
type ReportRow = Record<string, string | number>;

declare module '../model' {
  interface DemoData {
    alarmHandling: AlarmHandling[];
    FenceReportDeail: FenceAlarmRow[];
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
  const period = reportPeriodOf(p?.time('startTime'), p?.time('endTime', true), now);
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
      upsert(data().alarmHandling, 'alarmId', h);
    },
  },
};

const FENCES: Backing = {
  collection: 'electronicfencepage',
  options: {
    // The vehicles the feed tracks (a bound GPS terminal): the same records as /Vehicles.
    [FENCE_VEHICLE_OPTIONS]: () => trackedFleet().map((t) => ({ value: t.car.carId, label: `${t.car.plate} ${t.car.model}` })),
    [FENCE_COMPANY_OPTIONS]: () => companyChoices((c) => c.status === 0),
  },
  defaults: () => ({ status: 0, statusName: '开启', remark: '', cars: [], carCount: 0, radius: 0 }),
  complete: (row) => {
    const shape = parseShape(row.shape);
    const plates = new Map(data().vehicles.map((v) => [String(v.carId), v.plate]));
    const cars = (Array.isArray(row.cars) ? (row.cars as Record<string, unknown>[]) : []).map((c) => ({ ...c, plate: plates.get(String(c.carId)) ?? '' }));
    return {
      ...(shape ? { shapeType: shape.kind, radius: shape.kind === 'circle' ? Math.round(shape.radius ?? 0) : 0 } : {}),
      cars,
      carCount: cars.length,
      // Alarms are derived from this time on (a fence redrawn does not report crossings of its old outline).
      updateTime: formatWallTime(nowWall()),
    };
  },
};

const { handlers } = served({
  offlineAlarms: [offlineAlarm, { collection: 'DeviceDropReportDetail', derived: () => withHandling(['offline']) }],
  powerAlarms: [powerAlarm, { collection: 'PowerOffReportDetail', derived: () => withHandling(POWER_ALARM_KINDS) }],
  offlineReport: [offlineReport, { collection: 'DeviceDropReport', derived: (p) => offlineReportRows(currentDeviceAlarms(), reportPeriod(p)) }],
  powerReport: [powerReport, { collection: 'PowerOffReport', derived: (p) => powerReportRows(currentDeviceAlarms(), reportPeriod(p)) }],
  fenceReport: [fenceReport, { collection: 'FenceReport', derived: (p) => fenceReportRows(currentFenceAlarms(), reportPeriod(p)) }],
  sopAlarms: [sopAlarm, SOP_ALARMS],
  fences: [fence, FENCES],
  // Brought up to the feed's now before every read (recomputed only when a report is due or a fence changed).
  fenceAlarms: [fenceAlarm, { collection: 'FenceReportDeail', derived: currentFenceAlarms }],
});

export const monitorHandlers = [
  ...handlers,
  endpoint('GET', POSITIONS_LATEST, (p) => latestPositions(p.num('since') ?? null)),
  endpoint('GET', POSITIONS_HISTORY, (p) => positionHistory(p.str('carId'), p.str('start') ?? '', p.str('end') ?? '')),
  endpoint('GET', DEMO_ROADS, () => roadNetwork(data().stores, data().cities.filter((c) => c.dredgeState === 1).map((c) => c.cityId))),
];
