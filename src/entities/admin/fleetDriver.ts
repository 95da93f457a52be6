/**
 * The company's own drivers (§2 /Drivers): chauffeurs and dispatch drivers employed by a branch company, each with
 * a licence class and expiry, a qualification certificate, a team and usually a vehicle they drive most. /Drivers
 * is the only route: the detail opens in a drawer over the list (their trips and history), adding and editing in a
 * dialog. Their trips are ./trip (/TripDetail). Collection `Drivers`; served by ../../mocks/handlers/fleetDrivers.ts.
 * Not the suppliers' ad-hoc drivers (`supplierDriver`, /scatteredDriverInfo).
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, numberRange } from '@/lib/validators';
import { createdRange, createTime, detailDrawer } from '../common';
import { defineEntity, type EntityAction } from '../define';
import { LICENSE_TYPES } from '../supplier/supplierDriver';
import { peccancy } from './peccancy';
import { accident } from '../insurance/accident';
import { trip } from './trip';

/** The vehicles a driver may be given as the one they drive most (`[{ value: carId, label: plate }]`). */
export const DRIVER_CAR_OPTIONS = '/api/driver/carOptions';

/** The days before a licence's or certificate's expiry from which the list warns. */
export const EXPIRY_WARN_DAYS = 30;

const FIELDS = [
  { name: 'driverName', type: 'text', label: t('司机姓名', 'Name'), filter: true, column: true, form: true, required: t('请填写司机姓名', 'Enter the name'), validators: [isEmojiFree] },
  { name: 'mobile', type: 'mobile', label: t('手机号', 'Mobile'), filter: true, column: true, form: true, required: t('请填写手机号', 'Enter the mobile number'), unique: t('该手机号的司机已存在', 'A driver with this mobile number exists') },
  { name: 'idNumber', type: 'idNumber', label: t('身份证号', 'ID number'), detail: true, form: true, required: t('请填写身份证号', 'Enter the ID number'), unique: t('该身份证号的司机已存在', 'A driver with this ID number exists') },
  { name: 'gender', type: 'enum', dict: 'system_user_sex', label: t('性别', 'Gender'), detail: true, form: true },
  { name: 'licenseType', type: 'enum', options: LICENSE_TYPES, label: t('准驾车型', 'Licence class'), filter: true, column: true, form: true, required: t('请选择准驾车型', 'Choose the licence class') },
  { name: 'licenseExpiry', type: 'date', label: t('驾驶证有效期至', 'Licence valid until'), column: true, sortable: true, form: true, required: t('请选择驾驶证有效期', 'Choose the licence expiry date'), expires: EXPIRY_WARN_DAYS },
  { name: 'qualificationNo', type: 'text', label: t('从业资格证号', 'Qualification no.'), detail: true, form: true, validators: [isEmojiFree] },
  { name: 'qualificationExpiry', type: 'date', label: t('资格证有效期至', 'Qualification valid until'), column: true, sortable: true, form: true, expires: EXPIRY_WARN_DAYS },
  { name: 'drivingYears', type: 'number', label: t('驾龄（年）', 'Years driving'), detail: true, form: true, required: t('请填写驾龄', 'Enter the years'), validators: [numberRange({ min: 0, max: 60 })] },
  { name: 'cityId', type: 'city', display: 'cityName', label: t('所在城市', 'City'), filter: true, column: true, form: true, required: t('请选择所在城市', 'Choose the city') },
  { name: 'companyName', type: 'text', label: t('所属公司', 'Company'), filter: true, column: true },
  { name: 'team', type: 'text', label: t('车队', 'Team'), filter: true, column: true, form: true, validators: [isEmojiFree] },
  { name: 'carId', type: 'reference', optionsPath: DRIVER_CAR_OPTIONS, display: 'plate', label: t('常驾车辆', 'Usual vehicle'), filter: true, column: true, form: true },
  { name: 'status', type: 'enum', dict: 'driver_status', label: t('状态', 'Status'), filter: true, column: true },
  { name: 'leaveReason', type: 'text', label: t('离职原因', 'Reason for leaving'), detail: true },
  { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] },
  createTime,
  createdRange,
] as const;

/** The add and edit dialogs: the declared form fields (the same rules as the save, on both sides). */
const FORM = FIELDS.filter((f) => 'form' in f && f.form);

export const fleetDriver = defineEntity({
  id: 'Drivers',
  title: t('司机管理', 'Drivers'),
  rowKey: 'driverId',
  base: '/api/driver',
  ops: { export: t('司机', 'Drivers'), save: true },
  screens: { list: '/Drivers' },
  addPermission: 'driver:add',
  status: { field: 'status', name: 'statusName' },
  // A role's data scope (docs/architecture.md "Access"): the branch company the driver works for.
  dataScope: { company: 'companyName' },
  fields: FIELDS,
  // Found by the route search (Ctrl+K) by name or mobile, opened in its drawer over /Drivers (no detail route).
  search: { fields: ['driverName', 'mobile'], detail: ['mobile', 'companyName'] },
  create: { key: 'add', label: t('新增司机', 'Add driver'), permission: 'driver:add', call: '/api/driver/save', fields: FORM, done: t('司机已添加', 'Driver added') },
  links: [
    detailDrawer,
    { key: 'edit', label: t('编辑', 'Edit'), permission: 'driver:edit', call: '/api/driver/save', fields: FORM, prefill: true, when: (row) => row.status !== 3, done: t('保存成功', 'Saved') } satisfies EntityAction,
  ],
  transitions: [
    {
      key: 'leave', label: t('休假', 'On leave'), permission: 'driver:status', from: [1], to: 2,
      refusal: t('只有在岗的司机才能休假', 'Only a driver on duty can go on leave'),
      confirm: t('休假期间该司机不会被派车，确定吗？', 'A driver on leave is not dispatched. Continue?'),
      done: t('已设为休假', 'On leave'),
    },
    {
      key: 'back', label: t('复岗', 'Back on duty'), permission: 'driver:status', from: [2], to: 1,
      refusal: t('该司机不在休假中', 'This driver is not on leave'),
      confirm: t('确定该司机恢复在岗吗？', 'Put this driver back on duty?'),
      done: t('已恢复在岗', 'Back on duty'),
    },
    {
      key: 'dismiss', label: t('离职', 'Leaves'), permission: 'driver:status', danger: true, from: [1, 2], to: 3,
      refusal: t('该司机已离职', 'This driver has already left'),
      fields: [{ name: 'leaveReason', type: 'textarea', label: t('离职原因', 'Reason for leaving'), required: t('请填写离职原因', 'Enter the reason') }],
      done: t('已办理离职', 'Recorded as left'),
    },
  ],
  related: [
    { key: 'trips', title: t('行程', 'Trips'), entity: trip, filter: (row) => ({ driverId: String(row.driverId ?? '') }) },
    { key: 'peccancies', title: t('违章', 'Violations'), entity: peccancy, filter: (row) => ({ driverId: String(row.driverId ?? '') }) },
    { key: 'accidents', title: t('事故', 'Accidents'), entity: accident, filter: (row) => ({ driverId: String(row.driverId ?? '') }) },
  ],
});
