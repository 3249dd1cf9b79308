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
 */
import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CAMPUS_MESSAGES,
  GENDER_CHOICES,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  MESSAGES,
  RELIGIONS,
  STUDENT_PATHS,
  apiErrorSchema,
  importJobSchema,
  importQuerySchema,
  importReportSchema,
  recordId,
  type ImportJob,
  type ImportReport,
} from '@hemis/shared-contracts';
import {
  batches,
  districts,
  ethnicGroups,
  programs,
  studentImportJobs,
  students,
} from '../../db/schema';
import { norm } from '../../db/schema/resource-table';
import { addressCheck } from '../../lib/address';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import type { DbOrTx, ResourceHandle, Row } from '../../lib/resource/register';
import { campusInReach, readCondition, resolveScope } from '../../lib/resource/scope';
import type { ZodApp } from '../../lib/resource/types';
import { RATE_LIMITS } from '../../lib/rate-limits';
import { scopeOf, sessionUser, tokenClaims, type ScopeFilter } from '../../plugins/auth';
import {
  checkRow,
  checkUploadSize,
  columnMessage,
  markDuplicates,
  readStudentSheet,
  referenceKey,
  type MappedRow,
  type ReferenceLookups,
} from './import-rows';
import { IMPORT_STALE_MS, nextTurn, recoverImportJobs, runImportJob } from './import-jobs';
import { XLSX_TYPE, errorWorkbook, templateWorkbook, type TemplateLists } from './import-workbooks';
import { fillBirthDates, studentDerivedValues, type StudentDerived } from './resource';

/** The bad rows a report lists (the error workbook has them all). */
const REPORT_ERRORS = 100;
/** Rows checked between two turns of the event loop (other requests are answered meanwhile). */
const CHECK_ROWS_PER_TURN = 250;
/** Good rows looked up at other campuses per query (bounds the database's working memory). */
const MATCH_ROWS_PER_QUERY = 5000;

/** The campus the students are imported into. */
export interface ImportTarget {
  campusId: number;
  universityId: number | null;
}

/** A checked file: the report, the bad rows with their messages, the records of the good rows. */
export interface CheckedImport {
  report: ImportReport;
  bad: MappedRow[];
  records: Row[];
}

const security = [{ bearer: [] }];
const tags = ['student'];
const jobParams = z.strictObject({ jobId: recordId('Job id') });
const importErrorSchema = apiErrorSchema.extend({ report: importReportSchema.optional() });
/** The import routes take one file of up to IMPORT_MAX_BYTES (the students plugin's limit is
 * the document limit); one byte more tells "too large" from "exactly the limit". */
const multipartOptions = {
  limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
};

// ---- target campus and lookups -----------------------------------------------------------------

/**
 * The campus a caller imports into: a campus role its own (another campusId: 403); university
 * and nation roles name one (?campusId), within their reach (a university's other campus: 403).
 */
export async function importTarget(
  db: DbOrTx,
  scope: ScopeFilter,
  campusId: number | undefined,
): Promise<ImportTarget> {
  // The students' university is always their campus's (as the Student routes set it).
  const campus = await campusInReach(db, scope, campusId);
  if (!campus) {
    throw badRequest(MESSAGES.http.badRequest, { campusId: CAMPUS_MESSAGES.campusRequired });
  }
  return { campusId: campus.id, universityId: campus.universityId };
}

/** The names a row may use, as the campus's clerk would pick them in the form. */
async function loadLookups(
  db: DbOrTx,
  target: ImportTarget,
): Promise<{
  lookups: ReferenceLookups;
  lists: TemplateLists;
  provinceOf: Map<number, number | null>;
}> {
  // Programs and batches: the campus's own, its university's and national ones (as the campus
  // itself sees them).
  const campusScope: ScopeFilter = { kind: 'campus', ...target, userId: 0 };
  const [programRows, batchRows, groupRows, districtRows] = await Promise.all([
    db
      .select({
        id: programs.id,
        name: programs.programName,
        shortName: programs.shortName,
        code: programs.code,
      })
      .from(programs)
      .where(and(isNull(programs.deletedAt), readCondition('institution', programs, campusScope)))
      .orderBy(programs.programName),
    db
      .select({ id: batches.id, name: batches.batchName })
      .from(batches)
      .where(and(isNull(batches.deletedAt), readCondition('institution', batches, campusScope)))
      .orderBy(batches.batchName),
    db
      .select({ id: ethnicGroups.id, name: ethnicGroups.name })
      .from(ethnicGroups)
      .where(isNull(ethnicGroups.deletedAt))
      .orderBy(ethnicGroups.name),
    db
      .select({ id: districts.id, name: districts.name, provinceId: districts.provinceId })
      .from(districts)
      .orderBy(districts.name),
  ]);
  const byName = (rows: { id: number; name: string | null }[]) =>
    new Map(rows.flatMap((row) => (row.name ? [[referenceKey(row.name), row.id] as const] : [])));
  // A program by its code, short name or name (a name wins over another's short name).
  const programIds = new Map<string, number>();
  for (const pick of ['code', 'shortName', 'name'] as const) {
    for (const row of programRows) {
      const text = row[pick];
      if (text) programIds.set(referenceKey(text), row.id);
    }
  }
  const names = (rows: { name: string | null }[]) =>
    rows.flatMap((row) => (row.name ? [row.name] : []));
  return {
    lookups: {
      programId: programIds,
      batchId: byName(batchRows),
      ethnicGroupId: byName(groupRows),
      permanentDistrictId: byName(districtRows),
    },
    lists: {
      programId: names(programRows),
      batchId: names(batchRows),
      ethnicGroupId: names(groupRows),
      permanentDistrictId: names(districtRows),
      gender: GENDER_CHOICES.map((choice) => choice.label),
      religion: RELIGIONS.map((choice) => choice.label),
    },
    provinceOf: new Map(districtRows.map((row) => [row.id, row.provinceId ?? null])),
  };
}

// ---- checking a file -------------------------------------------------------------------------

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.replace(/\s+/g, ' ').toLowerCase()
    : null;

/**
 * The registration and citizenship numbers already used at the campus (as norm() keys): the
 * rows the unique indexes hold, live students and rows an import is staging.
 */
async function campusNumbers(db: DbOrTx, campusId: number) {
  const rows = await db
    .select({
      registrationNo: sql<string | null>`${norm(students.registrationNo)}`,
      citizenshipNo: sql<string | null>`${norm(students.citizenshipNo)}`,
    })
    .from(students)
    .where(
      and(
        eq(students.campusId, campusId),
        or(isNull(students.deletedAt), isNotNull(students.stagedJobId)),
      ),
    );
  const set = (pick: 'registrationNo' | 'citizenshipNo') =>
    new Set(rows.flatMap((row) => (row[pick] ? [row[pick]] : [])));
  return { registrationNo: set('registrationNo'), citizenshipNo: set('citizenshipNo') };
}

/**
 * Good rows matching a student at another campus (same citizenship number, or same name and
 * date of birth), as the duplicate check of the register form finds them: imported anyway.
 */
async function matchesElsewhere(db: DbOrTx, campusId: number, records: Row[]): Promise<number> {
  let matches = 0;
  for (let start = 0; start < records.length; start += MATCH_ROWS_PER_QUERY) {
    matches += await matchesOf(db, campusId, records.slice(start, start + MATCH_ROWS_PER_QUERY));
    await nextTurn();
  }
  return matches;
}

async function matchesOf(db: DbOrTx, campusId: number, records: Row[]): Promise<number> {
  if (records.length === 0) return 0;
  const live = and(isNull(students.deletedAt), ne(students.campusId, campusId));
  const citizenship = [
    ...new Set(records.flatMap((r) => (textOf(r.citizenshipNo) ? [textOf(r.citizenshipNo)] : []))),
  ];
  const people = records.filter((r) => typeof r.dateOfBirth === 'string');
  // Name and date of birth as the name-and-birth index holds them, against the file's people.
  const person = sql`(${norm(students.firstName)}, ${norm(students.lastName)}, ${students.dateOfBirth})`;
  const filePeople = sql`select * from unnest(
    ${sql.param(people.map((r) => textOf(r.firstName)))}::text[],
    ${sql.param(people.map((r) => textOf(r.lastName)))}::text[],
    ${sql.param(people.map((r) => r.dateOfBirth))}::date[])`;
  const [citizenshipRows, peopleRows] = await Promise.all([
    citizenship.length === 0
      ? []
      : db
          .selectDistinct({ key: sql<string>`${norm(students.citizenshipNo)}` })
          .from(students)
          .where(
            and(
              live,
              sql`${norm(students.citizenshipNo)} = any(${sql.param(citizenship)}::text[])`,
            ),
          ),
    people.length === 0
      ? []
      : db
          .selectDistinct({
            key: sql<string>`concat_ws('|', ${norm(students.firstName)}, ${norm(students.lastName)}, ${students.dateOfBirth})`,
          })
          .from(students)
          .where(and(live, sql`${person} in (${filePeople})`)),
  ]);
  const citizenshipKeys = new Set(citizenshipRows.map((row) => row.key));
  const personKeys = new Set(peopleRows.map((row) => row.key));
  return records.filter((record) => {
    const byCitizenship = textOf(record.citizenshipNo);
    if (byCitizenship && citizenshipKeys.has(byCitizenship)) return true;
    return (
      typeof record.dateOfBirth === 'string' &&
      personKeys.has(`${textOf(record.firstName)}|${textOf(record.lastName)}|${record.dateOfBirth}`)
    );
  }).length;
}

/**
 * Reads and checks a workbook for the campus: nothing is written. The records of good rows are
 * what an import inserts.
 */
export async function checkWorkbook(
  db: DbOrTx,
  data: Buffer,
  target: ImportTarget,
): Promise<CheckedImport> {
  const { lookups, provinceOf } = await loadLookups(db, target);
  const rows: MappedRow[] = [];
  for (const sheetRow of await readStudentSheet(data)) {
    rows.push(checkRow(sheetRow, lookups, fillBirthDates));
    if (rows.length % CHECK_ROWS_PER_TURN === 0) await nextTurn();
  }

  // The server's program and batch rules, once per program, batch and year (not per row).
  const rules = new Map<string, Promise<StudentDerived>>();
  const ruleOf = (values: Row) => {
    const key = `${String(values.programId)}|${String(values.batchId)}|${String(values.yearOrSemester)}`;
    let rule = rules.get(key);
    if (!rule) {
      rule = studentDerivedValues(db, {
        programId: values.programId,
        batchId: values.batchId,
        yearOrSemester: values.yearOrSemester,
        ...target,
      });
      rules.set(key, rule);
    }
    return rule;
  };
  for (const [index, mapped] of rows.entries()) {
    if (index % CHECK_ROWS_PER_TURN === 0) await nextTurn();
    if (!mapped.values) continue;
    const { derived, fields } = await ruleOf(mapped.values);
    const messages = Object.entries(fields).map(([field, message]) =>
      columnMessage(field, message),
    );
    if (messages.length > 0) {
      mapped.messages.push(...messages);
      mapped.values = null;
      continue;
    }
    const district = idOf(mapped.values.permanentDistrictId);
    const province =
      mapped.values.permanentProvinceId ??
      (district === null ? null : (provinceOf.get(district) ?? null));
    const address = addressCheck(
      ['permanent'],
      { ...mapped.values, permanentProvinceId: province },
      mapped.values,
      true,
    );
    if (Object.keys(address.fields).length > 0) {
      mapped.messages.push(
        ...Object.entries(address.fields).map(([field, message]) => columnMessage(field, message)),
      );
      mapped.values = null;
      continue;
    }
    // The record an import inserts.
    mapped.values = {
      ...mapped.values,
      ...address.names,
      levelId: derived.levelId ?? null,
      facultyId: derived.facultyId ?? null,
      permanentProvinceId: province,
      ...target,
      status: 'active',
      verificationStatus: 'pending',
      source: 'import',
    };
  }
  markDuplicates(rows, await campusNumbers(db, target.campusId));

  // Only the bad rows keep their cells (for the error workbook).
  const total = rows.length;
  const records: Row[] = [];
  const bad: MappedRow[] = [];
  for (const mapped of rows) {
    if (mapped.values) records.push(mapped.values);
    else bad.push(mapped);
  }
  rows.length = 0;
  const report: ImportReport = {
    total,
    valid: records.length,
    invalid: bad.length,
    duplicates: await matchesElsewhere(db, target.campusId, records),
    errors: bad.slice(0, REPORT_ERRORS).map(({ row, messages }) => ({ row, messages })),
  };
  return { report, bad, records };
}

// ---- running an import -------------------------------------------------------------------------

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

// ---- request helpers -----------------------------------------------------------------------------

interface FilePart {
  type: 'file';
  filename?: string;
  toBuffer: () => Promise<Buffer>;
}
const isFilePart = (value: unknown): value is FilePart =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'file' &&
  typeof (value as { toBuffer?: unknown }).toBuffer === 'function';

/** The multipart body's one part `file` of up to `maxBytes` (other parts: 400). */
export async function uploadedWorkbook(
  request: FastifyRequest,
  maxBytes = IMPORT_MAX_BYTES,
): Promise<{ data: Buffer; fileName: string | null }> {
  const body = request.body;
  if (!request.isMultipart() || typeof body !== 'object' || body === null) {
    throw badRequest(MESSAGES.http.badRequest, { file: IMPORT_MESSAGES.fileRequired });
  }
  let data: Buffer | null = null;
  let fileName: string | null = null;
  for (const [key, part] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'file' && isFilePart(part)) {
      data = await part.toBuffer();
      fileName = part.filename ? part.filename.slice(0, 255) : null;
    } else {
      throw badRequest(MESSAGES.http.badRequest, {
        [key]: Array.isArray(part)
          ? 'This field is sent more than once.'
          : MESSAGES.http.unknownField,
      });
    }
  }
  return { data: checkUploadSize(data, maxBytes), fileName };
}

function sendWorkbook(reply: FastifyReply, name: string, data: Buffer) {
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(data);
}

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
        produces: [XLSX_TYPE],
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
        produces: ['application/json', XLSX_TYPE],
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
    const live = running.get(Number((request.params as { jobId?: unknown }).jobId));
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
