/**
 * Answers of the home's two reads for screen tests (the shell's home test uses them too):
 * GET /Dashboard/Figures and GET /Dashboard/Charts for a reach.
 */
import {
  DASHBOARD_CHARTS_PATH,
  DASHBOARD_MAP_SECTION,
  DASHBOARD_SECTIONS,
  PROVINCES,
  reportSection,
  sectionsOfReach,
  type ReportReach,
  type ReportRow,
  type ReportSectionAnswer,
  type DashboardCharts,
} from '@hemis/shared-contracts';
import { FISCAL_YEAR, REACH_NAMES, figuresAnswer, gender } from './homeTesting';

const row = (key: number | string | null, group: string, male: number, female: number) => ({
  key,
  group,
  ...gender(male, female),
});

/** Rows for a section: the provinces for the province sections, two groups otherwise. */
function rowsOf(key: (typeof DASHBOARD_SECTIONS)[number]): ReportRow[] {
  if (key === 'studentsByProvince' || key === 'campusesByProvince') {
    return PROVINCES.map((province) =>
      row(province.id, province.name, province.id * 1000, province.id * 1100),
    );
  }
  const section = reportSection(key);
  return [
    {
      ...row(1, `${section.groupHeader} A`, 120, 130),
      series: section.seriesHeader ? 'Bachelor' : undefined,
    },
    {
      ...row(2, `${section.groupHeader} B`, 60, 40),
      series: section.seriesHeader ? 'Master' : undefined,
    },
  ].map(({ series, ...rest }) => (series === undefined ? rest : { ...rest, series }));
}

/** A stand-in for the API's SVG of a chart, named by its section. */
export const servedDrawing = (title: string) =>
  `<svg width="560" height="300" viewBox="0 0 560 300" data-drawn-by="api"><text>${title}</text></svg>`;

export function chartsOf(reach: ReportReach): DashboardCharts {
  const reachKeys = sectionsOfReach(reach).map((section) => section.key);
  const sections = DASHBOARD_SECTIONS.filter((key) => reachKeys.includes(key)).map(
    (key): ReportSectionAnswer => {
      const rows = rowsOf(key);
      const total = rows.reduce(
        (sum, entry) => ({
          ...sum,
          male: sum.male + entry.male,
          female: sum.female + entry.female,
          total: sum.total + entry.total,
        }),
        row(null, 'Total', 0, 0),
      );
      return {
        key,
        title: reportSection(key).title,
        rows,
        total,
        coverage: { campusesWithData: 40, campusesInReach: reach === 'campus' ? 1 : 42 },
      };
    },
  );
  const drawings = Object.fromEntries(
    sections
      .filter((answer) => answer.key !== DASHBOARD_MAP_SECTION)
      .map((answer) => [answer.key, servedDrawing(answer.title)]),
  );
  return { reach, reachName: REACH_NAMES[reach], fiscalYear: FISCAL_YEAR, sections, drawings };
}

/** The answer of a dashboard read for a reach (undefined for any other path). */
export function dashboardAnswer(
  url: string,
  reach: ReportReach,
): { status: number; data: unknown } | undefined {
  const path = url.split('?')[0];
  const figures = figuresAnswer(url, reach);
  if (figures) return figures;
  if (path === DASHBOARD_CHARTS_PATH) return { status: 200, data: chartsOf(reach) };
  return undefined;
}
