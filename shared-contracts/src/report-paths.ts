// The report and dashboard-figure paths, apart from their schemas: paths.ts (and through it the
// lean sign-in screen) takes them without pulling in zod.
export const REPORT_PATHS = {
  summary: '/Report/Summary',
  summaryPdf: '/Report/Summary/Pdf',
  summaryExport: '/Report/Summary/Export',
  section: '/Report/Section/:key',
  sectionExport: '/Report/Section/:key/Export',
  campuses: '/Report/Campuses',
  ageGroupForUgc: '/Dashboard/Report/GetStudentsByAgeGroupForUgc',
  ageGroupForUni: '/Dashboard/Report/GetStudentsByAgeGroupForUni',
} as const;

export const DASHBOARD_FIGURES_PATH = '/Dashboard/Figures';
