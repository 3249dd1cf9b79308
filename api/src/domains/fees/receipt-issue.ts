/**
 * Issuing a receipt (numbered per campus and fiscal year without gaps, posting its voucher) and
 * cancelling one (posting the reversal), each in one transaction; the number the next one takes.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { RECEIPT_MESSAGES, nepalToday, receiptTotals } from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { fiscalYears, numberSeries, receiptLines, receipts, students } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { nextNumber } from '../../lib/numbering';
import type { DbOrTx, Tx } from '../../lib/resource/types';
import { newVerificationToken } from '../../lib/verification';
import type { ScopeFilter } from '../../plugins/auth';
import { RECEIPT_SERIES, receiptReadCondition, type ReceiptRequest } from './receipt-scope';
import { feeTypesOf, postingLines } from './receipt-postings';
import {
  fiscalYearOn,
  keepsAccounts,
  postSystemVoucher,
  reverseSystemVoucher,
  voucherDate,
} from '../accounts/vouchers';

/** The student a receipt is for: a live record of the campus. */
async function studentOfCampus(db: DbOrTx, studentId: number, campusId: number) {
  const [student] = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      registrationNo: students.registrationNo,
    })
    .from(students)
    .where(
      and(eq(students.id, studentId), eq(students.campusId, campusId), isNull(students.deletedAt)),
    )
    .limit(1);
  if (!student) {
    throw badRequest(RECEIPT_MESSAGES.studentNotFound, {
      studentId: RECEIPT_MESSAGES.studentNotFound,
    });
  }
  return student;
}

/** The day of a receipt: as given (BS or AD, the same day), else today; never after today. */
export function receiptDate(request: { dateBs?: string | null; dateAd?: string | null }) {
  const date = voucherDate(request.dateBs || request.dateAd ? request : { dateAd: nepalToday() });
  if (date.dateAd > nepalToday()) {
    throw badRequest(RECEIPT_MESSAGES.futureDate, { dateBs: RECEIPT_MESSAGES.futureDate });
  }
  return date;
}

/**
 * Issues a receipt in the scope's campus (a campus clerk, or the campus of an eSewa payment)
 * and returns its id. `tx` lets a caller issue inside its own transaction (recording a payment
 * and its receipt together).
 */
export async function issueReceipt(
  db: Database,
  scope: ScopeFilter,
  request: ReceiptRequest,
  tx?: Tx,
): Promise<number> {
  if (scope.kind !== 'campus' || scope.campusId === null) {
    throw forbidden(RECEIPT_MESSAGES.campusOnly);
  }
  const campusId = scope.campusId;
  const reader = tx ?? db;
  await studentOfCampus(reader, request.studentId, campusId);
  const date = receiptDate(request);
  const year = await fiscalYearOn(reader, date.dateAd);
  if (!year) {
    throw badRequest(RECEIPT_MESSAGES.noFiscalYear, { dateBs: RECEIPT_MESSAGES.noFiscalYear });
  }
  const fees = await feeTypesOf(reader, scope, request.lines);
  const { feesPaisa, totalPaisa } = receiptTotals(request);
  const posting = (await keepsAccounts(reader, campusId))
    ? await postingLines(reader, scope, request, fees, totalPaisa)
    : null;

  const write = async (t: Tx): Promise<number> => {
    const receiptNo = await nextNumber(t, {
      campusId,
      fiscalYearId: year.id,
      series: RECEIPT_SERIES,
    });
    const [row] = await t
      .insert(receipts)
      .values({
        campusId,
        universityId: scope.universityId,
        fiscalYearId: year.id,
        receiptNo,
        studentId: request.studentId,
        dateAd: date.dateAd,
        dateBs: date.dateBs,
        feesPaisa,
        discountPaisa: request.discountPaisa,
        discountKind: request.discountPaisa > 0 ? (request.discountKind ?? null) : null,
        discountReason: request.discountPaisa > 0 ? request.discountReason || null : null,
        finePaisa: request.finePaisa,
        totalPaisa,
        paymentMode: request.paymentMode,
        bankVoucherNo: request.paymentMode === 'bank' ? request.bankVoucherNo || null : null,
        esewaRefId: request.esewaRefId ?? null,
        remarks: request.remarks || null,
        verifyToken: newVerificationToken(),
        issuedBy: request.paymentMode === 'esewa' ? null : scope.userId,
      })
      .returning({ id: receipts.id });
    if (!row) throw new Error('receipt insert failed');
    await t.insert(receiptLines).values(
      request.lines.map((line, index) => ({
        receiptId: row.id,
        lineNo: index + 1,
        feeTypeId: line.feeTypeId ?? null,
        generalFeeTypeId: line.generalFeeTypeId ?? null,
        yearOrSemester: line.yearOrSemester ?? null,
        amountPaisa: line.amountPaisa,
      })),
    );
    if (posting && posting.length >= 2) {
      const voucherId = await postSystemVoucher(t, {
        campusId,
        universityId: scope.universityId,
        fiscalYearId: year.id,
        voucherType: 'receipt',
        dateAd: date.dateAd,
        dateBs: date.dateBs,
        narration: `Receipt No. ${receiptNo} (${year.label})`,
        lines: posting,
        userId: request.paymentMode === 'esewa' ? null : scope.userId,
      });
      await t.update(receipts).set({ voucherId }).where(eq(receipts.id, row.id));
    }
    return row.id;
  };
  return tx ? write(tx) : db.transaction(write);
}

/** Cancels an issued receipt with a reason (its number stays used); reverses its voucher. */
export async function cancelReceipt(
  db: Database,
  scope: ScopeFilter,
  id: number,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [receipt] = await tx
      .select()
      .from(receipts)
      .where(and(eq(receipts.id, id), receiptReadCondition(scope)))
      .for('update');
    if (!receipt) throw notFound(RECEIPT_MESSAGES.notFound);
    if (scope.kind !== 'campus' || receipt.campusId !== scope.campusId) {
      throw forbidden(RECEIPT_MESSAGES.campusOnly);
    }
    if (receipt.cancelledAt) throw conflict(RECEIPT_MESSAGES.notIssued);
    let reversalVoucherId: number | null = null;
    if (receipt.voucherId !== null) {
      const today = nepalToday();
      const year = (await fiscalYearOn(tx, today))?.id ?? receipt.fiscalYearId;
      const date = voucherDate({ dateAd: today });
      reversalVoucherId = await reverseSystemVoucher(
        tx,
        receipt.voucherId,
        {
          ...date,
          fiscalYearId: year,
          narration: `Cancelled Receipt No. ${receipt.receiptNo}: ${reason}`,
        },
        scope.userId,
      );
    }
    await tx
      .update(receipts)
      .set({
        cancelledAt: new Date(),
        cancelledBy: scope.userId,
        cancelReason: reason,
        reversalVoucherId,
      })
      .where(eq(receipts.id, id));
  });
}

/** The number the campus's next receipt of a fiscal year takes (default: the one covering today). */
export async function nextReceiptNo(db: DbOrTx, campusId: number, fiscalYearId?: number) {
  if (fiscalYearId !== undefined) {
    const [named] = await db
      .select({ id: fiscalYears.id, label: fiscalYears.label })
      .from(fiscalYears)
      .where(and(eq(fiscalYears.id, fiscalYearId), isNull(fiscalYears.deletedAt)));
    if (!named) {
      const message = RECEIPT_MESSAGES.unknownFiscalYear;
      throw badRequest(message, { FiscalYearId: message });
    }
    return receiptNoIn(db, campusId, { id: named.id, label: named.label ?? '' });
  }
  const year = await fiscalYearOn(db, nepalToday());
  if (!year) {
    throw badRequest(RECEIPT_MESSAGES.noFiscalYear, { dateBs: RECEIPT_MESSAGES.noFiscalYear });
  }
  return receiptNoIn(db, campusId, year);
}

async function receiptNoIn(db: DbOrTx, campusId: number, year: { id: number; label: string }) {
  const [series] = await db
    .select({ lastNumber: numberSeries.lastNumber })
    .from(numberSeries)
    .where(
      and(
        eq(numberSeries.campusId, campusId),
        eq(numberSeries.fiscalYearId, year.id),
        eq(numberSeries.series, RECEIPT_SERIES),
      ),
    );
  return {
    campusId,
    fiscalYearId: year.id,
    fiscalYear: year.label,
    receiptNo: (series?.lastNumber ?? 0) + 1,
  };
}
