/**
 * The insurance rules that span collections (entities/insurance/policy.ts; docs/architecture.md "Insurance"), one
 * function each: a vehicle's insurance expiry from its compulsory policies, and the policies live at a moment (an
 * accident's claim).
 */
import { POLICY_TYPE, policyCovers } from '@/entities/insurance/policy';
import { data } from './db';
import type { InsurancePolicy } from './seeds/insurance';
import { formatWallTime, nowWall } from './time';

/** Today, YYYY-MM-DD (the demo's wall clock). */
export const todayText = (): string => formatWallTime(nowWall()).slice(0, 10);

/**
 * A vehicle's insurance expiry: the end of its latest compulsory policy ('' when it has none). Prepared once a call
 * (an index of the policies), then asked for each vehicle: the vehicles' backing computes `insuranceExpiry` with it.
 */
export function insuranceExpiries(): (carId: unknown) => string {
  const latest = new Map<string, string>();
  for (const p of data().InsuranceList) {
    if (p.insuranceType !== POLICY_TYPE.compulsory || p.carId === undefined) continue;
    const key = String(p.carId);
    if ((latest.get(key) ?? '') < p.endDate) latest.set(key, p.endDate);
  }
  return (carId) => latest.get(String(carId)) ?? '';
}

/** The motor policies (compulsory, commercial) of a vehicle that cover the moment `time`. */
export function livePolicies(carId: unknown, time: string): InsurancePolicy[] {
  return data().InsuranceList.filter((p) => p.insuranceType !== POLICY_TYPE.nonMotor && String(p.carId) === String(carId) && policyCovers(p, time));
}
