/**
 * The summary report and the dashboards (DESIGN.md section 3a): each section is a declaration
 * that the API's one report engine turns into one scoped SQL query, and the screens into one
 * table and one chart. Campus, university and nation read the same declarations; only the
 * reach differs.
 */
import { z } from 'zod';
import { CAMPUS_TYPES } from './campus';
import { idValue } from './ids';

/** How far a report reads: the caller's campus, university, or the nation. */
export const REPORT_REACHES = ['campus', 'university', 'nation'] as const;
export type ReportReach = (typeof REPORT_REACHES)[number];

/** The headings the summary report's sections sit under, in order. */
export const REPORT_PARTS = [
  { key: 'students', title: 'Students' },
  { key: 'results', title: 'Results' },
  { key: 'leaving', title: 'Graduates and Dropouts' },
  { key: 'teachers', title: 'Teachers' },
  { key: 'nonTeaching', title: 'Non-Teaching Staff' },
  { key: 'campuses', title: 'Campuses' },
] as const;
export type ReportPart = (typeof REPORT_PARTS)[number]['key'];

/**
 * What a section's rows measure: records by gender (with the gender parity index where
 * `gpi`), exam sittings (appeared, passed, rate), teachers with their students (the
 * student–teacher ratio), or campuses (a count in `total`).
 */
export type ReportMeasure = 'gender' | 'passRate' | 'studentTeacherRatio' | 'campuses';
export type ReportChart = 'bar' | 'stackedBar' | 'line' | 'pie' | 'map' | 'none';

/** The filters a report takes (all optional; the fiscal year defaults to the active one). */
export const REPORT_FILTER_KEYS = [
  'fiscalYearId',
  'universityId',
  'campusType',
  'provinceId',
  'districtId',
  'campusId',
  'facultyId',
  'levelId',
  'programId',
] as const;
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number];

export interface ReportSectionDeclaration {
  key: string;
  part: ReportPart;
  title: string;
  /** The group column's heading. */
  groupHeader: string;
  /** The second dimension's heading, when rows are group × series (faculty × level). */
  seriesHeader?: string;
  measure: ReportMeasure;
  /** Female ÷ male per row. */
  gpi?: boolean;
  chart: ReportChart;
  /** The reaches that show it (campus sections make no sense for one campus). */
  reaches: readonly ReportReach[];
  /** The filter a row's key narrows to: a count opens the list behind it with it. */
  keyFilter?: ReportFilterKey;
  /** Whether the fiscal year changes it (staff are counted as they stand today). */
  byFiscalYear: boolean;
  /** Whether the rows are the last five fiscal years (a trend). */
  trend?: boolean;
  /** What the coverage counts: campuses that entered this section's records. */
  dataOf: string;
}

const ALL: readonly ReportReach[] = REPORT_REACHES;
const WIDE: readonly ReportReach[] = ['university', 'nation'];

function section<const K extends string>(
  key: K,
  declaration: Omit<ReportSectionDeclaration, 'key' | 'reaches' | 'byFiscalYear'> & {
    reaches?: readonly ReportReach[];
    byFiscalYear?: boolean;
  },
): ReportSectionDeclaration & { key: K } {
  return { key, reaches: ALL, byFiscalYear: true, ...declaration };
}

const students = { part: 'students', measure: 'gender', dataOf: 'students' } as const;
const teachers = {
  part: 'teachers',
  measure: 'gender',
  dataOf: 'teachers',
  byFiscalYear: false,
} as const;
const nonTeaching = {
  part: 'nonTeaching',
  measure: 'gender',
  dataOf: 'Non-Teaching staff',
  byFiscalYear: false,
} as const;
const campuses = {
  part: 'campuses',
  measure: 'campuses',
  dataOf: 'students',
  reaches: WIDE,
} as const;

/** Every section of the summary report, in the order it prints. */
export const REPORT_SECTIONS = [
  section('studentsByProgram', {
    ...students,
    title: 'Enrolment by Program',
    groupHeader: 'Program',
    chart: 'bar',
    keyFilter: 'programId',
  }),
  section('studentsByFaculty', {
    ...students,
    title: 'Enrolment by Faculty',
    groupHeader: 'Faculty',
    gpi: true,
    chart: 'bar',
  }),
  section('studentsByLevel', {
    ...students,
    title: 'Enrolment by Level',
    groupHeader: 'Level',
    gpi: true,
    chart: 'pie',
  }),
  section('studentsByFacultyLevel', {
    ...students,
    title: 'Enrolment by Faculty and Level',
    groupHeader: 'Faculty',
    seriesHeader: 'Level',
    chart: 'stackedBar',
  }),
  section('studentsByBelt', {
    ...students,
    title: 'Enrolment by Ecological Belt',
    groupHeader: 'Ecological Belt',
    chart: 'bar',
  }),
  section('studentsByProvince', {
    ...students,
    title: 'Enrolment by Province',
    groupHeader: 'Province',
    chart: 'map',
    keyFilter: 'provinceId',
  }),
  section('studentsByAgeGroup', {
    ...students,
    title: 'Enrolment by Age Group',
    groupHeader: 'Age Group',
    chart: 'bar',
  }),
  section('studentsByEthnicGroup', {
    ...students,
    title: 'Enrolment by Ethnic Group',
    groupHeader: 'Ethnic Group',
    chart: 'pie',
  }),
  section('enrolmentTrend', {
    ...students,
    title: 'Enrolment over Five Fiscal Years',
    groupHeader: 'Fiscal Year',
    chart: 'line',
    trend: true,
    keyFilter: 'fiscalYearId',
  }),
  section('passRateByProgram', {
    part: 'results',
    measure: 'passRate',
    title: 'Pass Rate by Program',
    groupHeader: 'Program',
    chart: 'bar',
    keyFilter: 'programId',
    dataOf: 'exam results',
  }),
  section('passRateTrend', {
    part: 'results',
    measure: 'passRate',
    title: 'Pass Rate over Five Fiscal Years',
    groupHeader: 'Fiscal Year',
    chart: 'line',
    trend: true,
    keyFilter: 'fiscalYearId',
    dataOf: 'exam results',
  }),
  section('graduatesByEthnicGroup', {
    part: 'leaving',
    measure: 'gender',
    title: 'Graduates by Gender and Ethnic Group',
    groupHeader: 'Ethnic Group',
    chart: 'bar',
    dataOf: 'graduates',
  }),
  section('graduationTrend', {
    part: 'leaving',
    measure: 'gender',
    title: 'Graduates over Five Fiscal Years',
    groupHeader: 'Fiscal Year',
    chart: 'line',
    trend: true,
    keyFilter: 'fiscalYearId',
    dataOf: 'graduates',
  }),
  section('dropoutsByEthnicGroup', {
    part: 'leaving',
    measure: 'gender',
    title: 'Dropouts by Gender and Ethnic Group',
    groupHeader: 'Ethnic Group',
    chart: 'bar',
    dataOf: 'dropouts',
  }),
  section('dropoutTrend', {
    part: 'leaving',
    measure: 'gender',
    title: 'Dropouts over Five Fiscal Years',
    groupHeader: 'Fiscal Year',
    chart: 'line',
    trend: true,
    keyFilter: 'fiscalYearId',
    dataOf: 'dropouts',
  }),
  section('dropoutsByReason', {
    part: 'leaving',
    measure: 'gender',
    title: 'Dropouts by Reason',
    groupHeader: 'Reason',
    chart: 'pie',
    dataOf: 'dropouts',
  }),
  section('teachersByQualification', {
    ...teachers,
    title: 'Teachers by Qualification',
    groupHeader: 'Qualification',
    chart: 'bar',
  }),
  section('teachersByFaculty', {
    ...teachers,
    measure: 'studentTeacherRatio',
    title: 'Teachers by Faculty, with the Student–Teacher Ratio',
    groupHeader: 'Faculty',
    chart: 'bar',
  }),
  section('teachersByPost', {
    ...teachers,
    title: 'Teachers by Post',
    groupHeader: 'Post',
    chart: 'bar',
  }),
  section('teachersByDepartment', {
    ...teachers,
    title: 'Teachers by Department',
    groupHeader: 'Department',
    chart: 'bar',
  }),
  section('teachersByJoiningType', {
    ...teachers,
    title: 'Teachers by Joining Type',
    groupHeader: 'Joining Type',
    chart: 'pie',
  }),
  section('nonTeachingByPost', {
    ...nonTeaching,
    title: 'Non-Teaching Staff by Post',
    groupHeader: 'Post',
    chart: 'bar',
  }),
  section('nonTeachingBySection', {
    ...nonTeaching,
    title: 'Non-Teaching Staff by Section',
    groupHeader: 'Section',
    chart: 'bar',
  }),
  section('campusesByType', {
    ...campuses,
    title: 'Campuses by Type',
    groupHeader: 'Campus Type',
    chart: 'pie',
    keyFilter: 'campusType',
  }),
  section('campusesByUniversity', {
    ...campuses,
    title: 'Campuses by University',
    groupHeader: 'University',
    chart: 'bar',
    keyFilter: 'universityId',
    reaches: ['nation'],
  }),
  section('campusesByProvince', {
    ...campuses,
    title: 'Campuses by Province',
    groupHeader: 'Province',
    chart: 'map',
    keyFilter: 'provinceId',
  }),
  section('largestCampuses', {
    ...campuses,
    measure: 'gender',
    title: 'The Ten Largest Campuses',
    groupHeader: 'Campus',
    chart: 'bar',
    keyFilter: 'campusId',
  }),
  section('campusesWithoutEntrants', {
    ...campuses,
    title: 'Campuses that Entered No Students this Fiscal Year',
    groupHeader: 'Campus',
    chart: 'none',
    keyFilter: 'campusId',
  }),
] as const;

export type ReportSectionKey = (typeof REPORT_SECTIONS)[number]['key'];
export const REPORT_SECTION_KEYS = REPORT_SECTIONS.map((s) => s.key) as [
  ReportSectionKey,
  ...ReportSectionKey[],
];

export function reportSection(key: ReportSectionKey): ReportSectionDeclaration {
  const found = REPORT_SECTIONS.find((s) => s.key === key);
  if (!found) throw new Error(`Unknown report section ${key}`);
  return found;
}

/** A declared section (its key one of the report's). */
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** The sections a reach shows, in order. */
export function sectionsOfReach(reach: ReportReach): ReportSection[] {
  return REPORT_SECTIONS.filter((s) => s.reaches.includes(reach));
}

export const REPORT_MESSAGES = {
  unknownSection: 'No such report section.',
  fiscalYear: 'No such fiscal year.',
  outOfReach: 'This is outside your reach.',
  campusType: 'Campus type must be constituent, community or private.',
  sections: 'Name report sections from the list.',
} as const;

const filterId = (label: string) => idValue(label).optional();

/** The report filters as a query string carries them. */
export const reportFiltersSchema = z.strictObject({
  fiscalYearId: filterId('Fiscal Year'),
  universityId: filterId('University'),
  campusType: z.enum(CAMPUS_TYPES, { error: REPORT_MESSAGES.campusType }).optional(),
  provinceId: filterId('Province'),
  districtId: filterId('District'),
  campusId: filterId('Campus'),
  facultyId: filterId('Faculty'),
  levelId: filterId('Level'),
  programId: filterId('Program'),
});
export type ReportFilters = z.output<typeof reportFiltersSchema>;
export type ReportFiltersInput = z.input<typeof reportFiltersSchema>;

/** GET /Report/Summary: several sections in one answer (`sections=a,b`; none: the reach's). */
export const reportSummaryQuerySchema = reportFiltersSchema.extend({
  sections: z
    .string()
    .optional()
    .transform((text, context) => {
      if (!text) return undefined;
      const keys = text.split(',').map((key) => key.trim());
      const unknown = keys.filter((key) => !(REPORT_SECTION_KEYS as string[]).includes(key));
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', message: REPORT_MESSAGES.sections });
        return z.NEVER;
      }
      return keys as ReportSectionKey[];
    }),
});

export const reportSectionParamsSchema = z.strictObject({
  key: z.enum(REPORT_SECTION_KEYS, { error: REPORT_MESSAGES.unknownSection }),
});

/** One row: a group (and series) with its measures; `key` is what the group's filter takes. */
export const reportRowSchema = z.object({
  key: z.union([z.string(), z.number()]).nullable(),
  group: z.string(),
  series: z.string().optional(),
  male: z.number().int(),
  female: z.number().int(),
  other: z.number().int(),
  total: z.number().int(),
  /** Female ÷ male, two decimals (null without male records). */
  gpi: z.number().nullable().optional(),
  appeared: z.number().int().optional(),
  passed: z.number().int().optional(),
  /** Passed ÷ appeared in per cent, two decimals. */
  passRate: z.number().nullable().optional(),
  students: z.number().int().optional(),
  /** Students per teacher, one decimal. */
  ratio: z.number().nullable().optional(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportSectionAnswerSchema = z.object({
  key: z.enum(REPORT_SECTION_KEYS),
  title: z.string(),
  rows: z.array(reportRowSchema),
  total: reportRowSchema,
  /** How many campuses in reach hold the records behind the section (a real 0 vs. no data). */
  coverage: z.object({
    campusesWithData: z.number().int(),
    campusesInReach: z.number().int(),
  }),
});
export type ReportSectionAnswer = z.infer<typeof reportSectionAnswerSchema>;

export const reportSummarySchema = z.object({
  reach: z.enum(REPORT_REACHES),
  /** What the reach is called: the campus's or university's name, or "Nepal". */
  reachName: z.string(),
  fiscalYear: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  sections: z.array(reportSectionAnswerSchema),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** GET /Report/Campuses: the campuses behind a count (nation and university reach). */
export const reportCampusesQuerySchema = reportFiltersSchema.extend({
  page: idValue('Page').optional(),
  pageSize: idValue('Page size').optional(),
});
export const reportCampusRowSchema = z.object({
  id: z.number().int(),
  campusName: z.string(),
  campusType: z.enum(CAMPUS_TYPES),
  universityName: z.string().nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  students: z.number().int(),
  female: z.number().int(),
});
export const reportCampusesSchema = z.object({
  total: z.number().int(),
  data: z.array(reportCampusRowSchema),
});
export type ReportCampuses = z.infer<typeof reportCampusesSchema>;

/** GET /Dashboard/Report/GetStudentsByAgeGroupForUgc|Uni: the spec's lower-case filter names. */
export const ageGroupReadQuerySchema = z.strictObject({
  university: filterId('University'),
  campustype: z.enum(CAMPUS_TYPES, { error: REPORT_MESSAGES.campusType }).optional(),
  fiscalyearid: filterId('Fiscal Year'),
  facultyid: filterId('Faculty'),
  levelid: filterId('Level'),
  programid: filterId('Program'),
});

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

/** The path of one section's read (`/Report/Section/studentsByLevel`). */
export const reportSectionPath = (key: ReportSectionKey, exported = false): string =>
  (exported ? REPORT_PATHS.sectionExport : REPORT_PATHS.section).replace(':key', key);

/** Female ÷ male, two decimals; null without male records. */
export function genderParityIndex(female: number, male: number): number | null {
  return male > 0 ? Math.round((female / male) * 100) / 100 : null;
}

/** The dashboard's charts: sections of the report, read in one /Report/Summary call. */
export const DASHBOARD_SECTIONS: readonly ReportSectionKey[] = [
  'enrolmentTrend',
  'graduationTrend',
  'studentsByFacultyLevel',
  'studentsByLevel',
  'studentsByEthnicGroup',
  'teachersByPost',
  'nonTeachingByPost',
  'campusesByType',
  'campusesByProvince',
  'studentsByProvince',
];

const genderFigure = z.object({
  male: z.number().int(),
  female: z.number().int(),
  other: z.number().int(),
  total: z.number().int(),
});

/** GET /Dashboard/Figures: the home's cards for the caller's reach (this fiscal year). */
export const dashboardFiguresSchema = z.object({
  reach: z.enum(REPORT_REACHES),
  reachName: z.string(),
  fiscalYear: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  students: genderFigure,
  teachers: genderFigure,
  nonTeaching: genderFigure,
  /** Nation and university only. */
  campuses: z.number().int().optional(),
  universities: z.number().int().optional(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;
export const DASHBOARD_FIGURES_PATH = '/Dashboard/Figures';

export interface ReportColumn {
  key: 'group' | 'series' | keyof Omit<ReportRow, 'key' | 'group' | 'series'>;
  header: string;
  /** Figures align right; the group and series are text. */
  numeric: boolean;
}

/** A section's table columns, by its measure: one list for the screen, the workbook and the PDF. */
export function reportColumns(section: ReportSectionDeclaration): ReportColumn[] {
  const text = (key: 'group' | 'series', header: string): ReportColumn => ({
    key,
    header,
    numeric: false,
  });
  const figure = (key: ReportColumn['key'], header: string): ReportColumn => ({
    key,
    header,
    numeric: true,
  });
  const columns = [text('group', section.groupHeader)];
  if (section.seriesHeader) columns.push(text('series', section.seriesHeader));
  switch (section.measure) {
    case 'campuses':
      return [...columns, figure('total', 'Campuses')];
    case 'passRate':
      return [
        ...columns,
        figure('appeared', 'Appeared'),
        figure('passed', 'Passed'),
        figure('passRate', 'Pass Rate (%)'),
      ];
    case 'studentTeacherRatio':
      return [
        ...columns,
        figure('male', 'Male'),
        figure('female', 'Female'),
        figure('other', 'Other'),
        figure('total', 'Teachers'),
        figure('students', 'Students'),
        figure('ratio', 'Student–Teacher Ratio'),
      ];
    case 'gender':
      return [
        ...columns,
        figure('male', 'Male'),
        figure('female', 'Female'),
        figure('other', 'Other'),
        figure('total', 'Total'),
        ...(section.gpi ? [figure('gpi', 'GPI')] : []),
      ];
  }
}

/** A cell as tables print it (a missing ratio or rate is a dash). */
export function reportCell(row: ReportRow, column: ReportColumn): string {
  const value = row[column.key];
  if (value === undefined || value === null) return column.numeric ? '–' : '';
  return String(value);
}
