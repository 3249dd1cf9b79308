/**
 * Program setup's reads as the spec's screens make them (plain arrays, scoped to the caller):
 * faculties and levels, programs, the programs a campus runs, subjects, semesters and years.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  SETUP_PATHS,
  SEMESTER_NAMES,
  YEAR_NAMES,
  apiErrorSchema,
  collegeProgramContract,
  facultyContract,
  levelContract,
  programContract,
  subjectContract,
} from '@hemis/shared-contracts';
import { campuses, collegePrograms, faculties, levels, programs } from '../../db/schema';
import { type Row } from '../../lib/resource/register';
import { rowsOf } from '../../lib/typed-routes';
import { nestedProgramSchema } from '../../legacy-client/shapes';

import type { ZodApp } from '../../lib/resource/types';
import { security } from '../../lib/route-kit';
import { optionalId, plainRoute, universityParams, type ScopeOf } from './route-schemas';
import type { SetupResources } from './resources';

const isId = (value: number | null): value is number => value !== null;

export function registerProgramReads(
  app: ZodApp,
  resources: SetupResources,
  scopeOf: ScopeOf,
): void {
  const { faculty, level, program, subject, collegeProgram } = resources;
  const db = app.db;
  // ---- Faculty and Level: GetAll* (plain arrays), optionally of one university -------------

  for (const [handle, contract, all, ofUniversity] of [
    [faculty, facultyContract, SETUP_PATHS.faculties, SETUP_PATHS.facultiesOfUniversity],
    [level, levelContract, SETUP_PATHS.levels, SETUP_PATHS.levelsOfUniversity],
  ] as const) {
    app.get(
      all,
      plainRoute({ permission: `${contract.module}:view` }, contract.module, {
        summary: `Every ${contract.title.toLowerCase()} the caller may see (plain array)`,
        response: { 200: z.array(contract.rowSchema) },
      }),
      async (request) => rowsOf(contract.rowSchema, await handle.list(await scopeOf(request))),
    );
    app.get(
      ofUniversity.route,
      plainRoute({ permission: `${contract.module}:view` }, contract.module, {
        summary: `The ${contract.title.toLowerCase()} rows of one university (plain array)`,
        params: universityParams,
        response: { 200: z.array(contract.rowSchema), 400: apiErrorSchema },
      }),
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

  const programView = { permission: 'program:view' } as const;
  const programRows = z.array(programContract.rowSchema);
  app.get(
    SETUP_PATHS.programs,
    plainRoute(programView, 'program', {
      summary: 'Every program the caller may see (plain array)',
      response: { 200: programRows },
    }),
    async (request) =>
      rowsOf(programContract.rowSchema, await program.list(await scopeOf(request))),
  );
  app.get(
    SETUP_PATHS.programsOfUniversity.route,
    plainRoute(programView, 'program', {
      summary: 'The programs of one university (plain array)',
      params: z.strictObject({ id: universityParams.shape.universityId }),
      response: { 200: programRows, 400: apiErrorSchema },
    }),
    async (request) => {
      const { id } = request.params;
      const rows = await program.list(await scopeOf(request), eq(programs.universityId, id));
      return rowsOf(programContract.rowSchema, rows);
    },
  );
  app.get(
    SETUP_PATHS.programsOfCollege,
    plainRoute(programView, 'program', {
      summary:
        'The programs a campus runs (college programs), as program rows; without collegeid, ' +
        "the caller's own campus's, or every program in reach for a user above campuses " +
        '(the program choices of campus screens such as subjects)',
      querystring: z.object({ collegeid: optionalId, collegeId: optionalId }),
      response: { 200: programRows, 400: apiErrorSchema },
    }),
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
      const rows: Row[] = await db
        .select()
        .from(programs)
        .where(and(inArray(programs.id, ids), isNull(programs.deletedAt)))
        .orderBy(asc(sql`lower(${programs.programName})`));
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
    plainRoute(programView, 'program', {
      summary:
        'College programs (which campus runs which program), plain array; id is the ' +
        "program's, collegeProgramId the college program's",
      querystring: z.object({ campusId: optionalId, programId: optionalId }),
      response: { 200: z.array(collegeProgramRow), 400: apiErrorSchema },
    }),
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
      const programIds = [...new Set(rows.map((row) => row.programId).filter(isId))];
      const campusIds = [...new Set(rows.map((row) => row.campusId).filter(isId))];
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
        const found = row.programId === null ? undefined : programMap.get(row.programId);
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
          campusName: (row.campusId === null ? undefined : campusMap.get(row.campusId)) ?? null,
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
    plainRoute(programView, 'program', {
      summary:
        'Subjects (filter by programId, semester, year), each with its program and isRegular',
      querystring: subjectQuery,
      response: { 200: z.array(subjectListRow), 400: apiErrorSchema },
    }),
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
}
