/**
 * Vitest set-up of the component tests that run in a real browser (project `browser`: Debian's Chromium through
 * Playwright, vite.config.ts): the demo backend's own handlers answer every call through msw's service worker (the
 * worker script the dev server serves, vite.config.ts `demoWorker`), reseeded before each test (./backendHooks.ts);
 * an unhandled request fails the test. The screens are unmounted after each test, as tests/setup/dom.ts does in jsdom.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureHttp } from '@/api/http';
import { backendHooks } from './backendHooks';
// The browser project's `@/mocks/node` (vite.config.ts aliases it here): the tests' `server` is this worker.
import { server as worker, startOnce } from './browserServer';

// Async queries return as soon as met: the limit is a backstop for a loaded 2-core machine (as tests/setup/dom.ts).
configure({ asyncUtilTimeout: 30_000 });

let unwire = () => {};
beforeAll(async () => {
  // Outside a rendered console (a screen rendered on its own, or after its console unmounted) the http client's
  // navigation would load another page into the test's frame: said here instead.
  unwire = configureHttp({ navigate: (path) => console.warn(`http client navigation outside a console, not followed: ${path}`) });
  // Once per frame, never stopped: between two files of a shared frame no call passes by the demo backend.
  await startOnce();
});
afterAll(() => unwire());
backendHooks(worker);
// Registered after the shared hooks: vitest runs afterEach hooks in reverse, so the screens unmount first.
afterEach(() => cleanup());
