/** The demo backend's public surface for start-up and tests. */
export { handlers } from './handlers';
export { resetDemoData, reloadDemoData, STORAGE_KEY } from './db';
export { demoAccounts } from './accounts';
