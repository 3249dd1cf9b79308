export * from './GenderCountTable';
export * from './StaffSummaryReport';
export * from './useApiGet';
