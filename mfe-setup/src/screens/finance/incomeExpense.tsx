import { useState } from 'react';
import { Alert, Button, Card, Col, Row, Select, Space, Statistic, Table, Typography } from 'antd';
import {
  BUDGET_NATURES,
  FINANCE_PATHS,
  SETUP_PATHS,
  choiceLabel,
  formatPaisa,
  INCOME_SOURCES,
  type FinanceStatement,
  type FinanceStatementLine,
} from '@hemis/shared-contracts';
import { useApiGet, useExport, useReferenceRows, useScopeFilters } from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';

export const STATEMENT_TEXTS = {
  title: 'Income and Expense',
  fiscalYear: 'Fiscal Year',
  export: 'Export',
  income: 'Income',
  expenditure: 'Expenditure',
  surplus: 'Surplus (deficit)',
  bySource: 'Income by source',
  byHead: 'Expenditure by head',
  head: 'Head',
  source: 'Source',
  nature: 'Recurrent/Capital',
  fromVouchers: 'From vouchers',
  entered: 'Entered',
  amount: 'Amount (NPR)',
  loadFailed: 'The statement could not be loaded.',
  exportFailed: 'The statement could not be exported. Please try again.',
  basis: (campuses: number, withAccounts: number) =>
    setupTexts.translate(
      campuses === 1
        ? '{{n}} campus: {{vouchers}} from approved vouchers, {{entries}} from direct entries.'
        : '{{n}} campuses: {{vouchers}} from approved vouchers, {{entries}} from direct entries.',
      { n: campuses, vouchers: withAccounts, entries: campuses - withAccounts },
    ),
} as const;

const money = (paisa: number) => formatPaisa(paisa);

/**
 * public-finance/income-expense: income by source and expenditure by head in a fiscal year,
 * from the ledgers where a campus keeps its accounts here, else from its direct entries.
 */
export default function IncomeExpenseStatement() {
  const t = setupTexts.useTexts();
  const scopeFilters = useScopeFilters();
  const years = useReferenceRows({ fiscalYearId: SETUP_PATHS.fiscalYears });
  const [fiscalYearId, setFiscalYearId] = useState<number | undefined>();
  const query = { ...scopeFilters.query, ...(fiscalYearId ? { fiscalYearId } : {}) };
  const { data, loading, failed } = useApiGet<FinanceStatement>(FINANCE_PATHS.statement, query);
  const exporter = useExport(FINANCE_PATHS.statementExport, query, 'income-expense.xlsx', {
    what: 'the income and expenditure statement',
    failedText: t(STATEMENT_TEXTS.exportFailed),
  });
  const lines = data?.lines ?? [];
  const amountColumns = [
    {
      key: 'vouchers',
      title: t(STATEMENT_TEXTS.fromVouchers),
      align: 'right' as const,
      render: (_v: unknown, line: FinanceStatementLine) => money(line.fromVouchersPaisa),
    },
    {
      key: 'entered',
      title: t(STATEMENT_TEXTS.entered),
      align: 'right' as const,
      render: (_v: unknown, line: FinanceStatementLine) => money(line.enteredPaisa),
    },
    {
      key: 'amount',
      title: t(STATEMENT_TEXTS.amount),
      align: 'right' as const,
      render: (_v: unknown, line: FinanceStatementLine) => (
        <strong>{money(line.amountPaisa)}</strong>
      ),
    },
  ];
  return (
    <div data-testid="income-expense-statement">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(STATEMENT_TEXTS.title)}
        {data?.fiscalYear ? ` ${data.fiscalYear}` : ''}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          aria-label={t(STATEMENT_TEXTS.fiscalYear)}
          placeholder={t(STATEMENT_TEXTS.fiscalYear)}
          style={{ minWidth: 160 }}
          value={fiscalYearId}
          loading={years.fiscalYearId === undefined}
          onChange={(value?: number) => setFiscalYearId(value ?? undefined)}
          options={(years.fiscalYearId ?? []).map((row) => ({
            value: row.id,
            label: String(row.label ?? row.id),
          }))}
        />
        {scopeFilters.selects}
        <Button loading={exporter.exporting} onClick={exporter.run}>
          {t(STATEMENT_TEXTS.export)}
        </Button>
      </Space>
      {failed ? <Alert type="error" showIcon title={t(STATEMENT_TEXTS.loadFailed)} /> : null}
      {data ? (
        <Typography.Paragraph type="secondary">
          {STATEMENT_TEXTS.basis(data.campuses, data.campusesWithAccounts)}
        </Typography.Paragraph>
      ) : null}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {(
          [
            ['income', STATEMENT_TEXTS.income, data?.totalIncomePaisa],
            ['expenditure', STATEMENT_TEXTS.expenditure, data?.totalExpenditurePaisa],
            ['surplus', STATEMENT_TEXTS.surplus, data?.surplusPaisa],
          ] as const
        ).map(([key, title, paisa]) => (
          <Col key={key} xs={24} sm={8}>
            <Card size="small">
              <Statistic
                title={t(title)}
                value={paisa === undefined ? '-' : money(paisa)}
                loading={loading && !data}
                data-testid={`statement-${key}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Title level={5}>{t(STATEMENT_TEXTS.bySource)}</Typography.Title>
      <Table
        size="small"
        pagination={false}
        loading={loading}
        rowKey="headId"
        dataSource={lines.filter((line) => line.headType === 'income')}
        columns={[
          { key: 'head', title: t(STATEMENT_TEXTS.head), dataIndex: 'headName' },
          {
            key: 'source',
            title: t(STATEMENT_TEXTS.source),
            render: (_v, line) => t(choiceLabel(INCOME_SOURCES, line.incomeSource)),
          },
          ...amountColumns,
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t(STATEMENT_TEXTS.byHead)}
      </Typography.Title>
      <Table
        size="small"
        pagination={false}
        loading={loading}
        rowKey="headId"
        dataSource={lines.filter((line) => line.headType === 'expense')}
        columns={[
          { key: 'head', title: t(STATEMENT_TEXTS.head), dataIndex: 'headName' },
          {
            key: 'nature',
            title: t(STATEMENT_TEXTS.nature),
            render: (_v, line) => t(choiceLabel(BUDGET_NATURES, line.budgetNature)),
          },
          ...amountColumns,
        ]}
      />
    </div>
  );
}
