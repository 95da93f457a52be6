/**
 * Vitest set-up shared by every test file (node and jsdom): the demo backend's own handlers answer every call through
 * msw/node, reseeded before each test (./backendHooks.ts); an unhandled request fails the test. Storage is emptied
 * after each test.
 */
import { afterAll, beforeAll } from 'vitest';
import { server } from '@/mocks/node';
import { backendHooks } from './backendHooks';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
backendHooks(server);
afterAll(() => server.close());
