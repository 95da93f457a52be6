/**
 * The business contracts (entities/contract/businessContract.ts): leases of the fleet's vehicles to the enterprise
 * clients (the companies of type 4), signed by the branch of the client's city. Every state is seeded — in force (two
 * about to expire), expired, terminated, submitted and draft —, each on vehicles of its own, so no two live leases
 * overlap. Dated relative to today.
 */
import { businessContract, monthlyTotal, type CONTRACT } from '@/entities/contract';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { compactDate, DAY, formatWallTime, HOUR } from '../time';
import { day } from './rng';

type Later = 'submitTime' | 'approveTime' | 'rejectReason' | 'terminateTime' | 'terminateReason' | 'renewedEndDate' | 'leaseEndDate' | 'attachment' | 'remark' | 'expiring';

/** A contract as stored: the declaration's row, its state's code, its vehicles' ids comma-joined. */
export type BusinessContract = StoredRow<typeof businessContract, Later> & {
  contractId: number;
  contractStatus: (typeof CONTRACT)[keyof typeof CONTRACT];
  carIds: string;
};

declare module '../model' {
  interface DemoData {
    businessContract: BusinessContract[];
  }
}

const STAFF = ['王建国', '赵丽华', '孙志刚', '李娜'];
const SIGNERS = ['陈国强', '刘芳', '张伟', '黄晓明', '周洁', '吴磊', '郑欣', '马超'];
const TERMINATIONS = ['客户业务调整，提前退租', '客户连续两期未付租金，依约解除'];

/** [state, start (days from today), length (days), vehicles]: the contracts seeded. */
const PLAN: readonly [status: 1 | 2 | 3 | 4 | 5, start: number, days: number, vehicles: number][] = [
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
  const take = () => free.splice(rng.int(0, free.length - 1), 1)[0]!;
  return PLAN.map(([status, startIn, days, count], i): BusinessContract => {
    const client = clients[i % clients.length]!;
    const branch = branches.find((b) => b.cityName === client.cityName) ?? branches[0]!;
    const cars = Array.from({ length: count }, take);
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
      signer: rng.pick(SIGNERS), signerPhone: `13${rng.int(5, 9)}${rng.digits(8)}`,
      createBy: rng.pick(STAFF), createTime: formatWallTime(created),
      ...(status >= 2 ? { submitTime: step(1) } : {}),
      ...(status >= 3 ? { approveTime: step(2) } : {}),
      ...(status === 5 ? { terminateTime: formatWallTime(terminated), terminateReason: rng.pick(TERMINATIONS) } : {}),
      ...(i === 0 ? { remark: '含车辆保险及常规保养' } : {}),
    };
  }).toSorted((a, b) => b.createTime.localeCompare(a.createTime));
});
