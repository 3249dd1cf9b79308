import { useState } from 'react';
import { Alert, Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import { useCan, useRole } from '@hemis/shared-auth';
import {
  ACCOUNT_PATHS,
  ACCOUNT_REPORTS,
  API_PATHS,
  campusContract,
  formatPaisa,
  isKnownRole,
  scopeOfRole,
  type AccountChart,
  type AccountReportKey,
  type BalanceSheet,
  type IncomeExpenditure,
  type LedgerStatement,
  type StatementLine,
  type TrialBalance,
} from '@hemis/shared-contracts';
import { useApiGet, useExport } from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';
import { ledgerChoicesOf } from './VoucherForm';

const PATHS = {
  'trial-balance': ACCOUNT_PATHS.trialBalance,
  'ledger-statement': ACCOUNT_PATHS.ledgerStatement,
  'income-expenditure': ACCOUNT_PATHS.incomeExpenditure,
  'balance-sheet': ACCOUNT_PATHS.balanceSheet,
} as const;

interface FiscalYearChoice {
  id: number;
  label: string;
  isActive: boolean;
}

const money = (paisa: number) => formatPaisa(paisa);
/** "1,200.00 Dr" / "300.00 Cr". */
const balance = (paisa: number) =>
  paisa === 0
    ? '0.00'
    : `${formatPaisa(Math.abs(paisa))} ${setupTexts.translate(paisa > 0 ? 'Dr' : 'Cr')}`;
const BS_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A ledger of an accounts report's table: the ledger and its sub-group. */
interface LedgerRow {
  ledgerId: number;
  ledgerName: string;
  subGroupName: string;
}

/**
 * The ledger table of the accounts reports (the trial balance, a statement's part): each ledger
 * with its sub-group and amounts, under a bold total row.
 */
function LedgerTable<Row extends LedgerRow>({
  heading,
  rows,
  amounts,
  totalLabel,
}: {
  /** "Income": the table's heading (an English text, translated here). */
  heading?: string;
  rows: Row[];
  /** The amount columns: an English title, the row's field and the column's total. */
  amounts: { title: string; field: keyof Row & string; total: number }[];
  /** "Total income": the summary row's label (an English text, translated here). */
  totalLabel: string;
}) {
  const t = setupTexts.useTexts();
  return (
    <Table<Row>
      rowKey="ledgerId"
      size="small"
      pagination={false}
      title={heading ? () => <Typography.Text strong>{t(heading)}</Typography.Text> : undefined}
      dataSource={rows}
      columns={[
        { title: t('Ledger'), dataIndex: 'ledgerName' },
        { title: t('Sub-group'), dataIndex: 'subGroupName' },
        ...amounts.map((amount) => ({
          title: t(amount.title),
          dataIndex: amount.field,
          align: 'right' as const,
          render: money,
        })),
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            <Typography.Text strong>{t(totalLabel)}</Typography.Text>
          </Table.Summary.Cell>
          {amounts.map((amount, index) => (
            <Table.Summary.Cell key={amount.field} index={index + 2} align="right">
              <Typography.Text strong>{money(amount.total)}</Typography.Text>
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      )}
    />
  );
}

/** The parts of the two statements, each a ledger table under its heading with its total. */
const STATEMENT_PARTS = {
  income: { heading: 'Income', totalLabel: 'Total income' },
  expenditure: { heading: 'Expenditure', totalLabel: 'Total expenditure' },
  assets: { heading: 'Assets', totalLabel: 'Total assets' },
  liabilities: { heading: 'Liabilities', totalLabel: 'Total liabilities' },
  equity: { heading: 'Equity', totalLabel: 'Total equity' },
} as const;

function Statement({
  part,
  lines,
  total,
}: {
  part: keyof typeof STATEMENT_PARTS;
  lines: StatementLine[];
  total: number;
}) {
  return (
    <LedgerTable
      heading={STATEMENT_PARTS[part].heading}
      rows={lines}
      amounts={[{ title: 'Amount', field: 'amountPaisa', total }]}
      totalLabel={STATEMENT_PARTS[part].totalLabel}
    />
  );
}

/**
 * One accounts report over a period (a fiscal year narrowed by BS dates), read from approved
 * vouchers, with its .xlsx and PDF downloads.
 */
export function AccountReport({ report }: { report: AccountReportKey }) {
  const t = setupTexts.useTexts();
  const englishTitle = ACCOUNT_REPORTS.find((entry) => entry.key === report)?.title ?? report;
  const title = t(englishTitle);
  const mayExport = useCan('accounts:export');
  // A university or the commission may narrow a report to one of the campuses it reads.
  const role = useRole();
  const mayListCampuses = useCan('organization:view');
  const readsCampuses = mayListCampuses && isKnownRole(role) && scopeOfRole(role) !== 'campus';
  const campuses = useApiGet<{ data: { id: number; campusName: string }[] }>(
    readsCampuses ? campusContract.path : null,
    { pageSize: 500, sort: 'campusName', fields: 'campusName' },
  );
  const [campusId, setCampusId] = useState<number | undefined>(undefined);
  const years = useApiGet<FiscalYearChoice[]>(API_PATHS.fiscalYears);
  const chart = useApiGet<AccountChart>(report === 'ledger-statement' ? ACCOUNT_PATHS.chart : null);
  const [fiscalYearId, setFiscalYearId] = useState<number | undefined>(undefined);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [ledgerId, setLedgerId] = useState<number | undefined>(undefined);
  const params = {
    campusId,
    fiscalYearId,
    from: BS_DAY.test(from) ? from : undefined,
    to: BS_DAY.test(to) ? to : undefined,
    ledgerId,
  };
  const waiting = report === 'ledger-statement' && ledgerId === undefined;
  const paths = PATHS[report];
  const answer = useApiGet<TrialBalance | LedgerStatement | IncomeExpenditure | BalanceSheet>(
    waiting ? null : paths.json,
    params,
  );
  const fileName = `${englishTitle.replace(/\s+/g, '-')}`;
  const texts = {
    what: englishTitle,
    failedText: t('{{title}} could not be downloaded', { title }),
  };
  const xlsx = useExport(paths.xlsx, params, `${fileName}.xlsx`, texts);
  const pdf = useExport(paths.pdf, params, `${fileName}.pdf`, texts);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Card>
        <Space wrap>
          <Select
            aria-label={t('Fiscal Year')}
            placeholder={t('Fiscal year (active)')}
            allowClear
            style={{ width: 180 }}
            value={fiscalYearId}
            onChange={(value?: number) => setFiscalYearId(value)}
            options={(Array.isArray(years.data) ? years.data : []).map((year) => ({
              value: year.id,
              label: year.isActive ? t('{{label}} (active)', { label: year.label }) : year.label,
            }))}
          />
          {readsCampuses && (
            <Select
              aria-label={t('Campus')}
              placeholder={t('All campuses')}
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ width: 260 }}
              value={campusId}
              onChange={(value?: number) => setCampusId(value)}
              options={(campuses.data?.data ?? []).map((campus) => ({
                value: campus.id,
                label: campus.campusName,
              }))}
            />
          )}
          <Input
            aria-label={t('From (BS)')}
            placeholder={t('From (BS) YYYY-MM-DD')}
            style={{ width: 190 }}
            value={from}
            onChange={(event) => setFrom(event.target.value.trim())}
          />
          <Input
            aria-label={t('To (BS)')}
            placeholder={t('To (BS) YYYY-MM-DD')}
            style={{ width: 190 }}
            value={to}
            onChange={(event) => setTo(event.target.value.trim())}
          />
          {report === 'ledger-statement' && (
            <Select
              aria-label={t('Ledger')}
              showSearch
              optionFilterProp="label"
              placeholder={t('Ledger')}
              style={{ width: 260 }}
              value={ledgerId}
              onChange={(value: number) => setLedgerId(value)}
              options={(chart.data ? ledgerChoicesOf(chart.data) : []).map((ledger) => ({
                value: ledger.id,
                label: ledger.name,
              }))}
            />
          )}
          {mayExport && (
            <>
              <Button disabled={waiting} loading={xlsx.exporting} onClick={xlsx.run}>
                {t('Download .xlsx')}
              </Button>
              <Button disabled={waiting} loading={pdf.exporting} onClick={pdf.run}>
                {t('Download PDF')}
              </Button>
            </>
          )}
        </Space>
      </Card>
      {waiting && <Alert type="info" message={t('Choose a ledger to see its statement.')} />}
      {answer.failed && (
        <Alert type="error" message={t('{{title}} could not be loaded.', { title })} />
      )}
      {answer.data && 'period' in answer.data && (
        <Typography.Text type="secondary">
          {t('Fiscal year {{fiscalYear}}: {{from}} to {{to}} BS', {
            fiscalYear: answer.data.period.fiscalYear,
            from: answer.data.period.fromBs,
            to: answer.data.period.toBs,
          })}
        </Typography.Text>
      )}
      {answer.data && !answer.loading && (
        <div data-testid={report}>
          <ReportBody report={report} data={answer.data} />
        </div>
      )}
    </Space>
  );
}

function ReportBody({
  report,
  data,
}: {
  report: AccountReportKey;
  data: TrialBalance | LedgerStatement | IncomeExpenditure | BalanceSheet;
}) {
  const t = setupTexts.useTexts();
  if (report === 'trial-balance' && 'totalDebitPaisa' in data) {
    return (
      <LedgerTable
        rows={data.rows}
        amounts={[
          { title: 'Debit', field: 'debitPaisa', total: data.totalDebitPaisa },
          { title: 'Credit', field: 'creditPaisa', total: data.totalCreditPaisa },
        ]}
        totalLabel="Total"
      />
    );
  }
  if (report === 'ledger-statement' && 'openingPaisa' in data) {
    return (
      <Table
        rowKey={(line) => `${line.voucherId}-${line.balancePaisa}-${line.debitPaisa}`}
        size="small"
        pagination={false}
        title={() => t('Opening balance: {{balance}}', { balance: balance(data.openingPaisa) })}
        footer={() => t('Closing balance: {{balance}}', { balance: balance(data.closingPaisa) })}
        dataSource={data.lines}
        columns={[
          { title: t('Date (BS)'), dataIndex: 'dateBs' },
          { title: t('Voucher'), dataIndex: 'voucherNo' },
          { title: t('Narration'), dataIndex: 'narration' },
          { title: t('Debit'), dataIndex: 'debitPaisa', align: 'right', render: money },
          { title: t('Credit'), dataIndex: 'creditPaisa', align: 'right', render: money },
          { title: t('Balance'), dataIndex: 'balancePaisa', align: 'right', render: balance },
        ]}
      />
    );
  }
  if (report === 'income-expenditure' && 'surplusPaisa' in data && 'income' in data) {
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Statement part="income" lines={data.income} total={data.totalIncomePaisa} />
        <Statement part="expenditure" lines={data.expenditure} total={data.totalExpenditurePaisa} />
        <Typography.Text strong>
          {t(data.surplusPaisa >= 0 ? 'Surplus: {{amount}}' : 'Deficit: {{amount}}', {
            amount: money(Math.abs(data.surplusPaisa)),
          })}
        </Typography.Text>
      </Space>
    );
  }
  if (report === 'balance-sheet' && 'assets' in data) {
    const funds =
      data.totalLiabilitiesPaisa +
      data.totalEquityPaisa +
      data.earlierSurplusPaisa +
      data.surplusPaisa;
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Statement part="assets" lines={data.assets} total={data.totalAssetsPaisa} />
        <Statement part="liabilities" lines={data.liabilities} total={data.totalLiabilitiesPaisa} />
        <Statement part="equity" lines={data.equity} total={data.totalEquityPaisa} />
        <Typography.Text>
          {t('Surplus of earlier years: {{amount}}', { amount: money(data.earlierSurplusPaisa) })}
        </Typography.Text>
        <Typography.Text>
          {t('Surplus of this year: {{amount}}', { amount: money(data.surplusPaisa) })}
        </Typography.Text>
        <Typography.Text strong>
          {t('Total liabilities, equity and surplus: {{amount}}', { amount: money(funds) })}
        </Typography.Text>
      </Space>
    );
  }
  return null;
}
