/**
 * The accounts reports, read from approved vouchers for a period (a fiscal year narrowed by BS
 * dates) and the campuses the caller reads: trial balance, ledger statement, income and
 * expenditure, balance sheet. Their period: report-period.ts; as tables: report-tables.ts.
 */

import { and, asc, eq } from 'drizzle-orm';
import {
  DEBIT_GROUPS,
  LEDGER_GROUPS,
  voucherNumberLabel,
  type BalanceSheet,
  type IncomeExpenditure,
  type LedgerGroup,
  type LedgerStatement,
  type StatementLine,
  type TrialBalance,
  type ledgerStatementQuerySchema,
} from '@hemis/shared-contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { accountLedgers, accountSubGroups, voucherLines, vouchers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readCondition, resolveScope } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';
import { storedChoice } from '../../lib/choices';
import { postedLinesWhere, postedTotals, type LedgerTotal } from './totals';
import { periodOf, publicPeriod, type PeriodQuery, type ReportPeriod } from './report-period';

type StatementQuery = z.output<typeof ledgerStatementQuerySchema>;

function perLedger(totals: readonly LedgerTotal[]): LedgerTotal[] {
  const byLedger = new Map<number, LedgerTotal>();
  for (const row of totals) {
    const seen = byLedger.get(row.ledgerId);
    if (seen) {
      seen.debitPaisa += row.debitPaisa;
      seen.creditPaisa += row.creditPaisa;
    } else {
      byLedger.set(row.ledgerId, { ...row });
    }
  }
  return [...byLedger.values()];
}

/** A ledger's balance on its natural side (debit for assets and expenditure). */
const natural = (row: LedgerTotal) =>
  DEBIT_GROUPS.includes(row.groupType)
    ? row.debitPaisa - row.creditPaisa
    : row.creditPaisa - row.debitPaisa;

const statementLines = (rows: readonly LedgerTotal[], group: LedgerGroup): StatementLine[] =>
  rows
    .filter((row) => row.groupType === group)
    .map((row) => ({
      ledgerId: row.ledgerId,
      ledgerName: row.ledgerName,
      subGroupName: row.subGroupName,
      amountPaisa: natural(row),
    }))
    .filter((line) => line.amountPaisa !== 0);
const sumOf = (lines: readonly StatementLine[]) =>
  lines.reduce((sum, line) => sum + line.amountPaisa, 0);

/** The posted totals per campus and ledger of the report's fiscal year and period. */
const periodTotals = (db: Database, period: ReportPeriod, groups?: readonly LedgerGroup[]) =>
  postedTotals(db, {
    campusIds: period.campusIds,
    fiscalYearId: period.fiscalYearId,
    from: period.fromAd,
    to: period.toAd,
    ...(groups ? { groups } : {}),
  });

export async function trialBalance(
  db: Database,
  scope: ScopeFilter,
  query: PeriodQuery,
): Promise<TrialBalance> {
  const period = await periodOf(db, scope, query);
  const rows = perLedger(await periodTotals(db, period)).map(
    ({ ledgerId, ledgerName, groupType, subGroupName, debitPaisa, creditPaisa }) => ({
      ledgerId,
      ledgerName,
      groupType,
      subGroupName,
      debitPaisa,
      creditPaisa,
    }),
  );
  return {
    period: publicPeriod(period),
    rows,
    totalDebitPaisa: rows.reduce((sum, row) => sum + row.debitPaisa, 0),
    totalCreditPaisa: rows.reduce((sum, row) => sum + row.creditPaisa, 0),
  };
}

export async function incomeExpenditure(
  db: Database,
  scope: ScopeFilter,
  query: PeriodQuery,
): Promise<IncomeExpenditure> {
  const period = await periodOf(db, scope, query);
  const rows = perLedger(await periodTotals(db, period, ['income', 'expenditure']));
  const income = statementLines(rows, 'income');
  const expenditure = statementLines(rows, 'expenditure');
  const totalIncomePaisa = sumOf(income);
  const totalExpenditurePaisa = sumOf(expenditure);
  return {
    period: publicPeriod(period),
    income,
    expenditure,
    totalIncomePaisa,
    totalExpenditurePaisa,
    surplusPaisa: totalIncomePaisa - totalExpenditurePaisa,
  };
}

/**
 * The balance sheet at the period's end: assets, liabilities and equity from every approved
 * line up to that day; the surplus of this fiscal year to that day and of earlier years (no
 * closing entries are made), so assets = liabilities + equity + surpluses.
 */
export async function balanceSheet(
  db: Database,
  scope: ScopeFilter,
  query: PeriodQuery,
): Promise<BalanceSheet> {
  const period = await periodOf(db, scope, query);
  const standing = perLedger(
    await postedTotals(db, {
      campusIds: period.campusIds,
      to: period.toAd,
      groups: ['asset', 'liability', 'equity'],
    }),
  );
  const surplusOf = (rows: LedgerTotal[]) =>
    rows.reduce((sum, row) => sum + row.creditPaisa - row.debitPaisa, 0);
  const thisYear = await postedTotals(db, {
    campusIds: period.campusIds,
    from: period.yearStartAd,
    to: period.toAd,
    groups: ['income', 'expenditure'],
  });
  const earlier = await postedTotals(db, {
    campusIds: period.campusIds,
    before: period.yearStartAd,
    groups: ['income', 'expenditure'],
  });
  const assets = statementLines(standing, 'asset');
  const liabilities = statementLines(standing, 'liability');
  const equity = statementLines(standing, 'equity');
  return {
    period: publicPeriod(period),
    assets,
    liabilities,
    equity,
    totalAssetsPaisa: sumOf(assets),
    totalLiabilitiesPaisa: sumOf(liabilities),
    totalEquityPaisa: sumOf(equity),
    earlierSurplusPaisa: surplusOf(earlier),
    surplusPaisa: surplusOf(thisYear),
  };
}

/**
 * A ledger's lines in the period with the running balance (debit minus credit). The opening
 * balance of an asset, liability or equity ledger is everything before the period; of an income
 * or expenditure ledger, the fiscal year's lines before it.
 */
export async function ledgerStatement(
  db: Database,
  scope: ScopeFilter,
  query: StatementQuery,
): Promise<LedgerStatement> {
  const period = await periodOf(db, scope, query);
  const [ledger] = await db
    .select({
      id: accountLedgers.id,
      name: accountLedgers.ledgerName,
      groupType: accountSubGroups.groupType,
    })
    .from(accountLedgers)
    .innerJoin(accountSubGroups, eq(accountSubGroups.id, accountLedgers.subGroupId))
    .where(
      and(
        eq(accountLedgers.id, query.ledgerId),
        readCondition('institution', accountLedgers, await resolveScope(db, scope)),
      ),
    );
  if (!ledger) throw notFound();
  const groupType = storedChoice(LEDGER_GROUPS, ledger.groupType);
  const carried = groupType === 'asset' || groupType === 'liability' || groupType === 'equity';
  const [opening] = await db
    .select({
      balance: sql<string>`coalesce(sum(${voucherLines.debitPaisa} - ${voucherLines.creditPaisa}), 0)::text`,
    })
    .from(voucherLines)
    .where(
      and(
        eq(voucherLines.ledgerId, ledger.id),
        postedLinesWhere({
          campusIds: period.campusIds,
          before: period.fromAd,
          ...(carried ? {} : { fiscalYearId: period.fiscalYearId }),
        }),
      ),
    );
  const lines = await db
    .select({
      voucherId: vouchers.id,
      voucherType: vouchers.voucherType,
      number: vouchers.number,
      dateAd: voucherLines.dateAd,
      dateBs: vouchers.dateBs,
      lineNarration: voucherLines.narration,
      voucherNarration: vouchers.narration,
      debitPaisa: voucherLines.debitPaisa,
      creditPaisa: voucherLines.creditPaisa,
    })
    .from(voucherLines)
    .innerJoin(vouchers, eq(vouchers.id, voucherLines.voucherId))
    .where(
      and(
        eq(voucherLines.ledgerId, ledger.id),
        postedLinesWhere({
          campusIds: period.campusIds,
          fiscalYearId: period.fiscalYearId,
          from: period.fromAd,
          to: period.toAd,
        }),
      ),
    )
    .orderBy(asc(voucherLines.dateAd), asc(vouchers.id), asc(voucherLines.lineNo));
  const openingPaisa = Number(opening?.balance ?? '0');
  let balance = openingPaisa;
  return {
    period: publicPeriod(period),
    ledgerId: ledger.id,
    ledgerName: ledger.name ?? '',
    groupType,
    openingPaisa,
    lines: lines.map((line) => {
      balance += line.debitPaisa - line.creditPaisa;
      return {
        voucherId: line.voucherId,
        voucherNo: voucherNumberLabel(line.voucherType, line.number),
        dateAd: line.dateAd,
        dateBs: line.dateBs,
        narration: line.lineNarration || line.voucherNarration,
        debitPaisa: line.debitPaisa,
        creditPaisa: line.creditPaisa,
        balancePaisa: balance,
      };
    }),
    closingPaisa: balance,
  };
}
