/** Supplier screens' endpoints: supplier scoping and the save endpoint's checks (docs/api.md). */
import { describe, expect, it } from 'vitest';
import { data } from '@/mocks/db';
import { call, ok } from './api';

type Page = { total: number; result: Record<string, unknown>[] };
const login = (account: string, password: string) => ok('/api/provider/staff/login', { params: { authStrategy: 1, account, password } });

describe('supplier endpoints', () => {
  it('a supplier sees only its own drivers; provider staff see every supplier', async () => {
    await login('admin', 'admin123');
    const all = await ok<Page>('/api/lingsan/supplier/driver/list', { method: 'GET', params: { pageSize: 100 } });
    expect(all.total).toBe(data().scatteredDrivers.length);
    expect(new Set(all.result.map((r) => r.supplierName)).size).toBeGreaterThan(1);
    await login('supplier', 'supplier123');
    const own = await ok<Page>('/api/lingsan/supplier/driver/list', { method: 'GET', params: { pageSize: 100 } });
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(all.total);
    expect(new Set(own.result.map((r) => r.supplierName))).toEqual(new Set(['鑫达汽车服务有限公司']));
    // Another supplier's row is not found at all.
    const other = data().scatteredDrivers.find((d) => d.supplierName !== '鑫达汽车服务有限公司')!;
    expect(await call('/api/lingsan/supplier/driver/detail', { method: 'GET', params: { driverId: other.driverId } })).toMatchObject({ msg: '记录不存在或已被删除' });
  });

  it('adds a driver for the supplier after the §5 checks, and refuses a duplicate mobile', async () => {
    await login('supplier', 'supplier123');
    const driver = { driverName: '孙立强', mobile: '13612345678', idNumber: '11010519880808123X', licenseType: 'B2', drivingYears: '8' };
    expect(await call('/api/lingsan/supplier/driver/save', { params: { ...driver, mobile: '12345678901' } })).toMatchObject({ code: 1, msg: '手机号码有误，请重填' });
    expect(await call('/api/lingsan/supplier/driver/save', { params: { ...driver, idNumber: '1101051988' } })).toMatchObject({ code: 1, msg: '请输入正确的号码' });
    expect(await call('/api/lingsan/supplier/driver/save', { params: { ...driver, driverName: '' } })).toMatchObject({ code: 1, msg: '请填写司机姓名' });
    const saved = await ok<Record<string, unknown>>('/api/lingsan/supplier/driver/save', { params: driver });
    expect(saved).toMatchObject({ ...driver, drivingYears: 8, supplierName: '鑫达汽车服务有限公司', status: 0 });
    expect(data().scatteredDrivers[0]).toMatchObject({ driverId: saved.driverId, mobile: '13612345678' });
    expect(await call('/api/lingsan/supplier/driver/save', { params: driver })).toMatchObject({ code: 1, msg: '该手机号的司机已存在' });
  });

  it('an edit clears an optional field sent empty (null or ""), and leaves one it does not send', async () => {
    await login('supplier', 'supplier123');
    const driver = { driverName: '孙立强', mobile: '13612345670', idNumber: '11010519880808123X', licenseType: 'B2', drivingYears: '8', remark: '夜班' };
    const { driverId } = await ok<{ driverId: number }>('/api/lingsan/supplier/driver/save', { params: driver });
    const { remark: _, ...withoutRemark } = driver;
    expect(await ok('/api/lingsan/supplier/driver/save', { params: { ...withoutRemark, driverId } })).toMatchObject({ remark: '夜班' });
    expect(await ok('/api/lingsan/supplier/driver/save', { params: { ...driver, driverId, remark: null } })).toMatchObject({ remark: '' });
    await ok('/api/lingsan/supplier/driver/save', { params: { ...driver, driverId } });
    expect(await ok('/api/lingsan/supplier/driver/save', { params: { ...driver, driverId, remark: '' } })).toMatchObject({ remark: '' });
  });

  it('edits a vehicle: only the sent fields change; an unknown id is refused', async () => {
    await login('admin', 'admin123');
    const car = data().scatteredCars[0]!;
    const saved = await ok<Record<string, unknown>>('/api/lingsan/supplier/car/save', {
      params: { carId: car.carId, plate: car.plate, brandModel: car.brandModel, color: '熔岩红', seats: 7, energyType: car.energyType },
    });
    expect(saved).toMatchObject({ carId: car.carId, color: '熔岩红', seats: 7, supplierName: car.supplierName });
    expect(await call('/api/lingsan/supplier/car/save', { params: { carId: 1, plate: '京A12345', brandModel: 'x', color: 'y', seats: 5, energyType: 1 } })).toMatchObject({
      msg: '记录不存在或已被删除',
    });
    expect(await call('/api/lingsan/supplier/car/save', { params: { plate: '京A1234', brandModel: 'x', color: 'y', seats: 5, energyType: 1 } })).toMatchObject({
      msg: '请正确填写车牌号',
    });
  });
});
