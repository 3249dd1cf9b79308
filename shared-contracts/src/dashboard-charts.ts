import { z } from 'zod';
import { reportSection, type ReportReach, type ReportSectionKey } from './report-sections';
import { DASHBOARD_CHART_WIDTHS } from './report-paths';
import { reportSummarySchema } from './reports';

/** The home's charts: sections of the report, each drawn by the API as an SVG. */
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

/** The home's map: enrolment by province (campuses by province stay bars beside it). */
export const DASHBOARD_MAP_SECTION: ReportSectionKey = 'studentsByProvince';

/**
 * The home's sections a reach shows: those the report gives the reach, and the map only where
 * the reach spans provinces (a campus stands in one).
 */
export function dashboardSectionsOf(reach: ReportReach): ReportSectionKey[] {
  return DASHBOARD_SECTIONS.filter((key) => {
    const section = reportSection(key);
    return section.reaches.includes(reach) && (key !== DASHBOARD_MAP_SECTION || reach !== 'campus');
  });
}

export const dashboardChartsQuerySchema = z.strictObject({
  width: z.coerce
    .number()
    .int()
    .min(DASHBOARD_CHART_WIDTHS.phone, 'Width must be at least 360.')
    .max(1200, 'Width must be at most 1200.')
    .default(DASHBOARD_CHART_WIDTHS.wide),
});

/**
 * GET /Dashboard/Charts: the home's sections for the caller's reach (this fiscal year) with each
 * chart drawn as an SVG (`drawings`, by section key; the map is drawn by the screen from the
 * rows), so that the home shows its charts without loading a chart library.
 */
export const dashboardChartsSchema = reportSummarySchema.extend({
  drawings: z.record(z.string(), z.string()),
});
export type DashboardCharts = z.infer<typeof dashboardChartsSchema>;
