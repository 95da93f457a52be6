/**
 * The provinces the service supports (§2 /supportProvinces): one row per licence-plate province of the §2 province
 * picker (its abbreviation and the picker's group), enabled or disabled with a confirmation. A province with opened
 * business cities (/BusinessCity) cannot be disabled; their number is computed from the cities, not stored.
 *
 * The plate inputs' province picker (src/components/PlateInput.tsx) still offers every province: a vehicle may carry
 * a plate of any province wherever it serves, and the picker is on many screens (forms and filters).
 */
import { bi as t } from '@/i18n';
import { disableEnable } from '../common';
import { defineEntity } from '../define';

export const province = defineEntity({
  id: 'supportProvinces',
  title: t('支持省份', 'Supported provinces'),
  rowKey: 'provinceId',
  base: '/api/lingsan/province',
  ops: { detail: false, export: t('支持省份', 'Supported provinces') },
  screens: { list: '/supportProvinces' },
  status: { field: 'status', name: 'statusName' },
  pageSize: 40,
  fields: [
    { name: 'provinceName', type: 'text', label: t('省份', 'Province'), filter: true, column: true },
    { name: 'plateChar', type: 'text', label: t('车牌简称', 'Plate abbreviation'), filter: true, column: true },
    { name: 'pickerGroup', type: 'text', label: t('选择器分组', 'Picker group'), column: true },
    { name: 'cityCount', type: 'number', label: t('已开通业务城市', 'Opened business cities'), column: true },
    { name: 'status', type: 'enum', dict: 'common_status', label: t('状态', 'Status'), filter: true, column: true },
    { name: 'updateTime', type: 'datetime', label: t('更新时间', 'Updated'), column: true },
  ],
  recordLabel: 'provinceName',
  transitions: disableEnable({
    permission: 'supportProvinces:status', enabled: 0, disabled: 1, batch: true, stamp: 'updateTime',
    disable: {
      refusal: t('该省份已停用', 'This province is already disabled'),
      confirm: t('停用后该省份将不再提供服务，确定停用吗？', 'The service will no longer be offered in this province. Disable it?'),
      done: t('省份已停用', 'Disabled'),
    },
    enable: {
      refusal: t('该省份已启用', 'This province is already enabled'),
      confirm: t('启用后该省份将开始提供服务，确定启用吗？', 'The service will be offered in this province. Enable it?'),
      done: t('省份已启用', 'Enabled'),
    },
  }),
});

/** The refusal of disabling a province whose business cities are opened. */
export const PROVINCE_HAS_CITIES = t('该省份有已开通的业务城市，不能停用', 'This province has opened business cities: it cannot be disabled');
