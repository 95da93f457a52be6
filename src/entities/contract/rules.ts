/**
 * The lease rules of the business contracts (pure; docs/architecture.md "Fleet"): how long a contract leases each of
 * its vehicles (its renewals included), whether a lease of vehicles over a period collides with a live one, and
 * whether a contract may still be renewed, and that a plate is in one live licence contract at a time. They take the rows they read; the demo backend passes its collections,
 * the vehicle blocker rule (../admin/vehicleRules.ts) asks `liveLease` whether a lease holds a vehicle.
 */
import { bi, type Bilingual } from '@/i18n';
import { CONTRACT, LIVE_CONTRACT_STATES } from './businessContract';
import { RENEW, RENEW_GRACE_DAYS } from './renewContract';
import { dayNumber, isExpiring, nextDay, periodsOverlap, vehicleTaken } from './rent';
import type { sopContract } from './sopContract';
import type { RowOf } from '../define';
import { dictLabel } from '../dicts';

/** What the rules read of a contract: its vehicles (`carIds`, comma-separated), its term and its state. */
export interface LeaseRow {
  contractId: number;
  contractNo: string;
  contractStatus: number;
  carIds: string;
  startDate: string;
  endDate: string;
  companyName?: unknown;
}

/** What the rules read of a renewal: its contract, its vehicle, its state and its end. */
export interface RenewalRow {
  contractId: number;
  carId: number | string;
  renewStatus: number;
  endDate: string;
}

/** The approved renewals of a contract (of one of its vehicles when given). */
export function approvedRenewals<R extends RenewalRow>(renewals: readonly R[], contractId: number, carId?: unknown): R[] {
  return renewals.filter((r) => r.contractId === contractId && r.renewStatus === RENEW.approved && (carId === undefined || String(r.carId) === String(carId)));
}

/** The last day a contract leases a vehicle: its end, or its last approved renewal's for that vehicle. */
export function vehicleLeaseEnd(renewals: readonly RenewalRow[], c: Pick<LeaseRow, 'contractId' | 'endDate'>, carId: unknown): string {
  return approvedRenewals(renewals, c.contractId, carId).reduce((end, r) => (r.endDate > end ? r.endDate : end), c.endDate);
}

/** The end of a contract's lease, its approved renewals included. */
export function leaseEnd(renewals: readonly RenewalRow[], c: Pick<LeaseRow, 'contractId' | 'endDate'>): string {
  return approvedRenewals(renewals, c.contractId).reduce((end, r) => (r.endDate > end ? r.endDate : end), c.endDate);
}

/** A live lease of a vehicle: the contract and the vehicle's leased period (renewals included). */
export interface LiveLease<C extends LeaseRow = LeaseRow> {
  contract: C;
  start: string;
  end: string;
}

/**
 * The live contract (submitted or in force) leasing `carId` over a period sharing a day with `period` (its term, or
 * its approved renewals for that vehicle), if any; `except`: a contract left out (the one being saved or renewed).
 * Dates are `YYYY-MM-DD` (a datetime's day counts).
 */
export function liveLease<C extends LeaseRow>(
  world: { contracts: readonly C[]; renewals: readonly RenewalRow[] }, carId: unknown, period: { start: string; end: string }, except?: unknown,
): LiveLease<C> | null {
  const id = String(carId);
  for (const c of world.contracts) {
    if (String(c.contractId) === String(except) || !LIVE_CONTRACT_STATES.includes(c.contractStatus)) continue;
    if (!c.carIds.split(',').includes(id)) continue;
    const until = vehicleLeaseEnd(world.renewals, c, id);
    if (periodsOverlap(period, { start: c.startDate, end: until })) return { contract: c, start: c.startDate, end: until };
  }
  return null;
}

/**
 * The refusal of a lease of these vehicles (`carIds`, comma-separated) over this period when another live contract
 * leases one of them over a period sharing a day, naming it; else null. `plateOf` names a vehicle by its id.
 */
export function leaseConflict(
  world: { contracts: readonly LeaseRow[]; renewals: readonly RenewalRow[] }, plateOf: (carId: string) => string,
  carIds: unknown, start: string, end: string, except?: unknown,
): Bilingual | null {
  const wanted = String(carIds ?? '').split(',').filter(Boolean);
  // The contracts in their stored order, as the first found is the one named.
  for (const c of world.contracts) {
    for (const id of wanted.filter((x) => c.carIds.split(',').includes(x))) {
      const lease = liveLease({ contracts: [c], renewals: world.renewals }, id, { start, end }, except);
      if (lease) return vehicleTaken(plateOf(id), c.contractNo, lease.start, lease.end);
    }
  }
  return null;
}

/** Whether a contract may be renewed on `today`: in force, or expired within the last 30 days. */
export function renewable(renewals: readonly RenewalRow[], c: Pick<LeaseRow, 'contractId' | 'endDate' | 'contractStatus'>, today: string): boolean {
  if (c.contractStatus === CONTRACT.active) return true;
  return c.contractStatus === CONTRACT.expired && dayNumber(today) - dayNumber(leaseEnd(renewals, c)) <= RENEW_GRACE_DAYS;
}

/** What the plate rule reads of a licence contract. */
export interface PlateLeaseRow {
  licenseContractId: number;
  contractNo: string;
  contractStatus: number;
  carId: number | string;
  plate: string;
  startDate: string;
  endDate: string;
}

/**
 * The refusal of a plate (the vehicle `carId`) leased over this period when another live (submitted or in force)
 * licence contract leases it over a period sharing a day, naming it; else null. `except`: the contract being saved.
 */
export function plateConflict(contracts: readonly PlateLeaseRow[], carId: unknown, start: string, end: string, except?: unknown): Bilingual | null {
  const other = contracts.find(
    (c) => String(c.licenseContractId) !== String(except) && LIVE_CONTRACT_STATES.includes(c.contractStatus) && String(c.carId) === String(carId)
      && periodsOverlap({ start, end }, { start: c.startDate, end: c.endDate }),
  );
  return other
    ? bi(
      `车牌${other.plate}已在牌照合同${other.contractNo}中租用（${other.startDate}至${other.endDate}），期限不能重叠`,
      `Plate ${other.plate} is leased under licence contract ${other.contractNo} (${other.startDate} to ${other.endDate}); the periods cannot overlap`,
    )
    : null;
}

/** What the renewal rule reads of a renewal: its number (a pending one is named), its contract, vehicle, state and end. */
export interface RenewalRecord extends RenewalRow {
  renewId: number;
  renewNo: string;
}

/** A renewal as it is asked for (a new one, a changed one, or one being approved: its start then given). */
export interface RenewalAsked {
  renewId?: unknown;
  contractId: unknown;
  carId: unknown;
  startDate?: unknown;
  endDate: unknown;
}

/** The refusal of a renewal, with the field it concerns (null: the renewal as a whole). */
export interface RenewalRefusal {
  field: string | null;
  refusal: Bilingual;
}

/**
 * Whether a renewal of one vehicle of a contract fits, on `today`: the contract may be renewed (`renewable`); the
 * renewal starts the day after the vehicle's lease ends (a renewal being approved was asked from that day: its lease
 * has not moved since); it ends after that day; no other live lease holds the vehicle over it (`leaseConflict`); and,
 * when it is made or changed (`pending`), no other renewal of the vehicle awaits approval. The start, or the refusal.
 */
export function renewalCheck<C extends LeaseRow>(
  world: { contracts: readonly C[]; renewals: readonly RenewalRecord[] }, plateOf: (carId: string) => string, asked: RenewalAsked, today: string, pending: boolean,
): { start: string; contract: C } | RenewalRefusal {
  const contract = world.contracts.find((c) => String(c.contractId) === String(asked.contractId));
  if (!contract || !renewable(world.renewals, contract, today)) {
    return { field: 'contractId', refusal: bi('只有生效中或到期未满30天的合同才能续租', 'Only a contract in force, or expired less than 30 days ago, can be renewed') };
  }
  const carId = String(asked.carId);
  const leased = vehicleLeaseEnd(world.renewals, contract, carId);
  const start = nextDay(leased);
  if (asked.startDate && String(asked.startDate as string) !== start) {
    return { field: null, refusal: bi(`原合同该车辆的租期已变更为至${leased}，请重新发起续租`, `The vehicle's lease under the contract now runs until ${leased}: ask for the renewal again`) };
  }
  const end = String(asked.endDate as string);
  if (dayNumber(end) <= dayNumber(start)) return { field: 'endDate', refusal: bi(`续租结束日期须晚于续租开始日期（${start}）`, `The renewal must end after it starts (${start})`) };
  const conflict = leaseConflict(world, plateOf, carId, start, end, contract.contractId);
  if (conflict) return { field: 'carId', refusal: conflict };
  const waiting = pending && world.renewals.find((r) => r.renewStatus === RENEW.pending && String(r.carId) === carId && String(r.renewId) !== String(asked.renewId));
  if (waiting) return { field: 'carId', refusal: bi(`该车辆已有待审批的续租合同${waiting.renewNo}`, `The vehicle already has a renewal awaiting approval (${waiting.renewNo})`) };
  return { start, contract };
}

/** What a business contract's lease is on `today`: its end with its renewals, 即将到期 (in force and ending within 30 days). */
export function leaseState(renewals: readonly RenewalRow[], c: Pick<LeaseRow, 'contractId' | 'endDate' | 'contractStatus'>, today: string) {
  const renewed = leaseEnd(renewals, c);
  return {
    expiring: c.contractStatus === CONTRACT.active && isExpiring(renewed, today) ? 1 : 0, renewedEndDate: renewed > c.endDate ? renewed : '',
    leaseEndDate: LIVE_CONTRACT_STATES.includes(c.contractStatus) ? renewed : '',
  };
}

/** The contracts in force whose lease (`endOf`) ended before `today`: they are expired (a derived state). */
export function endedContracts<C extends { contractStatus: number }>(contracts: readonly C[], endOf: (c: C) => string, today: string): C[] {
  return contracts.filter((c) => c.contractStatus === CONTRACT.active && endOf(c) < today);
}

/** A vehicle as the contract forms offer it: its plate and its store. */
export interface OfferedVehicle {
  carId: number;
  plate: string;
  storeName: string;
}

/** The vehicles a business contract may lease, each naming the live lease holding it (a lease over an overlapping period is refused). */
export function contractVehicleOptions(vehicles: readonly OfferedVehicle[], world: { contracts: readonly LeaseRow[]; renewals: readonly RenewalRow[] }) {
  const held = new Map<string, LeaseRow>();
  for (const c of world.contracts.filter((x) => LIVE_CONTRACT_STATES.includes(x.contractStatus))) for (const id of c.carIds.split(',')) held.set(id, c);
  return vehicles.map((v) => {
    const lease = held.get(String(v.carId));
    return { value: v.carId, label: `${v.plate}（${v.storeName}${lease ? `，已租予${String(lease.companyName)}至${leaseEnd(world.renewals, lease)}` : ''}）` };
  });
}

/** The vehicles a licence contract may name, each naming the live licence contract holding its plate. */
export function licenseVehicleOptions(vehicles: readonly OfferedVehicle[], contracts: readonly PlateLeaseRow[]) {
  const held = new Map(contracts.filter((c) => LIVE_CONTRACT_STATES.includes(c.contractStatus)).map((c) => [String(c.carId), c]));
  return vehicles.map((v) => {
    const lease = held.get(String(v.carId));
    return { value: v.carId, label: `${v.plate}（${v.storeName}${lease ? `，牌照租用至${lease.endDate}` : ''}）` };
  });
}

/** A row of the operator's contract register (/sopContractList). */
export type SopContractRow = Required<RowOf<typeof sopContract>> & { sopContractId: string };

/** What the register reads of each kind of contract. */
export interface ContractRegister {
  contracts: readonly (LeaseRow & { companyName: unknown; plates: string; monthlyTotal: number; createTime: string })[];
  renewals: readonly (RenewalRow & { renewId: number; renewNo: string; companyName: string; plate: string; startDate: string; monthlyRent: number; createTime: string })[];
  licences: readonly (PlateLeaseRow & { ownerName: string; annualFee: number; createTime: string })[];
}

/** Every contract of the three kinds as the operator's register lists it (its state and 即将到期 as of `today`), newest first. */
export function sopContractRows(world: ContractRegister, today: string): SopContractRow[] {
  const name = (type: string, v: number) => dictLabel(type, v) ?? '';
  const expiring = (status: number, end: string) => (status === CONTRACT.active && isExpiring(end, today) ? 1 : 0);
  const business = world.contracts.map((c): SopContractRow => {
    const end = leaseEnd(world.renewals, c);
    return {
      sopContractId: `B${c.contractId}`, recordId: c.contractId, contractKind: '1', contractNo: c.contractNo, partyName: String(c.companyName), plates: c.plates,
      startDate: c.startDate, endDate: end, statusName: name('contract_status', c.contractStatus), expiring: expiring(c.contractStatus, end),
      rentAmount: c.monthlyTotal, rentUnit: '每月', createTime: c.createTime,
    };
  });
  const renewals = world.renewals.map((r): SopContractRow => ({
    sopContractId: `R${r.renewId}`, recordId: r.renewId, contractKind: '2', contractNo: r.renewNo, partyName: r.companyName, plates: r.plate,
    startDate: r.startDate, endDate: r.endDate, statusName: name('renew_contract_status', r.renewStatus), expiring: 0, rentAmount: r.monthlyRent, rentUnit: '每月', createTime: r.createTime,
  }));
  const licences = world.licences.map((c): SopContractRow => ({
    sopContractId: `L${c.licenseContractId}`, recordId: c.licenseContractId, contractKind: '3', contractNo: c.contractNo, partyName: c.ownerName, plates: c.plate,
    startDate: c.startDate, endDate: c.endDate, statusName: name('contract_status', c.contractStatus), expiring: expiring(c.contractStatus, c.endDate),
    rentAmount: c.annualFee, rentUnit: '每年', createTime: c.createTime,
  }));
  return [...business, ...renewals, ...licences].toSorted((a, b) => b.createTime.localeCompare(a.createTime));
}

/** The monthly rent a renewal of a contract's vehicle follows: its latest approved renewal's, else the contract's. */
export function previousRent<R extends RenewalRow & { monthlyRent: number }>(renewals: readonly R[], contract: { contractId: number; monthlyRent: number }, carId: unknown): number {
  return approvedRenewals(renewals, contract.contractId, carId).toSorted((a, b) => b.endDate.localeCompare(a.endDate))[0]?.monthlyRent ?? contract.monthlyRent;
}

/** The vehicles of a contract a renewal may name, each with the end of its lease. */
export function renewVehicleOptions(contract: LeaseRow, renewals: readonly RenewalRow[], plateOf: (carId: string) => string) {
  return contract.carIds.split(',').map((id) => ({ value: Number(id), label: `${plateOf(id)}（租期至${vehicleLeaseEnd(renewals, contract, id)}）` }));
}

/** Whether approving a renewal ending on `end` puts an expired contract back in force on `today` (its lease runs on). */
export function revivedByRenewal(renewals: readonly RenewalRow[], contract: LeaseRow, end: string, today: string): boolean {
  const current = leaseEnd(renewals, contract);
  return contract.contractStatus === CONTRACT.expired && (end > current ? end : current) >= today;
}
