/**
 * What the results screens read: the exams of the caller's reach with how far each has come,
 * an exam the caller decides on, and the tabulation sheet of an exam class (and its .xlsx).
 */
import { and, asc, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import {
  RESULT_MESSAGES,
  RESULT_STATUS_LABELS,
  SCHEME_KIND_OF_PROGRAM_TYPE,
  type ExamResultState,
  type TabulationSheet,
} from '@hemis/shared-contracts';
import {
  examCandidates,
  examClasses,
  examMarks,
  examResults,
  examRoutines,
  examTypes,
  exams,
  programs,
} from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { readCondition, writeCondition } from '../../lib/resource/scope';
import type { DbOrTx } from '../../lib/resource/types';
import { bufferOf, newWorkbook } from '../../lib/workbook';
import type { ScopeFilter } from '../../plugins/auth';
import { cgpaOf } from './cgpa';
import { EXAM_OWNERS, readableClass, readableExam } from './lookups';
import { resultsOfExam, subjectsOfClasses } from './results-store';

export interface ExamHead {
  id: number;
  campusId: number;
  examName: string;
  resultsPublishedAt: string | null;
}

/** A live exam the caller reads (404 otherwise). */
export async function examOf(db: DbOrTx, scope: ScopeFilter, id: number): Promise<ExamHead> {
  const [exam] = await db
    .select({
      id: exams.id,
      campusId: exams.campusId,
      examName: exams.examName,
      resultsPublishedAt: exams.resultsPublishedAt,
    })
    .from(exams)
    .where(readableExam(id, scope))
    .limit(1);
  if (!exam?.campusId) throw notFound(RESULT_MESSAGES.notFound);
  return {
    id: exam.id,
    campusId: exam.campusId,
    examName: exam.examName ?? '',
    resultsPublishedAt: exam.resultsPublishedAt || null,
  };
}

/** An exam only its campus decides on (403 for others who read it). */
export async function decidableExam(db: DbOrTx, scope: ScopeFilter, id: number): Promise<ExamHead> {
  const exam = await examOf(db, scope, id);
  const write = writeCondition('campusKept', EXAM_OWNERS, scope);
  if (write === null || (write !== undefined && scope.campusId !== exam.campusId))
    throw forbidden();
  return exam;
}

/** An exam its campus decides on whose results are not yet published (400 with `message`). */
export async function unpublishedExam(
  db: DbOrTx,
  scope: ScopeFilter,
  id: number,
  message: string,
): Promise<ExamHead> {
  const exam = await decidableExam(db, scope, id);
  if (exam.resultsPublishedAt) throw badRequest(message, { examId: message });
  return exam;
}

/** The exams the caller reads, with how far each has come. */
export async function examStates(db: DbOrTx, scope: ScopeFilter): Promise<ExamResultState[]> {
  const heads = await db
    .select({ id: exams.id, examName: exams.examName, publishedAt: exams.resultsPublishedAt })
    .from(exams)
    .where(and(isNull(exams.deletedAt), readCondition('campusKept', EXAM_OWNERS, scope)))
    .orderBy(desc(exams.startDate), desc(exams.id));
  if (heads.length === 0) return [];
  const ids = heads.map((head) => head.id);
  const classes = await db
    .select({ id: examClasses.id, examId: examClasses.examId, className: examClasses.className })
    .from(examClasses)
    .where(and(inArray(examClasses.examId, ids), isNull(examClasses.deletedAt)))
    .orderBy(asc(examClasses.className));
  // Expected cells: each class's candidates times its routine's subjects.
  const expected = await db
    .select({
      examId: examCandidates.examId,
      candidates: sql<number>`count(distinct ${examCandidates.id})`.mapWith(Number),
      cells: count(examRoutines.id),
    })
    .from(examCandidates)
    .leftJoin(
      examRoutines,
      and(eq(examRoutines.examClassId, examCandidates.examClassId), isNull(examRoutines.deletedAt)),
    )
    .where(and(inArray(examCandidates.examId, ids), isNull(examCandidates.deletedAt)))
    .groupBy(examCandidates.examId);
  const entered = await db
    .select({ examId: examCandidates.examId, cells: count(examMarks.id) })
    .from(examMarks)
    .innerJoin(examCandidates, eq(examCandidates.id, examMarks.candidateId))
    .innerJoin(
      examRoutines,
      and(
        eq(examRoutines.examClassId, examCandidates.examClassId),
        eq(examRoutines.subjectId, examMarks.subjectId),
        isNull(examRoutines.deletedAt),
      ),
    )
    .where(
      and(
        inArray(examCandidates.examId, ids),
        isNull(examCandidates.deletedAt),
        sql`(${examMarks.theory} is not null or ${examMarks.practical} is not null or ${examMarks.theoryAbsent} or ${examMarks.practicalAbsent})`,
      ),
    )
    .groupBy(examCandidates.examId);
  const computed = await db
    .select({ examId: examResults.examId, at: max(examResults.computedAt) })
    .from(examResults)
    .where(inArray(examResults.examId, ids))
    .groupBy(examResults.examId);
  const expectedOf = new Map(expected.map((row) => [Number(row.examId), row]));
  const enteredOf = new Map(entered.map((row) => [Number(row.examId), row.cells]));
  const computedOf = new Map(computed.map((row) => [row.examId, row.at]));
  return heads.map((head) => {
    const publishedAt = head.publishedAt || null;
    const computedAt = computedOf.get(head.id) ?? null;
    return {
      examId: head.id,
      examName: head.examName ?? '',
      candidates: expectedOf.get(head.id)?.candidates ?? 0,
      marksEntered: enteredOf.get(head.id) ?? 0,
      marksExpected: expectedOf.get(head.id)?.cells ?? 0,
      computedAt: computedAt ? computedAt.toISOString() : null,
      publishedAt,
      state: publishedAt ? 'published' : computedAt ? 'computed' : 'entering',
      classes: classes
        .filter((item) => Number(item.examId) === head.id)
        .map((item) => ({ examClassId: item.id, className: item.className ?? '' })),
    };
  });
}

/** The tabulation sheet of an exam class: stored results, or computed now when none are. */
export async function sheetOf(
  db: DbOrTx,
  scope: ScopeFilter,
  examClassId: number,
): Promise<TabulationSheet> {
  const [head] = await db
    .select({
      examId: examClasses.examId,
      className: examClasses.className,
      programType: programs.programType,
      examKind: examTypes.kind,
    })
    .from(examClasses)
    .innerJoin(programs, eq(programs.id, examClasses.programId))
    .innerJoin(exams, eq(exams.id, examClasses.examId))
    .leftJoin(examTypes, eq(examTypes.id, exams.examTypeId))
    .where(readableClass(examClassId, scope))
    .limit(1);
  if (!head) throw notFound('No such exam class');
  const exam = await examOf(db, scope, Number(head.examId));
  const subjectList = (await subjectsOfClasses(db, exam.id)).get(examClassId) ?? [];
  const candidates = await db
    .select({
      id: examCandidates.id,
      symbolNo: examCandidates.symbolNo,
      studentName: examCandidates.studentName,
    })
    .from(examCandidates)
    .where(and(eq(examCandidates.examClassId, examClassId), isNull(examCandidates.deletedAt)))
    .orderBy(asc(examCandidates.symbolNo), asc(examCandidates.id));
  const stored = await db
    .select()
    .from(examResults)
    .where(eq(examResults.examClassId, examClassId));
  const live = stored.length > 0 ? stored : await resultsOfExam(db, exam.id, exam.campusId);
  const resultOf = new Map(live.map((row) => [row.candidateId, row]));
  const cgpas = await cgpaOf(db, live);
  const computedAt = stored[0]?.computedAt ?? null;
  return {
    examId: exam.id,
    examName: exam.examName,
    examClassId,
    className: head.className ?? '',
    kind: SCHEME_KIND_OF_PROGRAM_TYPE[head.programType ?? ''] ?? 'division',
    examKind: head.examKind === 'board' ? 'board' : 'internal',
    computedAt: computedAt ? computedAt.toISOString() : null,
    publishedAt: exam.resultsPublishedAt,
    subjects: subjectList.map((subject) => ({
      subjectId: subject.subjectId,
      subjectName: subject.subjectName ?? '',
      fullMarks: (subject.theoryFullMarks ?? 0) + (subject.practicalFullMarks ?? 0),
      creditHours: subject.creditHours ?? null,
    })),
    rows: candidates.flatMap((candidate) => {
      const result = resultOf.get(candidate.id);
      if (!result) return [];
      return [
        {
          candidateId: candidate.id,
          symbolNo: candidate.symbolNo ?? null,
          studentName: candidate.studentName ?? '',
          subjects: result.subjects,
          obtained: result.obtained,
          fullMarks: result.fullMarks,
          percentage: result.percentage,
          sgpa: result.sgpa ?? null,
          cgpa: cgpas.get(candidate.id) ?? null,
          division: result.division ?? null,
          status: result.status,
          rank: result.rank ?? null,
        },
      ];
    }),
  };
}

export async function sheetWorkbook(sheet: TabulationSheet): Promise<Buffer> {
  const workbook = await newWorkbook();
  const page = workbook.addWorksheet('Marks List');
  page.addRow([`${sheet.examName}, ${sheet.className}`]).font = { bold: true };
  const gpa = sheet.kind === 'gpa';
  const cgpa = gpa && sheet.examKind === 'board';
  page.addRow([
    'Symbol No',
    'Student',
    ...sheet.subjects.map((subject) => `${subject.subjectName} (${subject.fullMarks})`),
    'Total',
    gpa ? 'SGPA' : 'Percentage',
    ...(cgpa ? ['CGPA'] : []),
    ...(gpa ? [] : ['Division']),
    'Result',
    'Rank',
  ]).font = { bold: true };
  for (const row of sheet.rows) {
    page.addRow([
      row.symbolNo ?? '',
      row.studentName,
      ...sheet.subjects.map((subject) => {
        const cell = row.subjects.find((item) => item.subjectId === subject.subjectId);
        if (!cell) return '';
        if (cell.status === 'absent') return 'AB';
        return gpa && cell.grade ? `${cell.obtained} (${cell.grade})` : cell.obtained;
      }),
      row.obtained,
      gpa ? (row.sgpa ?? '') : row.percentage,
      ...(cgpa ? [row.cgpa ?? ''] : []),
      ...(gpa ? [] : [row.division ?? '']),
      RESULT_STATUS_LABELS[row.status],
      row.rank ?? '',
    ]);
  }
  page.getColumn(2).width = 30;
  return bufferOf(workbook);
}
