/** The home's figures for screen tests: GET /Dashboard/Figures answered for a reach. */
import {
  DASHBOARD_FIGURES_PATH,
  type DashboardFigures,
  type ReportReach,
} from '@hemis/shared-contracts';

export const REACH_NAMES: Record<ReportReach, string> = {
  campus: 'Tribhuvan Model Campus',
  university: 'Tribhuvan University',
  nation: 'Nepal',
};
export const FISCAL_YEAR = { id: 5, label: '2082/83' };

export const gender = (male: number, female: number, other = 0) => ({
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

/** The answer of GET /Dashboard/Figures for a reach (undefined for any other path). */
export function figuresAnswer(
  url: string,
  reach: ReportReach,
): { status: number; data: unknown } | undefined {
  return url.split('?')[0] === DASHBOARD_FIGURES_PATH
    ? { status: 200, data: figuresOf(reach) }
    : undefined;
}
