/**
 * Vouchers of a campus and fiscal year: entered as drafts by the campus, checked, approved
 * (which gives the voucher its number and posts its lines), cancelled or deleted while not yet
 * approved, and reversed once approved. Every write is one transaction: a refused one writes
 * nothing.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  VOUCHER_MESSAGES,
  adToBs,
  bsToAd,
  nepalToday,
  voucherNumberLabel,
  voucherTotals,
  type Voucher,
  type VoucherListRow,
  type VoucherType,
  type voucherInputSchema,
  type voucherListQuerySchema,
  type voucherReverseSchema,
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
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { nextNumber } from '../../lib/numbering';
import { postVoucher } from './totals';
import type { DbOrTx, Tx } from '../../lib/resource/types';
import { readCondition } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';
import { fiscalYearOn } from '../../lib/fiscal-years';

type VoucherInput = z.output<typeof voucherInputSchema>;
type VoucherLineInput = VoucherInput['lines'][number];
type ListQuery = z.output<typeof voucherListQuerySchema>;
type ReverseInput = z.output<typeof voucherReverseSchema>;

const VOUCHER_OWNERS = { campusId: vouchers.campusId, universityId: vouchers.universityId };

/** The vouchers a caller reads: a campus its own, a university its campuses', UGC all. */
export const voucherReadCondition = (scope: ScopeFilter): SQL | undefined =>
  readCondition('campus', VOUCHER_OWNERS, scope);

export { fiscalYearOn };

/** The day a body names, in both calendars (BS and AD given must be the same day). */
export function voucherDate(input: { dateBs?: string | null; dateAd?: string | null }): {
  dateAd: string;
  dateBs: string;
} {
  const fromBs = input.dateBs ? bsToAd(input.dateBs) : null;
  if (input.dateBs && !fromBs)
    throw badRequest(undefined, { dateBs: VOUCHER_MESSAGES.dateInvalid });
  const fromAd = input.dateAd ? adToBs(input.dateAd) : null;
  if (input.dateAd && !fromAd)
    throw badRequest(undefined, { dateAd: VOUCHER_MESSAGES.dateInvalid });
  if (fromBs && input.dateAd && fromBs !== input.dateAd) {
    throw badRequest(undefined, { dateAd: VOUCHER_MESSAGES.datesDisagree });
  }
  const dateAd = fromBs ?? input.dateAd;
  const dateBs = input.dateBs ?? fromAd;
  if (!dateAd || !dateBs) throw badRequest(undefined, { dateBs: VOUCHER_MESSAGES.dateRequired });
  return { dateAd, dateBs };
}

/**
 * The lines' ledgers and sub-ledgers must be ones the campus may use (the standard chart or its
 * own, active), and the voucher type's rule on cash and bank ledgers must hold.
 */
async function checkLines(
  db: DbOrTx,
  scope: ScopeFilter,
  voucherType: VoucherType,
  lines: readonly VoucherLineInput[],
): Promise<void> {
  const owners = { universityId: accountLedgers.universityId, campusId: accountLedgers.campusId };
  const ledgerIds = [...new Set(lines.map((line) => line.ledgerId))];
  const ledgers = await db
    .select({ id: accountLedgers.id, cashOrBank: accountLedgers.cashOrBank })
    .from(accountLedgers)
    .where(
      and(
        inArray(accountLedgers.id, ledgerIds),
        isNull(accountLedgers.deletedAt),
        eq(accountLedgers.status, true),
        readCondition('institution', owners, scope),
      ),
    );
  const cashOrBank = new Map(ledgers.map((ledger) => [ledger.id, ledger.cashOrBank]));
  const subLedgerIds = lines
    .map((line) => line.subLedgerId)
    .filter((id): id is number => typeof id === 'number');
  const subLedgers =
    subLedgerIds.length === 0
      ? []
      : await db
          .select({ id: accountSubLedgers.id, ledgerId: accountSubLedgers.ledgerId })
          .from(accountSubLedgers)
          .where(
            and(
              inArray(accountSubLedgers.id, subLedgerIds),
              isNull(accountSubLedgers.deletedAt),
              readCondition(
                'institution',
                {
                  universityId: accountSubLedgers.universityId,
                  campusId: accountSubLedgers.campusId,
                },
                scope,
              ),
            ),
          );
  const ledgerOfSub = new Map(subLedgers.map((sub) => [sub.id, sub.ledgerId]));

  const fields: Record<string, string> = {};
  lines.forEach((line, index) => {
    if (!cashOrBank.has(line.ledgerId)) {
      fields[`lines.${index}.ledgerId`] = VOUCHER_MESSAGES.ledgerNotFound;
    }
    if (
      typeof line.subLedgerId === 'number' &&
      ledgerOfSub.get(line.subLedgerId) !== line.ledgerId
    ) {
      fields[`lines.${index}.subLedgerId`] = VOUCHER_MESSAGES.subLedgerNotFound;
    }
  });
  if (Object.keys(fields).length > 0) throw badRequest(undefined, fields);

  const isCash = (line: VoucherLineInput) => cashOrBank.get(line.ledgerId) === true;
  const rule =
    voucherType === 'payment'
      ? lines.some((line) => line.creditPaisa > 0 && isCash(line)) || VOUCHER_MESSAGES.paymentCredit
      : voucherType === 'receipt'
        ? lines.some((line) => line.debitPaisa > 0 && isCash(line)) || VOUCHER_MESSAGES.receiptDebit
        : voucherType === 'contra'
          ? lines.every(isCash) || VOUCHER_MESSAGES.contraOnly
          : true;
  if (rule !== true) throw badRequest(rule, { lines: rule });
}

/** Only a campus keeps vouchers; its university comes from the campus. */
async function campusOf(
  db: DbOrTx,
  scope: ScopeFilter,
): Promise<{ campusId: number; universityId: number | null }> {
  if (scope.kind !== 'campus' || scope.campusId === null)
    throw forbidden(VOUCHER_MESSAGES.campusOnly);
  const [campus] = await db
    .select({ universityId: campuses.universityId })
    .from(campuses)
    .where(eq(campuses.id, scope.campusId))
    .limit(1);
  return { campusId: scope.campusId, universityId: campus?.universityId ?? null };
}

/** What a voucher's date and lines become in the database. */
async function prepared(db: DbOrTx, scope: ScopeFilter, input: VoucherInput) {
  const date = voucherDate(input);
  const year = await fiscalYearOn(db, date.dateAd);
  if (!year)
    throw badRequest(VOUCHER_MESSAGES.noFiscalYear, { dateBs: VOUCHER_MESSAGES.noFiscalYear });
  await checkLines(db, scope, input.voucherType, input.lines);
  return { ...date, fiscalYearId: year.id, totalPaisa: voucherTotals(input.lines).debits };
}

type LineValues = Omit<typeof voucherLines.$inferInsert, 'voucherId' | 'lineNo'>;

async function writeLines(tx: Tx, voucherId: number, lines: readonly LineValues[]): Promise<void> {
  await tx
    .insert(voucherLines)
    .values(lines.map((line, index) => ({ ...line, voucherId, lineNo: index + 1 })));
}

const lineValues = (
  lines: readonly VoucherLineInput[],
  at: { campusId: number; fiscalYearId: number; dateAd: string },
): LineValues[] =>
  lines.map((line) => ({
    ledgerId: line.ledgerId,
    subLedgerId: line.subLedgerId ?? null,
    debitPaisa: line.debitPaisa,
    creditPaisa: line.creditPaisa,
    narration: line.narration || null,
    ...at,
  }));

export async function createVoucher(
  db: Database,
  scope: ScopeFilter,
  input: VoucherInput,
): Promise<number> {
  const owner = await campusOf(db, scope);
  const values = await prepared(db, scope, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(vouchers)
      .values({
        ...owner,
        fiscalYearId: values.fiscalYearId,
        voucherType: input.voucherType,
        dateAd: values.dateAd,
        dateBs: values.dateBs,
        narration: input.narration,
        totalPaisa: values.totalPaisa,
        preparedBy: scope.userId,
      })
      .returning({ id: vouchers.id });
    if (!row) throw new Error('voucher insert failed');
    await writeLines(tx, row.id, lineValues(input.lines, { ...owner, ...values }));
    return row.id;
  });
}

/** The voucher, locked for this transaction, if the caller may write it (else 404/403). */
async function lockedVoucher(tx: Tx, scope: ScopeFilter, id: number) {
  const [row] = await tx
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, id), voucherReadCondition(scope)))
    .for('update');
  if (!row) throw notFound();
  if (scope.kind !== 'campus' || row.campusId !== scope.campusId) {
    throw forbidden(VOUCHER_MESSAGES.campusOnly);
  }
  return row;
}

export async function updateVoucher(
  db: Database,
  scope: ScopeFilter,
  id: number,
  input: VoucherInput,
): Promise<void> {
  const owner = await campusOf(db, scope);
  const values = await prepared(db, scope, input);
  await db.transaction(async (tx) => {
    const voucher = await lockedVoucher(tx, scope, id);
    if (voucher.status !== 'draft') throw conflict(VOUCHER_MESSAGES.notDraft);
    await tx
      .update(vouchers)
      .set({
        fiscalYearId: values.fiscalYearId,
        voucherType: input.voucherType,
        dateAd: values.dateAd,
        dateBs: values.dateBs,
        narration: input.narration,
        totalPaisa: values.totalPaisa,
        updatedAt: new Date(),
      })
      .where(eq(vouchers.id, id));
    await tx.delete(voucherLines).where(eq(voucherLines.voucherId, id));
    await writeLines(tx, id, lineValues(input.lines, { ...owner, ...values }));
  });
}

export async function deleteVoucher(db: Database, scope: ScopeFilter, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const voucher = await lockedVoucher(tx, scope, id);
    if (voucher.status !== 'draft') throw conflict(VOUCHER_MESSAGES.notDraftDelete);
    await tx.delete(vouchers).where(eq(vouchers.id, id));
  });
}

export type VoucherStep = 'check' | 'approve' | 'cancel';

/**
 * Moves a voucher on: draft -> checked -> approved (numbered, its lines posted), or a draft or
 * checked one to cancelled.
 */
export async function stepVoucher(
  db: Database,
  scope: ScopeFilter,
  id: number,
  step: VoucherStep,
): Promise<void> {
  await db.transaction(async (tx) => {
    const voucher = await lockedVoucher(tx, scope, id);
    const now = new Date();
    if (step === 'check') {
      if (voucher.status !== 'draft') throw conflict(VOUCHER_MESSAGES.notDraftCheck);
      await tx
        .update(vouchers)
        .set({ status: 'checked', checkedBy: scope.userId, updatedAt: now })
        .where(eq(vouchers.id, id));
    } else if (step === 'cancel') {
      if (voucher.status !== 'draft' && voucher.status !== 'checked') {
        throw conflict(VOUCHER_MESSAGES.notCancellable);
      }
      await tx
        .update(vouchers)
        .set({ status: 'cancelled', updatedAt: now })
        .where(eq(vouchers.id, id));
    } else {
      if (voucher.status !== 'checked') throw conflict(VOUCHER_MESSAGES.notChecked);
      const number = await nextNumber(tx, {
        campusId: voucher.campusId,
        fiscalYearId: voucher.fiscalYearId,
        series: `voucher:${voucher.voucherType}`,
      });
      await tx
        .update(vouchers)
        .set({ status: 'approved', number, approvedBy: scope.userId, updatedAt: now })
        .where(eq(vouchers.id, id));
      await postVoucher(tx, id);
    }
  });
}

/**
 * Reverses an approved voucher by a new approved voucher of the same type with each line's
 * debit and credit swapped, dated as asked (today by default) in that date's fiscal year.
 */
export async function reverseVoucher(
  db: Database,
  scope: ScopeFilter,
  id: number,
  input: ReverseInput,
): Promise<number> {
  const date = voucherDate(input.dateBs || input.dateAd ? input : { dateAd: nepalToday() });
  const year = await fiscalYearOn(db, date.dateAd);
  if (!year)
    throw badRequest(VOUCHER_MESSAGES.noFiscalYear, { dateBs: VOUCHER_MESSAGES.noFiscalYear });
  return db.transaction(async (tx) => {
    const original = await lockedVoucher(tx, scope, id);
    if (original.status !== 'approved') throw conflict(VOUCHER_MESSAGES.notApproved);
    if (original.reversedById !== null) throw conflict(VOUCHER_MESSAGES.alreadyReversed);
    if (original.reversalOfId !== null) throw conflict(VOUCHER_MESSAGES.reversalOfReversal);
    const lines = await tx
      .select()
      .from(voucherLines)
      .where(eq(voucherLines.voucherId, id))
      .orderBy(asc(voucherLines.lineNo));
    const number = await nextNumber(tx, {
      campusId: original.campusId,
      fiscalYearId: year.id,
      series: `voucher:${original.voucherType}`,
    });
    const label = voucherNumberLabel(original.voucherType, original.number);
    const [row] = await tx
      .insert(vouchers)
      .values({
        campusId: original.campusId,
        universityId: original.universityId,
        fiscalYearId: year.id,
        voucherType: original.voucherType,
        number,
        dateAd: date.dateAd,
        dateBs: date.dateBs,
        narration: input.narration || `Reversal of ${label}: ${original.narration}`,
        status: 'approved',
        totalPaisa: original.totalPaisa,
        reversalOfId: id,
        preparedBy: scope.userId,
        checkedBy: scope.userId,
        approvedBy: scope.userId,
      })
      .returning({ id: vouchers.id });
    if (!row) throw new Error('reversal insert failed');
    await writeLines(
      tx,
      row.id,
      lines.map((line) => ({
        ledgerId: line.ledgerId,
        subLedgerId: line.subLedgerId,
        debitPaisa: line.creditPaisa,
        creditPaisa: line.debitPaisa,
        narration: line.narration,
        campusId: line.campusId,
        fiscalYearId: year.id,
        dateAd: date.dateAd,
      })),
    );
    await postVoucher(tx, row.id);
    await tx
      .update(vouchers)
      .set({ reversedById: row.id, updatedAt: new Date() })
      .where(eq(vouchers.id, id));
    return row.id;
  });
}

// ---- vouchers other records post ---------------------------------------------------------

/** A voucher another record makes in its own transaction (a receipt's receipt voucher). */
export interface SystemVoucher {
  campusId: number;
  universityId: number | null;
  fiscalYearId: number;
  voucherType: VoucherType;
  dateAd: string;
  dateBs: string;
  narration: string;
  lines: readonly {
    ledgerId: number;
    debitPaisa: number;
    creditPaisa: number;
    narration?: string | null;
  }[];
  userId: number | null;
}

/**
 * Whether a campus keeps its accounts here: it has entered any voucher. Only then do its
 * receipts post to its ledgers (a campus keeping its books elsewhere is left alone).
 */
export async function keepsAccounts(db: DbOrTx, campusId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(eq(vouchers.campusId, campusId))
    .limit(1);
  return row !== undefined;
}

/** Writes an approved, numbered voucher and posts it, inside the caller's transaction. */
export async function postSystemVoucher(tx: Tx, voucher: SystemVoucher): Promise<number> {
  const number = await nextNumber(tx, {
    campusId: voucher.campusId,
    fiscalYearId: voucher.fiscalYearId,
    series: `voucher:${voucher.voucherType}`,
  });
  const [row] = await tx
    .insert(vouchers)
    .values({
      campusId: voucher.campusId,
      universityId: voucher.universityId,
      fiscalYearId: voucher.fiscalYearId,
      voucherType: voucher.voucherType,
      number,
      dateAd: voucher.dateAd,
      dateBs: voucher.dateBs,
      narration: voucher.narration,
      status: 'approved',
      totalPaisa: voucherTotals(voucher.lines).debits,
      preparedBy: voucher.userId,
      checkedBy: voucher.userId,
      approvedBy: voucher.userId,
    })
    .returning({ id: vouchers.id });
  if (!row) throw new Error('voucher insert failed');
  await writeLines(
    tx,
    row.id,
    voucher.lines.map((line) => ({
      ledgerId: line.ledgerId,
      subLedgerId: null,
      debitPaisa: line.debitPaisa,
      creditPaisa: line.creditPaisa,
      narration: line.narration ?? null,
      campusId: voucher.campusId,
      fiscalYearId: voucher.fiscalYearId,
      dateAd: voucher.dateAd,
    })),
  );
  await postVoucher(tx, row.id);
  return row.id;
}

/**
 * Reverses an approved voucher another record posted (a cancelled receipt's), inside the
 * caller's transaction: a new approved voucher with each line's sides swapped.
 */
export async function reverseSystemVoucher(
  tx: Tx,
  id: number,
  at: { dateAd: string; dateBs: string; fiscalYearId: number; narration: string },
  userId: number | null,
): Promise<number> {
  const [original] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  if (!original) throw notFound();
  if (original.reversedById !== null) throw conflict(VOUCHER_MESSAGES.alreadyReversed);
  const lines = await tx
    .select()
    .from(voucherLines)
    .where(eq(voucherLines.voucherId, id))
    .orderBy(asc(voucherLines.lineNo));
  const reversal = await postSystemVoucher(tx, {
    campusId: original.campusId,
    universityId: original.universityId,
    fiscalYearId: at.fiscalYearId,
    voucherType: original.voucherType,
    dateAd: at.dateAd,
    dateBs: at.dateBs,
    narration: at.narration,
    lines: lines.map((line) => ({
      ledgerId: line.ledgerId,
      debitPaisa: line.creditPaisa,
      creditPaisa: line.debitPaisa,
      narration: line.narration,
    })),
    userId,
  });
  await tx.update(vouchers).set({ reversalOfId: id }).where(eq(vouchers.id, reversal));
  await tx
    .update(vouchers)
    .set({ reversedById: reversal, updatedAt: new Date() })
    .where(eq(vouchers.id, id));
  return reversal;
}

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
