/** The demo backend in the browser (msw service worker), started by src/main.tsx when VITE_MOCK is 'true'. */
import { delay, getResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { loadDemoData, serveCall } from './db';
import { coreHandlers } from './handlers/core';
import { indexHandlers } from './router';
import { indexedDbStorage, removeLegacyStorage } from './storage/indexedDb';

/**
 * The time a call waits before it is answered: msw's realistic 100–400 ms, or up to VITE_DEMO_DELAY_MS when the build
 * sets it (the browser tests' build: a journey waits for what it expects, the latency only slows it).
 */
const DELAY_CAP_MS = import.meta.env.VITE_DEMO_DELAY_MS ? Number(import.meta.env.VITE_DEMO_DELAY_MS) : NaN;
const answerDelay = () => (Number.isFinite(DELAY_CAP_MS) ? delay(Math.round(Math.random() * DELAY_CAP_MS)) : delay());

/** How long after start-up the other endpoints load anyway if no call has needed them (when the browser is idle). */
const LOAD_ALL_WITHIN_MS = 5_000;

export async function startDemoBackend(): Promise<void> {
  removeLegacyStorage();
  // The first answers (sign-in, the dashboard) start alone; the other endpoints load when a call first needs one, or
  // when the browser is idle (docs/architecture.md "Demo backend").
  const rest = () => import('./handlers/rest').then((m) => m.restHandlers);
  const index = indexHandlers(coreHandlers, rest);
  // What the first answers offer a path none of theirs is: their endpoints with a parameter.
  const notFirst = index.candidates('/api/\u0000').length;
  // Every tab of the browser runs this backend over one IndexedDB: a call is answered under a lock the tabs share,
  // from what every tab stored (db.ts `serveCall`). The realistic response time (the browser only; Node answers at
  // once) is waited before, not under, the lock, so calls of one screen still wait it side by side.
  const served = http.all('*/api/*', async ({ request }) => {
    await answerDelay();
    // The other endpoints' code is loaded before the lock too: the other calls are answered meanwhile, as before.
    if (index.candidates(new URL(request.url).pathname).length <= notFirst) await rest().catch(() => undefined); // the index reports a failed load
    return serveCall(() => getResponse([index.handler], request));
  });
  // The stored state is read while the worker starts; no call is answered before both are done (lib/backendReady).
  await Promise.all([
    loadDemoData(indexedDbStorage()),
    setupWorker(served).start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
  ]);
  const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, LOAD_ALL_WITHIN_MS));
  idle(() => index.loadAll?.(), { timeout: LOAD_ALL_WITHIN_MS });
}
