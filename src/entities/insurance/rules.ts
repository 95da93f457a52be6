/**
 * The insurance rules over the policies (pure; docs/architecture.md "Insurance"): a vehicle's insurance expiry is the
 * end of its latest compulsory policy (交强险). The vehicles' backing computes `insuranceExpiry` with it, and the
 * vehicle blocker rule (../admin/vehicleRules.ts) refuses a rental the compulsory cover does not reach the end of.
 * The motor policies of a vehicle live at a moment are those an accident of then may claim on.
 */
import { POLICY_TYPE, policyCovers } from './policy';

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
