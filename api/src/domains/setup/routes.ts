/**
 * Setup, program setup and organizations (mfe-setup): the generic resource routes of each
 * contract (resources.ts) and the calls of spec section 7 that the old screens make, answered
 * as they expect (the GetAll* reads are plain arrays, scoped to the caller).
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SETUP_PATHS,
  SEMESTER_NAMES,
  YEAR_NAMES,
  apiErrorSchema,
  campusContract,
  campusLocationSchema,
  campusMoveSchema,
  campusTypeCountSchema,
  collegeProgramContract,
  districtSchema,
  localLevelSchema,
  facultyContract,
  fiscalYearContract,
  levelContract,
  programContract,
  provinceSchema,
  recordId,
  subjectContract,
  universityContract,
} from '@hemis/shared-contracts';
import {
  auditLog,
  campuses,
  collegePrograms,
  districts,
  faculties,
  levels,
  localLevels,
  programs,
  provinces,
  universities,
} from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { RATE_LIMITS } from '../../lib/rate-limits';
import { registerMultipart } from '../../lib/multipart';
import { MULTIPART_BODY_LIMIT } from '../../limits';
import { resolveScope } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';
import { resourceIdParams, type Row } from '../../lib/resource/register';
import { rowsOf } from '../../lib/typed-routes';
import { registerSetupResources } from './resources';
import { moveCampus } from './campus-move';
import { sessionsChanged } from '../../lib/session-cache';
import { registerSetupFigures } from './figures';
import {
  fiscalYearLabels,
  fiscalYearLabelsSchema,
  nestedProgramSchema,
} from '../../legacy-client/shapes';
import { registerClientSetupReads } from '../../legacy-client/setup';

const security = [{ bearer: [] }];
const plainSerializer = () => (data: unknown) => JSON.stringify(data);
const optionalId = recordId().optional();
/** A university's id in a path; 0 stands for the commission's own rows. */
const universityParams = z.strictObject({
  universityId: recordId('University', { zero: true }),
});

/** Response types come from the contracts at run time (documented); rows are plain objects here. */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart bodies (POST /Faculty is multipart in the spec; campus and university logos).
  await registerMultipart(app, {
    attachFieldsToBody: true,
    limits: {
      fields: 60,
      fieldSize: 10_000,
      files: 2,
      parts: 70,
      fileSize: MULTIPART_BODY_LIMIT,
    },
  });

  const resources = registerSetupResources(app);
  const { faculty, level, program, subject, collegeProgram, fiscalYear, university, campus } =
    resources;
  const db = app.db;
  const scopeOf = (request: FastifyRequest) => resolveScope(db, request.scope());
  registerSetupFigures(app, scopeOf);
  registerClientSetupReads(app, resources.majorSubject, scopeOf);

  // ---- Faculty and Level: GetAll* (plain arrays), optionally of one university -------------

  for (const [handle, contract, all, ofUniversity] of [
    [faculty, facultyContract, SETUP_PATHS.faculties, SETUP_PATHS.facultiesOfUniversity],
    [level, levelContract, SETUP_PATHS.levels, SETUP_PATHS.levelsOfUniversity],
  ] as const) {
    app.get(
      all,
      {
        config: { auth: { permission: `${contract.module}:view` } },
        serializerCompiler: plainSerializer,
        schema: {
          tags: [contract.module],
          security,
          summary: `Every ${contract.title.toLowerCase()} the caller may see (plain array)`,
          response: { 200: z.array(contract.rowSchema) },
        },
      },
      async (request) => rowsOf(contract.rowSchema, await handle.list(await scopeOf(request))),
    );
    app.get(
      ofUniversity.route,
      {
        config: { auth: { permission: `${contract.module}:view` } },
        serializerCompiler: plainSerializer,
        schema: {
          tags: [contract.module],
          security,
          summary: `The ${contract.title.toLowerCase()} rows of one university (plain array)`,
          params: universityParams,
          response: { 200: z.array(contract.rowSchema), 400: apiErrorSchema },
        },
      },
      async (request) => {
        const column = handle.columns.universityId;
        if (!column) return [];
        const rows = await handle.list(
          await scopeOf(request),
          eq(column, request.params.universityId),
        );
        return rowsOf(contract.rowSchema, rows);
      },
    );
  }

  // ---- ProgramMgmt -----------------------------------------------------------------------

  const programView = { auth: { permission: 'program:view' as const } };
  const programRows = z.array(programContract.rowSchema);
  app.get(
    SETUP_PATHS.programs,
    {
      config: programView,
      serializerCompiler: plainSerializer,
      schema: {
        tags: ['program'],
        security,
        summary: 'Every program the caller may see (plain array)',
        response: { 200: programRows },
      },
    },
    async (request) =>
      rowsOf(programContract.rowSchema, await program.list(await scopeOf(request))),
  );
  app.get(
    SETUP_PATHS.programsOfUniversity.route,
    {
      config: programView,
      serializerCompiler: plainSerializer,
      schema: {
        tags: ['program'],
        security,
        summary: 'The programs of one university (plain array)',
        params: z.strictObject({ id: universityParams.shape.universityId }),
        response: { 200: programRows, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const rows = await program.list(await scopeOf(request), eq(programs.universityId, id));
      return rowsOf(programContract.rowSchema, rows);
    },
  );
  app.get(
    SETUP_PATHS.programsOfCollege,
    {
      config: programView,
      serializerCompiler: plainSerializer,
      schema: {
        tags: ['program'],
        security,
        summary:
          'The programs a campus runs (college programs), as program rows; without collegeid, ' +
          "the caller's own campus's, or every program in reach for a user above campuses " +
          '(the program choices of campus screens such as subjects)',
        querystring: z.object({ collegeid: optionalId, collegeId: optionalId }),
        response: { 200: programRows, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const query = request.query;
      const campusId = query.collegeid ?? query.collegeId ?? scope.campusId;
      if (!campusId) return rowsOf(programContract.rowSchema, await program.list(scope));
      const runs = await collegeProgram.list(scope, eq(collegePrograms.campusId, campusId));
      const ids = runs
        .map((row) => row.programId)
        .filter((v): v is number => typeof v === 'number');
      if (ids.length === 0) return [];
      // The campus runs them: its users see them even when another owner defined them.
      const rows = (await db
        .select()
        .from(programs)
        .where(and(inArray(programs.id, ids), isNull(programs.deletedAt)))
        .orderBy(asc(sql`lower(${programs.programName})`))) as Row[];
      return rowsOf(programContract.rowSchema, await program.toRows(rows));
    },
  );
  // The spec's client reads a college program as its program: `id` is the program's, with the
  // program's name, type, short name, level and faculty at the top level; the college program's
  // own id is `collegeProgramId`.
  const collegeProgramRow = collegeProgramContract.rowSchema.and(
    z.object({
      collegeProgramId: z.number().int(),
      programName: z.string().nullable(),
      programType: nestedProgramSchema.shape.programType.nullable(),
      shortName: z.string().nullable(),
      levelName: z.string().nullable(),
      facultyName: z.string().nullable(),
      program: nestedProgramSchema.nullable(),
      campusName: z.string().nullable(),
    }),
  );
  app.get(
    SETUP_PATHS.collegePrograms,
    {
      config: programView,
      serializerCompiler: plainSerializer,
      schema: {
        tags: ['program'],
        security,
        summary:
          'College programs (which campus runs which program), plain array; id is the ' +
          "program's, collegeProgramId the college program's",
        querystring: z.object({ campusId: optionalId, programId: optionalId }),
        response: { 200: z.array(collegeProgramRow), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const query = request.query;
      const listed = await collegeProgram.list(
        scope,
        and(
          query.campusId ? eq(collegePrograms.campusId, query.campusId) : undefined,
          query.programId ? eq(collegePrograms.programId, query.programId) : undefined,
        ),
      );
      const rows = rowsOf(collegeProgramContract.rowSchema, listed);
      const programIds = [...new Set(rows.map((row) => row.programId as number))];
      const campusIds = [...new Set(rows.map((row) => row.campusId as number))];
      const programMap = new Map(
        programIds.length
          ? (
              await db
                .select({
                  id: programs.id,
                  programName: programs.programName,
                  programType: programs.programType,
                  shortName: programs.shortName,
                  levelName: levels.levelName,
                  facultyName: faculties.facultyName,
                })
                .from(programs)
                .leftJoin(levels, eq(levels.id, programs.levelId))
                .leftJoin(faculties, eq(faculties.id, programs.facultyId))
                .where(inArray(programs.id, programIds))
            ).map((row) => [row.id, row])
          : [],
      );
      const campusMap = new Map(
        campusIds.length
          ? (
              await db
                .select({ id: campuses.id, campusName: campuses.campusName })
                .from(campuses)
                .where(inArray(campuses.id, campusIds))
            ).map((row) => [row.id, row.campusName])
          : [],
      );
      return rows.map((row) => {
        const found = programMap.get(row.programId as number);
        return {
          ...row,
          id: found?.id ?? row.programId ?? row.id,
          collegeProgramId: row.id,
          programName: found?.programName ?? null,
          programType: found?.programType ?? null,
          shortName: found?.shortName ?? null,
          levelName: found?.levelName ?? null,
          facultyName: found?.facultyName ?? null,
          // Every program has its name and type (the contract requires them).
          program:
            found?.programName && found.programType
              ? { id: found.id, programName: found.programName, programType: found.programType }
              : null,
          campusName: campusMap.get(row.campusId as number) ?? null,
        };
      });
    },
  );

  // ---- Subject ---------------------------------------------------------------------------

  // Subject rows carry their program already (the resource's rowExtras).
  const subjectRow = subjectContract.rowSchema.and(
    z.object({ program: nestedProgramSchema.nullable() }),
  );
  const subjectListRow = subjectRow.and(z.object({ isRegular: z.boolean() }));
  const subjectQuery = z.object({
    programId: optionalId,
    semester: z.coerce.number().int().min(1).max(100).optional(),
    year: z.coerce.number().int().min(1).max(100).optional(),
  });
  app.get(
    SETUP_PATHS.subjects,
    {
      config: programView,
      serializerCompiler: plainSerializer,
      schema: {
        tags: ['program'],
        security,
        summary:
          'Subjects (filter by programId, semester, year), each with its program and isRegular',
        querystring: subjectQuery,
        response: { 200: z.array(subjectListRow), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const cols = subject.columns;
      const rows = await subject.list(
        await scopeOf(request),
        and(
          query.programId && cols.programId ? eq(cols.programId, query.programId) : undefined,
          query.semester && cols.semester ? eq(cols.semester, query.semester) : undefined,
          query.year && cols.year ? eq(cols.year, query.year) : undefined,
        ),
      );
      return rowsOf(subjectRow, rows).map((row) => ({
        ...row,
        isRegular: row.subjectType === 'regular',
      }));
    },
  );

  // ---- StudentUpgrade lists --------------------------------------------------------------

  // Plain values, as the spec says (its client shows each item as it is): the ordinal names,
  // "First" being 1; the screens map them to numbers and labels (periodChoicesOf).
  for (const [path, values, what] of [
    [SETUP_PATHS.semesters, SEMESTER_NAMES, 'semesters'],
    [SETUP_PATHS.years, YEAR_NAMES, 'years'],
  ] as const) {
    app.get(
      path,
      {
        config: { auth: { permission: 'authenticated' } },
        schema: {
          tags: ['program'],
          security,
          summary: `The ${what} a program can run, by ordinal name ("First" is 1)`,
          response: { 200: z.array(z.string()) },
        },
      },
      async () => [...values],
    );
  }

  // ---- Organizations ---------------------------------------------------------------------

  app.get(
    SETUP_PATHS.universities,
    {
      config: { auth: { permission: 'organization:view' } },
      serializerCompiler: plainSerializer,
      schema: {
        tags: ['organization'],
        security,
        summary: 'Every university (plain array)',
        response: { 200: z.array(universityContract.rowSchema) },
      },
    },
    async (request) => {
      const rows = await university.list(await scopeOf(request), undefined, [
        asc(sql`lower(${universities.name})`),
      ]);
      return rowsOf(universityContract.rowSchema, rows);
    },
  );
  app.get(
    SETUP_PATHS.campuses,
    {
      config: { auth: { permission: 'organization:view' } },
      serializerCompiler: plainSerializer,
      schema: {
        tags: ['organization'],
        security,
        summary:
          'The campuses the caller may see (plain array; filter by campusType, universityId)',
        querystring: z.object({
          campusType: z.enum(['constituent', 'private', 'community']).optional(),
          universityId: optionalId,
        }),
        response: { 200: z.array(campusContract.rowSchema), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const rows = await campus.list(
        await scopeOf(request),
        and(
          query.campusType ? eq(campuses.campusType, query.campusType) : undefined,
          query.universityId ? eq(campuses.universityId, query.universityId) : undefined,
        ),
        [asc(sql`lower(${campuses.campusName})`)],
      );
      return rowsOf(campusContract.rowSchema, rows);
    },
  );

  // GPS: campus roles set their own campus's location, nation roles any campus's.
  app.patch(
    SETUP_PATHS.campusLocation.route,
    {
      config: { auth: { permission: 'authenticated', scope: ['nation', 'campus'] } },
      serializerCompiler: plainSerializer,
      schema: {
        tags: ['organization'],
        security,
        summary: 'Set the GPS location of a campus (latitude -90..90, longitude -180..180)',
        params: resourceIdParams,
        body: campusLocationSchema,
        response: {
          200: campusContract.rowSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const { id } = request.params;
      const { latitude, longitude } = request.body;
      if (scope.kind === 'campus' && scope.campusId !== id) throw forbidden();
      const [before] = await db
        .select({ latitude: campuses.latitude, longitude: campuses.longitude })
        .from(campuses)
        .where(and(eq(campuses.id, id), isNull(campuses.deletedAt)))
        .limit(1);
      if (!before) throw notFound('Campus not found.');
      const record = await db.transaction(async (tx) => {
        const [updated] = (await tx
          .update(campuses)
          .set({ latitude, longitude, updatedAt: new Date(), updatedBy: scope.userId })
          .where(eq(campuses.id, id))
          .returning()) as Row[];
        await tx.insert(auditLog).values({
          userId: scope.userId,
          action: 'update',
          entity: 'Campus',
          entityId: String(id),
          detail: {
            fields: ['latitude', 'longitude'],
            changes: {
              latitude: [before.latitude, latitude],
              longitude: [before.longitude, longitude],
            },
          },
        });
        return updated;
      });
      const [row] = rowsOf(campusContract.rowSchema, await campus.toRows(record ? [record] : []));
      if (!row) throw notFound('Campus not found.');
      return row;
    },
  );

  // Moving a campus to another university: never by an edit (the kit refuses a changed
  // universityId there), only by this confirmed action of a nation role, audited from and to.
  app.post(
    SETUP_PATHS.campusMove.route,
    {
      config: { auth: { permission: 'organization:edit', scope: ['nation'] } },
      serializerCompiler: plainSerializer,
      schema: {
        tags: ['organization'],
        security,
        summary:
          'Move a campus, with its users, students, staff and records, to another university ' +
          '(nation roles; confirm: true; written to the audit log)',
        params: resourceIdParams,
        body: campusMoveSchema,
        response: {
          200: campusContract.rowSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const { id } = request.params;
      const { record } = await db.transaction((tx) =>
        moveCampus(tx, id, request.body.universityId, scope.userId),
      );
      // Its users' reach changed: every process checks their sessions afresh.
      sessionsChanged(db);
      const [row] = rowsOf(campusContract.rowSchema, await campus.toRows([record]));
      if (!row) throw notFound('Campus not found.');
      return row;
    },
  );

  app.get(
    SETUP_PATHS.campusTypeCounts,
    {
      config: { auth: { permission: 'setup:view' } },
      schema: {
        tags: ['setup'],
        security,
        summary: 'Campuses per type and university, counted from the campus register',
        response: { 200: z.array(campusTypeCountSchema) },
      },
    },
    async (request) => {
      const where = and(isNull(campuses.deletedAt), campus.readCondition(await scopeOf(request)));
      const rows = await db
        .select({
          universityId: campuses.universityId,
          universityName: universities.name,
          campusType: campuses.campusType,
          numberOfCampuses: count(),
        })
        .from(campuses)
        .leftJoin(universities, eq(universities.id, campuses.universityId))
        .where(where)
        .groupBy(campuses.universityId, universities.name, campuses.campusType)
        .orderBy(asc(universities.name), asc(campuses.campusType));
      return rows;
    },
  );

  // ---- Fiscal years ----------------------------------------------------------------------

  /** Who reads a nation-owned list on a public route: every row of it, nothing else. */
  const NATIONAL_READER: ScopeFilter = {
    kind: 'nation',
    universityId: null,
    campusId: null,
    userId: 0,
  };

  const selectionSchema = z
    .object({
      id: z.number().int(),
      label: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      isActive: z.boolean(),
    })
    .and(fiscalYearLabelsSchema);
  app.get(
    SETUP_PATHS.fiscalYears,
    {
      // Public (spec: /other-setup/arthikBarsa is a public route): the nation's fiscal years are
      // no one's secret, and visitors read them on that page without signing in.
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags: [fiscalYearContract.module],
        summary:
          'Fiscal years for selects and the public page, newest first (the active one flagged)',
        response: { 200: z.array(selectionSchema) },
      },
    },
    async () => {
      const rows = await fiscalYear.list(NATIONAL_READER, undefined, [
        sql`${fiscalYear.columns.startDate} desc`,
      ]);
      return rows.map((row) => ({
        id: row.id as number,
        label: row.label as string,
        startDate: row.startDate as string,
        endDate: row.endDate as string,
        isActive: row.isActive === true,
        ...fiscalYearLabels(row),
      }));
    },
  );

  // ---- Provinces, districts and local levels (selects) -------------------------------------
  // Public: Nepal's administrative divisions are no one's secret, and the online enrolment
  // form (/open-enroll) offers them to applicants who have not signed in.

  app.get(
    SETUP_PATHS.provinces,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags: ['organization'],
        security,
        summary: 'The 7 provinces',
        response: { 200: z.array(provinceSchema) },
      },
    },
    async () => db.select().from(provinces).orderBy(asc(provinces.id)),
  );
  app.get(
    SETUP_PATHS.districts,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags: ['organization'],
        security,
        summary: 'The 77 districts, optionally of one province',
        querystring: z.object({ provinceId: optionalId }),
        response: { 200: z.array(districtSchema), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { provinceId } = request.query;
      return db
        .select()
        .from(districts)
        .where(provinceId ? eq(districts.provinceId, provinceId) : undefined)
        .orderBy(asc(districts.name));
    },
  );
  app.get(
    SETUP_PATHS.localLevels,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags: ['organization'],
        security,
        summary: "The local levels of one district (the 753 of Nepal's reference data)",
        querystring: z.object({ districtId: recordId('District') }),
        response: { 200: z.array(localLevelSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { districtId } = request.query;
      // Reference data that changes with a release only: the browser keeps it for a day.
      void reply.header('Cache-Control', 'private, max-age=86400');
      return db
        .select()
        .from(localLevels)
        .where(eq(localLevels.districtId, districtId))
        .orderBy(asc(localLevels.name));
    },
  );
};
