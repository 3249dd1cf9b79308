/**
 * The summary report's sections (DESIGN.md section 3a): each section is a declaration
 * that the API's one report engine turns into one scoped SQL query, and the screens into one
 * table and one chart. Campus, university and nation read the same declarations; only the
 * reach differs.
 */

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
  { key: 'finance', title: 'Finance' },
] as const;
export type ReportPart = (typeof REPORT_PARTS)[number]['key'];

/**
 * What a section's rows measure: records by gender (with the gender parity index where
 * `gpi`), exam sittings (appeared, passed, rate), teachers with their students (the
 * student–teacher ratio), campuses (a count in `total`), or the commission's grants (the
 * campuses granted in `total`, the NPR granted and released).
 */
export type ReportMeasure = 'gender' | 'passRate' | 'studentTeacherRatio' | 'campuses' | 'grants';
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
const grants = { part: 'finance', measure: 'grants', dataOf: 'grants', chart: 'bar' } as const;
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
  section('nonTeachingByJoiningType', {
    ...nonTeaching,
    title: 'Non-Teaching Staff by Joining Type',
    groupHeader: 'Joining Type',
    chart: 'pie',
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
  section('grantsByUniversity', {
    ...grants,
    title: 'Grants Released by University',
    groupHeader: 'University',
    keyFilter: 'universityId',
    reaches: ['nation'],
  }),
  section('grantsByProvince', {
    ...grants,
    title: 'Grants Released by Province',
    groupHeader: 'Province',
    keyFilter: 'provinceId',
    reaches: WIDE,
  }),
  section('grantsByCampusType', {
    ...grants,
    title: 'Grants Released by Campus Type',
    groupHeader: 'Campus Type',
    keyFilter: 'campusType',
    reaches: WIDE,
  }),
  section('grantsByType', {
    ...grants,
    title: 'Grants Released by Grant Type',
    groupHeader: 'Grant Type',
  }),
] as const;

export type ReportSectionKey = (typeof REPORT_SECTIONS)[number]['key'];
export const REPORT_SECTION_KEYS = REPORT_SECTIONS.map((s) => s.key);
/** Whether `key` names a section of the summary report. */
export const isReportSectionKey = (key: string): key is ReportSectionKey =>
  REPORT_SECTION_KEYS.some((section) => section === key);

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
