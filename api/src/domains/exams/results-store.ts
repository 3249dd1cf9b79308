/**
 * An exam's results computed from its marks and stored: each class graded with the scheme of
 * its program's level and type nearest to the campus (grading.ts `schemeFor`), over the subjects
 * of its routine. Computing, publishing and an amendment of published marks all store them here.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  GradingError,
  MARKS_MESSAGES,
  RESULT_MESSAGES,
  SCHEME_KIND_OF_PROGRAM_TYPE,
  type ComputedCounts,
  type GradingRules,
} from '@hemis/shared-contracts';
import {
  examCandidates,
  examClasses,
  examMarks,
  examResults,
  examRoutines,
  exams,
  programs,
  subjects,
} from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { DbOrTx } from '../../lib/resource/types';
import { schemeFor } from './grading';
import {
  computeResultRows,
  type CandidateMarks,
  type ClassSubject,
  type ResultRow,
} from './results-compute';

/** Rows per insert statement (one JSON parameter each). */
const INSERT_BATCH = 2_500;

/** The grading rules of each class of an exam, or a 400 naming the class without a scheme. */
async function rulesOfClasses(
  db: DbOrTx,
  campusId: number,
  classes: readonly {
    id: number;
    className: string | null;
    levelId: number | null;
    programType: string | null;
  }[],
): Promise<Map<number, GradingRules>> {
  const found = new Map<string, GradingRules | undefined>();
  const rules = new Map<number, GradingRules>();
  for (const item of classes) {
    const kind = SCHEME_KIND_OF_PROGRAM_TYPE[item.programType ?? ''];
    const key = `${item.levelId}:${kind}`;
    if (!found.has(key)) {
      found.set(
        key,
        kind && item.levelId
          ? (await schemeFor(db, { campusId }, item.levelId, kind))?.rules
          : undefined,
      );
    }
    const scheme = found.get(key);
    if (!scheme) {
      throw badRequest(`${MARKS_MESSAGES.noScheme} (${item.className ?? 'a class'})`, {
        examId: MARKS_MESSAGES.noScheme,
      });
    }
    rules.set(item.id, scheme);
  }
  return rules;
}

/** The subjects of each class of an exam (its routine), with their marking. */
export async function subjectsOfClasses(db: DbOrTx, examId: number) {
  const rows = await db
    .select({
      examClassId: examRoutines.examClassId,
      subjectId: subjects.id,
      subjectName: subjects.subjectName,
      creditHours: subjects.creditHours,
      theoryFullMarks: subjects.theoryFullMarks,
      theoryPassMarks: subjects.theoryPassMarks,
      practicalFullMarks: subjects.practicalFullMarks,
      practicalPassMarks: subjects.practicalPassMarks,
    })
    .from(examRoutines)
    .innerJoin(subjects, eq(subjects.id, examRoutines.subjectId))
    .where(and(eq(examRoutines.examId, examId), isNull(examRoutines.deletedAt)))
    .orderBy(asc(subjects.code), asc(subjects.id));
  const byClass = new Map<number, ClassSubject[]>();
  for (const row of rows) {
    const list = byClass.get(Number(row.examClassId)) ?? [];
    list.push({ ...row, subjectName: row.subjectName ?? undefined });
    byClass.set(Number(row.examClassId), list);
  }
  return byClass;
}

/**
 * An exam's results computed from its marks now (not stored): every live candidate's result
 * and rank. A subject set up wrongly or a class without a scheme is a 400 with the reason.
 */
export async function resultsOfExam(
  db: DbOrTx,
  examId: number,
  campusId: number,
): Promise<ResultRow[]> {
  const classes = await db
    .select({
      id: examClasses.id,
      className: examClasses.className,
      levelId: programs.levelId,
      programType: programs.programType,
    })
    .from(examClasses)
    .innerJoin(programs, eq(programs.id, examClasses.programId))
    .where(and(eq(examClasses.examId, examId), isNull(examClasses.deletedAt)));
  const rules = await rulesOfClasses(db, campusId, classes);
  const subjectsOf = await subjectsOfClasses(db, examId);
  const candidates = await db
    .select({ id: examCandidates.id, examClassId: examCandidates.examClassId })
    .from(examCandidates)
    .where(and(eq(examCandidates.examId, examId), isNull(examCandidates.deletedAt)));
  const marks = await db
    .select({
      candidateId: examMarks.candidateId,
      subjectId: examMarks.subjectId,
      theory: examMarks.theory,
      practical: examMarks.practical,
      theoryAbsent: examMarks.theoryAbsent,
      practicalAbsent: examMarks.practicalAbsent,
    })
    .from(examMarks)
    .innerJoin(examCandidates, eq(examCandidates.id, examMarks.candidateId))
    .where(and(eq(examCandidates.examId, examId), isNull(examCandidates.deletedAt)));
  const marksOf = new Map<number, Map<number, (typeof marks)[number]>>();
  for (const mark of marks) {
    const held = marksOf.get(mark.candidateId) ?? new Map<number, (typeof marks)[number]>();
    held.set(mark.subjectId, mark);
    marksOf.set(mark.candidateId, held);
  }
  const byClass = new Map<number, CandidateMarks[]>();
  for (const candidate of candidates) {
    const classId = Number(candidate.examClassId);
    const list = byClass.get(classId) ?? [];
    list.push({
      candidateId: candidate.id,
      examClassId: classId,
      marks: marksOf.get(candidate.id) ?? new Map(),
    });
    byClass.set(classId, list);
  }
  try {
    return [...byClass.entries()].flatMap(([classId, list]) => {
      const classRules = rules.get(classId);
      return classRules ? computeResultRows(examId, classRules, list, subjectsOf) : [];
    });
  } catch (error) {
    if (error instanceof GradingError) throw badRequest(error.message, { examId: error.message });
    throw error;
  }
}

/**
 * Computes and stores an exam's results in the caller's transaction; answers how many students
 * it computed and how many of them passed, failed or were absent.
 */
export async function recomputeExam(tx: DbOrTx, examId: number): Promise<ComputedCounts> {
  const [exam] = await tx
    .select({ campusId: exams.campusId })
    .from(exams)
    .where(eq(exams.id, examId))
    .limit(1);
  if (!exam?.campusId) throw notFound(RESULT_MESSAGES.notFound);
  const rows = await resultsOfExam(tx, examId, exam.campusId);
  await tx.delete(examResults).where(eq(examResults.examId, examId));
  // One parameter per batch, the rows as JSON unpacked by the server: thousands of rows of 14
  // values each bind and parse far faster so than as 14 parameters a row.
  const computedAt = new Date().toISOString();
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = JSON.stringify(rows.slice(start, start + INSERT_BATCH));
    await tx.execute(sql`
      insert into ${examResults} (candidate_id, exam_id, exam_class_id, status, obtained,
        full_marks, percentage, sgpa, division, credit_hours, grade_points, rank, subjects,
        computed_at)
      select r."candidateId", r."examId", r."examClassId", r.status, r.obtained, r."fullMarks",
        r.percentage, r.sgpa, r.division, r."creditHours", r."gradePoints", r.rank, r.subjects,
        ${computedAt}::timestamptz
      from jsonb_to_recordset(${batch}::jsonb) as r("candidateId" int, "examId" int,
        "examClassId" int, status varchar, obtained numeric, "fullMarks" numeric,
        percentage numeric, sgpa numeric, division varchar, "creditHours" numeric,
        "gradePoints" numeric, rank int, subjects jsonb)`);
  }
  const counted = (status: ResultRow['status']) =>
    rows.filter((row) => row.status === status).length;
  return {
    computed: rows.length,
    passed: counted('passed'),
    failed: counted('failed'),
    absent: counted('absent'),
  };
}
