/**
 * Fence alarms (issue 23 item 5; §2 /FenceReportDeail): a vehicle bound to an enabled fence crossing it — entering or
 * leaving, as the fence is configured, on its active days and hours — with the time, the vehicle, its driver, the
 * fence, where and how fast. Read-only: the demo backend derives them from the GPS feed (src/mocks/gps/fenceAlarms.ts).
 * Each opens the vehicle's trail around that moment (`/VehicleTrail?carId=…&start=…&end=…`, the trail screen's query).
 */
import { bi as t } from '@/i18n';
import { defineEntity } from '../define';

export const FENCE_ALARM_KINDS = [
  { value: '1', label: t('进入围栏', 'Entered') },
  { value: '2', label: t('离开围栏', 'Left') },
] as const;

/** The trail around an alarm: five minutes either side. */
export const TRAIL_AROUND_MS = 5 * 60_000;

/** The trail screen's query around an alarm (the contract with /VehicleTrail: carId, start, end). */
export function trailAround(row: Readonly<Record<string, unknown>>): Record<string, string> {
  const time = String(row.alarmTime ?? '');
  const ms = Date.parse(`${time.replace(' ', 'T')}Z`);
  const text = (v: number) => new Date(v).toISOString().slice(0, 19).replace('T', ' ');
  return { carId: String(row.carId ?? ''), start: Number.isFinite(ms) ? text(ms - TRAIL_AROUND_MS) : time, end: Number.isFinite(ms) ? text(ms + TRAIL_AROUND_MS) : time };
}

export const fenceAlarm = defineEntity({
  id: 'FenceReportDeail',
  dataScope: { company: 'companyName' },
  title: t('围栏报警明细', 'Fence alarms'),
  rowKey: 'alarmId',
  base: '/api/fenceAlarm',
  ops: { export: t('围栏报警明细', 'Fence alarms') },
  timeField: 'alarmTime',
  // /FenceReportDetail lists them too: a fence's (or a vehicle's) alarms of the fence report (src/features/fence).
  screens: { list: '/FenceReportDeail', alsoListed: ['/FenceReportDetail'] },
  links: [
    { key: 'where', label: t('位置', 'Where'), open: (row) => `/detailMap?${new URLSearchParams({ fenceId: String(row.fenceId), alarmAt: `${String(row.lng)},${String(row.lat)}` })}` },
    { key: 'trail', label: t('轨迹', 'Trail'), open: (row) => `/VehicleTrail?${new URLSearchParams(trailAround(row))}` },
  ],
  fields: [
    { name: 'alarmTime', type: 'datetime', label: t('报警时间', 'Time'), column: true, sortable: true },
    { name: 'alarmRange', type: 'dateRange', label: t('报警时间', 'Time'), filter: true, names: ['startTime', 'endTime'] },
    { name: 'plate', type: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true },
    { name: 'carId', type: 'text', label: t('车辆编号', 'Vehicle id'), detail: true },
    { name: 'driverName', type: 'text', label: t('司机', 'Driver'), column: true },
    { name: 'fenceId', type: 'text', label: t('围栏编号', 'Fence id'), filter: true, match: 'exact', detail: true },
    { name: 'fenceName', type: 'text', label: t('围栏名称', 'Fence'), filter: true, column: true },
    { name: 'companyName', type: 'text', label: t('所属公司', 'Company'), filter: true, column: true },
    { name: 'alarmKind', type: 'enum', options: FENCE_ALARM_KINDS, label: t('报警类型', 'Kind'), filter: true, column: true },
    { name: 'speed', type: 'decimal', label: t('速度（km/h）', 'Speed (km/h)'), column: true },
    { name: 'lng', type: 'decimal', label: t('经度', 'Longitude'), column: true },
    { name: 'lat', type: 'decimal', label: t('纬度', 'Latitude'), column: true },
    { name: 'place', type: 'text', label: t('位置', 'Place'), column: true },
  ],
});
