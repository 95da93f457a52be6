/** The home's rules (src/entities/dashboard/home.ts): which home an account has, and the operations counts. */
import { describe, expect, it } from 'vitest';
import { homeMeaning, homeOfAudience, homeOfUserType, operationsCounts, OWN_TODOS, showsPlatformTodos, type HomeCount } from '@/entities/dashboard/home';

const TODAY = '2026-11-29';
const byKey = (items: readonly HomeCount[]) => Object.fromEntries(items.map((i) => [i.key, i]));

describe('which home', () => {
  it('by the session’s audience and by the logged-in user’s type alike', () => {
    expect(['provider-admin', 'dispatcher', 'supplier', 'enterprise', undefined].map(homeOfAudience)).toEqual(['operations', 'operations', 'supplier', 'enterprise', 'operations']);
    expect([1, 2, 3, undefined].map(homeOfUserType)).toEqual(['operations', 'supplier', 'enterprise', 'operations']);
  });

  it('only the provider’s home shows the §2 platform and branch tables', () => {
    expect(showsPlatformTodos('operations')).toBe(true);
    expect(showsPlatformTodos('supplier')).toBe(false);
    expect(showsPlatformTodos('enterprise')).toBe(false);
  });

  it('a supplier’s home: demand orders to take, change requests, bills; an enterprise’s: requests and bills', () => {
    expect(OWN_TODOS.supplier.map((i) => i.target.split('?')[0])).toEqual(expect.arrayContaining(['/supplierDemandOrder', '/changeCarOrder', '/supplierScatteredBillSec']));
    expect(new Set(OWN_TODOS.enterprise.map((i) => i.target.split('?')[0]))).toEqual(new Set(['/ApplyVehicleList', '/customerBillSec']));
  });
});

describe('operations counts', () => {
  it('the fleet by operating state: one count per state, each opening /Vehicles filtered by it', () => {
    const items = operationsCounts({ vehicles: [{ operationState: 1 }, { operationState: 1 }, { operationState: 3 }, { operationState: 6 }] }, TODAY);
    expect(items).toHaveLength(8);
    const k = byKey(items);
    expect(k.vehicleState1).toEqual({ key: 'vehicleState1', count: 2, target: '/Vehicles?operationState=1' });
    expect(k.vehicleState3!.count).toBe(1);
    expect(k.vehicleState6!.count).toBe(1);
    expect(k.vehicleState2!.count).toBe(0);
  });

  it('today’s pick-ups (awaiting pick-up, booked today) and returns (in use, due back today)', () => {
    const rentOrders = [
      { orderStatus: 10, bookingGaincarTime: `${TODAY} 09:00:00`, bookingBackcarTime: '2026-12-02 09:00:00' },
      { orderStatus: 10, bookingGaincarTime: '2026-11-28 09:00:00', bookingBackcarTime: `${TODAY} 09:00:00` },
      { orderStatus: 20, bookingGaincarTime: `${TODAY} 08:00:00`, bookingBackcarTime: `${TODAY} 20:00:00` },
      { orderStatus: 20, bookingGaincarTime: '2026-11-20 08:00:00', bookingBackcarTime: '2026-11-30 08:00:00' },
      { orderStatus: 40, bookingGaincarTime: `${TODAY} 08:00:00`, bookingBackcarTime: `${TODAY} 20:00:00` },
    ];
    const k = byKey(operationsCounts({ rentOrders }, TODAY));
    expect(k.pickUpsTodayNum).toEqual({ key: 'pickUpsTodayNum', count: 1, target: `/RentOrderManage?orderStatus=10&beginTime=${TODAY}&endTime=${TODAY}` });
    expect(k.returnsTodayNum).toEqual({ key: 'returnsTodayNum', count: 1, target: `/RentOrderManage?orderStatus=20&returnDay=${TODAY}` });
  });

  it('open alarms, and policies ending within 30 days (their list’s windows)', () => {
    const k = byKey(
      operationsCounts({ alarms: [{ handleState: 0 }, { handleState: '0' }, { handleState: 1 }], policies: [{ expiringWithin: '7,15,30,60,90' }, { expiringWithin: '60,90' }, { expiringWithin: '' }, {}] }, TODAY),
    );
    expect(k.openAlarmNum).toEqual({ key: 'openAlarmNum', count: 2, target: '/sopAlarmList?handleState=0' });
    expect(k.expiringPolicyNum).toEqual({ key: 'expiringPolicyNum', count: 1, target: '/InsuranceList?expiringWithin=30' });
  });

  it('only the parts whose rows are given (a list the account may not open is left out)', () => {
    expect(operationsCounts({}, TODAY)).toEqual([]);
    expect(operationsCounts({ alarms: [] }, TODAY).map((i) => i.key)).toEqual(['openAlarmNum']);
  });

  it('every count has its meaning in both languages', () => {
    const all = operationsCounts({ vehicles: [], rentOrders: [], alarms: [], policies: [] }, TODAY).map((i) => i.key);
    for (const key of [...all, ...OWN_TODOS.supplier.map((i) => i.key), ...OWN_TODOS.enterprise.map((i) => i.key)]) {
      const m = homeMeaning(key);
      expect(m?.['zh-CN'], key).toMatch(/[\u4e00-\u9fff]/);
      expect(m?.['en-US'], key).toMatch(/^[A-Z][\x20-\x7e]+$/);
    }
    expect(homeMeaning('vehicleState3')).toEqual({ 'zh-CN': '租用中的车辆', 'en-US': 'Vehicles: rented' });
  });
});
