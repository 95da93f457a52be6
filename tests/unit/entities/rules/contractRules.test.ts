/** The licence and renewal rules of the contracts (src/entities/contract/rules.ts `plateConflict`, `renewalCheck`; pure). */
import { describe, expect, it } from 'vitest';
import { CONTRACT, RENEW } from '@/entities/contract';
import { plateConflict, renewalCheck, type PlateLeaseRow, type RenewalRecord } from '@/entities/contract/rules';

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
