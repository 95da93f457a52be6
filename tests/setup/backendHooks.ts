/**
 * The demo backend's per-test hooks, shared by the jsdom set-up (tests/setup/backend.ts, msw/node) and the browser
 * one (tests/setup/browser.ts, msw's service worker): reseeded before each test, static/version.json answered, and
 * after each test the query cache, the test's own handlers, the storage and the test's session forgotten.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { sessionChanged } from '@/api/http';
import { forgetServerCaches } from '@/lib/serverCaches';
import { resetDemoData } from '@/mocks/db';
import { pinClock } from '@/mocks/time';

/** What both msw/node's server and msw's worker offer a test. */
interface Backend {
  use(...handlers: RequestHandler[]): void;
  resetHandlers(): void;
}

export function backendHooks(backend: Backend): void {
  beforeEach(() => {
    resetDemoData();
    // static/version.json is a file next to the app (the build writes it), not an API call of the demo backend.
    backend.use(http.get('*/static/version.json', () => HttpResponse.json({ version: 'test' })));
  });
  afterEach(() => {
    // What a test's screens asked of the server (the query cache) is not the next test's.
    forgetServerCaches();
    backend.resetHandlers();
    sessionStorage.clear();
    localStorage.clear();
    // The test's session is over (the backend is reseeded before the next): an answer to one of its calls still on
    // its way (请先登录) is about an ended session, and neither signs the next test out nor navigates the page — in
    // the browser project, out of the test's frame (src/api/http.ts `sessionChanged`).
    sessionChanged();
  });
  // A file leaves the backend as the next file of its worker (one module registry, vite.config.ts OWN_REGISTRY) must
  // find it: the clock running and today's seed. A file reads the seed's day as it is loaded (`seedDay()` in a
  // constant, before its first test's reseed): after a file that reseeded under a pinned clock, that was another day.
  afterAll(() => {
    pinClock(null);
    resetDemoData();
  });
}
