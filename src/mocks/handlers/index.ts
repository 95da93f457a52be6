/**
 * Every endpoint of the demo backend (docs/api.md lists them all): the first answers (./core.ts) and the rest
 * (./rest.ts). No path is served by both (tests/unit/mocks/coreBackend.test.ts), so their order does not matter.
 */
import type { HttpHandler } from 'msw';
import { coreHandlers } from './core';
import { restHandlers } from './rest';

export const handlers: HttpHandler[] = [...coreHandlers, ...restHandlers];
