/**
 * Upgrade academics: move a class's students up one year or semester.
 *   GET  /StudentUpgrade/Class?programId&batchId&yearOrSemester[&campusId]  who an upgrade moves
 *   POST /StudentUpgrade                                                    move the chosen ones
 * A class is the active students of one campus, program, batch and year or semester. Campus
 * roles work on their own campus; university and nation roles name one of theirs. In the
 * program's final period the students stay where they are and become eligible for graduation.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  MESSAGES,
  STUDENT_MESSAGES,
  STUDENT_PATHS,
  UPGRADE_MESSAGES,
  apiErrorSchema,
  classQuerySchema,
  programPeriods,
  upgradeClassSchema,
  upgradeResultSchema,
  upgradeSchema,
  type UpgradeClass,
  studentName,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { auditLog, batches, programs, students } from '../../db/schema';
import { campusFor, type CampusRef } from '../../lib/attendance';
import { badRequest } from '../../lib/errors';
import type { ResourceHandle, ZodApp } from '../../lib/resource/types';
import { resolveScope } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';
import { security } from '../../lib/route-kit';

/** Students never upgrade anyone; every other role within its reach. */
const STAFF_SCOPES = ['nation', 'university', 'campus'] as const;

type ClassQuery = z.output<typeof classQuerySchema>;

/** One class of one campus, with its program's shape. */
export interface ClassOf {
  campus: CampusRef;
  programName: string;
  kind: 'annual' | 'semester';
  periods: number;
  yearOrSemester: number;
  nextPeriod: number | null;
  /** The class's live, active students that the caller may read. */
  members: SQL;
}

/**
 * Resolves and checks a class: the caller's campus, a live program and batch, and a year or
 * semester the program runs. Bad references are 400s with field messages.
 */
export async function classOf(
  db: Database,
  handle: ResourceHandle,
  scope: ScopeFilter,
  query: ClassQuery,
): Promise<ClassOf> {
  const campus = await campusFor(db, scope, query.campusId);
  const [program] = await db
    .select({
      name: programs.programName,
      programType: programs.programType,
      duration: programs.duration,
    })
    .from(programs)
    .where(and(eq(programs.id, query.programId), isNull(programs.deletedAt)))
    .limit(1);
  const [batch] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.id, query.batchId), isNull(batches.deletedAt)))
    .limit(1);
  const fields: Record<string, string> = {};
  if (!program) fields.programId = 'Program was not found';
  if (!batch) fields.batchId = 'Batch was not found';
  const shape = program ? programPeriods(program) : null;
  if (shape && query.yearOrSemester > shape.periods) {
    fields.yearOrSemester = STUDENT_MESSAGES.beyondProgram;
  }
  if (!program || !shape || Object.keys(fields).length > 0) {
    throw badRequest(MESSAGES.http.badRequest, fields);
  }
  const members = and(
    eq(students.campusId, campus.id),
    eq(students.programId, query.programId),
    eq(students.batchId, query.batchId),
    eq(students.yearOrSemester, query.yearOrSemester),
    eq(students.status, 'active'),
    isNull(students.deletedAt),
    handle.readCondition(scope),
  );
  // and() of conditions is never empty; the check only types it.
  if (!members) throw new Error('the class has no member condition');
  return {
    campus,
    programName: program.name ?? '',
    kind: shape.kind,
    periods: shape.periods,
    yearOrSemester: query.yearOrSemester,
    nextPeriod: query.yearOrSemester < shape.periods ? query.yearOrSemester + 1 : null,
    members,
  };
}

async function classList(db: Database, found: ClassOf): Promise<UpgradeClass> {
  const rows = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      middleName: students.middleName,
      lastName: students.lastName,
      registrationNo: students.registrationNo,
      campusRollNo: students.campusRollNo,
      graduationEligible: students.graduationEligible,
    })
    .from(students)
    .where(found.members)
    .orderBy(
      asc(students.campusRollNo),
      asc(sql`lower(${students.firstName})`),
      asc(students.lastName),
      asc(students.id),
    );
  return {
    programName: found.programName,
    programType: found.kind,
    periods: found.periods,
    nextPeriod: found.nextPeriod,
    students: rows.map((row) => ({
      id: row.id,
      name: studentName(row),
      registrationNo: row.registrationNo ?? null,
      campusRollNo: row.campusRollNo ?? null,
      graduationEligible: row.graduationEligible === true,
    })),
  };
}

export function registerUpgrade(app: ZodApp, student: ResourceHandle): void {
  const db = app.db;
  const scopeOf = (request: FastifyRequest) => resolveScope(db, request.scope());

  app.get(
    STUDENT_PATHS.upgradeClass,
    {
      config: { auth: { permission: 'student:view', scope: STAFF_SCOPES } },
      schema: {
        tags: ['student'],
        security,
        summary: "A class's active students, the program's periods and the period after this one",
        querystring: classQuerySchema,
        response: { 200: upgradeClassSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const query = request.query;
      return classList(db, await classOf(db, student, await scopeOf(request), query));
    },
  );

  app.post(
    STUDENT_PATHS.upgrade,
    {
      config: { auth: { permission: 'student:edit', scope: STAFF_SCOPES } },
      schema: {
        tags: ['student'],
        security,
        summary:
          'Move the chosen students of a class up one year or semester (final period: eligible for graduation)',
        body: upgradeSchema,
        response: { 200: upgradeResultSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const scope = await scopeOf(request);
      const found = await classOf(db, student, scope, body);
      const chosen = [...new Set(body.studentIds)];
      const refuse = () =>
        badRequest(MESSAGES.http.badRequest, { studentIds: UPGRADE_MESSAGES.notInClass });
      const inClass = await db
        .select({ id: students.id })
        .from(students)
        .where(and(found.members, inArray(students.id, chosen)));
      if (inClass.length !== chosen.length) throw refuse();

      const final = found.nextPeriod === null;
      await db.transaction(async (tx) => {
        const moved = await tx
          .update(students)
          .set({
            ...(final ? { graduationEligible: true } : { yearOrSemester: found.nextPeriod }),
            updatedAt: new Date(),
            updatedBy: scope.userId,
          })
          // The class condition again: a student moved meanwhile is not moved twice.
          .where(and(found.members, inArray(students.id, chosen)))
          .returning({ id: students.id });
        if (moved.length !== chosen.length) throw refuse();
        await tx.insert(auditLog).values({
          userId: scope.userId,
          action: final ? 'graduationEligible' : 'upgrade',
          entity: 'StudentUpgrade',
          entityId: `${found.campus.id}:${body.programId}:${body.batchId}`,
          detail: {
            campusId: found.campus.id,
            programId: body.programId,
            batchId: body.batchId,
            from: found.yearOrSemester,
            to: found.nextPeriod ?? found.yearOrSemester,
            studentIds: chosen,
          },
        });
      });
      const eligible = final ? chosen.length : 0;
      return {
        upgraded: chosen.length,
        graduationEligible: eligible,
        message: UPGRADE_MESSAGES.upgraded(chosen.length, eligible),
      };
    },
  );
}
