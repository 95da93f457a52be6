/**
 * A power station operator (§2 /SopPowerStationOperator): the company whose charging stations our electric vehicles
 * charge at — its contact, its settlement terms (monthly or quarterly, days to pay) and its service fee rate (元/kWh,
 * charged on top of the electricity). Its stations are its child rows (name, city, address, fast and slow piles, the
 * fast piles' power, the electricity unit price). Added and edited in dialogs; a disabled operator's stations are no
 * longer offered for new charging orders.
 */
import { bi as t } from '@/i18n';
import { atMostDecimals, isEmojiFree, isNotOnlySpaces, numberRange } from '@/lib/validators';
import { createdRange, createTime, detailDrawer, disableEnable, saveDialogs } from '../common';
import { defineEntity, type EntityField } from '../define';
import { sopChargingOrder } from './order';

export const OPERATOR_BASE = '/api/charging/operator';
/** The enabled operators `[{ value: operatorName, label }]` (bills are made per operator). */
export const OPERATOR_OPTIONS = `${OPERATOR_BASE}/options`;
export const OPERATOR_PERMISSION = 'chargingOperator:edit';

export const SETTLE_CYCLES = [
  { value: '1', label: t('月结', 'Monthly') },
  { value: '2', label: t('季结', 'Quarterly') },
] as const;

/** The highest service fee rate accepted (元/kWh). */
export const SERVICE_RATE_CAP = 3;

const OPERATOR_FIELDS = [
  {
    name: 'operatorName', type: 'text', label: t('运营商名称', 'Operator'), filter: true, column: { width: 200 }, form: true, required: t('请填写运营商名称', 'Enter the operator name'),
    validators: [isNotOnlySpaces, isEmojiFree], unique: t('该运营商已存在', 'This operator exists'),
  },
  { name: 'contactName', type: 'text', label: t('联系人', 'Contact'), column: true, form: true, required: t('请填写联系人', 'Enter the contact'), validators: [isNotOnlySpaces, isEmojiFree] },
  { name: 'contactPhone', type: 'mobile', label: t('联系电话', 'Mobile'), filter: true, column: true, form: true, required: t('请填写联系电话', 'Enter the mobile') },
  { name: 'settleCycle', type: 'enum', options: SETTLE_CYCLES, label: t('结算周期', 'Settlement'), filter: true, column: true, form: true, required: t('请选择结算周期', 'Choose the settlement cycle') },
  { name: 'payDays', type: 'number', label: t('账期（天）', 'Days to pay'), column: true, form: true, required: t('请填写账期', 'Enter the days to pay'), validators: [numberRange({ min: 0, max: 90 })] },
  {
    name: 'serviceRate', type: 'money', label: t('服务费单价（元/kWh）', 'Service rate (CNY/kWh)'), column: true, form: true, required: t('请填写服务费单价', 'Enter the service rate'),
    validators: [atMostDecimals(2), numberRange({ min: 0, max: SERVICE_RATE_CAP })],
  },
  { name: 'stationCount', type: 'number', label: t('电站数', 'Stations'), column: true },
  { name: 'pileCount', type: 'number', label: t('充电桩数', 'Piles'), column: true },
  { name: 'status', type: 'enum', dict: 'common_status', label: t('状态', 'Status'), filter: true, column: true },
  { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] },
  createTime,
  createdRange,
] as const satisfies readonly EntityField[];

const DIALOGS = saveDialogs({ save: `${OPERATOR_BASE}/save`, fields: OPERATOR_FIELDS, add: t('新增运营商', 'Add operator'), permission: OPERATOR_PERMISSION });

export const powerOperator = defineEntity({
  id: 'SopPowerStationOperator',
  title: t('电站运营商', 'Charging station operators'),
  rowKey: 'operatorId',
  base: OPERATOR_BASE,
  ops: { export: t('电站运营商', 'Charging station operators'), save: true },
  screens: { list: '/SopPowerStationOperator' },
  search: { fields: ['operatorName', 'contactPhone'], detail: ['contactName'] },
  status: { field: 'status', name: 'statusName' },
  sections: [{ key: 'basic', title: t('运营商信息', 'Operator') }, { key: 'stations', title: t('充电站', 'Stations') }],
  fields: OPERATOR_FIELDS,
  children: [
    {
      name: 'stations', label: t('充电站', 'Stations'), section: 'stations',
      fields: [
        { name: 'stationName', type: 'text', label: t('电站名称', 'Station') },
        { name: 'cityName', type: 'text', label: t('所在城市', 'City') },
        { name: 'address', type: 'text', label: t('地址', 'Address') },
        { name: 'fastPiles', type: 'number', label: t('快充桩', 'Fast piles') },
        { name: 'fastPowerKw', type: 'number', label: t('快充功率（kW）', 'Fast power (kW)') },
        { name: 'slowPiles', type: 'number', label: t('慢充桩', 'Slow piles') },
        { name: 'slowPowerKw', type: 'number', label: t('慢充功率（kW）', 'Slow power (kW)') },
        { name: 'electricityPrice', type: 'money', label: t('电价（元/kWh）', 'Electricity (CNY/kWh)') },
      ],
    },
  ],
  related: [{ key: 'orders', title: t('充电订单', 'Charging orders'), entity: sopChargingOrder, filter: (row) => ({ operatorName: String(row.operatorName as string) }) }],
  create: DIALOGS.create,
  links: [detailDrawer, DIALOGS.edit],
  transitions: disableEnable({
    permission: OPERATOR_PERMISSION, enabled: 0, disabled: 1,
    disable: {
      refusal: t('该运营商已停用', 'This operator is already disabled'),
      confirm: t('停用后该运营商的电站将不能再用于新增充电订单，确定停用吗？', 'Its stations will no longer be offered for new charging orders. Disable it?'),
      done: t('运营商已停用', 'Disabled'),
    },
    enable: { refusal: t('该运营商未停用', 'This operator is enabled'), confirm: t('确定启用该运营商吗？', 'Enable this operator?'), done: t('运营商已启用', 'Enabled') },
  }),
});
