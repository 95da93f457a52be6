/** THE vehicle blocker rule, the operating state and the lease, insurance and price rules: pure, without msw or React. */
import { describe, expect, it } from 'vitest';
import { deviceVehicleOptions, gpsHolder, operationStates, OPERATION, repairOrderBlocker, vehicleBlocker, type FleetWorld } from '@/entities/admin/vehicleRules';
import { leaseConflict, leaseEnd, liveLease, renewable, vehicleLeaseEnd } from '@/entities/contract/rules';
import { insuranceExpiries } from '@/entities/insurance/rules';
import { basicFees, couponFits, orderAmounts, optionalFees, paymentTypeOf } from '@/entities/order/pricing';

const TODAY = '2026-11-27';
const car = { carId: 1, plate: '京A00001', vehicleStatus: 1, inspectionExpiry: '2027-06-30' };
const policy = { insuranceType: 1, carId: 1, endDate: '2027-03-01' };

function world(patch: Partial<FleetWorld> = {}): FleetWorld {
  return { vehicles: [car], rentOrders: [], VehicleAllocation: [], MaintenanceList: [], businessContract: [], renewContract: [], InsuranceList: [policy], ...patch };
}
const zh = (q: Parameters<typeof vehicleBlocker>[2], w = world()) => vehicleBlocker(w, 1, q)?.['zh-CN'] ?? null;
const rent = { use: 'rent' as const, today: TODAY, period: { start: '2026-12-01 10:00:00', end: '2026-12-04 10:00:00' } };

describe('the vehicle blocker rule', () => {
  it('lets a free, insured, inspected vehicle be rented, dispatched, transferred and repaired', () => {
    for (const use of ['rent', 'dispatch', 'transfer', 'repair'] as const) expect(zh({ ...rent, use })).toBeNull();
  });

  it('names its state, an open transfer, a rental order over the period, an open work order', () => {
    expect(zh(rent, world({ vehicles: [{ ...car, vehicleStatus: 2 }] }))).toBe('车辆京A00001正在维修中，不能租赁');
    expect(zh({ use: 'transfer', today: TODAY }, world({ vehicles: [{ ...car, vehicleStatus: 3 }] }))).toBe('车辆京A00001已停用，不能调拨');
    const transfer = { allocationId: 7, allocationNo: 'DB1', carId: 1, allocationStatus: 1 };
    expect(zh({ use: 'transfer', today: TODAY }, world({ VehicleAllocation: [transfer] }))).toBe('车辆京A00001已有未完成的调拨单DB1，不能重复调拨');
    expect(zh({ use: 'transfer', today: TODAY, exceptAllocation: 7 }, world({ VehicleAllocation: [transfer] }))).toBeNull();
    const order = { orderNo: 'SO1', carId: 1, orderStatus: 10, bookingGaincarTime: '2026-12-03 10:00:00', bookingBackcarTime: '2026-12-05 10:00:00' };
    expect(zh(rent, world({ rentOrders: [order] }))).toBe('车辆京A00001已被预订（订单SO1待取车），不能租赁');
    expect(zh({ ...rent, period: { start: '2026-12-05 10:00:00', end: '2026-12-06 10:00:00' } }, world({ rentOrders: [order] }))).toBeNull();
    expect(zh({ use: 'repair', today: TODAY }, world({ rentOrders: [order] }))).toBe('车辆京A00001已被预订（订单SO1待取车），不能送修');
    // An order awaiting payment holds its car too; the order asking is not its own blocker.
    expect(zh(rent, world({ rentOrders: [{ ...order, orderStatus: 5 }] }))).toBe('车辆京A00001已被预订（订单SO1待支付），不能租赁');
    expect(zh({ ...rent, exceptOrder: 'SO1' }, world({ rentOrders: [order] }))).toBeNull();
    expect(zh({ ...rent, exceptOrder: 'SO1' }, world({ rentOrders: [{ ...order, orderStatus: 20 }] }))).toBeNull();
    expect(zh({ ...rent, exceptOrder: 'SO2' }, world({ rentOrders: [{ ...order, orderStatus: 20 }] }))).toBe('车辆京A00001正在租赁中（订单SO1），不能租赁');
    expect(zh(rent, world({ rentOrders: [{ ...order, orderStatus: 50 }] }))).toBeNull();
    const wo = { workOrderId: 3, workOrderNo: 'WX1', carId: 1, plate: '京A00001', workOrderStatus: 1, workOrderStatusName: '待审核' };
    expect(zh(rent, world({ MaintenanceList: [wo] }))).toBe('车辆京A00001有待审核的维保工单WX1，不能租赁');
    expect(zh({ use: 'repair', today: TODAY, exceptWorkOrder: 3 }, world({ MaintenanceList: [wo] }))).toBeNull();
  });

  it('refuses renting and dispatching over a live lease (renewals included), but not repairing', () => {
    const contract = { contractId: 5, contractNo: 'HT1', contractStatus: 3, carIds: '1,2', startDate: '2026-01-01', endDate: '2026-11-30' };
    const renewal = { contractId: 5, carId: 1, renewStatus: 2, endDate: '2027-01-31' };
    const w = world({ businessContract: [contract], renewContract: [renewal] });
    expect(zh(rent, w)).toBe('车辆京A00001已在合同HT1中租出（2026-01-01至2027-01-31），不能租赁');
    expect(vehicleBlocker(w, 1, { ...rent, use: 'dispatch' })?.['en-US']).toContain('leased under contract HT1');
    expect(zh({ use: 'repair', today: TODAY }, w)).toBeNull();
    expect(zh(rent, world({ businessContract: [contract] }))).toBeNull();
    expect(zh(rent, world({ businessContract: [{ ...contract, contractStatus: 5 }], renewContract: [renewal] }))).toBeNull();
  });

  it('refuses renting a vehicle whose compulsory insurance lapsed or whose inspection is overdue, judged today', () => {
    expect(zh(rent, world({ InsuranceList: [{ ...policy, endDate: '2026-11-20' }] }))).toBe('车辆京A00001的交强险已于2026-11-20到期，不能租赁');
    expect(zh(rent, world({ InsuranceList: [{ ...policy, insuranceType: 2 }] }))).toBe('车辆京A00001没有交强险保单，不能租赁');
    expect(zh(rent, world({ InsuranceList: [{ ...policy, endDate: '2026-11-20' }, { ...policy, endDate: '2027-11-20' }] }))).toBeNull();
    expect(zh(rent, world({ vehicles: [{ ...car, inspectionExpiry: '2026-10-01' }] }))).toBe('车辆京A00001的年检已于2026-10-01到期，不能租赁');
    expect(zh({ use: 'transfer', today: TODAY }, world({ InsuranceList: [] }))).toBeNull();
  });

  it('gives the operating state: 不可租 when the rule refuses renting today, else as before', () => {
    const devices = [{ deviceId: 1, terminalNo: 'T1', carId: 1, deviceType: 1, bindStatus: 1, onlineState: 0 }];
    expect(operationStates({ ...world(), Devices: devices }, TODAY)(car)).toBe(OPERATION.offline);
    expect(operationStates({ ...world({ InsuranceList: [] }), Devices: devices }, TODAY)(car)).toBe(OPERATION.blocked);
    expect(operationStates({ ...world({ vehicles: [{ ...car, vehicleStatus: 2 }] }), Devices: [] }, TODAY)(car)).toBe(OPERATION.repair);
    // 已预订 while an order awaits payment or pick-up, 租用中 while one renting (it wins), 可租 once returned.
    const held = (...states: number[]) => world({ rentOrders: states.map((orderStatus, i) => ({ orderNo: `SO${i}`, carId: 1, orderStatus, bookingGaincarTime: '2026-12-01 10:00:00', bookingBackcarTime: '2026-12-03 10:00:00' })) });
    expect(operationStates({ ...held(5), Devices: [] }, TODAY)(car)).toBe(OPERATION.reserved);
    expect(operationStates({ ...held(10, 20), Devices: [] }, TODAY)(car)).toBe(OPERATION.rented);
    expect(operationStates({ ...held(20, 10), Devices: [] }, TODAY)(car)).toBe(OPERATION.rented);
    expect(operationStates({ ...held(30, 40, 50), Devices: [] }, TODAY)(car)).toBe(OPERATION.available);
    expect(gpsHolder(devices, 1)?.terminalNo).toBe('T1');
    expect(gpsHolder(devices, 1, 1)).toBeUndefined();
    const wo = { workOrderId: 3, workOrderNo: 'WX1', carId: 1, plate: '京A00001', workOrderStatus: 5, workOrderStatusName: '待验收' };
    expect(repairOrderBlocker([wo], 1)?.['zh-CN']).toBe('车辆京A00001有待验收的维保工单WX1，请通过验收恢复可租');
  });
});

describe('the lease rules', () => {
  const c = { contractId: 5, contractNo: 'HT1', contractStatus: 4, carIds: '1', startDate: '2026-01-01', endDate: '2026-10-31' };
  const renewals = [{ contractId: 5, carId: 1, renewStatus: 2, endDate: '2026-10-31' }, { contractId: 5, carId: 1, renewStatus: 1, endDate: '2027-10-31' }];
  it('ends a lease at its last approved renewal, and renews within 30 days of its end', () => {
    expect(leaseEnd(renewals, c)).toBe('2026-10-31');
    expect(vehicleLeaseEnd(renewals, c, 1)).toBe('2026-10-31');
    expect(renewable(renewals, c, '2026-11-30')).toBe(true);
    expect(renewable(renewals, c, '2026-12-01')).toBe(false);
    expect(liveLease({ contracts: [c], renewals }, 1, { start: '2026-05-01', end: '2026-05-02' })).toBeNull();
    const live = { ...c, contractStatus: 3 };
    expect(leaseConflict({ contracts: [live], renewals }, () => '京A1', '1', '2026-10-31', '2026-12-01')?.['zh-CN']).toBe('车辆京A1已在合同HT1中租出（2026-01-01至2026-10-31），租期不能重叠');
    expect(leaseConflict({ contracts: [live], renewals }, () => '京A1', '1', '2026-11-01', '2026-12-01')).toBeNull();
  });

  it('takes the insurance expiry from the latest compulsory policy', () => {
    const of = insuranceExpiries([{ insuranceType: 1, carId: 1, endDate: '2026-01-01' }, { insuranceType: 1, carId: 1, endDate: '2027-01-01' }, { insuranceType: 2, carId: 1, endDate: '2028-01-01' }]);
    expect(of(1)).toBe('2027-01-01');
    expect(of(2)).toBe('');
  });
});

describe('the rental price rules', () => {
  it('prices a rental exactly, and pays total less the coupon capped at the total', () => {
    const gain = { storeId: 1, cityId: 1 };
    const fees = basicFees(199.99, 3, gain, { storeId: 2, cityId: 1 });
    expect(fees.map((f) => [f.priceCode, f.totalPriceAmount])).toEqual([['rent', 599.97], ['basic_insurance', 150], ['prepare', 20], ['return_elsewhere', 50]]);
    expect(basicFees(100, 1, gain, { storeId: 3, cityId: 2 }).at(-1)).toMatchObject({ priceName: '异地还车费', totalPriceAmount: 300 });
    expect(orderAmounts(fees, optionalFees(3), { deductAmount: 20.1 })).toEqual({ basic: 819.97, optional: 120, total: 939.97, coupon: 20.1, pay: 919.87 });
    expect(orderAmounts([{ priceCode: 'x', priceName: 'x', unitPrice: 0.1, quantity: 1, totalPriceAmount: 0.1 }], [], { deductAmount: 50 })).toMatchObject({ coupon: 0.1, pay: 0 });
    expect(paymentTypeOf('goto_store_pay')).toBe(1);
    expect(paymentTypeOf('online_partly_yufu_pay')).toBe(0);
    expect(paymentTypeOf('cash')).toBeUndefined();
    const coupon = { customerId: 9, useStatus: 0, validStartTime: '2026-01-01 00:00:00', validEndTime: '2026-12-31 23:59:59', thresholdAmount: 200, deductAmount: 20, paymentType: 0 };
    expect(couponFits(coupon, 9, 200, 0, '2026-11-27 10:00:00')).toBe(true);
    expect(couponFits(coupon, 9, 199.99, 0, '2026-11-27 10:00:00')).toBe(false);
    expect(couponFits(coupon, 9, 200, 1, '2026-11-27 10:00:00')).toBe(false);
  });
});

it("offers a terminal every vehicle with its store and the GPS terminal it holds (a bound one only)", () => {
  const vehicles = [{ carId: 1, plate: '京A1', storeName: '东门店' }, { carId: 2, plate: '京A2', storeName: '西门店' }];
  const devices = [
    { deviceId: 1, terminalNo: 'T1', carId: 1, deviceType: 1, bindStatus: 1, onlineState: 1 },
    { deviceId: 2, terminalNo: 'T2', carId: 2, deviceType: 1, bindStatus: 0, onlineState: 0 },
    { deviceId: 3, terminalNo: 'V3', carId: 2, deviceType: 2, bindStatus: 1, onlineState: 1 },
  ];
  expect(deviceVehicleOptions(vehicles, devices)).toEqual([
    { value: 1, label: '京A1（东门店，已装GPS终端T1）' },
    { value: 2, label: '京A2（西门店）' },
  ]);
});
