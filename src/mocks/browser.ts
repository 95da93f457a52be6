/** The demo backend in the browser (msw service worker), started by src/main.tsx when VITE_MOCK is 'true'. */
import { setupWorker } from 'msw/browser';
import { loadDemoData } from './db';
import { handlers } from './handlers';
import { setLatency } from './respond';
import { indexedDbStorage, removeLegacyStorage } from './storage/indexedDb';

export async function startDemoBackend(): Promise<void> {
  setLatency(true); // a realistic response time in the browser only
  removeLegacyStorage();
  // The stored state is read while the worker starts; no call is answered before both are done (lib/backendReady).
  await Promise.all([
    loadDemoData(indexedDbStorage()),
    setupWorker(...handlers).start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
  ]);
}
