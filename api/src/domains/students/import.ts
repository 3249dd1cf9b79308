/**
 * Bulk import of students from an .xlsx file (spec section 2, "Student"; contract: IMPORT_* in
 * shared-contracts/src/resources/student.ts):
 *   GET  /Student/Import/Template   the template, with the campus's valid names
 *   POST /Student/Import/DryRun     the report (or ?format=xlsx the error workbook); no writes
 *   POST /Student/Import            the same checks; 400 with the report when a row is bad, else
 *                                    202 { jobId } and the rows go in, all or none (import-jobs.ts)
 *   GET  /Student/Import/:jobId     the job, with live progress while it runs
 * student:add, for the caller's campus (nation and university roles name it with ?campusId).
 * One check or import per campus at a time (another: 409); the file is bounded by
 * IMPORT_MAX_BYTES and IMPORT_MAX_ROWS.
 *
 * Rows are checked as the Student routes check a record: the contract's create schema, the
 * server's rules (studentDerivedValues: program and batch of the campus, level and faculty from
 * the program, year or semester within it; fillBirthDates), and the unique registration and
 * citizenship numbers of the campus. Matches at other campuses are only counted.
 * The campus and its names are in import-lookups.ts, the checks in import-check.ts, the upload
 * in import-upload.ts, the running job in import-jobs.ts.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  STUDENT_PATHS,
  apiErrorSchema,
  importJobSchema,
  importQuerySchema,
  importReportSchema,
  recordId,
  type ImportJob,
  type ImportReport,
} from '@hemis/shared-contracts';
import { studentImportJobs } from '../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors';
import type { ResourceHandle, ZodApp } from '../../lib/resource/types';
import { resolveScope } from '../../lib/resource/scope';
import { RATE_LIMITS } from '../../lib/rate-limits';
import { scopeOf, sessionUser, tokenClaims } from '../../plugins/auth';
import { checkWorkbook } from './import-check';
import { IMPORT_STALE_MS, recoverImportJobs, runImportJob } from './import-jobs';
import { importTarget, loadLookups, type ImportTarget } from './import-lookups';
import { uploadedWorkbook } from './import-upload';
import { errorWorkbook, templateWorkbook } from './import-workbooks';
import { sendWorkbook, XLSX } from '../../lib/workbook';
import { security } from '../../lib/route-kit';

/** The exam marks upload reads its workbook as the import does. */
export { uploadedWorkbook };

const tags = ['student'];
const jobParams = z.strictObject({ jobId: recordId('Job id') });
const importErrorSchema = apiErrorSchema.extend({ report: importReportSchema.optional() });
/** The import routes take one file of up to IMPORT_MAX_BYTES (the students plugin's limit is
 * the document limit); one byte more tells "too large" from "exactly the limit". */
const multipartOptions = {
  limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
};

/** Progress of an import this process runs, answered to its starter without the database. */
export interface LiveJob {
  id: number;
  userId: number;
  jti: string;
  total: number;
  processed: number;
  report: ImportReport;
}

const jobOf = (row: typeof studentImportJobs.$inferSelect): ImportJob => ({
  id: row.id,
  // Publishing is still running to the caller: the rows are not all visible yet.
  status: row.status === 'publishing' ? 'running' : row.status,
  total: row.total,
  processed: row.status === 'done' ? row.total : row.processed,
  imported: row.imported,
  message: row.message,
  report: row.report ?? null,
});

// ---- routes ------------------------------------------------------------------------------------

export function registerStudentImport(app: ZodApp, student: ResourceHandle): void {
  const { db } = app;
  // The import writes its records itself (in batches of the file, not a route per row).
  void student;
  /** Imports running in this process, by job id. */
  const running = new Map<number, LiveJob>();
  /** Campuses a check or an import of this process is working for (one at a time each). */
  const busyCampuses = new Set<number>();

  /** Takes the campus for one check or import; another one meanwhile gets 409. */
  function claimCampus(campusId: number): () => void {
    if (busyCampuses.has(campusId)) {
      throw conflict(IMPORT_MESSAGES.busy, { file: IMPORT_MESSAGES.busy });
    }
    busyCampuses.add(campusId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      busyCampuses.delete(campusId);
    };
  }

  /** The campus a request names (`?campusId=`; a campus user's own), within its reach. */
  async function targetOf(request: FastifyRequest, campusId: number | undefined) {
    return importTarget(db, await resolveScope(db, request.scope()), campusId);
  }

  app.get(
    STUDENT_PATHS.importTemplate,
    {
      config: { auth: { permission: 'student:add' } },
      schema: {
        tags,
        security,
        summary: 'The student import template (.xlsx) with the campus’s valid names',
        querystring: importQuerySchema,
        produces: [XLSX],
      },
    },
    async (request, reply) => {
      const target = await targetOf(request, request.query.campusId);
      const { lists } = await loadLookups(db, target);
      return sendWorkbook(reply, 'Student-Import-Template.xlsx', await templateWorkbook(lists));
    },
  );

  app.post(
    STUDENT_PATHS.importDryRun,
    {
      config: { auth: { permission: 'student:add' }, multipartOptions },
      schema: {
        tags,
        security,
        summary:
          'Check an import file (multipart `file`): the report, or ?format=xlsx the bad rows with their reasons. Nothing is written.',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        produces: ['application/json', XLSX],
      },
    },
    async (request, reply) => {
      const target = await targetOf(request, request.query.campusId);
      const release = claimCampus(target.campusId);
      try {
        const { data } = await uploadedWorkbook(request);
        const checked = await checkWorkbook(db, data, target);
        const { format } = request.query;
        if (format === 'xlsx') {
          return await sendWorkbook(
            reply,
            'Student-Import-Errors.xlsx',
            await errorWorkbook(checked.bad),
          );
        }
        return checked.report;
      } finally {
        release();
      }
    },
  );

  app.post(
    STUDENT_PATHS.import,
    {
      config: { auth: { permission: 'student:add' }, multipartOptions },
      schema: {
        tags,
        security,
        summary:
          'Import students (multipart `file`): 202 with the job id when every row is good (all rows in one transaction), else 400 with the report',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: {
          202: z.object({ jobId: z.number().int() }),
          400: importErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const target = await targetOf(request, request.query.campusId);
      const release = claimCampus(target.campusId);
      // Released here unless the import started (then when it ends).
      let started = false;
      try {
        const { data, fileName } = await uploadedWorkbook(request);
        const { report, records } = await checkWorkbook(db, data, target);
        if (report.invalid > 0) {
          return await reply.code(400).send({
            statusCode: 400,
            error: 'Bad Request',
            message: IMPORT_MESSAGES.hasErrors,
            fields: { file: IMPORT_MESSAGES.hasErrors },
            report,
          });
        }
        const caller = request.scope();
        const jobId = await startJob(target, {
          fileName,
          total: records.length,
          report,
          createdBy: caller.userId,
        });
        const live: LiveJob = {
          id: jobId,
          userId: caller.userId,
          jti: request.authUser?.jti ?? '',
          total: records.length,
          processed: 0,
          report,
        };
        running.set(jobId, live);
        started = true;
        // The import runs after the reply (the campus stays taken until it ends); its end is
        // in the job row. Nothing of the request (its file) is kept meanwhile.
        void runImportJob(
          db,
          { jobId, userId: caller.userId, campusId: target.campusId, fileName },
          records,
          {
            log: app.log,
            onProgress: (processed) => {
              live.processed = processed;
            },
          },
        )
          .catch((error: unknown) => {
            app.log.error({ err: error, jobId }, 'student import: job not saved');
          })
          .finally(() => {
            running.delete(jobId);
            release();
          });
        return await reply.code(202).send({ jobId });
      } finally {
        if (!started) release();
      }
    },
  );

  /**
   * The job row of a new import; when the campus has one running (another process's), a stale
   * one is recovered first, else 409.
   */
  async function startJob(
    target: ImportTarget,
    values: Pick<
      typeof studentImportJobs.$inferInsert,
      'fileName' | 'total' | 'report' | 'createdBy'
    >,
  ): Promise<number> {
    const insert = () =>
      db
        .insert(studentImportJobs)
        .values({ ...target, ...values, status: 'running' })
        .returning({ id: studentImportJobs.id });
    let job: { id: number } | undefined;
    try {
      [job] = await insert();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await recoverImportJobs(db, { campusId: target.campusId, staleMs: IMPORT_STALE_MS });
      try {
        [job] = await insert();
      } catch (again) {
        if (!isUniqueViolation(again)) throw again;
        throw conflict(IMPORT_MESSAGES.busy, { file: IMPORT_MESSAGES.busy });
      }
    }
    if (!job) throw new Error('import job insert returned nothing');
    return job.id;
  }

  /**
   * Whether the request is the starter's poll of an import this process runs (with the session
   * that started it): answered from memory, and not counted against the route's limit either,
   * since a count is a database write (lib/window-counts).
   */
  const startersPoll = (request: FastifyRequest): boolean => {
    const params = request.params;
    const jobId =
      typeof params === 'object' && params !== null && 'jobId' in params ? params.jobId : undefined;
    const live = running.get(Number(jobId));
    if (!live) return false;
    try {
      const claims = tokenClaims(app, request);
      return live.userId === Number(claims.userId) && live.jti === claims.jti;
    } catch {
      return false;
    }
  };

  /**
   * The starter polls their running import with the session that started it, answered from
   * memory: PGlite runs one transaction at a time, so a session check (or a rate-limit count)
   * would wait for the import to end. Other reads (a finished job; another user of the campus) are checked like any route
   * (open session, student:add, scope), hence the route's own check instead of the auth hook's.
   */
  app.get(
    STUDENT_PATHS.importJob.route,
    {
      config: {
        auth: { permission: 'public' },
        rateLimit: { ...RATE_LIMITS.publicRead, allowList: startersPoll },
      },
      schema: {
        tags,
        security,
        summary: 'An import job: status and progress (student:add; the starter or their scope)',
        params: jobParams,
        response: {
          200: importJobSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { jobId } = request.params;
      const claims = tokenClaims(app, request);
      const live = running.get(jobId);
      if (live && live.userId === Number(claims.userId) && live.jti === claims.jti) {
        const job: ImportJob = {
          id: live.id,
          status: 'running',
          total: live.total,
          processed: live.processed,
          imported: 0,
          message: null,
          report: live.report,
        };
        return job;
      }
      const caller = await sessionUser(db, claims, { permission: 'student:add' });
      const scope = await resolveScope(db, scopeOf(caller));
      const readJob = async () =>
        (
          await db.select().from(studentImportJobs).where(eq(studentImportJobs.id, jobId)).limit(1)
        )[0];
      let row = await readJob();
      // A job no process runs any more (another process stopped) is ended before it is shown.
      if (row && (row.status === 'running' || row.status === 'publishing') && !live) {
        if (await recoverImportJobs(db, { jobId, staleMs: IMPORT_STALE_MS })) row = await readJob();
      }
      const reaches =
        row &&
        (row.createdBy === caller.id ||
          scope.kind === 'nation' ||
          (scope.kind === 'university' && row.universityId === scope.universityId) ||
          (scope.kind === 'campus' && row.campusId === scope.campusId));
      if (!row || !reaches) throw notFound('Import job not found.');
      return jobOf(row);
    },
  );
}
