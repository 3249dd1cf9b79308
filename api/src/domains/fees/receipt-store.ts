/** Reading receipts: one with its lines, the list (filtered, paged, totalled) and its clerks. */
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
  DISCOUNT_KINDS,
  RECEIPT_MESSAGES,
  amountInWords,
  amountInWordsNepali,
  voucherNumberLabel,
  type Receipt,
  type ReceiptLine,
  type ReceiptClerk,
  type ReceiptList,
  type ReceiptListRow,
  type receiptListQuerySchema,
  studentName,
} from '@hemis/shared-contracts';
import type { z } from 'zod';
import {
  campuses,
  feeTypes,
  fiscalYears,
  generalFeeTypes,
  programs,
  receiptLines,
  receipts,
  students,
  users,
  vouchers,
} from '../../db/schema';
import { choiceOf } from '../../lib/choices';
import { badRequest, notFound } from '../../lib/errors';
import { campusInReach, type ReachedCampus } from '../../lib/resource/scope';
import type { DbOrTx } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { receiptReadCondition } from './receipt-scope';

type ListQuery = z.output<typeof receiptListQuerySchema>;

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
    discountKind: choiceOf(DISCOUNT_KINDS, record.discountKind),
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
