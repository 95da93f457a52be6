/**
 * The contracts (entities/contract), dated relative to today, every state seeded:
 *
 * - business contracts: leases of the fleet's vehicles to the enterprise clients (the companies of type 4), signed by
 *   the branch of the client's city — in force (two about to expire), expired, terminated, submitted and draft —, each
 *   on vehicles of its own, so no two live leases overlap;
 * - licence plate contracts: plates of the fleet's vehicles rented from their owners (people and companies) — in force
 *   (one about to expire), expired, terminated, submitted, draft —, one contract a plate, so no two live ones overlap;
 * - lease renewals of the business contracts, newest first: one awaiting approval (a vehicle of the contract about to
 *   expire), one approved (a vehicle of a contract ending within a month runs on another year), one rejected (of a
 *   contract since expired), and one of each of the two later-ending contracts; each starts the day after the lease
 *   it renews ends;
 * - rent bills of the business contracts for the past months: each month (the last six at most, before the current
 *   one) a contract in force, expired or terminated leased in; received but the last month's, which is confirmed or
 *   awaiting confirmation. The current month is left to 生成本月账单;
 * - the operator's contract register: derived, not seeded — its rows follow from the business contracts, renewals and
 *   licence plate contracts whenever it is read (the contracts' handlers, `derive`).
 */
import { businessContract, dayNumber, dayText, licenseContract, monthlyTotal, nextDay, previousMonth, RENEW, renewContract, rentBill, rentBillOf, sopContract } from '@/entities/contract';
import type { StoredRow } from '../model';
import { compactDate, DAY, formatWallTime, HOUR } from '../time';
import { registerCollection } from './registry';
import { day, fieldsOf } from './rng';

declare module '../model' {
  interface DemoData {
    businessContract: BusinessContract[];
    licenseContract: LicenseContract[];
    renewContract: RenewContract[];
    rentBill: RentBill[];
    sopContract: SopContract[];
  }
}

/** A contract as stored: the declaration's row, its state's code, its vehicles' ids comma-joined. */
export type BusinessContract = StoredRow<typeof businessContract> & { carIds: string };

const STAFF = ['王建国', '赵丽华', '孙志刚', '李娜'];
const TERMINATIONS = ['客户业务调整，提前退租', '客户连续两期未付租金，依约解除'];

/** [state, start (days from today), length (days), vehicles]: the contracts seeded. */
const LEASES: readonly [status: 1 | 2 | 3 | 4 | 5, start: number, days: number, vehicles: number][] = [
  [3, -300, 365, 3], [3, -200, 730, 2], [3, -340, 365, 2], [3, -90, 365, 4], [3, -45, 180, 1], [3, -150, 365, 2],
  [3, -355, 365, 2], // ends in 10 days: about to expire
  [4, -420, 365, 2], [4, -400, 366, 1],
  [5, -240, 365, 2],
  [2, 5, 365, 2], [2, 1, 180, 1],
  [1, 10, 365, 3], [1, 20, 730, 1],
];

registerCollection(businessContract.id as 'businessContract', ({ rng, today, get }) => {
  const clients = get('companyList').filter((c) => c.companyType === 4 && c.status === 0);
  const branches = get('companyList').filter((c) => c.companyType === 2);
  const free = get('vehicles').filter((v) => v.vehicleStatus === 1);
  return LEASES.map(([status, startIn, days, count], i): BusinessContract => {
    const client = clients[i % clients.length]!;
    const branch = branches.find((b) => b.cityName === client.cityName) ?? branches[0]!;
    const cars = Array.from({ length: count }, () => rng.take(free));
    const start = today + startIn * DAY;
    const created = Math.min(start - rng.int(5, 20) * DAY, today - rng.int(2, 30) * HOUR);
    const rent = rng.int(28, 90) * 100;
    const step = (n: number) => formatWallTime(Math.min(today - HOUR, created + n * rng.int(4, 30) * HOUR));
    const terminated = status === 5 ? today - rng.int(10, 40) * DAY : 0;
    return {
      contractId: 70001 + i, contractNo: `HT${compactDate(created)}${String(i + 1).padStart(3, '0')}`,
      contractStatus: status,
      companyName: client.companyName, signCompanyName: branch.companyName,
      carIds: cars.map((c) => c.carId).join(','), plates: cars.map((c) => c.plate).join('、'), vehicleCount: count,
      startDate: day(start), endDate: day(start + (days - 1) * DAY),
      monthlyRent: rent, monthlyTotal: monthlyTotal(rent, count), deposit: rent * count, paymentDay: rng.pick([1, 5, 10, 15, 25]),
      signer: rng.personName(), signerPhone: rng.mobile(),
      createBy: rng.pick(STAFF), createTime: formatWallTime(created),
      ...(status >= 2 ? { submitTime: step(1) } : {}),
      ...(status >= 3 ? { approveTime: step(2) } : {}),
      ...(status === 5 ? { terminateTime: formatWallTime(terminated), terminateReason: rng.pick(TERMINATIONS) } : {}),
      ...(i === 0 ? { remark: '含车辆保险及常规保养' } : {}),
    };
  }).toSorted((a, b) => b.createTime.localeCompare(a.createTime));
});

export type LicenseContract = StoredRow<typeof licenseContract> & { carId: number };

const COMPANIES = ['杭州顺达汽车服务有限公司', '上海通衢运输有限公司', '北京恒泰物流有限公司'];

/** [state, start (days from today), length (days)]. */
const PLATES: readonly [status: 1 | 2 | 3 | 4 | 5, start: number, days: number][] = [
  [3, -300, 1095], [3, -700, 1095], [3, -350, 365], [3, -100, 730], [4, -800, 730], [5, -400, 1095], [2, 3, 1095], [1, 15, 730],
];

registerCollection(licenseContract.id as 'licenseContract', ({ rng, today, get }) => {
  const vehicles = get('vehicles').toSorted((a, b) => b.carId - a.carId);
  return PLATES.map(([status, startIn, days], i): LicenseContract => {
    const v = vehicles[i]!;
    const person = i % 3 !== 2;
    const start = today + startIn * DAY;
    const created = Math.min(start - rng.int(3, 15) * DAY, today - rng.int(2, 30) * HOUR);
    const step = (n: number) => formatWallTime(Math.min(today - HOUR, created + n * rng.int(4, 30) * HOUR));
    return {
      licenseContractId: 73001 + i, contractNo: `PZ${compactDate(created)}${String(i + 1).padStart(3, '0')}`,
      contractStatus: status,
      ...fieldsOf(v, 'carId', 'plate', 'storeName'), ownerType: person ? 1 : 2, ownerName: person ? rng.personName() : rng.pick(COMPANIES),
      ownerPhone: rng.mobile(), startDate: day(start), endDate: day(start + (days - 1) * DAY), annualFee: rng.int(60, 160) * 100,
      createBy: '李娜', createTime: formatWallTime(created),
      ...(status >= 2 ? { submitTime: step(1) } : {}),
      ...(status >= 3 ? { approveTime: step(2) } : {}),
      ...(status === 5 ? { terminateTime: rng.daysAgo(5, 30), terminateReason: '车辆报废，牌照退还所有人' } : {}),
    };
  }).toSorted((a, b) => b.createTime.localeCompare(a.createTime));
});

export type RenewContract = StoredRow<typeof renewContract> & { contractId: number; carId: number };

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
      ...fieldsOf(c, 'contractId', 'contractNo'), companyName: String(c.companyName), carId, plate: vehicles.find((v) => v.carId === carId)?.plate ?? '',
      startDate: start, endDate: dayText(dayNumber(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`) - 1),
      monthlyRent: c.monthlyRent + rng.int(-2, 4) * 100, previousRent: c.monthlyRent,
      createBy: '赵丽华', createTime: formatWallTime(created),
      ...(status === RENEW.approved ? { approveTime: formatWallTime(created + 6 * HOUR) } : {}),
      ...(status === RENEW.rejected ? { rejectReason: '客户尚未确认续租租金' } : {}),
    }];
  });
});

/** A rent bill as stored: its state's code, the contract it bills. */
export type RentBill = StoredRow<typeof rentBill> & { contractId: number };

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

export type SopContract = Omit<StoredRow<typeof sopContract>, 'sopContractId'> & { sopContractId: string };

registerCollection(sopContract.id as 'sopContract', () => []);
