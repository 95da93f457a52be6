/** A repair shop's registered times (src/entities/maintenance/workOrder.ts `registeredTimeProblem`, pure). */
import { describe, expect, it } from 'vitest';
import { finishedWorkOrder, openOrderCounts, repairAccepted, repairStart, shopSuspendProblem, workOrderRequestProblem } from '@/entities/maintenance/rules';
import { registeredTimeProblem, SHOP_FINISH_NOT_AFTER, TIME_IN_FUTURE, WORK_ORDER } from '@/entities/maintenance/workOrder';

describe('registeredTimeProblem', () => {
  const now = '2026-11-28 10:00:00';
  it('refuses a time after now, and a completion not after the start', () => {
    expect(registeredTimeProblem('2026-11-28 10:00:01', now)).toBe(TIME_IN_FUTURE);
    expect(registeredTimeProblem('2026-11-28 09:00:00', now, '2026-11-28 09:00:00')).toBe(SHOP_FINISH_NOT_AFTER);
  });
  it('takes a past time, after the start when there is one', () => {
    expect(registeredTimeProblem('2026-11-28 10:00:00', now)).toBeNull();
    expect(registeredTimeProblem('2026-11-28 09:30:00', now, '2026-11-28 09:00:00')).toBeNull();
    expect(registeredTimeProblem('2026-11-28 09:30:00', now, '')).toBeNull();
  });
});

describe('the rules across work orders, shops and vehicles (src/entities/maintenance/rules.ts)', () => {
  const order = (workOrderId: number, carId: number, shopId: number, workOrderStatus: number) => ({ workOrderId, workOrderNo: `WX${workOrderId}`, carId, shopId, workOrderStatus });
  const ORDERS = [order(1, 10, 100, WORK_ORDER.inRepair), order(2, 11, 100, WORK_ORDER.pending), order(3, 12, 100, WORK_ORDER.completed), order(4, 13, 200, WORK_ORDER.cancelled)];
  const car = (carId: number, vehicleStatus = 1) => ({ carId, plate: `京A${carId}`, vehicleStatus, mileage: 5000 });
  const problem = (row: Record<string, unknown>, v: ReturnType<typeof car>) => {
    const p = workOrderRequestProblem({ odometerIn: 5000, ...row }, v, ORDERS);
    return p && [p.field, p.message['zh-CN']];
  };
  it("refuses a request for a vehicle out of service, one with another open order, an odometer below its mileage", () => {
    expect(problem({}, car(20, 3))).toEqual(['carId', '车辆京A20已停用，不能创建维保工单']);
    expect(problem({}, car(10))).toEqual(['carId', '车辆京A10已有未完成的维保工单WX1']);
    expect(problem({ odometerIn: 4999 }, car(12))?.[0]).toBe('odometerIn');
    // The order itself (an edit), a completed order's vehicle: no refusal.
    expect(problem({ workOrderId: 1 }, car(10))).toBeNull();
    expect(problem({}, car(12))).toBeNull();
  });
  it("counts a shop's open orders and refuses suspending a shop that has some", () => {
    const count = openOrderCounts(ORDERS);
    expect([count(100), count('200'), count(300)]).toEqual([2, 0, 0]);
    expect(shopSuspendProblem(100, ORDERS)?.['zh-CN']).toBe('该维修厂有2张未完成的维保工单（WX1等），不能暂停合作');
    expect(shopSuspendProblem(200, ORDERS)).toBeNull();
  });
  it('puts the vehicle in repair with the reason, and back with at least the odometer out', () => {
    expect(repairStart('保养', { faultDescription: '换机油', workOrderNo: 'WX1' })).toEqual({ vehicleStatus: 2, vehicleStatusName: '维修中', repairReason: '保养：换机油（工单WX1）' });
    expect(repairAccepted({ mileage: 5000 }, { odometerOut: 5100 }).mileage).toBe(5100);
    expect(repairAccepted({ mileage: 5000 }, {})).toEqual({ vehicleStatus: 1, vehicleStatusName: '可租', repairReason: '', mileage: 5000 });
  });
});

describe('finishedWorkOrder', () => {
  it('stores each cost line with its amount, the exact totals by kind and the state awaiting acceptance', () => {
    const lines = [
      { itemType: '1', itemName: '刹车片', quantity: 2, unitPrice: 180.5 },
      { itemType: '2', itemName: '工时', quantity: 1.5, unitPrice: 0.1 },
    ];
    expect(finishedWorkOrder(lines, '2026-11-28 10:00:00')).toEqual({
      costLines: [{ ...lines[0], amount: 361 }, { ...lines[1], amount: 0.15 }],
      partsCost: 361, labourCost: 0.15, finalCost: 361.15, finishTime: '2026-11-28 10:00:00', workOrderStatus: WORK_ORDER.toAccept,
    });
  });
});
