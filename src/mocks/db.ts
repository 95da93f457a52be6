/**
 * The stateful store of the demo backend (DESIGN "The demo backend"): the seed, changed by what users do,
 * kept in the browser's localStorage under one versioned key so it survives a reload. Without storage it
 * lives in memory; a corrupt or outdated stored value is replaced by the seed. The demo "session" (who is
 * signed in) is part of the state, like a server-side cookie session.
 */
import type { DemoData, DemoSession } from './model';
import { createSeed, DATA_VERSION } from './seed';

export const STORAGE_KEY = `rental-console-demo-v${DATA_VERSION}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

const COLLECTIONS = [
  'cities', 'stores', 'levels', 'models', 'vehicles', 'customers', 'coupons', 'refunds', 'rentOrders', 'snapshots',
  'demandOrders', 'scatteredOrders', 'checkSheets', 'incomeBills', 'branchOrders', 'scatteredDrivers', 'scatteredCars',
  'scatteredBills', 'usageReports', 'bpmModels', 'bpmDefinitions', 'bpmInstances', 'bpmTasks', 'bpmForms', 'bpmBusinessConfigs',
] as const satisfies readonly (keyof DemoData)[];

function isDemoData(v: unknown): v is DemoData {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  const seq = d.sequence as Record<string, unknown> | null | undefined;
  return (
    d.version === DATA_VERSION &&
    COLLECTIONS.every((k) => Array.isArray(d[k])) &&
    typeof seq === 'object' && seq !== null && typeof seq.order === 'number' && typeof seq.snapshot === 'number' && typeof seq.entity === 'number' &&
    (d.session === null || (typeof d.session === 'object' && typeof (d.session as Record<string, unknown>).account === 'string'))
  );
}

function readStored(): DemoData | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (raw === null || raw === undefined) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDemoData(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function persist(): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // quota exceeded or storage disabled: the demo keeps working in memory
  }
}

let state: DemoData = readStored() ?? createSeed();

/** The current state. Read it freely; change it only inside `commit`. */
export function data(): DemoData {
  return state;
}

/** Applies a change and persists it. */
export function commit<T>(change: (d: DemoData) => T): T {
  const result = change(state);
  persist();
  return result;
}

/** Restores the seed and clears the session (tests call it before each test; POST /api/demo/reset). */
export function resetDemoData(): void {
  state = createSeed();
  persist();
}

/** Reads the state again from storage, as a page reload does (the seed when nothing valid is stored). */
export function reloadDemoData(): void {
  state = readStored() ?? createSeed();
}

export function currentSession(): DemoSession | null {
  return state.session;
}

export function setSession(session: DemoSession | null): void {
  commit((d) => {
    d.session = session;
  });
}
