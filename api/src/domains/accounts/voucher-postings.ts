/**
 * Writing an approved voucher's lines and reversals: the vouchers other records post in their own
 * transaction (a receipt's receipt voucher, a cancelled receipt's reversal) and the reversal a
 * campus asks for.
 */
import { asc, eq } from 'drizzle-orm';
import { VOUCHER_MESSAGES, voucherTotals, type VoucherType } from '@hemis/shared-contracts';
import { voucherLines, vouchers } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { nextNumber } from '../../lib/numbering';
import { postVoucher } from './totals';
import type { DbOrTx, Tx } from '../../lib/resource/types';

export type LineValues = Omit<typeof voucherLines.$inferInsert, 'voucherId' | 'lineNo'>;

export async function writeLines(
  tx: Tx,
  voucherId: number,
  lines: readonly LineValues[],
): Promise<void> {
  await tx
    .insert(voucherLines)
    .values(lines.map((line, index) => ({ ...line, voucherId, lineNo: index + 1 })));
}

/**
 * Writes the reversal of an approved voucher inside the caller's transaction: a new approved
 * voucher of its type, numbered in the fiscal year asked, with each line's debit and credit
 * swapped, posted; the original is marked reversed by it.
 */
export async function writeReversal(
  tx: Tx,
  original: typeof vouchers.$inferSelect,
  at: { dateAd: string; dateBs: string; fiscalYearId: number; narration: string },
  userId: number | null,
): Promise<number> {
  const lines = await tx
    .select()
    .from(voucherLines)
    .where(eq(voucherLines.voucherId, original.id))
    .orderBy(asc(voucherLines.lineNo));
  const number = await nextNumber(tx, {
    campusId: original.campusId,
    fiscalYearId: at.fiscalYearId,
    series: `voucher:${original.voucherType}`,
  });
  const [row] = await tx
    .insert(vouchers)
    .values({
      campusId: original.campusId,
      universityId: original.universityId,
      fiscalYearId: at.fiscalYearId,
      voucherType: original.voucherType,
      number,
      dateAd: at.dateAd,
      dateBs: at.dateBs,
      narration: at.narration,
      status: 'approved',
      totalPaisa: original.totalPaisa,
      reversalOfId: original.id,
      preparedBy: userId,
      checkedBy: userId,
      approvedBy: userId,
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
      fiscalYearId: at.fiscalYearId,
      dateAd: at.dateAd,
    })),
  );
  await postVoucher(tx, row.id);
  await tx
    .update(vouchers)
    .set({ reversedById: row.id, updatedAt: new Date() })
    .where(eq(vouchers.id, original.id));
  return row.id;
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
  return writeReversal(tx, original, at, userId);
}
