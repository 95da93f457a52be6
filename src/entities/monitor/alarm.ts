/**
 * Device alarms and the alarm reports (issue 23 item 6; §2 /DeviceDropReport, /DeviceDropReportDetail,
 * /PowerOffReport, /PowerOffReportDetail, /sopAlarmList). The demo backend derives the alarms from the GPS feed and
 * the terminals (src/mocks/gps/deviceAlarms.ts, like the fence alarms of ./fenceAlarm.ts): a terminal's off-line
 * episodes (from its last report to when it came back, or to now), main-power cuts (断电) and removals (拆除), each
 * where its vehicle was at that moment. The reports count them per vehicle over a period (the period rule of the
 * trail screens, `periodRefusal`); /sopAlarmList lists every alarm of the fleet, of every kind of ALARM_KINDS, and
 * its handling — the only stored part, kept by the alarm's id.
 */
import { bi as t, type Bilingual } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces } from '@/lib/validators';
import { defineEntity } from '../define';
import { trailAround } from './fenceAlarm';

/**
 * Every kind of alarm /sopAlarmList lists, one registry (another area adds its kinds here): its code, its label,
 * and where one alarm of it opens (its detail on the map, from the row /sopAlarmList answers).
 */
export interface AlarmKind {
  value: string;
  label: Bilingual;
  /** The screen showing one alarm of this kind (the alarm on a small map and the trail around it). */
  open: (row: Readonly<Record<string, unknown>>) => string;
}

const query = (q: Record<string, string>) => new URLSearchParams(q).toString();

/** The fence's map with the alarm marked (/detailMap, the fence alarm's own "where"). */
const fenceMap = (row: Readonly<Record<string, unknown>>) => `/detailMap?${query({ fenceId: String(row.subjectId ?? row.fenceId ?? ''), alarmAt: `${String(row.lng)},${String(row.lat)}` })}`;
/** The vehicle's trail around the alarm's moment (/VehicleTrail's query), where it happened. */
const trailAt = (row: Readonly<Record<string, unknown>>) => `/VehicleTrail?${query(trailAround({ carId: row.carId, alarmTime: row.alarmTime ?? row.startTime }))}`;
/** §2 /offlineReportDetail 离线明细: one off-line episode where the vehicle was last seen, and the trail up to it. */
const offlineScreen = (row: Readonly<Record<string, unknown>>) => `/offlineReportDetail?${query({ alarmId: String(row.alarmId ?? '') })}`;
/** §2 /dismantleReportDetail 拆除报警明细: one removal (or power cut) alarm where it happened, and the trail around it. */
const powerScreen = (row: Readonly<Record<string, unknown>>) => `/dismantleReportDetail?${query({ alarmId: String(row.alarmId ?? '') })}`;

export const ALARM_KINDS = [
  { value: 'fenceIn', label: t('进入围栏', 'Entered a fence'), open: fenceMap },
  { value: 'fenceOut', label: t('离开围栏', 'Left a fence'), open: fenceMap },
  { value: 'offline', label: t('设备掉线', 'Terminal off-line'), open: offlineScreen },
  { value: 'powerCut', label: t('断电报警', 'Main power cut'), open: powerScreen },
  { value: 'removal', label: t('拆除报警', 'Terminal removed'), open: powerScreen },
] as const satisfies readonly AlarmKind[];

export type AlarmKindCode = (typeof ALARM_KINDS)[number]['value'];

const kindOptions = (codes: readonly AlarmKindCode[]) => ALARM_KINDS.filter((k) => codes.includes(k.value)).map(({ value, label }) => ({ value, label }));
export const DEVICE_ALARM_KINDS: readonly AlarmKindCode[] = ['offline', 'powerCut', 'removal'];
export const POWER_ALARM_KINDS: readonly AlarmKindCode[] = ['powerCut', 'removal'];

/** The trail an off-line episode shows: the half hour up to its last report. */
export const TRAIL_BEFORE_OFFLINE_MS = 30 * 60_000;

/** The trail a device alarm's screen shows (carId, start, end: /VehicleTrail's query): up to an off-line episode, around the others. */
export function alarmTrail(row: Readonly<Record<string, unknown>>): Record<string, string> {
  if (row.alarmKind !== 'offline') return trailAround({ carId: row.carId, alarmTime: row.startTime });
  const around = trailAround({ carId: row.carId, alarmTime: row.startTime });
  const ms = Date.parse(`${String(row.startTime ?? '').replace(' ', 'T')}Z`);
  const text = (v: number) => new Date(v).toISOString().slice(0, 19).replace('T', ' ');
  return Number.isFinite(ms) ? { ...around, start: text(ms - TRAIL_BEFORE_OFFLINE_MS), end: text(ms) } : around;
}

/** Where an alarm opens (its kind's screen). */
export function alarmScreen(row: Readonly<Record<string, unknown>>): string {
  const kind = ALARM_KINDS.find((k) => k.value === row.alarmKind);
  return kind ? kind.open(row) : trailAt(row);
}

export const ALARM_OPEN = 0;
export const ALARM_HANDLED = 1;
export const ALARM_HANDLE_PERMISSION = 'alarm:handle';
export const HANDLE_STATES = [{ value: '0', label: t('未处理', 'Open') }, { value: '1', label: t('已处理', 'Handled') }] as const;

/** The reports' period filter (one field: the trail screens' period rule, at most HISTORY_MAX_DAYS days). */
const period = { name: 'period', type: 'dateRange', label: t('统计时间', 'Period'), filter: true, names: ['startTime', 'endTime'] } as const;

/** The period a report row counts (its links open the alarms of the same period). */
const periodFields = [
  { name: 'periodStart', type: 'date', label: t('统计开始', 'From'), detail: true },
  { name: 'periodEnd', type: 'date', label: t('统计结束', 'To'), detail: true },
] as const;

/** A report row's period, for the links to its alarms (the same period). */
const periodQuery = (row: Readonly<Record<string, unknown>>) => ({ beginTime: String(row.periodStart ?? ''), finishTime: String(row.periodEnd ?? '') });

const vehicleFields = [
  { name: 'plate', type: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true, sortable: true },
  { name: 'carId', type: 'text', label: t('车辆编号', 'Vehicle id'), filter: true, match: 'exact', detail: true },
  { name: 'terminalNo', type: 'text', label: t('终端编号', 'Terminal no.'), filter: true, column: true },
  { name: 'companyName', type: 'text', label: t('所属公司', 'Company'), filter: true, column: true },
] as const;

/** One device alarm: the wire row of /DeviceDropReportDetail and /PowerOffReportDetail. */
const deviceAlarmFields = (codes: readonly AlarmKindCode[]) => [
  { name: 'startTime', type: 'datetime', label: t('开始时间', 'Start'), column: { width: 170 }, sortable: true },
  { name: 'alarmRange', type: 'dateRange', label: t('报警时间', 'Time'), filter: true, names: ['beginTime', 'finishTime'] },
  ...vehicleFields,
  { name: 'alarmKind', type: 'enum', options: kindOptions(codes), label: t('报警类型', 'Kind'), filter: true, column: true },
  { name: 'endTime', type: 'datetime', label: t('结束时间', 'End'), column: { width: 170 } },
  { name: 'duration', type: 'decimal', label: t('时长（分钟）', 'Duration (min)'), column: true, sortable: true },
  { name: 'driverName', type: 'text', label: t('司机', 'Driver'), column: true },
  { name: 'speed', type: 'decimal', label: t('速度（km/h）', 'Speed (km/h)'), column: true },
  { name: 'lng', type: 'decimal', label: t('经度', 'Longitude'), column: true },
  { name: 'lat', type: 'decimal', label: t('纬度', 'Latitude'), column: true },
  { name: 'place', type: 'text', label: t('位置', 'Place'), column: true },
  { name: 'handleState', type: 'enum', options: HANDLE_STATES, label: t('处理状态', 'State'), filter: true, column: true },
] as const;

/** §2 /DeviceDropReportDetail 设备掉线报表详情: a vehicle's off-line episodes (from its last report to its return). */
export const offlineAlarm = defineEntity({
  id: 'DeviceDropReportDetail',
  dataScope: { company: 'companyName' },
  title: t('设备掉线明细', 'Terminal off-line episodes'),
  rowKey: 'alarmId',
  base: '/api/deviceAlarm/offline',
  ops: { export: t('设备掉线明细', 'Off-line episodes'), detail: true },
  timeField: 'startTime',
  screens: { list: '/DeviceDropReportDetail' },
  fields: deviceAlarmFields(['offline']),
  links: [{ key: 'where', label: t('查看位置', 'On the map'), open: (row) => alarmScreen(row) }],
});

/** §2 /PowerOffReportDetail 断电报表详情: a vehicle's main-power cuts and removals. */
export const powerAlarm = defineEntity({
  id: 'PowerOffReportDetail',
  dataScope: { company: 'companyName' },
  title: t('断电与拆除报警', 'Power-cut and removal alarms'),
  rowKey: 'alarmId',
  base: '/api/deviceAlarm/power',
  ops: { export: t('断电与拆除报警', 'Power-cut and removal alarms'), detail: true },
  timeField: 'startTime',
  screens: { list: '/PowerOffReportDetail' },
  fields: deviceAlarmFields(POWER_ALARM_KINDS),
  links: [{ key: 'where', label: t('查看位置', 'On the map'), open: (row) => alarmScreen(row) }],
});

/** §2 /DeviceDropReport 设备掉线报表: per vehicle, its off-line episodes begun in the period and their total time. */
export const offlineReport = defineEntity({
  id: 'DeviceDropReport',
  dataScope: { company: 'companyName' },
  title: t('设备掉线报表', 'Device off-line report'),
  rowKey: 'carId',
  base: '/api/deviceAlarm/offlineReport',
  ops: { export: t('设备掉线报表', 'Device off-line report') },
  timeField: 'lastTime',
  screens: { list: '/DeviceDropReport' },
  fields: [
    period,
    ...vehicleFields,
    { name: 'offlineCount', type: 'number', label: t('掉线次数', 'Times off-line'), column: true, sortable: true },
    { name: 'offlineMinutes', type: 'decimal', label: t('掉线总时长（分钟）', 'Total off-line (min)'), column: true, sortable: true },
    { name: 'firstTime', type: 'datetime', label: t('首次掉线', 'First'), column: { width: 170 } },
    { name: 'lastTime', type: 'datetime', label: t('最近掉线', 'Last'), column: { width: 170 }, sortable: true },
    ...periodFields,
  ],
  summary: ['offlineCount', 'offlineMinutes'],
  links: [{ key: 'episodes', label: t('掉线明细', 'Episodes'), open: (row) => `/DeviceDropReportDetail?${query({ carId: String(row.carId), ...periodQuery(row) })}` }],
});

/** §2 /PowerOffReport 断电报表: per vehicle, its power cuts and removals in the period. */
export const powerReport = defineEntity({
  id: 'PowerOffReport',
  dataScope: { company: 'companyName' },
  title: t('断电报表', 'Power-off report'),
  rowKey: 'carId',
  base: '/api/deviceAlarm/powerReport',
  ops: { export: t('断电报表', 'Power-off report') },
  timeField: 'lastTime',
  screens: { list: '/PowerOffReport' },
  fields: [
    period,
    ...vehicleFields,
    { name: 'powerCutCount', type: 'number', label: t('断电次数', 'Power cuts'), column: true, sortable: true },
    { name: 'removalCount', type: 'number', label: t('拆除次数', 'Removals'), column: true, sortable: true },
    { name: 'alarmCount', type: 'number', label: t('报警总数', 'Alarms'), column: true, sortable: true },
    { name: 'firstTime', type: 'datetime', label: t('首次报警', 'First'), column: { width: 170 } },
    { name: 'lastTime', type: 'datetime', label: t('最近报警', 'Last'), column: { width: 170 }, sortable: true },
    ...periodFields,
  ],
  summary: ['powerCutCount', 'removalCount', 'alarmCount'],
  links: [{ key: 'alarms', label: t('报警明细', 'Alarms'), open: (row) => `/PowerOffReportDetail?${query({ carId: String(row.carId), ...periodQuery(row) })}` }],
});

/**
 * §2 /sopAlarmList 告警管理 (operator): every alarm of the fleet — fence alarms and device alarms, of any kind of
 * ALARM_KINDS —, filtered by kind, vehicle, company, period and handling; handling an alarm (with a note) is the
 * only write, stored by the backend under the alarm's id.
 */
export const sopAlarm = defineEntity({
  id: 'sopAlarmList',
  dataScope: { company: 'companyName' },
  title: t('告警管理', 'Alarms'),
  rowKey: 'alarmId',
  base: '/api/alarm',
  ops: { export: t('告警列表', 'Alarms') },
  timeField: 'alarmTime',
  screens: { list: '/sopAlarmList' },
  fields: [
    { name: 'alarmTime', type: 'datetime', label: t('报警时间', 'Time'), column: { width: 170 }, sortable: true },
    { name: 'alarmRange', type: 'dateRange', label: t('报警时间', 'Time'), filter: true, names: ['startTime', 'endTime'] },
    { name: 'alarmKind', type: 'enum', options: ALARM_KINDS.map(({ value, label }) => ({ value, label })), label: t('报警类型', 'Kind'), filter: true, column: true },
    ...vehicleFields.filter((f) => f.name !== 'terminalNo'),
    { name: 'subject', type: 'text', label: t('围栏/终端', 'Fence or terminal'), column: true },
    { name: 'subjectId', type: 'text', label: t('围栏/终端编号', 'Fence or terminal id'), detail: true },
    { name: 'endTime', type: 'datetime', label: t('结束时间', 'End'), column: { width: 170 } },
    { name: 'place', type: 'text', label: t('位置', 'Place'), column: true },
    { name: 'lng', type: 'decimal', label: t('经度', 'Longitude'), detail: true },
    { name: 'lat', type: 'decimal', label: t('纬度', 'Latitude'), detail: true },
    { name: 'handleState', type: 'enum', options: HANDLE_STATES, label: t('处理状态', 'State'), filter: true, column: true },
    { name: 'handleNote', type: 'textarea', label: t('处理说明', 'Note'), column: true },
    { name: 'handledBy', type: 'text', label: t('处理人', 'Handled by'), column: true },
    { name: 'handleTime', type: 'datetime', label: t('处理时间', 'Handled at'), column: { width: 170 } },
  ],
  links: [{ key: 'where', label: t('查看位置', 'On the map'), open: (row) => alarmScreen(row) }],
  transitions: [
    {
      key: 'handle', label: t('处理', 'Handle'), field: 'handleState', permission: ALARM_HANDLE_PERMISSION, from: [ALARM_OPEN], to: ALARM_HANDLED, stamp: 'handleTime',
      refusal: t('该告警已处理', 'This alarm is already handled'),
      fields: [{ name: 'handleNote', type: 'textarea', label: t('处理说明', 'Note'), required: t('请填写处理说明', 'Enter what was done'), validators: [isNotOnlySpaces, isEmojiFree] }],
      done: t('告警已处理', 'Alarm handled'),
    },
  ],
});

/**
 * §2 /FenceReport 围栏报表: per fence and vehicle, its entries and exits in the period, first and last (the fence
 * alarms of /FenceReportDeail, one derivation); each opens /FenceReportDetail, that fence's alarms of that vehicle.
 */
export const fenceReport = defineEntity({
  id: 'FenceReport',
  dataScope: { company: 'companyName' },
  title: t('围栏报表', 'Fence report'),
  rowKey: 'rowId',
  base: '/api/fenceAlarm/report',
  ops: { export: t('围栏报表', 'Fence report') },
  timeField: 'lastTime',
  screens: { list: '/FenceReport' },
  fields: [
    period,
    { name: 'fenceName', type: 'text', label: t('围栏名称', 'Fence'), filter: true, column: true, sortable: true },
    { name: 'fenceId', type: 'text', label: t('围栏编号', 'Fence id'), filter: true, match: 'exact', detail: true },
    { name: 'plate', type: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true, sortable: true },
    { name: 'carId', type: 'text', label: t('车辆编号', 'Vehicle id'), filter: true, match: 'exact', detail: true },
    { name: 'companyName', type: 'text', label: t('所属公司', 'Company'), filter: true, column: true },
    { name: 'entryCount', type: 'number', label: t('进入次数', 'Entries'), column: true, sortable: true },
    { name: 'exitCount', type: 'number', label: t('离开次数', 'Exits'), column: true, sortable: true },
    { name: 'firstTime', type: 'datetime', label: t('首次报警', 'First'), column: { width: 170 } },
    { name: 'lastTime', type: 'datetime', label: t('最近报警', 'Last'), column: { width: 170 }, sortable: true },
    ...periodFields,
  ],
  summary: ['entryCount', 'exitCount'],
  links: [
    {
      key: 'alarms', label: t('报警明细', 'Alarms'),
      open: (row) => `/FenceReportDetail?${query({ fenceId: String(row.fenceId), plate: String(row.plate), startTime: String(row.periodStart ?? ''), endTime: String(row.periodEnd ?? '') })}`,
    },
    { key: 'fence', label: t('围栏', 'Fence'), open: (row) => `/detailMap?${query({ fenceId: String(row.fenceId) })}` },
  ],
});
