/**
 * Supplier screens (§2 supplier and provider screens, row-as-JSON screens): a supplier's demand orders, its
 * ad-hoc drivers and vehicles (with add and edit) and its ad-hoc bills. A supplier account sees only its own rows;
 * provider staff see every supplier's.
 */
import { isIdNumber, isMobile, isPlate } from '@/lib/validators';
import { entityHandlers, type EntityDef } from '../entities';
import { formatWallTime, nowWall } from '../time';

/** The §5 rule's Chinese message when a value fails it (the demo backend checks what the console checks). */
const rule = (validator: { check: (v: unknown) => { 'zh-CN': string } | null }) => (v: string) => validator.check(v)?.['zh-CN'] ?? null;
const oneOf = (values: readonly string[], refusal: string) => (v: string) => (values.includes(v) ? null : refusal);
const intIn = (min: number, max: number, refusal: string) => (v: string) => (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max ? null : refusal);

export const SUPPLIER_ENTITIES = {
  supplierDemandOrders: {
    collection: 'demandOrders', base: '/api/lingsan/supplier/demandOrder', id: 'demandOrderId', timeField: 'createTime', supplierScoped: true,
    like: ['demandOrderNo', 'companyName'], exportName: '需求订单',
  },
  scatteredDrivers: {
    collection: 'scatteredDrivers', base: '/api/lingsan/supplier/driver', id: 'driverId', timeField: 'createTime', supplierScoped: true,
    like: ['driverName', 'mobile', 'supplierName'], exportName: '零散司机',
    save: {
      fields: [
        { name: 'driverName', required: '请填写司机姓名' },
        { name: 'mobile', required: '请填写手机号', check: rule(isMobile) },
        { name: 'idNumber', required: '请填写身份证号', check: rule(isIdNumber) },
        { name: 'licenseType', required: '请选择准驾车型', check: oneOf(['A1', 'A2', 'B1', 'B2', 'C1'], '准驾车型只能是 A1、A2、B1、B2 或 C1') },
        { name: 'drivingYears', required: '请填写驾龄', check: intIn(0, 60, '驾龄应为 0 到 60 之间的整数'), number: true },
        { name: 'status', check: oneOf(['0', '1'], '状态只能是启用或停用'), number: true },
        { name: 'remark' },
      ],
      defaults: () => ({ status: 0, remark: '', supplierName: '', createTime: formatWallTime(nowWall()) }),
      unique: { field: 'mobile', refusal: '该手机号的司机已存在' },
    },
  },
  scatteredCars: {
    collection: 'scatteredCars', base: '/api/lingsan/supplier/car', id: 'carId', timeField: 'createTime', supplierScoped: true,
    like: ['plate', 'brandModel', 'supplierName'], exportName: '零散车辆',
    save: {
      fields: [
        { name: 'plate', required: '请填写车牌号', check: rule(isPlate) },
        { name: 'brandModel', required: '请填写品牌车型' },
        { name: 'color', required: '请填写车身颜色' },
        { name: 'seats', required: '请填写座位数', check: intIn(2, 60, '座位数应为 2 到 60 之间的整数'), number: true },
        { name: 'energyType', required: '请选择能源类型', check: oneOf(['1', '2'], '能源类型只能是燃油或新能源'), number: true },
        { name: 'mileage', check: intIn(0, 2_000_000, '里程应为不小于0的整数'), number: true },
        { name: 'status', check: oneOf(['0', '1'], '状态只能是启用或停用'), number: true },
      ],
      defaults: () => ({ mileage: 0, status: 0, supplierName: '', createTime: formatWallTime(nowWall()) }),
      unique: { field: 'plate', refusal: '该车牌号的车辆已存在' },
    },
  },
  scatteredBills: {
    collection: 'scatteredBills', base: '/api/lingsan/supplier/bill', id: 'billId', timeField: 'createTime', supplierScoped: true,
    like: ['billNo'], exportName: '零散账单',
  },
  /** A bill's orders: the supplier's platform ad-hoc orders. */
  supplierOrders: {
    collection: 'scatteredOrders', base: '/api/lingsan/supplier/order', id: 'orderId', timeField: 'createTime', supplierScoped: true,
    like: ['orderNo', 'customerName', 'plate'], exportName: '零散订单',
  },
} as const satisfies Record<string, EntityDef>;

export const supplierHandlers = Object.values(SUPPLIER_ENTITIES).flatMap((def) => entityHandlers(def));
