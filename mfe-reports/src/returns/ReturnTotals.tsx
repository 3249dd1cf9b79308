import { Button, Progress, Skeleton, Space, Table, Typography } from 'antd';
import {
  RETURN_PATHS,
  type ReturnForm,
  type ReturnStatus,
  type ReturnStatusAnswer,
  type ReturnTotalsAnswer,
} from '@hemis/shared-contracts';
import { GroupValuesTable, useApiGet, useExport } from '@hemis/shared-ui';
import { RETURN_TEXTS } from './texts';

const DONE: ReturnStatus[] = ['submitted', 'endorsed', 'accepted'];

type Completeness = ReturnStatusAnswer['byUniversity'];

/** How many campuses of each university or province have submitted, as a table and bars. */
export function CompletenessTable({ title, rows }: { title: string; rows: Completeness }) {
  return (
    <Table
      size="small"
      rowKey="id"
      title={() => <Typography.Text strong>{title}</Typography.Text>}
      pagination={false}
      dataSource={rows}
      columns={[
        { key: 'name', dataIndex: 'name', title: '' },
        { key: 'campuses', dataIndex: 'campuses', title: RETURN_TEXTS.campuses, align: 'right' },
        ...(['submitted', 'endorsed', 'returned', 'accepted'] as const).map((status) => ({
          key: status,
          title: RETURN_TEXTS.statuses[status],
          align: 'right' as const,
          render: (_: unknown, row: Completeness[number]) => row.counts[status],
        })),
        {
          key: 'done',
          title: RETURN_TEXTS.done,
          render: (_: unknown, row: Completeness[number]) => {
            const done = DONE.reduce((sum, status) => sum + row.counts[status], 0);
            return (
              <Progress
                percent={row.campuses ? Math.round((100 * done) / row.campuses) : 0}
                size="small"
                aria-label={`${row.name}: ${done} of ${row.campuses}`}
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
  const query = { fiscalYearId, form };
  const totals = useApiGet<ReturnTotalsAnswer>(RETURN_PATHS.totals, query);
  const xlsx = useExport(RETURN_PATHS.totalsExport, query, 'Annual Report.xlsx', {
    what: 'the annual report',
    failedText: RETURN_TEXTS.pdfFailed,
  });
  const pdf = useExport(RETURN_PATHS.annualReportPdf, query, 'Annual Report.pdf', {
    what: 'the annual report',
    failedText: RETURN_TEXTS.pdfFailed,
  });
  if (!totals.data) return <Skeleton active />;
  const answer = totals.data;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="return-totals">
      <Space wrap>
        <Typography.Text>
          {RETURN_TEXTS.totalsIntro(answer.acceptedReturns, answer.campusesInReach)}
        </Typography.Text>
        <Button loading={xlsx.exporting} onClick={xlsx.run}>
          {RETURN_TEXTS.exportXlsx}
        </Button>
        <Button loading={pdf.exporting} onClick={pdf.run}>
          {RETURN_TEXTS.exportPdf}
        </Button>
      </Space>
      {answer.tables.map((table) => (
        <GroupValuesTable
          key={table.key}
          title={table.title}
          columns={table.columns}
          rows={table.rows}
          missing={0}
        />
      ))}
    </Space>
  );
}
