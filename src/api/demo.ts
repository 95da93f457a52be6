/** Calls that only the embedded demo backend answers (documented in docs/api.md). */
import { DEMO_PATHS } from '@/entities/system/wire';
import { get, post } from './http';

/** Restores the demo backend's seeded data. */
export function resetDemoData() {
  return post<null>(DEMO_PATHS.reset);
}

export interface DemoAccountInfo {
  account: string;
  password: string;
  description: string;
}

/** The demo accounts (demo builds only), for the sign-in page. */
export function fetchDemoAccounts() {
  return get<DemoAccountInfo[]>(DEMO_PATHS.accounts);
}

export interface DemoFaults {
  rate: number;
  latencyMs: number;
  seed: number;
}

/** The demo backend's fault injection (null: off). */
export function fetchDemoFaults() {
  return get<DemoFaults | null>(DEMO_PATHS.faults);
}

/** Switches fault injection: a share of calls fail (0 = off) and calls get up to `latencyMs` extra latency. */
export function setDemoFaults(rate: number, latencyMs: number) {
  return post<DemoFaults | null>(DEMO_PATHS.faults, { rate, latencyMs });
}
