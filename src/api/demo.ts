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
