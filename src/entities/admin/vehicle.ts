/**
 * A vehicle of the fleet (§2 /Vehicles, /VehiclesDetail, /VehiclesEdit): the worked example of docs/adding-a-screen.md.
 * The same records the create-order flow rents out (only available ones are offered) and the dispatcher's orders
 * name by plate. Staff add and edit vehicles, send one to repair and take it back, and take one out of service.
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, isVin, numberRange } from '@/lib/validators';
import { disableEnable, openById } from '../common';
import { COLOR_OPTIONS } from './basicInfo';
import { refuel } from './refuel';
import { defineEntity } from '../define';
import { branchOrder, checkSheet, scatteredOrder } from '../dispatch';
import { peccancy } from './peccancy';
import { allocation } from './allocation';
import { device } from './device';
import { maintenanceOrder } from '../maintenance/workOrder';
import { EXPIRING_DAYS, insurancePolicy } from '../insurance/policy';
import { accident } from '../insurance/accident';
import { rentOrder } from '../order/rentOrder';

/** The highest odometer reading a form accepts (km). */
export const VEHICLE_MILEAGE_CAP = 2_000_000;

/** The options of the model field: the enabled car models of the basic information (`[{ value: modelId, label }]`). */
export const MODEL_OPTIONS = '/api/vehicle/modelOptions';

/** The fleet by city and operating state, counted as the list filters by `operationState` (§2 /VehicleStatus). */
export const VEHICLE_STATUS_BOARD = '/api/vehicle/statusBoard';

export const vehicle = defineEntity({
  id: 'Vehicles',
  title: t('车辆管理', 'Vehicles'),
  rowKey: 'carId',
  base: '/api/vehicle',
  ops: { export: t('车辆', 'Vehicles'), save: true },
  screens: { list: '/Vehicles', detail: '/VehiclesDetail', add: '/VehiclesEdit', edit: '/VehiclesEdit' },
  addPermission: 'vehicle:add',
  status: { field: 'vehicleStatus', name: 'vehicleStatusName' },
  // A role's data scope (docs/architecture.md "Access"): its owning branch company, its store's department.
  dataScope: { company: 'companyName', dept: 'storeName' },
  remove: { permission: 'vehicle:delete', from: [3], refusal: t('只有已停用的车辆才能删除', 'Only a vehicle out of service can be deleted') },
  sections: [
    { key: 'basic', title: t('基本信息', 'Basic data') },
    { key: 'owner', title: t('归属', 'Ownership') },
    { key: 'licence', title: t('证照与保险', 'Licence and insurance') },
  ],
  fields: [
    { name: 'plate', type: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true, form: true, required: t('请填写车牌号', 'Enter the plate'), unique: t('该车牌号的车辆已存在', 'A vehicle with this plate exists') },
    { name: 'vin', type: 'text', label: t('车架号', 'VIN'), filter: true, column: { width: 190, essential: false }, form: true, required: t('请填写车架号', 'Enter the VIN'), validators: [isVin], unique: t('该车架号的车辆已存在', 'A vehicle with this VIN exists') },
    { name: 'engineNo', type: 'text', label: t('发动机号', 'Engine no.'), detail: true, form: true, required: t('请填写发动机号', 'Enter the engine number'), validators: [isEmojiFree] },
    { name: 'modelId', type: 'reference', optionsPath: MODEL_OPTIONS, display: 'model', label: t('车型', 'Model'), filter: true, column: true, form: true, required: t('请选择车型', 'Choose the model') },
    { name: 'brand', type: 'text', label: t('品牌', 'Make'), detail: true },
    { name: 'seats', type: 'number', label: t('座位数', 'Seats'), detail: true },
    { name: 'energyType', type: 'enum', dict: 'energy_type', label: t('能源类型', 'Energy'), filter: true, column: { essential: false } },
    // The colours of the basic information (/BasicInfoList); the vehicle stores the colour's name.
    { name: 'color', type: 'reference', optionsPath: COLOR_OPTIONS, displayEn: 'colorEn', label: t('车身颜色', 'Colour'), column: { essential: false }, form: true, required: t('请选择车身颜色', 'Choose the colour') },
    { name: 'mileage', type: 'number', label: t('里程（km）', 'Mileage (km)'), column: true, sortable: true, form: true, required: t('请填写里程', 'Enter the mileage'), validators: [numberRange({ min: 0, max: VEHICLE_MILEAGE_CAP })] },
    { name: 'vehicleStatus', type: 'enum', dict: 'vehicle_status', label: t('车辆状态', 'Status'), filter: true, column: true },
    // What the vehicle is doing now (rented, reserved, off-line…): computed by the backend from its orders, its
    // transfer and its GPS terminal, one state a vehicle — the /VehicleStatus board's counts (docs/architecture.md "Fleet").
    { name: 'operationState', type: 'enum', computed: true, dict: 'vehicle_operation_state', label: t('运营状态', 'Operating state'), filter: true, column: true },
    { name: 'repairReason', type: 'text', label: t('送修原因', 'Repair reason'), detail: true },
    { name: 'companyName', type: 'text', label: t('所属公司', 'Company'), section: 'owner', filter: true, column: { essential: false } },
    { name: 'cityId', type: 'city', display: 'cityName', label: t('所在城市', 'City'), section: 'owner', filter: true, column: true, form: true, required: t('请选择所在城市', 'Choose the city') },
    { name: 'storeId', type: 'store', city: 'cityId', display: 'storeName', label: t('所在门店', 'Store'), section: 'owner', filter: true, column: true, form: true, required: t('请选择所在门店', 'Choose the store') },
    { name: 'registerDate', type: 'date', label: t('注册日期', 'Registered'), section: 'licence', detail: true, form: true, required: t('请选择注册日期', 'Choose the registration date') },
    // The end of its latest compulsory policy (the policies of /InsuranceList, docs/architecture.md "Insurance"): computed
    // by the backend from them when it reads, never stored nor edited here — a new policy moves it.
    { name: 'insuranceExpiry', type: 'date', computed: true, label: t('交强险到期', 'Insurance expires'), section: 'licence', column: true, sortable: true, expires: EXPIRING_DAYS },
    { name: 'inspectionExpiry', type: 'date', label: t('年检到期', 'Inspection due'), section: 'licence', detail: true, form: true },
    { name: 'purchasePrice', type: 'money', label: t('购置价（元）', 'Purchase price (CNY)'), section: 'licence', detail: true, form: true },
    { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] },
  ],
  search: { fields: ['plate', 'vin'], detail: ['model', 'storeName'] },
  links: [openById('detail', t('详情', 'Details'), '/VehiclesDetail', 'carId'), { ...openById('edit', t('编辑', 'Edit'), '/VehiclesEdit', 'carId'), permission: 'vehicle:edit' }, openById('trail', t('轨迹', 'Trail'), '/carVehicleTrail', 'carId')],
  transitions: [
    {
      key: 'repair', label: t('送修', 'Send to repair'), permission: 'vehicle:status', from: [1], to: 2,
      refusal: t('只有可租的车辆才能送修', 'Only an available vehicle can be sent to repair'),
      fields: [{ name: 'repairReason', label: t('送修原因', 'Repair reason'), type: 'textarea', required: t('请填写送修原因', 'Enter the reason') }],
      done: t('已送修，该车辆暂不出租', 'Sent to repair; it is not rented out meanwhile'),
    },
    {
      key: 'repaired', label: t('维修完成', 'Repaired'), permission: 'vehicle:status', from: [2], to: 1, set: { repairReason: '' },
      refusal: t('该车辆不在维修中', 'This vehicle is not in repair'),
      confirm: t('确认该车辆已修好、可以出租了吗？', 'Is this vehicle repaired and ready to rent?'),
      done: t('车辆已恢复可租', 'The vehicle is available again'),
    },
    ...disableEnable({
      permission: 'vehicle:status', enabled: 1, disabled: 3, disableFrom: [1, 2], batch: true,
      disable: {
        label: t('停用', 'Take out of service'),
        refusal: t('该车辆已停用', 'This vehicle is already out of service'),
        confirm: t('停用后该车辆将不再出租，确定停用吗？', 'An out-of-service vehicle is no longer rented out. Take it out of service?'),
        done: t('车辆已停用', 'Taken out of service'),
      },
      enable: {
        label: t('启用', 'Put back in service'),
        refusal: t('该车辆未停用', 'This vehicle is in service'),
        confirm: t('确定重新启用该车辆吗？', 'Put this vehicle back in service?'),
        done: t('车辆已启用', 'Back in service'),
      },
    }),
  ],
  related: [
    { key: 'rentOrders', title: t('短租订单', 'Rental orders'), entity: rentOrder, filter: (row) => ({ plate: String(row.plate ?? '') }) },
    { key: 'branchOrders', title: t('分公司订单', 'Branch orders'), entity: branchOrder, filter: (row) => ({ plate: String(row.plate ?? '') }) },
    { key: 'scatteredOrders', title: t('零散订单', 'Ad-hoc orders'), entity: scatteredOrder, filter: (row) => ({ plate: String(row.plate ?? '') }) },
    { key: 'checkSheets', title: t('验车单', 'Inspection sheets'), entity: checkSheet, filter: (row) => ({ plate: String(row.plate ?? '') }) },
    { key: 'refuels', title: t('加油记录', 'Refuelling records'), entity: refuel, filter: (row) => ({ plate: String(row.plate ?? '') }) },
    { key: 'peccancies', title: t('违章', 'Violations'), entity: peccancy, filter: (row) => ({ carId: String(row.carId ?? '') }) },
    { key: 'devices', title: t('车载终端', 'Terminals'), entity: device, filter: (row) => ({ carId: String(row.carId ?? '') }) },
    { key: 'allocations', title: t('调拨记录', 'Transfers'), entity: allocation, filter: (row) => ({ carId: String(row.carId ?? '') }) },
    { key: 'workOrders', title: t('维保工单', 'Work orders'), entity: maintenanceOrder, filter: (row) => ({ carId: String(row.carId ?? '') }) },
    { key: 'policies', title: t('保险保单', 'Insurance policies'), entity: insurancePolicy, filter: (row) => ({ carId: String(row.carId ?? '') }) },
    { key: 'accidents', title: t('事故', 'Accidents'), entity: accident, filter: (row) => ({ carId: String(row.carId ?? '') }) },
  ],
});
