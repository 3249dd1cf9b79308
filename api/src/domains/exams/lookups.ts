/**
 * What the exam rules and printouts look up: an exam, a class with its program type, the lock
 * after publication and the next symbol number.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { EXAM_MESSAGES } from '@hemis/shared-contracts';
import { examCandidates, examClasses, exams, programs } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { DbOrTx } from '../../lib/resource/types';

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
