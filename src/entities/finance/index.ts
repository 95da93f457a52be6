/** The provider's bills and their totals: expense bills, income bill statements and checks, the income/expense summary. */
export * from './amounts';
export * from './rules';
export * from './expenseBill';
export * from './incomeStatement';
export * from './summary';
