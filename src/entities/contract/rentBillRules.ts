/**
 * The rules of the rent bills (docs/architecture.md "Bills and contracts"), pure over the rows they read: a contract's
 * lease as billed (its term, then each approved renewal, cut at the day it was terminated), its bill of a month
 * (`leaseMonthRent` over those segments, ./rent), and when a month's bill may be made. The demo backend's handler
 * (src/mocks/handlers/contracts.ts, 生成本月账单) and the seed (src/mocks/seeds/contracts.ts) call these; nothing here
 * reads the clock.
 */
import { bi, type Bilingual } from '@/i18n';
import { CONTRACT } from './businessContract';
import { leaseMonthRent, type LeaseSegment, type RentLine } from './rent';
import { RENEW } from './renewContract';

/** What of a business contract its rent bills read. */
export interface BilledContract {
  contractId: number;
  contractNo: string;
  contractStatus: number;
  companyName: unknown;
  signCompanyName: unknown;
  startDate: string;
  endDate: string;
  monthlyRent: number | string;
  plates: string;
  paymentDay: number;
  terminateTime?: string;
}

/** What of a renewal its contract's rent bills read. */
export interface BilledRenewal {
  contractId: number;
  renewStatus: number;
  startDate: string;
  endDate: string;
  monthlyRent: number | string;
  plate: string;
}

/** A rent bill as its rule makes it: awaiting confirmation, its lines and amounts. */
export interface RentBillDraft {
  billId: number;
  billNo: string;
  billMonth: string;
  contractId: number;
  contractNo: string;
  companyName: string;
  signCompanyName: string;
  billStatus: 1;
  vehicleCount: number;
  rentDays: number;
  rentAmount: number;
  dueDate: string;
  lines: RentLine[];
  createTime: string;
}

/** The month before `month` (`YYYY-MM`). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y! - 1}-12` : `${y}-${String(m! - 1).padStart(2, '0')}`;
}

/** The last day a contract bills: the day it was terminated, else none (its segments' own ends). */
function stopDay(c: Pick<BilledContract, 'contractStatus' | 'terminateTime'>): string | null {
  return c.contractStatus === CONTRACT.terminated && c.terminateTime ? c.terminateTime.slice(0, 10) : null;
}

/**
 * A contract's lease as billed: its own term (all its vehicles, its rent), then each approved renewal (its vehicle,
 * its rent, from the day after the lease it renews), each cut at the day the contract was terminated.
 */
export function leaseSegments(c: BilledContract, renewals: readonly BilledRenewal[]): LeaseSegment[] {
  const stop = stopDay(c);
  const cut = (end: string) => (stop && stop < end ? stop : end);
  return [
    { start: c.startDate, end: cut(c.endDate), monthlyRent: c.monthlyRent, plates: c.plates.split('、').filter(Boolean) },
    ...renewals.filter((r) => r.contractId === c.contractId && r.renewStatus === RENEW.approved).map((r) => ({ start: r.startDate, end: cut(r.endDate), monthlyRent: r.monthlyRent, plates: [r.plate] })),
  ];
}

/** A contract's bill of a month (null when its lease covers no day of it): `leaseMonthRent` over its segments. */
export function rentBillOf(c: BilledContract, renewals: readonly BilledRenewal[], billMonth: string, billId: number, billNo: string, createTime: string): RentBillDraft | null {
  const { lines, rentAmount } = leaseMonthRent(billMonth, leaseSegments(c, renewals));
  if (lines.length === 0) return null;
  return {
    billId, billNo, billMonth, contractId: c.contractId, contractNo: c.contractNo, companyName: String(c.companyName), signCompanyName: String(c.signCompanyName),
    billStatus: 1, vehicleCount: new Set(lines.map((l) => l.plate)).size, rentDays: Math.max(...lines.map((l) => l.rentDays)),
    rentAmount, dueDate: `${billMonth}-${String(c.paymentDay).padStart(2, '0')}`, lines, createTime,
  };
}

/**
 * The refusal of making a contract's bill of a month: a contract not in force, or one already billed that month
 * (naming that bill); else null. (A lease covering no day of the month is `rentBillOf`'s null: `rentMonthNotLeased`.)
 */
export function rentBillProblem(c: Pick<BilledContract, 'contractId' | 'contractNo' | 'contractStatus'>, bills: readonly { contractId: number; billMonth: string; billNo: string }[], month: string): Bilingual | null {
  if (c.contractStatus !== CONTRACT.active) return bi(`合同${c.contractNo}不是生效中状态，不能生成租金账单`, `Contract ${c.contractNo} is not in force: no rent bill can be made`);
  const existing = bills.find((b) => b.contractId === c.contractId && b.billMonth === month);
  if (existing) return bi(`合同${c.contractNo}的${month}租金账单已生成（${existing.billNo}），不能重复生成`, `The ${month} rent bill of contract ${c.contractNo} is already made (${existing.billNo})`);
  return null;
}

/** The refusal of a month's bill of a contract whose lease (start to end, renewals included) has no day of the month. */
export function rentMonthNotLeased(c: Pick<BilledContract, 'contractNo' | 'startDate'>, leaseEnd: string, month: string): Bilingual {
  return bi(`合同${c.contractNo}的租期（${c.startDate}至${leaseEnd}）不含${month}，不能生成本月账单`, `The lease of contract ${c.contractNo} (${c.startDate} to ${leaseEnd}) has no day in ${month}`);
}

/** A rent bill's number: ZJ, the month (`YYYYMM`), the contract's key's last three digits. */
export const rentBillNo = (contractId: number, month: string): string => `ZJ${month.replace('-', '')}${String(contractId % 1000).padStart(3, '0')}`;

/** The key a new rent bill takes: one above the highest (from 71001). */
export const nextRentBillId = (bills: readonly { billId: number }[]): number => Math.max(71000, ...bills.map((b) => b.billId)) + 1;
