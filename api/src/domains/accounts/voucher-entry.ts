/**
 * A campus's own vouchers: entered as drafts, checked, approved (which gives the voucher its
 * number and posts its lines), cancelled or deleted while not yet approved, and reversed once
 * approved. Every write is one transaction: a refused one writes nothing.
 */
import { and, eq } from 'drizzle-orm';
import {
  VOUCHER_MESSAGES,
  nepalToday,
  voucherNumberLabel,
  voucherTotals,
  type voucherReverseSchema,
} from '@hemis/shared-contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { campuses, voucherLines, vouchers } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { nextNumber } from '../../lib/numbering';
import { postVoucher } from './totals';
import type { DbOrTx, Tx } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import {
  checkLines,
  voucherDate,
  type VoucherInput,
  type VoucherLineInput,
} from './voucher-checks';
import { writeLines, writeReversal, type LineValues } from './voucher-postings';
import { voucherReadCondition } from './voucher-store';
import { fiscalYearOn } from '../../lib/fiscal-years';

type ReverseInput = z.output<typeof voucherReverseSchema>;

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

/** A draft as the database takes it, checked: its campus, its columns and its lines. */
async function draftOf(db: DbOrTx, scope: ScopeFilter, input: VoucherInput) {
  const owner = await campusOf(db, scope);
  const values = await prepared(db, scope, input);
  const columns = {
    fiscalYearId: values.fiscalYearId,
    voucherType: input.voucherType,
    dateAd: values.dateAd,
    dateBs: values.dateBs,
    narration: input.narration,
    totalPaisa: values.totalPaisa,
  };
  return { owner, columns, lines: lineValues(input.lines, { ...owner, ...values }) };
}

export async function createVoucher(
  db: Database,
  scope: ScopeFilter,
  input: VoucherInput,
): Promise<number> {
  const { owner, columns, lines } = await draftOf(db, scope, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(vouchers)
      .values({ ...owner, ...columns, preparedBy: scope.userId })
      .returning({ id: vouchers.id });
    if (!row) throw new Error('voucher insert failed');
    await writeLines(tx, row.id, lines);
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
  const { columns, lines } = await draftOf(db, scope, input);
  await db.transaction(async (tx) => {
    const voucher = await lockedVoucher(tx, scope, id);
    if (voucher.status !== 'draft') throw conflict(VOUCHER_MESSAGES.notDraft);
    await tx
      .update(vouchers)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(vouchers.id, id));
    await tx.delete(voucherLines).where(eq(voucherLines.voucherId, id));
    await writeLines(tx, id, lines);
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
    const label = voucherNumberLabel(original.voucherType, original.number);
    return writeReversal(
      tx,
      original,
      {
        ...date,
        fiscalYearId: year.id,
        narration: input.narration || `Reversal of ${label}: ${original.narration}`,
      },
      scope.userId,
    );
  });
}
