/**
 * The accounts reports, read from approved vouchers for a period (a fiscal year narrowed by BS
 * dates) and the campuses the caller reads: trial balance, ledger statement, income and
 * expenditure, balance sheet. Each is also a table (title, columns, rows) that one function
 * writes as .xlsx and one as PDF.
 */
import type { ReportTable } from '../../lib/report-table';
import { and, asc, desc, eq, isNull, lte, gte } from 'drizzle-orm';
import {
  DEBIT_GROUPS,
  VOUCHER_MESSAGES,
  adToBs,
  bsToAd,
  voucherNumberLabel,
  type AccountPeriod,
  type BalanceSheet,
  type IncomeExpenditure,
  type LedgerGroup,
  type LedgerStatement,
  type StatementLine,
  type TrialBalance,
  type accountPeriodQuerySchema,
  type ledgerStatementQuerySchema,
} from '@hemis/shared-contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  accountLedgers,
  accountSubGroups,
  campuses,
  fiscalYears,
  voucherLines,
  vouchers,
} from '../../db/schema';
import { documentWords, type DocumentWords } from '../../lib/document-language';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { readCondition, resolveScope } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';
import { postedLinesWhere, postedTotals, type LedgerTotal } from './totals';

type PeriodQuery = z.output<typeof accountPeriodQuerySchema>;
type StatementQuery = z.output<typeof ledgerStatementQuerySchema>;

export interface ReportPeriod extends AccountPeriod {
  fiscalYearId: number;
  /** The fiscal year's first day (AD). */
  yearStartAd: string;
  /** The campuses counted (undefined: all, for the commission). */
  campusIds?: number[];
}

/** The campuses a caller reads, narrowed to `campusId` when given (403 outside its reach). */
async function campusesOf(
  db: Database,
  scope: ScopeFilter,
  campusId: number | undefined,
): Promise<number[] | undefined> {
  const resolved = await resolveScope(db, scope);
  if (resolved.kind === 'nation') return campusId ? [campusId] : undefined;
  if (resolved.kind === 'campus') {
    if (campusId && campusId !== resolved.campusId) throw forbidden();
    return resolved.campusId === null ? [] : [resolved.campusId];
  }
  if (resolved.kind === 'university') {
    const rows = await db
      .select({ id: campuses.id })
      .from(campuses)
      .where(eq(campuses.universityId, resolved.universityId ?? -1));
    const ids = rows.map((row) => row.id);
    if (campusId) {
      if (!ids.includes(campusId)) throw forbidden();
      return [campusId];
    }
    return ids;
  }
  return [];
}

const dayOf = (field: 'from' | 'to', bs: string | undefined): string | undefined => {
  if (!bs) return undefined;
  const ad = bsToAd(bs);
  if (!ad) throw badRequest(undefined, { [field]: VOUCHER_MESSAGES.dateInvalid });
  return ad;
};

/**
 * The period asked: the named fiscal year, else the one `from` falls in, else the active one;
 * narrowed to the BS dates `from` and `to` (within the year).
 */
export async function periodOf(
  db: Database,
  scope: ScopeFilter,
  query: PeriodQuery,
): Promise<ReportPeriod> {
  const fromAd = dayOf('from', query.from);
  const toAd = dayOf('to', query.to);
  const condition = query.fiscalYearId
    ? eq(fiscalYears.id, query.fiscalYearId)
    : fromAd
      ? and(lte(fiscalYears.startDate, fromAd), gte(fiscalYears.endDate, fromAd))
      : eq(fiscalYears.isActive, true);
  const [year] = await db
    .select({
      id: fiscalYears.id,
      label: fiscalYears.label,
      startDate: fiscalYears.startDate,
      endDate: fiscalYears.endDate,
    })
    .from(fiscalYears)
    .where(and(condition, isNull(fiscalYears.deletedAt)))
    .orderBy(desc(fiscalYears.startDate))
    .limit(1);
  if (!year?.startDate || !year.endDate) {
    throw badRequest(VOUCHER_MESSAGES.noFiscalYear, {
      [query.fiscalYearId ? 'fiscalYearId' : 'from']: VOUCHER_MESSAGES.noFiscalYear,
    });
  }
  const start = fromAd && fromAd > year.startDate ? fromAd : year.startDate;
  const end = toAd && toAd < year.endDate ? toAd : year.endDate;
  return {
    fiscalYearId: year.id,
    fiscalYear: year.label ?? '',
    yearStartAd: year.startDate,
    fromAd: start,
    toAd: end,
    fromBs: adToBs(start) ?? '',
    toBs: adToBs(end) ?? '',
    campusIds: await campusesOf(db, scope, query.campusId),
  };
}

const publicPeriod = ({ fiscalYear, fromAd, toAd, fromBs, toBs }: ReportPeriod): AccountPeriod => ({
  fiscalYear,
  fromAd,
  toAd,
  fromBs,
  toBs,
});

/** The campuses' totals added up per ledger (in the totals' order). */
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
        readCondition(
          'institution',
          { universityId: accountLedgers.universityId, campusId: accountLedgers.campusId },
          await resolveScope(db, scope),
        ),
      ),
    );
  if (!ledger) throw notFound();
  const groupType = ledger.groupType as LedgerGroup;
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

// ---- reports as tables (for .xlsx and PDF) --------------------------------------------------
// In the language of the campus's documents (`w`; English unless given).

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
/** "1,200.00 Dr" / "300.00 Cr": a balance with its side. */
export const balanceText = (paisa: number, w: DocumentWords = ENGLISH) =>
  paisa === 0 ? w.money(0) : `${w.money(Math.abs(paisa))} ${paisa > 0 ? w.t('Dr') : w.t('Cr')}`;

export function trialBalanceTable(report: TrialBalance, w: DocumentWords = ENGLISH): ReportTable {
  return {
    title: w.t('Trial Balance'),
    subtitle: periodLine(report.period, w),
    columns: [
      { header: w.t('Ledger'), width: 40 },
      { header: w.t('Sub-group'), width: 28 },
      money(w.t('Debit')),
      money(w.t('Credit')),
    ],
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
    columns: [
      { header: w.t('Ledger'), width: 40 },
      { header: w.t('Sub-group'), width: 28 },
      money(w.t('Amount')),
    ],
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
    columns: [
      { header: w.t('Ledger'), width: 40 },
      { header: w.t('Sub-group'), width: 28 },
      money(w.t('Amount')),
    ],
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
