/**
 * Common addresses (§2 /CommonAdderss 常用地址, the spec's spelling): the places staff pick again and again — a
 * client's office, a station's pick-up point, a repair shop — with the city (an opened one), the address, who to
 * ask for there, and the coordinates (WGS-84, 6 decimals; a map picker comes with the maps). Added and edited in a
 * dialog on the list; a disabled address is kept but no longer offered, and only a disabled one can be deleted.
 */
import { bi as t } from '@/i18n';
import { atMostDecimals, isEmojiFree, isNotOnlySpaces, numberRange } from '@/lib/validators';
import { createdRange, createTime, disableEnable, saveDialogs } from '../common';
import { defineEntity, type EntityField } from '../define';
import { SAMPLES } from '../sample';

/** Mainland China's longitudes and latitudes (the company's cities are there). */
export const LONGITUDE_RANGE = { min: 73, max: 136 } as const;
export const LATITUDE_RANGE = { min: 3, max: 54 } as const;

const ADDRESS_FIELDS = [
  {
    name: 'addressName', type: 'text', label: t('地址名称', 'Name'), filter: true, column: { width: 180 }, sortable: true, form: true, required: t('请填写地址名称', 'Enter the name'),
    validators: [isNotOnlySpaces, isEmojiFree], unique: t('该地址名称已存在', 'An address with this name exists'),
  },
  { name: 'cityId', type: 'city', display: 'cityName', label: t('所在城市', 'City'), filter: true, column: true, form: true, required: t('请选择所在城市', 'Choose the city') },
  { name: 'address', type: 'text', label: t('详细地址', 'Address'), filter: true, column: { width: 240 }, form: true, required: t('请填写详细地址', 'Enter the address'), validators: [isNotOnlySpaces, isEmojiFree] },
  { name: 'contactName', type: 'text', label: t('联系人', 'Contact'), column: true, form: true, required: t('请填写联系人', 'Enter the contact'), validators: [isNotOnlySpaces, isEmojiFree], sample: SAMPLES.personName },
  { name: 'contactPhone', type: 'mobile', label: t('联系电话', 'Mobile'), filter: true, column: true, form: true, required: t('请填写联系电话', 'Enter the mobile') },
  {
    name: 'longitude', type: 'decimal', label: t('经度', 'Longitude'), column: true, form: true, required: t('请填写经度', 'Enter the longitude'),
    validators: [atMostDecimals(6), numberRange(LONGITUDE_RANGE)],
  },
  {
    name: 'latitude', type: 'decimal', label: t('纬度', 'Latitude'), column: true, form: true, required: t('请填写纬度', 'Enter the latitude'),
    validators: [atMostDecimals(6), numberRange(LATITUDE_RANGE)],
  },
  { name: 'status', type: 'enum', dict: 'common_status', label: t('状态', 'Status'), filter: true, column: true },
  { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), column: true, form: true, validators: [isEmojiFree] },
  createTime,
  createdRange,
] as const satisfies readonly EntityField[];

const DIALOGS = saveDialogs({ save: '/api/commonAddress/save', fields: ADDRESS_FIELDS, add: t('新增地址', 'Add address'), permission: 'commonAddress:edit' });

export const commonAddress = defineEntity({
  id: 'CommonAdderss',
  title: t('常用地址', 'Common addresses'),
  rowKey: 'addressId',
  base: '/api/commonAddress',
  ops: { export: t('常用地址', 'Common addresses'), save: true },
  screens: { list: '/CommonAdderss' },
  status: { field: 'status', name: 'statusName' },
  remove: { permission: 'commonAddress:delete', from: [1], refusal: t('请先停用该地址再删除', 'Disable the address before deleting it') },
  fields: ADDRESS_FIELDS,
  create: DIALOGS.create,
  links: [DIALOGS.edit],
  transitions: disableEnable({
    permission: 'commonAddress:edit', enabled: 0, disabled: 1,
    disable: {
      refusal: t('该地址已停用', 'This address is already disabled'),
      confirm: t('停用后该地址将不能再被选用，确定停用吗？', 'A disabled address can no longer be chosen. Disable it?'),
      done: t('地址已停用', 'Disabled'),
    },
    enable: { refusal: t('该地址未停用', 'This address is enabled'), confirm: t('确定启用该地址吗？', 'Enable this address?'), done: t('地址已启用', 'Enabled') },
  }),
});
