/**
 * Debit and credit totals per campus and ledger over approved (posted) voucher lines: what the
 * accounts reports are built from, and what budgets (spending by expenditure ledger) and public
 * finance (income and expenditure by head) read.
 */
import { and, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { LedgerGroup } from '@hemis/shared-contracts';
import { accountLedgers, accountSubGroups, voucherLines } from '../../db/schema';
import type { DbOrTx } from '../../lib/resource/types';

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
const paisaSum = (column: typeof voucherLines.debitPaisa | typeof voucherLines.creditPaisa) =>
  sql<string>`coalesce(sum(${column}), 0)::text`;
const exact = (text: string): number => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`amount out of range: ${text}`);
  return value;
};

/** The lines a filter selects (posted lines only). */
export function postedLinesWhere(filter: PostedLinesFilter): SQL | undefined {
  return and(
    sql`${voucherLines.posted}`,
    filter.campusIds ? inArray(voucherLines.campusId, [...filter.campusIds]) : undefined,
    filter.fiscalYearId !== undefined
      ? eq(voucherLines.fiscalYearId, filter.fiscalYearId)
      : undefined,
    filter.from ? gte(voucherLines.dateAd, filter.from) : undefined,
    filter.to ? lte(voucherLines.dateAd, filter.to) : undefined,
    filter.before ? lt(voucherLines.dateAd, filter.before) : undefined,
    filter.groups ? inArray(accountSubGroups.groupType, [...filter.groups]) : undefined,
  );
}

/** Totals per campus and ledger of the posted lines a filter selects. */
export async function postedTotals(db: DbOrTx, filter: PostedLinesFilter): Promise<LedgerTotal[]> {
  if (filter.campusIds && filter.campusIds.length === 0) return [];
  const rows = await db
    .select({
      campusId: voucherLines.campusId,
      ledgerId: voucherLines.ledgerId,
      ledgerName: accountLedgers.ledgerName,
      subGroupName: accountSubGroups.subGroupName,
      groupType: accountSubGroups.groupType,
      headId: accountLedgers.headId,
      debit: paisaSum(voucherLines.debitPaisa),
      credit: paisaSum(voucherLines.creditPaisa),
    })
    .from(voucherLines)
    .innerJoin(accountLedgers, eq(accountLedgers.id, voucherLines.ledgerId))
    .innerJoin(accountSubGroups, eq(accountSubGroups.id, accountLedgers.subGroupId))
    .where(postedLinesWhere(filter))
    .groupBy(
      voucherLines.campusId,
      voucherLines.ledgerId,
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
    groupType: groupType as LedgerGroup,
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
