/** Calls that only the embedded demo backend answers (documented in docs/api.md). */
import { get, post } from './http';

/** Restores the demo backend's seeded data. */
export function resetDemoData() {
  return post<null>('/api/demo/reset');
}

export interface DemoAccountInfo {
  account: string;
  password: string;
  description: string;
}

/** The demo accounts (demo builds only), for the sign-in page. */
export function fetchDemoAccounts() {
  return get<DemoAccountInfo[]>('/api/demo/accounts');
}

export interface DemoFaults {
  rate: number;
  latencyMs: number;
  seed: number;
}

/** The demo backend's fault injection (null: off). */
export function fetchDemoFaults() {
  return get<DemoFaults | null>('/api/demo/faults');
}

/** Switches fault injection: a share of calls fail (0 = off) and calls get up to `latencyMs` extra latency. */
export function setDemoFaults(rate: number, latencyMs: number) {
  return post<DemoFaults | null>('/api/demo/faults', { rate, latencyMs });
}
