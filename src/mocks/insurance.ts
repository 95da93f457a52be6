/** Kept for the modules that import it (admin.ts, backOrder.ts): the insurance expiry is ./fleet.ts's; import it from there. */
export { insuranceExpiries, todayText } from './fleet';
