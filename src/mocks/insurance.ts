/**
 * The insurance rules over the stored policies (entities/insurance; docs/architecture.md "Insurance"): a vehicle's
 * insurance expiry (the domain's rule, passed the policies).
 */
import { insuranceExpiries as insuranceExpiriesOf } from '@/entities/insurance/rules';
import { data } from './db';
import { formatWallTime, nowWall } from './time';

/** Today, YYYY-MM-DD (the demo's wall clock). */
export const todayText = (): string => formatWallTime(nowWall()).slice(0, 10);

/** Each vehicle's insurance expiry (the domain's rule, @/entities/insurance/rules), over the stored policies. */
export const insuranceExpiries = (): ((carId: unknown) => string) => insuranceExpiriesOf(data().InsuranceList);

