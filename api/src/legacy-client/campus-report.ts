/**
 * The earlier campus client's summary report (its "college report" screen): students by belt,
 * age group, program and province; pass rates by program and over five years; teachers by
 * qualification, faculty, department, post and joining type, with the student–teacher ratio;
 * non-teaching staff by post and section. Each is a section of the report engine in the
 * caller's reach (ReportReader), under the client's names; the pass rate by program and gender
 * is summed from the board-exam sittings, which hold passes by gender.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EARLIER_CLIENT_PATHS, passRateOf } from '@hemis/shared-contracts';
import { passRatesByProgramAndGender } from '../domains/passrate/reports';
import { resolveScope } from '../lib/resource/scope';
import { clientFiltersSchema, clientRead, people, peopleOf, sectionReader } from './reads';
import { programsWithLevels } from './shapes';

const count = z.number().int();
const rate = z.number().nullable();

export const clientCampusReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = app.hemis.reports;
  const db = app.db;
  const sectionRead = sectionReader(app);
  const paths = EARLIER_CLIENT_PATHS;

  sectionRead(
    paths.studentsByBelt,
    'studentsByBelt',
    'ecologicalBelt',
    'Students by ecological belt (Mountain, Hill, Terai) and gender',
  );
  sectionRead(
    paths.studentsByAgeGroup,
    'studentsByAgeGroup',
    'ageGroup',
    'Students by age group and gender (age on the first day of the fiscal year)',
  );
  sectionRead(
    paths.teachersByQualification,
    'teachersByQualification',
    'qualification',
    'Teachers by qualification and gender',
  );
  sectionRead(
    paths.teachersByFaculty,
    'teachersByFaculty',
    'faculty',
    'Teachers by faculty and gender',
  );
  sectionRead(
    paths.teachersByDepartment,
    'teachersByDepartment',
    'department',
    'Teachers by department and gender',
  );
  sectionRead(paths.teachersByPost, 'teachersByPost', 'post', 'Teachers by post and gender');
  sectionRead(
    paths.teachersByJoiningType,
    'teachersByJoiningType',
    'joiningType',
    'Teachers by joining type (permanent, temporary, contract, part-time) and gender',
  );
  sectionRead(
    paths.nonTeachingByPost,
    'nonTeachingByPost',
    'post',
    'Non-teaching staff by post and gender',
  );
  sectionRead(
    paths.nonTeachingBySection,
    'nonTeachingBySection',
    'section',
    'Non-teaching staff by section and gender',
  );

  app.get(
    paths.studentsByProgramAndProvince,
    clientRead(
      'Students by program and province (of their permanent address) and gender',
      clientFiltersSchema,
      z.array(
        z.object({
          programName: z.string(),
          level: z.string().nullable(),
          faculty: z.string().nullable(),
          province: z.string(),
          ...people,
        }),
      ),
    ),
    async (request) => {
      const context = await reader.context(request.scope(), request.query);
      const rows = await reader.byProgram(context, 'studentsByProvince');
      const programs = await programsWithLevels(
        db,
        rows.map((row) => row.key),
      );
      return rows.map((row) => {
        const program = typeof row.key === 'number' ? programs.get(row.key) : undefined;
        return {
          programName: row.group,
          level: program?.level ?? null,
          faculty: program?.faculty ?? null,
          province: row.series ?? '',
          ...peopleOf(row),
        };
      });
    },
  );

  app.get(
    paths.studentTeacherRatio,
    clientRead(
      'Students, teachers and the student–teacher ratio by faculty',
      clientFiltersSchema,
      z.array(z.object({ faculty: z.string(), students: count, teachers: count, ratio: rate })),
    ),
    async (request) => {
      const context = await reader.context(request.scope(), request.query);
      const answer = await reader.section(context, 'teachersByFaculty');
      return answer.rows.map((row) => ({
        faculty: row.group,
        students: row.students ?? 0,
        teachers: row.total,
        ratio: row.ratio ?? null,
      }));
    },
  );

  app.get(
    paths.passRateOfFiveYears,
    clientRead(
      'Board-exam sittings of the last five fiscal years: appeared, passed and the pass rate',
      clientFiltersSchema,
      z.array(z.object({ fiscalYear: z.string(), appeared: count, passed: count, passRate: rate })),
    ),
    async (request) => {
      const context = await reader.context(request.scope(), request.query);
      const answer = await reader.section(context, 'passRateTrend');
      return answer.rows.map((row) => ({
        fiscalYear: row.group,
        appeared: row.appeared ?? 0,
        passed: row.passed ?? 0,
        passRate: row.passRate ?? null,
      }));
    },
  );

  app.get(
    paths.passRateByProgram,
    clientRead(
      'Board-exam sittings of the fiscal year per program: appeared and passed by gender',
      clientFiltersSchema,
      z.object({
        fiscalYear: z.string().nullable(),
        programs: z.array(
          z.object({
            programName: z.string(),
            totalAppeared: count,
            totalPassed: count,
            passRate: z.number(),
            appearedMale: count,
            passedMale: count,
            appearedFemale: count,
            passedFemale: count,
            appearedOthers: count,
            passedOthers: count,
          }),
        ),
      }),
    ),
    async (request) => {
      // The context checks the filters and the reach (400, 403) and gives the fiscal year.
      const context = await reader.context(request.scope(), request.query);
      const { universityId, campusId, levelId } = context.filters;
      const rows = context.fiscalYear
        ? await passRatesByProgramAndGender(db, await resolveScope(db, request.scope()), {
            fiscalYearId: context.fiscalYear.id,
            universityId,
            campusId,
            levelId,
          })
        : [];
      return {
        fiscalYear: context.fiscalYear?.label ?? null,
        programs: rows.map((row) => ({
          programName: row.programName ?? 'Not recorded',
          totalAppeared: row.appeared,
          totalPassed: row.passed,
          passRate: passRateOf(row.appeared, row.passed),
          appearedMale: row.appearedMale,
          passedMale: row.passedMale,
          appearedFemale: row.appearedFemale,
          passedFemale: row.passedFemale,
          appearedOthers: row.appearedOther,
          passedOthers: row.passedOther,
        })),
      };
    },
  );
};
