/** The demo backend in node (unit and component tests): `server.listen()` is called by tests/setup.ts. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
