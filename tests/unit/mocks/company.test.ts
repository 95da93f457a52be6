/**
 * The companies' demo backend (src/mocks/handlers/company.ts): what a company holds as its detail shows it — a
 * branch its city's stores, its own vehicles and its department subtree's head count; the headquarters all of them;
 * a supplier its own vehicles — and its parent company among the headquarters and branches, never itself.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_PARENTS } from '@/entities/admin/company';
import { data } from '@/mocks/db';
import '@/mocks/handlers';
import { call, ok } from './api';

type Row = Record<string, unknown>;
const detail = (companyId: number) => ok<Row>('/api/company/detail', { method: 'GET', params: { companyId } });

beforeEach(async () => {
  await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
});

describe('a company', () => {
  it('a branch holds its city\'s stores, the vehicles it owns and its departments\' staff; its parent is the headquarters', async () => {
    const branch = data().companyList.find((c) => c.companyName === '畅行租车上海分公司')!;
    const row = await detail(branch.companyId);
    const stores = data().stores.filter((s) => s.cityId === branch.cityId);
    expect(row.storeCount).toBe(stores.length);
    expect((row.stores as Row[]).map((s) => s.storeName)).toEqual(stores.map((s) => s.storeName));
    expect(row.vehicleCount).toBe(data().vehicles.filter((v) => v.companyName === branch.companyName).length);
    expect(row.vehicleCount).toBeGreaterThan(0);
    expect(row.staffCount).toBeGreaterThan(0);
    expect(row).toMatchObject({ parentName: '畅行租车有限公司' });
  });

  it('the headquarters holds every store and vehicle and the whole staff; a supplier its own vehicles', async () => {
    const hq = await detail(data().companyList.find((c) => c.companyType === 1)!.companyId);
    expect(hq.storeCount).toBe(data().stores.length);
    expect(hq.vehicleCount).toBe(data().vehicles.length);
    expect(hq.staffCount).toBe(data().departments.reduce((n, d) => n + d.staffCount, 0));
    const supplier = data().companyList.find((c) => c.companyType === 3)!;
    const row = await detail(supplier.companyId);
    expect(row).toMatchObject({ storeCount: 0, vehicleCount: data().scatteredCars.filter((c) => c.supplierName === supplier.companyName).length });
  });

  it('chooses its parent among the headquarters and branches, and not itself', async () => {
    const options = await ok<{ value: number; label: string }[]>(COMPANY_PARENTS, { method: 'GET' });
    expect(options.map((o) => o.label)).toEqual(data().companyList.filter((c) => c.companyType <= 2).map((c) => c.companyName));
    const branch = data().companyList.find((c) => c.companyType === 2)!;
    const { stores: _s, storeCount: _a, vehicleCount: _b, staffCount: _c, contacts, ...rest } = await detail(branch.companyId);
    const payload = { ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v as string)])), contacts: JSON.stringify(contacts), parentId: String(branch.companyId) };
    expect(await call('/api/company/save', { params: payload })).toMatchObject({ code: 1, msg: '上级公司不能是本公司' });
  });
});
