/**
 * The business cities and their configuration (src/mocks/handlers/city.ts): a city with open stores or available
 * vehicles cannot be closed (and nothing changes), §7 getDredgeCityDicList follows opening and closing at once, the
 * configuration list shows the opened cities only, and a service that ends before it starts is refused.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { cityConfig } from '@/entities/admin/city';
import { laterProblem, type EntityField } from '@/entities/define';
import { commit, data } from '@/mocks/db';
import '@/mocks/handlers';
import { call, ok } from './api';

type City = { cityId: number; cityName: string };
type Page = { total: number; result: Record<string, unknown>[] };

const BEIJING = 110100;
const CHONGQING = 500100;

const opened = async () => (await ok<City[]>('/api/urbanAreacity/getDredgeCityDicList.json', { method: 'GET' })).map((c) => c.cityId);
const configs = async () => (await ok<Page>('/api/cityConfig/list', { method: 'GET', params: { pageSize: 100 } })).result.map((r) => r.cityId);

beforeEach(async () => {
  await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
});

describe('closing a business city', () => {
  it('is refused while the city has open stores, then while it has available vehicles, and changes nothing', async () => {
    const stores = data().stores.filter((s) => s.cityId === BEIJING && s.storeStatus === 1).length;
    expect(stores).toBeGreaterThan(0);
    expect(await call('/api/businessCity/close', { params: { cityId: BEIJING } })).toMatchObject({ code: 1, msg: `该城市还有${stores}家营业中的门店，请先将门店暂停营业后再关闭城市` });
    expect(await opened()).toContain(BEIJING);

    commit((d) => d.stores.filter((s) => s.cityId === BEIJING).forEach((s) => (s.storeStatus = 0)));
    const vehicles = data().vehicles.filter((v) => v.cityId === BEIJING && v.vehicleStatus === 1).length;
    expect(vehicles).toBeGreaterThan(0);
    expect(await call('/api/businessCity/close', { params: { cityId: BEIJING } })).toMatchObject({ code: 1, msg: `该城市还有${vehicles}辆可租车辆，请先将车辆调往其他城市或停用后再关闭城市` });
    expect(data().cities.find((c) => c.cityId === BEIJING)!.dredgeState).toBe(1);
  });

  it('goes through once nothing stands in its way: the city leaves getDredgeCityDicList and the configuration list at once', async () => {
    commit((d) => {
      d.stores.filter((s) => s.cityId === BEIJING).forEach((s) => (s.storeStatus = 0));
      d.vehicles.filter((v) => v.cityId === BEIJING && v.vehicleStatus === 1).forEach((v) => (v.vehicleStatus = 3));
    });
    const closed = await ok<Record<string, unknown>>('/api/businessCity/close', { params: { cityId: BEIJING } });
    expect(closed.dredgeState).toBe(0);
    expect(await opened()).not.toContain(BEIJING);
    expect(await configs()).not.toContain(BEIJING);
    expect(await call('/api/businessCity/close', { params: { cityId: BEIJING } })).toMatchObject({ code: 1, msg: '该城市未开通' });
  });
});

describe('opening a business city', () => {
  it('offers it in getDredgeCityDicList and lists its configuration at once; opening it again is refused', async () => {
    expect(await opened()).not.toContain(CHONGQING);
    expect(await configs()).not.toContain(CHONGQING);
    await ok('/api/businessCity/open', { params: { cityId: CHONGQING } });
    expect(await opened()).toContain(CHONGQING);
    expect(await configs()).toContain(CHONGQING);
    expect(await call('/api/businessCity/open', { params: { cityId: CHONGQING } })).toMatchObject({ code: 1, msg: '该城市已开通' });
  });

  it('lists each city with its stores and what would hold back closing it', async () => {
    const page = await ok<Page>('/api/businessCity/list', { method: 'GET', params: { cityName: '北京' } });
    const row = page.result[0]!;
    expect(row).toMatchObject({ cityId: BEIJING, storeCount: 4, dredgeState: 1 });
    expect(row.stores).toHaveLength(4);
    expect(row.openStoreCount).toBe(data().stores.filter((s) => s.cityId === BEIJING && s.storeStatus === 1).length);
  });
});

describe('a city configuration', () => {
  const end = cityConfig.fields.find((f) => f.name === 'serviceEndTime') as EntityField;
  const row = () => data().cityConfigs.find((c) => c.cityId === BEIJING)!;
  const form = (over: Record<string, string>) => {
    const r = row();
    return { cityId: String(r.cityId), serviceStartTime: r.serviceStartTime, serviceEndTime: r.serviceEndTime, leadHours: String(r.leadHours), minRentDays: String(r.minRentDays), deposit: String(r.deposit), violationDeposit: String(r.violationDeposit), nightSurcharge: String(r.nightSurcharge), ...over };
  };

  it('refuses a service that does not end after it starts, with the form rule\'s message', async () => {
    const msg = laterProblem(end, '08:00', '09:00')!['zh-CN'];
    expect(msg).toBe('服务结束时间须晚于服务开始时间');
    expect(await call('/api/cityConfig/save', { params: form({ serviceStartTime: '09:00', serviceEndTime: '08:00' }) })).toMatchObject({ code: 1, msg });
    expect(await call('/api/cityConfig/save', { params: form({ serviceStartTime: '09:00', serviceEndTime: '09:00' }) })).toMatchObject({ code: 1, msg });
    expect(laterProblem(end, '21:00', '09:00')).toBeNull();
  });

  it('saves a change and stamps it; a configuration is not created for no city', async () => {
    const saved = await ok<Record<string, unknown>>('/api/cityConfig/save', { params: form({ serviceStartTime: '06:30', serviceEndTime: '23:00', deposit: '4000' }) });
    expect(saved).toMatchObject({ serviceStartTime: '06:30', serviceEndTime: '23:00', deposit: 4000, cityName: '北京' });
    const { cityId: _, ...none } = form({});
    expect(await call('/api/cityConfig/save', { params: none })).toMatchObject({ code: 1, msg: '请在开通城市列表中选择要配置的城市' });
  });
});
