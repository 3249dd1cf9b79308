/**
 * Bulk import of students from an .xlsx file (spec section 2, "Student"; contract: IMPORT_* in
 * shared-contracts/src/resources/student.ts):
 *   GET  /Student/Import/Template   the template, with the campus's valid names
 *   POST /Student/Import/DryRun     the report (or ?format=xlsx the error workbook); no writes
 *   POST /Student/Import            the same checks; 400 with the report when a row is bad, else
 *                                    202 { jobId } and every row goes in ONE transaction
 *   GET  /Student/Import/:jobId     the job, with live progress while it runs
 * student:add, for the caller's campus (nation and university roles name it with ?campusId).
 *
 * Rows are checked as the Student routes check a record: the contract's create schema, the
 * server's rules (studentDerivedValues: program and batch of the campus, level and faculty from
 * the program, year or semester within it; fillBirthDates), and the unique registration and
 * citizenship numbers of the campus. Matches at other campuses are only counted.
 */
import { and, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  type ImportJob,
  type ImportReport,
} from '@hemis/shared-contracts';
import {
  auditLog,
  batches,
  campuses,
  districts,
  ethnicGroups,
  programs,
  studentImportJobs,
  students,
} from '../../db/schema';
import { norm } from '../../db/resource-table';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { DbOrTx, ResourceHandle, Row } from '../../lib/resource/register';
import { readCondition, resolveScope } from '../../lib/resource/scope';
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
import { XLSX_TYPE, errorWorkbook, templateWorkbook, type TemplateLists } from './import-workbooks';
import { fillBirthDates, studentDerivedValues, type StudentDerived } from './resource';

/**
 * Rows per INSERT statement: large enough that statements are few, small enough that progress
 * moves (and, with PGlite in this process, that other requests get the event loop between them).
 */
export const IMPORT_BATCH_ROWS = 2500;
/** The bad rows a report lists (the error workbook has them all). */
const REPORT_ERRORS = 100;

/** The campus the students are imported into. */
export interface ImportTarget {
  campusId: number;
  universityId: number | null;
}

/** A checked file: the report, every row with its messages, and the records of the good rows. */
export interface CheckedImport {
  report: ImportReport;
  rows: MappedRow[];
  records: Row[];
}

const security = [{ bearer: [] }];
const tags = ['student'];
const jobParams = z.strictObject({
  jobId: z.coerce
    .number({ error: 'Job id must be a number' })
    .int({ error: 'Job id must be a number' })
    .positive({ error: 'Job id must be a number' })
    .max(2_147_483_647, { error: 'Job id must be a number' }),
});
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
  if (scope.kind === 'own') throw forbidden();
  let wanted = campusId;
  if (scope.kind === 'campus') {
    if (scope.campusId === null) throw forbidden();
    if (wanted !== undefined && wanted !== scope.campusId) throw forbidden();
    wanted = scope.campusId;
  }
  if (wanted === undefined) {
    throw badRequest(MESSAGES.http.badRequest, { campusId: CAMPUS_MESSAGES.campusRequired });
  }
  // The students' university is always their campus's (as the Student routes set it).
  const [campus] = await db
    .select({ id: campuses.id, universityId: campuses.universityId })
    .from(campuses)
    .where(and(eq(campuses.id, wanted), isNull(campuses.deletedAt)))
    .limit(1);
  if (!campus) throw badRequest(MESSAGES.http.badRequest, { campusId: 'Campus was not found' });
  if (scope.kind === 'university' && campus.universityId !== scope.universityId) throw forbidden();
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

/** The registration and citizenship numbers already used at the campus (as norm() keys). */
async function campusNumbers(db: DbOrTx, campusId: number) {
  const rows = await db
    .select({
      registrationNo: sql<string | null>`${norm(students.registrationNo)}`,
      citizenshipNo: sql<string | null>`${norm(students.citizenshipNo)}`,
    })
    .from(students)
    .where(and(eq(students.campusId, campusId), isNull(students.deletedAt)));
  const set = (pick: 'registrationNo' | 'citizenshipNo') =>
    new Set(rows.flatMap((row) => (row[pick] ? [row[pick]] : [])));
  return { registrationNo: set('registrationNo'), citizenshipNo: set('citizenshipNo') };
}

/**
 * Good rows matching a student at another campus (same citizenship number, or same name and
 * date of birth), as the duplicate check of the register form finds them: imported anyway.
 */
async function matchesElsewhere(db: DbOrTx, campusId: number, records: Row[]): Promise<number> {
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
  const sheet = await readStudentSheet(data);
  const { lookups, provinceOf } = await loadLookups(db, target);
  const rows = sheet.map((sheetRow) => checkRow(sheetRow, lookups, fillBirthDates));

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
  for (const mapped of rows) {
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
    mapped.values = {
      ...mapped.values,
      levelId: derived.levelId ?? null,
      facultyId: derived.facultyId ?? null,
      permanentProvinceId:
        mapped.values.permanentProvinceId ??
        (district === null ? null : (provinceOf.get(district) ?? null)),
    };
  }
  markDuplicates(rows, await campusNumbers(db, target.campusId));

  const records: Row[] = [];
  const bad: MappedRow[] = [];
  for (const mapped of rows) {
    if (mapped.values) {
      records.push({
        ...mapped.values,
        ...target,
        status: 'active',
        verificationStatus: 'pending',
        source: 'import',
      });
    } else bad.push(mapped);
  }
  const report: ImportReport = {
    total: rows.length,
    valid: records.length,
    invalid: bad.length,
    duplicates: await matchesElsewhere(db, target.campusId, records),
    errors: bad.slice(0, REPORT_ERRORS).map(({ row, messages }) => ({ row, messages })),
  };
  return { report, rows, records };
}

// ---- running an import -------------------------------------------------------------------------

/** Progress of an import while its transaction runs (the database answers nothing else then). */
export interface LiveJob {
  id: number;
  userId: number;
  jti: string;
  total: number;
  processed: number;
  report: ImportReport;
}

/** The students columns a batch of records fills: every key any record has, and the stamps. */
function insertColumns(records: Row[]): { key: string; name: string; type: string }[] {
  const keys = new Set<string>(['createdBy', 'updatedBy']);
  for (const record of records) for (const key of Object.keys(record)) keys.add(key);
  const columns = getTableColumns(students) as unknown as Record<string, PgColumn>;
  return [...keys].map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`students has no column for "${key}"`);
    return { key, name: column.name, type: column.getSQLType() };
  });
}

/**
 * Inserts the checked records in ONE transaction: a few thousand rows per statement, each batch
 * sent as one JSON parameter (jsonb_to_recordset; building a 40-parameter-a-row VALUES list costs
 * more than the insert itself), and one audit row. Any failure (a number taken since the check,
 * a lost connection) leaves nothing written. Between statements the event loop is free, so the
 * starter's progress polls are answered.
 */
export async function insertStudents(
  db: DbOrTx,
  records: Row[],
  audit: { jobId: number; userId: number; campusId: number; fileName: string | null },
  onProgress: (processed: number) => void = () => undefined,
  batchRows: number = IMPORT_BATCH_ROWS,
): Promise<number> {
  if (records.length === 0) return 0;
  const columns = insertColumns(records);
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const shape = sql.raw(columns.map((column) => `"${column.name}" ${column.type}`).join(', '));
  return db.transaction(async (tx) => {
    for (let start = 0; start < records.length; start += batchRows) {
      const batch = records.slice(start, start + batchRows).map((record) => {
        const row: Record<string, unknown> = {};
        for (const column of columns) {
          const value =
            column.key === 'createdBy' || column.key === 'updatedBy'
              ? audit.userId
              : record[column.key];
          row[column.name] = value === undefined ? null : value;
        }
        return row;
      });
      await tx.execute(
        sql`insert into ${students} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as f(${shape})`,
      );
      onProgress(Math.min(start + batchRows, records.length));
      // PGlite answers within promise jobs only: without a turn of the event loop no request
      // (a progress poll) would be read until the whole transaction ended.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await tx.insert(auditLog).values({
      userId: audit.userId,
      action: 'import',
      entity: 'Student',
      entityId: String(audit.jobId),
      detail: {
        jobId: audit.jobId,
        campusId: audit.campusId,
        fileName: audit.fileName,
        count: records.length,
      },
    });
    return records.length;
  });
}

const jobOf = (row: typeof studentImportJobs.$inferSelect): ImportJob => ({
  id: row.id,
  // Publishing is still running to the caller: the rows are not all visible yet.
  status: row.status === 'publishing' ? 'running' : row.status,
  total: row.total,
  processed: row.status === 'done' ? row.total : row.imported,
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

/** The multipart body's one part `file` (other parts: 400). */
async function uploadedWorkbook(
  request: FastifyRequest,
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
  return { data: checkUploadSize(data, IMPORT_MAX_BYTES), fileName };
}

function sendWorkbook(reply: FastifyReply, name: string, data: Buffer) {
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(data);
}

// ---- routes ------------------------------------------------------------------------------------

export function registerStudentImport(app: FastifyInstance, student: ResourceHandle): void {
  const { db } = app;
  // The import writes its records itself (one transaction for the file, not a route per row).
  void student;
  /** Imports running in this process, by job id. */
  const running = new Map<number, LiveJob>();

  async function targetOf(request: FastifyRequest): Promise<ImportTarget> {
    const { campusId } = request.query as z.infer<typeof importQuerySchema>;
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
      const target = await targetOf(request);
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
      const target = await targetOf(request);
      const { data } = await uploadedWorkbook(request);
      const checked = await checkWorkbook(db, data, target);
      const { format } = request.query as z.infer<typeof importQuerySchema>;
      if (format === 'xlsx') {
        const bad = checked.rows.filter((row) => row.messages.length > 0);
        return sendWorkbook(reply, 'Student-Import-Errors.xlsx', await errorWorkbook(bad));
      }
      return checked.report;
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
      const target = await targetOf(request);
      const { data, fileName } = await uploadedWorkbook(request);
      const checked = await checkWorkbook(db, data, target);
      const { report, records } = checked;
      if (report.invalid > 0) {
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: IMPORT_MESSAGES.hasErrors,
          fields: { file: IMPORT_MESSAGES.hasErrors },
          report,
        });
      }
      const caller = request.scope();
      const [job] = await db
        .insert(studentImportJobs)
        .values({
          ...target,
          status: 'running',
          fileName,
          total: records.length,
          report,
          createdBy: caller.userId,
        })
        .returning({ id: studentImportJobs.id });
      if (!job) throw new Error('import job insert returned nothing');
      const live: LiveJob = {
        id: job.id,
        userId: caller.userId,
        jti: request.authUser?.jti ?? '',
        total: records.length,
        processed: 0,
        report,
      };
      running.set(job.id, live);
      // The import runs after the reply; its final state goes to the job row.
      void (async () => {
        let imported = 0;
        let failure: unknown = null;
        try {
          imported = await insertStudents(
            db,
            records,
            { jobId: job.id, userId: caller.userId, campusId: target.campusId, fileName },
            (processed) => {
              live.processed = processed;
            },
          );
        } catch (error) {
          failure = error;
          request.log.warn({ err: error, jobId: job.id }, 'student import failed');
        }
        try {
          await db
            .update(studentImportJobs)
            .set({
              status: failure ? 'failed' : 'done',
              imported,
              message: failure ? IMPORT_MESSAGES.failed : IMPORT_MESSAGES.done(imported),
              finishedAt: new Date(),
            })
            .where(eq(studentImportJobs.id, job.id));
        } catch (error) {
          request.log.error({ err: error, jobId: job.id }, 'student import: job not saved');
        } finally {
          running.delete(job.id);
        }
      })();
      return reply.code(202).send({ jobId: job.id });
    },
  );

  /**
   * The starter polls their running import with the session that started it, answered from
   * memory: PGlite runs one transaction at a time, so a session check would wait for the import
   * to end. Other reads (a finished job; another user of the campus) are checked like any route
   * (open session, student:add, scope), hence the route's own check instead of the auth hook's.
   */
  app.get(
    `${STUDENT_PATHS.import}/:jobId`,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicRead },
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
      const { jobId } = request.params as z.infer<typeof jobParams>;
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
      const [row] = await db
        .select()
        .from(studentImportJobs)
        .where(eq(studentImportJobs.id, jobId))
        .limit(1);
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
