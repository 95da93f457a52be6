/**
 * Electronic fences (issue 23 item 5; §2 /electronicfencepage, /addmap, /editMap, /detailMap, /sopFenceList): an
 * area drawn on the map — a polygon, a rectangle or a circle (centre and radius in metres) — stored as a WGS-84
 * GeoJSON Feature (src/lib/geo.ts), the vehicles bound to it (the fleet of /Vehicles that carry a GPS terminal), when
 * it watches them (days of the week, hours of the day) and what raises an alarm (entering, leaving or both). The demo
 * backend derives its alarms from the GPS feed (src/mocks/gps/fenceAlarms.ts; ./fenceAlarm.ts is their list).
 */
import { bi as t } from '@/i18n';
import { isEmojiFree } from '@/lib/validators';
import { createTime, disableEnable, openById } from '../common';
import { defineEntity } from '../define';
import { fenceAlarm } from './fenceAlarm';

/** The vehicles a fence can watch (a bound GPS terminal): `[{ value: carId, label: 'plate model' }]`. */
export const FENCE_VEHICLE_OPTIONS = '/api/fence/vehicleOptions';
/** The enabled companies (/companyList): `[{ value: companyName, label: companyName }]`. */
export const FENCE_COMPANY_OPTIONS = '/api/fence/companyOptions';

export const FENCE_ENABLED = 0;
export const FENCE_DISABLED = 1;

/** What raises an alarm. */
export const FENCE_ALARM_TYPES = [
  { value: '1', label: t('进入报警', 'On entry') },
  { value: '2', label: t('离开报警', 'On exit') },
  { value: '3', label: t('进出均报警', 'On entry and exit') },
] as const;

export const SHAPE_TYPES = [
  { value: 'polygon', label: t('多边形', 'Polygon') },
  { value: 'circle', label: t('圆形', 'Circle') },
  { value: 'rectangle', label: t('矩形', 'Rectangle') },
] as const;

/** Days of the week, ISO numbering (1 Monday … 7 Sunday). */
export const WEEK_DAYS = [
  { value: '1', label: t('周一', 'Mon') },
  { value: '2', label: t('周二', 'Tue') },
  { value: '3', label: t('周三', 'Wed') },
  { value: '4', label: t('周四', 'Thu') },
  { value: '5', label: t('周五', 'Fri') },
  { value: '6', label: t('周六', 'Sat') },
  { value: '7', label: t('周日', 'Sun') },
] as const;

export const fence = defineEntity({
  id: 'electronicfencepage',
  title: t('电子围栏', 'Electronic fences'),
  rowKey: 'fenceId',
  base: '/api/fence',
  ops: { export: t('电子围栏', 'Fences'), save: true },
  screens: { list: '/electronicfencepage', detail: '/detailMap', add: '/addmap', edit: '/editMap' },
  addPermission: 'fence:add',
  status: { field: 'status', name: 'statusName' },
  remove: { permission: 'fence:delete', from: [FENCE_DISABLED], refusal: t('只有已停用的围栏才能删除', 'Only a disabled fence can be deleted') },
  sections: [
    { key: 'basic', title: t('基本信息', 'Basic data') },
    { key: 'area', title: t('围栏区域', 'Area') },
    { key: 'rule', title: t('报警规则', 'Alarm rule') },
  ],
  fields: [
    { name: 'fenceName', type: 'text', label: t('围栏名称', 'Name'), filter: true, column: true, sortable: true, form: true, required: t('请填写围栏名称', 'Enter the fence name'), validators: [isEmojiFree], unique: t('该围栏名称已存在', 'A fence with this name exists') },
    { name: 'companyName', type: 'reference', optionsPath: FENCE_COMPANY_OPTIONS, label: t('所属公司', 'Company'), filter: true, column: true, form: true, required: t('请选择所属公司', 'Choose the company') },
    { name: 'shapeType', type: 'enum', options: SHAPE_TYPES, label: t('形状', 'Shape'), filter: true, column: true, section: 'area' },
    { name: 'radius', type: 'number', label: t('半径（米）', 'Radius (m)'), detail: true, section: 'area' },
    { name: 'shape', type: 'geoShape', label: t('围栏区域', 'Area'), section: 'area', detail: true, form: true, required: t('请在地图上绘制围栏', 'Draw the fence on the map') },
    { name: 'alarmType', type: 'enum', options: FENCE_ALARM_TYPES, label: t('报警类型', 'Alarm on'), section: 'rule', filter: true, column: true, form: true, required: t('请选择报警类型', 'Choose when to raise an alarm') },
    { name: 'activeDays', type: 'multi', options: WEEK_DAYS, label: t('生效日', 'Active days'), section: 'rule', column: true, form: true, required: t('请选择生效日', 'Choose the active days') },
    { name: 'startTime', type: 'time', label: t('生效开始时间', 'Active from'), section: 'rule', column: true, form: true, required: t('请选择生效开始时间', 'Choose the start time') },
    { name: 'endTime', type: 'time', label: t('生效结束时间', 'Active until'), section: 'rule', column: true, form: true, required: t('请选择生效结束时间', 'Choose the end time'), after: { field: 'startTime', message: t('生效结束时间须晚于开始时间', 'The end time must be after the start time') } },
    { name: 'carCount', type: 'number', label: t('绑定车辆数', 'Vehicles'), column: true },
    { name: 'status', type: 'enum', dict: 'common_status', label: t('状态', 'Status'), filter: true, column: true },
    { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] },
    createTime,
  ],
  children: [
    {
      name: 'cars', label: t('绑定车辆', 'Bound vehicles'), section: 'rule', form: true, max: 200,
      fields: [{ name: 'carId', type: 'reference', optionsPath: FENCE_VEHICLE_OPTIONS, display: 'plate', label: t('车辆', 'Vehicle'), required: t('请选择车辆', 'Choose the vehicle') }],
    },
  ],
  search: { fields: ['fenceName'], detail: ['companyName'] },
  links: [openById('detail', t('详情', 'Details'), '/detailMap', 'fenceId'), openById('edit', t('编辑', 'Edit'), '/editMap', 'fenceId')],
  transitions: [
    ...disableEnable({
      permission: 'fence:status', enabled: FENCE_ENABLED, disabled: FENCE_DISABLED,
      disable: {
        refusal: t('该围栏已停用', 'This fence is already disabled'),
        confirm: t('停用后该围栏将不再产生报警，确定停用吗？', 'A disabled fence raises no alarms. Disable it?'),
        done: t('围栏已停用', 'Fence disabled'),
      },
      enable: {
        refusal: t('该围栏未停用', 'This fence is enabled'),
        confirm: t('确定启用该围栏吗？', 'Enable this fence?'),
        done: t('围栏已启用', 'Fence enabled'),
      },
    }),
  ],
  related: [{ key: 'alarms', title: t('围栏报警', 'Fence alarms'), entity: fenceAlarm, filter: (row) => ({ fenceId: String(row.fenceId ?? '') }) }],
});
