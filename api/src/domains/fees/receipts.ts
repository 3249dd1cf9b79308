/**
 * Receipts: issued by a campus clerk (or by an eSewa payment), numbered per campus and fiscal
 * year without gaps (numbering.ts, series `receipt`), never changed or deleted, cancelled with a
 * reason. Where the campus keeps its accounts here, issuing posts a receipt voucher and
 * cancelling posts its reversal, in the same transaction. Every write is one transaction: a
 * refused one writes nothing.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  RECEIPT_MESSAGES,
  amountInWords,
  amountInWordsNepali,
  nepalToday,
  receiptTotals,
  voucherNumberLabel,
  type DiscountKind,
  type GeneralFeeCategory,
  type PaymentMode,
  type Receipt,
  type ReceiptLine,
  type ReceiptClerk,
  type ReceiptList,
  type ReceiptListRow,
  type receiptListQuerySchema,
  studentName,
} from '@hemis/shared-contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  accountLedgers,
  campuses,
  feeTypes,
  fiscalYears,
  generalFeeTypes,
  numberSeries,
  programs,
  receiptLines,
  receipts,
  students,
  users,
  vouchers,
} from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { nextNumber } from '../../lib/numbering';
import { campusInReach, readCondition, type ReachedCampus } from '../../lib/resource/scope';
import type { DbOrTx, Tx } from '../../lib/resource/types';
import { newVerificationToken } from '../../lib/verification';
import type { ScopeFilter } from '../../plugins/auth';
import {
  fiscalYearOn,
  keepsAccounts,
  postSystemVoucher,
  reverseSystemVoucher,
  voucherDate,
} from '../accounts/vouchers';

type ListQuery = z.output<typeof receiptListQuerySchema>;

/** The receipt series of a campus's fiscal year. */
export const RECEIPT_SERIES = 'receipt';

/** What a receipt is made of, from the counter form or from a confirmed eSewa payment. */
export interface ReceiptRequest {
  studentId: number;
  dateBs?: string | null;
  dateAd?: string | null;
  lines: readonly {
    feeTypeId?: number | null;
    generalFeeTypeId?: number | null;
    yearOrSemester?: number | null;
    amountPaisa: number;
  }[];
  discountPaisa: number;
  discountKind?: DiscountKind | null;
  discountReason?: string | null;
  finePaisa: number;
  paymentMode: PaymentMode;
  bankVoucherNo?: string | null;
  esewaRefId?: string | null;
  remarks?: string | null;
}

const OWNERS = { campusId: receipts.campusId, universityId: receipts.universityId };
/** The receipts a caller reads: a campus its own, a university its campuses', UGC all. */
export const receiptReadCondition = (scope: ScopeFilter): SQL | undefined =>
  readCondition('campus', OWNERS, scope);

/** A reader of every receipt: the public verifier and the eSewa pages read by token or uuid. */
export const EVERY_RECEIPT: ScopeFilter = {
  kind: 'nation',
  universityId: null,
  campusId: null,
  userId: 0,
};

/** A scope standing for one campus (an eSewa payment is issued in the student's campus). */
export const campusScope = (
  campusId: number,
  universityId: number | null,
  userId: number,
): ScopeFilter => ({ kind: 'campus', campusId, universityId, userId });

// ---- the ledgers a receipt posts to ------------------------------------------------------

/** The standard chart's ledgers (by code) a receipt uses when its fee type names none. */
export const RECEIPT_LEDGER_CODES = {
  cash: 'A-101',
  bank: 'A-102',
  esewa: 'A-102',
  courseFee: 'I-101',
  fine: 'I-303',
  discount: 'E-204',
} as const;
const CATEGORY_LEDGER_CODES: Record<GeneralFeeCategory, string> = {
  admission: 'I-102',
  application: 'I-102',
  registration: 'I-104',
  examination: 'I-103',
  library: 'I-104',
  lab: 'I-104',
  identityCard: 'I-104',
  certificate: 'I-104',
  fine: 'I-303',
  other: 'I-104',
};

interface FeeTypeInfo {
  name: string;
  /** The income ledger the fee type names, or the chart's code for its kind. */
  ledgerId: number | null;
  ledgerCode: string;
}

/** The fee types of the lines the campus may use (active, of its reach); a 400 otherwise. */
async function feeTypesOf(
  db: DbOrTx,
  scope: ScopeFilter,
  lines: ReceiptRequest['lines'],
): Promise<{ course: Map<number, FeeTypeInfo>; general: Map<number, FeeTypeInfo> }> {
  const courseIds = lines.flatMap((line) => (line.feeTypeId ? [line.feeTypeId] : []));
  const generalIds = lines.flatMap((line) =>
    line.generalFeeTypeId ? [line.generalFeeTypeId] : [],
  );
  const usable = (table: typeof feeTypes | typeof generalFeeTypes) =>
    and(
      isNull(table.deletedAt),
      eq(table.status, true),
      readCondition(
        'institution',
        { universityId: table.universityId, campusId: table.campusId },
        scope,
      ),
    );
  const [course, general] = await Promise.all([
    courseIds.length === 0
      ? []
      : db
          .select({ id: feeTypes.id, name: feeTypes.feeTypeName, ledgerId: feeTypes.ledgerId })
          .from(feeTypes)
          .where(and(inArray(feeTypes.id, courseIds), usable(feeTypes))),
    generalIds.length === 0
      ? []
      : db
          .select({
            id: generalFeeTypes.id,
            name: generalFeeTypes.feeTypeName,
            ledgerId: generalFeeTypes.ledgerId,
            category: generalFeeTypes.category,
          })
          .from(generalFeeTypes)
          .where(and(inArray(generalFeeTypes.id, generalIds), usable(generalFeeTypes))),
  ]);
  const found = {
    course: new Map(
      course.map((row) => [
        row.id,
        {
          name: row.name ?? '',
          ledgerId: row.ledgerId,
          ledgerCode: RECEIPT_LEDGER_CODES.courseFee,
        },
      ]),
    ),
    general: new Map(
      general.map((row) => [
        row.id,
        {
          name: row.name ?? '',
          ledgerId: row.ledgerId,
          ledgerCode: CATEGORY_LEDGER_CODES[row.category as GeneralFeeCategory] ?? 'I-104',
        },
      ]),
    ),
  };
  const fields: Record<string, string> = {};
  lines.forEach((line, index) => {
    const known = line.feeTypeId
      ? found.course.has(line.feeTypeId)
      : line.generalFeeTypeId
        ? found.general.has(line.generalFeeTypeId)
        : false;
    if (!known) fields[`lines.${index}.feeTypeId`] = RECEIPT_MESSAGES.feeTypeNotFound;
  });
  if (Object.keys(fields).length > 0) throw badRequest(undefined, fields);
  return found;
}

/** The campus's usable ledger ids by code (its own or the standard chart's). */
async function ledgersByCode(
  db: DbOrTx,
  scope: ScopeFilter,
  codes: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: accountLedgers.id, code: accountLedgers.code, campusId: accountLedgers.campusId })
    .from(accountLedgers)
    .where(
      and(
        inArray(accountLedgers.code, [...new Set(codes)]),
        isNull(accountLedgers.deletedAt),
        readCondition(
          'institution',
          { universityId: accountLedgers.universityId, campusId: accountLedgers.campusId },
          scope,
        ),
      ),
    )
    // The campus's own ledger of a code before the chart's.
    .orderBy(sql`${accountLedgers.campusId} is null`, asc(accountLedgers.id));
  const found = new Map<string, number>();
  for (const row of rows) if (row.code && !found.has(row.code)) found.set(row.code, row.id);
  return found;
}

/**
 * The receipt voucher's lines: the cash or bank ledger debited with what was paid, the
 * discount's ledger debited with the discount, each fee's income ledger and the fine's ledger
 * credited.
 */
async function postingLines(
  db: DbOrTx,
  scope: ScopeFilter,
  request: ReceiptRequest,
  fees: Awaited<ReturnType<typeof feeTypesOf>>,
  totalPaisa: number,
): Promise<{ ledgerId: number; debitPaisa: number; creditPaisa: number }[]> {
  const infoOf = (line: ReceiptRequest['lines'][number]): FeeTypeInfo | undefined =>
    line.feeTypeId
      ? fees.course.get(line.feeTypeId)
      : line.generalFeeTypeId
        ? fees.general.get(line.generalFeeTypeId)
        : undefined;
  const codes = [
    RECEIPT_LEDGER_CODES[request.paymentMode],
    RECEIPT_LEDGER_CODES.fine,
    RECEIPT_LEDGER_CODES.discount,
    ...request.lines.flatMap((line) => {
      const info = infoOf(line);
      return info && info.ledgerId === null ? [info.ledgerCode] : [];
    }),
  ];
  const byCode = await ledgersByCode(db, scope, codes);
  const ledger = (code: string): number => {
    const id = byCode.get(code);
    if (id === undefined) throw conflict(`The accounts have no ledger ${code} for receipts`);
    return id;
  };
  const credits = new Map<number, number>();
  const credit = (ledgerId: number, paisa: number) => {
    if (paisa > 0) credits.set(ledgerId, (credits.get(ledgerId) ?? 0) + paisa);
  };
  for (const line of request.lines) {
    const info = infoOf(line);
    if (!info) continue;
    credit(info.ledgerId ?? ledger(info.ledgerCode), line.amountPaisa);
  }
  credit(ledger(RECEIPT_LEDGER_CODES.fine), request.finePaisa);
  const lines = [];
  if (totalPaisa > 0) {
    lines.push({
      ledgerId: ledger(RECEIPT_LEDGER_CODES[request.paymentMode]),
      debitPaisa: totalPaisa,
      creditPaisa: 0,
    });
  }
  if (request.discountPaisa > 0) {
    lines.push({
      ledgerId: ledger(RECEIPT_LEDGER_CODES.discount),
      debitPaisa: request.discountPaisa,
      creditPaisa: 0,
    });
  }
  for (const [ledgerId, paisa] of credits)
    lines.push({ ledgerId, debitPaisa: 0, creditPaisa: paisa });
  return lines;
}

// ---- issuing and cancelling --------------------------------------------------------------

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

// ---- reading -----------------------------------------------------------------------------

const issuer = sql<
  string | null
>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${receipts.issuedBy})`;
const canceller = sql<
  string | null
>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${receipts.cancelledBy})`;
const voucherNoOf = (column: typeof receipts.voucherId | typeof receipts.reversalVoucherId) =>
  sql<number | null>`(select ${vouchers.number} from ${vouchers} where ${vouchers.id} = ${column})`;

const listColumns = {
  id: receipts.id,
  campusId: receipts.campusId,
  campusName: campuses.campusName,
  fiscalYearId: receipts.fiscalYearId,
  fiscalYear: fiscalYears.label,
  receiptNo: receipts.receiptNo,
  studentId: receipts.studentId,
  firstName: students.firstName,
  middleName: students.middleName,
  lastName: students.lastName,
  registrationNo: students.registrationNo,
  programName: programs.programName,
  dateAd: receipts.dateAd,
  dateBs: receipts.dateBs,
  feesPaisa: receipts.feesPaisa,
  discountPaisa: receipts.discountPaisa,
  discountKind: receipts.discountKind,
  discountReason: receipts.discountReason,
  finePaisa: receipts.finePaisa,
  totalPaisa: receipts.totalPaisa,
  paymentMode: receipts.paymentMode,
  bankVoucherNo: receipts.bankVoucherNo,
  esewaRefId: receipts.esewaRefId,
  remarks: receipts.remarks,
  issuedById: receipts.issuedBy,
  issuedBy: issuer,
  createdAt: receipts.createdAt,
  cancelledAt: receipts.cancelledAt,
  cancelledBy: canceller,
  cancelReason: receipts.cancelReason,
  voucherNumber: voucherNoOf(receipts.voucherId),
  reversalVoucherNumber: voucherNoOf(receipts.reversalVoucherId),
};

const fromReceipts = (db: DbOrTx) =>
  db
    .select(listColumns)
    .from(receipts)
    .innerJoin(students, eq(students.id, receipts.studentId))
    .innerJoin(campuses, eq(campuses.id, receipts.campusId))
    .innerJoin(fiscalYears, eq(fiscalYears.id, receipts.fiscalYearId))
    .leftJoin(programs, eq(programs.id, students.programId));

const iso = (value: Date | string | null): string | null =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(value).toISOString();

type ListRecord = Awaited<ReturnType<typeof fromReceipts>>[number];

function listRow(record: ListRecord): ReceiptListRow {
  return {
    id: record.id,
    campusId: record.campusId,
    campusName: record.campusName ?? '',
    fiscalYearId: record.fiscalYearId,
    fiscalYear: record.fiscalYear ?? '',
    receiptNo: record.receiptNo,
    studentId: record.studentId,
    studentName: studentName(record),
    registrationNo: record.registrationNo,
    programName: record.programName,
    dateAd: record.dateAd,
    dateBs: record.dateBs,
    feesPaisa: Number(record.feesPaisa),
    discountPaisa: Number(record.discountPaisa),
    discountKind: (record.discountKind as DiscountKind | null) ?? null,
    discountReason: record.discountReason,
    finePaisa: Number(record.finePaisa),
    totalPaisa: Number(record.totalPaisa),
    amountInWords: amountInWords(Number(record.totalPaisa)),
    amountInWordsNepali: amountInWordsNepali(Number(record.totalPaisa)),
    paymentMode: record.paymentMode,
    bankVoucherNo: record.bankVoucherNo,
    esewaRefId: record.esewaRefId,
    remarks: record.remarks,
    status: record.cancelledAt ? 'cancelled' : 'issued',
    issuedBy: record.issuedBy ?? (record.paymentMode === 'esewa' ? 'eSewa (online)' : null),
    issuedById: record.issuedById,
    createdAt: iso(record.createdAt) ?? '',
    cancelledAt: iso(record.cancelledAt),
    cancelledBy: record.cancelledBy,
    cancelReason: record.cancelReason,
    voucherNo: voucherNumberLabel('receipt', record.voucherNumber ?? null) || null,
    reversalVoucherNo: voucherNumberLabel('receipt', record.reversalVoucherNumber ?? null) || null,
  };
}

/** The lines of receipts, with their fee types' names, by receipt id. */
async function linesOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, ReceiptLine[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      receiptId: receiptLines.receiptId,
      feeTypeId: receiptLines.feeTypeId,
      generalFeeTypeId: receiptLines.generalFeeTypeId,
      courseName: feeTypes.feeTypeName,
      generalName: generalFeeTypes.feeTypeName,
      yearOrSemester: receiptLines.yearOrSemester,
      amountPaisa: receiptLines.amountPaisa,
    })
    .from(receiptLines)
    .leftJoin(feeTypes, eq(feeTypes.id, receiptLines.feeTypeId))
    .leftJoin(generalFeeTypes, eq(generalFeeTypes.id, receiptLines.generalFeeTypeId))
    .where(inArray(receiptLines.receiptId, [...ids]))
    .orderBy(asc(receiptLines.receiptId), asc(receiptLines.lineNo));
  const byReceipt = new Map<number, ReceiptLine[]>();
  for (const row of rows) {
    const lines = byReceipt.get(row.receiptId) ?? [];
    lines.push({
      feeTypeId: row.feeTypeId,
      generalFeeTypeId: row.generalFeeTypeId,
      feeTypeName: row.courseName ?? row.generalName ?? '',
      yearOrSemester: row.yearOrSemester,
      amountPaisa: Number(row.amountPaisa),
    });
    byReceipt.set(row.receiptId, lines);
  }
  return byReceipt;
}

/** One receipt the caller reads, with its lines (404 otherwise). */
export async function readReceipt(db: DbOrTx, scope: ScopeFilter, id: number): Promise<Receipt> {
  const [record] = await fromReceipts(db)
    .where(and(eq(receipts.id, id), receiptReadCondition(scope)))
    .limit(1);
  if (!record) throw notFound(RECEIPT_MESSAGES.notFound);
  const lines = await linesOf(db, [id]);
  return { ...listRow(record), lines: lines.get(id) ?? [] };
}

/** The list's filters as a condition (AD dates inclusive). */
function listWhere(scope: ScopeFilter, query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [receiptReadCondition(scope)];
  if (query.from) conditions.push(gte(receipts.dateAd, query.from));
  if (query.to) conditions.push(lte(receipts.dateAd, query.to));
  if (query.campusId) conditions.push(eq(receipts.campusId, query.campusId));
  if (query.studentId) conditions.push(eq(receipts.studentId, query.studentId));
  if (query.issuedById) conditions.push(eq(receipts.issuedBy, query.issuedById));
  if (query.paymentMode) conditions.push(eq(receipts.paymentMode, query.paymentMode));
  if (query.status === 'issued') conditions.push(isNull(receipts.cancelledAt));
  if (query.status === 'cancelled') conditions.push(sql`${receipts.cancelledAt} is not null`);
  const lineMatch = (condition: SQL) =>
    exists(
      sql`(select 1 from ${receiptLines} where ${receiptLines.receiptId} = ${receipts.id} and ${condition})`,
    );
  if (query.feeTypeId)
    conditions.push(lineMatch(sql`${receiptLines.feeTypeId} = ${query.feeTypeId}`));
  if (query.generalFeeTypeId) {
    conditions.push(lineMatch(sql`${receiptLines.generalFeeTypeId} = ${query.generalFeeTypeId}`));
  }
  const q = query.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        /^\d{1,9}$/.test(q) ? eq(receipts.receiptNo, Number(q)) : undefined,
        ilike(students.firstName, like),
        ilike(students.lastName, like),
        ilike(students.registrationNo, like),
        ilike(sql`${students.firstName} || ' ' || ${students.lastName}`, like),
      ),
    );
  }
  return and(...conditions);
}

/** The clerks who issued receipts the caller reads (of one campus when named), by name. */
export async function receiptClerks(
  db: DbOrTx,
  scope: ScopeFilter,
  campusId: number | undefined,
): Promise<ReceiptClerk[]> {
  const rows = await db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(receipts)
    .innerJoin(users, eq(users.id, receipts.issuedBy))
    .where(listWhere(scope, { campusId }))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
  }));
}

/** The most rows an export holds. */
export const RECEIPT_EXPORT_CAP = 50_000;

/** The receipts the caller reads, filtered and paged, newest first. */
export async function listReceipts(
  db: DbOrTx,
  scope: ScopeFilter,
  query: ListQuery,
  options: { paging: boolean } = { paging: true },
): Promise<ReceiptList> {
  const where = listWhere(scope, query);
  const pageSize = options.paging ? (query.pageSize ?? 25) : RECEIPT_EXPORT_CAP;
  const page = options.paging ? (query.page ?? 1) : 1;
  const [records, [totals]] = await Promise.all([
    fromReceipts(db)
      .where(where)
      // A number searched for comes first, before names and registration numbers holding it.
      .orderBy(
        ...(query.q && /^\d{1,9}$/.test(query.q.trim())
          ? [sql`${receipts.receiptNo} = ${Number(query.q.trim())} desc`]
          : []),
        desc(receipts.dateAd),
        desc(receipts.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        total: count(),
        totalPaisa: sql<string>`coalesce(sum(case when ${receipts.cancelledAt} is null then ${receipts.totalPaisa} else 0 end), 0)`,
      })
      .from(receipts)
      .innerJoin(students, eq(students.id, receipts.studentId))
      .where(where),
  ]);
  return {
    data: records.map((record) => listRow(record)),
    total: totals?.total ?? 0,
    totalPaisa: Number(totals?.totalPaisa ?? 0),
  };
}

/** The campus a caller asks about: its own, or one of its reach named by id (400 otherwise). */
export async function campusOfCaller(
  db: DbOrTx,
  scope: ScopeFilter,
  campusId: number | undefined,
): Promise<ReachedCampus> {
  const campus = await campusInReach(db, scope, campusId);
  if (!campus) {
    throw badRequest(RECEIPT_MESSAGES.campusRequired, {
      campusId: RECEIPT_MESSAGES.campusRequired,
    });
  }
  return campus;
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
