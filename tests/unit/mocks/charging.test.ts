/** EV charging in the demo backend (entities/charging): exact fees, the session rules, posting into bills, voiding frees. */
import { describe, expect, it } from 'vitest';
import { chargeFees, chargeProblems } from '@/entities/charging';
import { data } from '@/mocks/db';
import { call, ok } from './api';

type Row = Record<string, string | number>;
interface Line { orderNo: string; operatorName: string; billMonth: string; totalAmount: number; kwh: number }

const ORDER = '/api/charging/order';
const BILL = '/api/charging/bill';
const postable = (params: Record<string, string> = {}) => ok<Line[]>(`${BILL}/postableOrders`, { method: 'GET', params });

function session(over: Record<string, string> = {}): Record<string, string> {
  const ev = data().vehicles.find((v) => v.energyType === 2 && v.vehicleStatus !== 3)!;
  const driver = data().Drivers.find((d) => d.status === 1)!;
  const station = data().SopPowerStationOperator[0]!.stations[0]!;
  return {
    plate: ev.plate, driverName: driver.driverName, stationId: String(station.stationId), pileType: '1', pileNo: 'K01',
    startTime: '2026-11-20 09:00:00', endTime: '2026-11-20 09:45:00', kwh: '33.33', startSoc: '20', endSoc: '80', ...over,
  };
}

/** An operator's month with at least two orders to post. */
async function monthWithTwo(): Promise<Line[]> {
  const groups = new Map<string, Line[]>();
  for (const l of await postable()) groups.set(`${l.operatorName}|${l.billMonth}`, [...(groups.get(`${l.operatorName}|${l.billMonth}`) ?? []), l]);
  const found = [...groups.values()].find((g) => g.length >= 2);
  if (!found) throw new Error('no operator month with two orders to post');
  return found;
}

describe('charging fees', () => {
  it('are kWh × price and kWh × service rate, each exact to the fen, the total their sum', () => {
    // 33.33 × 1.07 = 35.6631 → 35.66; 33.33 × 0.55 = 18.3315 → 18.33 (half up); floats would drift.
    expect(chargeFees('33.33', '1.07', '0.55')).toEqual({ electricityFee: 35.66, serviceFee: 18.33, totalAmount: 53.99 });
    expect(chargeFees(0.1, 0.2, 0.1)).toEqual({ electricityFee: 0.02, serviceFee: 0.01, totalAmount: 0.03 });
  });

  it('refuse an end level below the start and a session over 24 hours', () => {
    expect(chargeProblems({ startSoc: 60, endSoc: 59 }).map((p) => p.message['zh-CN'])).toEqual(['结束电量不能低于开始电量']);
    expect(chargeProblems({ startSoc: 60, endSoc: 60 })).toEqual([]);
    expect(chargeProblems({ startTime: '2026-11-20 09:00:00', endTime: '2026-11-21 09:00:01' }).map((p) => p.field)).toEqual(['endTime']);
  });
});

describe('charging orders', () => {
  it('saves a session with the station’s operator and rates and exact fees', async () => {
    const operator = data().SopPowerStationOperator[0]!;
    const station = operator.stations[0]!;
    await ok(`${ORDER}/save`, { params: session() });
    const saved = data().ChargeOrder.find((o) => o.pileNo === 'K01' && o.startTime === '2026-11-20 09:00:00')!;
    expect(saved).toMatchObject({ operatorName: operator.operatorName, stationName: station.stationName, orderStatus: 1, billNo: '', ...chargeFees('33.33', station.electricityPrice, operator.serviceRate) });
    expect(saved.orderNo).toMatch(/^CD\d{8}\d{5}$/);
  });

  it('refuses levels out of 0–100, an end level below the start, an end not after the start, a bad kWh', async () => {
    expect(await call(`${ORDER}/save`, { params: session({ endSoc: '101' }) })).toMatchObject({ code: 1, msg: '请输入0~100之间的数字' });
    expect(await call(`${ORDER}/save`, { params: session({ startSoc: '70', endSoc: '60' }) })).toMatchObject({ msg: '结束电量不能低于开始电量' });
    expect(await call(`${ORDER}/save`, { params: session({ endTime: '2026-11-20 09:00:00' }) })).toMatchObject({ msg: '结束时间须晚于开始时间' });
    expect(await call(`${ORDER}/save`, { params: session({ endTime: '2026-11-21 10:00:00' }) })).toMatchObject({ msg: '单次充电时长不能超过24小时' });
    expect(await call(`${ORDER}/save`, { params: session({ kwh: '12.345' }) })).toMatchObject({ msg: '请输入正确的数字（保留两位小数)' });
    const petrol = data().vehicles.find((v) => v.energyType === 1)!;
    expect((await call(`${ORDER}/save`, { params: session({ plate: petrol.plate }) })).code).not.toBe(0);
  });
});

describe('charging bills', () => {
  it('the seeded live bills’ orders are posted and not offered; the voided bill’s are offered again', async () => {
    const offered = new Set((await postable()).map((l) => l.orderNo));
    expect(data().SopChargingBill.some((b) => b.billStatus === 9)).toBe(true);
    for (const bill of data().SopChargingBill) {
      for (const line of bill.lines) expect(offered.has(line.orderNo)).toBe(bill.billStatus === 9);
    }
  });

  it('posts chosen orders with exact sums, refuses an order posted twice, and voiding frees them', async () => {
    const [a, b] = await monthWithTwo();
    const base = { operatorName: a!.operatorName, billMonth: a!.billMonth };
    const bill = await ok<Row>(`${BILL}/post`, { params: { ...base, orderNos: `${a!.orderNo},${b!.orderNo}` } });
    expect(bill).toMatchObject({ billStatus: 1, orderCount: 2, totalAmount: Number(((a!.totalAmount * 100 + b!.totalAmount * 100) / 100).toFixed(2)) });
    expect(data().ChargeOrder.find((o) => o.orderNo === a!.orderNo)).toMatchObject({ orderStatus: 2, billNo: bill.billNo });
    expect((await postable(base)).map((l) => l.orderNo)).not.toContain(a!.orderNo);
    expect(await call(`${BILL}/post`, { params: { ...base, orderNos: a!.orderNo } })).toMatchObject({ code: 1, msg: `充电订单${a!.orderNo}已在账单${String(bill.billNo)}中，不能重复入账` });
    // A posted order can no longer be changed.
    const posted = data().ChargeOrder.find((o) => o.orderNo === a!.orderNo)!;
    expect(await call(`${ORDER}/save`, { params: { ...session(), orderId: String(posted.orderId) } })).toMatchObject({ msg: '已入账的充电订单不能修改' });

    expect(await call(`${BILL}/void`, { params: { billId: bill.billId } })).toMatchObject({ msg: '请填写作废原因' });
    await ok(`${BILL}/void`, { params: { billId: bill.billId, voidReason: '电量有误' } });
    expect(data().ChargeOrder.find((o) => o.orderNo === a!.orderNo)).toMatchObject({ orderStatus: 1, billNo: '' });
    expect((await postable(base)).map((l) => l.orderNo)).toEqual(expect.arrayContaining([a!.orderNo, b!.orderNo]));
    await ok(`${BILL}/post`, { params: { ...base, orderNos: a!.orderNo } });
  });

  it('refuses no orders and an order of another month; walks 待确认 → 已确认 → 已结算, a settled bill cannot be voided', async () => {
    const [a] = await monthWithTwo();
    expect(await call(`${BILL}/post`, { params: { operatorName: a!.operatorName, billMonth: a!.billMonth, orderNos: '' } })).toMatchObject({ msg: '请至少选择一个充电订单' });
    expect(await call(`${BILL}/post`, { params: { operatorName: a!.operatorName, billMonth: '2020-01', orderNos: a!.orderNo } })).toMatchObject({ msg: `充电订单${a!.orderNo}不是该运营商2020-01的充电订单` });
    const bill = await ok<Row>(`${BILL}/post`, { params: { operatorName: a!.operatorName, billMonth: a!.billMonth, orderNos: a!.orderNo } });
    expect(await call(`${BILL}/settle`, { params: { billId: bill.billId } })).toMatchObject({ msg: '该账单不是已确认状态，不能结算' });
    await ok(`${BILL}/confirm`, { params: { billId: bill.billId } });
    await ok(`${BILL}/settle`, { params: { billId: bill.billId } });
    expect(await call(`${BILL}/void`, { params: { billId: bill.billId, voidReason: 'x' } })).toMatchObject({ msg: '已结算的账单不能作废' });
  });
});

describe('charging customers', () => {
  it('are our branches and enterprise clients, their charging computed from their vehicles’ orders; a bad discount is refused', async () => {
    const page = await ok<{ result: Row[] }>('/api/charging/customer/list', { method: 'GET', params: { pageSize: '100' } });
    const branch = page.result.find((r) => Number(r.companyType) === 2 && Number(r.orderCount) > 0)!;
    const own = data().ChargeOrder.filter((o) => o.companyName === branch.companyName);
    expect(branch.orderCount).toBe(own.length);
    expect(Math.round(Number(branch.totalAmount) * 100)).toBe(own.reduce((n, o) => n + Math.round(o.totalAmount * 100), 0));
    const row = data().SopChargingCustomer.find((c) => c.customerId === Number(branch.customerId))!;
    const base = { customerId: String(row.customerId), companyName: row.companyName, creditLimit: '1000', contactName: '张三', contactPhone: '13800138000' };
    expect(await call('/api/charging/customer/save', { params: { ...base, discountRate: '120' } })).toMatchObject({ msg: '请输入0~100之间的数字' });
    expect(await call('/api/charging/customer/save', { params: { ...base, discountRate: '85', creditLimit: '1000000.01' } })).toMatchObject({ msg: '请输入0-1000000间的数字' });
    await ok('/api/charging/customer/save', { params: { ...base, discountRate: '85' } });
    expect(data().SopChargingCustomer.find((c) => c.customerId === row.customerId)).toMatchObject({ discountRate: 85 });
  });
});

describe('charging records per vehicle (/ChargeList)', () => {
  it('lists only the electric vehicles, each with its orders’ count and exact sums; a new order counts at once', async () => {
    const list = () => ok<{ result: Row[]; total: number }>('/api/charging/vehicle/list', { method: 'GET', params: { pageSize: '1000' } });
    const before = await list();
    expect(before.total).toBe(data().vehicles.filter((v) => v.energyType === 2).length);
    const plate = session().plate!;
    const row = () => list().then((p) => p.result.find((r) => r.plate === plate)!);
    const own = data().ChargeOrder.filter((o) => o.plate === plate);
    expect(await row()).toMatchObject({ chargeCount: own.length });
    expect(Math.round(Number((await row()).totalAmount) * 100)).toBe(own.reduce((n, o) => n + Math.round(o.totalAmount * 100), 0));
    await ok(`${ORDER}/save`, { params: session({ startTime: '2026-11-22 09:00:00', endTime: '2026-11-22 10:00:00' }) });
    expect(await row()).toMatchObject({ chargeCount: own.length + 1 });
  });
});
