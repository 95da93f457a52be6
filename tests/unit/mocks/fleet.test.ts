/**
 * The fleet's rules across records (src/mocks/fleet.ts, docs/architecture.md "Fleet"), through the demo backend's
 * endpoints as the screens call them: a vehicle holds one GPS terminal; a transfer is refused for a vehicle on rent,
 * reserved, in repair or already being transferred, moves it on receipt and takes it out of rental meanwhile; the
 * status board's counts are the totals of the vehicle list filtered as each count's link filters it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SECOND_GPS } from '@/entities/admin';
import { fill } from '@/entities/tree';
import { dictLabel } from '@/entities/dicts';
import { data } from '@/mocks/db';
import { companyChoices, operationStates, vehicleByPlate, vehicleOf, vehicleStateChoices } from '@/mocks/fleet';
import '@/mocks/handlers';
import { call, ok } from './api';

type Row = Record<string, unknown>;
type Page = { total: number; result: Row[] };
interface Board {
  states: { value: number; label: string }[];
  cities: { cityId: number; cityName: string; counts: Record<string, number>; total: number }[];
  totals: { counts: Record<string, number>; total: number };
}

const vehicles = (params: Record<string, string | number>) => ok<Page>('/api/vehicle/list', { method: 'GET', params: { pageSize: 1000, ...params } });
const board = () => ok<Board>('/api/vehicle/statusBoard', { method: 'GET' });
const stateOf = async (carId: number) => (await ok<Row>('/api/vehicle/detail', { method: 'GET', params: { carId } })).operationState;

/** A vehicle that may be transferred or rented: nothing blocks it (its computed operating state 可租 or 离线). */
function freeVehicle(skip: readonly number[] = []): (typeof data extends () => infer D ? D : never)['vehicles'][number] {
  const stateOf = operationStates();
  return data().vehicles.find((v) => [1, 6].includes(stateOf(v)) && !skip.includes(v.carId))!;
}

/** An open store of another city than the vehicle's. */
const otherStore = (cityId: number) => data().stores.find((s) => s.storeStatus === 1 && s.cityId !== cityId)!;

const request = (carId: number, store: { cityId: number; storeId: number }) =>
  call<Row>('/api/vehicleAllocation/save', { params: { carId, toCityId: store.cityId, toStoreId: store.storeId, planDate: '2030-07-01', reason: '节假日调配' } });

beforeEach(async () => {
  await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
});

describe('terminals', () => {
  it('refuses a second GPS terminal on a vehicle, naming the one it holds; a video terminal may join it', async () => {
    const held = data().Devices.find((d) => d.bindStatus === 1 && d.deviceType === 1)!;
    const spareGps = data().Devices.find((d) => d.bindStatus === 0 && d.deviceType === 1)!;
    const spareVideo = data().Devices.find((d) => d.bindStatus === 0 && d.deviceType === 2)!;
    const carId = held.carId;
    const plate = data().vehicles.find((v) => v.carId === carId)!.plate;
    const refused = await call('/api/device/bind', { params: { deviceId: spareGps.deviceId, carId: held.carId } });
    expect(refused).toMatchObject({ code: 1, msg: fill(SECOND_GPS, { plate, terminalNo: held.terminalNo })['zh-CN'] });
    expect(data().Devices.find((d) => d.deviceId === spareGps.deviceId)).toMatchObject({ bindStatus: 0, carId: '' });

    const bound = await ok<Row>('/api/device/bind', { params: { deviceId: spareVideo.deviceId, carId: held.carId } });
    expect(bound).toMatchObject({ bindStatus: 1, bindStatusName: '已绑定', carId: held.carId, plate });
    // The vehicle's related list (its detail's 车载终端 tab) lists both.
    const own = await ok<Page>('/api/device/list', { method: 'GET', params: { carId: held.carId } });
    expect(own.result.map((d) => d.terminalNo)).toEqual(expect.arrayContaining([held.terminalNo, spareVideo.terminalNo]));

    // Unbound, the vehicle has none: a GPS terminal may then be bound.
    await ok('/api/device/unbind', { params: { deviceId: held.deviceId } });
    await ok('/api/device/bind', { params: { deviceId: spareGps.deviceId, carId } });
  });

  it('refuses an edit that would make a bound video terminal a second GPS terminal; needs channels for video', async () => {
    const video = data().Devices.find((d) => d.bindStatus === 1 && d.deviceType === 2 && data().Devices.some((g) => g.deviceType === 1 && g.bindStatus === 1 && g.carId === d.carId))!;
    const { deviceId, terminalNo, deviceModel, simNo, iccid } = video;
    const base = { deviceId, terminalNo, deviceModel, simNo, iccid };
    expect(await call('/api/device/save', { params: { ...base, deviceType: 1 } })).toMatchObject({ code: 1, msg: expect.stringContaining('一辆车只能绑定一个GPS终端') });
    expect(await call('/api/device/save', { params: { ...base, deviceType: 2, channels: '' } })).toMatchObject({ code: 1, msg: '请填写视频通道数' });
    expect(await ok<Row>('/api/device/save', { params: { ...base, deviceType: 2, channels: 8 } })).toMatchObject({ channels: 8 });
  });

  it('a vehicle whose GPS terminal goes off-line is 离线 when otherwise available, counted so on the board', async () => {
    // A bound, on-line GPS terminal of a vehicle otherwise available (可租: nothing holds or blocks it).
    const online = data().Devices.filter((d) => d.bindStatus === 1 && d.deviceType === 1 && d.onlineState === 1 && data().vehicles.find((v) => v.carId === d.carId)?.vehicleStatus === 1);
    let gps: (typeof online)[number] | undefined;
    for (const d of online) if (!gps && (await stateOf(Number(d.carId))) === 1) gps = d;
    if (!gps) throw new Error('no available vehicle with an on-line GPS terminal');
    const before = await board();
    gps.onlineState = 0;
    expect(await stateOf(Number(gps.carId))).toBe(6);
    const after = await board();
    expect(after.totals.counts[6]).toBe(before.totals.counts[6]! + 1);
    expect(after.totals.counts[1]).toBe(before.totals.counts[1]! - 1);
  });
});

describe('vehicle transfers', () => {
  it('refuses a vehicle on rent, reserved, in repair or already in a transfer, with why', async () => {
    const order = (status: number) => data().rentOrders.find((o) => o.orderStatus === status)!;
    const rented = order(20);
    const rentedPlate = data().vehicles.find((v) => v.carId === rented.carId)!.plate;
    const to = otherStore(data().vehicles.find((v) => v.carId === rented.carId)!.cityId);
    expect(await request(rented.carId, to)).toMatchObject({ code: 1, msg: `车辆${rentedPlate}正在租赁中（订单${rented.orderNo}），不能调拨` });
    const reserved = order(10);
    expect(await request(reserved.carId, otherStore(0))).toMatchObject({ code: 1, msg: expect.stringContaining(`已被预订（订单${reserved.orderNo}待取车）`) });
    const repair = data().vehicles.find((v) => v.vehicleStatus === 2)!;
    expect(await request(repair.carId, otherStore(repair.cityId))).toMatchObject({ code: 1, msg: `车辆${repair.plate}正在维修中，不能调拨` });
    const open = data().VehicleAllocation.find((a) => a.allocationStatus === 1)!;
    expect(await request(open.carId, otherStore(0))).toMatchObject({ code: 1, msg: expect.stringContaining(`已有未完成的调拨单${open.allocationNo}`) });
    const retired = freeVehicle();
    await ok('/api/vehicle/disable', { params: { carId: retired.carId } });
    expect(await request(retired.carId, otherStore(retired.cityId))).toMatchObject({ code: 1, msg: `车辆${retired.plate}已停用，不能调拨` });
    const here = freeVehicle();
    expect(await request(here.carId, { cityId: here.cityId, storeId: here.storeId })).toMatchObject({ code: 1, msg: '调入门店不能是车辆当前所在的门店' });
  });

  it('goes requested → approved → in transit (not rentable) → received, and the vehicle is then the other store’s', async () => {
    const v = { ...freeVehicle() };
    const to = otherStore(v.cityId);
    const made = await request(v.carId, to);
    expect(made).toMatchObject({ code: 0, data: { allocationStatus: 1, allocationStatusName: '已申请', plate: v.plate, fromStoreId: v.storeId, toStoreId: to.storeId, toCompanyName: `畅行租车${to.cityName}分公司` } });
    const id = { allocationId: (made.data as Row).allocationId as number };
    // Not sent off before approval.
    expect(await call('/api/vehicleAllocation/dispatch', { params: id })).toMatchObject({ code: 1, msg: '只有已审批的调拨单才能发车' });
    await ok('/api/vehicleAllocation/approve', { params: id });
    await ok('/api/vehicleAllocation/dispatch', { params: id });
    expect(data().vehicles.find((x) => x.carId === v.carId)).toMatchObject({ vehicleStatus: 4, vehicleStatusName: '调拨中', storeId: v.storeId });
    expect(await stateOf(v.carId)).toBe(5);
    // In transit, create-order does not offer it (it offers only available vehicles).
    const stock = await ok<{ carId: number }[]>('/api/backOrder/getStockVehicleList.json', {
      method: 'GET', params: { cityId: v.cityId, storeId: v.storeId, levelId: v.levelId, bookingGaincarTime: '20300701100000', bookingBackcarTime: '20300703100000', packageType: 'D' },
    });
    expect(stock.map((c) => c.carId)).not.toContain(v.carId);

    const received = await ok<Row>('/api/vehicleAllocation/receive', { params: id });
    expect(received).toMatchObject({ allocationStatus: 4, allocationStatusName: '已接收' });
    expect(received.receiveTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const there = await vehicles({ storeId: to.storeId });
    expect(there.result.find((x) => x.carId === v.carId)).toMatchObject({ cityId: to.cityId, storeName: to.storeName, companyName: `畅行租车${to.cityName}分公司`, vehicleStatus: 1, operationState: 1 });
    expect((await vehicles({ storeId: v.storeId })).result.map((x) => x.carId)).not.toContain(v.carId);
    // The vehicle's history names the transfer's steps.
    const log = await ok<Page>('/api/changeLog/list', { method: 'GET', params: { entity: 'Vehicles', recordId: v.carId } });
    expect(log.result.map((e) => e.actionName)).toEqual(expect.arrayContaining(['调拨发车', '调拨接收']));
  });

  it('refuses the departure of an approved transfer whose vehicle was rented meanwhile', async () => {
    const v = freeVehicle();
    const made = await ok<Row>('/api/vehicleAllocation/save', { params: { carId: v.carId, toCityId: otherStore(v.cityId).cityId, toStoreId: otherStore(v.cityId).storeId, planDate: '2030-07-01', reason: '调配' } });
    const id = { allocationId: made.allocationId as number };
    await ok('/api/vehicleAllocation/approve', { params: id });
    data().rentOrders.find((o) => o.orderStatus === 40)!.carId = v.carId;
    const order = data().rentOrders.find((o) => o.carId === v.carId)!;
    order.orderStatus = 20;
    expect(await call('/api/vehicleAllocation/dispatch', { params: id })).toMatchObject({ code: 1, msg: expect.stringContaining('正在租赁中') });
    expect(data().vehicles.find((x) => x.carId === v.carId)?.vehicleStatus).toBe(1);
  });

  it('a refusal needs a reason; a refused or received transfer can no longer be changed', async () => {
    const open = data().VehicleAllocation.find((a) => a.allocationStatus === 1)!;
    expect(await call('/api/vehicleAllocation/refuse', { params: { allocationId: open.allocationId } })).toMatchObject({ code: 1, msg: '请填写拒绝原因' });
    expect(await ok<Row>('/api/vehicleAllocation/refuse', { params: { allocationId: open.allocationId, refuseReason: '调入门店车位已满' } })).toMatchObject({ allocationStatus: 5, refuseReason: '调入门店车位已满' });
    const { allocationId, carId, toCityId, toStoreId, planDate, reason } = open;
    expect(await call('/api/vehicleAllocation/save', { params: { allocationId, carId, toCityId, toStoreId, planDate, reason } })).toMatchObject({ code: 1, msg: '只有已申请的调拨单才能修改' });
  });
});

describe('the status board', () => {
  it('counts every vehicle once, and each count is the total of the vehicle list its link opens', async () => {
    const b = await board();
    const all = await vehicles({});
    expect(b.totals.total).toBe(all.total);
    expect(b.states.map((s) => s.label)).toEqual(['可租', '已预订', '租用中', '维修中', '调拨中', '离线', '停用', '不可租']);
    // The seed has vehicles in each state but 停用.
    for (const s of [1, 2, 3, 4, 5, 6]) expect(b.totals.counts[s], b.states[s - 1]!.label).toBeGreaterThan(0);
    for (const s of b.states) expect((await vehicles({ operationState: s.value })).total, s.label).toBe(b.totals.counts[s.value]);
    for (const c of b.cities) {
      expect((await vehicles({ cityId: c.cityId })).total, c.cityName).toBe(c.total);
      for (const s of b.states) expect((await vehicles({ cityId: c.cityId, operationState: s.value })).total, `${c.cityName} ${s.label}`).toBe(c.counts[s.value]);
    }
  });

  it('follows the writes: a vehicle sent to repair leaves 可租 for 维修中', async () => {
    const v = freeVehicle();
    const before = await board();
    await ok('/api/vehicle/repair', { params: { carId: v.carId, repairReason: '保养' } });
    const after = await board();
    const city = (x: Board) => x.cities.find((c) => c.cityId === v.cityId)!;
    const was = before.cities.find((c) => c.cityId === v.cityId)!;
    expect(city(after).counts[4]).toBe(was.counts[4]! + 1);
    expect(city(after).counts[1]! + city(after).counts[6]!).toBe(was.counts[1]! + was.counts[6]! - 1);
    expect((await vehicles({ cityId: v.cityId, operationState: 4 })).result.map((r) => r.carId)).toContain(v.carId);
  });
});

describe('the lookups and choices every handler shares', () => {
  it('finds a vehicle by id (any spelling) or plate, and none for an unknown one', () => {
    const v = data().vehicles[0]!;
    expect(vehicleOf(String(v.carId))).toBe(v);
    expect(vehicleByPlate(v.plate)).toBe(v);
    expect(vehicleOf(-1)).toBeUndefined();
    expect(vehicleByPlate('京X00000不存在')).toBeUndefined();
  });

  it('offers the companies a test keeps, by name, in their stored order', () => {
    const kept = data().companyList.filter((c) => c.companyType === 4 && c.status === 0);
    expect(kept.length).toBeGreaterThan(0);
    expect(companyChoices((c) => c.companyType === 4 && c.status === 0)).toEqual(kept.map((c) => ({ value: c.companyName, label: c.companyName })));
  });

  it('offers every vehicle with its store and operating state, and what a record adds to the label', () => {
    const stateOf = operationStates();
    const v = data().vehicles[0]!;
    const plain = vehicleStateChoices();
    expect(plain).toHaveLength(data().vehicles.length);
    expect(plain[0]).toEqual({ value: v.carId, label: `${v.plate}（${v.storeName}，${dictLabel('vehicle_operation_state', stateOf(v))}）` });
    expect(vehicleStateChoices((x) => `，${x.mileage} km`)[0]!.label).toBe(`${v.plate}（${v.storeName}，${dictLabel('vehicle_operation_state', stateOf(v))}，${v.mileage} km）`);
  });
});
