/**
 * Work in the order it is needed (docs/architecture.md "Urgency order of the lists"): every list a to-do count opens
 * (and the maintenance work orders) declares what its order reads, and its list answers — when no column's sort is
 * asked — the open work first, urgent first, the nearest start first, the closed after it, the latest first.
 */
import { describe, expect, it } from 'vitest';
import { BRANCH_TODOS, ENTERPRISE_TODOS, PLATFORM_TODOS, SUPPLIER_TODOS, todoLink } from '@/entities/dashboard/todos';
import { ENTITIES } from '@/entities';
import { compareWork, workItemOf, type WorkFields } from '@/entities/urgency';
import { backendOf } from '@/mocks/entities';
import { ok } from './api';

type Row = Record<string, unknown>;

/** Every to-do list's route (each once), the work orders awaiting review or acceptance, and the approval tasks to do. */
const ROUTES = [...new Set([...PLATFORM_TODOS, ...BRANCH_TODOS, ...SUPPLIER_TODOS, ...ENTERPRISE_TODOS].map((i) => todoLink(i.target).route)), 'MaintenanceList', 'todoTasks'];

const workOf = (route: string): WorkFields | undefined => ENTITIES.find((e) => e.id === route)?.work;

async function listOf(route: string, params: Record<string, string> = {}): Promise<Row[]> {
  const def = backendOf(route)!;
  // Signed in as the admin: every list's rows, and the admin's own approval tasks.
  await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
  const page = await ok<{ total: number; result: Row[] }>(def.paths.list, { method: 'GET', params: { pageSize: '1000', ...params } });
  return page.result;
}

describe('the to-do lists are in the order of the work', () => {
  it.each(ROUTES)('%s declares the fields its order reads', (route) => {
    expect(workOf(route), route).toBeDefined();
  });

  it.each(ROUTES)('%s answers its rows in that order by default', async (route) => {
    const work = workOf(route)!;
    const rows = await listOf(route);
    expect(rows.length, route).toBeGreaterThan(1);
    const items = rows.map((r) => workItemOf(work, r));
    for (let i = 1; i < items.length; i++) expect(compareWork(items[i - 1]!, items[i]!), `${route} row ${i}`).toBeLessThanOrEqual(0);
    // Open work there is, and it comes first.
    expect(items[0]!.open, route).toBe(true);
  });

  it('a column asked for sorts by it instead', async () => {
    const rows = await listOf('RentOrderManage', { orderBy: 'createTime', order: 'desc' });
    const times = rows.map((r) => String(r.createTime));
    expect(times).toEqual([...times].sort().reverse());
  });
});
