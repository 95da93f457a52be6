/** The demo backend in the browser (msw service worker), started by src/main.tsx when VITE_MOCK is 'true'. */
import { setupWorker } from 'msw/browser';
import { loadDemoData } from './db';
import { coreHandlers } from './handlers/core';
import { setLatency } from './respond';
import { indexHandlers } from './router';
import { indexedDbStorage, removeLegacyStorage } from './storage/indexedDb';

/** How long after start-up the other endpoints load anyway if no call has needed them (when the browser is idle). */
const LOAD_ALL_WITHIN_MS = 5_000;

export async function startDemoBackend(): Promise<void> {
  setLatency(true); // a realistic response time in the browser only
  removeLegacyStorage();
  // The first answers (sign-in, the dashboard) start alone; the other endpoints load when a call first needs one, or
  // when the browser is idle (docs/architecture.md "Demo backend").
  const index = indexHandlers(coreHandlers, () => import('./handlers/rest').then((m) => m.restHandlers));
  // The stored state is read while the worker starts; no call is answered before both are done (lib/backendReady).
  await Promise.all([
    loadDemoData(indexedDbStorage()),
    setupWorker(index.handler).start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
  ]);
  const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, LOAD_ALL_WITHIN_MS));
  idle(() => index.loadAll?.(), { timeout: LOAD_ALL_WITHIN_MS });
}
