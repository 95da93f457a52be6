/**
 * An active-safety alarm (§2 /initiativeVideoMonitorList): raised by a vehicle's ADAS or DSM terminal — fatigue,
 * distraction, a phone call, smoking (the driver camera), lane departure, a forward collision warning (the road
 * camera) — with the driver then at the wheel, the speed, and the clip the terminal uploaded (a few seconds around
 * the moment). Staff watch the clip and mark the alarm handled with what they did.
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces } from '@/lib/validators';
import { defineEntity } from '../define';
import { VIDEO_VEHICLE_OPTIONS } from './channels';

/** The alarm types (JT/T 1078 active safety: ADAS 0x64 and DSM 0x65 events). */
export const SAFETY_ALARM_TYPES = [
  { value: '1', label: t('疲劳驾驶', 'Fatigue'), camera: 'driver' },
  { value: '2', label: t('分心驾驶', 'Distraction'), camera: 'driver' },
  { value: '3', label: t('接打电话', 'Phone call'), camera: 'driver' },
  { value: '4', label: t('抽烟', 'Smoking'), camera: 'driver' },
  { value: '5', label: t('车道偏离', 'Lane departure'), camera: 'front' },
  { value: '6', label: t('前向碰撞预警', 'Forward collision warning'), camera: 'front' },
] as const;

export const ALARM_HANDLE = 'video:alarm:handle';

/** The address parameter naming the alarm whose clip is open. */
export const ALARM_PARAM = 'alarmId';

export const safetyAlarm = defineEntity({
  id: 'safetyAlarms',
  title: t('主动安全报警', 'Active-safety alarms'),
  rowKey: 'alarmId',
  base: '/api/video/alarm',
  ops: { export: t('主动安全报警', 'Active-safety alarms'), detail: true },
  timeField: 'alarmTime',
  status: { field: 'handleStatus' },
  fields: [
    { name: 'alarmNo', type: 'text', label: t('报警编号', 'Alarm no.'), filter: true, column: { width: 170 } },
    { name: 'alarmTime', type: 'datetime', label: t('报警时间', 'Time'), column: { width: 170 }, sortable: true },
    { name: 'carId', type: 'reference', optionsPath: VIDEO_VEHICLE_OPTIONS, display: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true },
    { name: 'driverName', type: 'text', label: t('司机', 'Driver'), filter: true, column: true },
    { name: 'alarmType', type: 'enum', options: SAFETY_ALARM_TYPES.map(({ value, label }) => ({ value, label })), label: t('报警类型', 'Alarm'), filter: true, column: true },
    { name: 'alarmLevel', type: 'enum', options: [{ value: '1', label: t('一级', 'Level 1') }, { value: '2', label: t('二级', 'Level 2') }], label: t('报警级别', 'Level'), filter: true, column: true },
    { name: 'speed', type: 'number', label: t('车速（km/h）', 'Speed (km/h)'), column: true },
    { name: 'terminalNo', type: 'text', label: t('终端编号', 'Terminal no.'), detail: true },
    { name: 'channelName', type: 'text', label: t('通道', 'Channel'), detail: true },
    { name: 'handleStatus', type: 'enum', options: [{ value: '0', label: t('未处理', 'Open') }, { value: '1', label: t('已处理', 'Handled') }], label: t('处理状态', 'State'), filter: true, column: true },
    { name: 'handleRemark', type: 'textarea', label: t('处理意见', 'Action taken'), detail: true, later: true },
    { name: 'handleTime', type: 'datetime', label: t('处理时间', 'Handled at'), detail: true, later: true },
    { name: 'alarmRange', type: 'dateRange', label: t('报警时间', 'Time'), filter: true },
  ],
  // The alarm's clip, played on the screen the list is on (`alarmId` in its address: a link to it can be shared).
  links: [
    {
      key: 'clip', label: t('播放片段', 'Play clip'),
      open: (row, parent) => {
        const [path = '', query = ''] = parent.split('?');
        const q = new URLSearchParams(query);
        q.set(ALARM_PARAM, String(row.alarmId));
        return `${path}?${q.toString()}`;
      },
    },
  ],
  transitions: [
    {
      key: 'handle', label: t('处理', 'Handle'), permission: ALARM_HANDLE, from: [0], to: 1, stamp: 'handleTime',
      refusal: t('该报警已处理', 'This alarm is already handled'),
      fields: [{ name: 'handleRemark', type: 'textarea', label: t('处理意见', 'Action taken'), required: t('请填写处理意见', 'Enter the action taken'), validators: [isNotOnlySpaces, isEmojiFree] }],
      done: t('报警已处理', 'Alarm handled'),
    },
  ],
});
