/**
 * The vehicle lease contracts and their rent bills (entities/contract; docs/api.md): served from their declarations
 * with what only the backend knows — the clients, branches and vehicles a contract may name, its number, the rule
 * that a vehicle is in one live lease at a time (checked on save, submission and approval), expiry when a lease has
 * ended, 即将到期 computed when read, and the current month's rent bill made once per contract.
 */
import {
  businessContract, CONTRACT, CONTRACT_CLIENT_OPTIONS, CONTRACT_SIGNER_COMPANY_OPTIONS, CONTRACT_VEHICLE_OPTIONS, GENERATE_RENT_BILL, isExpiring,
  LIVE_CONTRACT_STATES, monthlyTotal, periodsOverlap, RENT_BILL_CONTRACT_OPTIONS, RENT_BILL_PERMISSIONS, rentBill, vehicleTaken,
} from '@/entities/contract';
import { dictLabel } from '@/entities/dicts';
import { listPermissions, requirePermission } from '../access';
import { commit, data } from '../db';
import { declared, declaredHandlers, type Backing } from '../entities';
import { refuse, refuseField } from '../errors';
import { recordChange } from '../history';
import type { Params } from '../params';
import { endpoint } from '../respond';
import { billedUntil, rentBillOf, type RentBill } from '../seeds/rentBill';
import type { BusinessContract } from '../seeds/businessContract';
import { compactDate, formatWallTime, nowWall } from '../time';
import { actorName } from './bills';

type Row = Record<string, unknown>;
const zh = (text: { 'zh-CN': string }) => text['zh-CN'];
const today = () => formatWallTime(nowWall()).slice(0, 10);

/** The end of a contract's lease, its approved renewals included. */
export const leaseEnd = (c: Pick<BusinessContract, 'endDate' | 'renewedEndDate'>): string => (c.renewedEndDate && c.renewedEndDate > c.endDate ? c.renewedEndDate : c.endDate);

/**
 * The refusal of a lease of these vehicles over this period when another live contract (submitted or in force) leases
 * one of them over a period sharing a day, naming it; else null. `except`: the contract being saved or moved.
 */
export function leaseConflict(carIds: unknown, start: string, end: string, except?: unknown): string | null {
  const wanted = String(carIds ?? '').split(',').filter(Boolean);
  for (const c of data().businessContract) {
    if (String(c.contractId) === String(except) || !LIVE_CONTRACT_STATES.includes(c.contractStatus)) continue;
    const held = c.carIds.split(',');
    const shared = wanted.find((id) => held.includes(id));
    if (shared === undefined || !periodsOverlap({ start, end }, { start: c.startDate, end: leaseEnd(c) })) continue;
    const plate = data().vehicles.find((v) => String(v.carId) === shared)?.plate ?? shared;
    return zh(vehicleTaken(plate, c.contractNo, c.startDate, leaseEnd(c)));
  }
  return null;
}

function refuseConflict(row: Readonly<Row>): void {
  const conflict = leaseConflict(row.carIds, String(row.startDate), String(row.endDate), row.contractId);
  if (conflict) refuseField('carIds', conflict);
}

/** The next contract number of the day: HT, the date, a 3-digit sequence. */
function nextContractNo(): string {
  const prefix = `HT${compactDate(nowWall()).slice(0, 8)}`;
  const taken = new Set(data().businessContract.map((c) => c.contractNo));
  for (let n = 1; ; n += 1) {
    const no = `${prefix}${String(n).padStart(3, '0')}`;
    if (!taken.has(no)) return no;
  }
}

const CONTRACTS: Backing = {
  collection: 'businessContract',
  options: {
    [CONTRACT_CLIENT_OPTIONS]: () => data().companyList.filter((c) => c.companyType === 4 && c.status === 0).map((c) => ({ value: c.companyName, label: c.companyName })),
    [CONTRACT_SIGNER_COMPANY_OPTIONS]: () => data().companyList.filter((c) => c.companyType === 2).map((c) => ({ value: c.companyName, label: c.companyName })),
    // Every vehicle, with its store and the live lease holding it (a lease over an overlapping period is refused).
    [CONTRACT_VEHICLE_OPTIONS]: () => {
      const held = new Map<string, BusinessContract>();
      for (const c of data().businessContract.filter((x) => LIVE_CONTRACT_STATES.includes(x.contractStatus))) for (const id of c.carIds.split(',')) held.set(id, c);
      return data().vehicles.map((v) => {
        const lease = held.get(String(v.carId));
        return { value: v.carId, label: `${v.plate}（${v.storeName}${lease ? `，已租予${String(lease.companyName)}至${leaseEnd(lease)}` : ''}）` };
      });
    },
  },
  defaults: () => ({
    contractNo: nextContractNo(), contractStatus: CONTRACT.draft, contractStatusName: dictLabel('contract_status', CONTRACT.draft), createBy: actorName(),
    submitTime: '', approveTime: '', rejectReason: '', terminateTime: '', terminateReason: '', renewedEndDate: '',
  }),
  // Only a draft is changed; its vehicles are in no other live lease over its period.
  complete: (row) => {
    if (row.contractId !== undefined && Number(row.contractStatus) !== CONTRACT.draft) refuse('只有草稿状态的合同才能修改');
    refuseConflict(row);
    const ids = String(row.carIds).split(',').filter(Boolean);
    const plates = ids.map((id) => data().vehicles.find((v) => String(v.carId) === id)?.plate ?? id).join('、');
    return { plates, vehicleCount: ids.length, monthlyTotal: monthlyTotal(String(row.monthlyRent), ids.length) };
  },
  checks: { submit: refuseConflict, approve: refuseConflict },
  // A contract in force whose lease (renewals included) has ended is expired.
  derive: () => {
    const now = today();
    const ended = data().businessContract.filter((c) => c.contractStatus === CONTRACT.active && leaseEnd(c) < now);
    if (ended.length === 0) return;
    commit(() => {
      for (const c of ended) Object.assign(c, { contractStatus: CONTRACT.expired, contractStatusName: dictLabel('contract_status', CONTRACT.expired) ?? '' });
    }, ['businessContract']);
  },
  computed: () => {
    const now = today();
    return (c) => ({ expiring: Number(c.contractStatus) === CONTRACT.active && isExpiring(leaseEnd(c as unknown as BusinessContract), now) ? 1 : 0 });
  },
};

const RENT_BILLS: Backing = {
  collection: 'rentBill',
  options: {
    [RENT_BILL_CONTRACT_OPTIONS]: () =>
      data().businessContract.filter((c) => c.contractStatus === CONTRACT.active).map((c) => ({ value: c.contractId, label: `${c.contractNo}（${c.companyName}）` })),
  },
};

/** The month a bill made now is for (`YYYY-MM`). */
export const currentBillMonth = () => today().slice(0, 7);

/** Makes the current month's rent bill of a contract in force: once per contract and month. */
export function generateRentBill(p: Params): RentBill {
  const id = p.required('contractId', '请选择合同');
  const contract = data().businessContract.find((c) => String(c.contractId) === id);
  if (!contract) refuseField('contractId', '合同不存在');
  if (contract.contractStatus !== CONTRACT.active) refuseField('contractId', `合同${contract.contractNo}不是生效中状态，不能生成租金账单`);
  const month = currentBillMonth();
  const existing = data().rentBill.find((b) => b.contractId === contract.contractId && b.billMonth === month);
  if (existing) refuseField('contractId', `合同${contract.contractNo}的${month}租金账单已生成（${existing.billNo}），不能重复生成`);
  const billNo = `ZJ${month.replace('-', '')}${String(contract.contractId % 1000).padStart(3, '0')}`;
  const billId = Math.max(71000, ...data().rentBill.map((b) => b.billId)) + 1;
  const bill = rentBillOf(contract, month, billId, billNo, formatWallTime(nowWall()));
  if (!bill) refuseField('contractId', `合同${contract.contractNo}的租期（${contract.startDate}至${billedUntil(contract)}）不含${month}，不能生成本月账单`);
  commit((d) => d.rentBill.unshift(bill));
  recordChange(rentBill, 'create', undefined, bill as unknown as Row);
  return bill;
}

export const CONTRACT_ENTITIES = { businessContract: declared(businessContract, CONTRACTS), rentBill: declared(rentBill, RENT_BILLS) };

export const contractHandlers = [
  ...declaredHandlers(CONTRACT_ENTITIES.businessContract, CONTRACTS),
  ...declaredHandlers(CONTRACT_ENTITIES.rentBill, RENT_BILLS),
  endpoint('POST', GENERATE_RENT_BILL, (p) => (requirePermission(listPermissions(rentBill)), requirePermission(RENT_BILL_PERMISSIONS.generate), generateRentBill(p))),
];
