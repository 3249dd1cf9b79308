/**
 * Answers of the dashboard's two reads for screen tests (the shell's home test uses them too):
 * GET /Dashboard/Figures and GET /Report/Summary for a reach.
 */
import {
  DASHBOARD_FIGURES_PATH,
  DASHBOARD_SECTIONS,
  PROVINCES,
  REPORT_PATHS,
  reportSection,
  sectionsOfReach,
  type DashboardFigures,
  type ReportReach,
  type ReportRow,
  type ReportSectionAnswer,
  type ReportSummary,
} from '@hemis/shared-contracts';

const REACH_NAMES: Record<ReportReach, string> = {
  campus: 'Tribhuvan Model Campus',
  university: 'Tribhuvan University',
  nation: 'Nepal',
};
const FISCAL_YEAR = { id: 5, label: '2082/83' };

const gender = (male: number, female: number, other = 0) => ({
  male,
  female,
  other,
  total: male + female + other,
});

export function figuresOf(reach: ReportReach): DashboardFigures {
  return {
    reach,
    reachName: REACH_NAMES[reach],
    fiscalYear: FISCAL_YEAR,
    students: gender(21000, 23456, 12),
    teachers: gender(900, 400, 1),
    nonTeaching: gender(300, 250),
    ...(reach === 'campus' ? {} : { campuses: 1432 }),
    ...(reach === 'nation' ? { universities: 11 } : {}),
  };
}

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

export function summaryOf(reach: ReportReach): ReportSummary {
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
  return { reach, reachName: REACH_NAMES[reach], fiscalYear: FISCAL_YEAR, sections };
}

/** The answer of a dashboard read for a reach (undefined for any other path). */
export function dashboardAnswer(
  url: string,
  reach: ReportReach,
): { status: number; data: unknown } | undefined {
  const path = url.split('?')[0];
  if (path === DASHBOARD_FIGURES_PATH) return { status: 200, data: figuresOf(reach) };
  if (path === REPORT_PATHS.summary) return { status: 200, data: summaryOf(reach) };
  return undefined;
}
