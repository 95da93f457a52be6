/**
 * The vehicle lease contracts and their rent bills (entities/contract; docs/api.md): served from their declarations
 * with what only the backend knows — the clients, branches and vehicles a contract may name, its number, the rule
 * that a vehicle is in one live lease at a time (checked on save, submission and approval), expiry when a lease has
 * ended, 即将到期 computed when read, and the current month's rent bill made once per contract.
 */
import {
  businessContract, CONTRACT, CONTRACT_CLIENT_OPTIONS, CONTRACT_SIGNER_COMPANY_OPTIONS, CONTRACT_VEHICLE_OPTIONS, GENERATE_RENT_BILL, isExpiring,
  monthlyTotal, RENEW, RENEWABLE_CONTRACT_OPTIONS, renewContract, RENEW_VEHICLE_OPTIONS,
  nextRentBillId, RENT_BILL_CONTRACT_OPTIONS, RENT_BILL_PERMISSIONS, rentBill, rentBillNo, rentBillOf, rentBillProblem, rentMonthNotLeased, licenseContract, LICENSE_VEHICLE_OPTIONS, sopContract,
} from '@/entities/contract';
import {
  contractVehicleOptions, endedContracts, leaseConflict as leaseConflictOf, leaseEnd as leaseEndOf, leaseState, licenseVehicleOptions, plateConflict, previousRent,
  renewable as renewableOn, renewalCheck, renewVehicleOptions, revivedByRenewal, sopContractRows, type RenewalAsked,
} from '@/entities/contract/rules';
import { actorName } from '../access';
import { commit, data } from '../db';
import { type Backing, changeRecord, entityCall, served } from '../entities';
import { recordChange } from '../history';
import { found, refuseIf } from '../errors';
import type { DemoData } from '../model';
import type { Params } from '../params';
import type { BusinessContract, RentBill } from '../seeds/contracts';
import { formatWallTime, nowWall } from '../time';
import { companyChoices, todayText as today, vehicleOf } from '../fleet';

type Row = Record<string, unknown>;

// The lease rules are the domain's (@/entities/contract/rules): these adapters pass the collections.
const leases = () => ({ contracts: data().businessContract, renewals: data().renewContract });
const plateOf = (id: string) => vehicleOf(id)?.plate ?? id;
const leaseEnd = (c: Pick<BusinessContract, 'contractId' | 'endDate'>): string => leaseEndOf(data().renewContract, c);

/** Stores the contracts in force whose lease (`endOf`) has ended as expired: a derived state brought up to date when read. */
function expireEnded<K extends 'businessContract' | 'licenseContract'>(collection: K, endOf: (c: DemoData[K][number]) => string): void {
  const ended = endedContracts(data()[collection] as DemoData[K][number][], endOf, today());
  if (ended.length === 0) return;
  commit(() => {
    for (const c of ended) c.contractStatus = CONTRACT.expired;
  }, [collection]);
}

/** A new contract of either kind: a draft, by whoever creates it, no step taken yet. */
const draft = () => ({ contractStatus: CONTRACT.draft, createBy: actorName(), submitTime: '', approveTime: '', rejectReason: '', terminateTime: '', terminateReason: '' });

function refuseConflict(row: Readonly<Row>): void {
  refuseIf(leaseConflictOf(leases(), plateOf, row.carIds, String(row.startDate), String(row.endDate), row.contractId), 'carIds');
}

const CONTRACTS: Backing = {
  collection: 'businessContract',
  options: {
    [CONTRACT_CLIENT_OPTIONS]: () => companyChoices((c) => c.companyType === 4 && c.status === 0),
    [CONTRACT_SIGNER_COMPANY_OPTIONS]: () => companyChoices((c) => c.companyType === 2),
    // Every vehicle, with its store and the live lease holding it (a lease over an overlapping period is refused).
    [CONTRACT_VEHICLE_OPTIONS]: () => contractVehicleOptions(data().vehicles, leases()),
  },
  defaults: draft,
  // Only a draft is changed; its vehicles are in no other live lease over its period.
  complete: (row) => {
    refuseConflict(row);
    const ids = String(row.carIds).split(',').filter(Boolean);
    const plates = ids.map(plateOf).join('、');
    return { plates, vehicleCount: ids.length, monthlyTotal: monthlyTotal(String(row.monthlyRent), ids.length) };
  },
  checks: { submit: refuseConflict, approve: refuseConflict },
  // A contract in force whose lease (renewals included) has ended is expired.
  derive: () => expireEnded('businessContract', leaseEnd),
  computed: () => {
    const now = today();
    return (c) => leaseState(data().renewContract, c as unknown as BusinessContract, now);
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
  const contract = found(contractOf(p.required('contractId', '请选择合同')), '合同不存在', 'contractId');
  const month = currentBillMonth();
  refuseIf(rentBillProblem(contract, data().rentBill, month), 'contractId');
  const made = rentBillOf(contract, data().renewContract, month, nextRentBillId(data().rentBill), rentBillNo(contract.contractId, month), formatWallTime(nowWall()));
  const bill = found(made, rentMonthNotLeased(contract, leaseEnd(contract), month), 'contractId');
  commit((d) => d.rentBill.unshift(bill));
  recordChange(rentBill, 'create', undefined, bill as unknown as Row);
  return bill;
}

/** Whether a contract may be renewed today: in force, or expired within the last 30 days (the domain's rule). */
const renewable = (c: BusinessContract): boolean => renewableOn(data().renewContract, c, today());

const contractOf = (id: unknown) => data().businessContract.find((c) => String(c.contractId) === String(id));

/** A renewal still fits (the domain's renewalCheck, on today's collections), or is refused: its start and contract. */
function refuseRenewal(row: Readonly<Row>, pending = false): { start: string; contract: BusinessContract } {
  const checked = renewalCheck(leases(), plateOf, row as unknown as RenewalAsked, today(), pending);
  if ('refusal' in checked) refuseIf(checked.refusal, checked.field ?? undefined);
  return checked as Exclude<typeof checked, { refusal: unknown }>;
}

const RENEWALS: Backing = {
  collection: 'renewContract',
  options: {
    [RENEWABLE_CONTRACT_OPTIONS]: () =>
      data().businessContract.filter(renewable).map((c) => ({ value: c.contractId, label: `${c.contractNo}（${String(c.companyName)}，租期至${leaseEnd(c)}）` })),
    [RENEW_VEHICLE_OPTIONS]: (q) => {
      const contract = contractOf(q.contractId);
      return contract ? renewVehicleOptions(contract, data().renewContract, plateOf) : [];
    },
  },
  defaults: () => ({ renewStatus: RENEW.pending, createBy: actorName(), approveTime: '', rejectReason: '' }),
  // A new renewal (or one changed while pending) starts the day after the vehicle's lease ends; one pending renewal a vehicle.
  complete: (row) => {
    const { start, contract } = refuseRenewal({ ...row, startDate: undefined }, true);
    const previous = previousRent(data().renewContract, contract, row.carId);
    return { startDate: start, companyName: String(contract.companyName), contractNo: contract.contractNo, previousRent: previous, plate: vehicleOf(row.carId)?.plate ?? '' };
  },
  checks: { approve: (row) => void refuseRenewal(row) },
  // The lease runs on: an expired contract is in force again (it expires when its renewals end).
  effects: {
    approve: (row) => {
      const contract = contractOf(row.contractId);
      if (contract && revivedByRenewal(data().renewContract, contract, String(row.endDate), today())) changeRecord(businessContract, 'update', contract, () => (contract.contractStatus = CONTRACT.active));
    },
  },
};

function refusePlateConflict(row: Readonly<Row>): void {
  refuseIf(plateConflict(data().licenseContract, row.carId, String(row.startDate), String(row.endDate), row.licenseContractId), 'carId');
}

const LICENSES: Backing = {
  collection: 'licenseContract',
  options: {
    [LICENSE_VEHICLE_OPTIONS]: () => licenseVehicleOptions(data().vehicles, data().licenseContract),
  },
  defaults: draft,
  complete: (row) => {
    refusePlateConflict(row);
    const v = vehicleOf(row.carId);
    return { plate: v?.plate ?? '', storeName: v?.storeName ?? '' };
  },
  checks: { submit: refusePlateConflict, approve: refusePlateConflict },
  derive: () => expireEnded('licenseContract', (c) => c.endDate),
  computed: () => {
    const now = today();
    return (c) => ({ expiring: Number(c.contractStatus) === CONTRACT.active && isExpiring(String(c.endDate), now) ? 1 : 0 });
  },
};

const SOP_CONTRACTS: Backing = {
  collection: 'sopContract',
  // Every contract of the three kinds, their states and 即将到期 as of today (the expired ones stored first).
  derive: () => {
    CONTRACTS.derive?.();
    LICENSES.derive?.();
    data().sopContract = sopContractRows({ contracts: data().businessContract, renewals: data().renewContract, licences: data().licenseContract }, today());
  },
};

const declaredContracts = served({
  businessContract: [businessContract, CONTRACTS],
  rentBill: [rentBill, RENT_BILLS],
  renewContract: [renewContract, RENEWALS],
  licenseContract: [licenseContract, LICENSES],
  sopContract: [sopContract, SOP_CONTRACTS],
});
export const contractHandlers = [...declaredContracts.handlers, entityCall('POST', GENERATE_RENT_BILL, rentBill, RENT_BILL_PERMISSIONS.generate, generateRentBill)];
