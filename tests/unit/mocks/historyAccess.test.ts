/**
 * Who may read the change history (docs/architecture.md "History", "Access"; §6/§8): /api/changeLog/list answers 403
 * to an account without /DataRecordpage unless it asks one record's history (a detail's History tab) whose list it
 * holds and whose record its data scope shows it; /DataRecordpage lists only the entries of records the account's
 * lists show it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vehicle } from '@/entities/admin/vehicle';
import { supplierDriver } from '@/entities/supplier/supplierDriver';
import { applyVehicle } from '@/entities/business/applyVehicle';
import { commit, data } from '@/mocks/db';
import { recordChange } from '@/mocks/history';
import '@/mocks/handlers';
import { rentOrder } from '@/entities/order/rentOrder';
import { RENT_ORDER_STATE } from '@/entities/order/lifecycle';
import { HOUR, pinClock } from '@/mocks/time';
import { seedToday } from '@/mocks/seeds/registry';
import { call, ok } from './api';

type Row = Record<string, unknown>;
type Page = { total: number; result: (Row & { entity: string; recordId: string })[] };

const LOGIN = '/api/provider/staff/login';
const signIn = (account: string, password: string) => ok(LOGIN, { params: { authStrategy: 1, account, password } });
const history = (params: Record<string, string | number>) => call<Page>('/api/changeLog/list', { method: 'GET', params: { pageSize: 500, ...params } });

/** Records an update of a row (its remark), as a write of the row would. */
const touch = (schema: Parameters<typeof recordChange>[0], row: Row) => recordChange(schema, 'update', row, { ...row, remark: `${String(row.remark ?? '')}!` });

beforeEach(async () => {
  await signIn('admin', 'admin123');
});

describe('reading the change history', () => {
  it('refuses the whole history (403) to an account without /DataRecordpage', async () => {
    await signIn('enterprise', 'enterprise123');
    expect(await history({})).toMatchObject({ code: 403 });
    expect(await history({ entity: 'Vehicles' })).toMatchObject({ code: 403 });
    await signIn('supplier', 'supplier123');
    expect(await history({})).toMatchObject({ code: 403 });
    // A record's id without its entity is no record's History tab.
    expect(await history({ recordId: String(data().vehicles[0]!.carId) })).toMatchObject({ code: 403 });
  });

  it("refuses (403) a record's history whose list the account does not hold", async () => {
    const v = data().vehicles[0]!;
    touch(vehicle, v as unknown as Row);
    await signIn('enterprise', 'enterprise123');
    expect(await history({ entity: vehicle.id, recordId: String(v.carId) })).toMatchObject({ code: 403 });
    await signIn('supplier', 'supplier123');
    expect(await history({ entity: vehicle.id, recordId: String(v.carId) })).toMatchObject({ code: 403 });
  });

  it("refuses (403) another supplier's or enterprise's record, answers the account's own", async () => {
    await signIn('supplier', 'supplier123');
    const own = (await ok<{ result: Row[] }>(supplierDriver.endpoints.list.path, { method: supplierDriver.endpoints.list.method === 'get' ? 'GET' : 'POST', params: { pageSize: 1 } })).result[0]!;
    const ownRow = data().scatteredDrivers.find((d) => String(d.driverId) === String(own.driverId))!;
    const other = data().scatteredDrivers.find((d) => d.supplierName !== ownRow.supplierName)!;
    await signIn('admin', 'admin123');
    touch(supplierDriver, ownRow as unknown as Row);
    touch(supplierDriver, other as unknown as Row);
    await signIn('supplier', 'supplier123');
    const mine = await history({ entity: supplierDriver.id, recordId: String(ownRow.driverId) });
    expect(mine.code).toBe(0);
    expect(mine.data.total).toBeGreaterThan(0);
    expect(await history({ entity: supplierDriver.id, recordId: String(other.driverId) })).toMatchObject({ code: 403 });

    await signIn('enterprise', 'enterprise123');
    const requests = (await ok<{ result: Row[] }>(applyVehicle.endpoints.list.path, { method: applyVehicle.endpoints.list.method === 'get' ? 'GET' : 'POST', params: { pageSize: 500 } })).result;
    const seen = new Set(requests.map((r) => String(r.requestId)));
    const foreign = data().DispatchCenter.find((r) => !seen.has(String(r.requestId)))!;
    touch(applyVehicle, foreign as unknown as Row);
    touch(applyVehicle, data().DispatchCenter.find((r) => seen.has(String(r.requestId)))! as unknown as Row);
    expect(await history({ entity: applyVehicle.id, recordId: String(foreign.requestId) })).toMatchObject({ code: 403 });
    expect((await history({ entity: applyVehicle.id, recordId: [...seen][0]! })).code).toBe(0);
  });

  it('lists on /DataRecordpage only the entries of records the account may see', async () => {
    // A branch's staff member holding /DataRecordpage and /Vehicles with its own company's data scope.
    const me = data().sysAccounts.find((a) => a.accountType === 1 && a.status === 0 && a.companyName !== '畅行租车有限公司')!;
    const role = data().sysRoles.find((r) => r.roleKey === 'auditor')!;
    await ok('/api/system/role/save', { params: { roleId: role.roleId, roleName: role.roleName, roleKey: role.roleKey, roleType: role.roleType, dataScope: 2, perms: role.perms } });
    commit(() => (me.roleIds = String(role.roleId)));
    const mine = data().vehicles.find((v) => v.companyName === me.companyName)!;
    const theirs = data().vehicles.find((v) => v.companyName !== me.companyName)!;
    touch(vehicle, mine as unknown as Row);
    touch(vehicle, theirs as unknown as Row);
    const other = data().scatteredDrivers[0]!;
    touch(supplierDriver, other as unknown as Row);
    await signIn(me.userName, 'Changxing2026');
    const page = await history({});
    expect(page.code).toBe(0);
    const shown = page.data.result;
    expect(shown.some((e) => e.entity === vehicle.id && e.recordId === String(mine.carId))).toBe(true);
    expect(shown.some((e) => e.entity === vehicle.id && e.recordId === String(theirs.carId))).toBe(false);
    // An entity whose list the account does not hold.
    expect(shown.some((e) => e.entity === supplierDriver.id)).toBe(false);
    expect(page.data.total).toBe(shown.length);
    expect(await history({ entity: vehicle.id, recordId: String(theirs.carId) })).toMatchObject({ code: 403 });
    // The entity filter offers the entities it may see.
    const options = await ok<{ value: string }[]>('/api/changeLog/entities', { method: 'GET' });
    expect(options.some((o) => o.value === vehicle.id)).toBe(true);
    expect(options.some((o) => o.value === supplierDriver.id)).toBe(false);
  });
});

describe('a record\'s history read while other records change', () => {
  afterEach(() => pinClock(null));

  it('lists the record\'s entries although reading the rental orders lapses the unpaid ones (and records that) meanwhile', async () => {
    // Late in the day: the seeded orders awaiting payment are past their deadline, and lapse when their rows are read —
    // here, while the change log's own rows are being filtered (an order's entry asks whether its order is readable).
    pinClock(seedToday() + 14 * HOUR);
    const order = data().rentOrders.find((o) => o.orderStatus === RENT_ORDER_STATE.awaitingPayment);
    expect(order, 'a seeded order awaiting payment').toBeDefined();
    touch(rentOrder, order as unknown as Row);
    const v = data().vehicles.find((x) => x.vehicleStatus === 1)!;
    await ok('/api/vehicle/repair', { params: { carId: v.carId, repairReason: '刹车异响' } });
    const own = data().changeLog.filter((e) => e.entity === vehicle.id && e.recordId === String(v.carId)).length;
    const page = await history({ entity: vehicle.id, recordId: String(v.carId) });
    expect(page.data.result.map((e) => e.recordId)).toEqual(Array(own).fill(String(v.carId)));
    expect(page.data.total).toBe(own);
  });
});
