/**
 * The demo backend's import (`POST <base>/import`, docs/api.md "Import"), on the vehicles: `{ rows }`, each row
 * checked as a new row's save; all saved — one change-history entry each, action import — or, when any row is
 * refused, nothing at all, the answer listing every refused row (its index, field and message). A plate already in
 * the fleet, or twice in the batch, is refused with the unique message; too many rows or a malformed body are
 * refused as a whole. A supplier's import is its own rows. A department is refused a sibling's name, whether the
 * sibling is stored or earlier in the batch (a save in turn would find it stored).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '@/entities/sheet';
import { data } from '@/mocks/db';
import { ok } from './api';

type Row = Record<string, string>;
interface Answer {
  code: number;
  msg: string;
  data: unknown;
}

const login = (account: string, password: string) => ok('/api/provider/staff/login', { params: { authStrategy: 1, account, password } });

/** POSTs a body to an import path, as the dialog does (JSON). */
async function post(path: string, body: unknown): Promise<Answer> {
  const res = await fetch(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
  return (await res.json()) as Answer;
}

/** A new vehicle as the import sends it (wire values, all text): plate and VIN numbered, not in the seed. */
function newVehicle(n: number): Row {
  const d = data();
  const store = d.stores.find((s) => s.cityId === d.cities[0]!.cityId)!;
  return {
    plate: `京Q${String(n).padStart(5, '0')}`,
    vin: `LSVAB4BR9EN${String(n).padStart(6, '0')}`,
    engineNo: `EN${n}`,
    modelId: String(d.models[0]!.modelId),
    color: '珍珠白',
    mileage: '1200',
    cityId: String(store.cityId),
    storeId: String(store.storeId),
    registerDate: '2026-03-05',
    inspectionExpiry: '2027-03-04',
    purchasePrice: '120000.5',
  };
}

const imported = () => data().changeLog.filter((e) => e.action === 'import');

beforeEach(async () => {
  await login('admin', 'admin123');
  // The numbered plates and VINs are new.
  const plates = new Set(data().vehicles.map((v) => v.plate));
  const vins = new Set(data().vehicles.map((v) => v.vin));
  for (const n of [1, 2, 3]) expect(plates.has(newVehicle(n).plate) || vins.has(newVehicle(n).vin)).toBe(false);
});

describe('POST /api/vehicle/import', () => {
  it('saves every row of a valid batch, completed as a save would, answers the count and records one import entry per row', async () => {
    const before = data().vehicles.length;
    const rows = [newVehicle(1), newVehicle(2), newVehicle(3)];
    const answer = await post('/api/vehicle/import', { rows });
    expect(answer).toEqual({ code: 0, msg: '成功', data: { count: 3 } });
    const vehicles = data().vehicles;
    expect(vehicles).toHaveLength(before + 3);
    const model = data().models[0]!;
    const store = data().stores.find((s) => String(s.storeId) === rows[0]!.storeId)!;
    for (const r of rows) {
      const saved = vehicles.find((v) => v.plate === r.plate);
      // Numbers stored as numbers, names derived from the ids, a new row's defaults.
      expect(saved).toMatchObject({
        vin: r.vin, modelId: model.modelId, model: model.modelName, brand: model.brand, mileage: 1200, purchasePrice: 120000.5,
        cityId: store.cityId, storeId: store.storeId, storeName: store.storeName, registerDate: '2026-03-05', vehicleStatus: 1, vehicleStatusName: '可租',
      });
    }
    // New ids, all distinct.
    const ids = rows.map((r) => vehicles.find((v) => v.plate === r.plate)!.carId);
    expect(new Set(ids).size).toBe(3);
    // The history: one entry per row, by the signed-in account, with the fields set.
    const entries = imported();
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => e.recordLabel).sort()).toEqual(rows.map((r) => r.plate).sort());
    for (const e of entries) expect(e).toMatchObject({ entity: 'Vehicles', action: 'import', actionName: '导入', operator: 'admin', operatorName: '王建国' });
    expect(entries.find((e) => e.recordLabel === rows[0]!.plate)!.changes).toEqual(expect.arrayContaining([
      { field: 'plate', label: '车牌号', labelEn: 'Plate', before: '', after: rows[0]!.plate },
      expect.objectContaining({ field: 'cityId', label: '所在城市', before: '', after: data().cities.find((c) => c.cityId === store.cityId)!.cityName }),
      expect.objectContaining({ field: 'storeId', label: '所在门店', before: '', after: store.storeName }),
    ]));
    // The list answers them.
    const list = await ok<{ total: number }>('/api/vehicle/list', { method: 'GET', params: { plate: rows[1]!.plate } });
    expect(list.total).toBe(1);
  });

  it('saves nothing when one row is refused, answering every refused row by index, field and message', async () => {
    const vehicles = JSON.stringify(data().vehicles);
    const history = data().changeLog.length;
    const rows = [newVehicle(1), { ...newVehicle(2), vin: 'LSVAB4BR9EN12345O' }, newVehicle(3), { ...newVehicle(4), color: '' }];
    const answer = await post('/api/vehicle/import', { rows });
    expect(answer).toEqual({
      code: 1,
      msg: '2行未通过检查，未导入任何数据',
      data: {
        refused: [
          { index: 1, field: 'vin', msg: '请输入17位车架号（字母不含I、O、Q）' },
          { index: 3, field: 'color', msg: '请选择车身颜色' },
        ],
      },
    });
    // Atomic: not even the good rows.
    expect(JSON.stringify(data().vehicles)).toBe(vehicles);
    expect(data().changeLog).toHaveLength(history);
    // Once the refused rows are left out, the others go in.
    expect(await post('/api/vehicle/import', { rows: [rows[0], rows[2]] })).toMatchObject({ code: 0, data: { count: 2 } });
  });

  it('refuses a plate already in the fleet, or met earlier in the batch, with the unique message', async () => {
    const existing = data().vehicles[0]!;
    const count = data().vehicles.length;
    const answer = await post('/api/vehicle/import', { rows: [{ ...newVehicle(1), plate: existing.plate }, newVehicle(2), { ...newVehicle(3), plate: newVehicle(2).plate }] });
    expect(answer).toMatchObject({
      code: 1,
      data: {
        refused: [
          { index: 0, field: 'plate', msg: '该车牌号的车辆已存在' },
          { index: 2, field: 'plate', msg: '该车牌号的车辆已存在' },
        ],
      },
    });
    expect(data().vehicles).toHaveLength(count);
  });

  it('refuses what the save refuses: an unknown model, a store of another city', async () => {
    const other = data().stores.find((s) => String(s.cityId) !== newVehicle(1).cityId)!;
    const answer = await post('/api/vehicle/import', { rows: [{ ...newVehicle(1), modelId: '99999' }, { ...newVehicle(2), storeId: String(other.storeId) }] });
    expect(answer).toMatchObject({
      code: 1,
      data: {
        refused: [
          { index: 0, field: 'modelId', msg: '车型的取值无效' },
          { index: 1, field: 'storeId', msg: '所选门店不属于所选城市' },
        ],
      },
    });
  });

  it(`refuses more than ${IMPORT_MAX_ROWS} rows, and an empty batch, as a whole`, async () => {
    const count = data().vehicles.length;
    const row = newVehicle(1);
    expect(await post('/api/vehicle/import', { rows: Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => row) })).toEqual({ code: 1, msg: `一次最多导入${IMPORT_MAX_ROWS}行`, data: null });
    expect(await post('/api/vehicle/import', { rows: [] })).toEqual({ code: 1, msg: '没有可导入的数据', data: null });
    expect(data().vehicles).toHaveLength(count);
  });

  it('refuses a malformed body: not JSON, no rows, rows not a list of objects', async () => {
    const count = data().vehicles.length;
    const history = data().changeLog.length;
    for (const body of ['{"rows": [', { rows: 'x' }, {}, { rows: [newVehicle(1), ['a']] }, { rows: [null] }, [newVehicle(1)]]) {
      expect(await post('/api/vehicle/import', body)).toEqual({ code: 1, msg: '导入的数据格式错误', data: null });
    }
    expect(data().vehicles).toHaveLength(count);
    expect(data().changeLog).toHaveLength(history);
  });
});

describe('POST /api/lingsan/supplier/driver/import', () => {
  it('saves a supplier\'s drivers as its own; a mobile of its own drivers is taken', async () => {
    await login('supplier', 'supplier123');
    const own = data().scatteredDrivers.find((d) => d.supplierName === '鑫达汽车服务有限公司')!;
    const driver = { driverName: '孙立强', mobile: '13612345678', idNumber: '11010519880808123X', licenseType: 'B2', drivingYears: '8' };
    expect(await post('/api/lingsan/supplier/driver/import', { rows: [driver, { ...driver, mobile: own.mobile }] })).toMatchObject({
      code: 1,
      data: { refused: [{ index: 1, field: 'mobile', msg: '该手机号的司机已存在' }] },
    });
    expect(await post('/api/lingsan/supplier/driver/import', { rows: [driver] })).toMatchObject({ code: 0, data: { count: 1 } });
    expect(data().scatteredDrivers.find((d) => d.mobile === '13612345678')).toMatchObject({ driverName: '孙立强', drivingYears: 8, supplierName: '鑫达汽车服务有限公司' });
  });
});

describe('POST /api/system/dept/import', () => {
  it('refuses a department named like a sibling, whether saved already or earlier in the batch, as a save in turn would', async () => {
    const top = data().departments.find((d) => String(d.parentId) === '0')!;
    const child = data().departments.find((d) => String(d.parentId) === String(top.id))!;
    const count = data().departments.length;
    const row = (deptName: string) => ({ deptName, parentId: String(top.id), sort: '9' });
    expect(await post('/api/system/dept/import', { rows: [row(child.deptName), row('质量部'), row('质量部'), row('质量部 ')] })).toMatchObject({
      code: 1,
      data: {
        refused: [
          { index: 0, msg: `同一上级部门下已有名为「${child.deptName}」的部门` },
          { index: 2, msg: '同一上级部门下已有名为「质量部」的部门' },
          { index: 3, msg: '同一上级部门下已有名为「质量部」的部门' },
        ],
      },
    });
    expect(data().departments).toHaveLength(count);
    // Under different parents, the same name is fine.
    expect(await post('/api/system/dept/import', { rows: [row('质量部'), { ...row('质量部'), parentId: String(child.id) }] })).toMatchObject({ code: 0, data: { count: 2 } });
    expect(data().departments).toHaveLength(count + 2);
  });
});

