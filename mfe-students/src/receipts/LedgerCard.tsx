import { Button, Card, Descriptions, Table, Typography } from 'antd';
import {
  RECEIPT_PATHS,
  formatPaisa,
  type StudentDue,
  type StudentLedger,
} from '@hemis/shared-contracts';
import { ListTable, dueAmountColumns, useExport, useScreenWidth } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { RECEIPT_TEXTS } from './texts';
import { feeKey, termOf } from './feeLines';

/** The student's fee ledger: dues from the fee setup, paid, balance; exportable. */
export function LedgerCard({ ledger, studentId }: { ledger: StudentLedger; studentId: number }) {
  const phone = useScreenWidth() === 'phone';
  const t = studentsTexts.useTexts();
  const exporter = useExport(
    RECEIPT_PATHS.studentLedger(studentId),
    { format: 'xlsx' },
    `fee-ledger-${studentId}.xlsx`,
    { what: 'the fee ledger', failedText: RECEIPT_TEXTS.exportFailed },
  );
  return (
    <Card
      size="small"
      title={t(RECEIPT_TEXTS.dues)}
      extra={
        <Button size="small" loading={exporter.exporting} onClick={exporter.run}>
          {t(RECEIPT_TEXTS.exportLedger)}
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
        locale={{ emptyText: t(RECEIPT_TEXTS.noDues) }}
        columns={[
          { title: t('Fee'), key: 'feeTypeName', dataIndex: 'feeTypeName' },
          {
            title: t(RECEIPT_TEXTS.yearOrSemester),
            dataIndex: 'yearOrSemester',
            render: (value: number | null) => termOf(value),
          },
          { title: t('Fiscal Year'), dataIndex: 'fiscalYear' },
          ...dueAmountColumns(t, formatPaisa),
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <Typography.Text strong>{t('Total')}</Typography.Text>
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
            { key: 'due', label: t('Total due'), children: formatPaisa(ledger.duePaisa) },
            { key: 'paid', label: t('Total paid'), children: formatPaisa(ledger.paidPaisa) },
            {
              key: 'balance',
              label: t('Balance'),
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
