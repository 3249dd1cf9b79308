import { useCan } from '@hemis/shared-auth';
import {
  STUDENT_PATHS,
  STUDENT_SUMMARY_BREAKDOWNS,
  type StudentSummary,
} from '@hemis/shared-contracts';
import { GenderSummaryView, SUMMARY_REPORT_TEXTS } from './GenderSummaryView';
import { useStudentReportFilters } from './StudentReportFilters';
import { useApiGet } from './useApiGet';
import { useExport } from './useExport';

export const STUDENT_SUMMARY_TEXTS = {
  title: 'Student Summary Report',
  ...SUMMARY_REPORT_TEXTS,
  totalStudents: 'Total students',
} as const;

/** The first column's heading of each breakdown. */
const GROUP_TITLES: Record<(typeof STUDENT_SUMMARY_BREAKDOWNS)[number]['key'], string> = {
  byLevel: 'Level',
  byFaculty: 'Faculty',
  byProgram: 'Program',
  byEthnicGroup: 'Ethnic Group',
  byAgeGroup: 'Age Group',
  byProvince: 'Province',
};

/**
 * Students counted by gender per level, faculty, program, ethnic group, age group and province,
 * within the signed-in user's reach and the chosen filters; Export gives a sheet per breakdown.
 * The same look as the staff summaries.
 */
export function StudentSummaryReport() {
  const canExport = useCan('student:export');
  const { filters, query } = useStudentReportFilters();
  const answer = useApiGet<StudentSummary>(STUDENT_PATHS.summary, query);
  const exporter = useExport(
    STUDENT_PATHS.summaryExport,
    query,
    `${STUDENT_SUMMARY_TEXTS.title}.xlsx`,
    { what: 'the student summary', failedText: STUDENT_SUMMARY_TEXTS.exportFailed },
  );

  return (
    <GenderSummaryView
      testId="student-summary"
      title={STUDENT_SUMMARY_TEXTS.title}
      filters={filters}
      exporter={canExport ? exporter : null}
      answer={answer}
      breakdowns={STUDENT_SUMMARY_BREAKDOWNS}
      groupTitles={GROUP_TITLES}
      totalTitle={STUDENT_SUMMARY_TEXTS.totalStudents}
    />
  );
}
