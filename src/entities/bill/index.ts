/** The bills to clients: demand bills (enterprise clients' demand orders) and customer bills. */
export * from './demandBill';
export * from './totals';
export * from './customerBill';
export * from './rules';
