/**
 * What a student owes and has paid (the student's fee ledger, which the receipt form starts
 * from), and a day's collection per clerk. Dues come from the fee setup of the student's campus
 * and program: for each fee type and year or semester up to the student's current one, the
 * batch's own amount before the program-wide one, the newest fiscal year's first.
 */
import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import {
  parsePaisa,
  type DailyCollection,
  type DailyCollectionRow,
  type StudentDue,
  type StudentLedger,
  studentName,
} from '@hemis/shared-contracts';
import {
  batches,
  feeSetups,
  feeTypes,
  fiscalYears,
  generalFeeTypes,
  receiptLines,
  receipts,
  users,
} from '../../db/schema';
import type { DbOrTx, Row } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { EVERY_RECEIPT, listReceipts, receiptReadCondition } from './receipts';

/** One fee of the setup or of a receipt: course or general fee type, and the year/semester. */
const keyOf = (fee: {
  feeTypeId: number | null;
  generalFeeTypeId: number | null;
  yearOrSemester: number | null;
}) => `${fee.feeTypeId ?? 0}:${fee.generalFeeTypeId ?? 0}:${fee.yearOrSemester ?? 0}`;

/** The fee setup rows that apply to the student, one per fee (the closest match). */
async function duesOf(
  db: DbOrTx,
  student: Row,
): Promise<Map<string, Omit<StudentDue, 'paidPaisa' | 'balancePaisa'>>> {
  const campusId = typeof student.campusId === 'number' ? student.campusId : null;
  const programId = typeof student.programId === 'number' ? student.programId : null;
  if (campusId === null || programId === null) return new Map();
  const batchId = typeof student.batchId === 'number' ? student.batchId : null;
  const current = typeof student.yearOrSemester === 'number' ? student.yearOrSemester : 1;
  const rows = await db
    .select({
      feeTypeId: feeSetups.feeTypeId,
      generalFeeTypeId: feeSetups.generalFeeTypeId,
      yearOrSemester: feeSetups.yearOrSemester,
      batchId: feeSetups.batchId,
      amount: feeSetups.amount,
      fiscalYear: fiscalYears.label,
      courseName: feeTypes.feeTypeName,
      generalName: generalFeeTypes.feeTypeName,
    })
    .from(feeSetups)
    .innerJoin(fiscalYears, eq(fiscalYears.id, feeSetups.fiscalYearId))
    .leftJoin(feeTypes, eq(feeTypes.id, feeSetups.feeTypeId))
    .leftJoin(generalFeeTypes, eq(generalFeeTypes.id, feeSetups.generalFeeTypeId))
    .where(
      and(
        eq(feeSetups.campusId, campusId),
        eq(feeSetups.programId, programId),
        isNull(feeSetups.deletedAt),
        batchId === null
          ? isNull(feeSetups.batchId)
          : or(isNull(feeSetups.batchId), eq(feeSetups.batchId, batchId)),
        or(isNull(feeSetups.yearOrSemester), lte(feeSetups.yearOrSemester, current)),
      ),
    )
    // The batch's own amount first, then the newest fiscal year.
    .orderBy(sql`${feeSetups.batchId} is null`, desc(fiscalYears.startDate));
  const dues = new Map<string, Omit<StudentDue, 'paidPaisa' | 'balancePaisa'>>();
  for (const row of rows) {
    const key = keyOf(row);
    if (dues.has(key)) continue;
    dues.set(key, {
      feeTypeId: row.feeTypeId,
      generalFeeTypeId: row.generalFeeTypeId,
      feeTypeName: row.courseName ?? row.generalName ?? '',
      yearOrSemester: row.yearOrSemester,
      fiscalYear: row.fiscalYear ?? '',
      duePaisa: parsePaisa(String(row.amount ?? 0)) ?? 0,
    });
  }
  return dues;
}

/**
 * The application fee of a program at a campus for applicants joining `batchId` in the first
 * year or semester: the fee setup's due of a general fee type of category "application" (the
 * batch's own amount before the program-wide one, the newest fiscal year's first); null if none.
 */
export async function applicationFeeOf(
  db: DbOrTx,
  offer: { campusId: number; programId: number; batchId: number | null },
): Promise<Omit<StudentDue, 'paidPaisa' | 'balancePaisa'> | null> {
  const applicationTypes = await db
    .select({ id: generalFeeTypes.id })
    .from(generalFeeTypes)
    .where(and(eq(generalFeeTypes.category, 'application'), isNull(generalFeeTypes.deletedAt)));
  const ids = new Set(applicationTypes.map((type) => type.id));
  const dues = await duesOf(db, { ...offer, yearOrSemester: 1 });
  for (const due of dues.values()) {
    if (due.generalFeeTypeId !== null && ids.has(due.generalFeeTypeId) && due.duePaisa > 0) {
      return due;
    }
  }
  return null;
}

/** The fees a student's issued receipts paid, per fee. */
async function paidOf(db: DbOrTx, studentId: number) {
  return db
    .select({
      feeTypeId: receiptLines.feeTypeId,
      generalFeeTypeId: receiptLines.generalFeeTypeId,
      yearOrSemester: receiptLines.yearOrSemester,
      courseName: feeTypes.feeTypeName,
      generalName: generalFeeTypes.feeTypeName,
      paidPaisa: sql<string>`sum(${receiptLines.amountPaisa})`,
    })
    .from(receiptLines)
    .innerJoin(receipts, eq(receipts.id, receiptLines.receiptId))
    .leftJoin(feeTypes, eq(feeTypes.id, receiptLines.feeTypeId))
    .leftJoin(generalFeeTypes, eq(generalFeeTypes.id, receiptLines.generalFeeTypeId))
    .where(and(eq(receipts.studentId, studentId), isNull(receipts.cancelledAt)))
    .groupBy(
      receiptLines.feeTypeId,
      receiptLines.generalFeeTypeId,
      receiptLines.yearOrSemester,
      feeTypes.feeTypeName,
      generalFeeTypes.feeTypeName,
    );
}

/** A reference field's label the kit put on the row (`labels`), if any. */
const labelOf = (row: Row, field: string): string | null => {
  const labels = row.labels;
  const label: unknown =
    typeof labels === 'object' && labels !== null
      ? Object.getOwnPropertyDescriptor(labels, field)?.value
      : undefined;
  return typeof label === 'string' ? label : null;
};

/** The student's ledger (`student` is the API row of a record the caller reads). */
export async function studentLedger(
  db: DbOrTx,
  scope: ScopeFilter,
  student: Row,
): Promise<StudentLedger> {
  const studentId = Number(student.id);
  const [dues, paid, history] = await Promise.all([
    duesOf(db, student),
    paidOf(db, studentId),
    // A Student reads every receipt of their own record (the campus's scope is theirs alone).
    listReceipts(
      db,
      scope.kind === 'own' ? EVERY_RECEIPT : scope,
      { studentId },
      { paging: false },
    ),
  ]);
  const lines = new Map<string, StudentDue>();
  for (const [key, due] of dues)
    lines.set(key, { ...due, paidPaisa: 0, balancePaisa: due.duePaisa });
  for (const row of paid) {
    const key = keyOf(row);
    const amount = Number(row.paidPaisa);
    const line = lines.get(key) ?? {
      feeTypeId: row.feeTypeId,
      generalFeeTypeId: row.generalFeeTypeId,
      feeTypeName: row.courseName ?? row.generalName ?? '',
      yearOrSemester: row.yearOrSemester,
      fiscalYear: '',
      duePaisa: 0,
      paidPaisa: 0,
      balancePaisa: 0,
    };
    line.paidPaisa += amount;
    line.balancePaisa = line.duePaisa - line.paidPaisa;
    lines.set(key, line);
  }
  const sorted = [...lines.values()].sort(
    (a, b) =>
      (a.yearOrSemester ?? 0) - (b.yearOrSemester ?? 0) ||
      a.feeTypeName.localeCompare(b.feeTypeName),
  );
  const duePaisa = sorted.reduce((sum, line) => sum + line.duePaisa, 0);
  const paidPaisa = sorted.reduce((sum, line) => sum + line.paidPaisa, 0);
  const [batch] =
    typeof student.batchId === 'number'
      ? await db
          .select({ name: batches.batchName })
          .from(batches)
          .where(eq(batches.id, student.batchId))
      : [];
  return {
    studentId,
    studentName: studentName(student),
    registrationNo: typeof student.registrationNo === 'string' ? student.registrationNo : null,
    campusId: typeof student.campusId === 'number' ? student.campusId : null,
    campusName: labelOf(student, 'campusId') ?? '',
    programName: labelOf(student, 'programId'),
    batchName: batch?.name ?? null,
    yearOrSemester: typeof student.yearOrSemester === 'number' ? student.yearOrSemester : null,
    dues: sorted,
    receipts: history.data,
    duePaisa,
    paidPaisa,
    balancePaisa: duePaisa - paidPaisa,
  };
}

/** One day's receipts of the campuses asked about, per clerk (eSewa payments as their own). */
export async function dailyCollection(
  db: DbOrTx,
  scope: ScopeFilter,
  date: string,
  campus: { id: number; campusName: string },
): Promise<DailyCollection> {
  const issued = sql`${receipts.cancelledAt} is null`;
  const sumOf = (mode: 'cash' | 'bank' | 'esewa') =>
    sql<string>`coalesce(sum(case when ${issued} and ${receipts.paymentMode} = ${mode} then ${receipts.totalPaisa} else 0 end), 0)`;
  const rows = await db
    .select({
      issuedById: receipts.issuedBy,
      firstName: users.firstName,
      lastName: users.lastName,
      receipts: sql<number>`count(*) filter (where ${issued})`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where not (${issued}))`.mapWith(Number),
      cashPaisa: sumOf('cash'),
      bankPaisa: sumOf('bank'),
      esewaPaisa: sumOf('esewa'),
    })
    .from(receipts)
    .leftJoin(users, eq(users.id, receipts.issuedBy))
    .where(
      and(
        receiptReadCondition(scope),
        eq(receipts.campusId, campus.id),
        gte(receipts.dateAd, date),
        lte(receipts.dateAd, date),
      ),
    )
    .groupBy(receipts.issuedBy, users.firstName, users.lastName)
    .orderBy(users.firstName, users.lastName);
  const toRow = (row: (typeof rows)[number]): DailyCollectionRow => {
    const cashPaisa = Number(row.cashPaisa);
    const bankPaisa = Number(row.bankPaisa);
    const esewaPaisa = Number(row.esewaPaisa);
    return {
      issuedById: row.issuedById,
      issuedBy:
        row.issuedById === null
          ? 'eSewa (online)'
          : `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
      receipts: row.receipts,
      cancelled: row.cancelled,
      cashPaisa,
      bankPaisa,
      esewaPaisa,
      totalPaisa: cashPaisa + bankPaisa + esewaPaisa,
    };
  };
  const list = rows.map(toRow);
  const total = list.reduce<DailyCollectionRow>(
    (sum, row) => ({
      ...sum,
      receipts: sum.receipts + row.receipts,
      cancelled: sum.cancelled + row.cancelled,
      cashPaisa: sum.cashPaisa + row.cashPaisa,
      bankPaisa: sum.bankPaisa + row.bankPaisa,
      esewaPaisa: sum.esewaPaisa + row.esewaPaisa,
      totalPaisa: sum.totalPaisa + row.totalPaisa,
    }),
    {
      issuedById: null,
      issuedBy: 'Total',
      receipts: 0,
      cancelled: 0,
      cashPaisa: 0,
      bankPaisa: 0,
      esewaPaisa: 0,
      totalPaisa: 0,
    },
  );
  return { date, campusName: campus.campusName, rows: list, total };
}
