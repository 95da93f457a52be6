/**
 * The rent bills (entities/contract/rentBill.ts) of the seeded business contracts for the past months: each month
 * (the last six at most, before the current one) a contract in force, expired or terminated leased in; received but
 * the last month's, which is confirmed or awaiting confirmation. The current month is left to 生成本月账单.
 */
import { previousMonth, rentBill, rentBillOf } from '@/entities/contract';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { formatWallTime } from '../time';

/** A rent bill as stored: its state's code, the contract it bills. */
export type RentBill = StoredRow<typeof rentBill, 'confirmTime' | 'receiveTime'> & { billId: number; billStatus: 1 | 2 | 3; contractId: number };

declare module '../model' {
  interface DemoData {
    rentBill: RentBill[];
  }
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
