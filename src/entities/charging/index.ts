/** EV charging: power station operators and their stations, charging orders, charging bills. */
export * from './fees';
export * from './operator';
export * from './order';
export * from './bill';
export * from './customer';
export * from './vehicleCharging';
export * from './rules';
