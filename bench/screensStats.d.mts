/** The pure parts of bench/screens.mjs (see screensStats.mjs). */
export interface ScreenTiming {
  path: string;
  runs: number[];
  failed?: string;
}
export interface ScreensSummary {
  screens: number;
  reached: number;
  p50: number | null;
  p95: number | null;
  max: number | null;
  slowest: { path: string; ms: number }[];
  failed: { path: string; failed: string | undefined }[];
}
export interface ScreenCheck {
  label: string;
  value: number | null;
  budget: number;
  ok: boolean;
}
export function percentile(values: readonly number[], p: number): number | null;
export function median(values: readonly number[]): number | null;
export function summarize(timings: readonly ScreenTiming[], slowest?: number): ScreensSummary;
export function checkScreens(summary: ScreensSummary, budgets: { screenP95Ms: number; screenMaxMs: number }): ScreenCheck[];
