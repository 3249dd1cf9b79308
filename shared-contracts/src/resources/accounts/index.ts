/** Accounts by double entry: money, the chart of accounts, vouchers and the reports. */
export * from './money';
export * from './chart';
export * from './vouchers';
export * from './reports';
