/** The insurance rules without msw or React: a vehicle's expiry (its latest compulsory policy) and its live motor policies. */
import { expect, it } from 'vitest';
import { POLICY_TYPE } from '@/entities/insurance/policy';
import { insuranceExpiries, livePolicies } from '@/entities/insurance/rules';

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
