/** The demo backend in node (unit and component tests): `server.listen()` is called by tests/setup.ts. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { indexHandlers } from './router';

export const server = setupServer(indexHandlers(handlers).handler);
