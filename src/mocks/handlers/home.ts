/**
 * The home's counts for the signed-in account (GET /api/lingsan/home/counts; docs/architecture.md "Home"; the rules:
 * src/entities/dashboard/home.ts): a supplier's or an enterprise's own to-dos, over the rows its lists show it, or
 * the operations counts of the provider's staff. Only the counts of lists the account may open are answered.
 */
import { homeOfAudience, HOME_COUNTS_PATH, operationsCounts, OWN_TODOS, type HomeCounts, type OperationsRows } from '@/entities/dashboard/home';
import { currentSession } from '../db';
import { backendOf, readRows, scopedRows } from '../entities';
import { todayText } from '../fleet';
import { endpoint } from '../respond';
import { mayOpen, todoCount } from '../todos';

type Row = Record<string, unknown>;

/** The rows a list shows the signed-in account (computed fields included), or undefined when it may not open it. */
function listRows(route: string): Row[] | undefined {
  const def = backendOf(route);
  if (!def || !mayOpen(`/${route}`)) return undefined;
  return readRows(def, scopedRows(def));
}

export function homeCounts(): HomeCounts {
  const home = homeOfAudience(currentSession()?.audience);
  if (home !== 'operations') {
    const items = OWN_TODOS[home].filter((item) => mayOpen(item.target));
    return { home, items: items.map(({ key, target }) => ({ key, target, count: todoCount(target, true) })) };
  }
  const rows: OperationsRows = {
    vehicles: listRows('Vehicles'),
    rentOrders: listRows('RentOrderManage'),
    alarms: listRows('sopAlarmList'),
    policies: listRows('InsuranceList'),
  };
  return { home, items: operationsCounts(rows, todayText()) };
}

export const homeHandlers = [endpoint('GET', HOME_COUNTS_PATH, homeCounts)];
