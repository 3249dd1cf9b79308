export * from './GenderCountTable';
export * from './StaffSummaryReport';
export * from './useApiGet';
export * from './staffSummaryRoutes';
