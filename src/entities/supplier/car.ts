/** A supplier's ad-hoc vehicle (§2 /scatteredCarInfo), added and edited by the supplier. */
import { bi as t } from '@/i18n';
import { isEmojiFree, numberRange } from '@/lib/validators';
import { createdRange, createTime, openRow } from '../common';
import { defineEntity, type EnumOption } from '../define';
import { commonStatus, supplierName } from './fields';

export const ENERGY_TYPES: readonly EnumOption[] = [
  { value: '1', label: t('燃油', 'Petrol') },
  { value: '2', label: t('新能源', 'Electric') },
];

/** The highest odometer reading a form accepts (km). */
export const MILEAGE_CAP = 2_000_000;

export const car = defineEntity({
  id: 'scatteredCarInfo',
  title: t('零散车辆', 'Ad-hoc vehicles'),
  rowKey: 'carId',
  base: '/api/lingsan/supplier/car',
  ops: { export: t('零散车辆', 'Ad-hoc vehicles'), save: true },
  screens: { list: '/scatteredCarInfo', detail: '/carBaseInfo', add: '/carAdd', edit: '/carEdit' },
  fields: [
    { name: 'plate', type: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true, form: true, required: t('请填写车牌号', 'Enter the plate'), unique: t('该车牌号的车辆已存在', 'A vehicle with this plate exists') },
    { name: 'brandModel', type: 'text', label: t('品牌车型', 'Make and model'), filter: true, column: true, form: true, required: t('请填写品牌车型', 'Enter the make and model'), validators: [isEmojiFree] },
    { name: 'color', type: 'text', label: t('车身颜色', 'Colour'), column: true, form: true, required: t('请填写车身颜色', 'Enter the colour') },
    { name: 'seats', type: 'number', label: t('座位数', 'Seats'), column: true, form: true, required: t('请填写座位数', 'Enter the seats'), validators: [numberRange({ min: 2, max: 60 })] },
    { name: 'energyType', type: 'enum', options: ENERGY_TYPES, label: t('能源类型', 'Energy'), filter: true, column: true, form: true, required: t('请选择能源类型', 'Choose the energy type') },
    { name: 'mileage', type: 'number', label: t('里程（km）', 'Mileage (km)'), column: true, form: true, validators: [numberRange({ min: 0, max: MILEAGE_CAP })] },
    commonStatus,
    supplierName,
    createTime,
    createdRange,
  ],
  search: { fields: ['plate'], detail: ['brandModel', 'supplierName'] },
  links: [openRow('detail', t('详情', 'Details'), '/carBaseInfo'), openRow('edit', t('编辑', 'Edit'), '/carEdit')],
});
