/**
 * A home for each audience (docs/architecture.md "Home"): the demo backend answers the provider's §2 counts to the
 * provider's staff alone (403 to a supplier or an enterprise account), and each account's home counts over the rows
 * its lists show it, only of lists it may open, each the total of its list opened with the count's query.
 */
import { describe, expect, it } from 'vitest';
import { HOME_COUNTS_PATH, type HomeCounts } from '@/entities/dashboard/home';
import { DASHBOARD_PATHS, ENTERPRISE_TODOS, SUPPLIER_TODOS, todoLink } from '@/entities/dashboard/todos';
import { searchRange } from '@/lib/dates';
import { commit, data } from '@/mocks/db';
import { backendOf } from '@/mocks/entities';
import { todayText } from '@/mocks/fleet';
import { call, ok } from './api';

const login = (account: string, password: string) => ok('/api/provider/staff/login', { params: { authStrategy: 1, account, password } });
const home = () => ok<HomeCounts>(HOME_COUNTS_PATH, { method: 'GET' });

/** The total of a count's list opened with its query, as the list screen sends it (a day range as its bounds). */
async function listTotal(target: string): Promise<number> {
  const { route, filter } = todoLink(target);
  const params: Record<string, string> = Object.fromEntries(filter);
  if (params.beginTime && params.endTime) [params.beginTime, params.endTime] = searchRange([params.beginTime, params.endTime])!;
  const list = await ok<{ total: number }>(backendOf(route)!.paths.list, { method: 'GET', params });
  return list.total;
}

async function expectListTotals(counts: HomeCounts) {
  for (const item of counts.items) expect(await listTotal(item.target), item.key).toBe(item.count);
}

describe('the §2 platform and branch counts are the provider’s', () => {
  it.each([
    ['supplier', 'supplier123'],
    ['enterprise', 'enterprise123'],
  ])('%s: both answered 403', async (account, password) => {
    await login(account, password);
    expect((await call(DASHBOARD_PATHS.platformTodo, { method: 'GET' })).code).toBe(403);
    expect((await call(DASHBOARD_PATHS.branchTodo, { method: 'POST' })).code).toBe(403);
  });

  it.each([
    ['admin', 'admin123'],
    ['dispatcher', 'dispatch123'],
  ])('%s: both answered', async (account, password) => {
    await login(account, password);
    expect((await call(DASHBOARD_PATHS.platformTodo, { method: 'GET' })).code).toBe(0);
    expect((await call(DASHBOARD_PATHS.branchTodo, { method: 'POST' })).code).toBe(0);
  });
});

describe('the home’s counts', () => {
  it('a supplier: its own to-dos, each the total of its list as the supplier sees it', async () => {
    await login('supplier', 'supplier123');
    const counts = await home();
    expect(counts.home).toBe('supplier');
    expect(counts.items.map((i) => i.key)).toEqual(SUPPLIER_TODOS.map((i) => i.key));
    await expectListTotals(counts);
    // Its own: fewer demand orders than all those awaiting a supplier's vehicle.
    const all = data().demandOrders.filter((o) => o.demandOrderStatusCode === 2).length;
    expect(counts.items.find((i) => i.key === 'toSendVehicleNum')!.count).toBeLessThan(all);
  });

  it('an enterprise: its requests (the bills only once it is granted their list), its own only', async () => {
    await login('enterprise', 'enterprise123');
    const counts = await home();
    expect(counts.home).toBe('enterprise');
    expect(counts.items.map((i) => i.key)).toEqual(ENTERPRISE_TODOS.filter((i) => i.target.startsWith('/ApplyVehicleList')).map((i) => i.key));
    await expectListTotals(counts);
    const pending = counts.items.find((i) => i.key === 'requestAwaitingDispatchNum')!.count;
    const all = data().DispatchCenter.filter((r) => r.requestStatus === 1).length;
    expect(pending).toBeGreaterThan(0);
    expect(pending).toBeLessThan(all);
  });

  it('an enterprise granted the bills’ list: counts and sees its own bills only', async () => {
    const client = '华远科技集团有限公司';
    commit((d) => {
      const role = d.sysRoles.find((r) => r.roleKey === 'enterprise')!;
      role.perms = `${role.perms},customerBillSec`;
    });
    await login('enterprise', 'enterprise123');
    const counts = await home();
    const bills = counts.items.filter((i) => i.key.startsWith('bill'));
    expect(bills.map((i) => i.key)).toEqual(['billAwaitingPaymentNum', 'billPartlyPaidNum']);
    await expectListTotals(counts);
    const own = data().customerBillSec.filter((b) => b.customerName === client && b.billStatus === 1).length;
    expect(bills[0]!.count).toBe(own);
    expect(data().customerBillSec.filter((b) => b.billStatus === 1).length).toBeGreaterThan(own);
  });

  it('the provider’s staff: the fleet by state, today’s pick-ups and returns, open alarms, policies ending within 30 days', async () => {
    await login('admin', 'admin123');
    const today = todayText();
    // One rental order of each kind due today, so the day's counts are seen above 0.
    commit((d) => {
      const waiting = d.rentOrders.find((o) => o.orderStatus === 10)!;
      waiting.bookingGaincarTime = `${today} 10:00:00`;
      const inUse = d.rentOrders.find((o) => o.orderStatus === 20)!;
      inUse.bookingBackcarTime = `${today} 18:00:00`;
    });
    const counts = await home();
    expect(counts.home).toBe('operations');
    const byKey = Object.fromEntries(counts.items.map((i) => [i.key, i.count]));
    expect(Object.keys(byKey)).toEqual([...[1, 2, 3, 4, 5, 6, 7, 8].map((s) => `vehicleState${s}`), 'pickUpsTodayNum', 'returnsTodayNum', 'openAlarmNum', 'expiringPolicyNum']);
    for (const key of ['pickUpsTodayNum', 'returnsTodayNum', 'openAlarmNum', 'expiringPolicyNum']) expect(byKey[key], key).toBeGreaterThan(0);
    expect(Object.entries(byKey).filter(([k]) => k.startsWith('vehicleState')).reduce((n, [, c]) => n + c, 0)).toBe((data()[backendOf('Vehicles')!.collection] as unknown[]).length);
    await expectListTotals(counts);
  });

  it('the dispatcher: only the counts of lists it may open', async () => {
    await login('dispatcher', 'dispatch123');
    const counts = await home();
    expect(counts.home).toBe('operations');
    // Its menu holds none of the fleet, rental, alarm or insurance lists.
    expect(counts.items).toEqual([]);
  });
});
