/** The insurance rules without msw or React: a vehicle's expiry (its latest compulsory policy) and its live motor policies. */
import { expect, it } from 'vitest';
import { POLICY_TYPE } from '@/entities/insurance/policy';
import { accidentPolicyOptions, claimCloseProblem, claimProblem, insuranceExpiries, livePolicies, photoAddProblem, photoDeleteProblem, policyProblem } from '@/entities/insurance/rules';

const policy = (policyNo: string, insuranceType: number, carId: number | string, startDate: string, endDate: string) => ({ policyNo, insuranceType, carId, startDate, endDate });
const POLICIES = [
  policy('A', POLICY_TYPE.compulsory, 1, '2025-01-01', '2025-12-31'),
  policy('B', POLICY_TYPE.compulsory, 1, '2026-01-01', '2026-12-31'),
  policy('C', POLICY_TYPE.commercial, 1, '2026-03-01', '2027-02-28'),
  policy('D', POLICY_TYPE.nonMotor, 1, '2026-01-01', '2026-12-31'),
  policy('E', POLICY_TYPE.compulsory, 2, '2026-01-01', '2026-06-30'),
];

it("gives a vehicle's insurance expiry as the end of its latest compulsory policy ('' without one)", () => {
  const expiry = insuranceExpiries(POLICIES);
  expect(expiry(1)).toBe('2026-12-31');
  expect(expiry('2')).toBe('2026-06-30');
  expect(expiry(3)).toBe('');
});

it("lists the vehicle's motor policies covering a moment, their end day whole, never a non-motor one", () => {
  const names = (carId: unknown, time: string) => livePolicies(POLICIES, carId, time).map((p) => p.policyNo);
  expect(names(1, '2026-05-01 10:00:00')).toEqual(['B', 'C']);
  expect(names('1', '2025-12-31 23:59:59')).toEqual(['A']);
  expect(names(1, '2027-02-28')).toEqual(['C']);
  expect(names(2, '2026-07-01 00:00:00')).toEqual([]);
});

it("refuses a policy's save across fields and records: a motor policy's vehicle, a non-motor kind, one compulsory policy a day", () => {
  const stored = POLICIES.map((p, i) => ({ ...p, policyId: i + 1 }));
  const row = (insuranceType: number, extra: Record<string, unknown> = {}) => ({ insuranceType, startDate: '2027-01-01', endDate: '2027-12-31', ...extra });
  const problem = (r: Record<string, unknown>, car?: number) => policyProblem(r, car === undefined ? undefined : { carId: car }, stored);
  expect(problem(row(POLICY_TYPE.compulsory))).toMatchObject({ field: 'carId', message: { 'zh-CN': '交强险和商业险须选择车辆' } });
  expect(problem(row(POLICY_TYPE.nonMotor))).toMatchObject({ field: 'nonMotorType', message: { 'zh-CN': '非车险须选择非车险种' } });
  expect(problem(row(POLICY_TYPE.commercial, { nonMotorType: '1' }), 1)).toMatchObject({ field: 'nonMotorType', message: { 'zh-CN': '只有非车险才有非车险种' } });
  expect(problem(row(POLICY_TYPE.compulsory, { startDate: '2026-12-31' }), 1)).toMatchObject({ field: 'startDate', message: { 'zh-CN': '该车辆在此期间已有交强险保单（B）' } });
  // The policy itself (an edit) and touching-free periods do not overlap; a commercial policy may.
  expect(problem(row(POLICY_TYPE.compulsory, { startDate: '2026-12-31', policyId: 2 }), 1)).toBeNull();
  expect(problem(row(POLICY_TYPE.compulsory), 1)).toBeNull();
  expect(problem(row(POLICY_TYPE.commercial, { startDate: '2026-06-01' }), 1)).toBeNull();
});

it('refuses a claim on a policy not stored or not live at the time of the accident', () => {
  const b = { ...POLICIES[1]!, policyId: 2 };
  expect(claimProblem(undefined, '2026-05-01 10:00:00')?.['zh-CN']).toBe('所选保单不是该车辆的交强险或商业险保单');
  expect(claimProblem(b, '2026-05-01 10:00:00')).toBeNull();
  expect(claimProblem(b, '2027-01-01 00:00:00')?.['zh-CN']).toBe('所选保单（B，2026-01-01至2026-12-31）在事故发生时不在保险期间内');
});

it("refuses a photo of no kind, without an uploaded address, and the last photo of a completed policy", () => {
  expect(photoAddProblem('9', '/files/a.png')?.field).toBe('photoType');
  expect(photoAddProblem('1', '')).toMatchObject({ field: 'photoUrl', message: { 'zh-CN': '请上传照片' } });
  expect(photoAddProblem('1', 'javascript:alert(1)')).toMatchObject({ field: 'photoUrl', message: { 'zh-CN': '文件地址无效，请重新上传' } });
  expect(photoDeleteProblem({ perfectState: 1, photos: [1] }, -1)?.['zh-CN']).toBe('该照片不存在或已被删除');
  expect(photoDeleteProblem({ perfectState: 2, photos: [1] }, 0)?.['zh-CN']).toBe('已完善的保单至少保留一张照片');
  expect(photoDeleteProblem({ perfectState: 1, photos: [1] }, 0)).toBeNull();
  expect(photoDeleteProblem({ perfectState: 2, photos: [1, 2] }, 1)).toBeNull();
});

it('refuses closing an accident whose amount paid is above its final loss', () => {
  expect(claimCloseProblem('5000.01', '5000')?.['zh-CN']).toBe('赔付金额不能大于最终损失');
  expect(claimCloseProblem(5000, 5000)).toBeNull();
  expect(claimCloseProblem('100', '2000')).toBeNull();
});

it("offers an accident its vehicle's motor policies, the latest start first, with their type and period", () => {
  const stored = POLICIES.map((p, i) => ({ ...p, policyId: i + 1 }));
  expect(accidentPolicyOptions(stored, '1')).toEqual([
    { value: 3, label: 'C（商业险 2026-03-01至2027-02-28）' },
    { value: 2, label: 'B（交强险 2026-01-01至2026-12-31）' },
    { value: 1, label: 'A（交强险 2025-01-01至2025-12-31）' },
  ]);
  expect(accidentPolicyOptions(stored, '')).toEqual([]);
  expect(accidentPolicyOptions(stored, undefined)).toEqual([]);
});
