/**
 * The accounts' reports, read from approved vouchers: trial balance, ledger statement, income
 * and expenditure, balance sheet, the summary and the chart.
 */
import { z } from 'zod';
import { recordId } from '../../ids';
import { LEDGER_GROUP_VALUES } from './chart';
import { accountsBsDate, VOUCHER_STATUSES } from './vouchers';

/**
 * The period of a report: a fiscal year (the active one when none is named), narrowed by BS
 * `from`/`to` dates; one campus, or every campus the caller reads.
 */
export const accountPeriodQuerySchema = z.strictObject({
  fiscalYearId: recordId('Fiscal Year').optional(),
  campusId: recordId('Campus').optional(),
  from: accountsBsDate.optional(),
  to: accountsBsDate.optional(),
});
export type AccountPeriodQuery = z.input<typeof accountPeriodQuerySchema>;
export const ledgerStatementQuerySchema = accountPeriodQuerySchema.extend({
  ledgerId: recordId('Ledger'),
});

const periodSchema = z.object({
  fiscalYear: z.string(),
  fromAd: z.string(),
  toAd: z.string(),
  fromBs: z.string(),
  toBs: z.string(),
});
export type AccountPeriod = z.infer<typeof periodSchema>;

const ledgerAmountSchema = z.object({
  ledgerId: z.number().int(),
  ledgerName: z.string(),
  groupType: z.enum(LEDGER_GROUP_VALUES),
  subGroupName: z.string(),
  debitPaisa: z.number().int(),
  creditPaisa: z.number().int(),
});
export type LedgerAmount = z.infer<typeof ledgerAmountSchema>;

export const trialBalanceSchema = z.object({
  period: periodSchema,
  rows: z.array(ledgerAmountSchema),
  totalDebitPaisa: z.number().int(),
  totalCreditPaisa: z.number().int(),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

export const ledgerStatementSchema = z.object({
  period: periodSchema,
  ledgerId: z.number().int(),
  ledgerName: z.string(),
  groupType: z.enum(LEDGER_GROUP_VALUES),
  /** Balances are debit minus credit (negative: a credit balance). */
  openingPaisa: z.number().int(),
  lines: z.array(
    z.object({
      voucherId: z.number().int(),
      voucherNo: z.string(),
      dateAd: z.string(),
      dateBs: z.string(),
      narration: z.string(),
      debitPaisa: z.number().int(),
      creditPaisa: z.number().int(),
      balancePaisa: z.number().int(),
    }),
  ),
  closingPaisa: z.number().int(),
});
export type LedgerStatement = z.infer<typeof ledgerStatementSchema>;

const statementLineSchema = z.object({
  ledgerId: z.number().int(),
  ledgerName: z.string(),
  subGroupName: z.string(),
  amountPaisa: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const incomeExpenditureSchema = z.object({
  period: periodSchema,
  income: z.array(statementLineSchema),
  expenditure: z.array(statementLineSchema),
  totalIncomePaisa: z.number().int(),
  totalExpenditurePaisa: z.number().int(),
  /** Income less expenditure (negative: a deficit). */
  surplusPaisa: z.number().int(),
});
export type IncomeExpenditure = z.infer<typeof incomeExpenditureSchema>;

export const balanceSheetSchema = z.object({
  period: periodSchema,
  assets: z.array(statementLineSchema),
  liabilities: z.array(statementLineSchema),
  equity: z.array(statementLineSchema),
  totalAssetsPaisa: z.number().int(),
  totalLiabilitiesPaisa: z.number().int(),
  totalEquityPaisa: z.number().int(),
  /** Surplus of earlier fiscal years (never closed into a fund). */
  earlierSurplusPaisa: z.number().int(),
  /** Surplus of this fiscal year up to the period's end. */
  surplusPaisa: z.number().int(),
});
export type BalanceSheet = z.infer<typeof balanceSheetSchema>;

export const accountSummarySchema = z.object({
  fiscalYear: z.string(),
  ledgers: z.number().int(),
  vouchers: z.array(
    z.object({
      status: z.enum(VOUCHER_STATUSES.map((entry) => entry.value)),
      count: z.number().int(),
    }),
  ),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const accountChartSchema = z.array(
  z.object({
    groupType: z.enum(LEDGER_GROUP_VALUES),
    subGroups: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        ledgers: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            code: z.string().nullable(),
            cashOrBank: z.boolean(),
            campusId: z.number().int().nullable(),
            subLedgers: z.array(z.object({ id: z.number().int(), name: z.string() })),
          }),
        ),
      }),
    ),
  }),
);
export type AccountChart = z.infer<typeof accountChartSchema>;

/** The reports by key: their route segment and title. */
export const ACCOUNT_REPORTS = [
  { key: 'trial-balance', path: 'TrialBalance', title: 'Trial Balance' },
  { key: 'ledger-statement', path: 'LedgerStatement', title: 'Ledger Statement' },
  { key: 'income-expenditure', path: 'IncomeExpenditure', title: 'Income and Expenditure' },
  { key: 'balance-sheet', path: 'BalanceSheet', title: 'Balance Sheet' },
] as const;
export type AccountReportKey = (typeof ACCOUNT_REPORTS)[number]['key'];
