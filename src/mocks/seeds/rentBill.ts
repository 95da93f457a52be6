/**
 * The rent bills (entities/contract/rentBill.ts) of the seeded business contracts for the past months: each month
 * (the last six at most, before the current one) a contract in force, expired or terminated leased in; received but
 * the last month's, which is confirmed or awaiting confirmation. The current month is left to 生成本月账单.
 */
import { leaseMonthRent, RENEW, rentBill, type LeaseSegment } from '@/entities/contract';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { formatWallTime } from '../time';
import type { BusinessContract } from './businessContract';
import type { RenewContract } from './renewContract';

/** A rent bill as stored: its state's code, the contract it bills. */
export type RentBill = StoredRow<typeof rentBill, 'confirmTime' | 'receiveTime'> & { billId: number; billStatus: 1 | 2 | 3; contractId: number };

declare module '../model' {
  interface DemoData {
    rentBill: RentBill[];
  }
}

/** The month before `month` (`YYYY-MM`). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y! - 1}-12` : `${y}-${String(m! - 1).padStart(2, '0')}`;
}

/** The last day a contract bills: the day it was terminated, else none (its segments' own ends). */
function stopDay(c: Pick<BusinessContract, 'contractStatus' | 'terminateTime'>): string | null {
  return c.contractStatus === 5 && c.terminateTime ? c.terminateTime.slice(0, 10) : null;
}

/**
 * A contract's lease as billed: its own term (all its vehicles, its rent), then each approved renewal (its vehicle,
 * its rent, from the day after the lease it renews), each cut at the day the contract was terminated.
 */
export function leaseSegments(c: BusinessContract, renewals: readonly RenewContract[]): LeaseSegment[] {
  const stop = stopDay(c);
  const cut = (end: string) => (stop && stop < end ? stop : end);
  return [
    { start: c.startDate, end: cut(c.endDate), monthlyRent: c.monthlyRent, plates: c.plates.split('、').filter(Boolean) },
    ...renewals.filter((r) => r.contractId === c.contractId && r.renewStatus === RENEW.approved).map((r) => ({ start: r.startDate, end: cut(r.endDate), monthlyRent: r.monthlyRent, plates: [r.plate] })),
  ];
}

/** A contract's bill of a month (null when its lease covers no day of it): `leaseMonthRent` over its segments. */
export function rentBillOf(c: BusinessContract, renewals: readonly RenewContract[], billMonth: string, billId: number, billNo: string, createTime: string): RentBill | null {
  const { lines, rentAmount } = leaseMonthRent(billMonth, leaseSegments(c, renewals));
  if (lines.length === 0) return null;
  return {
    billId, billNo, billMonth, contractId: c.contractId, contractNo: c.contractNo, companyName: String(c.companyName), signCompanyName: String(c.signCompanyName),
    billStatus: 1,vehicleCount: new Set(lines.map((l) => l.plate)).size, rentDays: Math.max(...lines.map((l) => l.rentDays)),
    rentAmount, dueDate: `${billMonth}-${String(c.paymentDay).padStart(2, '0')}`, lines, createTime,
  };
}

registerCollection(rentBill.id as 'rentBill', ({ rng, today, get }) => {
  const thisMonth = formatWallTime(today).slice(0, 7);
  const renewals = get('renewContract');
  const rows: RentBill[] = [];
  for (const c of get('businessContract').filter((x) => x.contractStatus >= 3).toSorted((a, b) => a.contractId - b.contractId)) {
    let month = thisMonth;
    for (let back = 1; back <= 6; back += 1) {
      month = previousMonth(month);
      const created = `${month}-0${rng.int(1, 3)} 10:${rng.int(10, 59)}:00`;
      const no = `ZJ${month.replace('-', '')}${String(c.contractId % 1000).padStart(3, '0')}`;
      const bill = rentBillOf(c, renewals, month, 0, no, created);
      if (!bill) continue;
      const status = back === 1 ? rng.pick([1, 2] as const) : 3;
      rows.push({
        ...bill, billStatus: status,
        ...(status >= 2 ? { confirmTime: `${month}-0${rng.int(4, 6)} 15:${rng.int(10, 59)}:00` } : {}),
        ...(status === 3 ? { receiveTime: `${month}-${rng.int(10, 28)} 11:${rng.int(10, 59)}:00` } : {}),
      });
    }
  }
  return rows.toSorted((a, b) => b.billMonth.localeCompare(a.billMonth) || a.billNo.localeCompare(b.billNo)).map((r, i) => ({ ...r, billId: 71001 + i }));
});
