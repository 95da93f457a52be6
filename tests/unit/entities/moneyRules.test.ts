/**
 * The money and contract rules of the domain layer (src/entities/{bill,charging,contract,supplier,finance,admin}),
 * pure over the rows they are given: no msw, no React, no demo backend.
 */
import { describe, expect, it } from 'vitest';
import { billableLines, billLine, billMonthOf, liveBillOf, paidBillStatus } from '@/entities/bill';
import { billAmounts, chargeBillOf, liveChargeBillOf, postableOrders, vehicleChargingOf } from '@/entities/charging';
import { CONTRACT, leaseSegments, previousMonth, RENEW, rentBillOf, rentBillProblem } from '@/entities/contract';
import { changeApprovalProblem, changePendingProblem, changeRequestProblem, changeTypeOf, pendingChangeOf } from '@/entities/supplier';
import { disputedProblem, expenseStatementOf, lineLockedProblem, AWAITING_PARTNER } from '@/entities/finance';
import { NO_DRIVER, responsibility } from '@/entities/admin/responsibility';
import { analysisRangeProblem, peccancyAnalysis } from '@/entities/admin/peccancyAnalysis';

const order = (no: string, over: Partial<Parameters<typeof billableLines>[0][number]> = {}) => ({
  demandOrderId: Number(no.slice(-2)), demandOrderNo: no, demandOrderStatusCode: 4, companyName: '甲公司', cityName: '杭州', levelName: '舒适型',
  plate: '浙A12345', driverName: '张三', useStartTime: '2026-10-01 09:00:00', useEndTime: '2026-10-03 09:00:00', vehicleNum: 2, ...over,
});
const levels = [{ levelName: '舒适型', dailyPrice: 300 }];

describe('demand bills', () => {
  it('bill an order in the month its use ended, at its level price × vehicles × days', () => {
    expect(billMonthOf(order('X01', { useEndTime: '2026-11-01 08:00:00' }))).toBe('2026-11');
    expect(billLine(order('X01'), levels)).toMatchObject({ useDays: 2, dailyPrice: 300, orderAmount: 1200 });
  });
  it('offer finished orders of the client and month in no live bill; a voided bill frees its orders', () => {
    const orders = [order('X01'), order('X02'), order('X03', { demandOrderStatusCode: 3 }), order('X04', { companyName: '乙公司' })];
    const bills = [
      { billNo: 'B1', billStatus: 1, lines: [{ demandOrderNo: 'X01' }] },
      { billNo: 'B2', billStatus: 9, lines: [{ demandOrderNo: 'X02' }] },
    ];
    expect(liveBillOf(bills, 'X01')?.billNo).toBe('B1');
    expect(liveBillOf(bills, 'X02')).toBeUndefined();
    expect(billableLines(orders, bills, levels, '甲公司', '2026-10').map((l) => l.demandOrderNo)).toEqual(['X02']);
    expect(billableLines(orders, bills, levels).map((l) => l.demandOrderNo)).toEqual(['X02', 'X04']);
  });
  it('settle a customer bill when nothing is left to receive', () => {
    expect(paidBillStatus(0)).toBe(3);
    expect(paidBillStatus(0.01)).toBe(2);
  });
});

describe('charging bills', () => {
  const line = (orderNo: string, startTime: string, kwh: number, fee: number) => ({
    orderNo, plate: '浙A1', stationName: '站', startTime, kwh, electricityFee: fee, serviceFee: 0.1, totalAmount: fee + 0.1,
    operatorName: '特来电', orderStatus: 1,
  });
  it('sum a bill’s lines exactly, oldest first', () => {
    const bill = chargeBillOf([line('C2', '2026-10-05 10:00:00', 10.1, 0.2), line('C1', '2026-10-01 10:00:00', 20.2, 0.1)]);
    expect(bill.lines.map((l) => l.orderNo)).toEqual(['C1', 'C2']);
    expect(bill).toMatchObject({ orderCount: 2, kwh: 30.3, electricityFee: 0.3, serviceFee: 0.2 });
    expect(billAmounts([])).toMatchObject({ orderCount: 0, totalAmount: 0 });
  });
  it('post an order into one live bill at most, and list the un-posted of an operator’s month', () => {
    const bills = [{ billNo: 'Z1', billStatus: 9, lines: [{ orderNo: 'C1' }] }, { billNo: 'Z2', billStatus: 2, lines: [{ orderNo: 'C2' }] }];
    expect(liveChargeBillOf(bills, 'C1')).toBeUndefined();
    expect(liveChargeBillOf(bills, 'C2')?.billNo).toBe('Z2');
    const orders = [line('C1', '2026-10-01 10:00:00', 1, 1), { ...line('C2', '2026-10-02 10:00:00', 1, 1), orderStatus: 2 }, line('C3', '2026-11-01 10:00:00', 1, 1)];
    expect(postableOrders(orders, '特来电', '2026-10').map((o) => o.orderNo)).toEqual(['C1']);
    expect(vehicleChargingOf(orders)).toMatchObject({ chargeCount: 3, lastChargeTime: '2026-11-01 10:00:00' });
  });
});

describe('rent bills', () => {
  const contract = {
    contractId: 5, contractNo: 'HT001', contractStatus: CONTRACT.active, companyName: '甲公司', signCompanyName: '分公司', startDate: '2026-09-16', endDate: '2026-10-15',
    monthlyRent: 3100, plates: '浙A1、浙A2', paymentDay: 10, terminateTime: '',
  };
  const renewal = { contractId: 5, renewStatus: RENEW.approved, startDate: '2026-10-16', endDate: '2026-12-31', monthlyRent: 3500, plate: '浙A1' };
  it('bill the term’s and the approved renewals’ days of the month, cut where a termination stopped the lease', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(leaseSegments(contract, [renewal, { ...renewal, renewStatus: RENEW.pending }])).toHaveLength(2);
    const bill = rentBillOf(contract, [renewal], '2026-10', 1, 'ZJ1', '2026-10-01 10:00:00')!;
    // 15 days of 31 at 3100 for two vehicles, then 16 days of 31 at 3500 for one.
    expect(bill).toMatchObject({ billStatus: 1, vehicleCount: 2, rentAmount: 1500 * 2 + 1806.45, dueDate: '2026-10-10' });
    const stopped = { ...contract, contractStatus: CONTRACT.terminated, terminateTime: '2026-09-30 12:00:00' };
    expect(rentBillOf(stopped, [renewal], '2026-10', 1, 'ZJ1', '')).toBeNull();
  });
  it('refuse a contract not in force, and a second bill of a month', () => {
    expect(rentBillProblem({ ...contract, contractStatus: CONTRACT.expired }, [], '2026-10')?.['zh-CN']).toBe('合同HT001不是生效中状态，不能生成租金账单');
    expect(rentBillProblem(contract, [{ contractId: 5, billMonth: '2026-10', billNo: 'ZJ9' }], '2026-10')?.['zh-CN']).toContain('ZJ9');
    expect(rentBillProblem(contract, [{ contractId: 5, billMonth: '2026-09', billNo: 'ZJ9' }], '2026-10')).toBeNull();
  });
});

describe('change orders', () => {
  it('name the change and hold one pending per order', () => {
    expect(changeTypeOf(1, 2, 7, 7)).toBe(1);
    expect(changeTypeOf(1, 1, 7, 8)).toBe(2);
    expect(changeTypeOf(1, 2, 7, 8)).toBe(3);
    const changes = [{ orderId: 3, changeStatus: 2 }, { orderId: 3, changeStatus: 1 }];
    expect(pendingChangeOf(changes, '3')).toBe(changes[1]);
    expect(changePendingProblem(changes, { orderId: 3 })).not.toBeNull();
    expect(changePendingProblem([], { orderId: 3, todoVehicle: true })).toBeNull();
    expect(changePendingProblem([], { orderId: 3, todoVehicle: true }, true)).not.toBeNull();
  });
  it('refuse another supplier’s vehicle, no change at all, and approving on an order no longer dispatched', () => {
    const o = { supplierName: '甲', carId: 1, driverId: 7 };
    expect(changeRequestProblem(o, { supplierName: '乙' }, { newCarId: 2, newDriverId: 7 })?.field).toBe('newCarId');
    expect(changeRequestProblem(o, { supplierName: '甲' }, { newCarId: 1, newDriverId: 7 })?.field).toBeUndefined();
    expect(changeRequestProblem(o, { supplierName: '甲' }, { newCarId: 2, newDriverId: 7 })).toBeNull();
    expect(changeApprovalProblem({ orderStatus: 4 })).toBeNull();
    expect(changeApprovalProblem({ orderStatus: 5 })).not.toBeNull();
    expect(changeApprovalProblem(undefined)).not.toBeNull();
  });
});

describe('finance statements', () => {
  it('total a statement and lock the lines of a bill not awaiting the partner', () => {
    expect(expenseStatementOf({}, [{ amount: 0.1 }, { amount: 0.2 }])).toMatchObject({ lineCount: 2, linesTotal: 0.3 });
    expect(lineLockedProblem({ billStatus: AWAITING_PARTNER })).toBeNull();
    expect(lineLockedProblem({ billStatus: 0 })).not.toBeNull();
    expect(disputedProblem([{ disputeStatus: 0 }])).toBeNull();
    expect(disputedProblem([{ disputeStatus: 1 }])).not.toBeNull();
  });
});

describe('violations', () => {
  const trips = [{ carId: 9, driverId: 4, driverName: '李四', tripNo: 'T1', startTime: '2026-10-01 08:00:00', endTime: '2026-10-01 18:00:00', status: 2 }];
  it('name the driver whose trip had the vehicle, else none', () => {
    expect(responsibility(trips, '9', '2026-10-01 12:00:00')).toMatchObject({ driverId: 4, tripNo: 'T1' });
    expect(responsibility(trips, 9, '2026-10-02 12:00:00')).toMatchObject({ driverId: '', driverName: NO_DRIVER });
  });
  it('analyse a range by month without gaps, leaving withdrawn violations out', () => {
    const v = (time: string, status = 1) => ({ peccancyTime: time, peccancyCode: '1625', points: 6, fine: 200, status, cityId: 1, cityName: '杭州', driverId: 4, driverName: '李四', carId: 9, plate: '浙A1' });
    const a = peccancyAnalysis([v('2026-08-02 10:00:00'), v('2026-10-02 10:00:00'), v('2026-10-03 10:00:00', 5)], { beginTime: '2026-08-01', endTime: '2026-10-31' });
    expect(a).toMatchObject({ total: 2, points: 12, fine: 400 });
    expect(a.byMonth.map((m) => m.count)).toEqual([1, 0, 1]);
    expect(analysisRangeProblem({ beginTime: '2026-10-02', endTime: '2026-10-01' })).not.toBeNull();
  });
});
