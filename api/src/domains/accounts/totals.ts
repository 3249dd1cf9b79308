/**
 * Debit and credit totals per campus and ledger over approved (posted) voucher lines: what the
 * accounts reports are built from, and what budgets (spending by expenditure ledger) and public
 * finance (income and expenditure by head) read. A voucher's lines are added to the per-day
 * totals (ledger_day_totals) in the transaction that approves it, so totals read those rows.
 */
import { and, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { LEDGER_GROUPS, type LedgerGroup } from '@hemis/shared-contracts';
import { accountLedgers, accountSubGroups, ledgerDayTotals, voucherLines } from '../../db/schema';
import { storedChoice } from '../../lib/choices';
import type { DbOrTx, Tx } from '../../lib/resource/types';

/**
 * Posts a voucher: marks its lines posted and adds them to the per-day totals, inside the
 * transaction that approves it (the upsert's row locks queue concurrent approvals).
 */
export async function postVoucher(tx: Tx, voucherId: number): Promise<void> {
  await tx.update(voucherLines).set({ posted: true }).where(eq(voucherLines.voucherId, voucherId));
  await tx.execute(sql`
    insert into ${ledgerDayTotals}
      (campus_id, fiscal_year_id, ledger_id, date_ad, debit_paisa, credit_paisa)
    select campus_id, fiscal_year_id, ledger_id, date_ad, sum(debit_paisa), sum(credit_paisa)
      from ${voucherLines} where voucher_id = ${voucherId}
      group by campus_id, fiscal_year_id, ledger_id, date_ad
    on conflict (campus_id, fiscal_year_id, ledger_id, date_ad) do update set
      debit_paisa = ${ledgerDayTotals}.debit_paisa + excluded.debit_paisa,
      credit_paisa = ${ledgerDayTotals}.credit_paisa + excluded.credit_paisa`);
}

export interface LedgerTotal {
  campusId: number;
  ledgerId: number;
  ledgerName: string;
  subGroupName: string;
  groupType: LedgerGroup;
  headId: number | null;
  debitPaisa: number;
  creditPaisa: number;
}

export interface PostedLinesFilter {
  /** The campuses counted; undefined: every campus. */
  campusIds?: readonly number[];
  fiscalYearId?: number;
  /** AD dates (YYYY-MM-DD), inclusive. */
  from?: string;
  to?: string;
  /** AD date before which lines count (exclusive): opening balances. */
  before?: string;
  groups?: readonly LedgerGroup[];
}

/** Sums of bigint paisa come back as numeric; read as text so no value passes through a float. */
const paisaSum = (column: typeof ledgerDayTotals.debitPaisa | typeof ledgerDayTotals.creditPaisa) =>
  sql<string>`coalesce(sum(${column}), 0)::text`;
const exact = (text: string): number => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`amount out of range: ${text}`);
  return value;
};

/** What a filter selects of a table keyed by campus, fiscal year and day. */
function periodWhere(
  table: typeof voucherLines | typeof ledgerDayTotals,
  filter: PostedLinesFilter,
): SQL | undefined {
  return and(
    filter.campusIds ? inArray(table.campusId, [...filter.campusIds]) : undefined,
    filter.fiscalYearId !== undefined ? eq(table.fiscalYearId, filter.fiscalYearId) : undefined,
    filter.from ? gte(table.dateAd, filter.from) : undefined,
    filter.to ? lte(table.dateAd, filter.to) : undefined,
    filter.before ? lt(table.dateAd, filter.before) : undefined,
    filter.groups ? inArray(accountSubGroups.groupType, [...filter.groups]) : undefined,
  );
}

/** The posted voucher lines a filter selects (its `groups` need accountSubGroups joined). */
export const postedLinesWhere = (filter: PostedLinesFilter): SQL | undefined =>
  and(sql`${voucherLines.posted}`, periodWhere(voucherLines, filter));

/** Totals per campus and ledger of the posted lines a filter selects. */
export async function postedTotals(db: DbOrTx, filter: PostedLinesFilter): Promise<LedgerTotal[]> {
  if (filter.campusIds && filter.campusIds.length === 0) return [];
  const rows = await db
    .select({
      campusId: ledgerDayTotals.campusId,
      ledgerId: ledgerDayTotals.ledgerId,
      ledgerName: accountLedgers.ledgerName,
      subGroupName: accountSubGroups.subGroupName,
      groupType: accountSubGroups.groupType,
      headId: accountLedgers.headId,
      debit: paisaSum(ledgerDayTotals.debitPaisa),
      credit: paisaSum(ledgerDayTotals.creditPaisa),
    })
    .from(ledgerDayTotals)
    .innerJoin(accountLedgers, eq(accountLedgers.id, ledgerDayTotals.ledgerId))
    .innerJoin(accountSubGroups, eq(accountSubGroups.id, accountLedgers.subGroupId))
    .where(periodWhere(ledgerDayTotals, filter))
    .groupBy(
      ledgerDayTotals.campusId,
      ledgerDayTotals.ledgerId,
      accountLedgers.ledgerName,
      accountSubGroups.subGroupName,
      accountSubGroups.groupType,
      accountLedgers.headId,
    )
    .orderBy(accountSubGroups.groupType, accountSubGroups.subGroupName, accountLedgers.ledgerName);
  return rows.map(({ debit, credit, groupType, ledgerName, subGroupName, ...row }) => ({
    ...row,
    ledgerName: ledgerName ?? '',
    subGroupName: subGroupName ?? '',
    groupType: storedChoice(LEDGER_GROUPS, groupType),
    debitPaisa: exact(debit),
    creditPaisa: exact(credit),
  }));
}

/**
 * Debit and credit totals per campus and ledger over the approved vouchers of a fiscal year
 * (between AD dates `from` and `to`, inclusive, when given), with each ledger's group and
 * public-finance head.
 */
export function ledgerTotals(
  db: DbOrTx,
  filter: { campusIds?: number[]; fiscalYearId: number; from?: string; to?: string },
): Promise<LedgerTotal[]> {
  return postedTotals(db, filter);
}
