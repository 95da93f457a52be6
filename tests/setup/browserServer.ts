/**
 * `@/mocks/node`'s `server` in the browser project (vite.config.ts aliases it here): the demo backend's own handlers
 * behind msw's service worker, with the same `use` and `resetHandlers` a test calls to answer one call otherwise.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from '@/mocks/handlers';
import { indexHandlers } from '@/mocks/router';

export const server = setupWorker(indexHandlers(handlers).handler);
