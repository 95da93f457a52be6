/** A screen that both adds and edits a record shows the edit title when it edits one (/InsuranceAdd?policyId=…). */
import { describe, expect, it } from 'vitest';
import { findRoute, routeTitle } from '@/app/routes/table';
import { ENTITIES } from '@/entities';

const doubled = ENTITIES.flatMap((e) => (e.screens?.add && e.screens.add === e.screens.edit ? [{ path: e.screens.add, key: e.rowKey }] : []));

describe('add screens that double as edit screens', () => {
  it('there are some (the vehicle, the company, refuelling, insurance, the work order)', () => {
    expect(doubled.map((d) => d.path)).toEqual(expect.arrayContaining(['/InsuranceAdd', '/CreateWorkOrderAdd', '/VehiclesEdit']));
  });

  it.each(doubled)('$path: one title adding, another editing by its $key', ({ path, key }) => {
    const meta = findRoute(path);
    expect(meta).toBeDefined();
    const adding = routeTitle(meta!, '');
    const editing = routeTitle(meta!, `?${key}=1`);
    expect(editing['zh-CN']).not.toBe(adding['zh-CN']);
    expect(editing['en-US']).not.toBe(adding['en-US']);
    expect(editing['zh-CN']).toMatch(/^(编辑|修改)/);
  });
});
