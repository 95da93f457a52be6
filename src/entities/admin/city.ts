/**
 * The business cities (§2 /BusinessCity) and the opened cities' service configuration (/OpenCityConfig,
 * /CityConfigEdit): the cities of the seeded `cities` collection, the ones the create-order flow and every city
 * filter offer (§7 getDredgeCityDicList answers the opened ones, so opening a city here offers it there at once).
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, numberRange } from '@/lib/validators';
import { openById } from '../common';
import { defineEntity, type EntityField } from '../define';

/** The longest lead time a city may ask before a pick-up (hours): three days. */
export const LEAD_HOURS_CAP = 72;
/** The longest minimum rental a city may set (days). */
export const MIN_RENT_DAYS_CAP = 30;

/** A city's stores as its rows show them (read-only: stores are kept on their own screens). */
export const STORE_FIELDS = [
  { name: 'storeName', type: 'text', label: t('门店名称', 'Store') },
  { name: 'areaName', type: 'text', label: t('所在区域', 'District') },
  { name: 'address', type: 'text', label: t('地址', 'Address') },
  { name: 'phone', type: 'text', label: t('电话', 'Phone') },
  { name: 'businessHours', type: 'text', label: t('营业时间', 'Opening hours') },
  { name: 'storeStatus', type: 'enum', dict: 'store_status', label: t('门店状态', 'Store status') },
] as const satisfies readonly EntityField[];

export const businessCity = defineEntity({
  id: 'BusinessCity',
  title: t('业务城市', 'Business cities'),
  rowKey: 'cityId',
  base: '/api/businessCity',
  ops: { detail: false, export: t('业务城市', 'Business cities') },
  screens: { list: '/BusinessCity' },
  status: { field: 'dredgeState' },
  fields: [
    { name: 'cityName', type: 'text', displayEn: 'cityNameEn', label: t('城市', 'City'), filter: true, column: true },
    { name: 'provinceName', type: 'text', label: t('省份', 'Province'), filter: true, column: true },
    { name: 'platePrefix', type: 'text', label: t('车牌前缀', 'Plate prefix'), column: true },
    { name: 'dredgeState', type: 'enum', dict: 'city_dredge_state', label: t('开通状态', 'Opened'), filter: true, column: true },
    { name: 'storeCount', type: 'number', computed: true, label: t('门店数', 'Stores'), column: true },
    { name: 'openStoreCount', type: 'number', computed: true, label: t('营业中门店', 'Open stores'), column: true },
    { name: 'availableVehicleCount', type: 'number', computed: true, label: t('可租车辆', 'Available vehicles'), column: true },
  ],
  children: [{ name: 'stores', label: t('门店', 'Stores'), fields: STORE_FIELDS }],
  expand: 'stores',
  links: [{ ...openById('config', t('服务配置', 'Service configuration'), '/CityConfigEdit', 'cityId'), when: (row) => row.dredgeState === 1 }],
  transitions: [
    {
      key: 'open', label: t('开通', 'Open'), permission: 'city:status', from: [0], to: 1,
      refusal: t('该城市已开通', 'This city is already opened'),
      confirm: t('开通后该城市将出现在下单和各城市筛选中，确定开通吗？', 'An opened city is offered when placing orders and in every city filter. Open it?'),
      done: t('城市已开通', 'The city is opened'),
    },
    {
      key: 'close', label: t('关闭', 'Close'), permission: 'city:status', danger: true, from: [1], to: 0,
      refusal: t('该城市未开通', 'This city is not opened'),
      confirm: t('关闭后该城市将不再出现在下单和各城市筛选中，确定关闭吗？', 'A closed city is no longer offered when placing orders nor in city filters. Close it?'),
      done: t('城市已关闭', 'The city is closed'),
    },
  ],
});

export const cityConfig = defineEntity({
  id: 'OpenCityConfig',
  title: t('开通城市配置', 'Open cities'),
  rowKey: 'cityId',
  base: '/api/cityConfig',
  ops: { export: t('开通城市配置', 'Open city configuration'), save: true, import: false },
  screens: { list: '/OpenCityConfig', edit: '/CityConfigEdit' },
  sections: [
    { key: 'service', title: t('服务时间', 'Service hours') },
    { key: 'fees', title: t('押金与费用', 'Deposits and fees') },
  ],
  fields: [
    { name: 'cityId', type: 'city', display: 'cityName', label: t('城市', 'City'), filter: true, column: true },
    { name: 'provinceName', type: 'text', label: t('省份', 'Province'), column: true },
    { name: 'serviceStartTime', type: 'time', label: t('服务开始时间', 'Service starts'), section: 'service', column: true, form: true, required: t('请选择服务开始时间', 'Choose when the service starts') },
    {
      name: 'serviceEndTime', type: 'time', label: t('服务结束时间', 'Service ends'), section: 'service', column: true, form: true, required: t('请选择服务结束时间', 'Choose when the service ends'),
      after: { field: 'serviceStartTime', message: t('服务结束时间须晚于服务开始时间', 'The service must end after it starts') },
    },
    { name: 'leadHours', type: 'number', label: t('提前预订（小时）', 'Booking lead time (h)'), section: 'service', column: true, form: true, required: t('请填写提前预订时长', 'Enter the booking lead time'), validators: [numberRange({ min: 0, max: LEAD_HOURS_CAP })] },
    { name: 'minRentDays', type: 'number', label: t('最短租期（天）', 'Minimum rental (days)'), section: 'service', column: true, form: true, required: t('请填写最短租期', 'Enter the minimum rental'), validators: [numberRange({ min: 1, max: MIN_RENT_DAYS_CAP })] },
    { name: 'deposit', type: 'money', label: t('租车押金（元）', 'Rental deposit (CNY)'), section: 'fees', column: true, form: true, required: t('请填写租车押金', 'Enter the rental deposit') },
    { name: 'violationDeposit', type: 'money', label: t('违章押金（元）', 'Traffic-fine deposit (CNY)'), section: 'fees', column: true, form: true, required: t('请填写违章押金', 'Enter the traffic-fine deposit') },
    { name: 'nightSurcharge', type: 'money', label: t('夜间服务费（元/次）', 'Night service fee (CNY)'), section: 'fees', column: true, form: true, required: t('请填写夜间服务费', 'Enter the night service fee') },
    { name: 'deliveryFee', type: 'money', label: t('送车上门费（元/次）', 'Delivery fee (CNY)'), section: 'fees', column: true, form: true },
    { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), form: true, validators: [isEmojiFree] },
    { name: 'updateTime', type: 'datetime', label: t('更新时间', 'Updated'), column: true, sortable: true },
  ],
  children: [{ name: 'stores', label: t('门店', 'Stores'), fields: STORE_FIELDS }],
  expand: 'stores',
  links: [openById('edit', t('编辑', 'Edit'), '/CityConfigEdit', 'cityId')],
});
