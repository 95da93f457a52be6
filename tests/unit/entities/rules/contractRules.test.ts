/** The contract rules (src/entities/contract/rules.ts: `plateConflict`, `renewalCheck`, the lease state, the vehicle options, the register; pure). */
import { describe, expect, it } from 'vitest';
import { CONTRACT, RENEW } from '@/entities/contract';
import { nextRentBillId, rentBillNo } from '@/entities/contract';
import {
  contractVehicleOptions, endedContracts, leaseState, licenseVehicleOptions, plateConflict, previousRent, renewalCheck, renewVehicleOptions, revivedByRenewal, sopContractRows,
  type PlateLeaseRow, type RenewalRecord,
} from '@/entities/contract/rules';

const live: PlateLeaseRow = { licenseContractId: 1, contractNo: 'PZ20260101001', contractStatus: CONTRACT.active, carId: 7, plate: '京A12345', startDate: '2026-01-01', endDate: '2026-12-31' };

describe('plateConflict', () => {
  it('refuses a period sharing a day with a live licence contract of the same plate, naming it', () => {
    expect(plateConflict([live], '7', '2026-12-31', '2027-06-30')?.['zh-CN']).toBe('车牌京A12345已在牌照合同PZ20260101001中租用（2026-01-01至2026-12-31），期限不能重叠');
  });

  it('lets through another plate, a period after it, the contract itself, and a contract no longer live', () => {
    expect(plateConflict([live], 8, '2026-06-01', '2026-07-01')).toBeNull();
    expect(plateConflict([live], 7, '2027-01-01', '2027-06-30')).toBeNull();
    expect(plateConflict([live], 7, '2026-06-01', '2026-07-01', 1)).toBeNull();
    expect(plateConflict([{ ...live, contractStatus: CONTRACT.terminated }], 7, '2026-06-01', '2026-07-01')).toBeNull();
  });
});

describe('renewalCheck', () => {
  const contract = { contractId: 1, contractNo: 'HT20260101001', contractStatus: CONTRACT.active, carIds: '7,8', startDate: '2026-01-01', endDate: '2026-12-31' };
  const world = { contracts: [contract], renewals: [] as RenewalRecord[] };
  const plate = (id: string) => `京A${id}`;
  const zh = (r: ReturnType<typeof renewalCheck>) => ('refusal' in r ? [r.field, r.refusal['zh-CN']] : r.start);

  it('starts the day after the vehicle lease ends and ends after that', () => {
    expect(zh(renewalCheck(world, plate, { contractId: 1, carId: 7, endDate: '2027-06-30' }, '2026-12-01', true))).toBe('2027-01-01');
    expect(zh(renewalCheck(world, plate, { contractId: 1, carId: 7, endDate: '2027-01-01' }, '2026-12-01', true))).toEqual(['endDate', '续租结束日期须晚于续租开始日期（2027-01-01）']);
  });

  it('refuses a contract no longer renewable, a lease that moved since, and a second pending renewal of the vehicle', () => {
    const expired = { contracts: [{ ...contract, contractStatus: CONTRACT.expired }], renewals: [] };
    expect(zh(renewalCheck(expired, plate, { contractId: 1, carId: 7, endDate: '2027-06-30' }, '2027-02-15', true))).toEqual(['contractId', '只有生效中或到期未满30天的合同才能续租']);
    expect(zh(renewalCheck(world, plate, { contractId: 1, carId: 7, startDate: '2026-12-01', endDate: '2027-06-30' }, '2026-12-01', false))).toEqual([null, '原合同该车辆的租期已变更为至2026-12-31，请重新发起续租']);
    const waiting = { ...world, renewals: [{ renewId: 5, renewNo: 'XZ20261201001', contractId: 1, carId: 7, renewStatus: RENEW.pending, endDate: '2027-03-31' }] };
    expect(zh(renewalCheck(waiting, plate, { contractId: 1, carId: 7, endDate: '2027-06-30' }, '2026-12-01', true))).toEqual(['carId', '该车辆已有待审批的续租合同XZ20261201001']);
    expect(zh(renewalCheck(waiting, plate, { renewId: 5, contractId: 1, carId: 7, endDate: '2027-06-30' }, '2026-12-01', true))).toBe('2027-01-01');
  });
});

describe('the register and the lease state', () => {
  const contract = { contractId: 1, contractNo: 'HT20260101001', contractStatus: CONTRACT.active, carIds: '7', startDate: '2026-01-01', endDate: '2026-06-30', companyName: '某租车公司', plates: '京A7', monthlyTotal: 5000, createTime: '2026-01-01 09:00:00' };
  const renewal = { renewId: 2, renewNo: 'XZ1', contractId: 1, carId: 7, renewStatus: RENEW.approved, startDate: '2026-07-01', endDate: '2026-12-31', companyName: '某租车公司', plate: '京A7', monthlyRent: 5200, createTime: '2026-06-01 09:00:00' };
  const licence = { ...live, ownerName: '张三', annualFee: 12000, createTime: '2026-03-01 09:00:00' };

  it('says a contract in force ending within 30 days (renewals included) is expiring, and its renewed end', () => {
    expect(leaseState([renewal], contract, '2026-12-15')).toEqual({ expiring: 1, renewedEndDate: '2026-12-31', leaseEndDate: '2026-12-31' });
    expect(leaseState([], contract, '2026-01-15')).toEqual({ expiring: 0, renewedEndDate: '', leaseEndDate: '2026-06-30' });
    expect(leaseState([], { ...contract, contractStatus: CONTRACT.draft }, '2026-06-15')).toEqual({ expiring: 0, renewedEndDate: '', leaseEndDate: '' });
  });

  it('finds the contracts in force whose lease ended', () => {
    expect(endedContracts([contract, { ...contract, contractId: 3, endDate: '2027-01-01' }], (c) => c.endDate, '2026-07-01').map((c) => c.contractId)).toEqual([1]);
  });

  it('offers the vehicles naming the live lease holding each', () => {
    const vehicles = [{ carId: 7, plate: '京A7', storeName: '朝阳店' }, { carId: 8, plate: '京A8', storeName: '海淀店' }];
    expect(contractVehicleOptions(vehicles, { contracts: [contract], renewals: [renewal] }).map((o) => o.label)).toEqual(['京A7（朝阳店，已租予某租车公司至2026-12-31）', '京A8（海淀店）']);
    expect(licenseVehicleOptions(vehicles, [live]).map((o) => o.label)).toEqual(['京A7（朝阳店，牌照租用至2026-12-31）', '京A8（海淀店）']);
  });

  it('lists the three kinds newest first, with their states and rents', () => {
    const rows = sopContractRows({ contracts: [contract], renewals: [renewal], licences: [licence] }, '2026-12-15');
    expect(rows.map((r) => [r.sopContractId, r.contractKind, r.endDate, r.statusName, r.expiring, r.rentAmount, r.rentUnit])).toEqual([
      ['R2', '2', '2026-12-31', '已生效', 0, 5200, '每月'],
      ['L1', '3', '2026-12-31', '生效中', 1, 12000, '每年'],
      ['B1', '1', '2026-12-31', '生效中', 1, 5000, '每月'],
    ]);
  });

  it('renews after the latest approved rent, offers the contract vehicles with their lease ends, and revives an expired contract', () => {
    expect(previousRent([renewal], { contractId: 1, monthlyRent: 4800 }, 7)).toBe(5200);
    expect(previousRent([renewal], { contractId: 1, monthlyRent: 4800 }, 8)).toBe(4800);
    expect(renewVehicleOptions(contract, [renewal], (id) => `京A${id}`)).toEqual([{ value: 7, label: '京A7（租期至2026-12-31）' }]);
    const expired = { ...contract, contractStatus: CONTRACT.expired };
    expect(revivedByRenewal([], expired, '2027-03-31', '2026-12-15')).toBe(true);
    expect(revivedByRenewal([], expired, '2026-07-31', '2026-12-15')).toBe(false);
    expect(revivedByRenewal([], contract, '2027-03-31', '2026-12-15')).toBe(false);
  });

  it('numbers a rent bill by its month and contract, above the highest key', () => {
    expect(rentBillNo(12345, '2026-11')).toBe('ZJ202611345');
    expect(nextRentBillId([])).toBe(71001);
    expect(nextRentBillId([{ billId: 71009 }])).toBe(71010);
  });
});
