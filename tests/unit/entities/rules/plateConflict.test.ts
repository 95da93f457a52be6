/** A plate is in one live licence contract at a time (src/entities/contract/rules.ts `plateConflict`, pure). */
import { describe, expect, it } from 'vitest';
import { CONTRACT } from '@/entities/contract';
import { plateConflict, type PlateLeaseRow } from '@/entities/contract/rules';

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
