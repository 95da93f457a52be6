/**
 * Vitest set-up for unit and component tests (jsdom): the demo backend's own handlers answer every call
 * through msw/node, reseeded before each test; an unhandled request fails the test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { forgetServerCaches } from '@/lib/serverCaches';
import { resetDemoData } from '@/mocks/db';
import { server } from '@/mocks/node';

// CI machines have 2 cores and run test files in parallel: give async queries room (they return as soon as met).
configure({ asyncUtilTimeout: 10000 });

// jsdom lacks these browser APIs that antd relies on.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDemoData();
  // static/version.json is a file next to the app (the build writes it), not an API call of the demo backend.
  server.use(http.get('*/static/version.json', () => HttpResponse.json({ version: 'test' })));
});
afterEach(() => {
  cleanup();
  // What a test's screens asked of the server (the query cache) is not the next test's.
  forgetServerCaches();
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
