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
export const DASHBOARD_CHARTS_PATH = '/Dashboard/Charts';

/**
 * Widths the API draws the home's charts at, in CSS pixels: a phone's (the chart fills it), and
 * a wider screen's (half of it beside the menu). The SVG scales to its box; two widths only, so
 * the kept answers of a reach serve everyone in it.
 */
export const DASHBOARD_CHART_WIDTHS = { phone: 360, wide: 560 } as const;

/** The path of the home's charts drawn at a width (the same string for a read ahead and the home). */
export const dashboardChartsPath = (width: number): string =>
  `${DASHBOARD_CHARTS_PATH}?width=${width}`;

/** The annual statistical return's routes (statistical-return.ts holds their schemas). */
export const RETURN_PATHS = {
  /** GET: the campus's return of a year, filled; PUT: save the draft (corrections, comments). */
  campusReturn: '/StatisticalReturn/Campus',
  submit: '/StatisticalReturn/Campus/Submit',
  endorse: '/StatisticalReturn/:id/Endorse',
  sendBack: '/StatisticalReturn/:id/Return',
  accept: '/StatisticalReturn/:id/Accept',
  pdf: '/StatisticalReturn/:id/Pdf',
  one: '/StatisticalReturn/:id',
  /** Every campus in reach with its return's status, and completeness per university and province. */
  status: '/StatisticalReturn/Status',
  statusExport: '/StatisticalReturn/Status/Export',
  totals: '/StatisticalReturn/Totals',
  totalsExport: '/StatisticalReturn/Totals/Export',
  annualReportPdf: '/StatisticalReturn/Totals/Pdf',
  rules: '/StatisticalReturnRule',
  rule: '/StatisticalReturnRule/:id',
  cycle: '/StatisticalReturnCycle',
  cycleOfYear: '/StatisticalReturnCycle/:fiscalYearId',
  publish: '/StatisticalReturnCycle/:fiscalYearId/Publish',
  reminders: '/StatisticalReturnCycle/Reminders',
} as const;

/** The public page of the published national figures (the shell's, no sign-in). */
export const OPEN_DATA_PAGE_PATH = '/open-data';

export const OPEN_DATA_PATHS = {
  years: '/open-data',
  table: '/open-data/:fiscalYearId/:table',
} as const;
