import { useState } from 'react';
import { Alert, Button, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { apiClient, useCan } from '@hemis/shared-auth';
import {
  STUDENT_PATHS,
  STUDENT_SUMMARY_BREAKDOWNS,
  type StudentSummary,
} from '@hemis/shared-contracts';
import { useNotice } from '../notices';
import { saveFile } from '../resource/api';
import { GenderCountTable } from './GenderCountTable';
import { useStudentReportFilters } from './StudentReportFilters';
import { useApiGet } from './useApiGet';

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
  const notice = useNotice();
  const canExport = useCan('student:export');
  const { filters, query } = useStudentReportFilters();
  const [exporting, setExporting] = useState(false);
  const {
    data: summary,
    loading,
    failed,
  } = useApiGet<StudentSummary>(STUDENT_PATHS.summary, query);

  async function exportSummary() {
    setExporting(true);
    try {
      const response = await apiClient.get<Blob>(STUDENT_PATHS.summaryExport, {
        params: query,
        responseType: 'blob',
      });
      saveFile(response.data, `${STUDENT_SUMMARY_TEXTS.title}.xlsx`);
    } catch (error) {
      console.error('Exporting the student summary failed', error);
      notice.error(STUDENT_SUMMARY_TEXTS.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div data-testid="student-summary">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {STUDENT_SUMMARY_TEXTS.title}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        {filters}
        {canExport ? (
          <Button loading={exporting} onClick={() => void exportSummary()}>
            {STUDENT_SUMMARY_TEXTS.export}
          </Button>
        ) : null}
      </Space>
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={STUDENT_SUMMARY_TEXTS.loadFailed}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {summary ? (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Space size="large" wrap>
            <Statistic title={STUDENT_SUMMARY_TEXTS.totalStudents} value={summary.total.total} />
            <Statistic title="Male" value={summary.total.male} />
            <Statistic title="Female" value={summary.total.female} />
            <Statistic title="Other" value={summary.total.other} />
          </Space>
        </Card>
      ) : null}
      <Row gutter={[16, 16]}>
        {STUDENT_SUMMARY_BREAKDOWNS.map((breakdown) => (
          <Col key={breakdown.key} xs={24} xl={12}>
            <Card size="small">
              <GenderCountTable
                title={breakdown.title}
                groupTitle={GROUP_TITLES[breakdown.key]}
                rows={summary?.[breakdown.key] ?? []}
                loading={loading}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
