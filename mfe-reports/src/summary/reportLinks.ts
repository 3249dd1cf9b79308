import type {
  ReportFilterKey,
  ReportReach,
  ReportRow,
  ReportSectionDeclaration,
} from '@hemis/shared-contracts';
import { reportSearchOf, type ReportQuery } from '@hemis/shared-ui';

/** Where each reach's summary report is. */
export const REPORT_ROUTES: Record<ReportReach, string> = {
  campus: 'college-report',
  university: 'uni-report',
  nation: 'ugc-report',
};

/** Where a university reviews its campuses' statistical returns (the form's menu hides it). */
export const UNIVERSITY_RETURNS_PATH = `${REPORT_ROUTES.university}/statistical-returns`;

/** The campus list behind a count, under the report of a wide reach. */
export const campusesRoute = (reach: ReportReach) => `${REPORT_ROUTES[reach]}/campuses`;

export const STUDENT_LIST_PATH = '/student-management/student-list';

/** The report filters the student list takes as its own filters. */
const STUDENT_LIST_FILTERS: readonly ReportFilterKey[] = ['facultyId', 'levelId', 'programId'];

/**
 * The list behind a row's count, where the caller may see it: for a campus, its students
 * narrowed to the row (student sections whose group the student list filters by); for a
 * university or the nation, the campuses behind the count. Null where there is none.
 */
export function countLink(
  reach: ReportReach,
  section: ReportSectionDeclaration,
  row: ReportRow,
  query: ReportQuery,
): string | null {
  const filter = section.keyFilter;
  if (!filter || row.key === null) return null;
  if (reach !== 'campus') {
    return `/${campusesRoute(reach)}?${reportSearchOf({ ...query, [filter]: row.key })}`;
  }
  if (section.part !== 'students' || !STUDENT_LIST_FILTERS.includes(filter)) return null;
  const narrowed: ReportQuery = {};
  for (const key of STUDENT_LIST_FILTERS) narrowed[key] = query[key];
  return `${STUDENT_LIST_PATH}?${reportSearchOf({ ...narrowed, [filter]: row.key })}`;
}
