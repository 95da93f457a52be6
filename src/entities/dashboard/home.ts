/**
 * A home for each audience (docs/architecture.md "Home"): which home an account has, and the counts its home adds to
 * the §2 to-do tables — the pure rules the demo backend answers `GET /api/lingsan/home/counts` with
 * (src/mocks/handlers/home.ts), the dashboard shows (src/features/dashboard), and the tests check.
 *
 * - The provider's staff (the operations home): the §2 platform and branch tables, and what an operations lead looks
 *   at first — the fleet by operating state now, today's rental pick-ups and returns, the open alarms and the
 *   insurance policies ending within 30 days (`operationsCounts`).
 * - A supplier: its own to-dos (SUPPLIER_TODOS: demand orders to take, orders to start and finish, change orders
 *   awaiting audit, bills to reconcile), counted over the rows its lists show it.
 * - An enterprise client: its own requests and bills (ENTERPRISE_TODOS), counted the same way.
 *
 * Every count names the list it opens (`target`: path and the query the list screen reads as its filter), and is
 * answered only when the account may open that list. The §2 platform and branch counts are the provider's: the
 * backend answers them to a supplier or an enterprise account with 403.
 */
import { bi, type Bilingual } from '@/i18n';
import { DICTIONARIES } from '../dicts';
import { ENTERPRISE_TODOS, SUPPLIER_TODOS, type TodoItem } from './todos';

export const HOME_COUNTS_PATH = '/api/lingsan/home/counts';

/** The three homes. */
export type HomeId = 'operations' | 'supplier' | 'enterprise';

/** A count of a home, with the filtered list it opens. */
export interface HomeCount {
  key: string;
  count: number;
  /** Path and query of the filtered list. */
  target: string;
}

/** The answer of the home's counts: which home, and its counts in the order shown. */
export interface HomeCounts {
  home: HomeId;
  items: HomeCount[];
}

/** The home of a signed-in audience (the demo backend's session audience). */
export function homeOfAudience(audience: string | null | undefined): HomeId {
  return audience === 'supplier' || audience === 'enterprise' ? audience : 'operations';
}

/** The home of the §3 logged-in user, by its company's `userNameType` (2 a supplier's, 3 an enterprise's, else ours). */
export function homeOfUserType(userNameType: number | null | undefined): HomeId {
  return userNameType === 2 ? 'supplier' : userNameType === 3 ? 'enterprise' : 'operations';
}

/** Whether a home shows the provider's §2 platform and branch tables (the backend refuses them to the others). */
export const showsPlatformTodos = (home: HomeId): boolean => home === 'operations';

/** The to-dos of a supplier's or an enterprise's home (their counts: the rows of each link's list, `todoCountOf`). */
export const OWN_TODOS: Readonly<Record<Exclude<HomeId, 'operations'>, readonly TodoItem[]>> = {
  supplier: SUPPLIER_TODOS,
  enterprise: ENTERPRISE_TODOS,
};

/** The fleet's operating states, in the dictionary's order (one count each). */
const VEHICLE_STATES = DICTIONARIES.vehicle_operation_state!;

/** The policy window of the "documents expiring" count (one of the policy list's `expiringWithin` windows). */
export const EXPIRING_DAYS = 30;

/** Rental order states the day's counts read (dictionary rent_order_status). */
const AWAITING_PICK_UP = '10';
const IN_USE = '20';

/** The meaning of each operations count (both languages), by key. */
export const OPERATIONS_MEANINGS: Readonly<Record<string, Bilingual>> = {
  ...Object.fromEntries(VEHICLE_STATES.map((s) => [`vehicleState${s.value}`, bi(`${s.label}的车辆`, `Vehicles: ${(s.labelEn ?? s.label).toLowerCase()}`)])),
  pickUpsTodayNum: bi('今日待取车的短租订单', 'Rental pick-ups due today'),
  returnsTodayNum: bi('今日应还车的短租订单', 'Rental returns due today'),
  openAlarmNum: bi('未处理的告警', 'Open alarms'),
  expiringPolicyNum: bi(`${EXPIRING_DAYS}天内到期的保单`, `Insurance policies ending within ${EXPIRING_DAYS} days`),
};

/** The meaning of any home count (the operations' and the own to-dos'), by key; undefined for an unknown key. */
export function homeMeaning(key: string): Bilingual | undefined {
  return OPERATIONS_MEANINGS[key] ?? [...SUPPLIER_TODOS, ...ENTERPRISE_TODOS].find((i) => i.key === key)?.meaning;
}

/** The rows the operations counts read, as their lists show them (computed fields included); a list the account may not open is left out. */
export interface OperationsRows {
  /** /Vehicles rows with their computed `operationState`. */
  vehicles?: readonly { operationState?: unknown }[];
  /** /RentOrderManage rows. */
  rentOrders?: readonly { orderStatus?: unknown; bookingGaincarTime?: unknown; bookingBackcarTime?: unknown }[];
  /** /sopAlarmList rows (handleState 0: open). */
  alarms?: readonly { handleState?: unknown }[];
  /** /InsuranceList rows with their computed `expiringWithin` windows (comma-joined). */
  policies?: readonly { expiringWithin?: unknown }[];
}

const dayOf = (time: unknown): string => String(time ?? '').slice(0, 10);
const count = <R>(rows: readonly R[], test: (row: R) => boolean): number => rows.filter(test).length;

/**
 * The operations home's counts on `today` (YYYY-MM-DD), each with the list it opens filtered to exactly the rows
 * counted: every operating state of the fleet; the rental orders awaiting pick-up booked for today (the list's
 * pick-up period) and those in use due back today (its return day); the open alarms; the policies ending within
 * EXPIRING_DAYS days. Only the parts whose rows are given.
 */
export function operationsCounts(rows: OperationsRows, today: string): HomeCount[] {
  const out: HomeCount[] = [];
  const { vehicles, rentOrders, alarms, policies } = rows;
  if (vehicles) {
    for (const s of VEHICLE_STATES) {
      const n = count(vehicles, (v) => String(v.operationState) === s.value);
      out.push({ key: `vehicleState${s.value}`, count: n, target: `/Vehicles?operationState=${s.value}` });
    }
  }
  if (rentOrders) {
    out.push({
      key: 'pickUpsTodayNum',
      count: count(rentOrders, (o) => String(o.orderStatus) === AWAITING_PICK_UP && dayOf(o.bookingGaincarTime) === today),
      target: `/RentOrderManage?orderStatus=${AWAITING_PICK_UP}&beginTime=${today}&endTime=${today}`,
    });
    out.push({
      key: 'returnsTodayNum',
      count: count(rentOrders, (o) => String(o.orderStatus) === IN_USE && dayOf(o.bookingBackcarTime) === today),
      target: `/RentOrderManage?orderStatus=${IN_USE}&returnDay=${today}`,
    });
  }
  if (alarms) out.push({ key: 'openAlarmNum', count: count(alarms, (a) => String(a.handleState) === '0'), target: '/sopAlarmList?handleState=0' });
  if (policies) {
    const within = (p: { expiringWithin?: unknown }) => String(p.expiringWithin ?? '').split(',').includes(String(EXPIRING_DAYS));
    out.push({ key: 'expiringPolicyNum', count: count(policies, within), target: `/InsuranceList?expiringWithin=${EXPIRING_DAYS}` });
  }
  return out;
}
