import { Card, Table, Tag } from 'antd';
import {
  RESULT_PATHS,
  RESULT_STATUS_LABELS,
  formatBsAd,
  type OwnResult,
} from '@hemis/shared-contracts';
import { useApiGet } from '@hemis/shared-ui';
import { OwnPdfButton } from './OwnPdfButton';

export const MY_RESULTS_TEXTS = {
  title: 'My Results',
  none: 'No results published yet',
  marksheet: 'Marksheet',
  marksheetFailed: 'The marksheet could not be downloaded.',
} as const;

/** The name a downloaded marksheet is saved as. */
export const marksheetFileName = (result: OwnResult) =>
  `marksheet-${result.examName.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;

const STATUS_COLORS = { passed: 'green', failed: 'red', absent: 'default' } as const;

/**
 * The student's own published exam results on their home, each with its marksheet to download
 * (nothing shown until there are some).
 */
export function MyResults() {
  const results = useApiGet<OwnResult[]>(RESULT_PATHS.own);
  if (results.failed || !Array.isArray(results.data) || results.data.length === 0) return null;
  return (
    <Card title={MY_RESULTS_TEXTS.title}>
      <Table<OwnResult>
        size="small"
        pagination={false}
        rowKey="candidateId"
        dataSource={results.data}
        columns={[
          { title: 'Exam', dataIndex: 'examName' },
          { title: 'Class', dataIndex: 'className' },
          {
            title: 'Percentage / SGPA',
            key: 'figure',
            render: (_v, row) => (row.sgpa !== null ? `SGPA ${row.sgpa}` : `${row.percentage}%`),
          },
          // Board exams of semester programs; internal exams and annual programs have none.
          { title: 'CGPA', dataIndex: 'cgpa', render: (v: number | null) => v ?? '-' },
          { title: 'Division', dataIndex: 'division', render: (v: string | null) => v ?? '-' },
          {
            title: 'Result',
            dataIndex: 'status',
            render: (status: OwnResult['status']) => (
              <Tag color={STATUS_COLORS[status]}>{RESULT_STATUS_LABELS[status]}</Tag>
            ),
          },
          { title: 'Rank', dataIndex: 'rank', render: (v: number | null) => v ?? '-' },
          {
            title: 'Published',
            dataIndex: 'publishedAt',
            render: (v: string) => formatBsAd(v.slice(0, 10)),
          },
          {
            title: MY_RESULTS_TEXTS.marksheet,
            key: 'marksheet',
            render: (_v, row) => (
              <OwnPdfButton
                path={RESULT_PATHS.ownMarksheet(row.candidateId)}
                fileName={marksheetFileName(row)}
                label={MY_RESULTS_TEXTS.marksheet}
                failedText={MY_RESULTS_TEXTS.marksheetFailed}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
