/**
 * `@/mocks/node`'s `server` in the browser project (vite.config.ts aliases it here): the demo backend's own handlers
 * behind msw's service worker, with the same `use` and `resetHandlers` a test calls to answer one call otherwise.
 * static/version.json (a file next to the app, not an API call) is answered among the initial handlers, so a test's
 * `resetHandlers` keeps it: a version check the console started late in one test (it runs when the browser is idle)
 * would otherwise reach the test server's own version file, differ from the one stored, and reload the test's frame
 * (src/app/routes/version.ts) — in the frame the next test files of the worker share.
 */
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from '@/mocks/handlers';
import { indexHandlers } from '@/mocks/router';

export const server = setupWorker(
  http.get('*/static/version.json', () => HttpResponse.json({ version: 'test' })),
  indexHandlers(handlers).handler,
);

let started: Promise<unknown> | null = null;

/** Starts the worker once per frame: the files of a worker sharing a frame (vite.config.ts OWN_REGISTRY) share it. */
export function startOnce(): Promise<unknown> {
  started ??= server.start({ quiet: true, onUnhandledRequest: 'error', serviceWorker: { url: '/mockServiceWorker.js' } });
  return started;
}
