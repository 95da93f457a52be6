/**
 * The insurance rules over the policies (pure; docs/architecture.md "Insurance"): a vehicle's insurance expiry is the
 * end of its latest compulsory policy (交强险). The vehicles' backing computes `insuranceExpiry` with it, and the
 * vehicle blocker rule (../admin/vehicleRules.ts) refuses a rental the compulsory cover does not reach the end of.
 * The motor policies of a vehicle live at a moment are those an accident of then may claim on. A save's rules across
 * fields and records (`policyProblem`), the claimed policy's (`claimProblem`), an accident's policy choices and close
 * (`accidentPolicyOptions`, `claimCloseProblem`) and the photos' (`photoAddProblem`, `photoDeleteProblem`) are here
 * too; the demo backend passes its rows.
 */
import { bi as t, type Bilingual } from '@/i18n';
import { FILE_ADDRESS_INVALID, isFileAddress } from '@/lib/validators';
import { ACCIDENT_REFUSALS } from './accident';
import { PHOTO_TYPES, POLICY_REFUSALS, POLICY_TYPE, policyCovers } from './policy';

/** A refusal of a rule: the field refused (when one is) and why. */
export interface Refusal {
  field?: string;
  message: Bilingual;
}

/** What the rule reads of a policy. */
export interface PolicyRow {
  insuranceType: number;
  carId?: number | string;
  endDate: string;
}

/**
 * Each vehicle's insurance expiry: the end of its latest compulsory policy ('' when it has none). Prepared once (an
 * index of the policies), then asked for each vehicle.
 */
export function insuranceExpiries(policies: readonly PolicyRow[]): (carId: unknown) => string {
  const latest = new Map<string, string>();
  for (const p of policies) {
    if (p.insuranceType !== POLICY_TYPE.compulsory || p.carId === undefined || p.carId === '') continue;
    const key = String(p.carId);
    if ((latest.get(key) ?? '') < p.endDate) latest.set(key, p.endDate);
  }
  return (carId) => latest.get(String(carId)) ?? '';
}

/** The motor policies (compulsory, commercial) of a vehicle that cover the moment `time` (its start and end days whole). */
export function livePolicies<P extends PolicyRow & { startDate: string }>(policies: readonly P[], carId: unknown, time: string): P[] {
  return policies.filter((p) => p.insuranceType !== POLICY_TYPE.nonMotor && String(p.carId) === String(carId) && policyCovers(p, time));
}

/** What the save's rule reads of a stored policy. */
export interface StoredPolicy extends PolicyRow {
  policyId: number | string;
  policyNo: string;
  startDate: string;
}

const blank = (v: unknown) => v === undefined || v === '';

/**
 * The save's rules across fields and records: a compulsory or commercial policy names its vehicle (`vehicle`: the
 * one it names, when it is one of the fleet's), a non-motor one its kind and only it; a vehicle has one compulsory
 * policy over any day (`policies`: the stored ones, the row itself left out).
 */
export function policyProblem(row: Readonly<Record<string, unknown>>, vehicle: { carId: unknown } | undefined, policies: readonly StoredPolicy[]): Refusal | null {
  const type = Number(row.insuranceType);
  if ((type === POLICY_TYPE.compulsory || type === POLICY_TYPE.commercial) && !vehicle) return { field: 'carId', message: POLICY_REFUSALS.vehicleNeeded };
  if (type === POLICY_TYPE.nonMotor && blank(row.nonMotorType)) return { field: 'nonMotorType', message: POLICY_REFUSALS.nonMotorKind };
  if (type !== POLICY_TYPE.nonMotor && !blank(row.nonMotorType)) return { field: 'nonMotorType', message: POLICY_REFUSALS.kindOnlyNonMotor };
  if (type !== POLICY_TYPE.compulsory || !vehicle) return null;
  const [start, end] = [String(row.startDate), String(row.endDate)];
  const other = policies.find(
    (p) => p.insuranceType === POLICY_TYPE.compulsory && String(p.carId) === String(vehicle.carId) && String(p.policyId) !== String(row.policyId) && p.startDate <= end && start <= p.endDate,
  );
  return other ? { field: 'startDate', message: POLICY_REFUSALS.overlap(other.policyNo) } : null;
}

/** Why an accident may not claim on `policy` (the one its `policyId` names, undefined: none stored): it was not live at `time`. */
export function claimProblem(policy: StoredPolicy | undefined, time: string): Bilingual | null {
  if (!policy) return ACCIDENT_REFUSALS.policyOfVehicle;
  return policyCovers(policy, time) ? null : ACCIDENT_REFUSALS.notLive(policy.policyNo, `${policy.startDate}至${policy.endDate}`);
}

/** Why an accident may not be closed with these amounts: the amount paid is above the final loss. */
export function claimCloseProblem(claimAmount: unknown, finalLoss: unknown): Bilingual | null {
  return Number(claimAmount) > Number(finalLoss) ? ACCIDENT_REFUSALS.paidOverLoss : null;
}

const MOTOR_TYPE_NAMES: Readonly<Record<number, string>> = { [POLICY_TYPE.compulsory]: '交强险', [POLICY_TYPE.commercial]: '商业险' };

/**
 * An accident's policy choices: its vehicle's compulsory and commercial policies, the latest start first, each with
 * its period (the save refuses one not live at the time, `claimProblem`); none before a vehicle is chosen.
 */
export function accidentPolicyOptions(policies: readonly StoredPolicy[], carId: string | undefined): { value: number | string; label: string }[] {
  if (carId === undefined || carId === '') return [];
  return policies
    .filter((p) => p.insuranceType !== POLICY_TYPE.nonMotor && String(p.carId) === carId)
    .toSorted((a, b) => (a.startDate < b.startDate ? 1 : -1))
    .map((p) => ({ value: p.policyId, label: `${p.policyNo}（${MOTOR_TYPE_NAMES[p.insuranceType] ?? ''} ${p.startDate}至${p.endDate}）` }));
}

/** The photo refusals of /InsurancePhoto (the photos' own calls). */
export const PHOTO_REFUSALS = {
  type: t('请选择照片类型', 'Choose the kind of photo'),
  url: t('请上传照片', 'Upload the photo'),
  missing: t('该照片不存在或已被删除', 'The photo does not exist or was deleted'),
  lastOfCompleted: t('已完善的保单至少保留一张照片', 'A completed policy keeps at least one photo'),
};

const PHOTO_TYPE_VALUES = new Set(PHOTO_TYPES.map((o) => o.value));

/** Why a photo of this kind at this address may not be added (its kind one of PHOTO_TYPES, an uploaded image's address). */
export function photoAddProblem(photoType: string, photoUrl: string): Refusal | null {
  if (!PHOTO_TYPE_VALUES.has(photoType)) return { field: 'photoType', message: PHOTO_REFUSALS.type };
  if (!photoUrl) return { field: 'photoUrl', message: PHOTO_REFUSALS.url };
  return isFileAddress(photoUrl) ? null : { field: 'photoUrl', message: FILE_ADDRESS_INVALID };
}

/** Why the photo at `index` of the policy's photos may not be removed (none there; a completed policy keeps one). */
export function photoDeleteProblem(policy: { perfectState: number; photos: readonly unknown[] }, index: number): Bilingual | null {
  if (index < 0) return PHOTO_REFUSALS.missing;
  return policy.perfectState === 2 && policy.photos.length === 1 ? PHOTO_REFUSALS.lastOfCompleted : null;
}
