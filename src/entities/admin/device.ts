/**
 * A terminal of the fleet (§2 /Devices): a GPS terminal reporting a vehicle's position, or a video terminal (ADAS,
 * driver monitoring, a cabin recorder) with its cameras' channels; each with its SIM card. Staff register terminals
 * (one by one or imported), bind a terminal to a vehicle and unbind it, and delete a spare one. The terminal itself
 * reports its on-line state and the time of its last report. A vehicle holds at most one GPS terminal (the board's
 * "off-line" is its GPS terminal's state); several video terminals may share a vehicle.
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, isIccid, isNotOnlySpaces, isSimNo, isTerminalNo, numberRange } from '@/lib/validators';
import { createdRange, createTime } from '../common';
import { defineEntity, type ActionField } from '../define';

const BASE = '/api/device';

/** The vehicles a terminal may be bound to (`[{ value: carId, label: plate · store · its GPS terminal }]`). */
export const DEVICE_VEHICLE_OPTIONS = '/api/device/vehicleOptions';

/** The device types (dictionary device_type). */
export const DEVICE_GPS = 1;
export const DEVICE_VIDEO = 2;

/** The most channels a video terminal records. */
export const VIDEO_CHANNELS_MAX = 16;

/** A video terminal needs its channels (the dialog asks for them when the type is video; the backend refuses without). */
export const CHANNELS_REQUIRED = t('请填写视频通道数', 'Enter the number of video channels');

/** The refusal of a second GPS terminal on a vehicle (`{plate}`, `{terminalNo}`: the one it holds). */
export const SECOND_GPS = t('车辆{plate}已绑定GPS终端{terminalNo}，一辆车只能绑定一个GPS终端', 'Vehicle {plate} already holds GPS terminal {terminalNo}: a vehicle holds one GPS terminal');

const terminalNo = {
  name: 'terminalNo', type: 'text', label: t('终端编号', 'Terminal no.'), filter: true, column: true, form: true,
  required: t('请填写终端编号', 'Enter the terminal number'), validators: [isTerminalNo], unique: t('该终端编号已存在', 'A terminal with this number exists'),
} as const;
const deviceType = { name: 'deviceType', type: 'enum', dict: 'device_type', label: t('设备类型', 'Type'), filter: true, column: true, form: true, required: t('请选择设备类型', 'Choose the type') } as const;
const deviceModel = {
  name: 'deviceModel', type: 'text', label: t('设备型号', 'Model'), filter: true, column: true, form: true,
  required: t('请填写设备型号', 'Enter the model'), validators: [isNotOnlySpaces, isEmojiFree],
} as const;
const manufacturer = { name: 'manufacturer', type: 'text', label: t('生产厂商', 'Maker'), column: true, form: true, validators: [isNotOnlySpaces, isEmojiFree] } as const;
const simNo = {
  name: 'simNo', type: 'text', label: t('SIM卡号', 'SIM no.'), filter: true, column: true, form: true,
  required: t('请填写SIM卡号', 'Enter the SIM number'), validators: [isSimNo], unique: t('该SIM卡号已被其他终端使用', 'Another terminal uses this SIM number'),
} as const;
const iccid = {
  name: 'iccid', type: 'text', label: t('ICCID', 'ICCID'), column: { width: 200 }, form: true,
  required: t('请填写ICCID', 'Enter the ICCID'), validators: [isIccid], unique: t('该ICCID已被其他终端使用', 'Another terminal uses this ICCID'),
} as const;
const channels = { name: 'channels', type: 'number', label: t('视频通道数', 'Video channels'), column: true, form: true, validators: [numberRange({ min: 1, max: VIDEO_CHANNELS_MAX })] } as const;
const remark = { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] } as const;

/** The add and edit dialogs' fields: the form fields, the channels required for a video terminal. */
const dialogFields: readonly ActionField[] = [
  terminalNo, deviceType, deviceModel, manufacturer, simNo, iccid,
  { ...channels, required: CHANNELS_REQUIRED, requiredWhen: { field: 'deviceType', value: String(DEVICE_VIDEO) } },
  remark,
];

export const device = defineEntity({
  id: 'Devices',
  title: t('设备管理', 'Devices'),
  rowKey: 'deviceId',
  base: BASE,
  ops: { export: t('车载终端', 'Terminals'), save: true },
  screens: { list: '/Devices' },
  addPermission: 'device:add',
  status: { field: 'bindStatus', name: 'bindStatusName' },
  remove: { permission: 'device:delete', from: [0], refusal: t('只有未绑定车辆的终端才能删除，请先解绑', 'Only a terminal bound to no vehicle can be deleted: unbind it first') },
  fields: [
    terminalNo,
    deviceType,
    deviceModel,
    manufacturer,
    simNo,
    iccid,
    channels,
    { name: 'bindStatus', type: 'enum', dict: 'device_bind_status', label: t('绑定状态', 'Binding'), filter: true, column: true },
    {
      name: 'carId', type: 'reference', optionsPath: DEVICE_VEHICLE_OPTIONS, display: 'plate', label: t('绑定车辆', 'Vehicle'), filter: true, column: true,
    },
    // The bound vehicle's store as it is now (computed by the backend when it reads: a transfer moves it).
    { name: 'storeName', type: 'text', computed: true, label: t('车辆所在门店', "Vehicle's store"), column: true },
    { name: 'onlineState', type: 'enum', dict: 'device_online', label: t('在线状态', 'On-line'), filter: true, column: true },
    { name: 'lastReportTime', type: 'datetime', label: t('最后上报时间', 'Last report'), column: { width: 170 }, sortable: true },
    { name: 'bindTime', type: 'datetime', label: t('绑定时间', 'Bound on'), column: { width: 170 } },
    remark,
    createTime,
    createdRange,
  ],
  recordLabel: 'terminalNo',
  create: { key: 'add', label: t('新增终端', 'Add terminal'), permission: 'device:add', call: `${BASE}/save`, fields: dialogFields, done: t('终端已登记', 'Terminal registered') },
  links: [{ key: 'edit', label: t('编辑', 'Edit'), permission: 'device:add', call: `${BASE}/save`, fields: dialogFields, prefill: true, done: t('保存成功', 'Saved') }],
  transitions: [
    {
      key: 'bind', label: t('绑定车辆', 'Bind to a vehicle'), permission: 'device:bind', from: [0], to: 1, stamp: 'bindTime',
      refusal: t('该终端已绑定车辆，请先解绑', 'This terminal is bound to a vehicle: unbind it first'),
      fields: [{ name: 'carId', type: 'reference', optionsPath: DEVICE_VEHICLE_OPTIONS, display: 'plate', label: t('车辆', 'Vehicle'), required: t('请选择要绑定的车辆', 'Choose the vehicle') }],
      done: t('终端已绑定车辆', 'Bound to the vehicle'),
    },
    {
      key: 'unbind', label: t('解绑', 'Unbind'), permission: 'device:bind', danger: true, from: [1], to: 0, set: { carId: '', plate: '', bindTime: '' },
      refusal: t('该终端未绑定车辆', 'This terminal is bound to no vehicle'),
      confirm: t('解绑后该终端不再上报这辆车的位置和视频，确定解绑吗？', "Once unbound, the terminal no longer reports this vehicle's position or video. Unbind it?"),
      done: t('终端已解绑', 'Unbound'),
    },
  ],
});
