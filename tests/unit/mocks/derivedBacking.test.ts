/**
 * A backing's `derived` rows (src/mocks/entities.ts, docs/architecture.md "Demo backend"): the collection is registered
 * empty (never seeded) and holds the rows computed for the call before every read.
 */
import { describe, expect, it } from 'vitest';
import { offlineReport } from '@/entities/monitor/alarm';
import { data, setSession } from '@/mocks/db';
import { backendOf, listPage } from '@/mocks/entities';
import { Params } from '@/mocks/params';
import { createSeed } from '@/mocks/seeds/registry';
import '@/mocks/handlers';

describe('Backing.derived', () => {
  it('registers its collection empty and fills it with the rows computed before a read', () => {
    expect((createSeed() as unknown as Record<string, unknown>)[offlineReport.id]).toEqual([]);
    setSession({ account: 'admin', audience: 'provider-admin', loginType: 'account', loginTime: '2026-01-01 09:00:00' });
    const page = listPage(backendOf(offlineReport.id)!, new Params(new Map()));
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBe((data() as unknown as Record<string, unknown[]>)[offlineReport.id]!.length);
  });
});
