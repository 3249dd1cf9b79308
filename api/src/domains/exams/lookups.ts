/**
 * What the exam rules and printouts look up: an exam, a class with its program type, the live
 * exam or class of an id the caller reads, the lock after publication and the next symbol number.
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { EXAM_MESSAGES } from '@hemis/shared-contracts';
import { examCandidates, examClasses, exams, programs, studentAttendance } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { readCondition } from '../../lib/resource/scope';
import type { DbOrTx } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';

/** "Year 2" for an annual program, "Semester 3" for a semester one. */
export const periodName = (programType: unknown, period: number): string =>
  `${programType === 'semester' ? 'Semester' : 'Year'} ${period}`;

/** Who owns an exam, as the read and write rules take it. */
export const EXAM_OWNERS = { campusId: exams.campusId, universityId: exams.universityId };
/** Who owns an exam class, as the read and write rules take it. */
export const CLASS_OWNERS = {
  campusId: examClasses.campusId,
  universityId: examClasses.universityId,
};

/** The live exam `id` if the caller reads it: how a printout or results read finds its exam. */
export const readableExam = (id: number, scope: ScopeFilter) =>
  and(eq(exams.id, id), isNull(exams.deletedAt), readCondition('campusKept', EXAM_OWNERS, scope));

/** The live exam class `id` if the caller reads it: how a class's printout or sheet finds it. */
export const readableClass = (id: number, scope: ScopeFilter) =>
  and(
    eq(examClasses.id, id),
    isNull(examClasses.deletedAt),
    readCondition('campusKept', CLASS_OWNERS, scope),
  );

export async function examOf(db: DbOrTx, examId: number) {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, examId), isNull(exams.deletedAt)))
    .limit(1);
  return exam ?? null;
}

/** Nothing of an exam changes once its results are published (marks have amendments). */
export async function refuseIfPublished(db: DbOrTx, examId: unknown): Promise<void> {
  if (typeof examId !== 'number') return;
  const exam = await examOf(db, examId);
  if (exam?.resultsPublishedAt) throw badRequest(EXAM_MESSAGES.published);
}

/** The class with its program (type) as the rules need it. */
export async function classOf(db: DbOrTx, examClassId: number) {
  const [found] = await db
    .select({
      id: examClasses.id,
      campusId: examClasses.campusId,
      universityId: examClasses.universityId,
      examId: examClasses.examId,
      programId: examClasses.programId,
      batchId: examClasses.batchId,
      yearOrSemester: examClasses.yearOrSemester,
      className: examClasses.className,
      programType: programs.programType,
    })
    .from(examClasses)
    .innerJoin(programs, eq(programs.id, examClasses.programId))
    .where(and(eq(examClasses.id, examClassId), isNull(examClasses.deletedAt)))
    .limit(1);
  return found ?? null;
}

export type ExamClassOf = NonNullable<Awaited<ReturnType<typeof classOf>>>;

/**
 * A read of candidates (`from(examCandidates)`, dynamic) joined to their live exam and their
 * class: where a marksheet and a student's own results start (each joins what else it prints).
 */
export const withExamAndClass = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(exams, and(eq(exams.id, examCandidates.examId), isNull(exams.deletedAt)))
    .innerJoin(examClasses, eq(examClasses.id, examCandidates.examClassId));

/**
 * The next symbol number of an exam when the clerk gives none: "<exam id>-<serial>", the serial
 * of four digits counting the exam's candidates (unique per campus since the exam id leads).
 */
export async function nextSymbolNo(db: DbOrTx, examId: number): Promise<string> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(examCandidates)
    .where(eq(examCandidates.examId, examId));
  return `${examId}-${String((row?.count ?? 0) + 1).padStart(4, '0')}`;
}

export interface CandidateAttendance {
  attendancePercent: number | null;
  attendanceFlag: 'ok' | 'short' | 'unknown';
}

/** A percentage against the minimum: short under it, unknown when nothing was recorded. */
export const attendanceFlagOf = (percent: number | null, minimum: number): CandidateAttendance => ({
  attendancePercent: percent,
  attendanceFlag: percent === null ? 'unknown' : percent < minimum ? 'short' : 'ok',
});

/** Present days over recorded days of each student in the class (its program, batch, period). */
export async function attendanceOf(
  db: DbOrTx,
  examClass: Pick<ExamClassOf, 'programId' | 'batchId' | 'yearOrSemester'>,
  studentIds: readonly number[],
  minimum: number,
): Promise<Map<number, CandidateAttendance>> {
  const found = new Map<number, CandidateAttendance>(
    studentIds.map((id) => [id, attendanceFlagOf(null, minimum)]),
  );
  if (studentIds.length === 0) return found;
  const rows = await db
    .select({
      studentId: studentAttendance.studentId,
      present: sql<number>`count(*) filter (where ${studentAttendance.status} = 'present')::int`,
      recorded: count(),
    })
    .from(studentAttendance)
    .where(
      and(
        inArray(studentAttendance.studentId, [...studentIds]),
        eq(studentAttendance.programId, Number(examClass.programId)),
        eq(studentAttendance.batchId, Number(examClass.batchId)),
        eq(studentAttendance.yearOrSemester, Number(examClass.yearOrSemester)),
      ),
    )
    .groupBy(studentAttendance.studentId);
  for (const row of rows) {
    const percent = row.recorded > 0 ? Math.round((row.present / row.recorded) * 100) : null;
    found.set(row.studentId, attendanceFlagOf(percent, minimum));
  }
  return found;
}
