/**
 * The report reads (filters, answers, paths, columns) over the sections of report-sections.ts.
 */
import { z } from 'zod';
import { REPORT_PATHS } from './report-paths';
import { CAMPUS_TYPES } from './campus';
import { idValue } from './ids';
import {
  REPORT_REACHES,
  REPORT_SECTION_KEYS,
  isReportSectionKey,
  type ReportSectionDeclaration,
  type ReportSectionKey,
} from './report-sections';

export * from './report-sections';

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
      const known = keys.filter(isReportSectionKey);
      if (known.length < keys.length) {
        context.addIssue({ code: 'custom', message: REPORT_MESSAGES.sections });
        return z.NEVER;
      }
      return known;
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
  /** Grants: NPR granted, and NPR released in instalments (whole rupees). */
  granted: z.number().int().optional(),
  released: z.number().int().optional(),
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

/** The path of one section's read (`/Report/Section/studentsByLevel`). */
export const reportSectionPath = (key: ReportSectionKey, exported = false): string =>
  (exported ? REPORT_PATHS.sectionExport : REPORT_PATHS.section).replace(':key', key);

/** Female ÷ male, two decimals; null without male records. */
export function genderParityIndex(female: number, male: number): number | null {
  return male > 0 ? Math.round((female / male) * 100) / 100 : null;
}

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
    case 'grants':
      return [
        ...columns,
        figure('total', 'Campuses'),
        figure('granted', 'Granted (NPR)'),
        figure('released', 'Released (NPR)'),
      ];
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

export {
  DASHBOARD_CHARTS_PATH,
  DASHBOARD_CHART_WIDTHS,
  DASHBOARD_FIGURES_PATH,
  REPORT_PATHS,
  dashboardChartsPath,
} from './report-paths';
