/**
 * Maintenance work orders and repair shops (src/entities/maintenance, src/mocks/handlers/maintenance.ts) through the
 * demo backend's endpoints as the step screens call them: the flow's states and their refusals (a step opened twice),
 * the odometer rules, one open order a vehicle, starting a repair refused while the vehicle is rented (the transfers'
 * rule), the vehicle's status following the start and the asset review (and the status board's 维修中 count), the
 * totals exact, and a shop with open orders not suspended.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { costLineAmount, workOrderTotals } from '@/entities/maintenance/workOrder';
import { data } from '@/mocks/db';
import '@/mocks/handlers';
import { call, ok } from './api';

type Row = Record<string, unknown>;
interface Board {
  totals: { counts: Record<string, number>; total: number };
}

const REPAIR = 4; // operating state 维修中 (vehicle_operation_state)
const board = () => ok<Board>('/api/vehicle/statusBoard', { method: 'GET' });
const vehicleOf = (carId: number) => ok<Row>('/api/vehicle/detail', { method: 'GET', params: { carId } });
const order = (workOrderId: unknown) => ok<Row>('/api/maintenance/detail', { method: 'GET', params: { workOrderId: Number(workOrderId) } });

/** A vehicle free to go to repair: available, no rental order running or awaiting pick-up, no transfer, no open work order. */
function freeVehicle(skip: readonly number[] = []) {
  const held = new Set(data().rentOrders.filter((o) => o.orderStatus === 10 || o.orderStatus === 20).map((o) => o.carId));
  const moving = new Set(data().VehicleAllocation.filter((a) => a.allocationStatus <= 3).map((a) => a.carId));
  const open = new Set(data().MaintenanceList.filter((o) => [1, 2, 4, 5].includes(o.workOrderStatus)).map((o) => o.carId));
  return data().vehicles.find((v) => v.vehicleStatus === 1 && !held.has(v.carId) && !moving.has(v.carId) && !open.has(v.carId) && !skip.includes(v.carId))!;
}

const shopIn = (cityId: number) => data().RepairShopList.find((s) => s.cooperationStatus === 1 && s.cityId === cityId) ?? data().RepairShopList.find((s) => s.cooperationStatus === 1)!;

const create = (v: { carId: number; mileage: number; cityId: number }, extra: Record<string, string | number> = {}) =>
  call<Row>('/api/maintenance/save', {
    params: { carId: v.carId, maintenanceType: 2, shopId: shopIn(v.cityId).shopId, faultDescription: '刹车异响，检查更换刹车片', odometerIn: v.mileage + 12, estimatedCost: 800, ...extra },
  });

const LINES = [
  { itemType: 1, itemName: '前刹车片（套）', quantity: 1, unitPrice: 456.78 },
  { itemType: 2, itemName: '拆装工时', quantity: 1.5, unitPrice: 180.05 },
];

const signIn = (account: string, password: string) => ok('/api/provider/staff/login', { params: { authStrategy: 1, account, password } });
const asAdmin = () => signIn('admin', 'admin123');
/** A fleet manager (车队管理员): asks for repairs, does not review or accept them (src/mocks/seeds/access.ts). */
const asFleetManager = () => signIn('jiangtao', 'Changxing2026');

beforeEach(asAdmin);

describe('work orders', () => {
  it('run the flow: the vehicle goes into repair on start and back to 可租 on acceptance, with the exact total', async () => {
    const v = { ...freeVehicle() }; // a copy: the stored vehicle changes
    const before = await board();
    // Asked for by the fleet, reviewed and accepted by the operations lead (separation of duties).
    await asFleetManager();
    const created = await ok<Row>('/api/maintenance/save', {
      params: { carId: v.carId, maintenanceType: 2, shopId: shopIn(v.cityId).shopId, faultDescription: '刹车异响', odometerIn: v.mileage + 12, estimatedCost: 800 },
    });
    expect(await call('/api/maintenance/audit', { params: { workOrderId: Number(created.workOrderId), auditResult: '1' } })).toMatchObject({ code: 403 });
    await asAdmin();
    expect(created).toMatchObject({ workOrderStatus: 1, workOrderStatusName: '待审核', plate: v.plate, model: v.model, applicant: expect.any(String) });
    expect(String(created.workOrderNo)).toMatch(/^WX\d{12}$/);
    const id = Number(created.workOrderId);

    // Steps out of order are refused with their own refusal.
    expect(await call('/api/maintenance/start', { params: { workOrderId: id } })).toMatchObject({ code: 1, msg: '只有已审核的工单才能送修' });
    expect(await call('/api/maintenance/audit', { params: { workOrderId: id, auditResult: '2' } })).toMatchObject({ code: 1, msg: '驳回时请填写驳回原因' });
    expect(await ok<Row>('/api/maintenance/audit', { params: { workOrderId: id, auditResult: '1' } })).toMatchObject({ workOrderStatus: 2, workOrderStatusName: '已审核', auditTime: expect.any(String) });
    // Opened twice: the second audit is refused.
    expect(await call('/api/maintenance/audit', { params: { workOrderId: id, auditResult: '1' } })).toMatchObject({ code: 1, msg: '只有待审核的工单才能审核' });

    await ok('/api/maintenance/start', { params: { workOrderId: id } });
    expect(await vehicleOf(v.carId)).toMatchObject({ vehicleStatus: 2, vehicleStatusName: '维修中', operationState: REPAIR, repairReason: expect.stringContaining(String(created.workOrderNo)) });
    expect((await board()).totals.counts[REPAIR]).toBe((before.totals.counts[REPAIR] ?? 0) + 1);
    expect(await call('/api/maintenance/start', { params: { workOrderId: id } })).toMatchObject({ code: 1, msg: '只有已审核的工单才能送修' });

    // The shop's registrations: start, then completion after it.
    await ok('/api/maintenance/registerStart', { params: { workOrderId: id, shopStartTime: '2020-01-01 09:00:00' } });
    expect(await call('/api/maintenance/registerStart', { params: { workOrderId: id, shopStartTime: '2020-01-01 09:30:00' } })).toMatchObject({ code: 1, msg: '只有维修中且未登记开工的工单才能登记开工' });
    expect(await call('/api/maintenance/registerEnd', { params: { workOrderId: id, shopFinishTime: '2020-01-01 08:00:00' } })).toMatchObject({ code: 1, msg: '实际完工时间须晚于实际开工时间' });
    expect(await call('/api/maintenance/registerEnd', { params: { workOrderId: id, shopFinishTime: '2099-01-01 08:00:00' } })).toMatchObject({ code: 1, msg: '登记时间不能晚于当前时间' });
    await ok('/api/maintenance/registerEnd', { params: { workOrderId: id, shopFinishTime: '2020-01-01 17:30:00' } });

    // Finishing: lines checked as the form checks them, the odometer out not below the entry.
    const finish = (params: Record<string, string | number>) => call<Row>('/api/maintenance/finish', { params: { workOrderId: Number(id), odometerOut: v.mileage + 15, costLines: JSON.stringify(LINES), ...params } });
    expect(await finish({ costLines: '[]' })).toMatchObject({ code: 1, msg: '请至少填写一条费用明细' });
    expect(await finish({ costLines: JSON.stringify([{ ...LINES[0], unitPrice: 1.234 }]) })).toMatchObject({ code: 1, msg: '费用明细第1行：请输入正确的数字（保留两位小数)' });
    expect(await finish({ costLines: JSON.stringify([LINES[0], { ...LINES[1], itemName: '' }]) })).toMatchObject({ code: 1, msg: '费用明细第2行：请填写项目名称' });
    expect(await finish({ odometerOut: v.mileage })).toMatchObject({ code: 1, msg: `出厂里程不能小于进厂里程（${v.mileage + 12} km）`, field: 'odometerOut' });
    expect((await order(id)).workOrderStatus).toBe(4);
    const finished = await finish({});
    expect(finished.code).toBe(0);
    // 456.78 + 1.5 × 180.05 = 456.78 + 270.075 → 270.08 = 726.86, exactly.
    expect(finished.data).toMatchObject({ workOrderStatus: 5, workOrderStatusName: '待验收', partsCost: 456.78, labourCost: 270.08, finalCost: 726.86, odometerOut: v.mileage + 15 });
    expect((finished.data.costLines as Row[]).map((l) => l.amount)).toEqual([456.78, 270.08]);
    expect(await finish({})).toMatchObject({ code: 1, msg: '只有维修中的工单才能提交验收' });

    // Sent back for rework: still in repair, the shop's completion to register again.
    expect(await call('/api/maintenance/assetAudit', { params: { workOrderId: id, assetResult: '2' } })).toMatchObject({ code: 1, msg: '退回返修时请填写原因' });
    expect(await ok<Row>('/api/maintenance/assetAudit', { params: { workOrderId: id, assetResult: '2', returnReason: '刹车仍有异响' } })).toMatchObject({ workOrderStatus: 4, returnReason: '刹车仍有异响', shopFinishTime: '' });
    expect((await vehicleOf(v.carId)).vehicleStatus).toBe(2);
    await ok('/api/maintenance/finish', { params: { workOrderId: Number(id), odometerOut: v.mileage + 20, costLines: JSON.stringify(LINES) } });

    const accepted = await ok<Row>('/api/maintenance/assetAudit', { params: { workOrderId: id, assetResult: '1' } });
    expect(accepted).toMatchObject({ workOrderStatus: 6, workOrderStatusName: '已完成', finalCost: 726.86, acceptTime: expect.any(String) });
    expect(await vehicleOf(v.carId)).toMatchObject({ vehicleStatus: 1, vehicleStatusName: '可租', repairReason: '', mileage: v.mileage + 20 });
    expect((await board()).totals.counts[REPAIR]).toBe(before.totals.counts[REPAIR] ?? 0);
    expect(await call('/api/maintenance/assetAudit', { params: { workOrderId: id, assetResult: '1' } })).toMatchObject({ code: 1, msg: '只有待验收的工单才能验收' });
    // The vehicle's detail lists its orders (its related list filters by carId).
    const own = await ok<{ result: Row[] }>('/api/maintenance/list', { method: 'GET', params: { carId: v.carId } });
    expect(own.result.map((o) => o.workOrderId)).toContain(id);
  });

  it('refuse an odometer at entry below the mileage, a second open order, a vehicle out of service, a suspended shop', async () => {
    const v = freeVehicle();
    expect(await create(v, { odometerIn: v.mileage - 1 })).toMatchObject({ code: 1, msg: `进厂里程不能小于车辆当前里程（${v.mileage} km）` });
    expect(await ok<{ mileage: number }>('/api/maintenance/vehicleMileage', { method: 'GET', params: { carId: v.carId } })).toMatchObject({ mileage: v.mileage });
    const first = await create(v);
    expect(first.code).toBe(0);
    expect(await create(v)).toMatchObject({ code: 1, msg: `车辆${v.plate}已有未完成的维保工单${String(first.data.workOrderNo)}` });
    const stopped = data().vehicles.find((x) => x.vehicleStatus === 3);
    if (stopped) expect(await create(stopped)).toMatchObject({ code: 1, msg: `车辆${stopped.plate}已停用，不能创建维保工单` });
    const suspended = data().RepairShopList.find((s) => s.cooperationStatus === 2)!;
    expect(await create(freeVehicle([v.carId]), { shopId: suspended.shopId })).toMatchObject({ code: 1, msg: '维修厂的取值无效' });
    // Changed only while pending.
    await ok('/api/maintenance/cancel', { params: { workOrderId: Number(first.data.workOrderId), cancelReason: '重复提交' } });
    expect(await call('/api/maintenance/save', { params: { workOrderId: Number(first.data.workOrderId), carId: v.carId, maintenanceType: 1, shopId: shopIn(v.cityId).shopId, faultDescription: '保养', odometerIn: v.mileage, estimatedCost: 500 } }))
      .toMatchObject({ code: 1, msg: '只有待审核的工单才能修改' });
  });

  it('refuse to start the repair of a vehicle on rent, saying so, and leave it rented', async () => {
    const rented = data().MaintenanceList.find((o) => o.workOrderStatus === 2 && data().rentOrders.some((r) => r.carId === o.carId && r.orderStatus === 20))!;
    expect(rented, 'a seeded approved order of a rented vehicle').toBeDefined();
    const rent = data().rentOrders.find((r) => r.carId === rented.carId && r.orderStatus === 20)!;
    expect(await call('/api/maintenance/start', { params: { workOrderId: rented.workOrderId } })).toMatchObject({ code: 1, msg: `车辆${rented.plate}正在租赁中（订单${rent.orderNo}），不能送修` });
    expect((await order(rented.workOrderId)).workOrderStatus).toBe(2);
    expect(await vehicleOf(rented.carId)).toMatchObject({ vehicleStatus: 1, operationState: 3 });
  });

  it('refuse to start the repair of a vehicle being transferred, with the transfers own rule', async () => {
    const v = freeVehicle();
    // The transfer first: an open work order would hold the vehicle back from a transfer (the one blocker rule).
    const store = data().stores.find((s) => s.storeStatus === 1 && s.cityId !== v.cityId)!;
    const transfer = await ok<Row>('/api/vehicleAllocation/save', { params: { carId: v.carId, toCityId: store.cityId, toStoreId: store.storeId, planDate: '2030-07-01', reason: '节假日调配' } });
    await asFleetManager();
    const created = await ok<Row>('/api/maintenance/save', { params: { carId: v.carId, maintenanceType: 1, shopId: shopIn(v.cityId).shopId, faultDescription: '保养', odometerIn: v.mileage, estimatedCost: 600 } });
    await asAdmin();
    await ok('/api/maintenance/audit', { params: { workOrderId: Number(created.workOrderId), auditResult: '1' } });
    expect(await call('/api/maintenance/start', { params: { workOrderId: Number(created.workOrderId) } })).toMatchObject({ code: 1, msg: `车辆${v.plate}已有未完成的调拨单${String(transfer.allocationNo)}，不能送修` });
  });

  it('are not reviewed or accepted by the account that asked for them (separation of duties)', async () => {
    const v = freeVehicle();
    const own = await ok<Row>('/api/maintenance/save', { params: { carId: v.carId, maintenanceType: 1, shopId: shopIn(v.cityId).shopId, faultDescription: '保养', odometerIn: v.mileage, estimatedCost: 600 } });
    const id = Number(own.workOrderId);
    expect(await call('/api/maintenance/audit', { params: { workOrderId: id, auditResult: '1' } })).toMatchObject({ code: 1, msg: '不能审核自己创建的工单' });
    expect((await order(id)).workOrderStatus).toBe(1);
    // Who did what is kept on the order (user ids), so the screen can leave the step out for them.
    const admin = data().sysAccounts.find((a) => a.userName === 'admin')!;
    expect((await order(id)).actors).toEqual({ create: admin.userId });
    // Accepting: refused to its creator in the same words the screen would use.
    const stored = data().MaintenanceList.find((o) => o.workOrderId === id)!;
    Object.assign(stored, { workOrderStatus: 5 });
    expect(await call('/api/maintenance/assetAudit', { params: { workOrderId: id, assetResult: '1' } })).toMatchObject({ code: 1, msg: '不能验收自己创建的工单' });
  });

  it('totals are exact decimals: one function for the screen and the backend', () => {
    expect(costLineAmount(3, 0.1)).toBe('0.30');
    expect(costLineAmount('1.5', '180.05')).toBe('270.08');
    expect(workOrderTotals([{ itemType: 1, quantity: 3, unitPrice: 0.1 }, { itemType: 2, quantity: 0.1, unitPrice: 0.2 }, { itemType: 1, quantity: 1, unitPrice: 0.2 }])).toEqual({ parts: '0.50', labour: '0.02', total: '0.52' });
  });
});

describe('repair shops', () => {
  it('a shop with open work orders cannot be suspended; one without can, and is then no longer offered', async () => {
    const open = new Set(data().MaintenanceList.filter((o) => [1, 2, 4, 5].includes(o.workOrderStatus)).map((o) => o.shopId));
    const busy = data().RepairShopList.find((s) => s.cooperationStatus === 1 && open.has(s.shopId))!;
    const count = data().MaintenanceList.filter((o) => o.shopId === busy.shopId && [1, 2, 4, 5].includes(o.workOrderStatus)).length;
    expect((await ok<Row>('/api/repairShop/detail', { method: 'GET', params: { shopId: busy.shopId } })).openOrders).toBe(count);
    expect(await call('/api/repairShop/disable', { params: { shopId: busy.shopId } })).toMatchObject({ code: 1, msg: expect.stringContaining(`该维修厂有${count}张未完成的维保工单`) });
    const idle = data().RepairShopList.find((s) => s.cooperationStatus === 1 && !open.has(s.shopId))!;
    await ok('/api/repairShop/disable', { params: { shopId: idle.shopId } });
    const offered = await ok<{ value: number }[]>('/api/maintenance/shopOptions', { method: 'GET' });
    expect(offered.map((o) => o.value)).not.toContain(idle.shopId);
    expect(offered.map((o) => o.value)).toContain(busy.shopId);
  });

  it('refuses a taken name and a bad mobile number with the §5 message', async () => {
    const [a, b] = data().RepairShopList;
    const base = { shopId: b!.shopId, shopName: b!.shopName, shopType: b!.shopType, qualificationLevel: b!.qualificationLevel, brands: b!.brands, cityId: b!.cityId, address: b!.address, labourRate: b!.labourRate, contactName: b!.contactName, contactMobile: b!.contactMobile };
    expect(await call('/api/repairShop/save', { params: { ...base, shopName: a!.shopName } })).toMatchObject({ code: 1, msg: '该维修厂名称已存在' });
    expect(await call('/api/repairShop/save', { params: { ...base, contactMobile: '12345678901' } })).toMatchObject({ code: 1, msg: '手机号码有误，请重填' });
  });
});

describe('the vehicle screen', () => {
  it('does not declare repaired a vehicle a work order holds in repair: the asset review does', async () => {
    const held = data().MaintenanceList.find((o) => o.workOrderStatus === 4)!;
    expect(await call('/api/vehicle/repaired', { params: { carId: held.carId } })).toMatchObject({ code: 1, msg: `车辆${held.plate}有维修中的维保工单${held.workOrderNo}，请通过验收恢复可租` });
    expect((await vehicleOf(held.carId)).vehicleStatus).toBe(2);
  });
});

describe('the asset review asks the blocker rule', () => {
  it('accepting a repair takes the vehicle out of 维修中, and it shows 不可租 while its compulsory insurance has lapsed', async () => {
    const held = data().MaintenanceList.find((o) => o.workOrderStatus === 5)!;
    expect(held, 'a seeded order awaiting acceptance').toBeDefined();
    // Its compulsory cover lapsed while it was at the shop.
    for (const p of data().InsuranceList) if (p.carId === held.carId && p.insuranceType === 1) p.endDate = '2020-01-01';
    await ok('/api/maintenance/assetAudit', { params: { workOrderId: held.workOrderId, assetResult: '1' } });
    const after = await vehicleOf(held.carId);
    expect(after.vehicleStatus).not.toBe(2);
    expect(after.operationState, 'not 可租: the blocker rule refuses renting it').toBe(8);
    expect((await ok<{ total: number; result: Row[] }>('/api/vehicle/list', { method: 'GET', params: { operationState: 8, pageSize: 1000 } })).result.map((r) => r.carId)).toContain(held.carId);
  });
});
