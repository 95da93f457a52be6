/**
 * The demo backend's first answers (docs/architecture.md "Demo backend"): what a sign-in and the dashboard ask for —
 * sign-in and session, the demo bar's switches, the dashboard's counts, the dictionaries. The browser starts with
 * these alone; every other endpoint (./rest.ts) loads when a call first needs one, or when the browser is idle
 * (src/mocks/browser.ts), so the backend a first screen waits for does not grow as areas are added. Node (tests, the
 * bench) has them all from ./index.ts.
 */
import type { HttpHandler } from 'msw';
import { authHandlers } from './auth';
import { dashboardHandlers } from './dashboard';
import { dictHandlers, fieldVisibilityHandlers } from './dict';
import { systemHandlers } from './system';
// The collections the dashboard counts read, and those their seeds read (a seed's `get` of a collection not declared
// yet fails: tests/unit/mocks/coreBackend.test.ts runs these endpoints with nothing else loaded).
import '../departments';
import '../seeds/places';
import '../seeds/fleet';
import '../seeds/customers';
import '../seeds/supplierFleet';
import '../seeds/orders';
import '../seeds/company';
import '../seeds/drivers';
import '../seeds/dispatchRequests';

export const coreHandlers: HttpHandler[] = [
  ...authHandlers,
  ...systemHandlers,
  ...dashboardHandlers,
  ...dictHandlers,
  ...fieldVisibilityHandlers,
];
