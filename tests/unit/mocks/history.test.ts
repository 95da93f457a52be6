/**
 * The change history of the demo backend (src/mocks/history.ts, docs/architecture.md "History"): a save, a
 * transition and a delete each record one entry — the account, the time, the changed fields before and after as the
 * screens show them; a refused write records nothing; /api/changeLog/list filters by entity, record, operator and time.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { formFields } from '@/entities/define';
import { vehicle } from '@/entities/admin/vehicle';
import { company } from '@/entities/admin/company';
import { data } from '@/mocks/db';
import { formatWallTime, nowWall } from '@/mocks/time';
import '@/mocks/handlers';
import { call, ok } from './api';

type Row = Record<string, unknown>;
type Entry = Row & { changes: { field: string; label: string; before: string; after: string }[] };
type Page = { total: number; result: Entry[] };

const history = (params: Record<string, string | number>) => ok<Page>('/api/changeLog/list', { method: 'GET', params: { pageSize: 100, ...params } });

/** A row's form values as the form sends them. */
const payload = (row: Row) => Object.fromEntries(formFields(vehicle).flatMap((f) => (row[f.name] === undefined || row[f.name] === '' ? [] : [[f.name, typeof row[f.name] === 'object' ? JSON.stringify(row[f.name]) : String(row[f.name])]])));

/** A change's Chinese texts (what the tests below compare; the English ones are checked on their own). */
const zhOnly = (changes: Entry['changes']) => changes.map(({ field, label, before, after }) => ({ field, label, before, after }));

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

beforeEach(async () => {
  await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
});

describe('the change history', () => {
  it('records an update: operator, time and only the changed fields, old → new by label', async () => {
    const v = { ...data().vehicles.find((x) => x.vehicleStatus === 1 && x.color !== '星空灰')! };
    const before = (await history({ entity: 'Vehicles', recordId: v.carId })).total;
    const start = formatWallTime(nowWall());
    await ok('/api/vehicle/save', { params: { ...payload(v), carId: v.carId, mileage: v.mileage + 100, color: '星空灰' } });
    const page = await history({ entity: 'Vehicles', recordId: v.carId });
    expect(page.total).toBe(before + 1);
    const entry = page.result[0]!;
    expect(entry).toMatchObject({ entity: 'Vehicles', entityTitle: '车辆管理', recordId: String(v.carId), recordLabel: v.plate, action: 'update', actionName: '修改', operator: 'admin', operatorName: '王建国' });
    expect(entry.time).toMatch(TIME);
    expect(String(entry.time) >= start && String(entry.time) <= formatWallTime(nowWall())).toBe(true);
    // Only what changed (the rest of the form was sent as it was), in the declaration's order.
    expect(zhOnly(entry.changes)).toEqual([
      { field: 'color', label: '车身颜色', before: v.color, after: '星空灰' },
      { field: 'mileage', label: '里程（km）', before: String(v.mileage), after: String(v.mileage + 100) },
    ]);
  });

  it('records a create with the fields set, a transition with its label and the status by its name, a delete with none', async () => {
    const v = { ...data().vehicles.find((x) => x.vehicleStatus === 1)! };
    // A transition: the status by its dictionary label, the dialog's field.
    await ok('/api/vehicle/repair', { params: { carId: v.carId, repairReason: '刹车异响' } });
    const repair = (await history({ entity: 'Vehicles', recordId: v.carId })).result[0]!;
    expect(repair).toMatchObject({ action: 'repair', actionName: '送修', operator: 'admin' });
    expect(zhOnly(repair.changes)).toEqual(expect.arrayContaining([
      { field: 'vehicleStatus', label: '车辆状态', before: '可租', after: '维修中' },
      { field: 'repairReason', label: '送修原因', before: '', after: '刹车异响' },
    ]));
    // A delete (only out of service): one entry, no field changes.
    await ok('/api/vehicle/disable', { params: { carId: v.carId } });
    await ok('/api/vehicle/delete', { params: { carId: v.carId } });
    const [deleted, disabled] = (await history({ entity: 'Vehicles', recordId: v.carId })).result;
    expect(deleted).toMatchObject({ action: 'delete', actionName: '删除', recordLabel: v.plate, changes: [] });
    expect(disabled).toMatchObject({ action: 'disable', actionName: '停用' });
    // A create: its new key, its label field, the fields it was given (a reference and a city by their names).
    const { carId: _, ...fresh } = v;
    const created = await ok<Row>('/api/vehicle/save', { params: { ...payload(fresh), plate: '京A7H2K9', vin: 'LSVAB4BR9EN123457' } });
    const entry = (await history({ entity: 'Vehicles', recordId: String(created.carId) })).result[0]!;
    expect(entry).toMatchObject({ action: 'create', actionName: '新增', recordLabel: '京A7H2K9' });
    expect(zhOnly(entry.changes)).toEqual(expect.arrayContaining([
      { field: 'plate', label: '车牌号', before: '', after: '京A7H2K9' },
      { field: 'modelId', label: '车型', before: '', after: v.model },
      { field: 'cityId', label: '所在城市', before: '', after: v.cityName },
    ]));
  });

  it('stores the entity, the action, the labels and a dictionary value in English too', async () => {
    const v = { ...data().vehicles.find((x) => x.vehicleStatus === 1)! };
    await ok('/api/vehicle/repair', { params: { carId: v.carId, repairReason: '刹车异响' } });
    const entry = (await history({ entity: 'Vehicles', recordId: v.carId })).result[0]!;
    expect(entry).toMatchObject({ entityTitle: '车辆管理', entityTitleEn: 'Vehicles', actionName: '送修', actionNameEn: 'Send to repair' });
    const status = entry.changes.find((c) => c.field === 'vehicleStatus');
    expect(status).toEqual({ field: 'vehicleStatus', label: '车辆状态', labelEn: 'Status', before: '可租', beforeEn: 'Available', after: '维修中', afterEn: 'In repair' });
    // A free text is the same in both languages: stored once.
    expect(entry.changes.find((c) => c.field === 'repairReason')).toEqual({ field: 'repairReason', label: '送修原因', labelEn: vehicle.fields.find((f) => f.name === 'repairReason')!.label['en-US'], before: '', after: '刹车异响' });
  });

  it('records nothing for a refused save, transition or delete', async () => {
    const v = data().vehicles.find((x) => x.vehicleStatus === 1)!;
    const count = () => data().changeLog.length;
    const before = count();
    expect(await call('/api/vehicle/save', { params: { ...payload(v), carId: v.carId, plate: '12' } })).toMatchObject({ code: 1 });
    expect(await call('/api/vehicle/repaired', { params: { carId: v.carId } })).toMatchObject({ code: 1, msg: '该车辆不在维修中' });
    expect(await call('/api/vehicle/delete', { params: { carId: v.carId } })).toMatchObject({ code: 1, msg: '只有已停用的车辆才能删除' });
    expect(await call('/api/vehicle/repair', { params: { carId: v.carId } })).toMatchObject({ code: 1, msg: '请填写送修原因' });
    expect(count()).toBe(before);
  });

  it('lists newest first, filtered by entity, record, operator and time', async () => {
    const v = data().vehicles[0]!;
    const c = data().companyList.find((x) => x.status === 0)!;
    await ok('/api/vehicle/save', { params: { ...payload(v), carId: v.carId, color: '香槟金' } });
    await ok('/api/company/disable', { params: { companyId: c.companyId } });
    const all = await history({});
    expect(all.result.map((e) => e.logId)).toEqual([...all.result.map((e) => e.logId)].sort((a, b) => Number(b) - Number(a)));
    expect(all.result[0]).toMatchObject({ entity: 'companyList', entityTitle: '公司管理', recordLabel: c.companyName, actionName: '停用' });
    const companies = await history({ entity: 'companyList' });
    expect(companies.total).toBeGreaterThan(0);
    for (const e of companies.result) expect(e.entity).toBe('companyList');
    expect((await history({ entity: 'companyList', recordId: c.companyId })).total).toBe(1);
    // The operator: by account (exact) or by name (contains).
    for (const e of (await history({ operator: 'admin' })).result) expect(e.operator).toBe('admin');
    const byName = await history({ operatorName: '建国' });
    expect(byName.total).toBeGreaterThanOrEqual(2);
    for (const e of byName.result) expect(e.operatorName).toContain('建国');
    // Time: today's entries; none in the future.
    const today = formatWallTime(nowWall()).slice(0, 10);
    const todays = await history({ beginTime: `${today} 00:00:00`, endTime: `${today} 23:59:59` });
    expect(todays.result.map((e) => e.logId)).toEqual(expect.arrayContaining(all.result.slice(0, 2).map((e) => e.logId)));
    expect((await history({ beginTime: '2099-01-01 00:00:00' })).total).toBe(0);
    expect(await call('/api/changeLog/list', { method: 'GET', params: { beginTime: 'yesterday' } })).toMatchObject({ code: 1, msg: '操作时间格式错误' });
    // The entity filter's options: every other declared entity by its title.
    const options = await ok<{ value: string; label: string }[]>('/api/changeLog/entities', { method: 'GET' });
    expect(options).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'Vehicles', label: '车辆管理' }), expect.objectContaining({ value: company.id, label: '公司管理' })]));
    expect(options.some((o) => o.value === 'changeLog')).toBe(false);
  });

  it('is seeded with a few entries of the days before today, newest first', () => {
    const log = data().changeLog;
    expect(log.length).toBeGreaterThan(3);
    expect(log.map((e) => e.time)).toEqual([...log.map((e) => e.time)].sort().reverse());
    for (const e of log) expect(data().vehicles.some((v) => String(v.carId) === e.recordId && v.plate === e.recordLabel)).toBe(true);
  });
});
