/**
 * The pure parts of bench/screens.mjs (tests/unit/tooling/benchScreens.test.ts): percentiles by nearest rank, the
 * summary of every screen's time to first content, and its check against the budgets (bench/budgets.json).
 */

/** The p-th percentile (0 < p ≤ 100) of `values` by nearest rank: the smallest value with p % of them at or below it. */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** The median of a screen's runs (the lower middle of an even count, as the other benches take it). */
export function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The figures over every screen: `timings` is one entry per screen, `{ path, runs }` with its runs in ms, or
 * `{ path, runs: [], failed }` for a screen that never reached its first content (it counts against the budget).
 * Answers p50/p95/max over the screens' medians, the `slowest` ten (slowest first) and the `failed` screens.
 */
export function summarize(timings, slowest = 10) {
  const reached = timings.filter((t) => t.runs.length).map((t) => ({ path: t.path, ms: median(t.runs) }));
  const ms = reached.map((t) => t.ms);
  return {
    screens: timings.length,
    reached: reached.length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    max: ms.length ? Math.max(...ms) : null,
    slowest: [...reached].sort((a, b) => b.ms - a.ms || a.path.localeCompare(b.path)).slice(0, slowest),
    failed: timings.filter((t) => !t.runs.length).map((t) => ({ path: t.path, failed: t.failed })),
  };
}

/**
 * The summary against the budgets (`screenP95Ms`, `screenMaxMs`): one check each, and one for the screens that never
 * reached their first content (none allowed). Answers the checks, each `{ label, value, budget, ok }`.
 */
export function checkScreens(summary, budgets) {
  return [
    { label: 'every built screen: navigation → first content, p95', value: summary.p95, budget: budgets.screenP95Ms, ok: summary.p95 !== null && summary.p95 <= budgets.screenP95Ms },
    { label: 'every built screen: navigation → first content, max', value: summary.max, budget: budgets.screenMaxMs, ok: summary.max !== null && summary.max <= budgets.screenMaxMs },
    { label: 'built screens that never reached their first content', value: summary.failed.length, budget: 0, ok: summary.failed.length === 0 },
  ];
}
