/** The dispatcher's status transitions in the demo backend (docs/api.md): each moves the row and the dashboard count. */
import { describe, expect, it } from 'vitest';
import { overlaps } from '@/entities/admin/dispatchRequest';
import { commit, data } from '@/mocks/db';
import type { BranchOrder } from '@/mocks/model';
import { call, ok } from './api';

type Choice = { value: number; label: string; disabled?: boolean; refusal?: string };
const carChoices = (orderId: number) => ok<Choice[]>('/api/lingsan/branchOrder/carOptions', { method: 'GET', params: { orderId } });
const driverChoices = (orderId: number, carId: number) => ok<Choice[]>('/api/lingsan/branchOrder/driverOptions', { method: 'GET', params: { orderId, carId } });
const BUSY_CAR = '所选车辆在用车时段内已有行程、派车或租赁安排，不能重复派车';

type Row = Record<string, unknown>;
const counts = () => ok<Record<string, number>>('/api/lingsan/customerOrder/todo/list', { method: 'GET' });
const branchCounts = () => ok<Record<string, number>>('/api/lingsan/order/supplier/platformToDoItem');

describe('dispatcher actions', () => {
  it('dispatching an awaiting demand order needs a supplier, moves it to 2 and lowers tobeDispatchNum', async () => {
    const row = data().demandOrders.find((r) => r.demandOrderStatusCode === 1)!;
    const before = (await counts()).tobeDispatchNum;
    expect(await call('/api/lingsan/demandOrder/dispatch', { params: { demandOrderId: row.demandOrderId } })).toMatchObject({ code: 1, msg: '请选择供应商' });
    const changed = await ok<Row>('/api/lingsan/demandOrder/dispatch', { params: { demandOrderId: row.demandOrderId, supplierName: '永顺租车有限公司' } });
    expect(changed).toMatchObject({ demandOrderStatusCode: 2, demandOrderStatusName: '已派单', supplierName: '永顺租车有限公司' });
    expect((await counts()).tobeDispatchNum).toBe(before - 1);
    // Not twice: the row is no longer awaiting dispatch.
    expect(await call('/api/lingsan/demandOrder/dispatch', { params: { demandOrderId: row.demandOrderId, supplierName: 'x' } })).toMatchObject({
      code: 1, msg: '该需求单不是待派单状态，不能派单',
    });
  });

  it('a check sheet review passes, or rejects only with a reason', async () => {
    const [a, b] = data().checkSheets.filter((r) => r.auditStatus === 1);
    const before = (await counts()).tobeReviewedNum;
    expect(await call('/api/lingsan/checkSheet/audit', { params: { checkSheetId: a!.checkSheetId, auditResult: 'reject' } })).toMatchObject({ msg: '请填写驳回原因' });
    await ok('/api/lingsan/checkSheet/audit', { params: { checkSheetId: a!.checkSheetId, auditResult: 'pass' } });
    await ok('/api/lingsan/checkSheet/audit', { params: { checkSheetId: b!.checkSheetId, auditResult: 'reject', auditRemark: '里程与照片不符' } });
    expect(data().checkSheets.find((r) => r.checkSheetId === a!.checkSheetId)?.auditStatus).toBe(2);
    expect(data().checkSheets.find((r) => r.checkSheetId === b!.checkSheetId)).toMatchObject({ auditStatus: 3, auditRemark: '里程与照片不符' });
    expect((await counts()).tobeReviewedNum).toBe(before - 2);
  });

  it('branch orders walk 5 → 6 (dispatch) → 7, and 9 → 11 → data sent back', async () => {
    const waiting = data().branchOrders.find((r) => r.orderStatus === 5)!;
    const c0 = await branchCounts();
    const [car] = await carChoices(waiting.orderId);
    const [driver] = await driverChoices(waiting.orderId, car!.value);
    await ok('/api/lingsan/branchOrder/dispatch', { params: { orderId: waiting.orderId, carId: car!.value, driverId: driver!.value } });
    let c1 = await branchCounts();
    expect(c1.waitingDeliveryNumber).toBe(c0.waitingDeliveryNumber - 1);
    expect(c1.dispatchingNumber).toBe(c0.dispatchingNumber + 1);
    await ok('/api/lingsan/branchOrder/deliver', { params: { orderId: waiting.orderId } });
    expect((await branchCounts()).dispatchingNumber).toBe(c0.dispatchingNumber);

    const returned = data().branchOrders.find((r) => r.orderStatus === 9 && r.returnedFlag === 1 && r.orderType === 1)!;
    await ok('/api/lingsan/branchOrder/confirmReturn', { params: { orderId: returned.orderId } });
    c1 = await branchCounts();
    expect(c1.returnedToBeConfirmedNumber).toBe(c0.returnedToBeConfirmedNumber - 1);
    expect(c1.completedAndCallBackDataNumber).toBe(c0.completedAndCallBackDataNumber + 1);
    await ok('/api/lingsan/branchOrder/callBack', { params: { orderId: returned.orderId } });
    expect((await branchCounts()).completedAndCallBackDataNumber).toBe(c0.completedAndCallBackDataNumber);
  });

  it('a branch order is sent a vehicle and a driver of its city, chosen among those free for it (the dispatch rule)', async () => {
    const waiting = data().branchOrders.find((r) => r.orderStatus === 5)!;
    const city = data().cities.find((c) => c.cityName === waiting.cityName)!;
    const cars = await carChoices(waiting.orderId);
    const free = cars.filter((c) => !c.disabled);
    expect(free.length).toBeGreaterThan(0);
    // The vehicles of its city only, the free ones first; one the rule refuses is offered greyed, with its reason.
    expect(cars.map((c) => data().vehicles.find((v) => v.carId === c.value)!.cityId)).toEqual(cars.map(() => city.cityId));
    expect(cars.slice(0, free.length)).toEqual(free);
    const car = data().vehicles.find((v) => v.carId === free[0]!.value)!;
    const drivers = await driverChoices(waiting.orderId, car.carId);
    const driver = data().Drivers.find((d) => d.driverId === drivers.find((d) => !d.disabled)!.value)!;

    // Another branch order renting that vehicle over an overlapping period holds it: greyed, and refused naming the field.
    const renting = data().branchOrders.find((r) => r.orderId !== waiting.orderId && r.orderStatus === 11)!;
    commit(() => void Object.assign(renting, { orderStatus: 7, carId: car.carId, plate: car.plate, startTime: waiting.startTime, endTime: waiting.endTime }));
    expect((await carChoices(waiting.orderId)).find((c) => c.value === car.carId)).toMatchObject({ disabled: true, refusal: BUSY_CAR });
    expect(await call('/api/lingsan/branchOrder/dispatch', { params: { orderId: waiting.orderId, carId: car.carId, driverId: driver.driverId } })).toMatchObject({
      code: 1, msg: BUSY_CAR, field: 'carId',
    });
    // A vehicle of another city is not offered at all, and refused.
    const away = data().vehicles.find((v) => v.cityId !== city.cityId)!;
    expect((await carChoices(waiting.orderId)).some((c) => c.value === away.carId)).toBe(false);
    expect(await call('/api/lingsan/branchOrder/dispatch', { params: { orderId: waiting.orderId, carId: away.carId, driverId: driver.driverId } })).toMatchObject({ code: 1, field: 'carId' });
    // A driver of another city is refused naming the driver.
    commit(() => void Object.assign(renting, { orderStatus: 11 }));
    const stranger = data().Drivers.find((d) => d.cityId !== city.cityId)!;
    expect(await call('/api/lingsan/branchOrder/dispatch', { params: { orderId: waiting.orderId, carId: car.carId, driverId: stranger.driverId } })).toMatchObject({
      code: 1, msg: '所选司机不在用车城市', field: 'driverId',
    });
    expect(data().branchOrders.find((r) => r.orderId === waiting.orderId)!.orderStatus).toBe(5);

    // Sent: the order holds the fleet's vehicle and the driver, by id and by name.
    await ok('/api/lingsan/branchOrder/dispatch', { params: { orderId: waiting.orderId, carId: car.carId, driverId: driver.driverId } });
    expect(data().branchOrders.find((r) => r.orderId === waiting.orderId)).toMatchObject({
      orderStatus: 6, dispatchingFlag: 1, carId: car.carId, plate: car.plate, driverId: driver.driverId, driverName: driver.driverName,
    });
  });

  it('seeded branch orders sent a vehicle hold it, and its driver, once at a time, in their city', () => {
    const sent = data().branchOrders.filter((r) => [6, 7].includes(r.orderStatus));
    expect(sent.length).toBeGreaterThan(3);
    const cityOf = (r: BranchOrder) => data().cities.find((c) => c.cityName === r.cityName)!.cityId;
    for (const a of sent) {
      expect(data().vehicles.find((v) => v.carId === a.carId)).toMatchObject({ plate: a.plate, cityId: cityOf(a) });
      expect(data().Drivers.find((d) => d.driverId === a.driverId)).toMatchObject({ driverName: a.driverName, cityId: cityOf(a) });
      for (const b of sent) if (a !== b && overlaps({ start: a.startTime, end: a.endTime }, { start: b.startTime, end: b.endTime })) expect(a.carId).not.toBe(b.carId);
    }
  });

  it('income bills are confirmed or rejected only while awaiting the partner', async () => {
    const bill = data().incomeBills.find((r) => r.billStatus === 120)!;
    await ok('/api/lingsan/incomeBill/confirm', { params: { billId: bill.billId } });
    expect(await call('/api/lingsan/incomeBill/reject', { params: { billId: bill.billId, rejectReason: 'x' } })).toMatchObject({ msg: '该账单不是待合作方确认状态，不能驳回' });
    expect(await call('/api/lingsan/incomeBill/confirm', { params: { billId: 999999 } })).toMatchObject({ msg: '记录不存在或已被删除' });
  });

  it('lists filter by "contains" fields and by the createTime range', async () => {
    const sample = data().scatteredOrders[0]!;
    const byNo = await ok<{ result: Row[] }>('/api/lingsan/scatteredOrder/list', { method: 'GET', params: { orderNo: sample.orderNo.slice(2, 10) } });
    expect(byNo.result.every((r) => String(r.orderNo).includes(sample.orderNo.slice(2, 10)))).toBe(true);
    const day = sample.createTime.slice(0, 10);
    const byDay = await ok<{ result: Row[] }>('/api/lingsan/scatteredOrder/list', { method: 'GET', params: { beginTime: day, endTime: day, pageSize: 100 } });
    expect(byDay.result.length).toBeGreaterThan(0);
    expect(byDay.result.every((r) => String(r.createTime).startsWith(day))).toBe(true);
  });
});
