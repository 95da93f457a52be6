/**
 * The supplier's screens (§2 supplier and provider screens and their row-as-JSON screens): demand orders
 * dispatched to the supplier, its ad-hoc drivers and vehicles (added and edited here), its ad-hoc bills and their
 * orders. A supplier account sees its own rows only (the demo backend scopes them).
 */
import { defineEntity, type EntityAction, type EntityField } from '@/components/entity/schema';
import { bi, type Bilingual } from '@/i18n';
import { DEMAND_ORDER_FIELDS } from '@/features/dispatch/schemas';
import { rowHref } from '@/lib/rowQuery';
import { isEmojiFree, isIdNumber, isMobile, isNonNegativeInteger, isPlate, numberRange } from '@/lib/validators';

const t = bi;
type Row = Record<string, unknown>;

const createdRange: EntityField = { name: 'createRange', type: 'dateRange', label: t('创建时间', 'Created'), filter: true };
const createTime: EntityField = { name: 'createTime', type: 'text', label: t('创建时间', 'Created'), column: true };
const supplierName: EntityField = { name: 'supplierName', type: 'text', label: t('供应商', 'Supplier'), column: true };
const status: EntityField = { name: 'status', type: 'enum', dict: 'common_status', label: t('状态', 'Status'), filter: true, column: true, form: true };
const open = (key: string, label: Bilingual, path: string): EntityAction<Row> => ({ key, label, open: (row, parent) => rowHref(path, row, parent) });

export const supplierDemandOrderSchema = defineEntity<Row>({
  id: 'supplierDemandOrder',
  title: t('需求订单', 'Demand orders'),
  rowKey: 'demandOrderId',
  endpoints: {
    list: { path: '/api/lingsan/supplier/demandOrder/list' },
    detail: { path: '/api/lingsan/supplier/demandOrder/detail' },
    export: { path: '/api/lingsan/supplier/demandOrder/export', name: t('需求订单', 'Demand orders') },
  },
  fields: [...DEMAND_ORDER_FIELDS.map((f) => (f.name === 'supplierName' ? supplierName : f)), createTime, createdRange],
  actions: [open('detail', t('详情', 'Details'), '/supplierOrderDetail')],
});

export const LICENSE_TYPES = ['A1', 'A2', 'B1', 'B2', 'C1'].map((v) => ({ value: v, label: t(v, v) }));

export const driverSchema = defineEntity<Row>({
  id: 'scatteredDriverInfo',
  title: t('零散司机', 'Ad-hoc drivers'),
  rowKey: 'driverId',
  endpoints: {
    list: { path: '/api/lingsan/supplier/driver/list' },
    detail: { path: '/api/lingsan/supplier/driver/detail' },
    export: { path: '/api/lingsan/supplier/driver/export', name: t('零散司机', 'Ad-hoc drivers') },
    save: { path: '/api/lingsan/supplier/driver/save' },
  },
  fields: [
    { name: 'driverName', type: 'text', label: t('司机姓名', 'Name'), filter: true, column: true, form: true, required: t('请填写司机姓名', 'Enter the name'), validators: [isEmojiFree] },
    { name: 'mobile', type: 'text', label: t('手机号', 'Mobile'), filter: true, column: true, form: true, required: t('请填写手机号', 'Enter the mobile number'), validators: [isMobile] },
    { name: 'idNumber', type: 'text', label: t('身份证号', 'ID number'), column: true, form: true, required: t('请填写身份证号', 'Enter the ID number'), validators: [isIdNumber] },
    { name: 'licenseType', type: 'enum', options: LICENSE_TYPES, label: t('准驾车型', 'Licence class'), filter: true, column: true, form: true, required: t('请选择准驾车型', 'Choose the licence class') },
    { name: 'drivingYears', type: 'number', label: t('驾龄（年）', 'Years driving'), column: true, form: true, required: t('请填写驾龄', 'Enter the years'), validators: [isNonNegativeInteger, numberRange({ min: 0, max: 60 })] },
    status,
    { name: 'remark', type: 'text', label: t('备注', 'Remark'), form: true, detail: true, validators: [isEmojiFree] },
    supplierName,
    createTime,
    createdRange,
  ],
  actions: [open('detail', t('详情', 'Details'), '/driverBaseInfo'), open('edit', t('编辑', 'Edit'), '/driverInfoHandleEdit')],
});

export const ENERGY_TYPES = [
  { value: '1', label: t('燃油', 'Petrol') },
  { value: '2', label: t('新能源', 'Electric') },
];

export const carSchema = defineEntity<Row>({
  id: 'scatteredCarInfo',
  title: t('零散车辆', 'Ad-hoc vehicles'),
  rowKey: 'carId',
  endpoints: {
    list: { path: '/api/lingsan/supplier/car/list' },
    detail: { path: '/api/lingsan/supplier/car/detail' },
    export: { path: '/api/lingsan/supplier/car/export', name: t('零散车辆', 'Ad-hoc vehicles') },
    save: { path: '/api/lingsan/supplier/car/save' },
  },
  fields: [
    { name: 'plate', type: 'text', label: t('车牌号', 'Plate'), filter: true, column: true, form: true, required: t('请填写车牌号', 'Enter the plate'), validators: [isPlate] },
    { name: 'brandModel', type: 'text', label: t('品牌车型', 'Make and model'), filter: true, column: true, form: true, required: t('请填写品牌车型', 'Enter the make and model'), validators: [isEmojiFree] },
    { name: 'color', type: 'text', label: t('车身颜色', 'Colour'), column: true, form: true, required: t('请填写车身颜色', 'Enter the colour') },
    { name: 'seats', type: 'number', label: t('座位数', 'Seats'), column: true, form: true, required: t('请填写座位数', 'Enter the seats'), validators: [isNonNegativeInteger, numberRange({ min: 2, max: 60 })] },
    { name: 'energyType', type: 'enum', options: ENERGY_TYPES, label: t('能源类型', 'Energy'), filter: true, column: true, form: true, required: t('请选择能源类型', 'Choose the energy type') },
    { name: 'mileage', type: 'number', label: t('里程（km）', 'Mileage (km)'), column: true, form: true, validators: [isNonNegativeInteger] },
    status,
    supplierName,
    createTime,
    createdRange,
  ],
  actions: [open('detail', t('详情', 'Details'), '/carBaseInfo'), open('edit', t('编辑', 'Edit'), '/carEdit')],
});

export const BILL_STATUSES = [
  { value: '1', label: t('待对账', 'Awaiting reconciliation') },
  { value: '2', label: t('已对账', 'Reconciled') },
  { value: '3', label: t('已结算', 'Settled') },
];

export const scatteredBillSchema = defineEntity<Row>({
  id: 'supplierScatteredBillSec',
  title: t('零散账单', 'Ad-hoc bills'),
  rowKey: 'billId',
  endpoints: {
    list: { path: '/api/lingsan/supplier/bill/list' },
    detail: { path: '/api/lingsan/supplier/bill/detail' },
    export: { path: '/api/lingsan/supplier/bill/export', name: t('零散账单', 'Ad-hoc bills') },
  },
  fields: [
    { name: 'billNo', type: 'text', label: t('账单号', 'Bill no.'), filter: true, column: true },
    { name: 'billMonth', type: 'text', label: t('账单月份', 'Month'), column: true },
    { name: 'billStatus', type: 'enum', options: BILL_STATUSES, label: t('账单状态', 'Status'), filter: true, column: true },
    { name: 'orderCount', type: 'number', label: t('订单数', 'Orders'), column: true },
    { name: 'billAmount', type: 'money', label: t('账单金额（元）', 'Amount (CNY)'), column: true },
    supplierName,
    createTime,
    createdRange,
  ],
  actions: [open('detail', t('详情', 'Details'), '/scatterBillDetail'), open('items', t('账单明细', 'Orders'), '/scatterBillList')],
});

/** A bill's orders (the supplier's platform ad-hoc orders), listed on /scatterBillList. */
export const supplierOrderSchema = defineEntity<Row>({
  id: 'scatterBillList',
  title: t('零散账单明细', 'Ad-hoc bill items'),
  rowKey: 'orderId',
  endpoints: {
    list: { path: '/api/lingsan/supplier/order/list' },
    export: { path: '/api/lingsan/supplier/order/export', name: t('零散账单明细', 'Ad-hoc bill items') },
  },
  fields: [
    { name: 'orderNo', type: 'text', label: t('订单号', 'Order no.'), filter: true, column: true },
    { name: 'orderStatus', type: 'enum', dict: 'scattered_order_status', label: t('订单状态', 'Status'), filter: true, column: true },
    { name: 'customerName', type: 'text', label: t('客户', 'Customer'), column: true },
    { name: 'plate', type: 'text', label: t('车牌号', 'Plate'), filter: true, column: true },
    { name: 'driverName', type: 'text', label: t('司机', 'Driver'), column: true },
    { name: 'startTime', type: 'text', label: t('开始时间', 'Start'), column: true },
    { name: 'endTime', type: 'text', label: t('结束时间', 'End'), column: true },
    { name: 'orderAmount', type: 'money', label: t('订单金额（元）', 'Amount (CNY)'), column: true },
  ],
});
