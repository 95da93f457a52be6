/**
 * The pure parts of the every-screen bench ([Q] item 11, bench/screens.mjs): percentiles by nearest rank, the summary
 * over the screens (a screen's median of its runs; the slowest ten; the screens that never drew) and the budget
 * check (p95 ≤ 1,000 ms, max ≤ 2,000 ms, none failing: bench/budgets.json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScreens, median, percentile, summarize } from '../../../bench/screensStats.mjs';

const budgets = JSON.parse(readFileSync(join(process.cwd(), 'bench/budgets.json'), 'utf8')) as { screenP95Ms: number; screenMaxMs: number };
const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

describe('every-screen bench: percentiles', () => {
  it('takes the nearest rank, whatever the order of the values', () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 95)).toBe(95);
    expect(percentile([...oneToHundred].reverse(), 95)).toBe(95);
    expect(percentile(oneToHundred, 100)).toBe(100);
    expect(percentile([300, 100, 200], 50)).toBe(200);
    expect(percentile([300, 100, 200], 95)).toBe(300);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNull();
  });

  it('takes a screen’s median of its runs (the lower middle of an even count)', () => {
    expect(median([900, 100, 500])).toBe(500);
    expect(median([400, 100, 300, 200])).toBe(200);
    expect(median([])).toBeNull();
  });
});

describe('every-screen bench: summary and budgets', () => {
  const timings = [
    ...Array.from({ length: 18 }, (_, i) => ({ path: `/List${i}`, runs: [100 + i * 10] })),
    { path: '/Slow', runs: [1500, 900, 1200] },
    { path: '/Slowest', runs: [2500] },
  ];

  it('answers p50, p95 and max over the screens, the slowest ten slowest first, and the failed screens', () => {
    const s = summarize([...timings, { path: '/Map', runs: [], failed: 'still loading' }]);
    expect(s).toMatchObject({ screens: 21, reached: 20, p50: 190, p95: 1200, max: 2500 });
    expect(s.slowest).toHaveLength(10);
    expect(s.slowest.slice(0, 3)).toEqual([
      { path: '/Slowest', ms: 2500 },
      { path: '/Slow', ms: 1200 },
      { path: '/List17', ms: 270 },
    ]);
    expect(s.failed).toEqual([{ path: '/Map', failed: 'still loading' }]);
  });

  it('passes within the budgets of the issue: p95 ≤ 1,000 ms, max ≤ 2,000 ms, no screen without its first content', () => {
    expect(budgets).toMatchObject({ screenP95Ms: 1000, screenMaxMs: 2000 });
    const fast = summarize(oneToHundred.map((i) => ({ path: `/S${i}`, runs: [i * 10] })));
    expect(checkScreens(fast, budgets).map((c) => c.ok)).toEqual([true, true, true]);
  });

  it('fails a p95 over 1,000 ms, a screen over 2,000 ms, and a screen that never showed its first content', () => {
    const slow = summarize(oneToHundred.map((i) => ({ path: `/S${i}`, runs: [i * 11] })));
    expect(slow.p95).toBe(1045);
    expect(checkScreens(slow, budgets).map((c) => c.ok)).toEqual([false, true, true]);
    const oneOver = summarize([...oneToHundred.map((i) => ({ path: `/S${i}`, runs: [i] })), { path: '/Late', runs: [2001] }]);
    expect(checkScreens(oneOver, budgets).map((c) => c.ok)).toEqual([true, false, true]);
    const never = summarize([{ path: '/S1', runs: [100] }, { path: '/Map', runs: [], failed: 'still loading' }]);
    expect(checkScreens(never, budgets).map((c) => c.ok)).toEqual([true, true, false]);
  });
});
