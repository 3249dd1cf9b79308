import {
  EMPLOYEE_PATHS,
  STAFF_SUMMARY_BREAKDOWNS,
  type StaffSummary,
  type StaffSummaryQuery,
} from '@hemis/shared-contracts';
import { GenderSummaryView, SUMMARY_REPORT_TEXTS } from './GenderSummaryView';
import { useScopeFilters } from './ScopeFilters';
import { useApiGet } from './useApiGet';
import { useExport } from './useExport';

export type StaffType = StaffSummaryQuery['employeeType'];

export const STAFF_SUMMARY_TITLES: Record<StaffType, string> = {
  teaching: 'Teaching Staff Summary',
  nonTeaching: 'Non-Teaching Staff Summary',
};

export const STAFF_SUMMARY_TEXTS = {
  ...SUMMARY_REPORT_TEXTS,
  totalStaff: 'Total staff',
} as const;

/** The first column's heading of each breakdown. */
const GROUP_TITLES: Record<(typeof STAFF_SUMMARY_BREAKDOWNS)[number]['key'], string> = {
  byPost: 'Post',
  byJoiningType: 'Joining Type',
  byQualification: 'Qualification',
  byStaffCategory: 'Staff Category',
};

/**
 * Teaching or non-teaching staff counted by post, joining type, qualification (and staff category)
 * and gender, within the signed-in user's reach; nation users may narrow it to a university, and
 * nation and university users to a campus. Export gives the same as .xlsx.
 */
export function StaffSummaryReport({ employeeType }: { employeeType: StaffType }) {
  const scopeFilters = useScopeFilters();
  const query: Record<string, string | number> = { employeeType, ...scopeFilters.query };
  const answer = useApiGet<StaffSummary>(EMPLOYEE_PATHS.summary, query);
  const exporter = useExport(
    EMPLOYEE_PATHS.summaryExport,
    query,
    `${STAFF_SUMMARY_TITLES[employeeType]}.xlsx`,
    { what: 'the staff summary', failedText: STAFF_SUMMARY_TEXTS.exportFailed },
  );

  const breakdowns = STAFF_SUMMARY_BREAKDOWNS.filter(
    (breakdown) => employeeType === 'nonTeaching' || breakdown.key !== 'byStaffCategory',
  );
  return (
    <GenderSummaryView
      testId={`staff-summary-${employeeType}`}
      title={STAFF_SUMMARY_TITLES[employeeType]}
      filters={scopeFilters.selects}
      exporter={exporter}
      answer={answer}
      breakdowns={breakdowns}
      groupTitles={GROUP_TITLES}
      totalTitle={STAFF_SUMMARY_TEXTS.totalStaff}
    />
  );
}

/** Route screens: the teaching and the non-teaching staff summary. */
export function TeachingStaffSummary() {
  return <StaffSummaryReport employeeType="teaching" />;
}
export function NonTeachingStaffSummary() {
  return <StaffSummaryReport employeeType="nonTeaching" />;
}
