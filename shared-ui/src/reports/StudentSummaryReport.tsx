import { Button, Space, Typography } from 'antd';
import { useCan } from '@hemis/shared-auth';
import {
  STUDENT_PATHS,
  STUDENT_SUMMARY_BREAKDOWNS,
  type StudentSummary,
} from '@hemis/shared-contracts';
import { GenderSummaryView } from './GenderSummaryView';
import { useStudentReportFilters } from './StudentReportFilters';
import { useApiGet } from './useApiGet';
import { useExport } from './useExport';
import { kitTexts } from '../i18n';

export const STUDENT_SUMMARY_TEXTS = {
  title: 'Student Summary Report',
  export: 'Export',
  loadFailed: 'The summary could not be loaded.',
  exportFailed: 'The summary could not be exported. Please try again.',
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
  const t = kitTexts.useTexts();
  const canExport = useCan('student:export');
  const { filters, query } = useStudentReportFilters();
  const {
    data: summary,
    loading,
    failed,
  } = useApiGet<StudentSummary>(STUDENT_PATHS.summary, query);
  const exporter = useExport(
    STUDENT_PATHS.summaryExport,
    query,
    `${STUDENT_SUMMARY_TEXTS.title}.xlsx`,
    { what: 'the student summary', failedText: STUDENT_SUMMARY_TEXTS.exportFailed },
  );

  return (
    <div data-testid="student-summary">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(STUDENT_SUMMARY_TEXTS.title)}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        {filters}
        {canExport ? (
          <Button loading={exporter.exporting} onClick={exporter.run}>
            {t(STUDENT_SUMMARY_TEXTS.export)}
          </Button>
        ) : null}
      </Space>
      <GenderSummaryView
        summary={summary}
        breakdowns={STUDENT_SUMMARY_BREAKDOWNS}
        groupTitles={GROUP_TITLES}
        totalTitle={STUDENT_SUMMARY_TEXTS.totalStudents}
        loading={loading}
        failed={failed}
        loadFailedText={STUDENT_SUMMARY_TEXTS.loadFailed}
      />
    </div>
  );
}
