/** A date or datetime filtered by a day, or bounded by a date range, matches the whole day(s) (src/entities/kinds.ts). */
import { describe, expect, it } from 'vitest';
import { matchRows, type EntityDef } from '@/mocks/entities';
import { Params } from '@/mocks/params';

const def = (timeField: string): EntityDef => ({ collection: 'vehicles', paths: { list: '/api/test/list' }, id: 'id', timeField, exportName: 'test' });
const params = (o: Record<string, string>) => new Params(new Map(Object.entries(o)));
const ids = (rows: readonly Record<string, unknown>[]) => rows.map((r) => r.id);

const rows = [
  { id: 1, createTime: '2026-11-01 00:00:00', day: '2026-11-01' },
  { id: 2, createTime: '2026-11-01 09:30:00', day: '2026-11-01' },
  { id: 3, createTime: '2026-11-01 23:59:59', day: '2026-11-01' },
  { id: 4, createTime: '2026-11-02 08:00:00', day: '2026-11-02' },
];

describe('a day filter on a datetime matches the whole day', () => {
  it('createTime=2026-11-01 matches every time of that day, an exact instant only itself', () => {
    expect(ids(matchRows(def('day'), rows, params({ createTime: '2026-11-01' })))).toEqual([1, 2, 3]);
    expect(ids(matchRows(def('day'), rows, params({ createTime: '2026-11-01 09:30:00' })))).toEqual([2]);
  });

  it('a date range bounding a date field includes its first and last day', () => {
    expect(ids(matchRows(def('day'), rows, params({ beginTime: '2026-11-01', endTime: '2026-11-01' })))).toEqual([1, 2, 3]);
    expect(ids(matchRows(def('day'), rows, params({ beginTime: '2026-11-01 00:00:00', endTime: '2026-11-02 23:59:59' })))).toEqual([1, 2, 3, 4]);
  });

  it('a date range bounding a datetime field takes whole days', () => {
    expect(ids(matchRows(def('createTime'), rows, params({ beginTime: '2026-11-01', endTime: '2026-11-01' })))).toEqual([1, 2, 3]);
  });
});
