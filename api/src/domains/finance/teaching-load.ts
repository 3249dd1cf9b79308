/**
 * Teaching load (/inload-form): the TeachingLoad resource (a campus's classes per teacher and
 * fiscal year), the teachers a campus may give classes, and per teacher the periods per week
 * against the full load of the teacher's post.
 */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DEFAULT_FULL_LOAD,
  MESSAGES,
  FINANCE_PATHS,
  TEACHING_LOAD_MESSAGES,
  teacherChoiceSchema,
  teachingLoadContract,
  teachingLoadSummaryRowSchema,
} from '@hemis/shared-contracts';
import { employeePositions, employees, subjects, teachingLoads } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { registerResource } from '../../lib/resource/register';
import { readCondition } from '../../lib/resource/scope';
import type { ZodApp } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { fiscalYearOf } from './statement';
import { security } from '../../lib/route-kit';

const summaryQuerySchema = z.strictObject({
  fiscalYearId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  campusId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** Teaching staff the scope reads (employees are hierarchy rows). */
const teachersOf = (scope: ScopeFilter) =>
  and(
    isNull(employees.deletedAt),
    eq(employees.employeeType, 'teaching'),
    readCondition('hierarchy', employees, scope),
  );

export function registerTeachingLoad(
  app: ZodApp,
  scopeOf: (request: FastifyRequest) => Promise<ScopeFilter>,
): void {
  const db = app.db;
  const registry = app.hemis.resources;
  // A teaching load names a teacher: an employee of teaching staff, shown by full name.
  registry.set('Teacher', {
    table: employees,
    id: employees.id,
    label: employees.fullName,
    deletedAt: employees.deletedAt,
    title: 'Teacher',
    visible: teachersOf,
  });

  registerResource(app, teachingLoadContract, teachingLoads, {
    registry,
    tag: 'teachingLoad',
    async validate({ db: tx, values, scope }) {
      const campusId = typeof values.campusId === 'number' ? values.campusId : scope.campusId;
      if (typeof values.employeeId === 'number') {
        const [teacher] = await tx
          .select({ id: employees.id })
          .from(employees)
          .where(
            and(
              eq(employees.id, values.employeeId),
              isNull(employees.deletedAt),
              eq(employees.employeeType, 'teaching'),
              eq(employees.campusId, campusId ?? -1),
            ),
          )
          .limit(1);
        if (!teacher) {
          throw badRequest(MESSAGES.http.badRequest, {
            employeeId: TEACHING_LOAD_MESSAGES.notTeacher,
          });
        }
      }
      if (typeof values.subjectId !== 'number') return;
      const [subject] = await tx
        .select({ programId: subjects.programId, year: subjects.year, semester: subjects.semester })
        .from(subjects)
        .where(and(eq(subjects.id, values.subjectId), isNull(subjects.deletedAt)))
        .limit(1);
      if (!subject) return; // the kit's reference check says it was not found
      if (subject.programId !== values.programId) {
        throw badRequest(MESSAGES.http.badRequest, {
          subjectId: TEACHING_LOAD_MESSAGES.subjectOutsideProgram,
        });
      }
      // The class's year or semester is the subject's.
      return { year: subject.year ?? null, semester: subject.semester ?? null };
    },
  });

  app.get(
    FINANCE_PATHS.teachers,
    {
      config: { auth: { permission: 'employee:view' } },
      schema: {
        tags: ['teachingLoad'],
        security,
        summary: 'Teaching staff the caller may give classes, with the full load of their post',
        response: { 200: z.array(teacherChoiceSchema) },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const rows = await db
        .select({
          id: employees.id,
          fullName: sql<string>`coalesce(${employees.fullName}, '')`,
          positionName: employeePositions.positionName,
          fullLoad: employeePositions.fullLoad,
        })
        .from(employees)
        .leftJoin(employeePositions, eq(employeePositions.id, employees.positionId))
        .where(and(teachersOf(scope), sql`${employees.campusId} is not null`))
        .orderBy(asc(employees.firstName), asc(employees.lastName))
        .limit(2000);
      return rows.map((row) => ({ ...row, fullLoad: row.fullLoad ?? DEFAULT_FULL_LOAD }));
    },
  );

  app.get(
    FINANCE_PATHS.teachingLoadSummary,
    {
      config: { auth: { permission: 'employee:view' } },
      schema: {
        tags: ['teachingLoad'],
        security,
        summary: 'Per teacher: classes and periods per week against the full load',
        querystring: summaryQuerySchema,
        response: { 200: z.array(teachingLoadSummaryRowSchema) },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const year = await fiscalYearOf(db, request.query.fiscalYearId);
      if (!year) return [];
      const { campusId } = request.query;
      const loads = teachingLoads;
      const rows = await db
        .select({
          employeeId: employees.id,
          teacherName: sql<string>`coalesce(${employees.fullName}, '')`,
          campusId: employees.campusId,
          positionName: employeePositions.positionName,
          fullLoad: employeePositions.fullLoad,
          classes: count(loads.id),
          periodsPerWeek: sql<number>`coalesce(sum(${loads.periodsPerWeek}), 0)::int`,
        })
        .from(employees)
        .leftJoin(employeePositions, eq(employeePositions.id, employees.positionId))
        .leftJoin(
          loads,
          and(
            eq(loads.employeeId, employees.id),
            eq(loads.fiscalYearId, year.id),
            isNull(loads.deletedAt),
          ),
        )
        .where(
          and(
            teachersOf(scope),
            sql`${employees.campusId} is not null`,
            campusId === undefined ? undefined : eq(employees.campusId, campusId),
          ),
        )
        .groupBy(employees.id, employeePositions.positionName, employeePositions.fullLoad)
        .orderBy(asc(employees.firstName), asc(employees.lastName))
        .limit(5000);
      return rows.map((row) => ({
        ...row,
        periodsPerWeek: Number(row.periodsPerWeek),
        fullLoad: row.fullLoad ?? DEFAULT_FULL_LOAD,
      }));
    },
  );
}
