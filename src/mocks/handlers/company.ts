/**
 * The companies (entities/admin/company.ts) on their seeded collection (seeds/company.ts): the parent company's
 * options (the headquarters and the branch companies), and what each company holds as its detail shows it — a
 * branch its city's stores and the vehicles it owns, the headquarters all of them, a supplier its own vehicles
 * (the supplier screens' cars); staff are the departments' seeded head counts (a branch's department subtree, the
 * headquarters' whole tree) until staff are records of their own ([M]).
 */
import { COMPANY_PARENTS, company } from '@/entities/admin/company';
import { companyHoldings } from '@/entities/admin/orgRules';
import { data } from '../db';
import { refuseField } from '../errors';
import type { Backing } from '../entities';
import { served } from '../entities';

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
    const d = data();
    return { ...row, ...companyHoldings(row, { stores: d.stores, vehicles: d.vehicles, supplierCars: d.scatteredCars, departments: d.departments }) };
  },
};

export const { handlers: companyHandlers } = served({ companies: [company, COMPANIES] });
