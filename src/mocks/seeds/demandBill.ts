/**
 * Demand bills (entities/bill/demandBill.ts): bills to the enterprise clients for their finished demand orders
 * (the demand orders' collection). The seed bills each client's month that holds one finished order — in each state
 * in turn, one of them voided (its order billable again) — and leaves the months with several orders to be billed on
 * /demandBillAddPage, so every day's data has bills of every kind and orders still to bill.
 */
import { billLine, billMonthOf, billTotals, DEFAULT_TAX_RATE, demandBill, type DemandBillLine, type DemandBillStatus } from '@/entities/bill';
import { registerCollection } from '../db';
import type { DemandOrder, StoredRow } from '../model';
import type { SeedContext } from './registry';
import { DAY, formatWallTime, HOUR, parseWallTime } from '../time';

type Later = 'confirmBy' | 'confirmTime' | 'invoiceNo' | 'invoiceBy' | 'invoiceTime' | 'settleBy' | 'settleTime' | 'voidBy' | 'voidTime' | 'voidReason' | 'remark';

/** A demand bill as stored: the declaration's row, its state's code and its lines (the orders as billed). */
export type DemandBill = StoredRow<typeof demandBill, Later> & { billId: number; billStatus: DemandBillStatus; taxRate: string; lines: DemandBillLine[] };

declare module '../model' {
  interface DemoData {
    demandBill: DemandBill[];
  }
}

/** The finance staff who make and move the bills (the provider's accounts' names). */
const STAFF = ['王建国', '赵丽华', '孙志刚'];
const STATES: readonly DemandBillStatus[] = [4, 1, 9, 2, 3];
const VOID_REASONS = ['客户对用车天数有异议，重新出账', '订单金额调整后重开'];

function seedBills({ rng, today, get }: SeedContext): DemandBill[] {
  const levels = get('levels');
  const groups = new Map<string, DemandOrder[]>();
  for (const o of get('demandOrders').filter((x) => x.demandOrderStatusCode === 4)) {
    const key = `${o.companyName}|${billMonthOf(o)}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  const singles = [...groups.values()].filter((g) => g.length === 1).map((g) => g[0]!).toSorted((a, b) => a.useEndTime.localeCompare(b.useEndTime));
  return singles.map((order, i): DemandBill => {
    const status = STATES[i % STATES.length]!;
    const lines = [billLine(order, levels)];
    const extra = rng.chance(0.5) ? rng.int(2, 40) * 10 : 0;
    const totals = billTotals({ lineAmounts: lines.map((l) => l.orderAmount), extraFeeAmount: extra, discountAmount: 0, taxRate: DEFAULT_TAX_RATE });
    const created = Math.min(today - HOUR, (parseWallTime(order.useEndTime, false) ?? today) + rng.int(1, 3) * DAY);
    const step = (n: number) => formatWallTime(Math.min(today - HOUR + n * 60_000, created + n * 6 * HOUR));
    const month = billMonthOf(order);
    return {
      billId: 8001 + i, billNo: `XQZD${month.replace('-', '')}${String(i + 1).padStart(3, '0')}`, companyName: order.companyName, billMonth: month,
      billStatus: status,orderCount: lines.length,
      ...totals, taxRate: String(totals.taxRate), lines,
      remark: extra ? '其他费用为过路费及停车费' : '', createBy: rng.pick(STAFF), createTime: formatWallTime(created),
      ...(status >= 2 && status <= 4 ? { confirmBy: rng.pick(STAFF), confirmTime: step(1) } : {}),
      ...(status >= 3 && status <= 4 ? { invoiceNo: rng.digits(8), invoiceBy: rng.pick(STAFF), invoiceTime: step(2) } : {}),
      ...(status === 4 ? { settleBy: rng.pick(STAFF), settleTime: step(3) } : {}),
      ...(status === 9 ? { voidBy: rng.pick(STAFF), voidTime: step(1), voidReason: rng.pick(VOID_REASONS) } : {}),
    };
  });
}

registerCollection(demandBill.id as 'demandBill', seedBills);
