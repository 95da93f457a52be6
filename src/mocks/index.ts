/** The demo backend's public surface for start-up and tests. */
export { handlers } from './handlers';
export { resetDemoData, reloadDemoData, loadDemoData, flushDemoData, demoStorageState } from './db';
export { demoAccounts } from './accounts';
