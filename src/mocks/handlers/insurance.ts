/**
 * Insurance policies (entities/insurance/policy.ts; seed in ../seeds/insurance.ts): one collection served by every
 * list of them — all policies, the fleet's lists by type, the operator's — with their state computed from the dates
 * (`policyState`), the save's cross-field rules (a motor policy names its vehicle; one compulsory policy a vehicle at a
 * time), the completion (`perfectProblems`, as the screen checks it) and the photos (/InsurancePhoto) — and the
 * accidents (entities/insurance/accident.ts; seed in ../seeds/accident.ts): the driver of the trip that had the vehicle
 * then (`responsibility`, as for violations) and the claim on a policy of the vehicle live at that time.
 */
import {
  businessInsurance, expiringWindows, insurancePolicy, LIST_TYPES, PERFECT_NO_PHOTO, nonautoInsurance, perfectProblems, POLICY_CAR_OPTIONS, POLICY_INSURED_OPTIONS, POLICY_PHOTO_ADD,
  POLICY_PHOTO_DELETE, POLICY_PHOTO_PERMISSION, policyState, sopInsurance, trafficInsurance,
} from '@/entities/insurance/policy';
import { ACCIDENT_CAR_OPTIONS, ACCIDENT_DRIVER_OPTIONS, ACCIDENT_POLICY_OPTIONS, ACCIDENT_REFUSALS, accident } from '@/entities/insurance/accident';
import { accidentPolicyOptions, claimCloseProblem, claimProblem, photoAddProblem, photoDeleteProblem, policyProblem } from '@/entities/insurance/rules';
import type { AnySchema } from '@/entities/define';
import { data } from '../db';
import { found, refuseIf, refuseProblem } from '../errors';
import { type Backing, changeRecord, entityCall, served } from '../entities';
import { driverChoices, plateChoices, todayText, vehicleOf } from '../fleet';
import { responsibility } from '@/entities/admin/responsibility';
import type { PolicyPhoto } from '../seeds/insurance';
import { formatWallTime, nowWall } from '../time';

type Row = Record<string, unknown>;

/** The state from the dates and the windows of the "expiring within" filter, computed when the rows are read. */
const computed = () => {
  const today = todayText();
  return (row: Row) => ({
    policyState: policyState(String(row.startDate), String(row.endDate), today),
    expiringWithin: expiringWindows(String(row.endDate), today),
    photoCount: Array.isArray(row.photos) ? row.photos.length : 0,
  });
};

/** The save's rules across fields and records (the domain's `policyProblem`; the refusals the form shows as the backend answers them). */
function complete(row: Readonly<Row>): Row {
  const car = row.carId === undefined || row.carId === '' ? undefined : vehicleOf(row.carId);
  refuseProblem(policyProblem(row, car, data().InsuranceList));
  return car ? { plate: car.plate } : { carId: '', plate: '' };
}

const POLICIES: Backing = {
  collection: 'InsuranceList',
  options: {
    [POLICY_CAR_OPTIONS]: plateChoices,
    // The provider's companies and the branches the vehicles belong to.
    [POLICY_INSURED_OPTIONS]: () => [...new Set([...data().companyList.filter((c) => c.status === 0).map((c) => c.companyName), ...data().vehicles.map((v) => v.companyName)])].map((name) => ({ value: name, label: name })),
  },
  defaults: () => ({ perfectState: 1, photos: [], remark: '' }),
  complete,
  computed,
  // Completing needs a photo (the row's, before the dialog is read) and the detail its type asks: the screen lists the
  // same problems (`perfectProblems`).
  guards: { perfect: (row) => (Array.isArray(row.photos) && row.photos.length ? null : PERFECT_NO_PHOTO) },
  checks: {
    perfect: (row, values) => refuseIf(perfectProblems({ ...row, ...values })[0]),
  },
};

/** A list of the same policies for one audience: its type's only (the fleet's lists), or all (the operator's). */
const view = (schema: AnySchema): Backing => {
  const type = LIST_TYPES[schema.id];
  return { collection: 'InsuranceList', computed, ...(type ? { scope: () => (r: Row) => Number(r.insuranceType) === type } : {}) };
};

/** The policy an accident claims on must have been live when it happened (the domain's `claimProblem`). */
function claimedPolicy(row: Readonly<Row>): Row {
  if (row.policyId === undefined || row.policyId === '') return { policyNo: '' };
  const policy = data().InsuranceList.find((p) => String(p.policyId) === String(row.policyId));
  refuseIf(claimProblem(policy, String(row.accidentTime ?? '')), 'policyId');
  return { policyNo: policy?.policyNo };
}

const ACCIDENTS: Backing = {
  collection: 'AccidentInfoList',
  options: {
    [ACCIDENT_CAR_OPTIONS]: plateChoices,
    [ACCIDENT_DRIVER_OPTIONS]: driverChoices,
    // The vehicle's compulsory and commercial policies, with their periods (the save refuses one not live at the time).
    [ACCIDENT_POLICY_OPTIONS]: (q) => accidentPolicyOptions(data().InsuranceList, q.carId),
  },
  defaults: () => ({ claimState: 1, injuredCount: 0, scenePhoto: '', scenePhoto2: '' }),
  // The driver whose trip had the vehicle then (none: said so); the policy claimed on, live at that time.
  complete: (row) => ({ ...responsibility(data().TripDetail, row.carId, String(row.accidentTime ?? '')), ...claimedPolicy(row) }),
  guards: { report: (row) => (row.policyId === undefined || row.policyId === '' ? ACCIDENT_REFUSALS.noPolicy : null) },
  checks: { close: (_row, values) => refuseIf(claimCloseProblem(values.claimAmount, values.finalLoss), 'claimAmount') },
};

const declaredInsurance = served({
  accidents: [accident, ACCIDENTS],
  policies: [insurancePolicy, POLICIES],
  traffic: [trafficInsurance, view(trafficInsurance)],
  business: [businessInsurance, view(businessInsurance)],
  nonauto: [nonautoInsurance, view(nonautoInsurance)],
  sop: [sopInsurance, view(sopInsurance)],
});
/** The policy a photo call names (refused when there is none). */
const policyOf = (id: string | undefined) => found(data().InsuranceList.find((p) => String(p.policyId) === String(id)));

export const insuranceHandlers = [
  ...declaredInsurance.handlers,
  // A photo of a policy (/InsurancePhoto): its kind and an uploaded image's address (§5 rules at the upload).
  entityCall('POST', POLICY_PHOTO_ADD, insurancePolicy, POLICY_PHOTO_PERMISSION, (p) => {
    const policy = policyOf(p.str('policyId'));
    const [photoType, photoUrl] = [p.str('photoType') ?? '', p.str('photoUrl') ?? ''];
    refuseProblem(photoAddProblem(photoType, photoUrl));
    const photo: PolicyPhoto = {
      photoId: policy.photos.reduce((m, x) => Math.max(m, x.photoId), 0) + 1, photoType: photoType as PolicyPhoto['photoType'], photoUrl, uploadTime: formatWallTime(nowWall()),
    };
    // A new list of photos: the history keeps the one before.
    changeRecord(insurancePolicy, 'update', policy, () => (policy.photos = [...policy.photos, photo]));
    return photo;
  }),
  // Removing one (after the screen's confirmation); a completed policy keeps at least one.
  entityCall('POST', POLICY_PHOTO_DELETE, insurancePolicy, POLICY_PHOTO_PERMISSION, (p) => {
    const policy = policyOf(p.str('policyId'));
    const index = policy.photos.findIndex((x) => String(x.photoId) === p.str('photoId'));
    refuseIf(photoDeleteProblem(policy, index));
    changeRecord(insurancePolicy, 'update', policy, () => (policy.photos = policy.photos.filter((_, i) => i !== index)));
    return null;
  }),
];
