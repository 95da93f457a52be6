/**
 * The lease renewals (entities/contract/renewContract.ts) of the seeded business contracts, newest first: one awaiting
 * approval (a vehicle of the contract about to expire), one approved (a vehicle of a contract ending within a month runs
 * on another year), one rejected (of a contract since expired), and one of each of the two later-ending contracts. Each starts the day after the lease it renews ends.
 */
import { dayNumber, dayText, nextDay, renewContract, RENEW } from '@/entities/contract';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { compactDate, DAY, formatWallTime, HOUR } from '../time';
import type { BusinessContract } from './businessContract';

export type RenewContract = StoredRow<typeof renewContract, 'approveTime' | 'rejectReason' | 'remark'> & {
  renewId: number;
  renewStatus: (typeof RENEW)[keyof typeof RENEW];
  contractId: number;
  carId: number;
};

declare module '../model' {
  interface DemoData {
    renewContract: RenewContract[];
  }
}

registerCollection(renewContract.id as 'renewContract', ({ rng, today, get }) => {
  const contracts = get('businessContract');
  const vehicles = get('vehicles');
  const live = contracts.filter((c) => c.contractStatus === 3).toSorted((a, b) => a.endDate.localeCompare(b.endDate));
  const expired = contracts.find((c) => c.contractStatus === 4);
  const plan: [BusinessContract | undefined, RenewContract['renewStatus']][] = [[live[0], RENEW.pending], [live[1], RENEW.approved], [expired, RENEW.rejected], [live[2], RENEW.rejected], [live[3], RENEW.approved]];
  return plan.flatMap(([c, status], i): RenewContract[] => {
    if (!c) return [];
    const carId = Number(c.carIds.split(',')[0]);
    const created = today - rng.int(2, 20) * HOUR - i * 3 * DAY;
    const start = nextDay(c.endDate);
    return [{
      renewId: 72001 + i, renewNo: `XZ${compactDate(created)}${String(i + 1).padStart(3, '0')}`,
      renewStatus: status,
      contractId: c.contractId, contractNo: c.contractNo, companyName: String(c.companyName), carId, plate: vehicles.find((v) => v.carId === carId)?.plate ?? '',
      startDate: start, endDate: dayText(dayNumber(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`) - 1),
      monthlyRent: c.monthlyRent + rng.int(-2, 4) * 100, previousRent: c.monthlyRent,
      createBy: '赵丽华', createTime: formatWallTime(created),
      ...(status === RENEW.approved ? { approveTime: formatWallTime(created + 6 * HOUR) } : {}),
      ...(status === RENEW.rejected ? { rejectReason: '客户尚未确认续租租金' } : {}),
    }];
  });
});
