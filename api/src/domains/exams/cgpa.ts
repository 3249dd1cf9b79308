/**
 * A student's CGPA at an exam result, the one place it is worked out (the student home, the
 * marksheet and its verification, the tabulation sheet and its export all ask here).
 *
 * Only semester programs (gpa schemes) and board exams have one: an internal exam (terminal,
 * pre-board) shows its SGPA alone and never counts. At a result of semester S, the CGPA weighs by
 * credits (`computeCgpa`, from exact credit × grade point sums, never rounded SGPAs):
 * - semester S: the result itself (before publishing, provisionally, like its SGPA);
 * - each earlier semester of the same program: the student's latest PUBLISHED board result of it,
 *   so a re-exam replaces the result it retook.
 * Computed on read, never stored: a re-exam published later is counted by every later semester's
 * CGPA as soon as it is published. Two queries whatever the number of results asked about.
 */
import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { SCHEME_KIND_OF_PROGRAM_TYPE, computeCgpa, type ExamKind } from '@hemis/shared-contracts';
import {
  examCandidates,
  examClasses,
  examResults,
  examTypes,
  exams,
  programs,
} from '../../db/schema';
import type { DbOrTx } from '../../lib/resource/types';
import type { ResultRow } from './results-compute';

/** A result asked about: stored, or computed now for a sheet whose results are not stored yet. */
export type CgpaTarget = Pick<ResultRow, 'candidateId' | 'creditHours' | 'gradePoints'>;

const BOARD: ExamKind = 'board';

interface Semester {
  examId: number;
  publishedAt: string;
  creditHours: number;
  gradePoints: number;
}

/** Each target's CGPA by candidate id: null for internal exams and annual programs. */
export async function cgpaOf(
  db: DbOrTx,
  targets: readonly CgpaTarget[],
): Promise<Map<number, number | null>> {
  const answer = new Map<number, number | null>(
    targets.map((target) => [target.candidateId, null]),
  );
  if (targets.length === 0) return answer;
  const heads = await db
    .select({
      candidateId: examCandidates.id,
      studentId: examCandidates.studentId,
      programId: examClasses.programId,
      semester: examClasses.yearOrSemester,
      programType: programs.programType,
      examKind: examTypes.kind,
    })
    .from(examCandidates)
    .innerJoin(examClasses, eq(examClasses.id, examCandidates.examClassId))
    .innerJoin(programs, eq(programs.id, examClasses.programId))
    .innerJoin(exams, eq(exams.id, examCandidates.examId))
    .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
    .where(
      inArray(
        examCandidates.id,
        targets.map((target) => target.candidateId),
      ),
    );
  // Board results of semester programs, of a student, program and semester known.
  const counted = heads.flatMap((head) =>
    head.examKind === BOARD &&
    SCHEME_KIND_OF_PROGRAM_TYPE[head.programType ?? ''] === 'gpa' &&
    head.studentId !== null &&
    head.programId !== null &&
    head.semester !== null
      ? [
          {
            candidateId: head.candidateId,
            studentId: Number(head.studentId),
            programId: Number(head.programId),
            semester: Number(head.semester),
          },
        ]
      : [],
  );
  if (counted.length === 0) return answer;
  const latestSemester = Math.max(...counted.map((head) => head.semester));
  const history = await db
    .select({
      studentId: examCandidates.studentId,
      programId: examClasses.programId,
      semester: examClasses.yearOrSemester,
      examId: exams.id,
      publishedAt: exams.resultsPublishedAt,
      creditHours: examResults.creditHours,
      gradePoints: examResults.gradePoints,
    })
    .from(examResults)
    .innerJoin(examCandidates, eq(examCandidates.id, examResults.candidateId))
    .innerJoin(examClasses, eq(examClasses.id, examResults.examClassId))
    .innerJoin(exams, eq(exams.id, examResults.examId))
    .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
    .where(
      and(
        inArray(examCandidates.studentId, [...new Set(counted.map((head) => head.studentId))]),
        inArray(examClasses.programId, [...new Set(counted.map((head) => head.programId))]),
        lt(examClasses.yearOrSemester, latestSemester),
        eq(examTypes.kind, BOARD),
        isNotNull(exams.resultsPublishedAt),
        isNull(exams.deletedAt),
        isNull(examCandidates.deletedAt),
        isNull(examClasses.deletedAt),
      ),
    );
  // The latest published result of each student's semester of a program: later publishing wins,
  // then the later exam (two published in the same instant).
  const latest = new Map<string, Semester>();
  const keyOf = (studentId: number, programId: number, semester: number) =>
    `${studentId}:${programId}:${semester}`;
  for (const row of history) {
    if (!row.publishedAt) continue;
    const key = keyOf(Number(row.studentId), Number(row.programId), Number(row.semester));
    const held = latest.get(key);
    const later =
      !held ||
      row.publishedAt > held.publishedAt ||
      (row.publishedAt === held.publishedAt && row.examId > held.examId);
    if (later) {
      latest.set(key, {
        examId: row.examId,
        publishedAt: row.publishedAt,
        creditHours: row.creditHours,
        gradePoints: row.gradePoints,
      });
    }
  }
  const own = new Map(targets.map((target) => [target.candidateId, target]));
  for (const head of counted) {
    const target = own.get(head.candidateId);
    const earlier = Array.from({ length: head.semester - 1 }, (_, index) =>
      latest.get(keyOf(head.studentId, head.programId, index + 1)),
    ).filter((found): found is Semester => found !== undefined);
    answer.set(
      head.candidateId,
      computeCgpa([
        ...earlier,
        { creditHours: target?.creditHours ?? 0, gradePoints: target?.gradePoints ?? 0 },
      ]),
    );
  }
  return answer;
}
