/**
 * A supplier's ad-hoc driver (§2 /scatteredDriverInfo; collection `scatteredDrivers`), added and edited by the supplier —
 * not the company's own drivers (`fleetDriver`, /Drivers, ../admin/fleetDriver.ts).
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, numberRange } from '@/lib/validators';
import { createdRange, createTime, openRow } from '../common';
import { defineEntity, type EnumOption } from '../define';
import { commonStatus, supplierName } from './fields';

/** The driving licence classes (GB licence classes a rental driver may hold). */
export const LICENSE_TYPES: readonly EnumOption[] = ['A1', 'A2', 'B1', 'B2', 'C1'].map((v) => ({ value: v, label: t(v, v) }));

/**
 * The most seats of a passenger vehicle each licence class may drive (GB): a C1 up to 9 seats; a B1 (a medium bus)
 * 10–19, and the A2 covers the B1; an A1 (a large bus) any; the B2 (a truck) covers only the C1.
 */
const LICENCE_SEATS: Readonly<Record<string, number>> = { A1: Number.POSITIVE_INFINITY, A2: 19, B1: 19, B2: 9, C1: 9 };

/** Whether a driver of this licence class may drive a vehicle of this many seats (the dispatch's driver choices). */
export function licenceAllows(licenseType: string, seats: number): boolean {
  return seats <= (LICENCE_SEATS[licenseType] ?? 0);
}

export const supplierDriver = defineEntity({
  id: 'scatteredDriverInfo',
  title: t('零散司机', 'Ad-hoc drivers'),
  rowKey: 'driverId',
  base: '/api/lingsan/supplier/driver',
  ops: { export: t('零散司机', 'Ad-hoc drivers'), save: true },
  screens: { list: '/scatteredDriverInfo', detail: '/driverBaseInfo', add: '/driverInfoHandleAdd', edit: '/driverInfoHandleEdit' },
  fields: [
    { name: 'driverName', type: 'text', label: t('司机姓名', 'Name'), filter: true, column: true, form: true, required: t('请填写司机姓名', 'Enter the name'), validators: [isEmojiFree] },
    { name: 'mobile', type: 'mobile', label: t('手机号', 'Mobile'), filter: true, column: true, form: true, required: t('请填写手机号', 'Enter the mobile number'), unique: t('该手机号的司机已存在', 'A driver with this mobile number exists') },
    { name: 'idNumber', type: 'idNumber', label: t('身份证号', 'ID number'), column: true, form: true, required: t('请填写身份证号', 'Enter the ID number') },
    { name: 'licenseType', type: 'enum', options: LICENSE_TYPES, label: t('准驾车型', 'Licence class'), filter: true, column: true, form: true, required: t('请选择准驾车型', 'Choose the licence class') },
    { name: 'drivingYears', type: 'number', label: t('驾龄（年）', 'Years driving'), column: true, form: true, required: t('请填写驾龄', 'Enter the years'), validators: [numberRange({ min: 0, max: 60 })] },
    commonStatus,
    { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), form: true, detail: true, validators: [isEmojiFree] },
    supplierName,
    createTime,
    createdRange,
  ],
  search: { fields: ['driverName', 'mobile'], detail: ['mobile', 'supplierName'] },
  links: [openRow('detail', t('详情', 'Details'), '/driverBaseInfo'), openRow('edit', t('编辑', 'Edit'), '/driverInfoHandleEdit')],
});
