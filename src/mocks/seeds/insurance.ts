/**
 * Insurance policies (entities/insurance/policy.ts), the one store of them: every fleet vehicle's compulsory (交强险)
 * and commercial (商业险) policy of the current policy year — what the vehicle seed drew as its child rows before the
 * policies became a collection — and of the year before (expired), a renewal already bought for some vehicles whose
 * cover ends within the month (entered with the essentials: 待完善), and the companies' non-motor policies. The
 * vehicle's insurance expiry is not stored: the vehicles' backing computes it from these rows.
 */
import { INSURERS, PERFECT_STATE, POLICY_TYPE, type insurancePolicy } from '@/entities/insurance/policy';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { DAY, HOUR, formatWallTime } from '../time';
import { day, numberedByTime, svgImage, fieldsOf } from './rng';

/** A photo of a policy, as stored. */
export interface PolicyPhoto {
  photoId: number;
  photoType: '1' | '2' | '3' | '4';
  photoUrl: string;
  uploadTime: string;
}

/** A policy as stored (insurance_type 1 compulsory, 2 commercial, 3 non-motor; perfectState 1 to complete, 2 complete). */
export type InsurancePolicy = Omit<StoredRow<typeof insurancePolicy>, 'photos' | 'insurer'> & {
  insurer: string; perfectState: 1 | 2; photos: PolicyPhoto[];
  /** The vehicle (none for most non-motor policies). */
  carId?: number; plate?: string;
};

declare module '../model' {
  interface DemoData { InsuranceList: InsurancePolicy[] }
}

/** A photographed policy document (SVG data address): the insurer, the type and the number as printed. */
const policyImage = (insurer: string, typeName: string, policyNo: string, shade = '#fdfcf7') =>
  svgImage(300, 400, `<rect width="300" height="400" fill="${shade}"/><rect x="10" y="10" width="280" height="380" fill="none" stroke="#1677ff" stroke-width="2"/><text x="150" y="50" font-size="18" text-anchor="middle" fill="#1f1f1f">${insurer}</text><text x="150" y="80" font-size="14" text-anchor="middle" fill="#595959">${typeName}保险单</text><text x="30" y="130" font-size="12" fill="#262626">保单号 ${policyNo}</text><circle cx="230" cy="330" r="36" fill="none" stroke="#cf1322" stroke-width="3"/>`);

const TYPE_NAMES = { 1: '机动车交通事故责任强制', 2: '机动车商业', 3: '非机动车' } as const;
const PREFIX = { 1: 'PDZA', 2: 'PDAA', 3: 'PZBA' } as const;

registerCollection('InsuranceList', ({ rng, today, get }) => {
  const rows: InsurancePolicy[] = [];
  const taken = new Set<string>();
  const number = (type: 1 | 2 | 3, start: string) => rng.unique(taken, () => `${PREFIX[type]}${start.slice(0, 4)}${rng.digits(12)}`);
  let photoId = 1;
  const photosOf = (insurer: string, type: 1 | 2 | 3, no: string, at: number): PolicyPhoto[] => {
    const photos: PolicyPhoto[] = [{ photoId: photoId++, photoType: '1', photoUrl: policyImage(insurer, TYPE_NAMES[type], no), uploadTime: formatWallTime(at) }];
    if (rng.chance(0.4)) photos.push({ photoId: photoId++, photoType: '2', photoUrl: policyImage(insurer, '保费发票 ', no, '#f6ffed'), uploadTime: formatWallTime(at + 5 * 60_000) });
    return photos;
  };
  const add = (p: Omit<InsurancePolicy, 'policyId' | 'policyNo' | 'photos' | 'perfectState' | 'createTime'>, entered: number, complete: boolean, photographed = complete) => {
    const policyNo = number(p.insuranceType, p.startDate);
    const photos = photographed ? photosOf(p.insurer, p.insuranceType, policyNo, entered + HOUR) : [];
    rows.push({
      ...p, policyId: 0, policyNo, photos, perfectState: complete ? PERFECT_STATE.complete : PERFECT_STATE.incomplete, createTime: formatWallTime(entered),
      ...(complete ? { signDate: day(entered - rng.int(0, 3) * DAY), perfectTime: formatWallTime(entered + 2 * HOUR) } : {}),
    });
  };
  for (const v of get('vehicles')) {
    const insurer = rng.pick(INSURERS);
    // The current policy year: some ended a few days ago (a vehicle to insure now), some end within the month.
    const end = today + rng.int(-15, 350) * DAY;
    const start = end - 364 * DAY;
    const holder = { ...fieldsOf(v, 'carId', 'plate'), insuredCompany: v.companyName, policyHolder: v.companyName };
    const compulsory = { ...holder, insuranceType: POLICY_TYPE.compulsory, insurer, startDate: day(start), endDate: day(end), premium: v.seats > 6 ? 1100 : 950 } as const;
    const commercial = { ...holder, insuranceType: POLICY_TYPE.commercial, insurer, startDate: day(start), endDate: day(end), premium: rng.int(280_000, 959_999) / 100 } as const;
    const entered = Math.min(today - HOUR, start - rng.int(1, 10) * DAY + 10 * HOUR);
    // The year before, with the insurer of then.
    const before = rng.pick(INSURERS);
    add({ ...compulsory, insurer: before, startDate: day(start - 365 * DAY), endDate: day(start - DAY), vehicleTax: 360 }, entered - 365 * DAY, true);
    add({ ...compulsory, vehicleTax: v.energyType === 2 ? 0 : rng.pick([360, 420, 480]) }, entered, true);
    add({ ...commercial, thirdPartyLimit: rng.pick([1_000_000, 1_500_000, 2_000_000]), vehicleDamageAmount: Math.round((v.purchasePrice ?? 0) * 0.85), driverSeatLimit: 10_000, passengerSeatLimit: 10_000 }, entered, true);
    // A renewal bought ahead for a third of the vehicles whose cover ends within the month: the essentials, to complete.
    if (end > today && end - today <= 30 * DAY && rng.chance(0.35)) {
      add({ ...compulsory, startDate: day(end + DAY), endDate: day(end + 365 * DAY) }, today - rng.int(1, 5) * DAY, false, rng.chance(0.5));
    }
  }
  // The companies' non-motor policies: employer's liability for each branch, carrier's liability and goods in transit
  // for the logistics fleet, passenger seats for some vans.
  const companies = get('companyList').filter((c) => c.status === 0);
  for (const c of companies.slice(0, 12)) {
    const end = today + rng.int(-20, 330) * DAY;
    const kind = rng.pick(['3', '3', '4', '2'] as const);
    const start = end - 364 * DAY;
    const complete = rng.chance(0.85);
    add({
      insuranceType: POLICY_TYPE.nonMotor, nonMotorType: kind, insurer: rng.pick(INSURERS), insuredCompany: c.companyName, policyHolder: c.companyName,
      startDate: day(start), endDate: day(end), premium: rng.int(30, 260) * 100, sumInsured: rng.int(10, 200) * 100_000,
    }, Math.min(today - HOUR, start - rng.int(1, 10) * DAY), complete);
  }
  for (const v of get('vehicles').filter((x) => x.seats >= 7).slice(0, 6)) {
    const end = today + rng.int(10, 300) * DAY;
    const start = end - 364 * DAY;
    add({
      insuranceType: POLICY_TYPE.nonMotor, nonMotorType: '1', ...fieldsOf(v, 'carId', 'plate'), insurer: rng.pick(INSURERS), insuredCompany: v.companyName, policyHolder: v.companyName,
      startDate: day(start), endDate: day(end), premium: v.seats * 60, sumInsured: v.seats * 50_000,
    }, Math.min(today - HOUR, start - DAY), true);
  }
  // Numbered oldest first, listed newest first.
  return numberedByTime(rows, (r) => r.createTime, (r, i) => (r.policyId = 60001 + i));
});
