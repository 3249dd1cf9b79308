/**
 * Results of exams (results, marks-list/{id}, view-result/{id}, the student home):
 *   GET  /ExamResult/Exams              the exams the caller reads with their state
 *   POST /ExamResult/{id}/Compute       computes and stores an exam's results (exam:approve)
 *   POST /ExamResult/{id}/Publish       computes them once more and publishes (exam:approve)
 *   GET  /ExamResult/Sheet/{id}         the tabulation sheet of an exam class (and /Export)
 *   GET  /ExamResult/Candidate/{id}/Pdf a candidate's marksheet (A4, QR of kind `marksheet`)
 *   GET  /Student/Me/ExamResults        the signed-in student's own published results
 *   GET  /Student/Me/ExamResults/{id}/Pdf  their own marksheet of one (the same PDF)
 * Computing and storing is results-store.ts, the exams' states and the tabulation sheet
 * results-read.ts, the marksheet marksheet.ts. Computing and publishing are the exam
 * coordinator's decision, so they check exam:approve.
 */
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import {
  MARKS_MESSAGES,
  RESULT_MESSAGES,
  RESULT_PATHS,
  apiErrorSchema,
  computedSchema,
  examResultStateSchema,
  ownResultSchema,
  publishedSchema,
  tabulationSheetSchema,
  type OwnResult,
} from '@hemis/shared-contracts';
import { auditLog, examCandidates, examClasses, examResults, exams } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { resolveScope } from '../../lib/resource/scope';
import type { Tx, ZodApp } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { sendWorkbook, XLSX } from '../../lib/workbook';
import { ownOnly, ownStudentRecord } from '../students/self';
import { cgpaOf } from './cgpa';
import { withExamAndClass } from './lookups';
import { sendMarksheet } from './marksheet';
import { examStates, sheetOf, sheetWorkbook, unpublishedExam, type ExamHead } from './results-read';
import { recomputeExam } from './results-store';
import { security } from '../../lib/route-kit';

export { verifyMarksheet } from './marksheet';
/** Marks amendments compute the results again (marks.ts). */
export { recomputeExam } from './results-store';

const tags = ['exam'];
const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The OpenAPI of a route on one exam or class by its id: the id in, the answer or a refusal. */
const byIdSchema = <Answer extends ZodType>(summary: string, answer: Answer) => ({
  tags,
  security,
  summary,
  params: idParams,
  response: { 200: answer, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
});

/** A coordinator's step on an exam (compute, publish): exam:approve, the exam's id in. */
const examStepOptions = <Answer extends ZodType>(summary: string, answer: Answer) => ({
  config: { auth: { permission: 'exam:approve' as const } },
  schema: byIdSchema(summary, answer),
});

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

  /** Runs a coordinator's step on the request's exam, not yet published, in one transaction. */
  const inUnpublishedExam = async <T>(
    request: FastifyRequest & { params: { id: number } },
    refusal: string,
    step: (tx: Tx, exam: ExamHead, scope: ScopeFilter) => Promise<T>,
  ): Promise<T> => {
    const scope = await scopeOf(request);
    return db.transaction(async (tx) =>
      step(tx, await unpublishedExam(tx, scope, request.params.id, refusal), scope),
    );
  };

  app.post(
    RESULT_PATHS.compute.route,
    examStepOptions(
      "Computes and stores an exam's results with its grading schemes (before publishing)",
      computedSchema,
    ),
    async (request) =>
      inUnpublishedExam(request, RESULT_MESSAGES.recomputeAfterPublish, async (tx, exam) => {
        const counts = await recomputeExam(tx, exam.id);
        if (counts.computed === 0) {
          throw badRequest(RESULT_MESSAGES.noCandidates, { examId: RESULT_MESSAGES.noCandidates });
        }
        return { ...counts, computedAt: new Date().toISOString() };
      }),
  );

  app.post(
    RESULT_PATHS.publish.route,
    examStepOptions(
      "Publishes an exam's computed results (computed once more from the marks): students see them, marks lock",
      publishedSchema,
    ),
    async (request) =>
      inUnpublishedExam(request, MARKS_MESSAGES.alreadyPublished, async (tx, exam, scope) => {
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
      }),
  );

  app.get(
    RESULT_PATHS.sheet.route,
    {
      config: { auth: { permission: 'exam:view' } },
      schema: byIdSchema(
        'The tabulation sheet of an exam class: subject marks, total, percentage or SGPA (board exams: CGPA), result, rank',
        tabulationSheetSchema,
      ),
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
    async (request, reply) => sendMarksheet(app, reply, await scopeOf(request), request.params.id),
  );

  app.get(
    RESULT_PATHS.ownMarksheet.route,
    {
      config: { auth: ownOnly },
      schema: {
        tags: ['student'],
        security,
        summary:
          "The signed-in student's own marksheet of a published result (PDF, A4), as the campus " +
          'prints it (Student accounts only)',
        params: idParams,
        produces: ['application/pdf'],
        response: { 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => sendMarksheet(app, reply, request.scope(), request.params.id),
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
      const rows = await withExamAndClass(
        db
          .select({
            candidateId: examCandidates.id,
            examName: exams.examName,
            className: examClasses.className,
            publishedAt: exams.resultsPublishedAt,
            result: examResults,
          })
          .from(examCandidates)
          .$dynamic(),
      )
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
