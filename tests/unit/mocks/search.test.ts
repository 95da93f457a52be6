/** Record search (docs/architecture.md "Record search"): GET /api/search over the entities declaring `search`. */
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/entities';
import { detailLinkOf, type RecordHit } from '@/entities/search';
import { backendOf } from '@/mocks/entities';
import { data } from '@/mocks/db';
import { ok } from './api';

const login = (account: string, password: string) => ok('/api/provider/staff/login', { params: { authStrategy: 1, account, password } });
const search = (keyword: string, limit?: number) => ok<RecordHit[]>('/api/search', { method: 'GET', params: { keyword, limit } });

describe('record search', () => {
  it('finds a vehicle by part of its plate, case-insensitive, opening its detail by id', async () => {
    await login('admin', 'admin123');
    const car = data().vehicles[7]!;
    const fragment = car.plate.slice(2, 6).toLowerCase();
    const hits = await search(fragment, 20);
    const hit = hits.find((h) => h.entity === 'Vehicles' && h.key === String(car.carId));
    expect(hit).toMatchObject({ entityTitle: { 'zh-CN': '车辆管理', 'en-US': 'Vehicles' }, label: car.plate, path: `/VehiclesDetail?carId=${car.carId}&parent=%2FVehicles` });
    expect(hit!.detail).toContain(car.model);
    // Found by its VIN, the VIN is on the secondary line.
    const byVin = await search(car.vin.slice(-8));
    expect(byVin.find((h) => h.key === String(car.carId) && h.entity === 'Vehicles')?.detail).toContain(car.vin);
  });

  it('finds a driver by mobile number, opening the row screen with the row', async () => {
    await login('admin', 'admin123');
    const driver = data().scatteredDrivers[3]!;
    const hits = await search(driver.mobile.slice(3, 11));
    const hit = hits.find((h) => h.entity === 'scatteredDriverInfo' && h.key === String(driver.driverId))!;
    expect(hit).toMatchObject({ label: driver.driverName });
    expect(hit.detail).toContain(driver.mobile);
    const url = new URL(hit.path, 'http://x');
    expect(url.pathname).toBe('/driverBaseInfo');
    expect(JSON.parse(url.searchParams.get('row')!)).toMatchObject({ driverId: driver.driverId, mobile: driver.mobile });
  });

  it('finds a fleet driver by mobile number, opening its list with its drawer (drivers have no detail route)', async () => {
    await login('admin', 'admin123');
    const driver = data().Drivers[5]!;
    const hit = (await search(driver.mobile)).find((h) => h.entity === 'Drivers')!;
    expect(hit).toMatchObject({ key: String(driver.driverId), label: driver.driverName, path: `/Drivers?open=${driver.driverId}` });
    expect(hit.detail).toContain(driver.mobile);
    // Not found by an account without the drivers' list.
    await login('supplier', 'supplier123');
    expect((await search(driver.mobile)).filter((h) => h.entity === 'Drivers')).toEqual([]);
  });

  it('finds every declared record kind: each collection a record of which opens (a detail screen or drawer) is searched by at least one of its lists', () => {
    const collection = (id: string) => backendOf(id)?.collection;
    const opened = ENTITIES.filter((e) => e.screens?.list && detailLinkOf(e) && (detailLinkOf(e)?.drawer || e.screens.detail));
    const searched = ENTITIES.filter((e) => e.search).map((e) => collection(e.id));
    expect(opened.filter((e) => !searched.includes(collection(e.id))).map((e) => e.id)).toEqual([]);
  });

  it('answers grouped by entity, at most `limit` per entity', async () => {
    await login('admin', 'admin123');
    const hits = await search('京A', 3);
    const entities = hits.map((h) => h.entity);
    // Grouped: an entity's hits are together.
    expect(entities).toEqual([...entities].sort((a, b) => entities.indexOf(a) - entities.indexOf(b)));
    expect(new Set(entities).size).toBeGreaterThan(1);
    for (const e of new Set(entities)) expect(entities.filter((x) => x === e).length).toBeLessThanOrEqual(3);
    expect(hits.filter((h) => h.entity === 'Vehicles')).toHaveLength(3);
    expect((await search('京A')).filter((h) => h.entity === 'Vehicles')).toHaveLength(5);
  });

  it('finds nothing for fewer than 2 characters', async () => {
    await login('admin', 'admin123');
    expect(await search('京')).toEqual([]);
    expect(await search('  A ')).toEqual([]);
    expect(await search('')).toEqual([]);
  });

  it('a supplier finds only its own drivers and cars, and no entity whose list it does not hold', async () => {
    await login('supplier', 'supplier123');
    const others = data().scatteredDrivers.filter((d) => d.supplierName !== '鑫达汽车服务有限公司');
    const other = others[0]!;
    const own = data().scatteredDrivers.find((d) => d.supplierName === '鑫达汽车服务有限公司')!;
    expect((await search(other.mobile)).some((h) => h.key === String(other.driverId) && h.entity === 'scatteredDriverInfo')).toBe(false);
    expect((await search(own.mobile)).some((h) => h.key === String(own.driverId) && h.entity === 'scatteredDriverInfo')).toBe(true);
    const hits = await search('京A', 20);
    expect(hits.some((h) => h.entity === 'Vehicles' || h.entity === 'companyList')).toBe(false);
    for (const h of hits.filter((x) => x.entity === 'scatteredCarInfo')) expect(h.detail).toContain('鑫达汽车服务有限公司');
  });
});
