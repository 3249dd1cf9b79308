import { Button, Card, Descriptions, Table, Typography } from 'antd';
import {
  RECEIPT_PATHS,
  formatPaisa,
  type StudentDue,
  type StudentLedger,
} from '@hemis/shared-contracts';
import { ListTable, useExport, useScreenWidth } from '@hemis/shared-ui';
import { RECEIPT_TEXTS } from './texts';
import { feeKey, termOf } from './feeLines';

/** The student's fee ledger: dues from the fee setup, paid, balance; exportable. */
export function LedgerCard({ ledger, studentId }: { ledger: StudentLedger; studentId: number }) {
  const phone = useScreenWidth() === 'phone';
  const exporter = useExport(
    RECEIPT_PATHS.studentLedger(studentId),
    { format: 'xlsx' },
    `fee-ledger-${studentId}.xlsx`,
    { what: 'the fee ledger', failedText: RECEIPT_TEXTS.exportFailed },
  );
  return (
    <Card
      size="small"
      title={RECEIPT_TEXTS.dues}
      extra={
        <Button size="small" loading={exporter.exporting} onClick={exporter.run}>
          {RECEIPT_TEXTS.exportLedger}
        </Button>
      }
      style={{ marginBottom: 16 }}
    >
      <ListTable<StudentDue>
        card={{ title: ['feeTypeName'], status: ['balancePaisa'] }}
        size="small"
        pagination={false}
        rowKey={(due) => `${feeKey(due)}:${due.yearOrSemester ?? 0}`}
        dataSource={ledger.dues}
        locale={{ emptyText: RECEIPT_TEXTS.noDues }}
        columns={[
          { title: 'Fee', key: 'feeTypeName', dataIndex: 'feeTypeName' },
          {
            title: RECEIPT_TEXTS.yearOrSemester,
            dataIndex: 'yearOrSemester',
            render: (value: number | null) => termOf(value),
          },
          { title: 'Fiscal Year', dataIndex: 'fiscalYear' },
          {
            title: 'Due',
            dataIndex: 'duePaisa',
            align: 'right',
            render: (value: number) => formatPaisa(value),
          },
          {
            title: 'Paid',
            dataIndex: 'paidPaisa',
            align: 'right',
            render: (value: number) => formatPaisa(value),
          },
          {
            title: 'Balance',
            key: 'balancePaisa',
            dataIndex: 'balancePaisa',
            align: 'right',
            render: (value: number) => formatPaisa(value),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <Typography.Text strong>Total</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {formatPaisa(ledger.duePaisa)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              {formatPaisa(ledger.paidPaisa)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <span data-testid="ledger-balance">{formatPaisa(ledger.balancePaisa)}</span>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {phone ? (
        // The table's total row, under the cards.
        <Descriptions
          size="small"
          column={1}
          style={{ marginTop: 8 }}
          items={[
            { key: 'due', label: 'Total due', children: formatPaisa(ledger.duePaisa) },
            { key: 'paid', label: 'Total paid', children: formatPaisa(ledger.paidPaisa) },
            {
              key: 'balance',
              label: 'Balance',
              children: (
                <span data-testid="ledger-balance">{formatPaisa(ledger.balancePaisa)}</span>
              ),
            },
          ]}
        />
      ) : null}
    </Card>
  );
}
