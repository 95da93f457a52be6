import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { getRouter } from './app/router';
import type { DemoState } from './app/DemoBar';
import { gateBackend } from './lib/backendReady';

const DEMO = import.meta.env.VITE_MOCK === 'true';
const DEMO_START_TIMEOUT_MS = 10_000;

/**
 * Starts the embedded demo backend when this build has it (VITE_MOCK=true). In a production build the
 * condition is the constant false, so the import below and msw itself are left out of the bundle.
 * Resolves to why it could not start, or null.
 */
async function startDemo(): Promise<string | null> {
  if (!DEMO) return null;
  try {
    const { startDemoBackend } = await import('./mocks/browser');
    await Promise.race([
      startDemoBackend(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`service worker did not start within ${DEMO_START_TIMEOUT_MS / 1000} s`)), DEMO_START_TIMEOUT_MS)),
    ]);
    return null;
  } catch (e) {
    console.warn('Demo backend not started:', e);
    return e instanceof Error ? e.message : String(e);
  }
}

// The first render does not wait for the demo backend: http calls wait for it instead (lib/backendReady).
const started = startDemo();
gateBackend(started);
const root = createRoot(document.getElementById('root')!);
const render = (demo: DemoState) =>
  root.render(
    <StrictMode>
      <App demo={demo} />
    </StrictMode>,
  );
// Three tasks, none long: evaluating the code (this one), the router with its first navigation (the guard, a token
// sign-in, loading the screen's code), then React's first render.
setTimeout(() => {
  getRouter();
  setTimeout(() => render({ enabled: DEMO, error: null }), 0);
}, 0);
void started.then((error) => error && setTimeout(() => render({ enabled: DEMO, error }), 0));
