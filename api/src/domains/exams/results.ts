/**
 * Results of exams (results, marks-list/{id}, view-result/{id}, the student home):
 *   GET  /ExamResult/Exams              the exams the caller reads with their state
 *   POST /ExamResult/{id}/Compute       computes and stores an exam's results (exam:approve)
 *   POST /ExamResult/{id}/Publish       computes them once more and publishes (exam:approve)
 *   GET  /ExamResult/Sheet/{id}         the tabulation sheet of an exam class (and /Export)
 *   GET  /ExamResult/Candidate/{id}/Pdf a candidate's marksheet (A4, QR of kind `marksheet`)
 *   GET  /Student/Me/ExamResults        the signed-in student's own published results
 * An exam class is graded with the scheme of its program's level and type (division for annual
 * programs, GPA for semester ones) nearest to the campus (grading.ts `schemeFor`); board exams of
 * semester programs also show the CGPA up to their semester (cgpa.ts). Computing and
 * publishing are the exam coordinator's decision, so they check exam:approve.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  GradingError,
  MARKS_MESSAGES,
  RESULT_MESSAGES,
  RESULT_PATHS,
  RESULT_STATUS_LABELS,
  SCHEME_KIND_OF_PROGRAM_TYPE,
  apiErrorSchema,
  computedSchema,
  examResultStateSchema,
  ownResultSchema,
  publishedSchema,
  tabulationSheetSchema,
  type ExamResultState,
  type GradingRules,
  type OwnResult,
  type TabulationSheet,
} from '@hemis/shared-contracts';
import {
  auditLog,
  campuses,
  examCandidates,
  examClasses,
  examMarks,
  examResults,
  examRoutines,
  examTypes,
  exams,
  programs,
  subjects,
} from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { sendPdf } from '../../lib/pdf';
import { readCondition, resolveScope, writeCondition } from '../../lib/resource/scope';
import type { DbOrTx, ZodApp } from '../../lib/resource/types';
import type { DocumentVerifier } from '../../lib/verification';
import { bufferOf, newWorkbook, sendWorkbook, XLSX } from '../../lib/workbook';
import type { ScopeFilter } from '../../plugins/auth';
import { ownOnly, ownStudentRecord } from '../students/self';
import { cgpaOf } from './cgpa';
import { schemeFor } from './grading';
import { marksheetPdf } from './marksheet-pdf';
import {
  computeResultRows,
  type CandidateMarks,
  type ClassSubject,
  type ResultRow,
} from './results-compute';

const security = [{ bearer: [] }];
const tags = ['exam'];
const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const EXAM_OWNERS = { campusId: exams.campusId, universityId: exams.universityId };
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
async function subjectsOfClasses(db: DbOrTx, examId: number) {
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
async function resultsOfExam(db: DbOrTx, examId: number, campusId: number): Promise<ResultRow[]> {
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
  const marksOf = new Map<number, CandidateMarks['marks']>();
  for (const mark of marks) {
    const held = (marksOf.get(mark.candidateId) ?? new Map()) as Map<
      number,
      (typeof marks)[number]
    >;
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

/** Computes and stores an exam's results in the caller's transaction; answers how many. */
export async function recomputeExam(tx: DbOrTx, examId: number): Promise<number> {
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
  return rows.length;
}

interface ExamHead {
  id: number;
  campusId: number;
  examName: string;
  resultsPublishedAt: string | null;
}

/** A live exam the caller reads (404 otherwise). */
async function examOf(db: DbOrTx, scope: ScopeFilter, id: number): Promise<ExamHead> {
  const [exam] = await db
    .select({
      id: exams.id,
      campusId: exams.campusId,
      examName: exams.examName,
      resultsPublishedAt: exams.resultsPublishedAt,
    })
    .from(exams)
    .where(
      and(
        eq(exams.id, id),
        isNull(exams.deletedAt),
        readCondition('campusKept', EXAM_OWNERS, scope),
      ),
    )
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
async function decidableExam(db: DbOrTx, scope: ScopeFilter, id: number): Promise<ExamHead> {
  const exam = await examOf(db, scope, id);
  const write = writeCondition('campusKept', EXAM_OWNERS, scope);
  if (write === null || (write !== undefined && scope.campusId !== exam.campusId))
    throw forbidden();
  return exam;
}

/** The exams the caller reads, with how far each has come. */
async function examStates(db: DbOrTx, scope: ScopeFilter): Promise<ExamResultState[]> {
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
async function sheetOf(
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
    .where(
      and(
        eq(examClasses.id, examClassId),
        isNull(examClasses.deletedAt),
        readCondition(
          'campusKept',
          { campusId: examClasses.campusId, universityId: examClasses.universityId },
          scope,
        ),
      ),
    )
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

async function sheetWorkbook(sheet: TabulationSheet): Promise<Buffer> {
  const workbook = newWorkbook();
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

/** The candidate's marksheet data, or 404 when not computed or not readable. */
async function marksheetOf(app: FastifyInstance, scope: ScopeFilter | null, candidateId: number) {
  const db = app.db;
  const [row] = await db
    .select({
      candidate: examCandidates,
      examName: exams.examName,
      publishedAt: exams.resultsPublishedAt,
      className: examClasses.className,
      programType: programs.programType,
      campusName: campuses.campusName,
      result: examResults,
    })
    .from(examCandidates)
    .innerJoin(exams, and(eq(exams.id, examCandidates.examId), isNull(exams.deletedAt)))
    .innerJoin(examClasses, eq(examClasses.id, examCandidates.examClassId))
    .innerJoin(programs, eq(programs.id, examClasses.programId))
    .innerJoin(campuses, eq(campuses.id, examCandidates.campusId))
    .innerJoin(examResults, eq(examResults.candidateId, examCandidates.id))
    .where(
      and(
        eq(examCandidates.id, candidateId),
        isNull(examCandidates.deletedAt),
        scope
          ? readCondition(
              'campusKept',
              { campusId: examCandidates.campusId, universityId: examCandidates.universityId },
              scope,
            )
          : undefined,
      ),
    )
    .limit(1);
  if (!row) return null;
  const subjectList = (await subjectsOfClasses(db, Number(row.candidate.examId))).get(
    Number(row.candidate.examClassId),
  );
  const cgpa = (await cgpaOf(db, [row.result])).get(row.result.candidateId) ?? null;
  return {
    campusId: Number(row.candidate.campusId),
    campusName: row.campusName,
    examName: row.examName ?? '',
    className: row.className ?? '',
    studentName: row.candidate.studentName ?? '',
    symbolNo: row.candidate.symbolNo ?? null,
    registrationNo: row.candidate.registrationNo ?? null,
    kind: SCHEME_KIND_OF_PROGRAM_TYPE[row.programType ?? ''] ?? 'division',
    result: row.result,
    cgpa,
    subjects: (subjectList ?? []).map((subject) => ({
      subjectId: subject.subjectId,
      subjectName: subject.subjectName ?? '',
      theoryFullMarks: subject.theoryFullMarks ?? 0,
      practicalFullMarks: subject.practicalFullMarks ?? 0,
      passMarks: (subject.theoryPassMarks ?? 0) + (subject.practicalPassMarks ?? 0),
      creditHours: subject.creditHours ?? null,
    })),
    publishedAt: row.publishedAt || null,
    verifyToken: row.candidate.verifyToken,
  };
}

/** The verifier of kind `marksheet`: genuine once published, with what the marksheet says. */
export const verifyMarksheet: DocumentVerifier = async (app, token) => {
  const [candidate] = await app.db
    .select({ id: examCandidates.id })
    .from(examCandidates)
    .where(and(eq(examCandidates.verifyToken, token), isNull(examCandidates.deletedAt)))
    .limit(1);
  if (!candidate) return null;
  const sheet = await marksheetOf(app, null, candidate.id);
  if (!sheet?.publishedAt) return null;
  const { result } = sheet;
  return {
    valid: true,
    verdict: 'This marksheet is genuine: the published result is as shown below.',
    facts: [
      { label: 'Campus', value: sheet.campusName },
      { label: 'Exam', value: `${sheet.examName}, ${sheet.className}` },
      { label: 'Student', value: sheet.studentName },
      { label: 'Symbol No.', value: sheet.symbolNo ?? '-' },
      {
        label: sheet.kind === 'gpa' ? 'SGPA' : 'Percentage',
        value: sheet.kind === 'gpa' ? String(result.sgpa ?? '-') : `${result.percentage}%`,
      },
      ...(sheet.cgpa !== null ? [{ label: 'CGPA', value: String(sheet.cgpa) }] : []),
      ...(result.division ? [{ label: 'Division', value: result.division }] : []),
      { label: 'Result', value: RESULT_STATUS_LABELS[result.status] },
    ],
  };
};

export function registerResults(app: ZodApp): void {
  const db = app.db;
  const scopeOf = (request: FastifyRequest) => resolveScope(db, request.scope());

  app.get(
    RESULT_PATHS.exams,
    {
      config: { auth: { permission: 'exam:view' } },
      schema: {
        tags,
        security,
        summary: 'The exams the caller reads: marks entered of expected, computed, published',
        response: { 200: z.array(examResultStateSchema), 403: apiErrorSchema },
      },
    },
    async (request) => examStates(db, await scopeOf(request)),
  );

  app.post(
    RESULT_PATHS.compute.route,
    {
      config: { auth: { permission: 'exam:approve' } },
      schema: {
        tags,
        security,
        summary:
          "Computes and stores an exam's results with its grading schemes (before publishing)",
        params: idParams,
        response: {
          200: computedSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      return db.transaction(async (tx) => {
        const exam = await decidableExam(tx, scope, request.params.id);
        if (exam.resultsPublishedAt) {
          throw badRequest(RESULT_MESSAGES.recomputeAfterPublish, {
            examId: RESULT_MESSAGES.recomputeAfterPublish,
          });
        }
        const computed = await recomputeExam(tx, exam.id);
        if (computed === 0) {
          throw badRequest(RESULT_MESSAGES.noCandidates, { examId: RESULT_MESSAGES.noCandidates });
        }
        return { computed, computedAt: new Date().toISOString() };
      });
    },
  );

  app.post(
    RESULT_PATHS.publish.route,
    {
      config: { auth: { permission: 'exam:approve' } },
      schema: {
        tags,
        security,
        summary:
          "Publishes an exam's computed results (computed once more from the marks): students see them, marks lock",
        params: idParams,
        response: {
          200: publishedSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      return db.transaction(async (tx) => {
        const exam = await decidableExam(tx, scope, request.params.id);
        if (exam.resultsPublishedAt) {
          throw badRequest(MARKS_MESSAGES.alreadyPublished, {
            examId: MARKS_MESSAGES.alreadyPublished,
          });
        }
        const [stored] = await tx
          .select({ n: count() })
          .from(examResults)
          .where(eq(examResults.examId, exam.id));
        if (!stored?.n)
          throw badRequest(MARKS_MESSAGES.noResults, { examId: MARKS_MESSAGES.noResults });
        // Marks saved since computing count: what is published is what the marks say now.
        await recomputeExam(tx, exam.id);
        const publishedAt = new Date().toISOString();
        await tx
          .update(exams)
          .set({ resultsPublishedAt: publishedAt, updatedAt: new Date(), updatedBy: scope.userId })
          .where(eq(exams.id, exam.id));
        await tx.insert(auditLog).values({
          userId: scope.userId,
          action: 'resultsPublished',
          entity: 'Exam',
          entityId: String(exam.id),
          detail: { publishedAt },
        });
        return { publishedAt };
      });
    },
  );

  app.get(
    RESULT_PATHS.sheet.route,
    {
      config: { auth: { permission: 'exam:view' } },
      schema: {
        tags,
        security,
        summary:
          'The tabulation sheet of an exam class: subject marks, total, percentage or SGPA (board exams: CGPA), result, rank',
        params: idParams,
        response: {
          200: tabulationSheetSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => sheetOf(db, await scopeOf(request), request.params.id),
  );

  app.get(
    RESULT_PATHS.sheetExport.route,
    {
      config: { auth: { permission: 'exam:export' } },
      schema: {
        tags,
        security,
        summary: 'The tabulation sheet of an exam class as .xlsx',
        params: idParams,
        produces: [XLSX],
        response: { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const sheet = await sheetOf(db, await scopeOf(request), request.params.id);
      return sendWorkbook(
        reply,
        `Marks-List-${sheet.examClassId}.xlsx`,
        await sheetWorkbook(sheet),
      );
    },
  );

  app.get(
    RESULT_PATHS.marksheet.route,
    {
      config: { auth: { permission: 'exam:export' } },
      schema: {
        tags,
        security,
        summary: "A candidate's marksheet (PDF, A4) with the QR code of the verification page",
        params: idParams,
        produces: ['application/pdf'],
        response: { 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const sheet = await marksheetOf(app, await scopeOf(request), request.params.id);
      if (!sheet) throw notFound(MARKS_MESSAGES.notComputed);
      return sendPdf(
        reply,
        await marksheetPdf(app, sheet),
        `marksheet-${request.params.id}.pdf`,
        true,
      );
    },
  );

  app.get(
    RESULT_PATHS.own,
    {
      config: { auth: ownOnly },
      schema: {
        tags: ['student'],
        security,
        summary: "The signed-in student's own published exam results (Student accounts only)",
        response: { 200: z.array(ownResultSchema), 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request): Promise<OwnResult[]> => {
      const record = await ownStudentRecord(db, request.scope().userId);
      const rows = await db
        .select({
          candidateId: examCandidates.id,
          examName: exams.examName,
          className: examClasses.className,
          publishedAt: exams.resultsPublishedAt,
          result: examResults,
        })
        .from(examCandidates)
        .innerJoin(exams, and(eq(exams.id, examCandidates.examId), isNull(exams.deletedAt)))
        .innerJoin(examClasses, eq(examClasses.id, examCandidates.examClassId))
        .innerJoin(examResults, eq(examResults.candidateId, examCandidates.id))
        .where(
          and(
            eq(examCandidates.studentId, Number(record.id)),
            isNull(examCandidates.deletedAt),
            isNotNull(exams.resultsPublishedAt),
          ),
        )
        .orderBy(desc(exams.resultsPublishedAt));
      const cgpas = await cgpaOf(
        db,
        rows.map((row) => row.result),
      );
      return rows.map((row) => ({
        candidateId: row.candidateId,
        examName: row.examName ?? '',
        className: row.className ?? '',
        status: row.result.status,
        percentage: row.result.percentage,
        sgpa: row.result.sgpa ?? null,
        cgpa: cgpas.get(row.candidateId) ?? null,
        division: row.result.division ?? null,
        rank: row.result.rank ?? null,
        publishedAt: row.publishedAt ?? '',
      }));
    },
  );
}
