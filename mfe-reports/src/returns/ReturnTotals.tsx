import { Button, Progress, Skeleton, Space, Table, Typography } from 'antd';
import {
  RETURN_PATHS,
  type ReturnForm,
  type ReturnStatus,
  type ReturnStatusAnswer,
  type ReturnTotalsAnswer,
} from '@hemis/shared-contracts';
import { GroupValuesTable, useApiGet, useExport } from '@hemis/shared-ui';
import { reportsTexts } from '../i18n/texts';
import { labelOf } from './FigureTable';
import { RETURN_TEXTS } from './texts';

const DONE: ReturnStatus[] = ['submitted', 'endorsed', 'accepted'];

type Completeness = ReturnStatusAnswer['byUniversity'];

/** How many campuses of each university or province have submitted, as a table and bars. */
export function CompletenessTable({ title, rows }: { title: string; rows: Completeness }) {
  const t = reportsTexts.useTexts();
  return (
    <Table
      size="small"
      rowKey="id"
      title={() => <Typography.Text strong>{title}</Typography.Text>}
      pagination={false}
      dataSource={rows}
      columns={[
        { key: 'name', dataIndex: 'name', title: '' },
        { key: 'campuses', dataIndex: 'campuses', title: t(RETURN_TEXTS.campuses), align: 'right' },
        ...(['submitted', 'endorsed', 'returned', 'accepted'] as const).map((status) => ({
          key: status,
          title: t(RETURN_TEXTS.statuses[status]),
          align: 'right' as const,
          render: (_: unknown, row: Completeness[number]) => row.counts[status],
        })),
        {
          key: 'done',
          title: t(RETURN_TEXTS.done),
          render: (_: unknown, row: Completeness[number]) => {
            const done = DONE.reduce((sum, status) => sum + row.counts[status], 0);
            return (
              <Progress
                percent={row.campuses ? Math.round((100 * done) / row.campuses) : 0}
                size="small"
                aria-label={t('{{name}}: {{done}} of {{campuses}}', {
                  name: row.name,
                  done,
                  campuses: row.campuses,
                })}
              />
            );
          },
        },
      ]}
    />
  );
}

/** The annual report's tables of the accepted returns in reach, with their exports. */
export function Totals({ fiscalYearId, form }: { fiscalYearId: number; form: ReturnForm }) {
  const t = reportsTexts.useTexts();
  const query = { fiscalYearId, form };
  const totals = useApiGet<ReturnTotalsAnswer>(RETURN_PATHS.totals, query);
  const xlsx = useExport(RETURN_PATHS.totalsExport, query, 'Annual Report.xlsx', {
    what: 'the annual report',
    failedText: t(RETURN_TEXTS.pdfFailed),
  });
  const pdf = useExport(RETURN_PATHS.annualReportPdf, query, 'Annual Report.pdf', {
    what: 'the annual report',
    failedText: t(RETURN_TEXTS.pdfFailed),
  });
  if (!totals.data) return <Skeleton active />;
  const answer = totals.data;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="return-totals">
      <Space wrap>
        <Typography.Text>
          {RETURN_TEXTS.totalsIntro(answer.acceptedReturns, answer.campusesInReach, t)}
        </Typography.Text>
        <Button loading={xlsx.exporting} onClick={xlsx.run}>
          {t(RETURN_TEXTS.exportXlsx)}
        </Button>
        <Button loading={pdf.exporting} onClick={pdf.run}>
          {t(RETURN_TEXTS.exportPdf)}
        </Button>
      </Space>
      {answer.tables.map((table) => (
        <GroupValuesTable
          key={table.key}
          title={labelOf(table.title)}
          columns={table.columns.map((column) => ({ ...column, label: labelOf(column.label) }))}
          rows={table.rows.map((row) => ({ ...row, group: labelOf(row.group) }))}
          missing={0}
        />
      ))}
    </Space>
  );
}
