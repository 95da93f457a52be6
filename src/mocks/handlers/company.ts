/**
 * The companies (entities/admin/company.ts) on their seeded collection (seeds/company.ts): the parent company's
 * options (the headquarters and the branch companies), and what each company holds as its detail shows it — a
 * branch its city's stores and the vehicles it owns, the headquarters all of them, a supplier its own vehicles
 * (the supplier screens' cars); staff are the departments' seeded head counts (a branch's department subtree, the
 * headquarters' whole tree) until staff are records of their own ([M]).
 */
import { COMPANY_PARENTS, company } from '@/entities/admin/company';
import { data } from '../db';
import { refuseField } from '../errors';
import { declared, declaredHandlers, type Backing } from '../entities';
import type { Store } from '../model';

type Row = Record<string, unknown>;

const STORE_STATUS_NAME: Record<Store['storeStatus'], string> = { 1: '营业中', 0: '暂停营业' };

/** The stores a company runs: a branch its city's, the headquarters every one, others none. */
function storesOf(row: Readonly<Row>): Store[] {
  if (row.companyType === 1) return data().stores;
  if (row.companyType === 2) return data().stores.filter((s) => String(s.cityId) === String(row.cityId));
  return [];
}

function vehicleCount(row: Readonly<Row>): number {
  if (row.companyType === 1) return data().vehicles.length;
  if (row.companyType === 2) return data().vehicles.filter((v) => v.companyName === row.companyName).length;
  if (row.companyType === 3) return data().scatteredCars.filter((c) => c.supplierName === row.companyName).length;
  return 0;
}

/** The head count of the department named as the company and its sub-departments (the whole tree for the headquarters). */
function staffCount(row: Readonly<Row>): number {
  const depts = data().departments;
  if (row.companyType === 1) return depts.reduce((n, d) => n + d.staffCount, 0);
  const top = depts.find((d) => d.deptName === row.companyName);
  if (!top) return 0;
  const ids = new Set([top.id]);
  // Parents come before their children in no fixed order: repeat until the subtree stops growing.
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of depts) {
      if (ids.has(d.id) || !ids.has(d.parentId)) continue;
      ids.add(d.id);
      grew = true;
    }
  }
  return depts.filter((d) => ids.has(d.id)).reduce((n, d) => n + d.staffCount, 0);
}

const COMPANIES: Backing = {
  collection: 'companyList',
  options: {
    [COMPANY_PARENTS]: () => data().companyList.filter((c) => c.companyType === 1 || c.companyType === 2).map((c) => ({ value: c.companyId, label: c.companyName })),
  },
  defaults: () => ({ status: 0, statusName: '开启', parentId: '', parentName: '', contacts: [] }),
  complete: (row) => {
    if (row.companyId !== undefined && row.parentId !== undefined && row.parentId !== '' && String(row.parentId) === String(row.companyId)) refuseField('parentId', '上级公司不能是本公司');
    return {};
  },
  present: (row) => {
    const stores = storesOf(row);
    return {
      ...row,
      storeCount: stores.length, vehicleCount: vehicleCount(row), staffCount: staffCount(row),
      stores: stores.map((s) => ({ storeId: s.storeId, storeName: s.storeName, areaName: s.areaName, address: s.address, phone: s.phone, businessHours: s.businessHours, storeStatus: s.storeStatus, storeStatusName: STORE_STATUS_NAME[s.storeStatus] })),
    };
  },
};

export const COMPANY_ENTITY = declared(company, COMPANIES);

export const companyHandlers = declaredHandlers(COMPANY_ENTITY, COMPANIES);
