/**
 * Vehicle change orders and the supplier's orders (docs/architecture.md "Supplier orders and change orders"): a
 * supplier asks for a change on its own order, the platform audits it, and the order, the platform list's filter and
 * the dashboard's changeVehicleOrDriverNum follow; one change awaiting audit per order; a supplier sees its own only.
 */
import { describe, expect, it } from 'vitest';
import { commit, data } from '@/mocks/db';
import { call, ok } from './api';

type Row = Record<string, unknown>;
type Page = { total: number; result: Row[] };
type Option = { value: number; label: string };

const OWN = '鑫达汽车服务有限公司';
const login = (account: string, password: string) => ok('/api/provider/staff/login', { params: { authStrategy: 1, account, password } });
const asSupplier = () => login('supplier', 'supplier123');
const asAdmin = () => login('admin', 'admin123');
const changeCount = async () => (await ok<Record<string, number>>('/api/lingsan/customerOrder/todo/list', { method: 'GET' })).changeVehicleOrDriverNum!;
const platformPending = async () => (await ok<Page>('/api/lingsan/scatteredOrder/list', { method: 'GET', params: { todoVehicle: 'true', pageSize: 100 } })).total;
const order = (orderId: unknown) => data().scatteredOrders.find((o) => o.orderId === orderId)!;

/** The supplier's order that may ask for a change (dispatched or in service, none pending). */
const changeable = (status = 4) => data().scatteredOrders.find((o) => o.supplierName === OWN && o.orderStatus === status && !o.todoVehicle && o.carId !== undefined)!;

/** Another vehicle of the supplier in service and a driver the dialog offers for it (as the supplier's dialog asks them). */
async function replacement(current: { carId?: number }): Promise<{ newCarId: number; newDriverId: number; plate: string; driver: string }> {
  const cars = await ok<Option[]>('/api/lingsan/supplier/car/options', { method: 'GET' });
  for (const car of cars.filter((c) => c.value !== current.carId)) {
    const drivers = await ok<Option[]>('/api/lingsan/supplier/driver/options', { method: 'GET', params: { carId: car.value } });
    if (drivers.length > 0) return { newCarId: car.value, newDriverId: drivers[0]!.value, plate: car.label, driver: drivers[0]!.label };
  }
  throw new Error('no replacement');
}

/** The supplier asks for a change of `o`: answers the change order stored. */
async function askChange(o: { orderId: number; carId?: number }) {
  await asSupplier();
  const r = await replacement(o);
  await ok('/api/lingsan/supplier/serviceOrder/applyChange', { params: { orderId: o.orderId, newCarId: r.newCarId, newDriverId: r.newDriverId, changeReason: '车辆保养到期' } });
  const change = data().changeCarOrder.find((c) => c.orderId === o.orderId && c.changeStatus === 1)!;
  return { ...r, change };
}

describe('change orders', () => {
  it('asking for a change stores one awaiting audit, flags the order and moves the dashboard count and the platform list', async () => {
    await asAdmin();
    const [count, listed] = [await changeCount(), await platformPending()];
    const o = changeable();
    const { change, plate, driver } = await askChange(o);
    expect(change).toMatchObject({ orderNo: o.orderNo, supplierName: OWN, oldPlate: o.plate, newPlate: plate, newDriverName: driver, changeStatusName: '待审核', changeReason: '车辆保养到期', applicantName: '张海峰' });
    expect(order(o.orderId)).toMatchObject({ todoVehicle: true, plate: o.plate });
    // The dialog's fields belong to the change order, not the order.
    expect(order(o.orderId)).not.toHaveProperty('newCarId');
    await asAdmin();
    expect(await changeCount()).toBe(count + 1);
    expect(await platformPending()).toBe(listed + 1);
  });

  it('an order has one change awaiting audit: a second is refused (and start/finish wait for the audit)', async () => {
    const o = changeable();
    const { newCarId, newDriverId } = await askChange(o);
    expect(await call('/api/lingsan/supplier/serviceOrder/applyChange', { params: { orderId: o.orderId, newCarId, newDriverId, changeReason: '再换一次' } })).toMatchObject({
      code: 1, msg: '该订单已有待审核的换车单，或不是已派单、服务中的订单，不能申请换车',
    });
    expect(data().changeCarOrder.filter((c) => c.orderId === o.orderId && c.changeStatus === 1)).toHaveLength(1);
    expect(await call('/api/lingsan/supplier/serviceOrder/finishService', { params: { orderId: o.orderId, serviceEndTime: '2099-01-01 10:00:00', endMileage: 999999 } })).toMatchObject({
      code: 1, msg: '该订单有待审核的换车单，请等待审核结果',
    });
  });

  it('approving puts the new vehicle and driver on the order and clears the flag and the count', async () => {
    const o = changeable(3);
    const { change, plate, driver, newCarId, newDriverId } = await askChange(o);
    await asAdmin();
    const count = await changeCount();
    const approved = await ok<Row>('/api/lingsan/changeOrder/approve', { params: { changeOrderId: change.changeOrderId } });
    expect(approved).toMatchObject({ changeStatus: 2, changeStatusName: '已通过', auditorName: expect.any(String) as string });
    expect(approved.auditTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(order(o.orderId)).toMatchObject({ plate, driverName: driver, carId: newCarId, driverId: newDriverId, todoVehicle: false });
    expect(await changeCount()).toBe(count - 1);
    // The order's detail shows the new vehicle; not audited twice.
    expect(await ok<Row>('/api/lingsan/customerOrder/detail', { method: 'GET', params: { orderId: o.orderId } })).toMatchObject({ plate, driverName: driver });
    expect(await call('/api/lingsan/changeOrder/reject', { params: { changeOrderId: change.changeOrderId, rejectReason: 'x' } })).toMatchObject({ code: 1, msg: '该换车单不是待审核状态，不能审核' });
  });

  it('rejecting needs a reason, keeps the vehicle and driver, and clears the flag', async () => {
    const o = changeable();
    const { change } = await askChange(o);
    await asAdmin();
    expect(await call('/api/lingsan/changeOrder/reject', { params: { changeOrderId: change.changeOrderId } })).toMatchObject({ code: 1, msg: '请填写驳回原因' });
    expect(await ok<Row>('/api/lingsan/changeOrder/reject', { params: { changeOrderId: change.changeOrderId, rejectReason: '客户不同意更换车辆' } })).toMatchObject({
      changeStatusName: '已驳回', rejectReason: '客户不同意更换车辆',
    });
    expect(order(o.orderId)).toMatchObject({ plate: o.plate, driverName: o.driverName, todoVehicle: false });
  });

  it("the platform list's confirmChange approves the pending change order (one rule)", async () => {
    const o = changeable();
    const { change, plate } = await askChange(o);
    await asAdmin();
    await ok('/api/lingsan/scatteredOrder/confirmChange', { params: { orderId: o.orderId } });
    expect(data().changeCarOrder.find((c) => c.changeOrderId === change.changeOrderId)).toMatchObject({ changeStatus: 2, changeStatusName: '已通过' });
    expect(order(o.orderId)).toMatchObject({ plate, todoVehicle: false });
  });

  it('refuses a change that changes nothing and a vehicle of another supplier', async () => {
    const o = changeable();
    await asAdmin();
    const params = { orderId: o.orderId, changeReason: '测试' };
    expect(await call('/api/lingsan/supplier/serviceOrder/applyChange', { params: { ...params, newCarId: o.carId, newDriverId: o.driverId } })).toMatchObject({
      code: 1, msg: '新车辆和新司机与订单当前的相同，无需换车',
    });
    const foreign = data().scatteredCars.find((c) => c.supplierName !== OWN && c.status === 0)!;
    const drivers = await ok<Option[]>('/api/lingsan/supplier/driver/options', { method: 'GET', params: { carId: foreign.carId } });
    expect(await call('/api/lingsan/supplier/serviceOrder/applyChange', { params: { ...params, newCarId: foreign.carId, newDriverId: drivers[0]!.value } })).toMatchObject({
      code: 1, msg: '所选车辆不属于该订单的供应商',
    });
    expect(order(o.orderId).todoVehicle).toBe(false);
  });

  it('a supplier sees its own orders and change orders only', async () => {
    await asSupplier();
    const orders = await ok<Page>('/api/lingsan/supplier/serviceOrder/list', { method: 'GET', params: { pageSize: 100 } });
    const changes = await ok<Page>('/api/lingsan/changeOrder/list', { method: 'GET', params: { pageSize: 100 } });
    expect(orders.total).toBe(data().scatteredOrders.filter((o) => o.supplierName === OWN).length);
    expect(new Set([...orders.result, ...changes.result].map((r) => r.supplierName))).toEqual(new Set([OWN]));
    const other = data().scatteredOrders.find((o) => o.supplierName !== OWN && o.orderStatus === 4)!;
    expect(await call('/api/lingsan/supplier/serviceOrder/finishService', { params: { orderId: other.orderId, serviceEndTime: '2099-01-01 10:00:00', endMileage: 999999 } })).toMatchObject({
      msg: '记录不存在或已被删除',
    });
    // And may not audit its own change.
    const { change } = await askChange(changeable());
    expect(await call('/api/lingsan/changeOrder/approve', { params: { changeOrderId: change.changeOrderId } })).toMatchObject({ code: 403 });
    expect(data().changeCarOrder.find((c) => c.changeOrderId === change.changeOrderId)?.changeStatus).toBe(1);
  });

  it('the seed: every flagged order has exactly one change order awaiting audit, and an approved one brought the present vehicle', () => {
    const d = data();
    for (const o of d.scatteredOrders) expect(d.changeCarOrder.filter((c) => c.orderId === o.orderId && c.changeStatus === 1).length).toBe(o.todoVehicle ? 1 : 0);
    for (const c of d.changeCarOrder.filter((x) => x.changeStatus === 2)) expect(order(c.orderId).plate).toBe(c.newPlate);
  });
});

describe('service start and finish', () => {
  it('start records the time and odometer; finish must be later and not below the start reading', async () => {
    await asSupplier();
    const o = data().scatteredOrders.find((x) => x.supplierName === OWN && x.orderStatus === 3 && !x.todoVehicle)!;
    expect(await call('/api/lingsan/supplier/serviceOrder/startService', { params: { orderId: o.orderId, serviceStartTime: '2026-03-01 09:00:00' } })).toMatchObject({ code: 1, msg: '请填写开始里程' });
    expect(await call('/api/lingsan/supplier/serviceOrder/startService', { params: { orderId: o.orderId, serviceStartTime: '2026-03-01 09:00:00', startMileage: 2_000_001 } })).toMatchObject({ code: 1 });
    expect(await call('/api/lingsan/supplier/serviceOrder/startService', { params: { orderId: o.orderId, serviceStartTime: '2099-03-01 09:00:00', startMileage: 30500 } })).toMatchObject({
      code: 1, msg: '开始服务时间不能晚于当前时间',
    });
    const started = await ok<Row>('/api/lingsan/supplier/serviceOrder/startService', { params: { orderId: o.orderId, serviceStartTime: '2026-03-01 09:00:00', startMileage: 30500 } });
    expect(started).toMatchObject({ orderStatus: 4, orderStatusName: '服务中', serviceStartTime: '2026-03-01 09:00:00', startMileage: 30500 });
    const finish = (serviceEndTime: string, endMileage: number) => call('/api/lingsan/supplier/serviceOrder/finishService', { params: { orderId: o.orderId, serviceEndTime, endMileage } });
    expect(await finish('2026-03-01 08:00:00', 30800)).toMatchObject({ code: 1, msg: '结束服务时间必须晚于开始服务时间' });
    expect(await finish('2026-03-02 18:00:00', 30400)).toMatchObject({ code: 1, msg: '结束里程不能小于开始里程' });
    expect(await finish('2099-03-02 18:00:00', 30812)).toMatchObject({ code: 1, msg: '结束服务时间不能晚于当前时间' });
    commit((d) => {
      d.scatteredCars.find((c) => c.carId === o.carId)!.mileage = 30000;
    });
    const done = (await finish('2026-03-02 18:00:00', 30812)) as { code: number; data: Row };
    expect(done.code).toBe(0);
    expect(done.data).toMatchObject({ orderStatus: 5, orderStatusName: '已完成', serviceEndTime: '2026-03-02 18:00:00', endMileage: 30812 });
    // The vehicle's odometer follows.
    expect(data().scatteredCars.find((c) => c.carId === o.carId)?.mileage).toBe(30812);
    // The detail shows the distance and the bill of the month the service finished.
    const bill = data().scatteredBills.find((b) => b.supplierName === OWN && b.billMonth === '2026-03');
    await asAdmin();
    expect(await ok<Row>('/api/lingsan/customerOrder/detail', { method: 'GET', params: { orderId: o.orderId } })).toMatchObject({ serviceMileage: 312, billNo: bill?.billNo ?? '' });
  });
});

describe('the to-do list', () => {
  const mine = () => ok<Record<string, number>>('/api/lingsan/todo/mine', { method: 'GET' });

  it("a supplier's items are its own, each the total of its list opened with the item's query, and move with its work", async () => {
    const { SUPPLIER_TODOS } = await import('@/api/todos');
    const { backendOf } = await import('@/mocks/entities');
    await asSupplier();
    const counts = await mine();
    // Only what it may open: no platform or branch counts.
    expect(Object.keys(counts).sort()).toEqual(SUPPLIER_TODOS.map((i) => i.key).sort());
    for (const item of SUPPLIER_TODOS) {
      const [path, query] = item.target.split('?');
      const list = await ok<Page>(backendOf(path!.slice(1))!.paths.list, { method: 'GET', params: Object.fromEntries(new URLSearchParams(query)) });
      expect(list.total, item.key).toBe(counts[item.key]);
    }
    expect(counts.toFinishServiceNum).toBeGreaterThan(0);
    await askChange(changeable(4));
    const after = await mine();
    expect(after.changeAwaitingAuditNum).toBe(counts.changeAwaitingAuditNum! + 1);
    expect(after.toFinishServiceNum).toBe(counts.toFinishServiceNum! - 1);
  });

  it("the admin's platform items are the dashboard's counts (one rule)", async () => {
    await asAdmin();
    const dashboard = await ok<Record<string, number>>('/api/lingsan/customerOrder/todo/list', { method: 'GET' });
    expect(await mine()).toMatchObject(dashboard);
  });
});
