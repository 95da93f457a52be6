/** The demo backend in the browser (msw service worker), started by src/main.tsx when VITE_MOCK is 'true'. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { setLatency } from './respond';

export async function startDemoBackend(): Promise<void> {
  setLatency(true); // a realistic response time in the browser only
  await setupWorker(...handlers).start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
