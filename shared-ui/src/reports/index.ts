export * from './GenderCountTable';
export * from './StaffSummaryReport';
export * from './useApiGet';
export * from './staffSummaryRoutes';
export * from './StudentReportFilters';
export * from './StudentSummaryReport';
export * from './studentSummaryRoutes';
