/**
 * The insurance rules over the stored policies (entities/insurance; docs/architecture.md "Insurance"): a vehicle's
 * insurance expiry (the domain's rule, passed the policies), and the policies live at a moment (an accident's claim).
 */
import { POLICY_TYPE, policyCovers } from '@/entities/insurance/policy';
import { insuranceExpiries as insuranceExpiriesOf } from '@/entities/insurance/rules';
import { data } from './db';
import type { InsurancePolicy } from './seeds/insurance';
import { formatWallTime, nowWall } from './time';

/** Today, YYYY-MM-DD (the demo's wall clock). */
export const todayText = (): string => formatWallTime(nowWall()).slice(0, 10);

/** Each vehicle's insurance expiry (the domain's rule, @/entities/insurance/rules), over the stored policies. */
export const insuranceExpiries = (): ((carId: unknown) => string) => insuranceExpiriesOf(data().InsuranceList);

/** The motor policies (compulsory, commercial) of a vehicle that cover the moment `time`. */
export function livePolicies(carId: unknown, time: string): InsurancePolicy[] {
  return data().InsuranceList.filter((p) => p.insuranceType !== POLICY_TYPE.nonMotor && String(p.carId) === String(carId) && policyCovers(p, time));
}
