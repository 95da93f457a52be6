/**
 * The licence plate contracts (entities/contract/licenseContract.ts): plates of the fleet's vehicles rented from their
 * owners (people and companies), in every state — in force (one about to expire), expired, terminated, submitted,
 * draft —, one contract a plate, so no two live ones overlap. Dated relative to today.
 */
import { licenseContract, type CONTRACT } from '@/entities/contract';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { compactDate, DAY, formatWallTime, HOUR } from '../time';
import { day } from './rng';

type Later = 'submitTime' | 'approveTime' | 'rejectReason' | 'terminateTime' | 'terminateReason' | 'attachment' | 'remark' | 'expiring';

export type LicenseContract = StoredRow<typeof licenseContract, Later> & {
  licenseContractId: number;
  contractStatus: (typeof CONTRACT)[keyof typeof CONTRACT];
  carId: number;
};

declare module '../model' {
  interface DemoData {
    licenseContract: LicenseContract[];
  }
}

const PEOPLE = ['王志强', '李秀英', '张建华', '刘洋', '陈静', '杨帆'];
const COMPANIES = ['杭州顺达汽车服务有限公司', '上海通衢运输有限公司', '北京恒泰物流有限公司'];

/** [state, start (days from today), length (days)]. */
const PLAN: readonly [status: 1 | 2 | 3 | 4 | 5, start: number, days: number][] = [
  [3, -300, 1095], [3, -700, 1095], [3, -350, 365], [3, -100, 730], [4, -800, 730], [5, -400, 1095], [2, 3, 1095], [1, 15, 730],
];

registerCollection(licenseContract.id as 'licenseContract', ({ rng, today, get }) => {
  const vehicles = get('vehicles').toSorted((a, b) => b.carId - a.carId);
  return PLAN.map(([status, startIn, days], i): LicenseContract => {
    const v = vehicles[i]!;
    const person = i % 3 !== 2;
    const start = today + startIn * DAY;
    const created = Math.min(start - rng.int(3, 15) * DAY, today - rng.int(2, 30) * HOUR);
    const step = (n: number) => formatWallTime(Math.min(today - HOUR, created + n * rng.int(4, 30) * HOUR));
    return {
      licenseContractId: 73001 + i, contractNo: `PZ${compactDate(created)}${String(i + 1).padStart(3, '0')}`,
      contractStatus: status,
      carId: v.carId, plate: v.plate, storeName: v.storeName, ownerType: person ? 1 : 2, ownerName: person ? rng.pick(PEOPLE) : rng.pick(COMPANIES),
      ownerPhone: `13${rng.int(5, 9)}${rng.digits(8)}`, startDate: day(start), endDate: day(start + (days - 1) * DAY), annualFee: rng.int(60, 160) * 100,
      createBy: '李娜', createTime: formatWallTime(created),
      ...(status >= 2 ? { submitTime: step(1) } : {}),
      ...(status >= 3 ? { approveTime: step(2) } : {}),
      ...(status === 5 ? { terminateTime: formatWallTime(today - rng.int(5, 30) * DAY), terminateReason: '车辆报废，牌照退还所有人' } : {}),
    };
  }).toSorted((a, b) => b.createTime.localeCompare(a.createTime));
});
