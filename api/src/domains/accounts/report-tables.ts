/**
 * The accounts reports as tables (title, columns, rows) that one function writes as .xlsx and one
 * as PDF, in the language of the campus's documents (`w`; English unless given).
 */
import type {
  AccountPeriod,
  BalanceSheet,
  IncomeExpenditure,
  LedgerStatement,
  StatementLine,
  TrialBalance,
} from '@hemis/shared-contracts';
import type { ReportTable } from '../../lib/report-table';
import { documentWords, type DocumentWords } from '../../lib/document-language';

const ENGLISH = documentWords('en');

const periodLine = (period: AccountPeriod, w: DocumentWords) =>
  w.t('Fiscal year {{year}}: {{fromBs}} to {{toBs}} BS ({{fromAd}} to {{toAd}} AD)', {
    year: period.fiscalYear,
    fromBs: w.n(period.fromBs),
    toBs: w.n(period.toBs),
    fromAd: w.n(period.fromAd),
    toAd: w.n(period.toAd),
  });
const money = (header: string) => ({ header, width: 16, money: true });
/** A ledger row's first columns: its ledger and sub-group. */
const ledgerColumns = (w: DocumentWords) => [
  { header: w.t('Ledger'), width: 40 },
  { header: w.t('Sub-group'), width: 28 },
];
/** "1,200.00 Dr" / "300.00 Cr": a balance with its side. */
export const balanceText = (paisa: number, w: DocumentWords = ENGLISH) =>
  paisa === 0 ? w.money(0) : `${w.money(Math.abs(paisa))} ${paisa > 0 ? w.t('Dr') : w.t('Cr')}`;

export function trialBalanceTable(report: TrialBalance, w: DocumentWords = ENGLISH): ReportTable {
  return {
    title: w.t('Trial Balance'),
    subtitle: periodLine(report.period, w),
    columns: [...ledgerColumns(w), money(w.t('Debit')), money(w.t('Credit'))],
    rows: [
      ...report.rows.map((row) => ({
        cells: [row.ledgerName, row.subGroupName, row.debitPaisa, row.creditPaisa],
      })),
      {
        cells: [w.t('Total'), '', report.totalDebitPaisa, report.totalCreditPaisa],
        bold: true,
      },
    ],
  };
}

export function ledgerStatementTable(
  report: LedgerStatement,
  w: DocumentWords = ENGLISH,
): ReportTable {
  return {
    title: w.t('Ledger Statement: {{ledger}}', { ledger: report.ledgerName }),
    subtitle: periodLine(report.period, w),
    columns: [
      { header: w.t('Date (BS)'), width: 12 },
      { header: w.t('Voucher'), width: 10 },
      { header: w.t('Narration'), width: 40 },
      money(w.t('Debit')),
      money(w.t('Credit')),
      { header: w.t('Balance'), width: 18 },
    ],
    rows: [
      {
        cells: ['', '', w.t('Opening balance'), '', '', balanceText(report.openingPaisa, w)],
        bold: true,
      },
      ...report.lines.map((line) => ({
        cells: [
          w.n(line.dateBs),
          line.voucherNo,
          line.narration,
          line.debitPaisa,
          line.creditPaisa,
          balanceText(line.balancePaisa, w),
        ],
      })),
      {
        cells: ['', '', w.t('Closing balance'), '', '', balanceText(report.closingPaisa, w)],
        bold: true,
      },
    ],
  };
}

/** A section's heading, its lines and its total ("Income" ... "Total income"). */
const section = (
  w: DocumentWords,
  heading: 'Income' | 'Expenditure' | 'Assets' | 'Liabilities' | 'Equity',
  lines: readonly StatementLine[],
  total: number,
) => [
  { cells: [w.t(heading), '', ''], bold: true },
  ...lines.map((line) => ({ cells: [line.ledgerName, line.subGroupName, line.amountPaisa] })),
  { cells: [w.t(`Total ${heading.toLowerCase()}`), '', total], bold: true },
];

export function incomeExpenditureTable(
  report: IncomeExpenditure,
  w: DocumentWords = ENGLISH,
): ReportTable {
  return {
    title: w.t('Income and Expenditure Statement'),
    subtitle: periodLine(report.period, w),
    columns: [...ledgerColumns(w), money(w.t('Amount'))],
    rows: [
      ...section(w, 'Income', report.income, report.totalIncomePaisa),
      ...section(w, 'Expenditure', report.expenditure, report.totalExpenditurePaisa),
      {
        cells: [
          w.t(report.surplusPaisa >= 0 ? 'Surplus' : 'Deficit'),
          '',
          Math.abs(report.surplusPaisa),
        ],
        bold: true,
      },
    ],
  };
}

export function balanceSheetTable(report: BalanceSheet, w: DocumentWords = ENGLISH): ReportTable {
  const fundsTotal =
    report.totalLiabilitiesPaisa +
    report.totalEquityPaisa +
    report.earlierSurplusPaisa +
    report.surplusPaisa;
  return {
    title: w.t('Balance Sheet'),
    subtitle: w.t('As at {{bs}} BS ({{ad}} AD), fiscal year {{year}}', {
      bs: w.n(report.period.toBs),
      ad: w.n(report.period.toAd),
      year: report.period.fiscalYear,
    }),
    columns: [...ledgerColumns(w), money(w.t('Amount'))],
    rows: [
      ...section(w, 'Assets', report.assets, report.totalAssetsPaisa),
      ...section(w, 'Liabilities', report.liabilities, report.totalLiabilitiesPaisa),
      ...section(w, 'Equity', report.equity, report.totalEquityPaisa),
      { cells: [w.t('Surplus of earlier years'), '', report.earlierSurplusPaisa] },
      { cells: [w.t('Surplus of this year'), '', report.surplusPaisa] },
      { cells: [w.t('Total liabilities, equity and surplus'), '', fundsTotal], bold: true },
    ],
  };
}
