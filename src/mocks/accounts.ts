/**
 * Demo accounts of the embedded demo backend, one per audience (plain data: also printed by `npm start`).
 * The demo backend's handlers build each account's user, menu and permissions from these entries.
 */
export type Audience = 'provider-admin' | 'dispatcher' | 'supplier' | 'enterprise';

export interface DemoAccount {
  account: string;
  password: string;
  audience: Audience;
  /** Shown by `npm start` and in README. */
  description: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  { account: 'admin', password: 'admin123', audience: 'provider-admin', description: 'provider admin: every screen' },
  { account: 'dispatcher', password: 'dispatch123', audience: 'dispatcher', description: 'chief dispatcher: dispatch and sop screens' },
  { account: 'supplier', password: 'supplier123', audience: 'supplier', description: 'supplier staff: supplier screens only' },
  { account: 'enterprise', password: 'enterprise123', audience: 'enterprise', description: 'enterprise staff: enterprise screens' },
];
