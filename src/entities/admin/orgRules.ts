/**
 * The rules of the organisation's records over the rows they read (pure: the demo backend passes its collections):
 * what a company holds as its detail shows it (a branch its city's stores and the vehicles it owns, the headquarters
 * all of them, a supplier its own vehicles; staff are the departments' head counts), a city's stores as its rows
 * show them, why a city cannot be closed (its customers would be left with bookings nobody serves), and what an
 * enterprise client's profile counts.
 */
import { dictLabel } from '../dicts';
import { subtreeIds } from '../tree';
import { department } from './department';

/** A store as the rules read it. */
export interface StoreFacts {
  storeId: number;
  storeName: string;
  cityId: number;
  areaName: string;
  address: string;
  phone: string;
  businessHours: string;
  storeStatus: number;
}

/** A company as the rules read it: 1 headquarters, 2 branch, 3 supplier, 4 enterprise client. */
export interface CompanyFacts {
  companyType?: unknown;
  companyName?: unknown;
  cityId?: unknown;
}

/** What a company holds, from the collections it counts. */
export interface OrgRows {
  stores: readonly StoreFacts[];
  vehicles: readonly { companyName: string }[];
  supplierCars: readonly { supplierName: string }[];
  departments: readonly { id: number; parentId: number; deptName: string; staffCount: number }[];
}

const sameCity = (cityId: unknown) => (s: { cityId: unknown }) => String(s.cityId) === String(cityId);

/** A store as a city's or a company's rows show it: its fields and its state's name. */
export function storeView(s: StoreFacts) {
  const { storeId, storeName, areaName, address, phone, businessHours, storeStatus } = s;
  return { storeId, storeName, areaName, address, phone, businessHours, storeStatus, storeStatusName: dictLabel('store_status', storeStatus) ?? '' };
}

/** The stores of a city, as its rows show them. */
export const cityStores = (stores: readonly StoreFacts[], cityId: unknown) => stores.filter(sameCity(cityId)).map(storeView);

/** The stores a company runs: a branch its city's, the headquarters every one, others none. */
export function companyStores(c: CompanyFacts, stores: readonly StoreFacts[]): StoreFacts[] {
  if (c.companyType === 1) return [...stores];
  return c.companyType === 2 ? stores.filter(sameCity(c.cityId)) : [];
}

/** The vehicles a company owns: the headquarters the whole fleet, a branch its own, a supplier its ad-hoc cars. */
export function companyVehicleCount(c: CompanyFacts, rows: OrgRows): number {
  if (c.companyType === 1) return rows.vehicles.length;
  if (c.companyType === 2) return rows.vehicles.filter((v) => v.companyName === c.companyName).length;
  return c.companyType === 3 ? rows.supplierCars.filter((s) => s.supplierName === c.companyName).length : 0;
}

/** The head count of the department named as the company and its sub-departments (the whole tree for the headquarters). */
export function companyStaffCount(c: CompanyFacts, departments: OrgRows['departments']): number {
  if (c.companyType === 1) return departments.reduce((n, d) => n + d.staffCount, 0);
  const top = departments.find((d) => d.deptName === c.companyName);
  if (!top) return 0;
  const ids = subtreeIds(department.tree!, departments as unknown as Record<string, unknown>[], String(top.id));
  return departments.filter((d) => ids.has(String(d.id))).reduce((n, d) => n + d.staffCount, 0);
}

/** A company with what it holds (its stores, vehicles and staff), as its detail shows it. */
export function companyHoldings(c: CompanyFacts, rows: OrgRows) {
  const stores = companyStores(c, rows.stores);
  return { storeCount: stores.length, vehicleCount: companyVehicleCount(c, rows), staffCount: companyStaffCount(c, rows.departments), stores: stores.map(storeView) };
}

/** A city's counts: its stores, its open stores, its available vehicles. */
export function cityCounts(cityId: unknown, stores: readonly StoreFacts[], vehicles: readonly { cityId: unknown; vehicleStatus: number }[]) {
  const mine = stores.filter(sameCity(cityId));
  return {
    storeCount: mine.length,
    openStoreCount: mine.filter((s) => s.storeStatus === 1).length,
    availableVehicleCount: vehicles.filter((v) => sameCity(cityId)(v) && v.vehicleStatus === 1).length,
  };
}

/** Why a city cannot be closed now (its open stores, then its available vehicles), or null. */
export function closeCityRefusal(counts: { openStoreCount: number; availableVehicleCount: number }): string | null {
  if (counts.openStoreCount > 0) return `该城市还有${counts.openStoreCount}家营业中的门店，请先将门店暂停营业后再关闭城市`;
  if (counts.availableVehicleCount > 0) return `该城市还有${counts.availableVehicleCount}辆可租车辆，请先将车辆调往其他城市或停用后再关闭城市`;
  return null;
}

/** An enterprise client's holdings: the departments under (not counting) its top-level department and their staff, its vehicle requests. */
export function enterpriseHoldings(companyName: string, departments: OrgRows['departments'], demandOrders: readonly { companyName: string }[]) {
  const root = departments.find((d) => d.parentId === 0 && d.deptName === companyName);
  const ids = root ? subtreeIds(department.tree!, departments as unknown as Record<string, unknown>[], String(root.id)) : new Set<string>();
  const mine = departments.filter((d) => ids.has(String(d.id)));
  return {
    deptCount: Math.max(0, mine.length - 1),
    staffCount: mine.reduce((n, d) => n + d.staffCount, 0),
    demandOrderCount: demandOrders.filter((o) => o.companyName === companyName).length,
  };
}

