/** Reading vouchers: the list, one with its lines, and the counts by status. */
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  VOUCHER_MESSAGES,
  bsToAd,
  voucherNumberLabel,
  type Voucher,
  type VoucherListRow,
  type voucherListQuerySchema,
} from '@hemis/shared-contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  accountLedgers,
  accountSubLedgers,
  campuses,
  fiscalYears,
  users,
  voucherLines,
  vouchers,
} from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { DbOrTx } from '../../lib/resource/types';
import { readCondition } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';

type ListQuery = z.output<typeof voucherListQuerySchema>;

const VOUCHER_OWNERS = { campusId: vouchers.campusId, universityId: vouchers.universityId };

/** The vouchers a caller reads: a campus its own, a university its campuses', UGC all. */
export const voucherReadCondition = (scope: ScopeFilter): SQL | undefined =>
  readCondition('campus', VOUCHER_OWNERS, scope);

// ---- reading -----------------------------------------------------------------------------

const voucherColumns = {
  id: vouchers.id,
  campusId: vouchers.campusId,
  campusName: campuses.campusName,
  fiscalYearId: vouchers.fiscalYearId,
  fiscalYear: fiscalYears.label,
  voucherType: vouchers.voucherType,
  number: vouchers.number,
  dateAd: vouchers.dateAd,
  dateBs: vouchers.dateBs,
  narration: vouchers.narration,
  status: vouchers.status,
  totalPaisa: vouchers.totalPaisa,
  reversalOfId: vouchers.reversalOfId,
  reversedById: vouchers.reversedById,
  preparedBy: vouchers.preparedBy,
  checkedBy: vouchers.checkedBy,
  approvedBy: vouchers.approvedBy,
  createdAt: vouchers.createdAt,
};

/** The users' names ("Sita Sharma") by id. */
async function namesOf(db: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`]));
}

async function listRows(db: DbOrTx, records: readonly VoucherRecord[]): Promise<VoucherListRow[]> {
  const names = await namesOf(
    db,
    records.flatMap((row) => [row.preparedBy, row.checkedBy, row.approvedBy]),
  );
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return records.map((row) => ({
    ...row,
    campusName: row.campusName ?? '',
    fiscalYear: row.fiscalYear ?? '',
    voucherNo: voucherNumberLabel(row.voucherType, row.number),
    preparedBy: nameOf(row.preparedBy),
    checkedBy: nameOf(row.checkedBy),
    approvedBy: nameOf(row.approvedBy),
    createdAt: row.createdAt.toISOString(),
  }));
}

const voucherQuery = (db: DbOrTx) =>
  db
    .select(voucherColumns)
    .from(vouchers)
    .leftJoin(campuses, eq(campuses.id, vouchers.campusId))
    .leftJoin(fiscalYears, eq(fiscalYears.id, vouchers.fiscalYearId));
type VoucherRecord = Awaited<ReturnType<ReturnType<typeof voucherQuery>['execute']>>[number];

export async function listVouchers(
  db: Database,
  scope: ScopeFilter,
  query: ListQuery,
): Promise<{ data: VoucherListRow[]; total: number }> {
  const fromAd = query.from ? bsToAd(query.from) : null;
  const toAd = query.to ? bsToAd(query.to) : null;
  if (query.from && !fromAd) throw badRequest(undefined, { from: VOUCHER_MESSAGES.dateInvalid });
  if (query.to && !toAd) throw badRequest(undefined, { to: VOUCHER_MESSAGES.dateInvalid });
  const where = and(
    voucherReadCondition(scope),
    query.voucherType ? eq(vouchers.voucherType, query.voucherType) : undefined,
    query.status ? eq(vouchers.status, query.status) : undefined,
    query.campusId ? eq(vouchers.campusId, query.campusId) : undefined,
    query.fiscalYearId ? eq(vouchers.fiscalYearId, query.fiscalYearId) : undefined,
    fromAd ? gte(vouchers.dateAd, fromAd) : undefined,
    toAd ? lte(vouchers.dateAd, toAd) : undefined,
  );
  const [counted] = await db.select({ n: count() }).from(vouchers).where(where);
  const records = await voucherQuery(db)
    .where(where)
    .orderBy(desc(vouchers.dateAd), desc(vouchers.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { data: await listRows(db, records), total: counted?.n ?? 0 };
}

export async function readVoucher(db: Database, scope: ScopeFilter, id: number): Promise<Voucher> {
  const [record] = await voucherQuery(db).where(
    and(eq(vouchers.id, id), voucherReadCondition(scope)),
  );
  if (!record) throw notFound();
  const [row] = await listRows(db, [record]);
  if (!row) throw notFound();
  const lines = await db
    .select({
      id: voucherLines.id,
      ledgerId: voucherLines.ledgerId,
      ledgerName: accountLedgers.ledgerName,
      subLedgerId: voucherLines.subLedgerId,
      subLedgerName: accountSubLedgers.subLedgerName,
      debitPaisa: voucherLines.debitPaisa,
      creditPaisa: voucherLines.creditPaisa,
      narration: voucherLines.narration,
    })
    .from(voucherLines)
    .innerJoin(accountLedgers, eq(accountLedgers.id, voucherLines.ledgerId))
    .leftJoin(accountSubLedgers, eq(accountSubLedgers.id, voucherLines.subLedgerId))
    .where(eq(voucherLines.voucherId, id))
    .orderBy(asc(voucherLines.lineNo));
  return { ...row, lines: lines.map((line) => ({ ...line, ledgerName: line.ledgerName ?? '' })) };
}

/** Vouchers of the fiscal year by status, within the caller's scope (the accounts home). */
export async function voucherCounts(
  db: Database,
  scope: ScopeFilter,
  fiscalYearId: number,
): Promise<{ status: Voucher['status']; count: number }[]> {
  return db
    .select({ status: vouchers.status, count: count() })
    .from(vouchers)
    .where(and(voucherReadCondition(scope), eq(vouchers.fiscalYearId, fiscalYearId)))
    .groupBy(vouchers.status)
    .orderBy(sql`${vouchers.status}`);
}
