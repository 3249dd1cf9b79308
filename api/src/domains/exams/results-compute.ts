/**
 * The results of one exam from its marks, as rows to store: each candidate's result by the
 * grading scheme of the exam (`computeExamResult`), ranked within the candidate's exam class
 * (`rankResults`). Pure: results.ts loads the marks and stores these rows in one transaction.
 */
import {
  computeExamResult,
  rankResults,
  type ExamSubject,
  type GradingRules,
  type SubjectMarking,
} from '@hemis/shared-contracts';
import type { StoredSubjectResult, examResults } from '../../db/schema';

/** A result as stored. */
export type StoredResult = typeof examResults.$inferSelect;

export type ResultRow = Omit<typeof examResults.$inferInsert, 'id' | 'computedAt'>;

export interface CandidateMarks {
  candidateId: number;
  examClassId: number;
  /** The candidate's marks by subject id (a subject with no row: not entered, so absent). */
  marks: ReadonlyMap<
    number,
    {
      theory: number | null;
      practical: number | null;
      theoryAbsent: boolean;
      practicalAbsent: boolean;
    }
  >;
}

export interface ClassSubject extends SubjectMarking {
  subjectId: number;
}

/**
 * Rows of results for `candidates`, the subjects of each exam class (its routine) in
 * `subjectsOf`. A part absent or never entered counts as missed; grading.ts says what that
 * means (a subject with every part missed is absent, the result failed or absent).
 */
export function computeResultRows(
  examId: number,
  rules: GradingRules,
  candidates: readonly CandidateMarks[],
  subjectsOf: ReadonlyMap<number, readonly ClassSubject[]>,
): ResultRow[] {
  const byClass = new Map<number, { row: ResultRow; sgpa: number | null }[]>();
  for (const candidate of candidates) {
    const subjects = subjectsOf.get(candidate.examClassId) ?? [];
    const sat: ExamSubject[] = subjects.map((subject) => {
      const entered = candidate.marks.get(subject.subjectId);
      return {
        subject,
        marks: {
          theory: entered && !entered.theoryAbsent ? entered.theory : null,
          practical: entered && !entered.practicalAbsent ? entered.practical : null,
        },
      };
    });
    const result = computeExamResult(rules, sat);
    const cells: StoredSubjectResult[] = result.subjects.map((subject, index) => ({
      subjectId: subjects[index]?.subjectId ?? 0,
      theory: sat[index]?.marks.theory ?? null,
      practical: sat[index]?.marks.practical ?? null,
      obtained: subject.obtained,
      status: subject.status,
      grade: subject.grade,
      gradePoint: subject.gradePoint,
    }));
    const row: ResultRow = {
      candidateId: candidate.candidateId,
      examId,
      examClassId: candidate.examClassId,
      status: result.status,
      obtained: result.obtained,
      fullMarks: result.fullMarks,
      percentage: result.percentage,
      sgpa: result.sgpa,
      division: result.division,
      creditHours: result.creditHours,
      gradePoints: result.gradePoints,
      rank: null,
      subjects: cells,
    };
    const list = byClass.get(candidate.examClassId) ?? [];
    list.push({ row, sgpa: result.sgpa });
    byClass.set(candidate.examClassId, list);
  }
  return [...byClass.values()].flatMap((list) =>
    rankResults(
      list.map(({ row, sgpa }) => ({ row, sgpa, status: row.status, percentage: row.percentage })),
    ).map(({ row, rank }) => ({ ...row, rank })),
  );
}
