/** The vehicle lease contracts to enterprise clients and their rent bills. */
export * from './rent';
export * from './businessContract';
export * from './rentBill';
export * from './renewContract';
export * from './licenseContract';
export * from './sopContract';
export * from './rentBillRules';
