/**
 * Vitest set-up of the component tests that run in a real browser (project `browser`: Debian's Chromium through
 * Playwright, vite.config.ts): the demo backend's own handlers answer every call through msw's service worker (the
 * worker script the dev server serves, vite.config.ts `demoWorker`), reseeded before each test; an unhandled request
 * fails the test. Storage is emptied and the screens unmounted after each test — what tests/setup/backend.ts and
 * dom.ts do in jsdom.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { forgetServerCaches } from '@/lib/serverCaches';
import { resetDemoData } from '@/mocks/db';
// The browser project's `@/mocks/node` (vite.config.ts aliases it here): the tests' `server` is this worker.
import { server as worker } from './browserServer';

// Async queries return as soon as met: the limit is a backstop for a loaded 2-core machine.
configure({ asyncUtilTimeout: 30_000 });

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledRequest: 'error', serviceWorker: { url: '/mockServiceWorker.js' } });
});
beforeEach(() => {
  resetDemoData();
  // static/version.json is a file next to the app (the build writes it), not an API call of the demo backend.
  worker.use(http.get('*/static/version.json', () => HttpResponse.json({ version: 'test' })));
});
afterEach(() => {
  cleanup();
  // What a test's screens asked of the server (the query cache) is not the next test's.
  forgetServerCaches();
  worker.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => worker.stop());
