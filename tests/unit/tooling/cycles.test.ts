/**
 * No import cycles in src/ (issue [O]): a module never loads, through its imports, a module that loads it again. The
 * graph is the run-time one (./importGraph.ts: static value imports and re-exports, `@/` and relative; type-only
 * imports and dynamic import() left out). A cycle fails this test naming its path.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './importGraph';

describe('import cycles', () => {
  it('finds a planted cycle and names its path', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
    ]);
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    expect(findCycles(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toEqual([]);
  });

  it('src/ has none', () => {
    const graph = importGraph(join(process.cwd(), 'src'));
    expect(graph.size).toBeGreaterThan(400);
    expect(graph.get('api/bpm.ts')).toContain('entities/bpm/wire.ts');
    const cycles = findCycles(graph).map((c) => c.join(' → '));
    expect(cycles, `import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });
});
