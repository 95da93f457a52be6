/**
 * Vitest set-up shared by every test file (node and jsdom): the demo backend's own handlers answer every call through
 * msw/node, reseeded before each test; an unhandled request fails the test. Storage is emptied after each test.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { forgetServerCaches } from '@/lib/serverCaches';
import { resetDemoData } from '@/mocks/db';
import { server } from '@/mocks/node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDemoData();
  // static/version.json is a file next to the app (the build writes it), not an API call of the demo backend.
  server.use(http.get('*/static/version.json', () => HttpResponse.json({ version: 'test' })));
});
afterEach(() => {
  // What a test's screens asked of the server (the query cache) is not the next test's.
  forgetServerCaches();
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
