/**
 * Fault injection of the demo backend ([I]): with a rate above 0, a share of the calls fail before the endpoint
 * runs (nothing is changed on the "server"), in the ways the console must cope with (§8): a business refusal
 * code below 1000, a code 88880–88899 with result_msg, an HTTP 503, a network failure; and every call may get
 * extra latency. Navigation codes (401, 403, 997, empty errCode) are not drawn: they end a journey by design and
 * have tests of their own. The demo's own calls (/api/demo/…) are never faulted.
 *
 * Switched on from the demo bar, or by storing `{"rate":0.3,"latencyMs":800,"seed":7}` under FAULTS_KEY in the
 * browser's localStorage (the e2e fault run does that). Draws are deterministic for a seed.
 */
import { HttpResponse } from 'msw';
import { refuse } from './errors';
import { mulberry32 } from './seeds/rng';

export const FAULTS_KEY = 'rental-console-demo-faults';

export interface FaultConfig {
  /** Share of calls that fail, 0 to 1. */
  rate: number;
  /** Extra latency of each call, drawn between 0 and this many ms. */
  latencyMs: number;
  seed: number;
}

export type FaultKind = 'refusal' | 'partnerCode' | 'http503' | 'network';
const KINDS: readonly FaultKind[] = ['refusal', 'partnerCode', 'http503', 'network'];

let random: (() => number) | null = null;
let seedInUse: number | null = null;

function isConfig(v: unknown): v is FaultConfig {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return typeof c.rate === 'number' && c.rate >= 0 && c.rate <= 1 && typeof c.latencyMs === 'number' && c.latencyMs >= 0 && typeof c.seed === 'number';
}

/** The stored configuration, or null when fault injection is off (or storage is unreadable). */
export function faultConfig(): FaultConfig | null {
  try {
    const raw = globalThis.localStorage?.getItem(FAULTS_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isConfig(parsed) && (parsed.rate > 0 || parsed.latencyMs > 0) ? parsed : null;
  } catch {
    return null;
  }
}

export function setFaultConfig(config: FaultConfig | null): void {
  try {
    if (config) globalThis.localStorage?.setItem(FAULTS_KEY, JSON.stringify(config));
    else globalThis.localStorage?.removeItem(FAULTS_KEY);
  } catch {
    /* storage disabled: nothing to switch */
  }
}

/**
 * The demo bar's switch: `rate` 0–1 (0 = off), `latencyMs` extra latency at most (0–30000); a seed drawn from the
 * clock when none is given. Refused out of range; answers the configuration now in force.
 */
export function switchFaults(rate: number, latencyMs: number, seed: number | undefined): FaultConfig | null {
  if (rate < 0 || rate > 1) refuse('故障比例应在 0 到 1 之间');
  if (latencyMs < 0 || latencyMs > 30_000) refuse('附加延迟应在 0 到 30000 毫秒之间');
  setFaultConfig(rate > 0 || latencyMs > 0 ? { rate, latencyMs, seed: seed ?? Date.now() % 100_000 } : null);
  return faultConfig();
}

export interface Fault {
  latencyMs: number;
  kind: FaultKind | null;
}

/** What happens to the next call under the configuration (null: a normal answer at once). */
export function drawFault(path: string): Fault | null {
  const config = faultConfig();
  if (!config || path.includes('/api/demo/')) return null;
  if (!random || seedInUse !== config.seed) {
    random = mulberry32(config.seed);
    seedInUse = config.seed;
  }
  const latencyMs = Math.round(random() * config.latencyMs);
  const kind = random() < config.rate ? KINDS[Math.floor(random() * KINDS.length)]! : null;
  return { latencyMs, kind };
}

/** The answer of an injected failure. */
export function faultResponse(kind: FaultKind): Response {
  switch (kind) {
    case 'refusal':
      return HttpResponse.json({ code: 500, msg: '服务器繁忙，请稍后再试（演示故障注入）', data: null });
    case 'partnerCode':
      return HttpResponse.json({ code: 88881, result_code: 88881, result_msg: '合作方接口超时，请稍后再试（演示故障注入）', msg: '', data: null });
    case 'http503':
      return new HttpResponse('Service Unavailable', { status: 503 });
    case 'network':
      return HttpResponse.error();
  }
}
