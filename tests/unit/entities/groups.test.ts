/** Rows grouped by a key (src/entities/groups.ts). */
import { describe, expect, it } from 'vitest';
import { groupBy } from '@/entities/groups';

describe('groupBy', () => {
  it('keeps each group in row order and the keys in first-occurrence order', () => {
    const rows = [
      { k: 'b', n: 1 },
      { k: 'a', n: 2 },
      { k: 'b', n: 3 },
    ];
    const groups = groupBy(rows, (r) => r.k);
    expect([...groups.keys()]).toEqual(['b', 'a']);
    expect(groups.get('b')?.map((r) => r.n)).toEqual([1, 3]);
    expect(groups.get('a')?.map((r) => r.n)).toEqual([2]);
  });

  it('gives an empty map for no rows', () => {
    expect(groupBy([], String).size).toBe(0);
  });
});
