/**
 * The earlier campus client's statistical return, its enrolment tables: the students on the
 * roll of annual programs by program and year, and of semester programs by program and
 * semester, each by gender and by the equity category of their ethnic group (Dalit, Janajati,
 * Madhesi, Muslim, Brahmin/Chhetri, Others). Counted in SQL over the active students of the
 * caller's reach, as they stand (their year or semester is today's).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EARLIER_CLIENT_PATHS, EQUITY_CATEGORIES } from '@hemis/shared-contracts';
import { campuses, ethnicGroups, programs, students } from '../db/schema';
import { clientFiltersSchema, clientRead, people } from './reads';
import { programsWithLevels } from './shapes';

const count = z.number().int();
const byGender = { male: count, female: count, others: count, total: count };

const periodRowSchema = z.object({
  programName: z.string(),
  level: z.string().nullable(),
  faculty: z.string().nullable(),
  /** The year (annual programs) or semester (semester programs), from 1. */
  period: z.number().int(),
  ...people,
  ethnicity: z.array(z.object({ category: z.string(), ...byGender })),
});
type PeriodRow = z.infer<typeof periodRowSchema>;

const NOT_RECORDED = 'Not recorded';
const categoryLabel = new Map(EQUITY_CATEGORIES.map((choice) => [choice.value, choice.label]));

export const clientStatisticalReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = app.hemis.reports;
  const db = app.db;

  const periodReport = (path: string, kind: 'annual' | 'semester', what: string) =>
    app.get(
      path,
      clientRead(
        `Active students of ${kind} programs by program and ${what}, by gender and by the equity category of their ethnic group`,
        clientFiltersSchema,
        z.array(periodRowSchema),
      ),
      async (request) => {
        // The reach and filters checked as every report's (400, 403).
        const context = await reader.context(request.scope(), request.query);
        const { facultyId, levelId, programId } = context.filters;
        const counted = await db
          .select({
            programId: students.programId,
            period: students.yearOrSemester,
            category: ethnicGroups.equityCategory,
            gender: students.gender,
            n: sql<number>`count(*)::int`,
          })
          .from(students)
          .innerJoin(campuses, eq(campuses.id, students.campusId))
          .innerJoin(programs, eq(programs.id, students.programId))
          .leftJoin(ethnicGroups, eq(ethnicGroups.id, students.ethnicGroupId))
          .where(
            and(
              isNull(students.deletedAt),
              eq(students.status, 'active'),
              eq(programs.programType, kind),
              context.campusCondition,
              facultyId === undefined ? undefined : eq(programs.facultyId, facultyId),
              levelId === undefined ? undefined : eq(programs.levelId, levelId),
              programId === undefined ? undefined : eq(programs.id, programId),
            ),
          )
          .groupBy(
            students.programId,
            students.yearOrSemester,
            ethnicGroups.equityCategory,
            students.gender,
          );
        const names = await programsWithLevels(
          db,
          counted.map((row) => row.programId),
        );
        const rows = new Map<string, PeriodRow>();
        for (const { programId: id, period, category, gender, n } of counted) {
          const program = id === null ? undefined : names.get(id);
          const key = `${id}|${period}`;
          let row = rows.get(key);
          if (!row) {
            row = {
              programName: program?.programName ?? NOT_RECORDED,
              level: program?.level ?? null,
              faculty: program?.faculty ?? null,
              period: period ?? 0,
              male: 0,
              female: 0,
              others: 0,
              total: 0,
              ethnicity: [...EQUITY_CATEGORIES.map((c) => c.label), NOT_RECORDED].map((label) => ({
                category: label,
                male: 0,
                female: 0,
                others: 0,
                total: 0,
              })),
            };
            rows.set(key, row);
          }
          const label = (category && categoryLabel.get(category)) || NOT_RECORDED;
          const cell = row.ethnicity.find((entry) => entry.category === label)!;
          // The database counted each group; these are its cells, placed in the table.
          const field = gender === 'male' ? 'male' : gender === 'female' ? 'female' : 'others';
          for (const target of [row, cell]) {
            target[field] += n;
            target.total += n;
          }
        }
        return [...rows.values()].sort(
          (a, b) => a.programName.localeCompare(b.programName) || a.period - b.period,
        );
      },
    );
  periodReport(EARLIER_CLIENT_PATHS.annualProgramReport, 'annual', 'year');
  periodReport(EARLIER_CLIENT_PATHS.semesterProgramReport, 'semester', 'semester');
};
