/** The organisation's rules (src/entities/admin/orgRules.ts), pure over the rows they are given: no msw, no React. */
import { describe, expect, it } from 'vitest';
import { cityCounts, cityStores, closeCityRefusal, companyHoldings, enterpriseHoldings } from '@/entities/admin/orgRules';
import { movedArticles } from '@/entities/account/tutorial';

const store = (storeId: number, cityId: number, storeStatus: number) => ({
  storeId, storeName: `门店${storeId}`, cityId, areaName: '西湖区', address: '文三路1号', phone: '0571-1', businessHours: '08:00-20:00', storeStatus,
});
const stores = [store(1, 10, 1), store(2, 10, 0), store(3, 20, 1)];
const vehicles = [{ companyName: '杭州分公司', cityId: 10, vehicleStatus: 1 }, { companyName: '杭州分公司', cityId: 10, vehicleStatus: 2 }, { companyName: '宁波分公司', cityId: 20, vehicleStatus: 1 }];
const departments = [
  { id: 1, parentId: 0, deptName: '总部', staffCount: 5 },
  { id: 3, parentId: 2, deptName: '西湖门店组', staffCount: 4 },
  { id: 2, parentId: 1, deptName: '杭州分公司', staffCount: 2 },
  { id: 4, parentId: 1, deptName: '宁波分公司', staffCount: 7 },
];
const rows = { stores, vehicles, supplierCars: [{ supplierName: '顺达' }, { supplierName: '顺达' }, { supplierName: '别家' }], departments };

describe('companies', () => {
  it('a branch holds its city’s stores, its own vehicles and its department subtree’s staff (children listed before parents too)', () => {
    const h = companyHoldings({ companyType: 2, companyName: '杭州分公司', cityId: '10' }, rows);
    expect(h).toMatchObject({ storeCount: 2, vehicleCount: 2, staffCount: 6 });
    expect(h.stores.map((s) => s.storeStatusName)).toEqual(['营业中', '暂停营业']);
  });
  it('the headquarters holds everything; a supplier its cars; an enterprise client nothing', () => {
    expect(companyHoldings({ companyType: 1 }, rows)).toMatchObject({ storeCount: 3, vehicleCount: 3, staffCount: 18 });
    expect(companyHoldings({ companyType: 3, companyName: '顺达' }, rows)).toMatchObject({ storeCount: 0, vehicleCount: 2, staffCount: 0 });
    expect(companyHoldings({ companyType: 4, companyName: '甲' }, rows)).toMatchObject({ storeCount: 0, vehicleCount: 0, staffCount: 0 });
  });
});

describe('cities', () => {
  it('counts a city’s stores, open stores and available vehicles, and shows its stores', () => {
    expect(cityCounts(10, stores, vehicles)).toEqual({ storeCount: 2, openStoreCount: 1, availableVehicleCount: 1 });
    expect(cityStores(stores, '20')).toEqual([{ storeId: 3, storeName: '门店3', areaName: '西湖区', address: '文三路1号', phone: '0571-1', businessHours: '08:00-20:00', storeStatus: 1, storeStatusName: '营业中' }]);
  });
  it('refuses closing a city with open stores first, then with available vehicles', () => {
    expect(closeCityRefusal({ openStoreCount: 2, availableVehicleCount: 3 })).toBe('该城市还有2家营业中的门店，请先将门店暂停营业后再关闭城市');
    expect(closeCityRefusal({ openStoreCount: 0, availableVehicleCount: 3 })).toBe('该城市还有3辆可租车辆，请先将车辆调往其他城市或停用后再关闭城市');
    expect(closeCityRefusal({ openStoreCount: 0, availableVehicleCount: 0 })).toBeNull();
  });
});

describe('enterprise clients', () => {
  it('count the departments under their top-level department, its subtree’s staff and their vehicle requests', () => {
    expect(enterpriseHoldings('总部', departments, [{ companyName: '总部' }, { companyName: '别家' }])).toEqual({ deptCount: 3, staffCount: 18, demandOrderCount: 1 });
    expect(enterpriseHoldings('杭州分公司', departments, [])).toEqual({ deptCount: 0, staffCount: 0, demandOrderCount: 0 });
  });
});

describe('help articles', () => {
  const a = { articleId: 1, category: 'x', sort: 2 };
  const b = { articleId: 2, category: 'x', sort: 1 };
  const c = { articleId: 3, category: 'x', sort: 2 };
  const other = { articleId: 4, category: 'y', sort: 1 };
  it('move past their neighbour in reading order (display order, then id), not past either end', () => {
    expect(movedArticles([a, b, c, other], c, -1)).toEqual([b, c, a]);
    expect(movedArticles([a, b, c, other], b, 1)).toEqual([a, b, c]);
    expect(movedArticles([a, b, c, other], b, -1)).toBeNull();
    expect(movedArticles([a, b, c, other], c, 1)).toBeNull();
  });
});
