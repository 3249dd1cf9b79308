import { Card, Table, Tag } from 'antd';
import { RESULT_PATHS, RESULT_STATUS_LABELS, type OwnResult } from '@hemis/shared-contracts';
import { useApiGet } from '@hemis/shared-ui';
import { inDigits, useDigits } from '@hemis/shared-ui/src/i18n/texts';
import { shellTexts } from '../i18n/texts';
import { OwnPdfButton } from './OwnPdfButton';
import { formatDate } from '@hemis/shared-ui/src/entries/shell';

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
  const t = shellTexts.useTexts();
  useDigits();
  const figure = (v: number | null) => (v === null ? '-' : inDigits(String(v)));
  if (results.failed || !Array.isArray(results.data) || results.data.length === 0) return null;
  return (
    <Card title={t(MY_RESULTS_TEXTS.title)}>
      <Table<OwnResult>
        size="small"
        pagination={false}
        rowKey="candidateId"
        dataSource={results.data}
        columns={[
          { title: t('Exam'), dataIndex: 'examName' },
          { title: t('Class'), dataIndex: 'className' },
          {
            title: t('Percentage / SGPA'),
            key: 'figure',
            render: (_v, row) =>
              inDigits(
                row.sgpa !== null ? t('SGPA {{sgpa}}', { sgpa: row.sgpa }) : `${row.percentage}%`,
              ),
          },
          // Board exams of semester programs; internal exams and annual programs have none.
          { title: t('CGPA'), dataIndex: 'cgpa', render: figure },
          { title: t('Division'), dataIndex: 'division', render: (v: string | null) => v ?? '-' },
          {
            title: t('Result'),
            dataIndex: 'status',
            render: (status: OwnResult['status']) => (
              <Tag color={STATUS_COLORS[status]}>{t(RESULT_STATUS_LABELS[status])}</Tag>
            ),
          },
          { title: t('Rank'), dataIndex: 'rank', render: figure },
          {
            title: t('Published'),
            dataIndex: 'publishedAt',
            render: (v: string) => inDigits(formatDate(v.slice(0, 10))),
          },
          {
            title: t(MY_RESULTS_TEXTS.marksheet),
            key: 'marksheet',
            render: (_v, row) => (
              <OwnPdfButton
                path={RESULT_PATHS.ownMarksheet(row.candidateId)}
                fileName={marksheetFileName(row)}
                label={t(MY_RESULTS_TEXTS.marksheet)}
                failedText={t(MY_RESULTS_TEXTS.marksheetFailed)}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
